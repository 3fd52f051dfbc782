import { XMLParser } from 'fast-xml-parser';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { AppError } from '#api/lib/errors.ts';
import { FACTUR_X_FILE_NAME } from './factur-x.ts';

/**
 * A received Factur-X read back (ADR 064): the `factur-x.xml` found among the PDF's
 * embedded files (also under its ZUGFeRD names), and its lines and totals as minor units of its currency.
 */

const XML_NAMES = new Set([
  FACTUR_X_FILE_NAME,
  'zugferd-invoice.xml',
  'xrechnung.xml',
  'ZUGFeRD-invoice.xml',
]);

const nameText = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

function embeddedIn(tree: PDFDict, found: Map<string, PDFDict>) {
  const names = tree.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (names) {
    for (let i = 0; i + 1 < names.size(); i += 2) {
      const name = nameText(names.lookup(i));
      const spec = names.lookup(i + 1);
      if (name && spec instanceof PDFDict) found.set(name, spec);
    }
  }
  const kids = tree.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; i < (kids?.size() ?? 0); i++) {
    const kid = kids!.lookup(i);
    if (kid instanceof PDFDict) embeddedIn(kid, found);
  }
}

/** The embedded XML's text, or null when the PDF carries none. Throws invalid_pdf when it is not a PDF. */
export async function extractFacturXml(bytes: Uint8Array): Promise<string | null> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new AppError('unsupported_file_type', 'The file is not a PDF that can be read', 422);
  }
  const specs = new Map<string, PDFDict>();
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (tree) embeddedIn(tree, specs);
  // Associated files (PDF/A-3) may be listed only in the catalogue's /AF.
  const af = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; i < (af?.size() ?? 0); i++) {
    const spec = af!.lookup(i);
    if (!(spec instanceof PDFDict)) continue;
    const name = nameText(spec.lookup(PDFName.of('UF'))) ?? nameText(spec.lookup(PDFName.of('F')));
    if (name && !specs.has(name)) specs.set(name, spec);
  }
  for (const [name, spec] of specs) {
    if (!XML_NAMES.has(name)) continue;
    const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
    const stream = ef?.lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) continue;
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return null;
}

export interface FacturXRead {
  number: string;
  typeCode: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  profile: string;
  seller: { name: string; vatNumber: string | null; legalId: string | null };
  buyer: { name: string; vatNumber: string | null };
  lines: { description: string; quantity: number; unitPriceMinor: number; netMinor: number }[];
  lineTotalMinor: number;
  taxBasisMinor: number;
  taxTotalMinor: number;
  grandTotalMinor: number;
  prepaidMinor: number;
  duePayableMinor: number;
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const textOf = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return textOf((value as Node)['#text']);
  return String(value);
};

/** A decimal amount ('4539.98') as minor units of a currency with `digits` decimals, exactly. */
export function minorOfDecimal(value: string | null, digits: number): number {
  if (value === null) return 0;
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new AppError('invalid_factur_x', `Not an amount: ${value}`, 422);
  const [, sign, whole, fraction = ''] = match;
  // Beyond the currency's digits (a unit price may carry 4), round half up.
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  let minor = Number(whole) * 10 ** digits + Number(kept || '0');
  if (Number(fraction[digits] ?? '0') >= 5) minor += 1;
  return sign ? -minor : minor;
}

const dateOf = (value: unknown) => {
  const raw = textOf(node(value).DateTimeString);
  return raw && /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : null;
};

/** The CII XML's lines and totals; refuses what is not a Cross Industry Invoice. */
export function parseFacturXml(xml: string, digitsOf: (currency: string) => number): FacturXRead {
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) =>
      ['IncludedSupplyChainTradeLineItem', 'IncludedNote', 'ApplicableTradeTax'].includes(name),
  });
  let doc: Node;
  try {
    doc = node(parser.parse(xml));
  } catch {
    throw new AppError('invalid_factur_x', 'The embedded XML cannot be read', 422);
  }
  const root = node(doc.CrossIndustryInvoice);
  if (!doc.CrossIndustryInvoice) throw new AppError('invalid_factur_x', 'Not a Cross Industry Invoice', 422);
  const context = node(root.ExchangedDocumentContext);
  const exchanged = node(root.ExchangedDocument);
  const transaction = node(root.SupplyChainTradeTransaction);
  const agreement = node(transaction.ApplicableHeaderTradeAgreement);
  const settlement = node(transaction.ApplicableHeaderTradeSettlement);
  const sums = node(settlement.SpecifiedTradeSettlementHeaderMonetarySummation);
  const currency = textOf(settlement.InvoiceCurrencyCode) ?? 'EUR';
  const digits = digitsOf(currency);
  const amount = (value: unknown) => minorOfDecimal(textOf(value), digits);
  const partyOf = (value: unknown) => {
    const p = node(value);
    return {
      name: textOf(p.Name) ?? '',
      vatNumber: textOf(node(p.SpecifiedTaxRegistration).ID),
      legalId: textOf(node(p.SpecifiedLegalOrganization).ID),
    };
  };
  const seller = partyOf(agreement.SellerTradeParty);
  const buyer = partyOf(agreement.BuyerTradeParty);
  const items = (transaction.IncludedSupplyChainTradeLineItem as unknown[] | undefined) ?? [];
  return {
    number: textOf(exchanged.ID) ?? '',
    typeCode: textOf(exchanged.TypeCode) ?? '',
    issueDate: dateOf(exchanged.IssueDateTime),
    dueDate: dateOf(node(settlement.SpecifiedTradePaymentTerms).DueDateDateTime),
    currency,
    profile: textOf(node(context.GuidelineSpecifiedDocumentContextParameter).ID) ?? '',
    seller,
    buyer: { name: buyer.name, vatNumber: buyer.vatNumber },
    lines: items.map((raw) => {
      const item = node(raw);
      return {
        description: textOf(node(item.SpecifiedTradeProduct).Name) ?? '',
        quantity: Number(textOf(node(item.SpecifiedLineTradeDelivery).BilledQuantity) ?? '0'),
        unitPriceMinor: amount(
          node(node(item.SpecifiedLineTradeAgreement).NetPriceProductTradePrice).ChargeAmount,
        ),
        netMinor: amount(
          node(node(item.SpecifiedLineTradeSettlement).SpecifiedTradeSettlementLineMonetarySummation)
            .LineTotalAmount,
        ),
      };
    }),
    lineTotalMinor: amount(sums.LineTotalAmount),
    taxBasisMinor: amount(sums.TaxBasisTotalAmount),
    taxTotalMinor: amount(sums.TaxTotalAmount),
    grandTotalMinor: amount(sums.GrandTotalAmount),
    prepaidMinor: amount(sums.TotalPrepaidAmount),
    duePayableMinor: amount(sums.DuePayableAmount),
  };
}

/** A received PDF's Factur-X: 422 no_factur_x when it carries none. */
export async function readFacturX(bytes: Uint8Array, digitsOf: (currency: string) => number) {
  const xml = await extractFacturXml(bytes);
  if (!xml) throw new AppError('no_factur_x', 'This PDF carries no Factur-X invoice (factur-x.xml)', 422);
  return parseFacturXml(xml, digitsOf);
}
