import { computeInvoiceTotals } from '@carat/domain/invoice';
import { describe, expect, it } from 'vitest';
import { invoiceItemSchema, invoiceItemsSchema } from '#lib/invoice.ts';

const item = { description: ' Bague solitaire ', quantity: 1, price: '19.99' };

describe('invoiceItemSchema', () => {
  it('turns the price in pounds into integer pence', () => {
    expect(invoiceItemSchema().parse(item)).toEqual({
      description: 'Bague solitaire',
      quantity: 1,
      unitPriceMinor: 1999,
    });
  });

  it('reads prices exactly, whatever their form', () => {
    const pence = (price: unknown) => invoiceItemSchema().parse({ ...item, price }).unitPriceMinor;
    expect(pence('19.99')).toBe(1999);
    expect(pence(19.99)).toBe(1999);
    expect(pence('19,99')).toBe(1999);
    expect(pence(' 0.1 ')).toBe(10);
    expect(pence(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(pence(1.1)).toBe(110);
    expect(pence('12')).toBe(1200);
    expect(pence('12.')).toBe(1200);
    expect(pence('.5')).toBe(50);
    expect(pence(0)).toBe(0);
    expect(pence('-0')).toBe(0);
    expect(pence('1.990')).toBe(199);
    expect(pence('10000000')).toBe(1_000_000_000);
  });

  it('refuses a float sum that is not a price, rather than rounding it', () => {
    expect(invoiceItemSchema().safeParse({ ...item, price: 0.1 + 0.2 }).success).toBe(false);
  });

  it('reads a numeric quantity from a form field', () => {
    expect(invoiceItemSchema().parse({ ...item, quantity: '3' }).quantity).toBe(3);
    expect(invoiceItemSchema().parse({ ...item, quantity: 9999 }).quantity).toBe(9999);
  });

  it('gives lines that the domain totals directly', () => {
    const lines = invoiceItemsSchema().parse([
      { description: 'Gravure', quantity: 3, price: '0.35' },
      { description: 'Bague', quantity: '1', price: 1500 },
    ]);
    expect(computeInvoiceTotals(lines)).toMatchObject({ subtotal: 150_105, vat: 30_021, total: 180_126 });
  });

  it('names the failing line in the field path', () => {
    const result = invoiceItemsSchema('en').safeParse([item, { ...item, quantity: 0 }]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.quantity', 'Quantity must be a whole number of at least 1'],
    ]);
  });
});

describe('prices in the business’s currency', () => {
  const minor = (currency: string, price: unknown) =>
    invoiceItemSchema('en', currency).safeParse({ ...item, price });

  it('reads yen as whole yen and dinars to the fils, not as hundredths', () => {
    expect(minor('JPY', '1000').data?.unitPriceMinor).toBe(1000);
    expect(minor('JPY', 1000).data?.unitPriceMinor).toBe(1000);
    expect(minor('EUR', '1000').data?.unitPriceMinor).toBe(100_000);
    expect(minor('KWD', '1.234').data?.unitPriceMinor).toBe(1234);
    expect(minor('CHF', '12.5').data?.unitPriceMinor).toBe(1250);
  });

  it('refuses a decimal the currency does not have, in its own words', () => {
    expect(minor('JPY', '10.5').error?.issues[0]?.message).toBe('This currency has no decimal places');
    expect(minor('KWD', '1.2345').error?.issues[0]?.message).toBe('Price must have at most 3 decimal places');
    expect(
      invoiceItemSchema('fr', 'EUR').safeParse({ ...item, price: '1.234' }).error?.issues[0]?.message,
    ).toBe('Le prix doit avoir au plus 2 décimales');
  });

  it('keeps the limit in minor units whatever the currency', () => {
    expect(minor('JPY', '10000000').success).toBe(true);
    expect(minor('JPY', '10000001').error?.issues[0]?.message).toBe('Price cannot exceed 10 million');
  });
});
