/**
 * Factur-X (ADR 064): the invoice as UN/CEFACT Cross Industry Invoice XML, profile
 * EN 16931 (urn:cen.eu:en16931:2017), as embedded in the PDF/A-3 under the name `factur-x.xml`. Pure:
 * everything it writes is handed in; amounts in minor units are written as decimals of the currency.
 */

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** UNTDID 1001: commercial invoice, credit note, prepayment (deposit) invoice. */
export type FacturXTypeCode = '380' | '381' | '386';
/** UNCL 5305 VAT categories used here: standard rate, zero rated, exempt, not subject to VAT. */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

export interface FacturXParty {
  name: string;
  /** SIREN (France, scheme 0002) or another company number. */
  legalId?: { id: string; scheme?: string } | null;
  vatNumber?: string | null;
  email?: string | null;
  /** Free address lines (the first three are kept), postcode and city when known. */
  addressLines?: readonly string[];
  postcode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface FacturXLine {
  description: string;
  quantity: number;
  unitPriceMinor: number;
  netMinor: number;
  /**
   * The unit price was typed tax included (ADR 079): the CII's net price (BT-146) is then the line's net
   * ÷ its quantity, which may need more decimals than the currency has.
   */
  unitPriceIncludesTax?: boolean;
  category: VatCategory;
  rateBps: number;
}

export interface FacturXTax {
  category: VatCategory;
  rateBps: number;
  basisMinor: number;
  taxMinor: number;
  /** Required by EN 16931 for E and O: the mention the invoice prints ("TVA non applicable, art. 293 B du CGI"). */
  exemptionReason?: string | null;
}

export interface FacturXInvoice {
  typeCode: FacturXTypeCode;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate?: string | null;
  currency: string;
  /** The currency's minor unit digits. */
  digits: number;
  notes?: readonly string[];
  seller: FacturXParty;
  buyer: FacturXParty;
  orderNumber?: string | null;
  /** A credit note names the invoice it corrects. */
  precedingInvoice?: { number: string; issueDate: string | null } | null;
  lines: readonly FacturXLine[];
  taxes: readonly FacturXTax[];
  lineTotalMinor: number;
  taxBasisMinor: number;
  taxTotalMinor: number;
  grandTotalMinor: number;
  prepaidMinor: number;
  duePayableMinor: number;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Control characters are not allowed in XML 1.0.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** Minor units as a decimal of the currency: 453998, 2 → '4539.98'; -5, 2 → '-0.05'. */
export function decimalOf(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('amount must be whole minor units');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

/** Decimals of a net unit price worked out from a tax-included one (BT-146 allows more than the currency's). */
export const NET_PRICE_DECIMALS = 4;

/**
 * A net unit price as a decimal: `netMinor` ÷ `quantity`, rounded half up to NET_PRICE_DECIMALS decimals,
 * trailing zeros dropped down to the currency's digits: 8332 ÷ 3, 2 → '27.7733'; 1000 ÷ 4, 2 → '2.50'.
 */
export function netUnitPriceOf(netMinor: number, quantity: number, digits: number): string {
  if (!Number.isSafeInteger(netMinor) || !Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError('a net unit price needs whole minor units and a whole quantity ≥ 1');
  }
  const decimals = Math.max(digits, NET_PRICE_DECIMALS);
  const scale = 10n ** BigInt(decimals - digits);
  const numerator = BigInt(Math.abs(netMinor)) * scale;
  const q = BigInt(quantity);
  const scaled = (2n * numerator + q) / (2n * q);
  const sign = netMinor < 0 && scaled > 0n ? '-' : '';
  const whole = scaled / 10n ** BigInt(decimals);
  let fraction = String(scaled % 10n ** BigInt(decimals)).padStart(decimals, '0');
  while (fraction.length > digits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A percentage from basis points: 2000 → '20', 997.5 → '9.975', 550 → '5.5'. */
const percentOf = (bps: number) => String(Number((bps / 100).toFixed(4)));
const quantityOf = (q: number) => String(Number(q.toFixed(4)));
const date102 = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, '');

function el(name: string, content: string | null | undefined, attributes = ''): string {
  if (content === null || content === undefined || content === '') return '';
  return `<${name}${attributes}>${content}</${name}>`;
}
const text = (name: string, value: string | null | undefined, attributes = '') =>
  value ? el(name, escapeXml(value), attributes) : '';
const dateTime = (name: string, isoDate: string) =>
  `<${name}><udt:DateTimeString format="102">${date102(isoDate)}</udt:DateTimeString></${name}>`;

function party(tag: string, p: FacturXParty): string {
  const lines = (p.addressLines ?? []).map((l) => l.trim()).filter(Boolean);
  const address =
    text('ram:PostcodeCode', p.postcode) +
    text('ram:LineOne', lines[0]) +
    text('ram:LineTwo', lines[1]) +
    text('ram:LineThree', lines.slice(2).join(', ')) +
    text('ram:CityName', p.city) +
    text('ram:CountryID', p.countryCode.toUpperCase());
  return el(
    tag,
    text('ram:Name', p.name) +
      (p.legalId
        ? el(
            'ram:SpecifiedLegalOrganization',
            text(
              'ram:ID',
              p.legalId.id,
              p.legalId.scheme ? ` schemeID="${escapeXml(p.legalId.scheme)}"` : '',
            ),
          )
        : '') +
      el('ram:PostalTradeAddress', address) +
      (p.email ? el('ram:URIUniversalCommunication', text('ram:URIID', p.email, ' schemeID="EM"')) : '') +
      (p.vatNumber ? el('ram:SpecifiedTaxRegistration', text('ram:ID', p.vatNumber, ' schemeID="VA"')) : ''),
  );
}

/** The CII XML of an invoice or credit note, profile EN 16931. */
export function facturXml(invoice: FacturXInvoice): string {
  const d = (minor: number) => decimalOf(minor, invoice.digits);
  const lines = invoice.lines
    .map(
      (line, i) =>
        `<ram:IncludedSupplyChainTradeLineItem>` +
        el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(i + 1))) +
        el('ram:SpecifiedTradeProduct', text('ram:Name', line.description || '-')) +
        el(
          'ram:SpecifiedLineTradeAgreement',
          el(
            'ram:NetPriceProductTradePrice',
            el(
              'ram:ChargeAmount',
              line.unitPriceIncludesTax
                ? netUnitPriceOf(line.netMinor, line.quantity, invoice.digits)
                : d(line.unitPriceMinor),
            ),
          ),
        ) +
        el(
          'ram:SpecifiedLineTradeDelivery',
          el('ram:BilledQuantity', quantityOf(line.quantity), ' unitCode="C62"'),
        ) +
        el(
          'ram:SpecifiedLineTradeSettlement',
          el(
            'ram:ApplicableTradeTax',
            el('ram:TypeCode', 'VAT') +
              el('ram:CategoryCode', line.category) +
              (line.category === 'O' ? '' : el('ram:RateApplicablePercent', percentOf(line.rateBps))),
          ) +
            el(
              'ram:SpecifiedTradeSettlementLineMonetarySummation',
              el('ram:LineTotalAmount', d(line.netMinor)),
            ),
        ) +
        `</ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('');
  const taxes = invoice.taxes
    .map((tax) =>
      el(
        'ram:ApplicableTradeTax',
        el('ram:CalculatedAmount', d(tax.taxMinor)) +
          el('ram:TypeCode', 'VAT') +
          text('ram:ExemptionReason', tax.exemptionReason) +
          el('ram:BasisAmount', d(tax.basisMinor)) +
          el('ram:CategoryCode', tax.category) +
          (tax.category === 'O' ? '' : el('ram:RateApplicablePercent', percentOf(tax.rateBps))),
      ),
    )
    .join('');
  const notes = (invoice.notes ?? [])
    .filter((n) => n.trim())
    .map((n) => el('ram:IncludedNote', text('ram:Content', n)))
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"` +
    ` xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"` +
    ` xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"` +
    ` xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">` +
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE)),
    ) +
    el(
      'rsm:ExchangedDocument',
      text('ram:ID', invoice.number) +
        el('ram:TypeCode', invoice.typeCode) +
        dateTime('ram:IssueDateTime', invoice.issueDate) +
        notes,
    ) +
    `<rsm:SupplyChainTradeTransaction>` +
    lines +
    el(
      'ram:ApplicableHeaderTradeAgreement',
      party('ram:SellerTradeParty', invoice.seller) +
        party('ram:BuyerTradeParty', invoice.buyer) +
        (invoice.orderNumber
          ? el('ram:BuyerOrderReferencedDocument', text('ram:IssuerAssignedID', invoice.orderNumber))
          : ''),
    ) +
    `<ram:ApplicableHeaderTradeDelivery/>` +
    el(
      'ram:ApplicableHeaderTradeSettlement',
      el('ram:InvoiceCurrencyCode', escapeXml(invoice.currency)) +
        taxes +
        (invoice.dueDate
          ? el('ram:SpecifiedTradePaymentTerms', dateTime('ram:DueDateDateTime', invoice.dueDate))
          : '') +
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', d(invoice.lineTotalMinor)) +
            el('ram:TaxBasisTotalAmount', d(invoice.taxBasisMinor)) +
            el(
              'ram:TaxTotalAmount',
              d(invoice.taxTotalMinor),
              ` currencyID="${escapeXml(invoice.currency)}"`,
            ) +
            el('ram:GrandTotalAmount', d(invoice.grandTotalMinor)) +
            el('ram:TotalPrepaidAmount', d(invoice.prepaidMinor)) +
            el('ram:DuePayableAmount', d(invoice.duePayableMinor)),
        ) +
        (invoice.precedingInvoice
          ? el(
              'ram:InvoiceReferencedDocument',
              text('ram:IssuerAssignedID', invoice.precedingInvoice.number) +
                (invoice.precedingInvoice.issueDate
                  ? el(
                      'ram:FormattedIssueDateTime',
                      `<qdt:DateTimeString format="102">${date102(invoice.precedingInvoice.issueDate)}</qdt:DateTimeString>`,
                    )
                  : ''),
            )
          : ''),
    ) +
    `</rsm:SupplyChainTradeTransaction>` +
    `</rsm:CrossIndustryInvoice>\n`
  );
}

/** The XMP the PDF/A carries for Factur-X: the fx: properties and their PDF/A extension schema. */
export function facturXmp(conformanceLevel = 'EN 16931'): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `
        <rdf:Description xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#" rdf:about="">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
            <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}</rdf:Seq></pdfaSchema:property>
            </rdf:li></rdf:Bag></pdfaExtension:schemas>
        </rdf:Description>
        `;
}
