import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { code128Png } from '#api/lib/barcodes.ts';
import { type PdfLocale, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';

/**
 * A stock item's tag label: the small 'rat-tail' (dumbbell) jewellery tag, two flags joined by
 * the tail that wraps round the piece — the tag's Code 128 bar code and number on one flag, the name and
 * price on the other — or an A4 sheet of the same label repeated (3 × 10) for sheet printers. Sizes are
 * the common 68 × 13 mm dumbbell labels: flags of 22 mm, a tail of 24 mm between them.
 */

const MM = 72 / 25.4;
export const LABEL_FORMATS = ['tag', 'sheet'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export interface LabelPdfData {
  locale: PdfLocale;
  format: LabelFormat;
  tag: string;
  name: string;
  priceMinor: number;
  currency: string;
  metal: string | null;
}

const FLAG = 22 * MM;
const TAIL = 24 * MM;
const HEIGHT = 13 * MM;
const WIDTH = 2 * FLAG + TAIL;

function drawLabel(doc: PDFKit.PDFDocument, data: LabelPdfData, barcode: Buffer, x: number, y: number) {
  const currency: Currency = isCurrency(data.currency) ? data.currency : 'EUR';
  const pad = 1 * MM;
  doc.image(barcode, x + pad, y + pad, { fit: [FLAG - 2 * pad, HEIGHT * 0.62], align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(5.5)
    .fillColor('#000000')
    .text(toWinAnsi(data.tag), x, y + HEIGHT * 0.68, { width: FLAG, align: 'center', lineBreak: false });
  const right = x + FLAG + TAIL;
  doc
    .font('Helvetica-Bold')
    .fontSize(6.5)
    .text(toWinAnsi(formatMoney(data.priceMinor, currency, data.locale)), right + pad, y + pad, {
      width: FLAG - 2 * pad,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('Helvetica')
    .fontSize(4.5)
    .text(toWinAnsi([data.name, data.metal].filter(Boolean).join(' · ')), right + pad, y + 4.2 * MM, {
      width: FLAG - 2 * pad,
      height: HEIGHT - 5 * MM,
      align: 'center',
      ellipsis: true,
    });
}

export async function renderLabelPdf(data: LabelPdfData): Promise<Uint8Array> {
  const barcode = await code128Png(data.tag);
  const sheet = data.format === 'sheet';
  const { doc, done } = startPdf({
    margin: 0,
    size: sheet ? [595.28, 841.89] : [WIDTH, HEIGHT],
    title: `${data.tag} ${data.name}`,
  });
  if (!sheet) drawLabel(doc, data, barcode, 0, 0);
  else {
    // 3 columns × 10 rows, gaps between labels, centred on the page.
    const cols = 3;
    const rows = 10;
    const gapX = 4 * MM;
    const gapY = 12 * MM;
    const left = (595.28 - (cols * WIDTH + (cols - 1) * gapX)) / 2;
    const top = (841.89 - (rows * HEIGHT + (rows - 1) * gapY)) / 2;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++)
        drawLabel(doc, data, barcode, left + c * (WIDTH + gapX), top + r * (HEIGHT + gapY));
    }
  }
  doc.end();
  return done;
}
