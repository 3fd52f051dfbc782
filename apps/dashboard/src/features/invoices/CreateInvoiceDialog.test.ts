import { taxRuleFor } from '@carat/domain';
import { describe, expect, it } from 'vitest';
import { previewTotals } from './CreateInvoiceDialog.tsx';

const items = [
  { description: 'Bague', quantity: '1', price: '1200' },
  { description: 'Gravure', quantity: '3', price: '33.33' },
  { description: 'Pas encore', quantity: '0', price: '5' },
];

describe('the invoice preview, in the mode the invoice is made in', () => {
  it('prices before tax: the VAT is added on top', () => {
    const totals = previewTotals(items, taxRuleFor('FR')!, 'EUR');
    expect(totals).toMatchObject({ subtotal: 129_999, vat: 26_000, total: 155_999 });
  });

  it('prices tax included: the total is what was typed, the VAT inside it', () => {
    const totals = previewTotals(items, taxRuleFor('FR')!, 'EUR', true);
    expect(totals).toMatchObject({ subtotal: 108_332, vat: 21_667, total: 129_999 });
    expect(totals.lines.map((l) => l.netMinor + l.vatMinor)).toEqual([120_000, 9_999, 0]);
  });
});
