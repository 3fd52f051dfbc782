declare module 'svg-to-pdfkit' {
  /** Draws SVG markup into a PDFKit document as vector paths. */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
}
