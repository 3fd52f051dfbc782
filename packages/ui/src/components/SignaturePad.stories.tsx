import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SignaturePad, type SignaturePadProps } from './SignaturePad.tsx';

/** The pad holds its value in the story, as a form would. */
function Controlled(props: Omit<SignaturePadProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return <SignaturePad {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SignaturePad',
  component: Controlled,
  args: {
    label: 'Signature du client',
    clearLabel: 'Effacer',
    hint: 'Signez avec le doigt, un stylet ou la souris.',
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const Invalid: Story = { args: { required: true, error: 'La signature du client est requise' } };
