import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * PDF/A-3b (ADR 064): an archival PDF must embed its fonts, so the documents that are PDF/A (Factur-X
 * invoices) draw with Liberation Sans (metric-compatible with Helvetica, SIL OFL) registered under the
 * names 'Helvetica' and 'Helvetica-Bold', so the drawing code is the same. The fonts are vendored in
 * apps/api/vendor/fonts and copied by the build beside the bundle (dist/fonts).
 */
const CANDIDATES = [
  // From the sources (src/lib/pdf/pdfa.ts → apps/api/vendor/fonts).
  new URL('../../../vendor/fonts/', import.meta.url),
  // From the bundle (dist/server.js → dist/fonts).
  new URL('./fonts/', import.meta.url),
];

let fontsDir: string | undefined;
function fontsDirectory(): string {
  if (fontsDir) return fontsDir;
  const found = CANDIDATES.map((url) => fileURLToPath(url)).find((dir) =>
    existsSync(`${dir}LiberationSans-Regular.ttf`),
  );
  if (!found) throw new Error('The PDF/A fonts (vendor/fonts/LiberationSans-*.ttf) are missing');
  fontsDir = found;
  return found;
}

/**
 * Options for `new PDFDocument` that make it PDF/A-3b (output intent and XMP identification by PDFKit),
 * with the embedded font as the document's default (else PDFKit would open the standard Helvetica first).
 */
export function pdfa3bOptions() {
  return {
    subset: 'PDF/A-3b',
    pdfVersion: '1.7',
    tagged: false,
    font: `${fontsDirectory()}LiberationSans-Regular.ttf`,
  } as const;
}

/** Registers the embedded fonts under the standard names the drawings use. */
export function embedStandardFonts(doc: PDFKit.PDFDocument) {
  const dir = fontsDirectory();
  doc.registerFont('Helvetica', `${dir}LiberationSans-Regular.ttf`);
  doc.registerFont('Helvetica-Bold', `${dir}LiberationSans-Bold.ttf`);
  doc.font('Helvetica');
}
