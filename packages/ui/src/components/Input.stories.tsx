import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'Rechercher une commande...', 'aria-label': 'Rechercher une commande' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'sophie@example.com', type: 'email', 'aria-label': 'Email' },
};

export const Invalid: Story = {
  args: { defaultValue: 'sophie@', 'aria-invalid': true, 'aria-label': 'Email' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'CZ Plan', 'aria-label': 'Plan' } };

export const File: Story = { args: { type: 'file', 'aria-label': 'Logo', placeholder: undefined } };
