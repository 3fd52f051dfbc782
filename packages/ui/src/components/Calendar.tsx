import type { Locale } from '@carat/domain/locale';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useMemo } from 'react';
import {
  type ChevronProps,
  type ClassNames,
  DayPicker,
  labelDayButton as defaultLabelDayButton,
  type Labels,
  type Matcher,
  type PropsBase,
} from 'react-day-picker';
import { enGB, fr } from 'react-day-picker/locale';
import { cn } from '#lib/utils/cn.ts';

export type { Matcher } from 'react-day-picker';

/** The product's two languages (the one `Locale`). */
export type CalendarLocale = Locale;

// British English: the product's shop is in London, and its long dates keep the visible day number as a word.
const LOCALES = { fr, en: enGB } as const satisfies Record<Locale, unknown>;

export interface CalendarProps
  extends Omit<PropsBase, 'mode' | 'required' | 'locale' | 'selected' | 'onSelect' | 'weekStartsOn'> {
  /** The selected day. */
  selected?: Date | undefined;
  /** Called with the new day, or `undefined` when the selected day is clicked again (unless `required`). */
  onSelect?: (date: Date | undefined) => void;
  /** When true, clicking the selected day keeps it selected instead of clearing it. */
  required?: boolean;
  /** Month names, weekdays and screen-reader labels; French by default. */
  locale?: CalendarLocale;
  /** First day of the week: 1 (Monday) by default. */
  weekStartsOn?: PropsBase['weekStartsOn'];
  /** Days that get a small gold dot, e.g. days with appointments (adds a `marked` modifier). */
  markers?: Matcher | Matcher[];
  /** Appended to a marked day's accessible name, e.g. 'rendez-vous prévu'. */
  markerLabel?: string;
}

const dayButton = [
  'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-sm tabular-nums',
  'outline-none transition-colors hover:bg-accent hover:text-accent-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
].join(' ');

const navButton = [
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-md border border-input text-foreground',
  'outline-none transition-colors hover:border-gold hover:bg-accent',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
  'aria-disabled:pointer-events-none aria-disabled:opacity-40',
].join(' ');

const calendarClassNames: Partial<ClassNames> = {
  root: 'w-fit select-none',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex flex-col gap-3',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  chevron: 'size-4 rtl:rotate-180',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label: 'font-display text-xl font-semibold capitalize',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 pb-1 text-center text-xs font-medium uppercase tracking-wide text-muted-foreground',
  weeks: '',
  week: '',
  day: 'relative size-10 p-0 text-center align-middle',
  day_button: dayButton,
  today: '[&>button]:font-semibold [&:not([data-selected])>button]:text-gold-text',
  selected:
    '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
  outside: '[&:not([data-selected])>button]:text-muted-foreground',
  disabled: '[&>button]:opacity-40 [&>button]:line-through [&>button]:hover:bg-transparent',
  hidden: 'invisible',
  footer: 'pt-3 text-sm text-muted-foreground',
};

/** The dot drawn under a marked day (on the selected day it takes the selected colours). */
const markedClassName =
  '[&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:left-1/2 [&>button]:after:size-1 [&>button]:after:-translate-x-1/2 [&>button]:after:rounded-full [&>button]:after:bg-gold [&[data-selected]>button]:after:bg-primary-foreground';

function Chevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation];
  return <Icon aria-hidden="true" className={className} />;
}

/**
 * A single-date calendar (react-day-picker) with the spec's keyboard rules: arrows by day or week,
 * PageUp/PageDown by month, Shift+PageUp/PageDown by year, Home/End to the start/end of the week, left and
 * right reversed when `dir="rtl"`. Clicking the selected day clears it unless `required`.
 */
export function Calendar({
  selected,
  onSelect,
  required = false,
  locale = 'fr',
  weekStartsOn = 1,
  showOutsideDays = true,
  markers,
  markerLabel,
  modifiers,
  modifiersClassNames,
  classNames,
  components,
  labels,
  defaultMonth,
  className,
  ...props
}: CalendarProps) {
  const dayPickerLocale = LOCALES[locale];

  const mergedLabels = useMemo<Partial<Labels>>(() => {
    if (!markers || !markerLabel) return labels ?? {};
    const base = labels?.labelDayButton ?? dayPickerLocale.labels?.labelDayButton ?? defaultLabelDayButton;
    const labelDayButton: Labels['labelDayButton'] = (date, dayModifiers, options, dateLib) => {
      const label = typeof base === 'function' ? base(date, dayModifiers, options, dateLib) : String(base);
      return dayModifiers.marked ? `${label}, ${markerLabel}` : label;
    };
    return { ...labels, labelDayButton };
  }, [labels, markers, markerLabel, dayPickerLocale]);

  const common = {
    ...props,
    locale: dayPickerLocale,
    weekStartsOn,
    showOutsideDays,
    defaultMonth: defaultMonth ?? selected,
    className: cn('rounded-lg bg-card p-3 text-card-foreground', className),
    classNames: { ...calendarClassNames, ...classNames },
    modifiers: markers ? { ...modifiers, marked: markers } : modifiers,
    modifiersClassNames: markers ? { marked: markedClassName, ...modifiersClassNames } : modifiersClassNames,
    components: { Chevron, ...components },
    labels: mergedLabels,
  } satisfies PropsBase;

  return required ? (
    <DayPicker {...common} mode="single" required selected={selected} onSelect={onSelect} />
  ) : (
    <DayPicker {...common} mode="single" selected={selected} onSelect={onSelect} />
  );
}
