import { invoiceMentions } from '@carat/domain/invoice-mentions';
import { splitTax } from '@carat/domain/taxes';
import {
  type InvoicePdfData,
  invoicePdfFileName,
  renderInvoicePdf,
} from '#api/features/invoices/invoice-pdf.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { businessFacts } from './business.ts';
import { getInvoice, type InvoiceDetail } from './invoices.ts';
import { getInvoiceSettings, settingsLogo } from './settings.ts';

/**
 * An invoice's PDF (or its credit note's) from what is stored: the invoice as issued, the settings
 * (colour, details, logo from the file storage) as they are now.
 */
export async function invoicePdf(
  scope: TenantScope,
  options: { id: string; creditNote?: boolean; refundNoteId?: string; invoice?: InvoiceDetail },
) {
  const invoice = options.invoice ?? (await getInvoice(scope, options.id));
  if (options.creditNote && !invoice.creditNote) throw AppError.notFound('Credit note');
  if (options.refundNoteId) return refundNotePdf(scope, invoice, options.refundNoteId);
  const { header, settings } = await documentHeader(scope, invoice);
  const creditNote = options.creditNote ? invoice.creditNote : null;
  const bytes = await renderInvoicePdf({
    ...header,
    lines: invoice.lines,
    subtotalMinor: invoice.subtotalMinor,
    vatMinor: invoice.vatMinor,
    taxes: invoice.taxes,
    totalMinor: invoice.totalMinor,
    depositsDeductedMinor: invoice.depositsDeductedMinor,
    creditDeductions: invoice.creditDeductions,
    notes: invoice.notes,
    bankDetails: settings.bankDetails,
    creditNote: creditNote
      ? { number: creditNote.number, issueDate: creditNote.issueDate, reason: creditNote.reason }
      : null,
  });
  return { bytes, fileName: invoicePdfFileName(invoice.number, invoice.locale, creditNote?.number), invoice };
}

const REFUND_LINE = {
  fr: (number: string) => `Remboursement partiel — facture ${number}`,
  en: (number: string) => `Partial refund — invoice ${number}`,
} as const;

/** The credit note of a partial refund: one line, the amount refunded with its VAT. */
async function refundNotePdf(scope: TenantScope, invoice: InvoiceDetail, noteId: string) {
  const note = invoice.refunds.find((refund) => refund.id === noteId);
  if (!note) throw AppError.notFound('Credit note');
  const { header } = await documentHeader(scope, invoice);
  const bytes = await renderInvoicePdf({
    ...header,
    lines: [
      {
        description: REFUND_LINE[invoice.locale](invoice.number ?? ''),
        quantity: 1,
        unitPriceMinor: note.subtotalMinor,
        netMinor: note.subtotalMinor,
      },
    ],
    subtotalMinor: note.subtotalMinor,
    vatMinor: note.vatMinor,
    // The refund's tax, shared between the invoice's taxes as their rates are (GST and QST apart).
    taxes: shareOfTaxes(note.vatMinor, invoice.taxes),
    totalMinor: note.totalMinor,
    depositsDeductedMinor: 0,
    notes: null,
    bankDetails: null,
    creditNote: { number: note.number, issueDate: note.issueDate, reason: note.reason, refund: true },
  });
  return { bytes, fileName: invoicePdfFileName(invoice.number, invoice.locale, note.number), invoice };
}

/**
 * What an invoice's documents (the invoice, its credit note, a refund's credit note) head the same way:
 * the invoice's number, dates and client, and the seller's details, colour and logo from the settings as
 * they are now. The settings come back too, for what a document takes from them on its own terms.
 */
async function documentHeader(scope: TenantScope, invoice: InvoiceDetail) {
  const settings = await getInvoiceSettings(scope, invoice.locale);
  const logo = settings.autoAddLogo ? await settingsLogo(scope, settings) : null;
  const business = await businessFacts(scope);
  const shownTaxId = settings.autoAddCompanyInfo ? settings.taxId : null;
  const mentions = invoiceMentions(
    { ...business, legacyVatNumber: business.vatNumber ?? settings.taxId },
    invoice.locale,
    { paymentTermsDays: termsOf(invoice, settings.defaultPaymentTerms) },
  ).filter((line) => !shownTaxId || !line.endsWith(shownTaxId));
  const header = {
    locale: invoice.locale,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    vatRateBps: invoice.vatRateBps,
    client: { name: invoice.clientName, email: invoice.clientEmail, address: invoice.clientAddress },
    orderNumber: invoice.orderNumber,
    seller: settings.autoAddCompanyInfo
      ? {
          companyName: settings.companyName,
          address: settings.address,
          email: settings.email,
          phone: settings.phone,
          website: settings.website,
          taxId: settings.taxId,
        }
      : null,
    color: settings.invoiceColor,
    logo,
    mentions,
  } satisfies Partial<InvoicePdfData>;
  return { header, settings };
}

/** The days between issue and due date (the terms this invoice gave), else the settings' terms. */
function termsOf(invoice: InvoiceDetail, fallback: number): number {
  if (!invoice.issueDate) return fallback;
  const days = (Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)) / 86_400_000;
  return Number.isFinite(days) ? Math.max(0, Math.round(days)) : fallback;
}

/** An amount of tax split between an invoice's taxes in proportion to their rates. */
function shareOfTaxes(taxMinor: number, taxes: InvoiceDetail['taxes']) {
  if (taxes.length === 0) return taxMinor === 0 ? [] : undefined;
  return splitTax(taxMinor, taxes);
}
