import { describe, expect, it } from 'vitest';
import { extractPriceMentions, formatPiecePrice, parseAmountMinor } from '#lib/captions/prices.ts';

describe('parseAmountMinor', () => {
  it.each([
    ['1 250', 125000],
    ['1\u202f250,50', 125050],
    ['1,250.50', 125050],
    ['1.250', 125000],
    ['1250', 125000],
    ['12,5', 1250],
    ['1.2k', 120000],
    ["1'250", 125000],
  ])('%s → %i', (raw, minor) => {
    expect(parseAmountMinor(raw)).toBe(minor);
  });
});

describe('extractPriceMentions', () => {
  it('reads back what formatPiecePrice writes, in both locales and every currency', () => {
    for (const currency of ['GBP', 'USD', 'EUR', 'CAD', 'CHF'] as const) {
      for (const locale of ['fr', 'en'] as const) {
        for (const amount of [9900, 125000, 125050, 1234567]) {
          const text = `Prix : ${formatPiecePrice(amount, currency, locale)}. Réservez.`;
          const mentions = extractPriceMentions(text);
          expect(
            mentions.map((m) => m.amountMinor),
            text,
          ).toEqual([amount]);
          expect(mentions[0]?.currencies).toContain(currency);
        }
      }
    }
  });

  it('finds prices written the way a model might write them', () => {
    const text = 'Was 900 euros, now €850 or £720.50 — CHF 1,000 and 2 500 livres.';
    expect(extractPriceMentions(text).map((m) => m.amountMinor)).toEqual([
      90000, 85000, 72050, 100000, 250000,
    ]);
  });

  it('ignores numbers that are not prices', () => {
    expect(extractPriceMentions('18 ct rose gold, a 1.5 ct oval diamond, size 52, since 1987')).toEqual([]);
  });
});
