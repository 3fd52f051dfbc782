import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { placeholder: 'Votre message (optionnel)', 'aria-label': 'Message' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SixRows: Story = {
  args: { rows: 6, defaultValue: 'Bienvenue dans notre showroom. Chaque pièce est façonnée à la main.' },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Merci pour votre confiance.' } };
