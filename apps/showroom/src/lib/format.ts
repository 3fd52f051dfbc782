import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { intlLocale, type Locale } from '@carat/ui/i18n';

/** A price as the showroom shows it: £15,000 rather than £15,000.00. */
export function formatPrice(amountMinor: number, currency: string, locale: Locale): string {
  const code: Currency = isCurrency(currency) ? currency : 'GBP';
  return formatMoney(amountMinor, code, intlLocale(locale), {
    trailingZeroDisplay: 'stripIfInteger',
  });
}

export function formatDate(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }).format(new Date(iso));
}

// Ratings and counts are written as the spec writes them (4.9, 3,670) in both languages.
const ratingFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-GB');

export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}
