import { intlLocale } from '@carat/domain/locale';
import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { code128Png, qrPng } from '#api/lib/barcodes.ts';
import { type PdfLocale, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';
import { markLabel, pieceLabel } from './labels.ts';

/**
 * The job envelope / claim ticket: the number with its bar code and QR code, the client, the
 * piece and its condition, the work asked, the due date, the declared value and the shop's terms. Sizes:
 * A6, and the envelopes DL and C6. Pure: everything it shows is handed in.
 */

/** Page sizes in PDF points (1/72 inch): A6 105 × 148 mm, DL 110 × 220 mm, C6 114 × 162 mm. */
export const TICKET_SIZES = {
  a6: [297.64, 419.53],
  dl: [311.81, 623.62],
  c6: [323.15, 459.21],
} as const satisfies Record<string, readonly [number, number]>;
export type TicketSize = keyof typeof TICKET_SIZES;

export interface TicketPdfData {
  locale: PdfLocale;
  size: TicketSize;
  number: string;
  createdAt: Date;
  shop: { name: string; address: string | null; phone: string | null; email: string | null };
  client: { name: string; phone: string | null; email: string | null } | null;
  piece: {
    type: string;
    metal?: string | null;
    stones?: string | null;
    marks: string[];
    description?: string | null;
  };
  conditionNotes: string | null;
  work: readonly { label: string; priceMinor: number }[];
  quoteMinor: number;
  paidMinor: number;
  balanceMinor: number;
  declaredValueMinor: number;
  currency: string;
  dueDate: string | null;
  express: boolean;
  estimateOnly: boolean;
  /** The shop's own terms (counter settings); null or absent: the default text in the ticket's language. */
  terms?: string | null;
}

const LABELS = {
  fr: {
    title: 'TICKET DE DÉPÔT',
    client: 'Client',
    piece: 'Pièce',
    condition: 'État',
    work: 'Travaux',
    quote: 'Devis',
    paid: 'Versé',
    balance: 'Reste dû',
    declared: 'Valeur déclarée',
    due: 'Prévu le',
    express: 'EXPRESS',
    estimate: 'Devis seulement',
    taken: 'Déposé le',
    terms:
      'Conditions : la pièce est rendue au porteur de ce ticket, contre signature et après règlement du solde. ' +
      'Les pièces non retirées dans les 12 mois suivant l’avis de mise à disposition peuvent être vendues pour couvrir les frais. ' +
      'La valeur déclarée est celle indiquée par le client ; elle limite notre responsabilité.',
  },
  en: {
    title: 'CLAIM TICKET',
    client: 'Client',
    piece: 'Piece',
    condition: 'Condition',
    work: 'Work',
    quote: 'Quote',
    paid: 'Paid',
    balance: 'Balance due',
    declared: 'Declared value',
    due: 'Due',
    express: 'EXPRESS',
    estimate: 'Estimate only',
    taken: 'Taken in',
    terms:
      'Terms: the piece is handed to the bearer of this ticket, against a signature and once the balance is paid. ' +
      'Pieces not collected within 12 months of the notice that they are ready may be sold to cover costs. ' +
      'The declared value is the client’s own; it limits our liability.',
  },
} as const;

function formatDate(date: string | Date, locale: PdfLocale) {
  const value = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(value);
}

export async function renderTicketPdf(data: TicketPdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const [width] = TICKET_SIZES[data.size];
  const margin = 18;
  const inner = width - 2 * margin;
  const currency: Currency = isCurrency(data.currency) ? data.currency : 'GBP';
  const money = (minor: number) => toWinAnsi(formatMoney(minor, currency, data.locale));
  const [barcode, qr] = await Promise.all([code128Png(data.number), qrPng(data.number)]);
  const { doc, done } = startPdf({
    margin,
    size: TICKET_SIZES[data.size],
    title: `${t.title} ${data.number}`,
    author: data.shop.name,
  });
  const w = (text: string) => toWinAnsi(text);

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#1a1a1a')
    .text(w(data.shop.name), margin, margin, {
      width: inner - 70,
    });
  doc.font('Helvetica').fontSize(7).fillColor('#6b6458');
  for (const line of [data.shop.address, data.shop.phone, data.shop.email]) {
    if (line) doc.text(w(line), { width: inner - 70 });
  }
  doc.image(qr, margin + inner - 62, margin, { fit: [62, 62] });

  let y = Math.max(doc.y, margin + 64) + 6;
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#6b6458').text(w(t.title), margin, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#1a1a1a')
    .text(w(data.number), margin, doc.y + 1);
  if (data.express || data.estimateOnly) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#b42318')
      .text(
        w(
          [data.express ? t.express : null, data.estimateOnly ? t.estimate : null]
            .filter(Boolean)
            .join(' · '),
        ),
      );
  }
  y = doc.y + 4;
  doc.image(barcode, margin, y, { fit: [inner, 40], align: 'center' });
  y += 46;

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#1a1a1a').text(w(label), margin, y, { width: 70 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(w(value), margin + 72, y, { width: inner - 72 });
    y = Math.max(doc.y, y + 10) + 2;
  };
  row(t.taken, formatDate(data.createdAt, data.locale));
  if (data.client) {
    row(t.client, [data.client.name, data.client.phone, data.client.email].filter(Boolean).join(' · '));
  }
  row(
    t.piece,
    [pieceLabel(data.locale, data.piece.type), data.piece.metal, data.piece.stones, data.piece.description]
      .filter(Boolean)
      .join(' · '),
  );
  const condition = [
    data.piece.marks.map((m) => markLabel(data.locale, m)).join(', '),
    data.conditionNotes ?? '',
  ]
    .filter((s) => s !== '')
    .join(' — ');
  if (condition) row(t.condition, condition);
  if (data.work.length > 0) {
    row(t.work, data.work.map((line) => `${line.label} ${money(line.priceMinor)}`).join('\n'));
  }
  row(t.quote, money(data.quoteMinor));
  if (data.paidMinor > 0) row(t.paid, money(data.paidMinor));
  row(t.balance, money(data.balanceMinor));
  row(t.declared, money(data.declaredValueMinor));
  if (data.dueDate) row(t.due, formatDate(data.dueDate, data.locale));

  doc
    .font('Helvetica')
    .fontSize(6)
    .fillColor('#6b6458')
    .text(w(data.terms ?? t.terms), margin, y + 4, { width: inner });
  doc.end();
  return done;
}
