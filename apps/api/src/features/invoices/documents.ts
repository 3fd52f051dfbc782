import { invoiceMentions } from '@carat/domain/invoice-mentions';
import { isCurrency, minorDigitsOf } from '@carat/domain/money';
import { splitTax } from '@carat/domain/taxes';
import {
  type InvoicePdfData,
  invoicePdfFileName,
  renderInvoicePdf,
} from '#api/features/invoices/invoice-pdf.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { businessFacts } from './business.ts';
import { type FacturXTypeCode, facturXml, type VatCategory } from './factur-x.ts';
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
  const { header, settings, facts } = await documentHeader(scope, invoice);
  const creditNote = options.creditNote ? invoice.creditNote : null;
  const bytes = await renderInvoicePdf({
    ...header,
    pricesIncludeTax: invoice.pricesIncludeTax,
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
    facturX: facturXOf(invoice, facts, {
      typeCode: creditNote ? '381' : invoice.kind === 'deposit' ? '386' : '380',
      number: creditNote?.number ?? invoice.number,
      issueDate: creditNote?.issueDate ?? invoice.issueDate,
      precedingInvoice:
        creditNote && invoice.number ? { number: invoice.number, issueDate: invoice.issueDate } : null,
      lines: invoice.lines,
      pricesIncludeTax: invoice.pricesIncludeTax,
      subtotalMinor: invoice.subtotalMinor,
      vatMinor: invoice.vatMinor,
      totalMinor: invoice.totalMinor,
      prepaidMinor: creditNote ? 0 : invoice.depositsDeductedMinor,
      notes: creditNote ? [creditNote.reason ?? ''] : [invoice.notes ?? ''],
      taxes: invoice.taxes,
    }),
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
  const { header, facts } = await documentHeader(scope, invoice);
  const lines = [
    {
      description: REFUND_LINE[invoice.locale](invoice.number ?? ''),
      quantity: 1,
      unitPriceMinor: note.subtotalMinor,
      netMinor: note.subtotalMinor,
    },
  ];
  const bytes = await renderInvoicePdf({
    ...header,
    lines,
    facturX: facturXOf(invoice, facts, {
      typeCode: '381',
      number: note.number,
      issueDate: note.issueDate,
      precedingInvoice: invoice.number ? { number: invoice.number, issueDate: invoice.issueDate } : null,
      lines,
      subtotalMinor: note.subtotalMinor,
      vatMinor: note.vatMinor,
      totalMinor: note.totalMinor,
      prepaidMinor: 0,
      notes: [note.reason ?? ''],
      taxes: shareOfTaxes(note.vatMinor, invoice.taxes),
    }),
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
  return { header, settings, facts: { business, settings, mentions } };
}

type DocumentFacts = Awaited<ReturnType<typeof documentHeader>>['facts'];

/**
 * The document as Factur-X (ADR 064), or null for a draft (no number yet: a pro forma is not an invoice).
 * The seller is the business with its SIREN and VAT number (businesses.tax_registration); the buyer is
 * the client as the invoice names them, with the country and VAT number their record had when the invoice
 * was issued (ADR 088); without a country, their address is taken as the business's country.
 */
function facturXOf(
  invoice: InvoiceDetail,
  { business, settings, mentions }: DocumentFacts,
  doc: {
    typeCode: FacturXTypeCode;
    number: string | null;
    issueDate: string | null;
    precedingInvoice: { number: string; issueDate: string | null } | null;
    lines: readonly { description: string; quantity: number; unitPriceMinor: number; netMinor: number }[];
    /** The lines' unit prices are tax included: the XML's net prices come from their nets. */
    pricesIncludeTax?: boolean;
    subtotalMinor: number;
    vatMinor: number;
    totalMinor: number;
    prepaidMinor: number;
    notes: readonly string[];
    /** The document's tax by tax (Quebec: GST and QST); one breakdown each when there are several. */
    taxes?: readonly { code: string; rateBps: number; taxMinor: number }[];
  },
) {
  if (invoice.status === 'draft' || !doc.number || !doc.issueDate) return null;
  const currency = isCurrency(invoice.currency) ? invoice.currency : 'EUR';
  const country = (business.country ?? 'FR').toUpperCase();
  const registration = business.taxRegistration ?? {};
  const registered = registration.registered !== false;
  const category: VatCategory = doc.vatMinor > 0 || invoice.vatRateBps > 0 ? 'S' : registered ? 'Z' : 'E';
  const rateBps = category === 'S' ? invoice.vatRateBps : 0;
  // Two taxes on the same base (Quebec's GST and QST): one breakdown each, at its rate, on the whole base.
  // A line carries one rate in EN 16931, so it carries their sum (the tax it bears in all).
  const several = category === 'S' && (doc.taxes?.length ?? 0) > 1 ? doc.taxes! : null;
  const lineRateBps = several ? several.reduce((sum, tax) => sum + tax.rateBps, 0) : rateBps;
  const exemption =
    category === 'E'
      ? (mentions.find((m) => /293 B|not applicable|non applicable/i.test(m)) ?? 'VAT exempt')
      : null;
  const xml = facturXml({
    typeCode: doc.typeCode,
    number: doc.number,
    issueDate: doc.issueDate,
    dueDate: doc.typeCode === '381' ? null : invoice.dueDate,
    currency,
    digits: minorDigitsOf(currency),
    notes: [...doc.notes, ...mentions],
    seller: {
      name: settings.companyName || business.name,
      legalId: registration.siren
        ? { id: registration.siren.replace(/\s/g, ''), scheme: '0002' }
        : registration.companyNumber
          ? { id: registration.companyNumber }
          : null,
      vatNumber: (registration.vatNumber ?? business.vatNumber ?? null)?.replace(/\s/g, '') || null,
      email: settings.email ?? business.email,
      addressLines: (business.address ?? '').split('\n'),
      postcode: business.postalCode,
      city: business.city,
      countryCode: country,
    },
    buyer: {
      name: invoice.clientName,
      email: invoice.clientEmail,
      addressLines: (invoice.clientAddress ?? '').split('\n'),
      // As the client's record said when the invoice was issued; else the business's country.
      countryCode: (invoice.clientCountry ?? country).toUpperCase(),
      vatNumber: invoice.clientVatNumber,
    },
    orderNumber: invoice.orderNumber,
    precedingInvoice: doc.precedingInvoice,
    lines: doc.lines.map((line) => ({
      ...line,
      category,
      rateBps: lineRateBps,
      unitPriceIncludesTax: doc.pricesIncludeTax ?? false,
    })),
    taxes: several
      ? several.map((tax) => ({
          category,
          rateBps: tax.rateBps,
          basisMinor: doc.subtotalMinor,
          taxMinor: tax.taxMinor,
        }))
      : [
          {
            category,
            rateBps,
            basisMinor: doc.subtotalMinor,
            taxMinor: doc.vatMinor,
            exemptionReason: exemption,
          },
        ],
    lineTotalMinor: doc.lines.reduce((sum, line) => sum + line.netMinor, 0),
    taxBasisMinor: doc.subtotalMinor,
    taxTotalMinor: doc.vatMinor,
    grandTotalMinor: doc.totalMinor,
    prepaidMinor: doc.prepaidMinor,
    duePayableMinor: doc.totalMinor - doc.prepaidMinor,
  });
  return { xml, issuedAt: new Date(`${doc.issueDate}T12:00:00Z`) };
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
