import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { Input } from './Input.tsx';
import { Label } from './Label.tsx';

function LabelledInput() {
  const id = useId();
  return (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={id}>Nom de l'entreprise</Label>
      <Input id={id} placeholder="Maison Carat" />
    </div>
  );
}

const meta = {
  title: 'Components/Label',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = { render: () => <LabelledInput /> };
