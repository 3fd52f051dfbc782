import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.ts';
import {
  addMonths,
  compareSupplierInvoice,
  giftCardCodeFrom,
  gramsToMilligrams,
  layawayCancelRefund,
  layawayDue,
  layawayRemindersDue,
  layawaySchedule,
  linesPaidMinor,
  marginOf,
  memoOverdue,
  normaliseGiftCardCode,
  oldGoldValueMinor,
  reportCheckUrl,
  returnAmountMinor,
  SaleError,
  saleTotals,
  settlePayments,
} from './sales.ts';
import { taxRuleFor } from './taxes.ts';

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const fr = taxRuleFor('FR')!;

describe('old gold taken in', () => {
  it('is weight × fineness / 1000 × the buy rate, to the cent', () => {
    // 4.2 g of 18 k at 55.00 € per gram of fine gold: 4.2 × 0.75 × 55 = 173.25 €.
    expect(oldGoldValueMinor({ weightMg: 4200, fineness: 750, buyRateMinorPerGram: 5500 })).toBe(17_325);
    // 1.001 g of 9 k at 0.33 per gram: 1.001 × 0.375 × 33 = 12.387… → 12 (half up).
    expect(oldGoldValueMinor({ weightMg: 1001, fineness: 375, buyRateMinorPerGram: 33 })).toBe(12);
    // A half rounds up: 1 g × 0.5 × 1 = 0.5 → 1.
    expect(oldGoldValueMinor({ weightMg: 1000, fineness: 500, buyRateMinorPerGram: 1 })).toBe(1);
  });

  it('matches the hand formula for any weight, fineness and rate', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const random = mulberry32(seed);
      const weightMg = int(random, 0, 5_000_000);
      const fineness = int(random, 1, 1000);
      const rate = int(random, 1, 500_000);
      const exact = (weightMg / 1000) * (fineness / 1000) * rate;
      const got = oldGoldValueMinor({ weightMg, fineness, buyRateMinorPerGram: rate });
      expect(Math.abs(got - exact), `seed ${seed}`).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('reads grams at milligram precision only', () => {
    expect(gramsToMilligrams(4.2)).toBe(4200);
    expect(gramsToMilligrams(4.235)).toBe(4235);
    expect(gramsToMilligrams(4.2351)).toBeNull();
    expect(gramsToMilligrams(-1)).toBeNull();
  });
});

describe('a sale', () => {
  it('sums lines less their discounts, less the sale discount, with the tax inside (France: 20 %)', () => {
    const totals = saleTotals(
      [
        { unitPriceMinor: 120_000, quantity: 1, discountMinor: 10_000 },
        { unitPriceMinor: 2_500, quantity: 2, discountMinor: 0 },
      ],
      1_000,
      fr,
    );
    expect(totals.linesTotalMinor).toBe(115_000);
    expect(totals.totalMinor).toBe(114_000);
    // 114 000 × 20 / 120 = 19 000.
    expect(totals.taxMinor).toBe(19_000);
  });

  it('refuses a discount larger than the line or the sale', () => {
    expect(() => saleTotals([{ unitPriceMinor: 100, quantity: 1, discountMinor: 101 }], 0, fr)).toThrow(
      SaleError,
    );
    expect(() => saleTotals([{ unitPriceMinor: 100, quantity: 1, discountMinor: 0 }], 101, fr)).toThrow(
      SaleError,
    );
  });

  it('wants payments that settle the total exactly, and gives change on cash', () => {
    expect(
      settlePayments(10_000, [
        { method: 'card', amountMinor: 6_000 },
        { method: 'cash', amountMinor: 4_000, tenderedMinor: 5_000 },
      ]),
    ).toEqual({ changeMinor: 1_000 });
    try {
      settlePayments(10_000, [{ method: 'card', amountMinor: 9_999 }]);
      expect.unreachable();
    } catch (error) {
      expect((error as SaleError).detail).toEqual({
        code: 'payments_mismatch',
        totalMinor: 10_000,
        paidMinor: 9_999,
      });
    }
  });

  it('refuses old gold whose amount is not its weight × fineness × rate', () => {
    const gold = { method: 'old-gold' as const, weightMg: 4200, fineness: 750, buyRateMinorPerGram: 5500 };
    expect(settlePayments(17_325, [{ ...gold, amountMinor: 17_325 }])).toEqual({ changeMinor: 0 });
    expect(() => settlePayments(17_326, [{ ...gold, amountMinor: 17_326 }])).toThrow(SaleError);
  });

  it('shares the sale discount across lines and refunds units exactly', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = mulberry32(seed);
      const totals = Array.from({ length: int(random, 1, 8) }, () => int(random, 0, 1_000_000));
      const quantity = int(random, 1, 9);
      const sum = totals.reduce((a, b) => a + b, 0);
      const discount = Math.floor((sum * int(random, 0, 100)) / 100);
      const paid = linesPaidMinor(totals, discount);
      expect(
        paid.reduce((a, b) => a + b, 0),
        `seed ${seed}`,
      ).toBe(sum - discount);
      for (const p of paid) expect(p, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      let refunded = 0;
      for (let i = 0; i < quantity; i++) refunded += returnAmountMinor(paid[0]!, quantity, i, 1);
      expect(refunded, `seed ${seed}`).toBe(paid[0]);
    }
  });
});

describe('a stock item', () => {
  it('shows its margin', () => {
    expect(marginOf(100_000, 40_000)).toEqual({ marginMinor: 60_000, marginBps: 6000 });
    expect(marginOf(0, 0).marginBps).toBeNull();
  });

  it('links a GIA number to the report check', () => {
    expect(reportCheckUrl('GIA', '2141438171')).toBe('https://www.gia.edu/report-check?reportno=2141438171');
  });
});

describe('layaway', () => {
  it('keeps what the policy says, never more than was paid', () => {
    expect(layawayCancelRefund({ kind: 'none', value: 0 }, 100_000, 40_000)).toEqual({
      feeMinor: 0,
      refundMinor: 40_000,
    });
    // 10 % of 1 234,55 € is 123,455 → 123,46 € (half up).
    expect(layawayCancelRefund({ kind: 'percent', value: 1000 }, 123_455, 50_000)).toEqual({
      feeMinor: 12_346,
      refundMinor: 37_654,
    });
    expect(layawayCancelRefund({ kind: 'fixed', value: 5_000 }, 100_000, 3_000)).toEqual({
      feeMinor: 3_000,
      refundMinor: 0,
    });
  });

  it('adds months on the last day of short months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('splits the rest after the deposit into monthly parts that add up to the price', () => {
    expect(
      layawaySchedule({ priceMinor: 100_000, depositMinor: 20_000, instalments: 3, start: '2026-11-29' }),
    ).toEqual([
      { dueDate: '2026-11-29', amountMinor: 20_000 },
      { dueDate: '2026-12-29', amountMinor: 26_666 },
      { dueDate: '2027-01-29', amountMinor: 26_666 },
      { dueDate: '2027-02-28', amountMinor: 26_668 },
    ]);
    const random = mulberry32(7);
    for (let i = 0; i < 500; i++) {
      const priceMinor = int(random, 1, 10_000_000);
      const depositMinor = int(random, 0, priceMinor);
      const schedule = layawaySchedule({
        priceMinor,
        depositMinor,
        instalments: int(random, 1, 12),
        start: '2026-03-31',
      });
      expect(schedule.reduce((sum, s) => sum + s.amountMinor, 0)).toBe(priceMinor);
      expect(schedule.every((s) => s.amountMinor > 0)).toBe(true);
    }
  });

  it('says what is overdue and the next date', () => {
    const schedule = [
      { dueDate: '2026-11-01', amountMinor: 100 },
      { dueDate: '2026-12-01', amountMinor: 100 },
      { dueDate: '2027-01-01', amountMinor: 100 },
    ];
    expect(layawayDue(schedule, 100, '2026-12-15')).toEqual({ overdueMinor: 100, nextDueDate: '2026-12-01' });
    expect(layawayDue(schedule, 300, '2027-02-01')).toEqual({ overdueMinor: 0, nextDueDate: null });
    expect(memoOverdue('2026-11-28', '2026-11-29', 1)).toBe(true);
    expect(memoOverdue('2026-11-29', '2026-11-29', 1)).toBe(false);
    expect(memoOverdue('2026-11-01', '2026-11-29', 0)).toBe(false);
  });
});

describe('gift cards', () => {
  it('carry no tax: the tax is inside the goods only, after the sale discount is shared', () => {
    const goods = { unitPriceMinor: 12_000, quantity: 1, discountMinor: 0 };
    const card = { unitPriceMinor: 5_000, quantity: 1, discountMinor: 0, untaxed: true };
    // 20 % inside 120.00: 20.00; the card adds nothing.
    expect(saleTotals([goods, card], 0, fr)).toMatchObject({ totalMinor: 17_000, taxMinor: 2_000 });
    // 17.00 off the sale: 12.00 of it on the goods (120/170), so 20 % inside 108.00 = 18.00.
    expect(saleTotals([goods, card], 1_700, fr)).toMatchObject({ totalMinor: 15_300, taxMinor: 1_800 });
    expect(saleTotals([card], 0, fr).taxMinor).toBe(0);
  });

  it('have a 16-character code of Crockford base 32, read back however it is typed', () => {
    const code = giftCardCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(giftCardCodeFrom(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(giftCardCodeFrom(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(normaliseGiftCardCode(code.toLowerCase().replaceAll('-', ' '))).toBe(code);
    expect(normaliseGiftCardCode('oooo-iiii-llll-2222')).toBe('0000-1111-1111-2222');
    expect(normaliseGiftCardCode('UUUU-0000-0000-0000')).toBeNull();
    expect(normaliseGiftCardCode('1234')).toBeNull();
  });
});

describe('layawayRemindersDue', () => {
  const schedule = [
    { dueDate: '2026-01-01', amountMinor: 100 },
    { dueDate: '2026-02-01', amountMinor: 100 },
    { dueDate: '2026-03-01', amountMinor: 100 },
  ];

  it('reminds of an unpaid instalment within the days before, today included', () => {
    expect(layawayRemindersDue(schedule, 100, '2026-01-29', 3)).toEqual([
      { dueDate: '2026-02-01', amountMinor: 100, kind: 'upcoming' },
    ]);
    expect(layawayRemindersDue(schedule, 100, '2026-01-28', 3)).toEqual([]);
    expect(layawayRemindersDue(schedule, 100, '2026-02-01', 0)).toEqual([
      { dueDate: '2026-02-01', amountMinor: 100, kind: 'upcoming' },
    ]);
  });

  it('says what is left of a part-paid instalment, and which are overdue', () => {
    expect(layawayRemindersDue(schedule, 150, '2026-02-27', 3)).toEqual([
      { dueDate: '2026-02-01', amountMinor: 50, kind: 'overdue' },
      { dueDate: '2026-03-01', amountMinor: 100, kind: 'upcoming' },
    ]);
    expect(layawayRemindersDue(schedule, 300, '2026-04-01', 3)).toEqual([]);
  });
});

describe('a supplier’s invoice beside its memo', () => {
  const memo = { currency: 'EUR', prices: [120_000, 45_000, 45_000] };
  it('pairs each line with a piece of the same amount and flags what differs', () => {
    const same = compareSupplierInvoice(memo, {
      currency: 'EUR',
      lines: [
        { description: 'Bague', netMinor: 45_000 },
        { description: 'Solitaire', netMinor: 120_000 },
        { description: 'Bague bis', netMinor: 45_000 },
      ],
      lineTotalMinor: 210_000,
    });
    expect(same).toMatchObject({ totalDiffers: false, unpaidMemoIndexes: [] });
    expect(same.lines).toEqual([
      { memoIndex: 1, differs: false },
      { memoIndex: 0, differs: false },
      { memoIndex: 2, differs: false },
    ]);
    const off = compareSupplierInvoice(memo, {
      currency: 'EUR',
      lines: [
        { description: 'Solitaire', netMinor: 125_000 },
        { description: 'Bague', netMinor: 45_000 },
      ],
      lineTotalMinor: 170_000,
    });
    expect(off).toMatchObject({
      totalDiffers: true,
      memoTotalMinor: 210_000,
      invoiceTotalMinor: 170_000,
      unpaidMemoIndexes: [0, 2],
    });
    expect(off.lines.map((l) => l.differs)).toEqual([true, false]);
  });
  it('compares no amount across currencies', () => {
    const other = compareSupplierInvoice(memo, {
      currency: 'CHF',
      lines: [{ description: 'Solitaire', netMinor: 120_000 }],
      lineTotalMinor: 210_000,
    });
    expect(other).toMatchObject({ sameCurrency: false, totalDiffers: true, unpaidMemoIndexes: [0, 1, 2] });
  });
});
