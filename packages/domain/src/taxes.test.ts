import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals, computeTaxedInvoice } from './invoice.ts';
import {
  allocate,
  businessTaxRule,
  combinedRateBps,
  exemptRule,
  formatTaxRate,
  TAX_RULES,
  taxIncluded,
  taxLabel,
  taxOn,
  taxRuleFor,
  taxRulesOf,
  taxTotals,
} from './taxes.ts';

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

  it("picks a business's rule from its country, region and registration", () => {
    const codes = (facts: Parameters<typeof businessTaxRule>[0]) =>
      businessTaxRule(facts).components.map((c) => `${c.code} ${c.rateBps}`);
    // Made before the question was asked: the UK's 20 %, as always.
    expect(codes({ country: null, region: null, taxRegistration: {} })).toEqual(['VAT 2000']);
    expect(codes({ country: 'FR', region: null, taxRegistration: { registered: true } })).toEqual([
      'VAT 2000',
    ]);
    expect(codes({ country: 'FR', region: null, taxRegistration: {} })).toEqual(['VAT 2000']);
    expect(codes({ country: 'FR', region: null, taxRegistration: { registered: false } })).toEqual([]);
    expect(codes({ country: 'CA', region: 'CA-QC', taxRegistration: { registered: true } })).toEqual([
      'GST 500',
      'QST 997.5',
    ]);
    expect(codes({ country: 'CH', region: null, taxRegistration: null })).toEqual(['VAT 810']);
    expect(codes({ country: 'US', region: null, taxRegistration: { registered: true } })).toEqual([]);
    expect(businessTaxRule({ country: 'FR', region: null, taxRegistration: {} }).rounding).toBe('invoice');
    expect([taxLabel('QST', 'fr'), taxLabel('GST', 'en'), taxLabel('XYZ', 'fr')]).toEqual([
      'TVQ',
      'GST',
      'XYZ',
    ]);
  });

  it("an invoice's lines, tax lines and total agree under every rule (property)", () => {
    for (let seed = 1; seed <= 150; seed++) {
      const random = seeded(seed);
      const lines = Array.from({ length: 1 + Math.floor(random() * 10) }, () => ({
        quantity: 1 + Math.floor(random() * 4),
        unitPriceMinor: Math.floor(random() * 2_000_000),
      }));
      for (const rule of [...TAX_RULES, exemptRule('FR')]) {
        const totals = computeTaxedInvoice(lines, rule);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const where = `seed ${seed} ${rule.country} ${rule.region}`;
        expect(sum(totals.lines.map((l) => l.vat)), where).toBe(totals.vat);
        expect(sum(totals.taxes.map((t) => t.taxMinor)), where).toBe(totals.vat);
        expect(totals.total, where).toBe(totals.subtotal + totals.vat);
        // The same taxes as the rule's own arithmetic (taxTotals) on the same nets.
        const nets = lines.map((l) => l.quantity * l.unitPriceMinor);
        expect(
          totals.taxes.map((t) => t.taxMinor),
          where,
        ).toEqual(taxTotals(nets, rule).taxes.map((t) => t.taxMinor));
      }
      // Under the UK rule it is exactly what UK invoices always computed.
      const uk = computeTaxedInvoice(lines, taxRuleFor('GB')!);
      const legacy = computeInvoiceTotals(lines);
      expect({ lines: uk.lines, subtotal: uk.subtotal, vat: uk.vat, total: uk.total }).toEqual(legacy);
    }
  });

  it('shares an amount out exactly (largest remainder)', () => {
    expect(allocate(601, [1_001, 1_001, 1_001])).toEqual([201, 200, 200]);
    expect(allocate(10, [0, 0])).toEqual([10, 0]);
    expect(allocate(0, [])).toEqual([]);
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      const weights = Array.from({ length: 1 + Math.floor(random() * 8) }, () => Math.floor(random() * 1e6));
      const total = Math.floor(random() * 1e7);
      const shares = allocate(total, weights);
      expect(
        shares.reduce((a, b) => a + b, 0),
        `seed ${seed}`,
      ).toBe(total);
      const weightSum = weights.reduce((a, b) => a + b, 0);
      if (weightSum === 0) continue;
      for (const [i, share] of shares.entries()) {
        expect(Math.abs(share - (total * weights[i]!) / weightSum), `seed ${seed}`).toBeLessThan(1);
      }
    }
  });

  it('finds the tax inside a payment, split between GST and QST', () => {
    const quebec = taxRuleFor('CA', 'CA-QC')!;
    // 114.98 $ tax included at 14.975 %: 100.00 net, 14.98 of taxes (5.00 + 9.98).
    expect(taxIncluded(11_498, quebec)).toEqual({
      net: 10_000,
      tax: 1_498,
      taxes: [
        { code: 'GST', rateBps: 500, taxMinor: 500 },
        { code: 'QST', rateBps: 997.5, taxMinor: 998 },
      ],
    });
    expect(taxIncluded(12_000, taxRuleFor('GB')!)).toMatchObject({ net: 10_000, tax: 2_000 });
    expect(taxIncluded(5_000, exemptRule('FR'))).toEqual({ net: 5_000, tax: 0, taxes: [] });
    for (let gross = 0; gross < 3_000; gross += 7) {
      const split = taxIncluded(gross, quebec);
      expect(split.net + split.tax).toBe(gross);
      expect(split.taxes.reduce((a, t) => a + t.taxMinor, 0)).toBe(split.tax);
    }
  });
});

describe('prices entered tax included (ADR 079)', () => {
  const RULES = [...TAX_RULES, exemptRule('FR')];
  const invoiceLines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 12 }),
      unitPriceMinor: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 5_000_000 })),
    }),
    { minLength: 0, maxLength: 12 },
  );
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

  it('the total is what was typed, and lines, tax lines and total agree to the minor unit (property)', () => {
    fc.assert(
      fc.property(invoiceLines, (lines) => {
        for (const rule of RULES) {
          const where = `${rule.country} ${rule.region}`;
          const totals = computeTaxedInvoice(lines, rule, { pricesIncludeTax: true });
          const grosses = lines.map((l) => l.quantity * l.unitPriceMinor);
          expect(totals.total, where).toBe(sum(grosses));
          for (const [i, line] of totals.lines.entries()) {
            expect(line.net + line.vat, where).toBe(grosses[i]);
            expect(line.net, where).toBeGreaterThanOrEqual(0);
            expect(line.vat, where).toBeGreaterThanOrEqual(0);
          }
          expect(sum(totals.lines.map((l) => l.net)), where).toBe(totals.subtotal);
          expect(sum(totals.lines.map((l) => l.vat)), where).toBe(totals.vat);
          expect(sum(totals.taxes.map((t) => t.taxMinor)), where).toBe(totals.vat);
          expect(totals.subtotal + totals.vat, where).toBe(totals.total);
          expect(
            totals.taxes.map((t) => t.code),
            where,
          ).toEqual(rule.components.map((c) => c.code));
          // The tax is rounded where the rule rounds it: inside each line, or once inside the total.
          const expectedTax =
            rule.rounding === 'line'
              ? sum(grosses.map((g) => taxIncluded(g, rule).tax))
              : taxIncluded(totals.total, rule).tax;
          expect(totals.vat, where).toBe(expectedTax);
          // Each tax is its rate's share of the tax inside (GST and QST apart, in proportion).
          if (rule.rounding === 'invoice') {
            expect(
              totals.taxes.map((t) => t.taxMinor),
              where,
            ).toEqual(taxIncluded(totals.total, rule).taxes.map((t) => t.taxMinor));
          }
          // Within a unit per tax of what the same net, typed before tax, would have been charged.
          const charged = sum(rule.components.map((c) => taxOn(totals.subtotal, c.rateBps)));
          if (rule.rounding === 'invoice') {
            expect(Math.abs(charged - totals.vat), where).toBeLessThanOrEqual(rule.components.length);
          }
          expect(combinedRateBps(rule) === 0 ? totals.vat : 0, where).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('prices before tax are worked out as before (property)', () => {
    fc.assert(
      fc.property(invoiceLines, (lines) => {
        for (const rule of RULES) {
          const where = `${rule.country} ${rule.region}`;
          const exclusive = computeTaxedInvoice(lines, rule, { pricesIncludeTax: false });
          expect(exclusive, where).toEqual(computeTaxedInvoice(lines, rule));
          const nets = lines.map((l) => l.quantity * l.unitPriceMinor);
          expect(exclusive.subtotal, where).toBe(sum(nets));
          expect(
            exclusive.taxes.map((t) => t.taxMinor),
            where,
          ).toEqual(taxTotals(nets, rule).taxes.map((t) => t.taxMinor));
          expect(exclusive.total, where).toBe(exclusive.subtotal + exclusive.vat);
        }
        const { taxes: _taxes, ...uk } = computeTaxedInvoice(lines, taxRuleFor('GB')!, {
          pricesIncludeTax: false,
        });
        expect(uk).toEqual(computeInvoiceTotals(lines));
      }),
      { numRuns: 150 },
    );
  });

  it('a French invoice typed TTC: the tax once inside the total, each line its share', () => {
    const france = taxRuleFor('FR')!;
    const lines = [
      { quantity: 1, unitPriceMinor: 120_000 },
      { quantity: 3, unitPriceMinor: 3_333 },
      { quantity: 1, unitPriceMinor: 1 },
    ];
    const totals = computeTaxedInvoice(lines, france, { pricesIncludeTax: true });
    // 1 300,00 € TTC: 216,67 € of VAT inside (1 300 × 20/120 = 216,666…), 1 083,33 € HT.
    expect(totals.total).toBe(130_000);
    expect(totals.vat).toBe(21_667);
    expect(totals.subtotal).toBe(108_333);
    // The net total shared by the grosses, largest remainder: 99 999,69 → 1 000,00; 83,32; 0,83 → 0,01.
    expect(totals.lines.map((l) => l.net)).toEqual([100_000, 8_332, 1]);
    expect(totals.lines.map((l) => l.vat)).toEqual([20_000, 1_667, 0]);
    expect(totals.taxes).toEqual([{ code: 'VAT', rateBps: 2000, baseMinor: 108_333, taxMinor: 21_667 }]);
  });

  it('a UK invoice typed VAT included: the VAT inside each line, then summed', () => {
    const lines = [
      { quantity: 1, unitPriceMinor: 1_000 },
      { quantity: 1, unitPriceMinor: 1_000 },
      { quantity: 1, unitPriceMinor: 1_000 },
    ];
    const totals = computeTaxedInvoice(lines, taxRuleFor('GB')!, { pricesIncludeTax: true });
    // 10,00 £ holds 1,67 £ of VAT (1 000 / 6 = 166,67); three lines 5,01 £, where once on 30,00 £ it is 5,00 £.
    expect(totals.lines).toEqual([
      { net: 833, vat: 167 },
      { net: 833, vat: 167 },
      { net: 833, vat: 167 },
    ]);
    expect(totals.vat).toBe(501);
    expect(totals.total).toBe(3_000);
  });

  it('a Quebec invoice typed taxes included keeps the GST and the QST apart', () => {
    const quebec = taxRuleFor('CA', 'CA-QC')!;
    const totals = computeTaxedInvoice(
      [
        { quantity: 2, unitPriceMinor: 5_749 },
        { quantity: 1, unitPriceMinor: 0 },
      ],
      quebec,
      { pricesIncludeTax: true },
    );
    expect(totals.total).toBe(11_498);
    expect(totals.taxes.map((t) => [t.code, t.taxMinor])).toEqual([
      ['GST', 500],
      ['QST', 998],
    ]);
    expect(totals.lines).toEqual([
      { net: 10_000, vat: 1_498 },
      { net: 0, vat: 0 },
    ]);
  });
});
