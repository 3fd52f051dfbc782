import { type InvoicePdfData, renderInvoicePdf } from '#api/features/invoices/invoice-pdf.ts';

/**
 * A PDF without Factur-X (no structured data attached): an empty draft invoice to client 'X', due on
 * `dueDate`, rendered in `locale`.
 */
export function plainInvoicePdf(locale: InvoicePdfData['locale'], dueDate: string): Promise<Uint8Array> {
  return renderInvoicePdf({
    locale,
    kind: 'standard',
    status: 'draft',
    number: null,
    issueDate: null,
    dueDate,
    currency: 'EUR',
    vatRateBps: 0,
    client: { name: 'X', email: null, address: null },
    lines: [],
    subtotalMinor: 0,
    vatMinor: 0,
    totalMinor: 0,
    depositsDeductedMinor: 0,
    notes: null,
    orderNumber: null,
    seller: null,
    bankDetails: null,
    color: 'amber',
    logo: null,
  });
}
