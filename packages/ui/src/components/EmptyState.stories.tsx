import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gem, Plus } from 'lucide-react';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Gem />,
    title: 'Commencez votre showroom',
    description: 'Ajoutez un premier bloc pour présenter votre maison à vos clients.',
    action: (
      <Button variant="gold">
        <Plus aria-hidden="true" />
        Ajouter une bannière
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowroomBuilder: Story = {};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'Aucune facture', description: 'Vos factures apparaîtront ici.' },
};
