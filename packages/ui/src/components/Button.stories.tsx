import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarPlus, Plus, Trash2 } from 'lucide-react';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Commencer', variant: 'default', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'gold', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Commencer</Button>
      <Button variant="gold">Choisir ce plan</Button>
      <Button variant="secondary">Voir une démo</Button>
      <Button variant="outline">Retour</Button>
      <Button variant="ghost">Annuler</Button>
      <Button variant="destructive">
        <Trash2 aria-hidden="true" />
        Supprimer
      </Button>
      <Button variant="link">View All Plans</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm">Petit</Button>
      <Button size="md">Moyen</Button>
      <Button size="lg">Grand</Button>
      <Button size="icon" aria-label="Nouveau RDV">
        <CalendarPlus aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Redirection en cours...' },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Not Available', variant: 'outline' },
};

export const WithIcon: Story = {
  args: {
    variant: 'gold',
    children: (
      <>
        <Plus aria-hidden="true" />
        Nouvelle Commande
      </>
    ),
  },
};

export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#pricing">Upgrade Now</a>
    </Button>
  ),
};
