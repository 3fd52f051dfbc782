import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from './Button.tsx';
import { Toaster, toast } from './Toaster.tsx';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component:
          "Mount `<Toaster />` once inside `ThemeProvider`; its theme follows the user's setting. Call `toast`, " +
          '`toast.success`, `toast.error(title, { description })` from anywhere.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Toaster />
      <Button
        variant="outline"
        onClick={() =>
          toast.success('Connexion réussie !', { description: 'Vérification de votre abonnement...' })
        }
      >
        Succès
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast.error('Erreur de connexion', { description: 'Email ou mot de passe incorrect.' })
        }
      >
        Erreur
      </Button>
      <Button variant="secondary" onClick={() => toast('Redirection...')}>
        Neutre
      </Button>
    </div>
  ),
};

/** The spec's toasts, kept on screen: neutral, success, info, warning and destructive. */
function AllKinds() {
  useEffect(() => {
    const keep = { duration: Number.POSITIVE_INFINITY };
    toast('bloc ajouté', { ...keep, id: 'neutral' });
    toast.success('Compte créé !', {
      ...keep,
      id: 'success',
      description: 'Veuillez maintenant choisir votre plan.',
    });
    toast.info('Demo Mode', { ...keep, id: 'info', description: 'Les données sont fictives.' });
    toast.warning('Abonnement bientôt expiré', {
      ...keep,
      id: 'warning',
      description: 'Renouvelez avant le 30.',
    });
    toast.error('Paiement annulé', {
      ...keep,
      id: 'error',
      description: 'Vous pouvez réessayer quand vous le souhaitez.',
    });
    return () => {
      toast.dismiss();
    };
  }, []);
  return <Toaster expand visibleToasts={5} position="top-center" />;
}

export const Kinds: Story = { render: () => <AllKinds /> };
