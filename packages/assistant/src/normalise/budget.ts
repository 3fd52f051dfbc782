import type { Currency } from '@carat/domain/money';
import type { Budget } from '#lib/lead.ts';
import { fold } from '#lib/text.ts';

/**
 * Budgets as visitors write them, in French and English: '2k', '2 000 €', '2.000€', 'entre 1500 et 3000',
 * 'under £800', 'moins de 2000 euros', 'max 1,5k', 'around $3,000'. Amounts come back in integer minor
 * units. A budget said as one figure ('2k', 'around $3,000') is read as its ceiling: that is how a
 * jeweller reads 'my budget is 2k', and it keeps one figure from inventing a floor.
 */

export interface BudgetContext {
  /** The business's currency, used when the visitor names none. */
  readonly currency: Currency;
  /** True when the assistant has just asked for the budget, so a bare '1500' is money. */
  readonly expectingBudget?: boolean;
}

export interface BudgetMatch {
  readonly budget: Budget;
  /** The spans read, [start, end) in the text, so other parsers skip them. */
  readonly spans: ReadonlyArray<readonly [number, number]>;
}

const CURRENCY_WORDS: ReadonlyArray<readonly [RegExp, Currency]> = [
  [/^(€|eur|euros?)$/, 'EUR'],
  [/^(£|gbp|pounds?|livres?( sterling)?|quid)$/, 'GBP'],
  [/^(\$|usd|dollars?)$/, 'USD'],
  [/^(chf|francs?( suisses?)?)$/, 'CHF'],
  [/^(cad|c\$)$/, 'CAD'],
];

function currencyOf(word: string | undefined): Currency | null {
  if (!word) return null;
  const cleaned = word.trim();
  for (const [pattern, currency] of CURRENCY_WORDS) if (pattern.test(cleaned)) return currency;
  return null;
}

const SMALL_NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  a: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
};

/** 'deux mille' → '2000', 'a thousand' → '1000', 'mille' → '1000', so the digit reader sees them. */
function spellNumbers(folded: string): string {
  return folded
    .replace(/\b([a-z]+)[ -](mille|thousand)\b/g, (whole, word: string) => {
      const value = SMALL_NUMBERS[word];
      return value === undefined ? whole : String(value * 1000).padStart(whole.length, ' ');
    })
    .replace(/\bmille\b/g, '1000 ');
}

const CURRENCY_PATTERN = String.raw`€|£|\$|eur(?:os?)?|gbp|usd|chf|cad|pounds?|quid|livres?|dollars?|francs?`;
// Thousands groups ('2 000', '2.000', '3,000') before plain decimals ('1,5', '1500.50').
const NUMBER_PATTERN = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const AMOUNT_PATTERN = new RegExp(
  String.raw`(?<![a-z0-9.,])(?<pre>${CURRENCY_PATTERN})?\s?(?<num>${NUMBER_PATTERN})\s?(?<mult>k|m|mille|thousand|grand)?(?![a-z0-9])\s?(?<post>${CURRENCY_PATTERN})?(?![a-z])`,
  'g',
);

interface Amount {
  readonly value: number;
  readonly currency: Currency | null;
  readonly start: number;
  readonly end: number;
  readonly marked: boolean;
}

/** '2 000' → 2000, '2.000' → 2000, '1,5' → 1.5, '1500.50' → 1500.5 (as a number of major units). */
function readNumber(raw: string): number {
  const thousands =
    /^\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?$/.test(raw) && !/^\d+[.,]\d{1,2}$/.test(raw);
  if (thousands) {
    const decimals = /[.,](\d{1,2})$/.exec(raw);
    const whole = (decimals ? raw.slice(0, -decimals[0].length) : raw).replace(/[^\d]/g, '');
    return Number(whole) + (decimals ? Number(`0.${decimals[1]}`) : 0);
  }
  return Number(raw.replace(',', '.'));
}

function findAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(AMOUNT_PATTERN)) {
    const groups = match.groups ?? {};
    const raw = groups.num;
    if (!raw) continue;
    let value = readNumber(raw);
    const multiplier = groups.mult;
    if (multiplier === 'k' || multiplier === 'mille' || multiplier === 'thousand' || multiplier === 'grand') {
      value *= 1000;
    } else if (multiplier === 'm') {
      // '2m' is more often metres or minutes than millions in a jewellery chat: not money.
      continue;
    }
    const currency = currencyOf(groups.pre) ?? currencyOf(groups.post);
    const start = match.index ?? 0;
    amounts.push({
      value,
      currency,
      start,
      end: start + match[0].trimEnd().length,
      marked: currency !== null || multiplier !== undefined,
    });
  }
  return amounts;
}

const BUDGET_CUE =
  /\b(budget|prix|price|tarif|spend|depenser|mettre|couter|cost|afford|max|maxi|maximum|minimum|moins|plus|under|below|over|above|less|more|entre|between|around|about|environ|jusqu|up to|autour|no more|pas plus|au plus|au moins|at least|range|fourchette)\b/;

const MONTH_AFTER =
  /^\s*(janv|fevr|mars|avril|mai|juin|juil|aout|sept|octo|nove|dece|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/** A unit after a figure that makes it a count of time or things ('10 jours', '6 weeks', '3 pieces'). */
const UNIT_AFTER =
  /^\s*(?:jours?|j\b|days?|nuits?|nights?|semaines?|sem\b|weeks?|wks?\b|mois\b|months?|ans?\b|annees?|years?|yrs?\b|heures?|hours?|hrs?\b|minutes?|mins?\b|mm\b|cm\b|grammes?|grams?|g\b|carats?|ct\b|cts\b|pieces?|personnes?|people|fois\b|times\b)/;

const RANGE_JOIN = /^\s*(et|and|a|to|-|–|—|\/)\s*$/;
const MAX_CUE =
  /(moins de|pas plus de|jusqu'a|jusqu a|au plus|au maximum|maximum|maxi|max|under|below|less than|no more than|not more than|up to|at most|<|sous|inferieur a|budget max(imum)?( de| of)?|ne pas depasser|without going over)\s*:?\s*$/;
const MIN_CUE =
  /(au moins|minimum|plus de|at least|more than|over|above|from|a partir de|des|>|superieur a)\s*:?\s*$/;

/** Minor units of a major-unit amount; every supported currency has two decimals. */
function toMinor(value: number): number {
  return Math.round(value * 100);
}

export function parseBudget(text: string, context: BudgetContext): BudgetMatch | null {
  const folded = spellNumbers(fold(text));
  const amounts = findAmounts(folded).filter((amount) => amount.value > 0);
  if (amounts.length === 0) return null;
  const cued = BUDGET_CUE.test(folded) || context.expectingBudget === true;
  const money = amounts.filter((amount, index) => {
    // '12 septembre', 'le 3 mai': a day of the month, not money.
    if (!amount.marked && MONTH_AFTER.test(folded.slice(amount.end))) return false;
    // 'dans 10 jours', 'in 6 weeks', '2 carats': a figure counting time or things is never money.
    if (!amount.marked && UNIT_AFTER.test(folded.slice(amount.end))) return false;
    if (amount.marked || cued) return true;
    // 'entre 1500 et 3000 €': the first figure borrows the second's mark.
    const next = amounts[index + 1];
    return next?.marked === true && RANGE_JOIN.test(folded.slice(amount.end, next.start));
  });
  if (money.length === 0) return null;

  // A range: two figures joined by 'et', 'to', '-', the first possibly after 'entre', 'between', 'from'.
  for (let index = 0; index + 1 < money.length; index += 1) {
    const low = money[index]!;
    const high = money[index + 1]!;
    if (!RANGE_JOIN.test(folded.slice(low.end, high.start)) || low.value > high.value) continue;
    // '1,5 à 3k': the multiplier written once applies to both ends.
    const lowValue = high.value >= 1000 && low.value < 10 ? low.value * 1000 : low.value;
    const currency = low.currency ?? high.currency ?? context.currency;
    return {
      budget: { min: toMinor(lowValue), max: toMinor(high.value), currency },
      spans: [[low.start, high.end]],
    };
  }

  // One figure: the last one said wins ('2000, non plutôt 2500').
  const amount = money[money.length - 1]!;
  const before = folded.slice(Math.max(0, amount.start - 30), amount.start);
  const currency = amount.currency ?? context.currency;
  const minor = toMinor(amount.value);
  const isFloor = MIN_CUE.test(before) && !MAX_CUE.test(before);
  return {
    budget: isFloor ? { min: minor, max: null, currency } : { min: null, max: minor, currency },
    spans: [[amount.start, amount.end]],
  };
}
