import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Chargement...' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Vérification de votre abonnement...' },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Petit" />
      <Spinner size="md" label="Moyen" />
      <Spinner size="lg" label="Grand" />
    </div>
  ),
};

/** The route guard while authentication and subscription load. */
export const FullPage: Story = {
  render: () => (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner size="lg" showLabel label="Chargement..." className="flex-col" />
    </div>
  ),
};
