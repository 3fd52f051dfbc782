import { isIsoDate } from '@carat/domain/dates';
import { INVOICE_COLORS, INVOICE_DISPLAY_STATUSES } from '@carat/domain/invoice';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { z } from 'zod';
import {
  BACK_OFFICE_LIMITS,
  type BackOfficeMessages,
  backOfficeMessagesFor,
} from '#lib/back-office-messages.ts';
import {
  emptyToNull,
  optionalPhone,
  optionalText,
  pageFields,
  perLocale,
  perLocaleAndCurrency,
  searchField,
} from '#lib/fields.ts';

/** Amounts read for their format only, before the business's currency is known (see `minorAmount`). */
export { ANY_CURRENCY } from '#lib/fields.ts';

import { invoiceItemSchema } from '#lib/invoice.ts';
import { localeSchema } from '#lib/locale.ts';
import { messagesFor } from '#lib/messages.ts';

/**
 * The invoices register: a draft (the spec's 'Créer une Facture' fields), the invoice settings, and the
 * actions on an invoice. The lines reuse invoiceItemSchema (quantity a whole number ≥ 1, price ≥ 0 in
 * steps of 0.01).
 */

function optionalEmail(message: string) {
  return z.preprocess(
    emptyToNull,
    z.string({ error: message }).trim().max(254, message).pipe(z.email(message)).nullable().optional(),
  );
}

function isoDate(message: string) {
  return z.string({ error: message }).refine(isIsoDate, message);
}

function draftFields(m: BackOfficeMessages, locale: Locale, currency: Currency) {
  const spec = messagesFor(locale);
  return {
    clientId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
    clientName: z
      .string({ error: m['invoice.clientName.required'] })
      .trim()
      .min(1, { error: m['invoice.clientName.required'], abort: true })
      .max(BACK_OFFICE_LIMITS.clientNameMax, m['invoice.clientName.max']),
    clientEmail: optionalEmail(m['invoice.clientEmail.invalid']),
    clientAddress: optionalText(BACK_OFFICE_LIMITS.addressMax, m['invoice.clientAddress.max']),
    items: z
      .array(invoiceItemSchema(locale, currency), { error: spec['invoice.items.min'] })
      .min(1, spec['invoice.items.min'])
      .max(BACK_OFFICE_LIMITS.invoiceLinesMax, m['invoice.items.max']),
    notes: optionalText(BACK_OFFICE_LIMITS.invoiceNotesMax, m['invoice.notes.max']),
    dueDate: isoDate(m['invoice.dueDate.invalid']).optional(),
    locale: localeSchema.optional(),
  };
}

/** A new draft. Without a due date it falls due after the business's payment terms. */
export const invoiceDraftSchema = perLocaleAndCurrency((_, locale, currency) =>
  z.strictObject(draftFields(backOfficeMessagesFor(locale), locale, currency)),
);

/** A change to a draft (issued invoices are never changed). */
export const invoiceDraftPatchSchema = perLocaleAndCurrency((_, locale, currency) =>
  z.strictObject(draftFields(backOfficeMessagesFor(locale), locale, currency)).partial(),
);

export const INVOICE_COLOR_NAMES = Object.keys(INVOICE_COLORS) as (keyof typeof INVOICE_COLORS)[];

/** The invoice settings dialog. The logo is uploaded first (POST /v1/files?kind=logo), then named here. */
export const invoiceSettingsSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    logoFileId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
    companyName: optionalText(BACK_OFFICE_LIMITS.companyNameMax, m['settings.companyName.max']),
    email: optionalEmail(m['settings.email.invalid']),
    phone: optionalPhone(BACK_OFFICE_LIMITS.phoneMax, m['settings.phone.invalid']),
    address: optionalText(BACK_OFFICE_LIMITS.addressMax, m['settings.address.max']),
    website: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['settings.website.invalid'] })
        .trim()
        .max(BACK_OFFICE_LIMITS.websiteMax, m['settings.website.invalid'])
        .regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i, m['settings.website.invalid'])
        .nullable()
        .optional(),
    ),
    taxId: optionalText(BACK_OFFICE_LIMITS.taxIdMax, m['settings.taxId.max']),
    bankDetails: optionalText(BACK_OFFICE_LIMITS.bankDetailsMax, m['settings.bankDetails.max']),
    autoAddLogo: z.boolean().optional(),
    autoAddCompanyInfo: z.boolean().optional(),
    defaultPaymentTerms: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: m['settings.paymentTerms.range'] })
        .int(m['settings.paymentTerms.range'])
        .min(0, m['settings.paymentTerms.range'])
        .max(BACK_OFFICE_LIMITS.paymentTermsMax, m['settings.paymentTerms.range'])
        .optional(),
    ),
    defaultNotes: optionalText(BACK_OFFICE_LIMITS.invoiceNotesMax, m['settings.defaultNotes.max']),
    invoiceColor: z.enum(INVOICE_COLOR_NAMES, { error: m['settings.color.invalid'] }).optional(),
  });
});

/** Send Email: to the invoice's client unless another address is given, in the invoice's language. */
export const invoiceSendSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    to: optionalEmail(m['invoice.to.invalid']),
    locale: localeSchema.optional(),
  });
});

export const invoicePaySchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({ paidOn: isoDate(m['invoice.dueDate.invalid']).optional() });
});

export const invoiceVoidSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({ reason: optionalText(BACK_OFFICE_LIMITS.reasonMax, m['invoice.reason.max']) });
});

/** The register's filter: the statuses it shows (overdue and pending follow from the due date). */
export const INVOICE_FILTER_STATUSES = INVOICE_DISPLAY_STATUSES;
export const INVOICE_SORTS = ['recent', 'oldest', 'amount-desc', 'amount-asc', 'due'] as const;

export const invoiceListQuerySchema = perLocale(() =>
  z.object({
    ...searchField,
    status: z.enum(INVOICE_FILTER_STATUSES).optional(),
    clientId: z.uuid().optional(),
    orderId: z.uuid().optional(),
    sort: z.enum(INVOICE_SORTS).default('recent'),
    ...pageFields,
  }),
);

/** A CSV of clients to import (the preview and the import take the same body). */
export const clientImportSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    csv: z
      .string({ error: m['import.csv.required'] })
      .min(1, m['import.csv.required'])
      .max(BACK_OFFICE_LIMITS.importCsvMaxChars, m['import.csv.max']),
  });
});

export type InvoiceDraftInput = z.input<ReturnType<typeof invoiceDraftSchema>>;
export type InvoiceDraft = z.output<ReturnType<typeof invoiceDraftSchema>>;
export type InvoiceDraftPatch = z.output<ReturnType<typeof invoiceDraftPatchSchema>>;
export type InvoiceSettingsInput = z.output<ReturnType<typeof invoiceSettingsSchema>>;
export type InvoiceListQuery = z.output<ReturnType<typeof invoiceListQuerySchema>>;
