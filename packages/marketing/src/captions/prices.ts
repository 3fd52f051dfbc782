import type { Locale } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';

/** The price as a caption shows it: '1 250 €' / '£1,250', pennies only when there are any. */
export function formatPiecePrice(priceMinor: number, currency: Currency, locale: Locale): string {
  return formatMoney(priceMinor, currency, locale, { trailingZeroDisplay: 'stripIfInteger' });
}

export interface PriceMention {
  /** Integer minor units, assuming two decimals as all Carat currencies have. */
  readonly amountMinor: number;
  /** The currencies the marker can mean ('$' is USD or CAD). */
  readonly currencies: readonly Currency[];
  /** The text as found, for error messages. */
  readonly text: string;
}

const MARKERS: ReadonlyArray<readonly [RegExp, readonly Currency[]]> = [
  [/^(?:£|gbp|pounds?|livres?(?: sterling)?)$/i, ['GBP']],
  [/^(?:€|eur|euros?)$/i, ['EUR']],
  [/^(?:us\$|usd)$/i, ['USD']],
  [/^(?:c\$|ca\$|cad)$/i, ['CAD']],
  [/^(?:\$|dollars?)$/i, ['USD', 'CAD']],
  [/^(?:chf|francs?(?: suisses)?)$/i, ['CHF']],
];

const MARKER = String.raw`(?:US\$|C\$|CA\$|£|€|\$|GBP|EUR|USD|CAD|CHF|livres?(?: sterling)?|pounds?|euros?|dollars?|francs?(?: suisses)?)`;
// Thousands grouped by three with a space (any kind), comma, dot or apostrophe; or a bare run of digits.
const NUMBER = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f.,']\d{3})+|\d+)(?:[.,]\d{1,2})?(?:\s?[kK]\b)?`;
const MARKER_FIRST = new RegExp(String.raw`(${MARKER})\s?(${NUMBER})`, 'gi');
const NUMBER_FIRST = new RegExp(String.raw`(${NUMBER})\s?(${MARKER})(?![\p{L}])`, 'giu');

function currenciesOf(marker: string): readonly Currency[] {
  const normalised = marker.replace(/\s+/g, ' ').trim();
  for (const [pattern, currencies] of MARKERS) {
    if (pattern.test(normalised)) return currencies;
  }
  return [];
}

/**
 * Reads an amount written in either locale's style: '1 250,50', '1,250.50', '1.250', '1250', '1.2k'.
 * A final separator followed by one or two digits is the decimal point; followed by three it groups
 * thousands.
 */
export function parseAmountMinor(raw: string): number | null {
  let text = raw.replace(/[ \u00a0\u202f']/g, '');
  let multiplier = 1;
  if (/k$/i.test(text)) {
    multiplier = 1000;
    text = text.slice(0, -1);
  }
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const fraction = decimal ? (decimal[1] ?? '') : '';
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const value = Number(`${whole}.${fraction || '0'}`) * multiplier;
  const minor = Math.round(value * 100);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Every amount next to a currency marker in a text, in either order ('£1,250', '1 250 €', '900 euros'). */
export function extractPriceMentions(text: string): PriceMention[] {
  const found = new Map<number, PriceMention>();
  const add = (index: number, rawNumber: string, marker: string, whole: string): void => {
    const amountMinor = parseAmountMinor(rawNumber);
    const currencies = currenciesOf(marker);
    if (amountMinor === null || currencies.length === 0) return;
    const previous = found.get(index);
    // Two patterns can match the same figure ('€ 500 €'); the longer match wins.
    if (!previous || previous.text.length < whole.length) {
      found.set(index, { amountMinor, currencies, text: whole });
    }
  };
  for (const match of text.matchAll(MARKER_FIRST)) {
    add(match.index + (match[0].length - (match[2] ?? '').length), match[2] ?? '', match[1] ?? '', match[0]);
  }
  for (const match of text.matchAll(NUMBER_FIRST)) {
    add(match.index, match[1] ?? '', match[2] ?? '', match[0]);
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, mention]) => mention);
}
