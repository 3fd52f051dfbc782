import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ParsedPdf {
  pages: number;
  /** Each page's text runs, in reading order, joined by newlines. */
  text: string;
  /** Fill colours used, as '#rrggbb'. */
  fillColors: Set<string>;
  /** How many raster images are drawn. */
  images: number;
  title: string | null;
}

/** Reads a PDF back the way a viewer does (pdf.js), for tests and the bench. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const texts: string[] = [];
  const fillColors = new Set<string>();
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn === OPS.setFillRGBColor) {
        const arg = ops.argsArray[i] as unknown[];
        const value = arg[0];
        if (typeof value === 'string') fillColors.add(value.toLowerCase());
        else if (arg.length >= 3) {
          fillColors.add(
            `#${(arg as number[])
              .slice(0, 3)
              .map((c) => Math.round(c).toString(16).padStart(2, '0'))
              .join('')}`,
          );
        }
      }
      if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) images++;
    });
  }
  const meta = await pdf.getMetadata();
  const title = (meta.info as { Title?: string }).Title ?? null;
  await pdf.destroy();
  return { pages: pdf.numPages, text: texts.join('\n'), fillColors, images, title };
}

export interface PathBox {
  page: number;
  /** How the path is painted: 'fill', 'stroke', 'fillStroke'… (pdf.js's operator name). */
  paint: string;
  /** Its bounding box on the page, in points, from the top left (as PDFKit draws). */
  x: number;
  y: number;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];
const paintNames = new Map(Object.entries(OPS).map(([name, id]) => [id as number, name]));

/**
 * Every painted path's bounding box in page space, with the transforms in force applied (save, restore,
 * cm): what a ruler would measure on the printed page at 100 %, in points.
 */
export async function pathBoxes(bytes: Uint8Array): Promise<PathBox[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const boxes: PathBox[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const height = page.view[3]!;
    const ops = await page.getOperatorList();
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = multiply(args as Matrix, ctm);
      else if (fn === OPS.constructPath) {
        const minMax = args[2] as ArrayLike<number> | null;
        if (!minMax) return;
        const corners = [
          apply(ctm, minMax[0]!, minMax[1]!),
          apply(ctm, minMax[2]!, minMax[3]!),
          apply(ctm, minMax[0]!, minMax[3]!),
          apply(ctm, minMax[2]!, minMax[1]!),
        ];
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => height - y);
        boxes.push({
          page: n,
          paint: paintNames.get(args[0] as number) ?? String(args[0]),
          x: Math.min(...xs),
          y: Math.min(...ys),
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        });
      }
    });
  }
  await pdf.destroy();
  return boxes;
}

/** A real PNG of one colour (what a logo upload carries), built by hand: signature, IHDR, IDAT, IEND. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export interface PdfImage {
  page: number;
  width: number;
  height: number;
  /** One grey level (0–255) per pixel, row by row. */
  luminance: Uint8ClampedArray;
}

/**
 * Every raster image a PDF draws, decoded by pdf.js as a viewer does and turned to grey levels (what a
 * scanner sees), for tests that read a bar code back.
 */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const out: PdfImage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const ops = await page.getOperatorList();
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const id = (ops.argsArray[i] as unknown[])[0] as string;
      const image = (await new Promise((resolve) => page.objs.get(id, resolve))) as {
        width: number;
        height: number;
        data: Uint8ClampedArray;
        kind: number;
      };
      const pixels = image.width * image.height;
      const channels = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 0;
      const luminance = new Uint8ClampedArray(pixels);
      for (let p = 0; p < pixels; p++) {
        if (channels === 0) {
          // 1 bit per pixel, rows padded to whole bytes.
          const rowBytes = (image.width + 7) >> 3;
          const x = p % image.width;
          const y = Math.floor(p / image.width);
          const bit = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
          luminance[p] = bit ? 255 : 0;
        } else {
          const o = p * channels;
          const grey = (image.data[o]! * 299 + image.data[o + 1]! * 587 + image.data[o + 2]! * 114) / 1000;
          // Over white paper: a transparent pixel shows the paper.
          const alpha = channels === 4 ? image.data[o + 3]! / 255 : 1;
          luminance[p] = grey * alpha + 255 * (1 - alpha);
        }
      }
      out.push({ page: n, width: image.width, height: image.height, luminance });
    }
  }
  await pdf.destroy();
  return out;
}

/** Reads a Code 128 or QR code in an image (ZXing's pure JavaScript port), or null when there is none. */
export function readBarcode(image: PdfImage): { format: 'code128' | 'qr'; text: string } | null {
  const zx = require('@zxing/library') as typeof import('@zxing/library');
  const hints = new Map<import('@zxing/library').DecodeHintType, unknown>([
    [zx.DecodeHintType.POSSIBLE_FORMATS, [zx.BarcodeFormat.CODE_128, zx.BarcodeFormat.QR_CODE]],
    [zx.DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new zx.MultiFormatReader();
  reader.setHints(hints);
  const source = new zx.RGBLuminanceSource(image.luminance, image.width, image.height);
  try {
    const result = reader.decode(new zx.BinaryBitmap(new zx.HybridBinarizer(source)));
    const format = result.getBarcodeFormat() === zx.BarcodeFormat.QR_CODE ? 'qr' : 'code128';
    return { format, text: result.getText() };
  } catch {
    return null;
  }
}
