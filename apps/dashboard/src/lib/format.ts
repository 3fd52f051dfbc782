import { type Currency, formatMoney, isCurrency } from '@carat/domain';
import type { Locale } from '@carat/ui/i18n';

/** An amount in minor units, in the business's currency, the way the reader's language writes it. */
export function money(amountMinor: number, currency: string, locale: Locale): string {
  const code: Currency = isCurrency(currency) ? currency : 'GBP';
  return formatMoney(amountMinor, code, locale, { trailingZeroDisplay: 'stripIfInteger' });
}

export function formatDate(value: string | Date, locale: Locale): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(value);
}
