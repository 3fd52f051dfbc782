import { computeInvoiceTotals } from '@carat/domain/invoice';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/field-errors.ts';
import {
  clientImportSchema,
  invoiceDraftPatchSchema,
  invoiceDraftSchema,
  invoiceListQuerySchema,
  invoiceSendSchema,
  invoiceSettingsSchema,
} from '#lib/invoices.ts';

const draft = {
  clientName: ' Sophie Martin ',
  clientEmail: 'sophie@example.com',
  clientAddress: '',
  items: [
    { description: 'Bague solitaire', quantity: '1', price: '4500' },
    { description: 'Gravure', quantity: 2, price: 12.5 },
  ],
  notes: '',
  dueDate: '2026-12-31',
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);

describe('invoiceDraftSchema', () => {
  it('reads the spec’s draft fields, lines in pence ready for the VAT maths', () => {
    const parsed = invoiceDraftSchema().parse(draft);
    expect(parsed).toMatchObject({
      clientName: 'Sophie Martin',
      clientAddress: null,
      notes: null,
      items: [
        { description: 'Bague solitaire', quantity: 1, unitPriceMinor: 450_000 },
        { description: 'Gravure', quantity: 2, unitPriceMinor: 1250 },
      ],
    });
    expect(computeInvoiceTotals(parsed.items)).toMatchObject({
      subtotal: 452_500,
      vat: 90_500,
      total: 543_000,
    });
  });

  it('shows each line its own message, under the field', () => {
    const result = invoiceDraftSchema().safeParse({
      ...draft,
      clientName: '',
      clientEmail: 'not-an-email',
      items: [{ description: '', quantity: '1.5', price: '-1' }],
      dueDate: 'tomorrow',
    });
    expect(errorsOf(result)).toEqual({
      clientName: 'Nom du client requis',
      clientEmail: 'Email invalide',
      'items.0.description': 'Description requise',
      'items.0.quantity': "La quantité doit être un nombre entier d'au moins 1",
      'items.0.price': 'Le prix doit être positif ou nul',
      dueDate: "Date d'échéance invalide (AAAA-MM-JJ)",
    });
    expect(errorsOf(invoiceDraftSchema().safeParse({ ...draft, items: [] }))).toEqual({
      items: 'Ajoutez au moins une ligne',
    });
  });

  it('takes a partial change of a draft, and refuses unknown fields', () => {
    expect(invoiceDraftPatchSchema().parse({ notes: 'Merci' })).toEqual({ notes: 'Merci' });
    expect(invoiceDraftSchema().safeParse({ ...draft, number: 'INV-2026-001' }).success).toBe(false);
  });
});

describe('invoiceSettingsSchema', () => {
  it('takes the settings dialog’s fields', () => {
    expect(
      invoiceSettingsSchema().parse({
        companyName: 'Hale & Co.',
        email: '',
        website: 'haleandco.example',
        defaultPaymentTerms: '45',
        invoiceColor: 'purple',
        autoAddLogo: false,
      }),
    ).toEqual({
      companyName: 'Hale & Co.',
      email: null,
      website: 'haleandco.example',
      defaultPaymentTerms: 45,
      invoiceColor: 'purple',
      autoAddLogo: false,
    });
  });

  it('refuses colours outside the four, and payment terms that are not whole days', () => {
    const result = invoiceSettingsSchema('en').safeParse({ invoiceColor: 'red', defaultPaymentTerms: 2.5 });
    expect(errorsOf(result)).toEqual({
      invoiceColor: 'Unknown colour',
      defaultPaymentTerms: 'Payment terms must be a whole number of days from 0 to 365',
    });
  });
});

describe('invoice actions and lists', () => {
  it('send to an optional other address', () => {
    expect(invoiceSendSchema().parse({})).toEqual({});
    expect(errorsOf(invoiceSendSchema().safeParse({ to: 'nope' }))).toEqual({ to: 'Email invalide' });
  });

  it('filter by the register’s statuses', () => {
    expect(invoiceListQuerySchema().parse({ status: 'overdue' })).toMatchObject({
      status: 'overdue',
      page: 1,
    });
    expect(invoiceListQuerySchema().safeParse({ status: 'sent' }).success).toBe(false);
  });

  it('take a CSV of clients up to 1 MB', () => {
    expect(clientImportSchema().safeParse({ csv: 'name\nZoë' }).success).toBe(true);
    expect(errorsOf(clientImportSchema().safeParse({ csv: '' }))).toEqual({
      csv: 'Choisissez un fichier CSV',
    });
    expect(clientImportSchema().safeParse({ csv: 'x'.repeat(1_000_001) }).success).toBe(false);
  });
});
