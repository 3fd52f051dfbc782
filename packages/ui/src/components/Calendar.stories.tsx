import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Calendar, type CalendarProps } from './Calendar.tsx';

const JANUARY_2024 = new Date(2024, 0, 1);

function startOfToday(): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate());
}

/** A calendar that keeps its own selection, as an app would. */
function Stateful({ initial, ...props }: Omit<CalendarProps, 'selected' | 'onSelect'> & { initial?: Date }) {
  const [selected, setSelected] = useState<Date | undefined>(initial);
  return (
    <div className="grid w-fit gap-3">
      <Calendar {...props} selected={selected} onSelect={setSelected} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selected
          ? `Date choisie : ${selected.toLocaleDateString(props.locale === 'en' ? 'en-GB' : 'fr-FR')}`
          : 'Aucune date choisie'}
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  parameters: {
    docs: {
      description: {
        component:
          'Keyboard: arrows by day (left/right) or week (up/down), PageUp/PageDown by month, Shift+PageUp/PageDown ' +
          'by year, Home/End to the start/end of the week; left and right swap in right-to-left. Clicking the ' +
          'selected day clears it unless `required`.',
      },
    },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful defaultMonth={JANUARY_2024} /> };

export const WithSelection: Story = { render: () => <Stateful initial={new Date(2024, 0, 17)} /> };

/** Clicking the selected day keeps it. */
export const Required: Story = { render: () => <Stateful initial={new Date(2024, 0, 17)} required /> };

/** Booking: the earliest bookable date is today. */
export const PastDaysDisabled: Story = {
  render: () => <Stateful disabled={{ before: startOfToday() }} />,
};

/** Dots on the days with appointments (the demo highlights the 22nd to the 24th). */
export const AppointmentMarkers: Story = {
  render: () => (
    <Stateful
      defaultMonth={JANUARY_2024}
      markers={[new Date(2024, 0, 22), new Date(2024, 0, 23), new Date(2024, 0, 24)]}
      markerLabel="rendez-vous prévu"
      initial={new Date(2024, 0, 23)}
    />
  ),
};

export const English: Story = {
  render: () => <Stateful locale="en" weekStartsOn={0} defaultMonth={JANUARY_2024} />,
};

export const RightToLeft: Story = {
  render: () => <Stateful dir="rtl" defaultMonth={JANUARY_2024} initial={new Date(2024, 0, 17)} />,
};

/** The month is the app's: e.g. to load that month's appointments. */
function ControlledMonth() {
  const [month, setMonth] = useState(JANUARY_2024);
  return (
    <div className="grid w-fit gap-3">
      <Calendar month={month} onMonthChange={setMonth} />
      <p className="text-sm text-muted-foreground">
        Mois affiché : {month.toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' })}
      </p>
    </div>
  );
}

export const ControlledMonthStory: Story = { name: 'Controlled month', render: () => <ControlledMonth /> };
