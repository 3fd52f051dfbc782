import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useId } from 'react';
import { Label } from './Label.tsx';
import { Switch } from './Switch.tsx';

function SettingRow({ label, ...props }: ComponentProps<typeof Switch> & { label: string }) {
  const id = useId();
  return (
    <div className="flex max-w-sm items-center justify-between gap-4">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/Switch',
  component: Switch,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification toggles of Settings. */
export const Notifications: Story = {
  render: () => (
    <div className="grid gap-4">
      <SettingRow label="Order updates" defaultChecked />
      <SettingRow label="Appointment reminders" defaultChecked />
      <SettingRow label="Payment alerts" />
      <SettingRow label="Marketing emails" disabled />
    </div>
  ),
};
