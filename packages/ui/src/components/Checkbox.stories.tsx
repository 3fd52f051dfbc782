import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useId } from 'react';
import { Checkbox } from './Checkbox.tsx';
import { Label } from './Label.tsx';

function LabelledCheckbox({ label, ...props }: ComponentProps<typeof Checkbox> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <div className="grid gap-3">
      <LabelledCheckbox label="J'accepte les conditions d'utilisation" />
      <LabelledCheckbox label="Ajouter automatiquement le logo" defaultChecked />
      <LabelledCheckbox label="Toutes les collections" checked="indeterminate" />
      <LabelledCheckbox label="Paiements (plan gratuit)" disabled />
      <LabelledCheckbox label="Informations de l'entreprise" disabled defaultChecked />
    </div>
  ),
};
