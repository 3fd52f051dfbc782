import { intlLocale } from '@carat/domain/locale';
import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { type PdfLocale, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';

/**
 * The memo document (ADR 067): the shop's heading, who holds the goods, the pieces with their agreed memo
 * prices, the due date and terms, and two signature lines, printed twice signed, one copy for each party.
 * Pure: everything it shows is handed in.
 */

export interface MemoPdfData {
  locale: PdfLocale;
  number: string;
  direction: 'in' | 'out';
  /** The day it was made, in the business's time zone. */
  createdOn: string;
  dueDate: string;
  counterparty: string;
  terms: string | null;
  currency: string;
  shop: { name: string; address: string | null; phone: string | null; email: string | null };
  items: readonly { tag: string; name: string; memoPriceMinor: number; outcome: string | null }[];
}

/** A calendar day (the business's), written in the document's language. */
function formatDate(date: string, locale: PdfLocale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const LABELS = {
  fr: {
    titleIn: 'BON DE DÉPÔT — MARCHANDISE REÇUE EN CONFIÉ',
    titleOut: 'BON DE CONFIÉ — MARCHANDISE REMISE EN DÉPÔT',
    supplier: 'Déposant (fournisseur)',
    holder: 'Dépositaire',
    date: 'Date',
    due: 'À retourner ou régler avant le',
    tag: 'Étiquette',
    piece: 'Pièce',
    price: 'Prix convenu',
    total: 'Valeur totale confiée',
    terms: 'Conditions',
    defaultTerms:
      'Les pièces restent la propriété du déposant jusqu’à leur paiement. Le dépositaire en a la garde et ' +
      'la responsabilité jusqu’à leur retour ou leur règlement au prix convenu.',
    outcome: { returned: 'rendue', bought: 'achetée', sold: 'vendue' } as Record<string, string>,
    signShop: 'Pour la boutique',
    signOther: 'Pour le dépositaire / déposant',
  },
  en: {
    titleIn: 'MEMO — GOODS RECEIVED ON CONSIGNMENT',
    titleOut: 'MEMO — GOODS SENT OUT ON CONSIGNMENT',
    supplier: 'Consignor (supplier)',
    holder: 'Consignee',
    date: 'Date',
    due: 'To be returned or paid by',
    tag: 'Tag',
    piece: 'Piece',
    price: 'Memo price',
    total: 'Total value on memo',
    terms: 'Terms',
    defaultTerms:
      'The pieces remain the property of the consignor until paid for. The consignee keeps them in its ' +
      'care and is responsible for them until they are returned or paid at the memo price.',
    outcome: { returned: 'returned', bought: 'bought', sold: 'sold' } as Record<string, string>,
    signShop: 'For the shop',
    signOther: 'For the consignee / consignor',
  },
} as const;

export async function renderMemoPdf(data: MemoPdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const currency: Currency = isCurrency(data.currency) ? data.currency : 'EUR';
  const money = (minor: number) => toWinAnsi(formatMoney(minor, currency, data.locale));
  const { doc, done } = startPdf({
    margin: 50,
    title: `${data.number} ${data.counterparty}`,
    author: data.shop.name,
  });
  const left = 50;
  const width = doc.page.width - 100;

  doc.font('Helvetica-Bold').fontSize(14).text(toWinAnsi(data.shop.name), left, 50, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of [data.shop.address, data.shop.phone, data.shop.email]) {
    if (line) doc.text(toWinAnsi(line), { width });
  }
  doc.moveDown(1.2);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(toWinAnsi(data.direction === 'in' ? t.titleIn : t.titleOut), { width });
  doc.font('Helvetica').fontSize(10).text(toWinAnsi(data.number), { width });
  doc.moveDown(0.6);
  const row = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${toWinAnsi(label)} : `, { continued: true })
      .font('Helvetica')
      .text(toWinAnsi(value));
  // In: the supplier consigns to the shop; out: the shop consigns to the other party.
  row(data.direction === 'in' ? t.supplier : t.holder, data.counterparty);
  if (data.direction === 'in') row(t.holder, data.shop.name);
  else row(t.supplier, data.shop.name);
  row(t.date, formatDate(data.createdOn, data.locale));
  row(t.due, formatDate(data.dueDate, data.locale));
  doc.moveDown(0.8);

  const cols = [left, left + 90, left + width - 110];
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(toWinAnsi(t.tag), cols[0]!, header);
  doc.text(toWinAnsi(t.piece), cols[1]!, header);
  doc.text(toWinAnsi(t.price), cols[2]!, header, { width: 110, align: 'right' });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.font('Helvetica').fontSize(9);
  let total = 0;
  for (const item of data.items) {
    total += item.memoPriceMinor;
    const y = doc.y + 6;
    if (y > doc.page.height - 200) doc.addPage();
    const at = doc.y + 6;
    doc.text(toWinAnsi(item.tag), cols[0]!, at, { width: 85 });
    const name = item.outcome ? `${item.name} (${t.outcome[item.outcome] ?? item.outcome})` : item.name;
    doc.text(toWinAnsi(name), cols[1]!, at, { width: cols[2]! - cols[1]! - 10 });
    const after = doc.y;
    doc.text(money(item.memoPriceMinor), cols[2]!, at, { width: 110, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke();
  const totalAt = doc.y + 10;
  doc.font('Helvetica-Bold').text(toWinAnsi(t.total), left, totalAt);
  doc.text(money(total), cols[2]!, totalAt, { width: 110, align: 'right' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').text(toWinAnsi(t.terms), left, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(toWinAnsi(data.terms ?? t.defaultTerms), { width });

  const signY = Math.max(doc.y + 40, doc.page.height - 150);
  const half = (width - 30) / 2;
  doc.fontSize(9);
  doc.text(toWinAnsi(t.signShop), left, signY, { width: half });
  doc.text(toWinAnsi(t.signOther), left + half + 30, signY, { width: half });
  doc
    .moveTo(left, signY + 60)
    .lineTo(left + half, signY + 60)
    .stroke();
  doc
    .moveTo(left + half + 30, signY + 60)
    .lineTo(left + width, signY + 60)
    .stroke();
  doc.end();
  return done;
}
