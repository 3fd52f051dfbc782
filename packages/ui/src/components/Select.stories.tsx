import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { Label } from './Label.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './Select.tsx';

function TimeSlotSelect({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const id = useId();
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>Créneau</Label>
      <Select defaultOpen={defaultOpen} defaultValue={defaultOpen ? '10:00' : undefined}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Choisir un horaire" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Matin</SelectLabel>
            {['09:00', '10:00', '11:00', '12:00'].map((slot) => (
              <SelectItem key={slot} value={slot}>
                {slot}
              </SelectItem>
            ))}
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Après-midi</SelectLabel>
            {['14:00', '15:00', '16:00', '17:00', '18:00'].map((slot) => (
              <SelectItem key={slot} value={slot} disabled={slot === '16:00'}>
                {slot}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  );
}

const meta = {
  title: 'Components/Select',
  component: Select,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <TimeSlotSelect /> };

export const Open: Story = {
  render: () => (
    <div className="min-h-96">
      <TimeSlotSelect defaultOpen />
    </div>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Select disabled>
      <SelectTrigger aria-label="Plan" className="max-w-xs">
        <SelectValue placeholder="DIAMOND" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="diamond">DIAMOND</SelectItem>
      </SelectContent>
    </Select>
  ),
};
