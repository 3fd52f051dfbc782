import type { Metal } from '#lib/design.ts';

/**
 * Metal prices (ADR 064): the business's rates per gram of fine metal, by grade, and the price of a
 * piece that follows them. Everything is integer arithmetic (BigInt): weights in milligrams, rates in minor
 * units per kilogram of fine metal, prices in minor units — a float never touches a price.
 */

/** The grades a jeweller quotes, with their fineness in parts per thousand. */
export const METAL_GRADES = {
  'gold-9k': 375,
  'gold-10k': 417,
  'gold-14k': 585,
  'gold-18k': 750,
  'gold-22k': 916,
  'gold-24k': 999,
  'platinum-950': 950,
  'palladium-950': 950,
  'palladium-500': 500,
  'silver-925': 925,
} as const satisfies Record<string, number>;
export type MetalGrade = keyof typeof METAL_GRADES;
export const METAL_GRADE_NAMES = Object.keys(METAL_GRADES) as [MetalGrade, ...MetalGrade[]];

export const isMetalGrade = (value: string): value is MetalGrade => Object.hasOwn(METAL_GRADES, value);

/** 1 troy ounce = 31.1034768 g, as an exact ratio: 311034768 / 10^7 g. */
export const TROY_OUNCE_TEN_MILLIONTHS_OF_GRAM = 311_034_768n;

export type RateUnit = 'gram' | 'troy_ounce';

/** Half-up rounding of a non-negative ratio n / d to an integer. */
function roundHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('denominator must be positive');
  if (n < 0n) throw new RangeError('amount must not be negative');
  return (2n * n + d) / (2n * d);
}

/**
 * A rate as entered (minor units per gram or per troy ounce of fine metal) → minor units per kilogram, the
 * stored form: per gram × 1000 exactly; per troy ounce × 10^10 / 311034768, rounded half up.
 */
export function ratePerKgMinor(amountMinor: number, unit: RateUnit): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError('rate must be a whole amount');
  const amount = BigInt(amountMinor);
  if (unit === 'gram') return Number(amount * 1000n);
  return Number(roundHalfUp(amount * 10_000_000_000n, TROY_OUNCE_TEN_MILLIONTHS_OF_GRAM));
}

/** Minor units per gram, rounded half up (for display). */
export const perGramMinor = (perKgMinor: number) => Number(roundHalfUp(BigInt(perKgMinor), 1000n));

/** Minor units per troy ounce, rounded half up (for display next to the market's quote). */
export const perTroyOunceMinor = (perKgMinor: number) =>
  Number(roundHalfUp(BigInt(perKgMinor) * TROY_OUNCE_TEN_MILLIONTHS_OF_GRAM, 10_000_000_000n));

/**
 * The jeweller's rounding rule: to the minor unit, to the nearest 1, 5 or 10 units of the currency, or to the
 * nearest price ending in .99 (one minor unit below a whole unit).
 */
export const ROUNDING_RULES = ['minor', 'unit', 'five', 'ten', 'ending-99'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

export interface MetalPriceInput {
  /** Weight of the piece's metal, in milligrams. */
  readonly weightMg: number;
  /** Parts per thousand of fine metal (750 for 18k). */
  readonly fineness: number;
  /** The sell rate, minor units per kilogram of fine metal. */
  readonly sellPerKgMinor: number;
  readonly labourMinor: number;
  readonly stonesMinor: number;
  readonly rounding: RoundingRule;
  /** The currency's minor unit digits (2 for EUR, 0 for JPY). */
  readonly minorDigits: number;
}

function nonNegativeInteger(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0`);
  return BigInt(value);
}

/**
 * price = round(weight (g) × fineness / 1000 × sell rate per gram of fine metal + labour + stones), by the
 * rule. With weight in mg and the rate per kg: metal = weightMg × fineness × perKg / 10^9 minor units,
 * kept as an exact ratio until the one rounding.
 */
export function metalPriceMinor(input: MetalPriceInput): number {
  const weight = nonNegativeInteger('weightMg', input.weightMg);
  const fineness = nonNegativeInteger('fineness', input.fineness);
  if (fineness > 1000n) throw new RangeError('fineness is at most 1000');
  const rate = nonNegativeInteger('sellPerKgMinor', input.sellPerKgMinor);
  const labour = nonNegativeInteger('labourMinor', input.labourMinor);
  const stones = nonNegativeInteger('stonesMinor', input.stonesMinor);
  const d = 1_000_000_000n;
  const n = weight * fineness * rate + (labour + stones) * d;
  const unit = 10n ** BigInt(input.minorDigits);
  switch (input.rounding) {
    case 'minor':
      return Number(roundHalfUp(n, d));
    case 'unit':
      return Number(roundHalfUp(n, d * unit) * unit);
    case 'five':
      return Number(roundHalfUp(n, d * unit * 5n) * unit * 5n);
    case 'ten':
      return Number(roundHalfUp(n, d * unit * 10n) * unit * 10n);
    case 'ending-99': {
      // The nearest k·unit − 1 (k ≥ 1): round (price + 1 minor) to whole units, then step one minor back.
      const k = roundHalfUp(n + d, d * unit);
      return Number((k < 1n ? 1n : k) * unit - 1n);
    }
  }
}

/** A catalogue piece's pricing fields, when its price follows the rate. */
export interface ProductMetalPricing {
  readonly metal: MetalGrade;
  readonly weightMg: number;
  readonly labourMinor: number;
  readonly stonesMinor: number;
  readonly rounding: RoundingRule;
}

/** The piece's price at the business's sell rate for its grade; null when the business has no rate for it. */
export function followRatePrice(
  pricing: ProductMetalPricing,
  sellPerKgMinorOf: (metal: MetalGrade) => number | undefined,
  minorDigits: number,
): number | null {
  const rate = sellPerKgMinorOf(pricing.metal);
  if (rate === undefined) return null;
  return metalPriceMinor({
    weightMg: pricing.weightMg,
    fineness: METAL_GRADES[pricing.metal],
    sellPerKgMinor: rate,
    labourMinor: pricing.labourMinor,
    stonesMinor: pricing.stonesMinor,
    rounding: pricing.rounding,
    minorDigits,
  });
}

/** The grade whose rate prices a design generator's metal (ADR 064): white, yellow and rose 18k are all 18k. */
export function gradeOfDesignMetal(metal: Metal): MetalGrade {
  if (metal === 'platinum-950' || metal === 'silver-925') return metal;
  const carat = metal.slice(metal.lastIndexOf('-') + 1);
  return `gold-${carat}k` as MetalGrade;
}

/**
 * The design estimate's price per gram of alloy (minor units, rounded) from a sell rate per kilogram of fine
 * metal: perKg × fineness / 10^6.
 */
export function alloyPerGramMinor(sellPerKgMinor: number, grade: MetalGrade): number {
  return Number(roundHalfUp(BigInt(sellPerKgMinor) * BigInt(METAL_GRADES[grade]), 1_000_000n));
}

/** The symbols a metal-rate feed quotes fine metal under (ISO 4217 precious-metal codes). */
export const FEED_SYMBOLS = ['XAU', 'XAG', 'XPT', 'XPD'] as const;
export type FeedSymbol = (typeof FEED_SYMBOLS)[number];

/** Which fine metal each grade is an alloy of. */
export function feedSymbolOf(grade: MetalGrade): FeedSymbol {
  if (grade.startsWith('gold-')) return 'XAU';
  if (grade.startsWith('platinum-')) return 'XPT';
  if (grade.startsWith('palladium-')) return 'XPD';
  return 'XAG';
}

/** Margins in basis points: bought this far below the feed's price, sold this far above it. */
export interface FeedMargins {
  readonly buyMarginBps: number;
  readonly sellMarginBps: number;
}

/**
 * Every grade's buy and sell rate (minor units per kilogram of fine metal, the stored form) from a feed's
 * prices of fine metal per kilogram: price × (1 − buy margin) and price × (1 + sell margin), rounded half
 * up. A grade's fineness applies when a piece is priced (weight × fineness × rate), as with a rate typed by
 * hand; a grade whose metal the feed did not quote is left out.
 */
export function feedGradeRates(
  pricesPerKgMinor: Partial<Record<FeedSymbol, number>>,
  margins: FeedMargins,
): { metal: MetalGrade; buyPerKgMinor: number; sellPerKgMinor: number }[] {
  const buy = nonNegativeInteger('buyMarginBps', margins.buyMarginBps);
  const sell = nonNegativeInteger('sellMarginBps', margins.sellMarginBps);
  if (buy > 10_000n) throw new RangeError('a buy margin is at most 100 %');
  const out = [];
  for (const metal of METAL_GRADE_NAMES) {
    const price = pricesPerKgMinor[feedSymbolOf(metal)];
    if (price === undefined) continue;
    const p = nonNegativeInteger('price', price);
    out.push({
      metal,
      buyPerKgMinor: Number(roundHalfUp(p * (10_000n - buy), 10_000n)),
      sellPerKgMinor: Number(roundHalfUp(p * (10_000n + sell), 10_000n)),
    });
  }
  return out;
}
