import { type Currency, formatMoney, INVOICE_COLORS, type InvoiceColor, isCurrency } from '@carat/domain';
import { intlLocale } from '@carat/domain/locale';
import { formatTaxRate, taxLabel } from '@carat/domain/taxes';
import { A4, drawLogo, type PdfLocale, type PdfLogo, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';
import { FACTUR_X_FILE_NAME, facturXmp } from './factur-x.ts';

/**
 * An invoice (or its credit note) as a real PDF, drawn with PDFKit and its standard Helvetica: A4, the
 * business's logo and details, the client, the lines, the totals with VAT, deposits deducted, notes and
 * bank details, in the chosen colour. Pure: everything it shows is handed in.
 */
export interface InvoicePdfData {
  locale: PdfLocale;
  kind: 'standard' | 'deposit' | 'final';
  status: 'draft' | 'sent' | 'paid' | 'void';
  number: string | null;
  issueDate: string | null;
  dueDate: string;
  currency: string;
  vatRateBps: number;
  client: { name: string; email: string | null; address: string | null };
  lines: readonly { description: string; quantity: number; unitPriceMinor: number; netMinor: number }[];
  /** The unit prices were typed tax included (ADR 079): the column says so; amounts stay before tax. */
  pricesIncludeTax?: boolean;
  subtotalMinor: number;
  vatMinor: number;
  /**
   * One row per tax (Quebec: 'TPS (5 %)' and 'TVQ (9,975 %)'); none for a business that is not registered.
   * Absent: one VAT row at vatRateBps (what every invoice printed before ADR 052).
   */
  taxes?: readonly { code: string; rateBps: number; taxMinor: number }[];
  totalMinor: number;
  depositsDeductedMinor: number;
  /**
   * The client's credit deducted (part of depositsDeductedMinor): one 'Acompte déduit' row per deposit
   * receipt, with its number. The rest of depositsDeductedMinor is the order's deposit invoices.
   */
  creditDeductions?: readonly { receiptNumber: string; amountMinor: number }[];
  notes: string | null;
  orderNumber: string | null;
  /** The business's details, when the settings add them (autoAddCompanyInfo). */
  seller: {
    companyName: string;
    address: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    taxId: string | null;
  } | null;
  bankDetails: string | null;
  /** The legal mentions of the seller's country (domain: invoiceMentions), at the foot of the invoice. */
  mentions?: readonly string[];
  color: InvoiceColor;
  /** The logo, when the settings add it (autoAddLogo) and one is uploaded. */
  logo: PdfLogo | null;
  /** Render the credit note that cancels this invoice instead. */
  creditNote?: { number: string; issueDate: string; reason: string | null; refund?: boolean } | null;
  /**
   * Factur-X (ADR 064): the document's CII XML, embedded as factur-x.xml in a PDF/A-3b (fonts embedded,
   * sRGB output intent, the fx: XMP). Absent: a plain PDF (drafts, which are not invoices yet).
   */
  facturX?: { xml: string; issuedAt: Date } | null;
}

const LABELS = {
  fr: {
    invoice: 'FACTURE',
    proForma: 'FACTURE PRO FORMA',
    deposit: "FACTURE D'ACOMPTE",
    creditNote: 'AVOIR',
    number: 'N°',
    draftNumber: "Brouillon : numéro attribué à l'émission",
    date: 'Date',
    dueDate: 'Échéance',
    order: 'Commande',
    billTo: 'Facturé à',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire HT',
    unitPriceInclusive: 'Prix unitaire TTC',
    amount: 'Montant HT',
    subtotal: 'Sous-total HT',
    tax: (name: string, rate: string) => `${name} (${rate})`,
    total: 'Total TTC',
    deducted: 'Acomptes déduits',
    balance: 'Reste à payer',
    credited: 'Montant crédité',
    cancels: (number: string) => `Annule la facture ${number}`,
    refunds: (number: string) => `Remboursement partiel de la facture ${number}`,
    creditDeducted: (number: string) => `Acompte déduit (${number})`,
    reason: 'Motif',
    notes: 'Notes',
    bank: 'Coordonnées bancaires',
    mentions: 'Mentions légales',
    taxId: 'N° TVA',
    paid: 'PAYÉE',
    void: 'ANNULÉE',
    page: (n: number, of: number) => `Page ${n} / ${of}`,
    colon: ' : ',
    proFormaFile: 'facture-pro-forma.pdf',
  },
  en: {
    invoice: 'INVOICE',
    proForma: 'PRO FORMA INVOICE',
    deposit: 'DEPOSIT INVOICE',
    creditNote: 'CREDIT NOTE',
    number: 'No.',
    draftNumber: 'Draft: numbered when issued',
    date: 'Date',
    dueDate: 'Due date',
    order: 'Order',
    billTo: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price (excl. VAT)',
    unitPriceInclusive: 'Unit price incl. tax',
    amount: 'Amount (excl. VAT)',
    subtotal: 'Subtotal (excl. VAT)',
    tax: (name: string, rate: string) => `${name} (${rate})`,
    total: 'Total (incl. VAT)',
    deducted: 'Deposits deducted',
    balance: 'Balance due',
    credited: 'Amount credited',
    cancels: (number: string) => `Cancels invoice ${number}`,
    refunds: (number: string) => `Partial refund of invoice ${number}`,
    creditDeducted: (number: string) => `Deposit deducted (${number})`,
    reason: 'Reason',
    notes: 'Notes',
    bank: 'Bank details',
    mentions: 'Legal information',
    taxId: 'VAT no.',
    paid: 'PAID',
    void: 'VOID',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    colon: ': ',
    proFormaFile: 'pro-forma-invoice.pdf',
  },
} as const;

const PAGE = { ...A4, margin: 50 };
const INK = '#1a1a1a';
const MUTED = '#6b6458';
const RULE = '#e5e0d6';

function formatDate(date: string, locale: PdfLocale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const currency: Currency = isCurrency(data.currency) ? data.currency : 'GBP';
  const money = (minor: number) => toWinAnsi(formatMoney(minor, currency, data.locale));
  const accent = INVOICE_COLORS[data.color] ?? INVOICE_COLORS.amber;
  const credit = data.creditNote ?? null;
  const title = credit
    ? t.creditNote
    : data.status === 'draft'
      ? t.proForma
      : data.kind === 'deposit'
        ? t.deposit
        : t.invoice;

  const { doc, done } = startPdf({
    margin: PAGE.margin,
    title: `${title} ${credit?.number ?? data.number ?? ''}`.trim(),
    author: data.seller?.companyName ?? '',
    subject: data.client.name,
    pdfa: Boolean(data.facturX),
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const text = (value: string) => toWinAnsi(value);

  // The band in the invoice's colour.
  doc.rect(0, 0, PAGE.width, 10).fill(accent);

  // Seller: logo, then details.
  let sellerY = 40;
  if (data.logo && drawLogo(doc, data.logo, left, sellerY, { width: 150, height: 60 })) sellerY += 70;
  if (data.seller) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(text(data.seller.companyName), left, sellerY, {
        width: 250,
      });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    const details = [
      data.seller.address,
      data.seller.email,
      data.seller.phone,
      data.seller.website,
      data.seller.taxId ? `${t.taxId} ${data.seller.taxId}` : null,
    ].filter((line): line is string => Boolean(line));
    for (const line of details) doc.text(text(line), { width: 250 });
  }
  const sellerBottom = doc.y;

  // Title, number and dates, on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(accent)
    .text(text(title), left + 260, 40, {
      width: width - 260,
      align: 'right',
    });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const facts: string[] = [];
  if (credit) {
    facts.push(
      `${t.number} ${credit.number}`,
      (credit.refund ? t.refunds : t.cancels)(data.number ?? ''),
      `${t.date}${t.colon}${formatDate(credit.issueDate, data.locale)}`,
    );
  } else {
    facts.push(data.number ? `${t.number} ${data.number}` : t.draftNumber);
    if (data.issueDate) facts.push(`${t.date}${t.colon}${formatDate(data.issueDate, data.locale)}`);
    facts.push(`${t.dueDate}${t.colon}${formatDate(data.dueDate, data.locale)}`);
  }
  if (data.orderNumber) facts.push(`${t.order} ${data.orderNumber}`);
  for (const fact of facts) {
    doc.text(text(fact), left + 260, doc.y + 2, {
      width: width - 260,
      align: 'right',
    });
  }
  const headerBottom = Math.max(sellerBottom, doc.y);

  // The client.
  let y = headerBottom + 24;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(accent).text(text(t.billTo.toUpperCase()), left, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(text(data.client.name), left, doc.y + 2, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [data.client.address, data.client.email]) if (line) doc.text(text(line), { width: 300 });
  if (credit?.reason) doc.text(text(`${t.reason} : ${credit.reason}`), { width: 300 });

  // The lines.
  y = doc.y + 24;
  const columns = [
    { label: t.description, x: left + 8, width: 250, align: 'left' as const },
    { label: t.quantity, x: left + 262, width: 40, align: 'right' as const },
    {
      label: data.pricesIncludeTax ? t.unitPriceInclusive : t.unitPrice,
      x: left + 306,
      width: 95,
      align: 'right' as const,
    },
    { label: t.amount, x: left + 405, width: width - 413, align: 'right' as const },
  ];
  const tableHeader = () => {
    doc.rect(left, y, width, 22).fill(accent);
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK);
    for (const column of columns) {
      doc.text(text(column.label), column.x, y + 7, {
        width: column.width,
        align: column.align,
        lineBreak: false,
      });
    }
    y += 28;
  };
  tableHeader();
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const line of data.lines) {
    const description = text(line.description);
    const height = Math.max(doc.heightOfString(description, { width: columns[0]!.width }), 12);
    if (y + height > PAGE.height - 140) {
      doc.addPage();
      y = PAGE.margin;
      tableHeader();
      doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    }
    doc.text(description, columns[0]!.x, y, { width: columns[0]!.width });
    doc.text(String(line.quantity), columns[1]!.x, y, { width: columns[1]!.width, align: 'right' });
    doc.text(money(line.unitPriceMinor), columns[2]!.x, y, { width: columns[2]!.width, align: 'right' });
    doc.text(money(line.netMinor), columns[3]!.x, y, { width: columns[3]!.width, align: 'right' });
    y += height + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  // The totals.
  const sign = credit ? -1 : 1;
  const taxes = data.taxes ?? [{ code: 'VAT', rateBps: data.vatRateBps, taxMinor: data.vatMinor }];
  const rows: [string, string, boolean][] = [
    [t.subtotal, money(sign * data.subtotalMinor), false],
    ...taxes.map((tax): [string, string, boolean] => [
      t.tax(taxLabel(tax.code, data.locale), formatTaxRate(tax.rateBps, data.locale)),
      money(sign * tax.taxMinor),
      false,
    ]),
    [t.total, money(sign * data.totalMinor), !data.depositsDeductedMinor && !credit],
  ];
  const creditRows = credit ? [] : (data.creditDeductions ?? []);
  const fromCredit = creditRows.reduce((sum, row) => sum + row.amountMinor, 0);
  if (data.depositsDeductedMinor - fromCredit > 0) {
    rows.push([t.deducted, money(-sign * (data.depositsDeductedMinor - fromCredit)), false]);
  }
  for (const row of creditRows) {
    rows.push([t.creditDeducted(row.receiptNumber), money(-row.amountMinor), false]);
  }
  if (credit) rows.push([t.credited, money(-(data.totalMinor - data.depositsDeductedMinor)), true]);
  else if (data.depositsDeductedMinor > 0) {
    rows.push([t.balance, money(data.totalMinor - data.depositsDeductedMinor), true]);
  }
  if (y + rows.length * 20 + 20 > PAGE.height - 100) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 6;
  const labelX = left + 260;
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc.rect(labelX - 8, y - 5, right - labelX + 8, 22).fill(accent);
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
    } else {
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    doc.text(text(label), labelX, y, { width: 150, lineBreak: false });
    doc.text(value, labelX + 150, y, { width: right - labelX - 158, align: 'right', lineBreak: false });
    y += strong ? 26 : 18;
  }

  // A stamp for a paid or voided invoice.
  if (!credit && (data.status === 'paid' || data.status === 'void')) {
    const stamp = data.status === 'paid' ? t.paid : t.void;
    doc.save();
    doc.rotate(-12, { origin: [left + 110, y - 40] });
    doc
      .font('Helvetica-Bold')
      .fontSize(26)
      .fillColor(data.status === 'paid' ? '#15803d' : '#b91c1c')
      .fillOpacity(0.75)
      .text(text(stamp), left + 20, y - 55, { width: 200, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  }

  // Notes and bank details.
  y += 16;
  doc.x = left;
  for (const [label, body] of [
    [t.notes, data.notes],
    [t.bank, data.bankDetails],
    [t.mentions, data.mentions?.length ? data.mentions.join('\n') : null],
  ] as const) {
    if (!body) continue;
    if (y > PAGE.height - 120) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.font('Helvetica-Bold').fontSize(9).fillColor(accent).text(text(label.toUpperCase()), left, y);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(text(body), left, doc.y + 2, { width });
    y = doc.y + 14;
  }

  // Page numbers, and the band at the foot of each page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.rect(0, PAGE.height - 6, PAGE.width, 6).fill(accent);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text(t.page(i - range.start + 1, range.count)), left, PAGE.height - 30, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  if (data.facturX) {
    // PDFKit writes `relationship` as the file spec's /AFRelationship (a name); its types omit it.
    const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
      name: FACTUR_X_FILE_NAME,
      type: 'text/xml',
      relationship: 'Alternative',
      description: 'Factur-X EN 16931',
      creationDate: data.facturX.issuedAt,
      modifiedDate: data.facturX.issuedAt,
    };
    doc.file(Buffer.from(data.facturX.xml, 'utf8'), attachment);
    doc.appendXML(facturXmp());
  }
  doc.end();
  return done;
}

/** The file name of an invoice's PDF: its number, or 'pro-forma' for a draft. */
export function invoicePdfFileName(
  number: string | null,
  locale: PdfLocale,
  creditNote?: string | null,
): string {
  if (creditNote) return `${creditNote}.pdf`;
  return number ? `${number}.pdf` : LABELS[locale].proFormaFile;
}
