import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarProps } from './Calendar.tsx';

// January 2024: the 1st is a Monday, the 17th a Wednesday.
const JANUARY_2024 = new Date(2024, 0, 1);

function dayButton(container: HTMLElement, isoDate: string): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>(`[data-day="${isoDate}"] button`);
  if (!button) throw new Error(`No day button for ${isoDate}`);
  return button;
}

/** The ISO date of the day that has keyboard focus. */
function focusedDay(): string | null {
  return document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null;
}

function Stateful({ initial, ...props }: Omit<CalendarProps, 'selected'> & { initial?: Date }) {
  const [selected, setSelected] = useState<Date | undefined>(initial);
  return (
    <Calendar
      defaultMonth={JANUARY_2024}
      {...props}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect?.(date);
      }}
    />
  );
}

/** Renders January 2024 and puts keyboard focus on `isoDate`. */
function renderFocused(isoDate: string, props: Partial<CalendarProps> = {}) {
  const user = userEvent.setup();
  const result = render(<Calendar defaultMonth={JANUARY_2024} {...props} />);
  act(() => dayButton(result.container, isoDate).focus());
  expect(focusedDay()).toBe(isoDate);
  return { user, ...result };
}

describe('Calendar keyboard rules (spec § 9)', () => {
  it('ArrowRight moves focus to the next day', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2024-01-18');
  });

  it('ArrowLeft moves focus to the previous day', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe('2024-01-16');
  });

  it('ArrowDown moves focus one week later', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2024-01-24');
  });

  it('ArrowUp moves focus one week earlier', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2024-01-10');
  });

  it('arrows cross into the next month and show it', async () => {
    const { user } = renderFocused('2024-01-31');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2024-02-01');
    expect(screen.getByRole('grid', { name: /février 2024/i })).toBeInTheDocument();
  });

  it('PageDown moves focus to the same day next month', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2024-02-17');
    expect(screen.getByRole('grid', { name: /février 2024/i })).toBeInTheDocument();
  });

  it('PageUp moves focus to the same day last month', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2023-12-17');
    expect(screen.getByRole('grid', { name: /décembre 2023/i })).toBeInTheDocument();
  });

  it('Shift+PageDown moves focus to the same day next year', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('2025-01-17');
    expect(screen.getByRole('grid', { name: /janvier 2025/i })).toBeInTheDocument();
  });

  it('Shift+PageUp moves focus to the same day last year', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('2023-01-17');
    expect(screen.getByRole('grid', { name: /janvier 2023/i })).toBeInTheDocument();
  });

  it('Home moves focus to the start of the week (Monday by default)', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2024-01-15');
  });

  it('End moves focus to the end of the week (Sunday by default)', async () => {
    const { user } = renderFocused('2024-01-17');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2024-01-21');
  });

  it('Home and End follow weekStartsOn', async () => {
    const { user } = renderFocused('2024-01-17', { weekStartsOn: 0 });
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2024-01-14');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2024-01-20');
  });

  it('in right-to-left, ArrowLeft moves to the next day', async () => {
    const { user } = renderFocused('2024-01-17', { dir: 'rtl' });
    await user.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe('2024-01-18');
  });

  it('in right-to-left, ArrowRight moves to the previous day', async () => {
    const { user } = renderFocused('2024-01-17', { dir: 'rtl' });
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2024-01-16');
  });

  it('in right-to-left, up and down still move by week', async () => {
    const { user } = renderFocused('2024-01-17', { dir: 'rtl' });
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2024-01-24');
    await user.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2024-01-17');
  });

  it('skips disabled days', async () => {
    const { user } = renderFocused('2024-01-17', { disabled: new Date(2024, 0, 16) });
    await user.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe('2024-01-15');
  });

  it('reports month changes made from the keyboard to onMonthChange', async () => {
    const onMonthChange = vi.fn();
    const { user } = renderFocused('2024-01-17', { onMonthChange });
    await user.keyboard('{PageDown}');
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2024, 1, 1));
  });

  it('Enter selects the focused day', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Stateful onSelect={onSelect} />);
    act(() => dayButton(container, '2024-01-17').focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2024, 0, 18));
  });
});

describe('Calendar selection', () => {
  it('selects the clicked day', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Stateful onSelect={onSelect} />);
    await user.click(dayButton(container, '2024-01-17'));
    expect(onSelect).toHaveBeenCalledWith(new Date(2024, 0, 17));
    expect(container.querySelector('[data-day="2024-01-17"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('clicking the selected day again clears it', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Stateful initial={new Date(2024, 0, 17)} onSelect={onSelect} />);
    await user.click(dayButton(container, '2024-01-17'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
    expect(container.querySelector('[aria-selected="true"]')).toBeNull();
  });

  it('with required, clicking the selected day keeps it selected', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Stateful initial={new Date(2024, 0, 17)} required onSelect={onSelect} />);
    await user.click(dayButton(container, '2024-01-17'));
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2024, 0, 17));
    expect(container.querySelector('[data-day="2024-01-17"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('with required, clicking another day moves the selection', async () => {
    const user = userEvent.setup();
    const { container } = render(<Stateful initial={new Date(2024, 0, 17)} required />);
    await user.click(dayButton(container, '2024-01-18'));
    expect(container.querySelector('[data-day="2024-01-18"]')).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('[data-day="2024-01-17"]')).not.toHaveAttribute('aria-selected');
  });

  it('does not select a disabled day (e.g. dates before today)', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Stateful disabled={{ before: new Date(2024, 0, 10) }} onSelect={onSelect} />,
    );
    expect(dayButton(container, '2024-01-09')).toBeDisabled();
    await user.click(dayButton(container, '2024-01-09'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('Calendar presentation', () => {
  it('is French with Monday first by default', () => {
    const { container } = render(<Calendar defaultMonth={JANUARY_2024} />);
    expect(screen.getByRole('grid', { name: /janvier 2024/i })).toBeInTheDocument();
    expect(container.querySelector('th')).toHaveAttribute('aria-label', 'lundi');
    expect(screen.getByRole('button', { name: /mois suivant/i })).toBeInTheDocument();
  });

  it('speaks English with locale="en"', () => {
    const { container } = render(<Calendar defaultMonth={JANUARY_2024} locale="en" weekStartsOn={0} />);
    expect(screen.getByRole('grid', { name: /January 2024/ })).toBeInTheDocument();
    expect(container.querySelector('th')).toHaveAttribute('aria-label', 'Sunday');
  });

  it('opens on the month of the selected day', () => {
    render(<Calendar selected={new Date(2024, 4, 8)} />);
    expect(screen.getByRole('grid', { name: /mai 2024/i })).toBeInTheDocument();
  });

  it('marks days and names the mark for screen readers', () => {
    const { container } = render(
      <Calendar
        defaultMonth={JANUARY_2024}
        markers={[new Date(2024, 0, 22)]}
        markerLabel="rendez-vous prévu"
      />,
    );
    expect(dayButton(container, '2024-01-22')).toHaveAccessibleName(/rendez-vous prévu$/);
    expect(dayButton(container, '2024-01-23')).not.toHaveAccessibleName(/rendez-vous/);
    expect(container.querySelector('[data-day="2024-01-22"]')?.className).toContain('after:bg-gold');
  });

  it('passes custom modifiers and their classes through', () => {
    const { container } = render(
      <Calendar
        defaultMonth={JANUARY_2024}
        modifiers={{ booked: [new Date(2024, 0, 5)] }}
        modifiersClassNames={{ booked: 'is-booked' }}
      />,
    );
    expect(container.querySelector('[data-day="2024-01-05"]')).toHaveClass('is-booked');
  });
});
