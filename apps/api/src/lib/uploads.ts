import { createHash } from 'node:crypto';
import type { FileKind } from '@carat/db';
import { LOGO_MAX_BYTES } from '@carat/domain/invoice';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { PreparedDesignPhoto } from '#api/lib/design-photo.ts';
import { AppError } from '#api/lib/errors.ts';
import {
  PHOTO_MAX_BYTES,
  PhotoRejected,
  type ProcessedPhoto,
  processPhoto,
} from '#api/lib/image-pipeline.ts';
import { type ImageType, sniffImage, svgText, unsafeSvgReason } from '#api/lib/sniff.ts';

/**
 * An upload's image work, done before the request's transaction opens (ADR 045): decoding a
 * 9000 × 9000 PNG takes most of a second, and on the embedded database one open transaction holds every
 * other request. Pure: no database, no storage. What is stored is never the client's bytes:
 *
 * - a PNG or JPEG is decoded and encoded again (turned upright), so no EXIF, GPS position, camera or
 *   comment survives, whatever kind it is filed as;
 * - an SVG is drawn to a PNG by resvg (which runs nothing and fetches nothing), so no script, event
 *   handler, link or style an SVG filter might miss can reach a browser or a PDF.
 */

export const FILE_KINDS = ['logo', 'product', 'reference', 'showroom', 'repair', 'valuation'] as const;

/** What each kind accepts. Logos: the spec's hint, PNG, JPG or SVG up to 2 MB; photos may be larger. */
export const FILE_RULES: Readonly<Record<FileKind, { maxBytes: number; types: readonly ImageType[] }>> = {
  logo: { maxBytes: LOGO_MAX_BYTES, types: ['image/png', 'image/jpeg', 'image/svg+xml'] },
  product: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
  reference: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/svg+xml'] },
  // The showroom's banner, logo, collection covers and collaboration photos (public, like product photos).
  showroom: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
  // Photos taken at the counter (a phone's camera): a service job's or a valuation's; members only.
  repair: { maxBytes: 10 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
  valuation: { maxBytes: 10 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
};

const TYPE_LABELS: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/svg+xml': 'SVG',
};

/** 100 megapixels, as the catalogue's photos: larger is refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;
/** An SVG is drawn this many pixels on its longer side (a logo printed 5 cm wide is still ~800 dpi). */
const SVG_RASTER_SIDE = 1600;

/** A file ready to store: the bytes written (never the client's), their type, hash and size. */
export interface PreparedFile {
  kind: FileKind;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  sha256: string;
  /** What the client sent, in bytes (the stored file is usually smaller). */
  uploadedBytes: number;
}

function tooLarge(maxBytes: number) {
  return new AppError(
    'file_too_large',
    `The file is larger than ${maxBytes / 1024 / 1024} MB`,
    413,
    undefined,
    { maxBytes: String(maxBytes) },
  );
}

const unreadable = () => new AppError('invalid_value', 'The image cannot be read', 422);

/** A PNG or JPEG decoded and written again in its own format: upright, and without any metadata. */
async function reencode(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const out =
      type === 'image/png'
        ? await image.png({ compressionLevel: 6 }).toBuffer()
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return new Uint8Array(out);
  } catch (error) {
    if (/pixel limit/i.test(error instanceof Error ? error.message : '')) {
      throw new AppError('invalid_value', 'The image is too large', 422);
    }
    throw unreadable();
  }
}

/** An SVG drawn to a PNG, its longer side SVG_RASTER_SIDE pixels (off the event loop: renderAsync). */
async function rasterise(text: string): Promise<Uint8Array> {
  let size: { width: number; height: number };
  try {
    // Parsing only, to read the drawing's size (no fonts loaded: they do not change it).
    const parsed = new Resvg(text, { font: { loadSystemFonts: false }, logLevel: 'off' });
    size = { width: parsed.width, height: parsed.height };
  } catch {
    throw unreadable();
  }
  if (!(size.width > 0 && size.height > 0)) throw unreadable();
  const fitTo =
    size.width >= size.height
      ? ({ mode: 'width', value: SVG_RASTER_SIDE } as const)
      : ({ mode: 'height', value: SVG_RASTER_SIDE } as const);
  try {
    const rendered = await renderAsync(text, { fitTo, logLevel: 'off' });
    return new Uint8Array(rendered.asPng());
  } catch {
    throw unreadable();
  }
}

/**
 * Checks an upload against its kind's rules (size; the real type, sniffed from the bytes; an SVG that
 * plainly tries to run or reach something is refused with a reason) and prepares what is stored.
 */
export async function prepareFile(kind: FileKind, bytes: Uint8Array): Promise<PreparedFile> {
  const rule = FILE_RULES[kind];
  const allowed = rule.types.map((t) => TYPE_LABELS[t]).join(', ');
  if (bytes.byteLength === 0) throw new AppError('empty_file', 'The file is empty', 422);
  if (bytes.byteLength > rule.maxBytes) throw tooLarge(rule.maxBytes);
  const type = sniffImage(bytes);
  if (!type || !rule.types.includes(type)) {
    throw new AppError('unsupported_file_type', `Accepted: ${allowed}`, 415, undefined, {
      accepted: allowed,
    });
  }
  let stored: Uint8Array;
  let contentType: PreparedFile['contentType'];
  if (type === 'image/svg+xml') {
    const text = svgText(bytes) ?? '';
    // A clear refusal for what is plainly unsafe; whatever passes is drawn to pixels anyway.
    const reason = unsafeSvgReason(text);
    if (reason) throw new AppError('unsafe_svg', `This SVG is refused: it contains ${reason}`, 422);
    stored = await rasterise(text);
    contentType = 'image/png';
  } else {
    stored = await reencode(bytes, type);
    contentType = type;
  }
  return {
    kind,
    contentType,
    bytes: stored,
    sha256: createHash('sha256').update(stored).digest('hex'),
    uploadedBytes: bytes.byteLength,
  };
}

export type PreparedPhoto = ProcessedPhoto & { uploadedBytes: number };

/** An upload's image work, done before the request's transaction (middleware/uploads.ts). */
export type PreparedUpload =
  | { route: 'file'; file: PreparedFile }
  | { route: 'photo'; photo: PreparedPhoto }
  | { route: 'design-photo'; photo: PreparedDesignPhoto | null };

/** A catalogue photo, checked and written in its sizes (lib/image-pipeline.ts), refusals as AppErrors. */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  if (bytes.byteLength === 0) throw new AppError('empty_file', 'The file is empty', 422);
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw tooLarge(PHOTO_MAX_BYTES);
  try {
    return { ...(await processPhoto(bytes)), uploadedBytes: bytes.byteLength };
  } catch (error) {
    if (!(error instanceof PhotoRejected)) throw error;
    if (error.reason === 'not_a_photo') {
      throw new AppError('unsupported_file_type', 'Accepted: JPG, PNG, WebP', 415, undefined, {
        accepted: 'JPG, PNG, WebP',
      });
    }
    throw new AppError('invalid_value', error.message, 422);
  }
}

/**
 * A multipart form's `file` as a prepared photo: what the upload middleware prepared before the transaction
 * opened, else decoded here (a route the middleware did not recognise). No file: 422 on `file`.
 */
export async function preparedPhotoOf(
  form: Record<string, unknown>,
  prepared: PreparedUpload | undefined,
): Promise<PreparedPhoto> {
  const file = form.file;
  if (!(file instanceof File)) {
    throw AppError.validation({ file: 'A file is required (multipart field "file")' }, 'Invalid body');
  }
  return prepared?.route === 'photo'
    ? prepared.photo
    : preparePhoto(new Uint8Array(await file.arrayBuffer()));
}
