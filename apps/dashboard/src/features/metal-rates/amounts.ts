import { type Currency, isCurrency, minorDigitsOf, toMinorUnits } from '@carat/domain';

const currencyOf = (currency: string): Currency => (isCurrency(currency) ? currency : 'GBP');

/** An amount typed in the business's currency ("62,40") → integer minor units; blank → undefined; else null. */
export function minorOf(text: string, currency: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  try {
    return toMinorUnits(trimmed, currencyOf(currency));
  } catch {
    return null;
  }
}

/** Minor units back into the text a field shows ("6240" → "62.4"). */
export function majorText(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '';
  return String(minor / 10 ** minorDigitsOf(currencyOf(currency)));
}

/** Grams typed ("3,47") → whole milligrams; blank or not a weight → null. */
export function milligramsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const mg = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return mg > 0 ? mg : null;
}

/** Milligrams as grams for a field ("3470" → "3.47"). */
export const gramsText = (mg: number) => String(mg / 1000);
