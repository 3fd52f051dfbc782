import { type Currency, formatMoney, isCurrency, minorDigitsOf } from '@carat/domain';
import { intlLocale, type Locale } from '@carat/ui/i18n';

/** An amount in minor units, in the business's currency, the way the reader's language writes it. */
export function money(amountMinor: number, currency: string, locale: Locale): string {
  const code: Currency = isCurrency(currency) ? currency : 'GBP';
  return formatMoney(amountMinor, code, locale, { trailingZeroDisplay: 'stripIfInteger' });
}

/** A calendar date (YYYY-MM-DD), or the day an instant falls on in `timeZone` (UTC unless told). */
export function formatDate(value: string | Date, locale: Locale, timeZone = 'UTC'): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone,
  }).format(date);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A percentage given in percent (12.5 for 12.5 %), to one decimal; `signed` shows + on a rise. */
export function formatPercent(value: number, locale: Locale, signed = false): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** An amount in few characters (12 k £, 1,2 M £), for a chart's labels; the exact figure goes beside it. */
export function moneyCompact(amountMinor: number, currency: string, locale: Locale): string {
  const code: Currency = isCurrency(currency) ? currency : 'GBP';
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amountMinor / 10 ** minorDigitsOf(code));
}

/** The time of day of an instant in `timeZone` (UTC unless told), as the reader's language writes it. */
export function formatTime(value: string | Date, locale: Locale, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeStyle: 'short',
    timeZone,
  }).format(typeof value === 'string' ? new Date(value) : value);
}
