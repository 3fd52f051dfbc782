import { useAppointmentServices } from '@carat/api-client/react';
import { appointmentTypeById, isAppointmentTypeId } from '@carat/domain/appointments';
import { type LocalizedText, localize } from '@carat/domain/locale';
import { intlLocale, type Locale, useI18n } from '@carat/ui/i18n';

/**
 * A service's name in the reader's language: the business's own name when its services are given (a
 * service of its own, or a spec type renamed; ADR 084), else the spec's title, else the key itself.
 */
export function typeTitle(
  type: string,
  locale: Locale,
  services?: readonly { type: string; name: LocalizedText }[],
): string {
  const own = services?.find((service) => service.type === type);
  if (own) return localize(own.name, locale);
  return isAppointmentTypeId(type) ? localize(appointmentTypeById(type).title, locale) : type;
}

/** `typeTitle` with the business's services read once (the spec's titles until they are loaded). */
export function useTypeTitle(): (type: string) => string {
  const { locale } = useI18n();
  const services = useAppointmentServices().data?.items;
  return (type) => typeTitle(type, locale, services);
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
