import { describe, expect, it } from 'vitest';
import {
  balanceDue,
  computeInvoiceTotals,
  DEFAULT_INVOICE_SETTINGS,
  DRAFT_INVOICE_PREFIX,
  draftInvoiceNumber,
  dueDateFrom,
  formatCreditNoteNumber,
  formatInvoiceAmount,
  formatInvoiceNumber,
  formatOrderNumber,
  INVOICE_COLORS,
  INVOICE_STATUSES,
  InvoiceError,
  invoiceDisplayStatus,
  isAcceptedLogo,
  isOverdue,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  lineNet,
  lineVat,
  VAT_RATE_BPS,
  vatIncluded,
} from '#lib/invoice.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof InvoiceError) return error.code;
    throw error;
  }
  return undefined;
}

describe('line maths', () => {
  it('uses a 20 % VAT rate', () => {
    expect(VAT_RATE_BPS).toBe(2000);
  });

  it('multiplies quantity by unit price', () => {
    expect(lineNet({ quantity: 3, unitPriceMinor: 35 })).toBe(105);
    expect(lineNet({ quantity: 1, unitPriceMinor: 0 })).toBe(0);
  });

  it('takes VAT of 3 × £0.35 as exactly £0.21', () => {
    expect(lineVat(105)).toBe(21);
  });

  it('rounds VAT half-up to the penny', () => {
    expect(lineVat(3)).toBe(1); // £0.006 → £0.01
    expect(lineVat(2)).toBe(0); // £0.004 → £0.00
    expect(lineVat(4)).toBe(1); // £0.008 → £0.01
    expect(lineVat(12)).toBe(2); // £0.024 → £0.02
    // At 20 % a line never lands on exactly half a penny; the reduced 5 % rate shows the tie:
    expect(lineVat(50, 500)).toBe(3); // £0.025 → £0.03, half-up
    expect(lineVat(10, 500)).toBe(1); // £0.005 → £0.01
    expect(lineVat(30, 500)).toBe(2); // £0.015 → £0.02
  });

  it('stays exact on large amounts', () => {
    expect(lineVat(123_456_789_012_345)).toBe(24_691_357_802_469);
    expect(lineNet({ quantity: 1_000_000, unitPriceMinor: 9_007_199_254 })).toBe(9_007_199_254_000_000);
    expect(codeOf(() => lineNet({ quantity: 1_000_000, unitPriceMinor: 9_007_199_255 }))).toBe(
      'amount-too-large',
    );
  });

  it('refuses rates and amounts that are not whole and non-negative', () => {
    expect(codeOf(() => lineVat(100, 20.5))).toBe('invalid-rate');
    expect(codeOf(() => lineVat(100, -1))).toBe('invalid-rate');
    expect(codeOf(() => lineVat(-100))).toBe('invalid-amount');
    expect(codeOf(() => lineVat(1.5))).toBe('invalid-amount');
  });
});

describe('computeInvoiceTotals', () => {
  it('sums lines, VAT per line and the total', () => {
    const totals = computeInvoiceTotals([
      { description: 'Bague solitaire', quantity: 1, unitPriceMinor: 150_000 },
      { description: 'Gravure', quantity: 3, unitPriceMinor: 35 },
    ]);
    expect(totals).toEqual({
      lines: [
        { net: 150_000, vat: 30_000 },
        { net: 105, vat: 21 },
      ],
      subtotal: 150_105,
      vat: 30_021,
      total: 180_126,
    });
  });

  it('adds rounded line VAT, which can differ from 20 % of the subtotal', () => {
    const totals = computeInvoiceTotals([
      { quantity: 1, unitPriceMinor: 3 },
      { quantity: 1, unitPriceMinor: 3 },
      { quantity: 1, unitPriceMinor: 3 },
    ]);
    expect(totals.subtotal).toBe(9);
    expect(totals.vat).toBe(3); // 3 × 1p, where 20 % of 9p would round to 2p
    expect(totals.total).toBe(12);
  });

  it('is zero for no lines', () => {
    expect(computeInvoiceTotals([])).toEqual({ lines: [], subtotal: 0, vat: 0, total: 0 });
  });

  it('keeps large invoices exact', () => {
    const totals = computeInvoiceTotals([
      { quantity: 2, unitPriceMinor: 1_000_000_000_001 },
      { quantity: 1, unitPriceMinor: 3 },
    ]);
    expect(totals.subtotal).toBe(2_000_000_000_005);
    expect(totals.vat).toBe(400_000_000_000 + 1);
    expect(totals.total).toBe(2_400_000_000_006);
  });

  it('refuses a quantity that is not a whole number ≥ 1, naming the line', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      let caught: unknown;
      try {
        computeInvoiceTotals([
          { quantity: 1, unitPriceMinor: 100 },
          { quantity, unitPriceMinor: 100 },
        ]);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InvoiceError);
      expect((caught as InvoiceError).code).toBe('invalid-quantity');
      expect((caught as InvoiceError).lineIndex).toBe(1);
    }
  });

  it('refuses a negative or fractional price', () => {
    expect(codeOf(() => computeInvoiceTotals([{ quantity: 1, unitPriceMinor: -1 }]))).toBe(
      'invalid-unit-price',
    );
    expect(codeOf(() => computeInvoiceTotals([{ quantity: 1, unitPriceMinor: 19.99 }]))).toBe(
      'invalid-unit-price',
    );
  });

  it('takes another rate when asked', () => {
    expect(computeInvoiceTotals([{ quantity: 1, unitPriceMinor: 50 }], 500).vat).toBe(3);
  });
});

describe('formatInvoiceAmount', () => {
  it('shows pounds with 2 decimals', () => {
    expect(formatInvoiceAmount(180_126)).toBe(`1${NNBSP}801,26${NBSP}£`);
    expect(formatInvoiceAmount(180_126, 'en')).toBe('£1,801.26');
    expect(formatInvoiceAmount(5, 'en')).toBe('£0.05');
    expect(formatInvoiceAmount(500_000, 'en')).toBe('£5,000.00');
  });
});

describe('invoice numbers', () => {
  it("numbers drafts 'INV-2024-' plus a random three-digit number", () => {
    expect(DRAFT_INVOICE_PREFIX).toBe('INV-2024-');
    expect(draftInvoiceNumber(() => 0)).toBe('INV-2024-100');
    expect(draftInvoiceNumber(() => 0.5)).toBe('INV-2024-550');
    expect(draftInvoiceNumber(() => 0.999_999)).toBe('INV-2024-999');
    expect(draftInvoiceNumber(() => 1)).toBe('INV-2024-999');
    expect(draftInvoiceNumber()).toMatch(/^INV-2024-[1-9]\d{2}$/);
  });

  it("formats issued invoices 'INV-YYYY-NNN', growing past 999", () => {
    expect(formatInvoiceNumber(2027, 1)).toBe('INV-2027-001');
    expect(formatInvoiceNumber(2027, 42)).toBe('INV-2027-042');
    expect(formatInvoiceNumber(2027, 999)).toBe('INV-2027-999');
    expect(formatInvoiceNumber(2027, 1000)).toBe('INV-2027-1000');
  });

  it("formats orders 'ORD-YYYY-NNN'", () => {
    expect(formatOrderNumber(2024, 1)).toBe('ORD-2024-001');
    expect(formatOrderNumber(2024, 12345)).toBe('ORD-2024-12345');
  });

  it('refuses impossible years and sequences', () => {
    expect(codeOf(() => formatInvoiceNumber(27, 1))).toBe('invalid-number');
    expect(codeOf(() => formatInvoiceNumber(2027, 0))).toBe('invalid-number');
    expect(codeOf(() => formatOrderNumber(2027, 1.5))).toBe('invalid-number');
  });
});

describe('invoice settings', () => {
  it('defaults to logo and company info on, 30 days, a thank-you note and amber', () => {
    expect(DEFAULT_INVOICE_SETTINGS.autoAddLogo).toBe(true);
    expect(DEFAULT_INVOICE_SETTINGS.autoAddCompanyInfo).toBe(true);
    expect(DEFAULT_INVOICE_SETTINGS.defaultPaymentTerms).toBe(30);
    expect(DEFAULT_INVOICE_SETTINGS.defaultNotes.fr).toMatch(/^Merci/);
    expect(DEFAULT_INVOICE_SETTINGS.defaultNotes.en).toMatch(/^Thank you/);
    expect(DEFAULT_INVOICE_SETTINGS.invoiceColor).toBe('amber');
  });

  it('offers amber, blue, purple and green with hex values', () => {
    expect(Object.keys(INVOICE_COLORS)).toEqual(['amber', 'blue', 'purple', 'green']);
    for (const hex of Object.values(INVOICE_COLORS)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('accepts PNG, JPG and SVG logos up to 2 MB', () => {
    expect(LOGO_MAX_BYTES).toBe(2_097_152);
    expect(LOGO_MIME_TYPES).toEqual(['image/png', 'image/jpeg', 'image/svg+xml']);
    expect(isAcceptedLogo({ type: 'image/png', size: LOGO_MAX_BYTES })).toBe(true);
    expect(isAcceptedLogo({ type: 'image/svg+xml', size: 1 })).toBe(true);
    expect(isAcceptedLogo({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe(false);
    expect(isAcceptedLogo({ type: 'image/gif', size: 1 })).toBe(false);
  });
});

describe('due dates and statuses', () => {
  it('puts the due date the payment terms after the issue date', () => {
    expect(dueDateFrom('2027-01-15', 30)).toBe('2027-02-14');
    expect(dueDateFrom('2027-02-01', DEFAULT_INVOICE_SETTINGS.defaultPaymentTerms)).toBe('2027-03-03');
    expect(dueDateFrom('2028-02-01', 30)).toBe('2028-03-02');
    expect(dueDateFrom('2027-12-15', 30)).toBe('2028-01-14');
    expect(dueDateFrom('2027-12-15', 0)).toBe('2027-12-15');
    expect(codeOf(() => dueDateFrom('15/12/2027', 30))).toBe('invalid-date');
    expect(codeOf(() => dueDateFrom('2027-12-15', -1))).toBe('invalid-date');
  });

  it('has draft, sent, paid and void', () => {
    expect(INVOICE_STATUSES).toEqual(['draft', 'sent', 'paid', 'void']);
  });

  it('is overdue only when sent and due before today', () => {
    const today = '2027-03-10';
    expect(isOverdue({ status: 'sent', dueDate: '2027-03-09' }, today)).toBe(true);
    expect(isOverdue({ status: 'sent', dueDate: '2027-03-10' }, today)).toBe(false);
    expect(isOverdue({ status: 'sent', dueDate: '2027-03-11' }, today)).toBe(false);
    expect(isOverdue({ status: 'paid', dueDate: '2027-01-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'draft', dueDate: '2027-01-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'void', dueDate: '2027-01-01' }, today)).toBe(false);
  });

  it('shows sent invoices as pending or overdue', () => {
    const today = '2027-03-10';
    expect(invoiceDisplayStatus({ status: 'sent', dueDate: '2027-03-09' }, today)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'sent', dueDate: '2027-03-10' }, today)).toBe('pending');
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2027-03-09' }, today)).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'draft', dueDate: '2027-03-09' }, today)).toBe('draft');
    expect(invoiceDisplayStatus({ status: 'void', dueDate: '2027-03-09' }, today)).toBe('void');
  });
});

describe('balanceDue', () => {
  it('deducts deposits from the final invoice', () => {
    expect(balanceDue(180_000, 50_000)).toBe(130_000);
    expect(balanceDue(180_000, [50_000, 30_000])).toBe(100_000);
    expect(balanceDue(180_000, [])).toBe(180_000);
    expect(balanceDue(180_000, 180_000)).toBe(0);
  });

  it('refuses deposits above the total and malformed amounts', () => {
    expect(codeOf(() => balanceDue(100, [60, 41]))).toBe('deposits-exceed-total');
    expect(codeOf(() => balanceDue(100, -1))).toBe('invalid-deposit');
    expect(codeOf(() => balanceDue(100, 0.5))).toBe('invalid-deposit');
    expect(codeOf(() => balanceDue(-100, 0))).toBe('invalid-amount');
  });
});

describe('formatCreditNoteNumber', () => {
  it('numbers credit notes on their own sequence', () => {
    expect(formatCreditNoteNumber(2027, 3)).toBe('CN-2027-003');
    expect(formatCreditNoteNumber(2027, 1000)).toBe('CN-2027-1000');
    expect(codeOf(() => formatCreditNoteNumber(27, 1))).toBe('invalid-number');
  });
});

describe('vatIncluded', () => {
  it('splits an amount paid VAT included so net + VAT is the amount, VAT rounded half-up', () => {
    expect(vatIncluded(2500, 2000)).toEqual({ net: 2083, vat: 417 });
    expect(vatIncluded(12000, 2000)).toEqual({ net: 10000, vat: 2000 });
    expect(vatIncluded(3, 2000)).toEqual({ net: 2, vat: 1 });
    expect(vatIncluded(1000, 0)).toEqual({ net: 1000, vat: 0 });
    expect(vatIncluded(0, 2000)).toEqual({ net: 0, vat: 0 });
    for (let gross = 0; gross < 500; gross++) {
      const { net, vat } = vatIncluded(gross, 550);
      expect(net + vat).toBe(gross);
      expect(Math.abs(vat - (gross * 550) / 10550)).toBeLessThanOrEqual(0.5);
    }
  });
  it('refuses negative or fractional amounts', () => {
    expect(() => vatIncluded(-1)).toThrow(InvoiceError);
    expect(() => vatIncluded(1.5)).toThrow(InvoiceError);
  });
});
