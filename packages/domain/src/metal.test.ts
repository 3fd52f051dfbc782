import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alloyPerGramMinor,
  feedGradeRates,
  feedSymbolOf,
  followRatePrice,
  gradeOfDesignMetal,
  METAL_GRADE_NAMES,
  METAL_GRADES,
  metalPriceMinor,
  perGramMinor,
  perTroyOunceMinor,
  ROUNDING_RULES,
  type RoundingRule,
  ratePerKgMinor,
} from '#lib/metal.ts';

/**
 * The hand formula, written another way: the exact value as a whole part and a remainder in
 * billionths of a minor unit, then the two candidate prices either side compared by distance (ties up).
 */
function handPrice(
  weightMg: number,
  fineness: number,
  perKg: number,
  labour: number,
  stones: number,
  rule: RoundingRule,
  digits: number,
): number {
  const BILLION = 1_000_000_000n;
  const metalNano = BigInt(weightMg) * BigInt(fineness) * BigInt(perKg); // billionths of a minor unit
  const totalNano = metalNano + BigInt(labour + stones) * BILLION;
  const unit = 10n ** BigInt(digits);
  const nearest = (lo: bigint, step: bigint, offset: bigint) => {
    // candidates lo·step + offset and (lo+1)·step + offset, in minor units; compare in billionths
    const a = (lo * step + offset) * BILLION;
    const b = ((lo + 1n) * step + offset) * BILLION;
    return totalNano - a < b - totalNano ? lo * step + offset : (lo + 1n) * step + offset;
  };
  const floorDiv = (x: bigint, y: bigint) => (x >= 0n ? x / y : -((-x + y - 1n) / y));
  switch (rule) {
    case 'minor':
      return Number(nearest(floorDiv(totalNano, BILLION), 1n, 0n));
    case 'unit':
      return Number(nearest(floorDiv(totalNano, BILLION * unit), unit, 0n));
    case 'five':
      return Number(nearest(floorDiv(totalNano, BILLION * unit * 5n), unit * 5n, 0n));
    case 'ten':
      return Number(nearest(floorDiv(totalNano, BILLION * unit * 10n), unit * 10n, 0n));
    case 'ending-99': {
      const p = nearest(floorDiv(totalNano + BILLION, BILLION * unit), unit, -1n);
      return Number(p < unit - 1n ? unit - 1n : p);
    }
  }
}

describe('metalPriceMinor', () => {
  it('prices 5.2 g of 18k at 60.00 a gram of fine metal with 150.00 of labour', () => {
    const base = {
      weightMg: 5200,
      fineness: 750,
      sellPerKgMinor: ratePerKgMinor(6000, 'gram'),
      labourMinor: 15000,
      stonesMinor: 0,
      minorDigits: 2,
    };
    // 5.2 × 0.75 × 60 = 234 + 150 = 384.00
    expect(metalPriceMinor({ ...base, rounding: 'minor' })).toBe(38400);
    expect(metalPriceMinor({ ...base, rounding: 'ten' })).toBe(38000);
    expect(metalPriceMinor({ ...base, rounding: 'five' })).toBe(38500);
    expect(metalPriceMinor({ ...base, rounding: 'ending-99' })).toBe(38399);
    expect(metalPriceMinor({ ...base, weightMg: 5210, rounding: 'minor' })).toBe(38445); // 234.45 + 150
  });

  it('rounds half up and never prices below 0.99 with the .99 rule', () => {
    const base = { fineness: 1000, labourMinor: 0, stonesMinor: 0, minorDigits: 2 };
    // 1 mg at 500 000 minor/kg = 0.5 minor → 1
    expect(metalPriceMinor({ ...base, weightMg: 1, sellPerKgMinor: 500_000, rounding: 'minor' })).toBe(1);
    expect(metalPriceMinor({ ...base, weightMg: 0, sellPerKgMinor: 0, rounding: 'ending-99' })).toBe(99);
  });

  it('works in a currency without minor units', () => {
    expect(
      metalPriceMinor({
        weightMg: 3000,
        fineness: 750,
        sellPerKgMinor: ratePerKgMinor(9000, 'gram'),
        labourMinor: 12345,
        stonesMinor: 0,
        rounding: 'ten',
        minorDigits: 0,
      }),
    ).toBe(32600); // 20250 + 12345 = 32595 → 32600
  });

  it('equals the hand formula to the minor unit over random pieces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }), // up to 2 kg
        fc.constantFrom(...Object.values(METAL_GRADES), 1, 333, 1000),
        fc.integer({ min: 0, max: 500_000_000 }), // up to 5 000 000.00 per kg
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...ROUNDING_RULES),
        fc.constantFrom(0, 2, 3),
        (weightMg, fineness, perKg, labour, stones, rule, digits) => {
          const price = metalPriceMinor({
            weightMg,
            fineness,
            sellPerKgMinor: perKg,
            labourMinor: labour,
            stonesMinor: stones,
            rounding: rule,
            minorDigits: digits,
          });
          expect(price).toBe(handPrice(weightMg, fineness, perKg, labour, stones, rule, digits));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses fractional or negative inputs', () => {
    const base = {
      weightMg: 1000,
      fineness: 750,
      sellPerKgMinor: 1,
      labourMinor: 0,
      stonesMinor: 0,
      rounding: 'minor' as const,
      minorDigits: 2,
    };
    expect(() => metalPriceMinor({ ...base, weightMg: 1.5 })).toThrow(RangeError);
    expect(() => metalPriceMinor({ ...base, labourMinor: -1 })).toThrow(RangeError);
    expect(() => metalPriceMinor({ ...base, fineness: 1001 })).toThrow(RangeError);
  });
});

describe('rates', () => {
  it('converts a troy ounce quote to the kilogram exactly, and back', () => {
    // 3 110.35 an ounce ≈ 100.00 a gram
    expect(ratePerKgMinor(311035, 'troy_ounce')).toBe(10000007);
    expect(perGramMinor(10000007)).toBe(10000);
    expect(ratePerKgMinor(10000, 'gram')).toBe(10_000_000);
    expect(perTroyOunceMinor(10_000_000)).toBe(311035);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (oz) => {
        expect(Math.abs(perTroyOunceMinor(ratePerKgMinor(oz, 'troy_ounce')) - oz)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('prices a piece only when the business has a rate for its grade', () => {
    const pricing = {
      metal: 'gold-18k' as const,
      weightMg: 4000,
      labourMinor: 100,
      stonesMinor: 0,
      rounding: 'minor' as const,
    };
    expect(followRatePrice(pricing, () => undefined, 2)).toBeNull();
    expect(followRatePrice(pricing, (m) => (m === 'gold-18k' ? 1_000_000 : undefined), 2)).toBe(3100);
    expect(METAL_GRADE_NAMES).toContain('palladium-500');
  });
});

describe('the design generator’s metals', () => {
  it('map to the grade whose rate prices them, per gram of alloy', () => {
    expect(gradeOfDesignMetal('white-gold-18')).toBe('gold-18k');
    expect(gradeOfDesignMetal('rose-gold-9')).toBe('gold-9k');
    expect(gradeOfDesignMetal('yellow-gold-14')).toBe('gold-14k');
    expect(gradeOfDesignMetal('platinum-950')).toBe('platinum-950');
    expect(gradeOfDesignMetal('silver-925')).toBe('silver-925');
    // 60.00 a gram of fine gold → 45.00 a gram of 18k
    expect(alloyPerGramMinor(6_000_000, 'gold-18k')).toBe(4_500);
  });
});

describe('feed rates', () => {
  it('give every grade of a quoted metal the feed price less the buy margin and plus the sell margin', () => {
    const rates = feedGradeRates(
      { XAU: 80_000_00, XAG: 95_000 },
      { buyMarginBps: 1000, sellMarginBps: 1500 },
    );
    expect(rates.map((r) => r.metal)).toEqual(
      METAL_GRADE_NAMES.filter((m) => feedSymbolOf(m) !== 'XPT' && feedSymbolOf(m) !== 'XPD'),
    );
    expect(rates.find((r) => r.metal === 'gold-18k')).toEqual({
      metal: 'gold-18k',
      buyPerKgMinor: 72_000_00,
      sellPerKgMinor: 92_000_00,
    });
    expect(rates.find((r) => r.metal === 'silver-925')).toEqual({
      metal: 'silver-925',
      buyPerKgMinor: 85_500,
      sellPerKgMinor: 109_250,
    });
  });
  it('round half up to the minor unit and never let a buy margin pass 100 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (p, m) => {
          const [gold] = feedGradeRates({ XAU: p }, { buyMarginBps: m, sellMarginBps: m });
          expect(gold!.buyPerKgMinor).toBe(Math.floor((p * (10_000 - m)) / 10_000 + 0.5));
          expect(gold!.sellPerKgMinor).toBeGreaterThanOrEqual(p);
        },
      ),
    );
    expect(() => feedGradeRates({ XAU: 1 }, { buyMarginBps: 10_001, sellMarginBps: 0 })).toThrow(RangeError);
  });
  it('name the fine metal of each grade', () => {
    expect(
      ['gold-9k', 'platinum-950', 'palladium-500', 'silver-925'].map((g) => feedSymbolOf(g as never)),
    ).toEqual(['XAU', 'XPT', 'XPD', 'XAG']);
  });
});
