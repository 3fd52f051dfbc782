import { type Currency, isCurrency, minorDigitsOf, toMinorUnits } from '@carat/domain';

const currencyOf = (currency: string): Currency => (isCurrency(currency) ? currency : 'GBP');

/**
 * An amount typed in the business's currency ("12,50", "40") as the API takes it: integer
 * minor units. Blank answers `undefined`; what is not an amount is answered as typed, so the shared schema
 * (which wants a number) refuses it with its own message under the field.
 */
export function minorOf(text: string, currency: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return text;
  try {
    return toMinorUnits(trimmed, currencyOf(currency));
  } catch {
    return text;
  }
}

/** Minor units back into the text a field shows ("1250" → "12.5"), for a form prefilled from a record. */
export function majorText(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '';
  return String(minor / 10 ** minorDigitsOf(currencyOf(currency)));
}

/** A decimal typed with a comma or a point ("4,2" → 4.2); blank → undefined; anything else as typed. */
export function decimalOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}
