import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Progress } from './Progress.tsx';

interface ProgressStoryArgs {
  value: number | null;
  label: string;
}

const meta = {
  title: 'Components/Progress',
  args: { value: 60, label: 'Progression' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  render: ({ value, label }) => <Progress value={value} aria-label={label} />,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<ProgressStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Indeterminate: Story = { args: { value: null, label: 'Chargement' } };

/** /payment-success: 'Paiement réussi !' then /dashboard after 3 s, with a progress bar. */
function RedirectCountdown() {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.min(100, ((Date.now() - started) / 3000) * 100);
      setValue(next);
      if (next >= 100) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="grid gap-3">
      <p className="font-display text-2xl">Paiement réussi !</p>
      <Progress value={value} aria-label="Redirection vers le dashboard" />
    </div>
  );
}

export const PaymentSuccess: Story = { render: () => <RedirectCountdown /> };
