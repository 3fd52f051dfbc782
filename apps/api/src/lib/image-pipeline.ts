import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { sniffImage } from '#api/lib/sniff.ts';

/**
 * A catalogue photo, from the jeweller's file to what the showroom serves: the real type read from the
 * bytes (JPEG, PNG or WebP; the name and the declared type are the client's word), turned upright from
 * its EXIF orientation, then written as WebP and AVIF at 400, 800 and 1600 px wide (never wider than the
 * photo itself). Nothing of the original's metadata (EXIF, GPS position, camera, ICC) survives: the sizes
 * are encoded from decoded pixels. Pure: no storage, no database (bench/image-pipeline times it).
 */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const PHOTO_FORMATS = ['webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** A phone's photo is 3–8 MB; a camera's full-size JPEG up to about 20. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** 100 megapixels: larger is refused before decoding (a small file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 100_000_000;

const CONTENT_TYPES: Record<PhotoFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export function photoContentType(format: PhotoFormat): string {
  return CONTENT_TYPES[format];
}

/** The photo's type from its bytes: JPEG and PNG by the files service's sniffer, WebP by its RIFF header. */
export function photoType(bytes: Uint8Array): PhotoType | null {
  const sniffed = sniffImage(bytes);
  if (sniffed === 'image/jpeg' || sniffed === 'image/png') return sniffed;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'not_a_photo' | 'too_many_pixels' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejected';
  }
}

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  type: PhotoType;
  /** The upright photo's size before resizing. */
  sourceWidth: number;
  sourceHeight: number;
  /** The largest size written. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** The widths written for a photo this wide: the standard ones below it, and its own width up to 1600. */
export function photoWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

// Low encoder efforts: files within about 5 % (WebP) and 10 % (AVIF) of the defaults' sizes, in a
// fraction of their time (AVIF's default effort takes tens of seconds for a 1600 px photo on two cores).
const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 2 }),
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 1 }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const type = photoType(bytes);
  if (!type) throw new PhotoRejected('not_a_photo', 'Accepted: JPG, PNG, WebP');
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new PhotoRejected('too_many_pixels', 'The photo is too large');
    throw new PhotoRejected('unreadable', 'The photo cannot be read');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new PhotoRejected('too_many_pixels', 'The photo is too large');
  }
  // Decoded once, upright, no wider than the largest size (JPEG shrinks while decoding), in sRGB; every
  // size is then encoded from these pixels, which carry no metadata at all.
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, options)
      .rotate()
      .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected('unreadable', 'The photo cannot be read');
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const upright = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = (upright ? metadata.height : metadata.width) ?? info.width;
  const sourceHeight = (upright ? metadata.width : metadata.height) ?? info.height;
  // One size after the other: on two cores, several encoders at once leave the event loop (and every
  // other request) waiting for a core; one at a time leaves it one (issue 28: /health under 50 ms).
  const variants: PhotoVariant[] = [];
  for (const width of photoWidths(info.width)) {
    for (const format of PHOTO_FORMATS) {
      const base = sharp(data, raw);
      const sized = width === info.width ? base : base.resize({ width });
      const { data: out, info: outInfo } = await ENCODE[format](sized).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: outInfo.width, height: outInfo.height, bytes: new Uint8Array(out) });
    }
  }
  return { type, sourceWidth, sourceHeight, width: info.width, height: info.height, variants };
}
