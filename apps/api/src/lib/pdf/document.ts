/// <reference path="../../types/svg-to-pdfkit.d.ts" />
import type { Locale } from '@carat/domain/locale';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { embedStandardFonts, pdfa3bOptions } from './pdfa.ts';
import { toWinAnsi } from './win-ansi.ts';

/** The pieces every PDF of the API shares: an A4 page, its bytes, the business's logo. */
/** The one `Locale`, under the name the PDF drawings import it by. */
export type PdfLocale = Locale;

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfLogo {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A new document (A4 unless another size is named, as `[width, height]` in points; Helvetica, pages
 * buffered for numbering) and the promise of its bytes.
 */
export function startPdf(options: {
  margin: number;
  title: string;
  author?: string;
  subject?: string;
  size?: readonly [number, number];
  /** PDF/A-3b: embedded fonts, output intent, XMP identification (Factur-X invoices, ADR 064). */
  pdfa?: boolean;
}) {
  const doc = new PDFDocument({
    size: options.size ? [...options.size] : 'A4',
    margin: options.margin,
    bufferPages: true,
    ...(options.pdfa ? pdfa3bOptions() : {}),
    info: {
      Title: toWinAnsi(options.title),
      Author: toWinAnsi(options.author ?? ''),
      Subject: toWinAnsi(options.subject ?? ''),
    },
  });
  if (options.pdfa) embedStandardFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The logo (PNG, JPEG or SVG) fitted in a box from its top left corner; true when drawn. A logo the PDF
 * library cannot read leaves its place empty rather than failing the document.
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: PdfLogo,
  x: number,
  y: number,
  box: { width: number; height: number },
): boolean {
  try {
    if (logo.contentType === 'image/svg+xml') {
      SVGtoPDF(doc, new TextDecoder().decode(logo.bytes), x, y, {
        ...box,
        preserveAspectRatio: 'xMinYMin meet',
      });
    } else {
      doc.image(Buffer.from(logo.bytes), x, y, { fit: [box.width, box.height] });
    }
    return true;
  } catch {
    return false;
  }
}
