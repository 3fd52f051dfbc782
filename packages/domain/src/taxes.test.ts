import { describe, expect, it } from 'vitest';
import { exemptRule, formatTaxRate, TAX_RULES, taxOn, taxRuleFor, taxRulesOf, taxTotals } from './taxes.ts';

/** mulberry32: seeded, so a failure replays from the seed in its message. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('taxes by country', () => {
  it('knows the rates a jeweller in London, Lyon, Brussels, Geneva and Montréal charges', () => {
    expect(taxRuleFor('GB')?.components.map((c) => c.rateBps)).toEqual([2000]);
    expect(taxRuleFor('fr')?.components.map((c) => c.rateBps)).toEqual([2000]);
    expect(taxRuleFor('BE')?.components.map((c) => c.rateBps)).toEqual([2100]);
    expect(taxRuleFor('CH')?.components.map((c) => c.rateBps)).toEqual([810]);
    expect(taxRuleFor('CA', 'CA-QC')?.components.map((c) => [c.code, c.rateBps])).toEqual([
      ['GST', 500],
      ['QST', 997.5],
    ]);
    expect(taxRuleFor('CA', 'ca-on')?.components.map((c) => [c.code, c.rateBps])).toEqual([['HST', 1300]]);
    expect(taxRuleFor('CA', 'CA-AB')?.components.map((c) => c.code)).toEqual(['GST']);
    expect(taxRuleFor('CA')?.components.map((c) => c.code)).toEqual(['GST']);
    expect(taxRuleFor('ZZ')).toBeNull();
    expect(taxRulesOf('CA').length).toBeGreaterThan(5);
  });

  it('shows GST and QST apart on a Montréal sale, exact to the cent', () => {
    const totals = taxTotals([10_000], taxRuleFor('CA', 'CA-QC')!, 'fr');
    expect(totals.taxes).toEqual([
      { code: 'GST', label: 'TPS', rateBps: 500, baseMinor: 10_000, taxMinor: 500 },
      { code: 'QST', label: 'TVQ', rateBps: 997.5, baseMinor: 10_000, taxMinor: 998 },
    ]);
    expect(totals.total).toBe(11_498);
  });

  it('rounds per line in the UK and per invoice in France', () => {
    const lines = [1_001, 1_001, 1_001];
    // UK: 200.2 → 200 on each line; France: 20 % of 3 003 = 600.6 → 601.
    expect(taxTotals(lines, taxRuleFor('GB')!).tax).toBe(600);
    expect(taxTotals(lines, taxRuleFor('FR')!).tax).toBe(601);
    expect(taxTotals(lines, exemptRule('FR'))).toEqual({ subtotal: 3_003, taxes: [], tax: 0, total: 3_003 });
  });

  it('is exact to the minor unit on random sales under every rule (property)', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const random = seeded(seed);
      const lines = Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
        Math.floor(random() * 5_000_000),
      );
      for (const rule of TAX_RULES) {
        const totals = taxTotals(lines, rule);
        const subtotal = lines.reduce((a, b) => a + b, 0);
        expect(totals.subtotal, `seed ${seed}`).toBe(subtotal);
        expect(totals.total, `seed ${seed}`).toBe(
          subtotal + totals.taxes.reduce((a, t) => a + t.taxMinor, 0),
        );
        for (const line of totals.taxes) {
          expect(Number.isInteger(line.taxMinor), `seed ${seed}`).toBe(true);
          // Each tax is within half a minor unit of the exact figure per rounding it took.
          const exact = (subtotal * line.rateBps) / 10_000;
          const roundings = rule.rounding === 'line' ? lines.length : 1;
          expect(
            Math.abs(line.taxMinor - exact),
            `seed ${seed} ${rule.country} ${line.code}`,
          ).toBeLessThanOrEqual(roundings / 2 + 1e-6);
        }
      }
    }
  });

  it('rounds half up, exactly, even on amounts past 2^53 ÷ 10 000', () => {
    expect(taxOn(25, 2000)).toBe(5);
    expect(taxOn(1, 5000)).toBe(1);
    expect(taxOn(1_000, 997.5)).toBe(100);
    expect(taxOn(9_007_199_254_740, 2000)).toBe(1_801_439_850_948);
    expect(() => taxOn(100, 997.55)).toThrow(RangeError);
    expect(() => taxOn(0.5, 2000)).toThrow(RangeError);
  });

  it('writes a rate as the locale does', () => {
    expect(formatTaxRate(997.5, 'fr')).toBe('9,975 %');
    expect(formatTaxRate(2000, 'en')).toBe('20%');
  });
});
