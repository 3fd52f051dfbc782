import { intlLocale } from '@carat/domain/locale';
import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { formatTaxRate, taxLabel } from '@carat/domain/taxes';
import { type PdfLocale, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';

/**
 * The sale's receipt: lines, the sale's discount, the total with the tax inside it, payments and
 * the change given, the old gold taken in with its buy-in slip for the client to sign, and the credit notes
 * of any return. A4 for email, or the 80 mm thermal roll (72 mm printable). Pure: everything it shows is
 * handed in.
 */

/** 80 mm paper in points (72 mm printed: 4 mm margins). */
const MM = 72 / 25.4;
export const RECEIPT_FORMATS = ['a4', '80mm'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];

export interface ReceiptPdfData {
  locale: PdfLocale;
  format: ReceiptFormat;
  number: string;
  createdAt: Date;
  timeZone: string;
  shop: { name: string; address: string | null; phone: string | null; email: string | null };
  client: { name: string } | null;
  currency: string;
  lines: readonly {
    description: string;
    quantity: number;
    unitPriceMinor: number;
    discountMinor: number;
    totalMinor: number;
    /** A gift card sold on the line: its code, printed for the client (ADR 077). */
    giftCardCode?: string | null;
    /** The line topped up a card the client brought (ADR 089): its description names the last four only. */
    giftCardTopUp?: boolean;
  }[];
  linesTotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  taxes: readonly { code: string; rateBps: number; taxMinor: number }[];
  payments: readonly {
    method: string;
    amountMinor: number;
    tenderedMinor: number | null;
    weightGrams: number | null;
    fineness: number | null;
    buyRateMinorPerGram: number | null;
    giftCardLast4?: string | null;
  }[];
  changeMinor: number;
  creditNotes: readonly { number: string; totalMinor: number; createdAt: Date }[];
}

const LABELS = {
  fr: {
    title: 'TICKET DE CAISSE',
    client: 'Client',
    date: 'Date',
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total TTC',
    taxIncluded: 'dont',
    payments: 'Règlements',
    change: 'Rendu monnaie',
    tendered: 'reçu',
    methods: {
      card: 'Carte',
      cash: 'Espèces',
      transfer: 'Virement',
      credit: 'Avoir client',
      'old-gold': 'Or repris',
      'gift-card': 'Carte cadeau',
    } as Record<string, string>,
    giftCardCode: 'Code de la carte :',
    slip: 'BON DE RACHAT D’OR',
    slipText:
      'Je soussigné(e) certifie être propriétaire des objets en or ci-dessus et les cède au prix indiqué, ' +
      'déduit de mon achat.',
    weight: 'Poids',
    fineness: 'Titre',
    rate: 'Cours d’achat (or fin / g)',
    value: 'Valeur',
    signature: 'Signature du client',
    creditNotes: 'Avoirs (retours)',
    thanks: 'Merci de votre visite',
  },
  en: {
    title: 'RECEIPT',
    client: 'Client',
    date: 'Date',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    taxIncluded: 'incl.',
    payments: 'Payments',
    change: 'Change given',
    tendered: 'tendered',
    methods: {
      card: 'Card',
      cash: 'Cash',
      transfer: 'Transfer',
      credit: 'Store credit',
      'old-gold': 'Old gold',
      'gift-card': 'Gift card',
    } as Record<string, string>,
    giftCardCode: 'Card code:',
    slip: 'OLD GOLD BUY-IN SLIP',
    slipText:
      'I certify that I own the gold items above and sell them at the price shown, deducted from my purchase.',
    weight: 'Weight',
    fineness: 'Fineness',
    rate: 'Buy rate (fine gold / g)',
    value: 'Value',
    signature: 'Client’s signature',
    creditNotes: 'Credit notes (returns)',
    thanks: 'Thank you for your visit',
  },
} as const;

/** A rough height for the thermal roll: one page as long as the receipt. */
function rollHeight(data: ReceiptPdfData): number {
  const gold = data.payments.filter((p) => p.method === 'old-gold').length;
  return (
    230 +
    data.lines.length * 30 +
    data.payments.length * 14 +
    data.taxes.length * 12 +
    gold * 150 +
    data.creditNotes.length * 14
  );
}

/**
 * The frame a counter ticket is drawn in (the receipt, the Z report): the page (the 80 mm roll at the
 * height given, or A4), the shop's heading, the title and date, and the two shapes every line takes — a
 * rule across, and a label with its amount on the right.
 */
export function startTicket(options: {
  locale: PdfLocale;
  format: ReceiptFormat;
  /** The roll's height in points (A4 ignores it). */
  rollHeight: number;
  title: string;
  currency: string;
  shop: ReceiptPdfData['shop'];
  /** Lines under the title ('Date : …'). */
  subtitle: readonly string[];
}) {
  const roll = options.format === '80mm';
  const size: [number, number] = roll ? [80 * MM, options.rollHeight] : [595.28, 841.89];
  const margin = roll ? 4 * MM : 48;
  const inner = size[0] - 2 * margin;
  const fs = roll ? 7.5 : 10;
  const currency: Currency = isCurrency(options.currency) ? options.currency : 'EUR';
  const money = (minor: number) => toWinAnsi(formatMoney(minor, currency, options.locale));
  const w = (text: string) => toWinAnsi(text);
  const { doc, done } = startPdf({ margin, size, title: options.title, author: options.shop.name });

  doc
    .font('Helvetica-Bold')
    .fontSize(fs + 3)
    .fillColor('#1a1a1a')
    .text(w(options.shop.name), margin, margin, {
      width: inner,
      align: roll ? 'center' : 'left',
    });
  doc
    .font('Helvetica')
    .fontSize(fs - 1)
    .fillColor('#444444');
  for (const line of [options.shop.address, options.shop.phone, options.shop.email]) {
    if (line) doc.text(w(line), { width: inner, align: roll ? 'center' : 'left' });
  }
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(fs + 1)
    .fillColor('#1a1a1a')
    .text(w(options.title), { width: inner });
  doc.font('Helvetica').fontSize(fs);
  for (const line of options.subtitle) doc.text(w(line), { width: inner });
  doc.moveDown(0.5);

  const rule = () => {
    const y = doc.y + 2;
    doc
      .moveTo(margin, y)
      .lineTo(margin + inner, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y = y + 4;
  };
  /** A label on the left and an amount on the right, on one line. */
  const pair = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? fs + 1 : fs);
    doc.text(w(label), margin, y, { width: inner * 0.62 });
    const after = doc.y;
    doc.text(amount, margin + inner * 0.62, y, { width: inner * 0.38, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  /** A bold section heading. */
  const heading = (text: string) => {
    doc.font('Helvetica-Bold').fontSize(fs).text(w(text), margin, doc.y, { width: inner });
  };
  return { doc, done, roll, margin, inner, fs, money, w, rule, pair, heading };
}

/** A date and time in the business's zone, as the tickets print it. */
export const ticketDateTime = (date: Date, locale: PdfLocale, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );

export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const when = ticketDateTime(data.createdAt, data.locale, data.timeZone);
  const { doc, done, roll, margin, inner, fs, money, w, rule, pair } = startTicket({
    locale: data.locale,
    format: data.format,
    rollHeight: rollHeight(data),
    title: `${t.title} ${data.number}`,
    currency: data.currency,
    shop: data.shop,
    subtitle: [`${t.date} : ${when}`, ...(data.client ? [`${t.client} : ${data.client.name}`] : [])],
  });

  rule();
  for (const line of data.lines) {
    pair(
      line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description,
      money(line.totalMinor),
    );
    if (line.quantity > 1 || line.discountMinor > 0) {
      doc
        .font('Helvetica')
        .fontSize(fs - 1)
        .fillColor('#555555');
      const detail = [
        line.quantity > 1 ? `${line.quantity} × ${money(line.unitPriceMinor)}` : money(line.unitPriceMinor),
        line.discountMinor > 0 ? `${t.discount} -${money(line.discountMinor)}` : null,
      ].filter(Boolean);
      doc.text(w(detail.join('  ')), margin + 8, doc.y, { width: inner - 8 });
      doc.fillColor('#1a1a1a');
    }
    if (line.giftCardCode && !line.giftCardTopUp) {
      doc.font('Helvetica-Bold').fontSize(fs);
      doc.text(w(`${t.giftCardCode} ${line.giftCardCode}`), margin + 8, doc.y, { width: inner - 8 });
    }
  }
  rule();
  if (data.discountMinor > 0) {
    pair(t.subtotal, money(data.linesTotalMinor));
    pair(t.discount, `-${money(data.discountMinor)}`);
  }
  pair(t.total, money(data.totalMinor), true);
  for (const tax of data.taxes) {
    pair(
      `${t.taxIncluded} ${taxLabel(tax.code, data.locale)} ${formatTaxRate(tax.rateBps, data.locale)}`,
      money(tax.taxMinor),
    );
  }
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(fs).text(w(t.payments), margin, doc.y, { width: inner });
  for (const p of data.payments) {
    const label = t.methods[p.method] ?? p.method;
    pair(
      p.method === 'cash' && p.tenderedMinor !== null
        ? `${label} (${t.tendered} ${money(p.tenderedMinor)})`
        : p.giftCardLast4
          ? `${label} •••• ${p.giftCardLast4}`
          : label,
      money(p.amountMinor),
    );
  }
  if (data.changeMinor > 0) pair(t.change, money(data.changeMinor), true);

  for (const gold of data.payments.filter((p) => p.method === 'old-gold')) {
    doc.moveDown(0.8);
    rule();
    doc
      .font('Helvetica-Bold')
      .fontSize(fs + 1)
      .text(w(t.slip), margin, doc.y, { width: inner });
    doc.font('Helvetica').fontSize(fs);
    pair(
      t.weight,
      w(
        `${new Intl.NumberFormat(intlLocale(data.locale), { maximumFractionDigits: 3 }).format(gold.weightGrams ?? 0)} g`,
      ),
    );
    pair(t.fineness, `${gold.fineness ?? ''}/1000`);
    pair(t.rate, money(gold.buyRateMinorPerGram ?? 0));
    pair(t.value, money(gold.amountMinor), true);
    doc
      .font('Helvetica')
      .fontSize(fs - 1)
      .text(w(t.slipText), margin, doc.y + 2, { width: inner });
    doc.moveDown(0.6);
    doc
      .font('Helvetica')
      .fontSize(fs)
      .text(w(`${t.signature} :`), margin, doc.y, { width: inner });
    const y = doc.y + (roll ? 34 : 44);
    doc
      .moveTo(margin, y)
      .lineTo(margin + inner * (roll ? 1 : 0.5), y)
      .lineWidth(0.5)
      .strokeColor('#1a1a1a')
      .stroke();
    doc.y = y + 6;
  }

  if (data.creditNotes.length > 0) {
    doc.moveDown(0.6);
    rule();
    doc.font('Helvetica-Bold').fontSize(fs).text(w(t.creditNotes), margin, doc.y, { width: inner });
    for (const note of data.creditNotes) pair(note.number, `-${money(note.totalMinor)}`);
  }
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(fs - 1)
    .fillColor('#555555')
    .text(w(t.thanks), margin, doc.y, {
      width: inner,
      align: 'center',
    });
  doc.end();
  return done;
}
