import { type AppointmentTypeId, appointmentTypeById } from '@carat/domain/appointments';
import { localize } from '@carat/domain/locale';
import { intlLocale, type Locale } from '@carat/ui/i18n';

/** The appointment type's title in the reader's language (the showroom's own titles). */
export function typeTitle(type: AppointmentTypeId, locale: Locale): string {
  return localize(appointmentTypeById(type).title, locale);
}

/** A calendar date 'YYYY-MM-DD' as the browser's local midnight (what the day picker works with). */
export function dayOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The browser-local day of the picker back as 'YYYY-MM-DD'. */
export function isoOf(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "lun. 3 mai" / "Mon 3 May": a day of the week view. */
export function shortDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
