import type { RgbaImage } from '@carat/design';
import sharp from 'sharp';
import { AppError } from '#api/lib/errors.ts';
import { photoType } from '#api/lib/image-pipeline.ts';

/*
 * A photo (or a sketch) a design is made from (`POST /v1/designs`, multipart `photo`, ADR 070): its type
 * read from the bytes, decoded upright and no larger than the reader needs, and checked readable by the
 * offline reader, all before the request's transaction opens (as the other uploads, ADR 045). HEIC is
 * recognised; the server decodes it when its libvips can (prebuilt sharp reads AVIF-coded HEIF, not the
 * HEVC an iPhone writes) and otherwise answers 415 asking for a JPEG.
 */

export const DESIGN_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const DESIGN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type DesignPhotoType = (typeof DESIGN_PHOTO_TYPES)[number];
const ACCEPTED = 'JPG, PNG, WebP, HEIC';
/** The reader works at 320 px; 640 px leaves the model engine's decoding aside and costs little. */
const DECODED_SIDE = 640;
const MAX_INPUT_PIXELS = 100_000_000;

export interface PreparedDesignPhoto {
  readonly data: Uint8Array;
  readonly mediaType: DesignPhotoType;
  readonly pixels: RgbaImage;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

export function designPhotoType(bytes: Uint8Array): DesignPhotoType | null {
  const type = photoType(bytes);
  if (type) return type;
  if (bytes.length >= 12) {
    const box = String.fromCharCode(...bytes.subarray(4, 8));
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (box === 'ftyp' && HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}

export async function prepareDesignPhoto(bytes: Uint8Array): Promise<PreparedDesignPhoto> {
  if (bytes.byteLength === 0) throw new AppError('empty_file', 'The photo is empty', 422);
  if (bytes.byteLength > DESIGN_PHOTO_MAX_BYTES) {
    throw new AppError('file_too_large', 'The photo is larger than 15 MB', 413, undefined, {
      maxBytes: String(DESIGN_PHOTO_MAX_BYTES),
    });
  }
  const mediaType = designPhotoType(bytes);
  if (!mediaType) {
    throw new AppError('unsupported_file_type', `Accepted: ${ACCEPTED}`, 415, undefined, {
      accepted: ACCEPTED,
    });
  }
  let pixels: RgbaImage;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: DECODED_SIDE, height: DECODED_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { width: info.width, height: info.height, rgba: new Uint8Array(data) };
  } catch {
    if (mediaType === 'image/heic') {
      throw new AppError(
        'unsupported_file_type',
        'This HEIC photo cannot be decoded here: send it as JPEG',
        415,
        undefined,
        { accepted: 'JPG, PNG, WebP' },
      );
    }
    throw new AppError('photo_unreadable', 'The photo cannot be decoded', 422);
  }
  return { data: bytes, mediaType, pixels };
}
