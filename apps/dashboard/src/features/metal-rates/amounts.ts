// Weights typed at the metal prices' fields; amounts are read by `#lib/amounts.ts`.

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
