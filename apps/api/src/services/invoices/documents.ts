import { AppError } from '#api/lib/errors.ts';
import { invoicePdfFileName, renderInvoicePdf } from '#api/lib/pdf/invoice-pdf.ts';
import type { TenantScope } from '#api/scope.ts';
import { getInvoice, type InvoiceDetail } from './invoices.ts';
import { getInvoiceSettings, settingsLogo } from './settings.ts';

/**
 * An invoice's PDF (or its credit note's) from what is stored: the invoice as issued, the settings
 * (colour, details, logo from the file storage) as they are now.
 */
export async function invoicePdf(
  scope: TenantScope,
  options: { id: string; creditNote?: boolean; invoice?: InvoiceDetail },
) {
  const invoice = options.invoice ?? (await getInvoice(scope, options.id));
  if (options.creditNote && !invoice.creditNote) throw AppError.notFound('Credit note');
  const settings = await getInvoiceSettings(scope, invoice.locale);
  const logo = settings.autoAddLogo ? await settingsLogo(scope, settings) : null;
  const creditNote = options.creditNote ? invoice.creditNote : null;
  const bytes = await renderInvoicePdf({
    locale: invoice.locale,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    vatRateBps: invoice.vatRateBps,
    client: { name: invoice.clientName, email: invoice.clientEmail, address: invoice.clientAddress },
    lines: invoice.lines,
    subtotalMinor: invoice.subtotalMinor,
    vatMinor: invoice.vatMinor,
    totalMinor: invoice.totalMinor,
    depositsDeductedMinor: invoice.depositsDeductedMinor,
    notes: invoice.notes,
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
    bankDetails: settings.bankDetails,
    color: settings.invoiceColor,
    logo,
    creditNote: creditNote
      ? { number: creditNote.number, issueDate: creditNote.issueDate, reason: creditNote.reason }
      : null,
  });
  return { bytes, fileName: invoicePdfFileName(invoice.number, invoice.locale, creditNote?.number), invoice };
}
