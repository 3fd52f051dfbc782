import { type Currency, isCurrency, toMinorUnits } from '@carat/domain';

const currencyOf = (currency: string): Currency => (isCurrency(currency) ? currency : 'EUR');

/**
 * An amount typed at the counter ("12,50", "40") as the API takes it: integer minor units. Blank answers
 * `undefined`; what is not an amount is answered as typed, so the shared schema refuses it under the field.
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

/** A decimal typed with a comma or a point ("4,2" → 4.2); blank → undefined; anything else as typed. */
export function decimalOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}
