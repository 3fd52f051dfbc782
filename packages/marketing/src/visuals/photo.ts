import sharp from 'sharp';

/**
 * Photos arrive as the stored WebP/AVIF renditions (or a data URL from the editor). Embedding a photo in
 * the SVG made resvg decode and resample it on every render (≈ 120 ms a frame), so a photo is decoded once
 * into raw pixels here and sharp lays it under each frame (see render.ts). The logo is small and stays
 * embedded in the SVG.
 */

export type ImageInput = Uint8Array | string;

const DATA_URL = /^data:([\w/+.-]+);base64,(.*)$/s;

export function bytesOf(input: ImageInput): Buffer {
  if (typeof input !== 'string') return Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const match = DATA_URL.exec(input);
  if (!match)
    throw new TypeError('an image is bytes or a base64 data URL (no remote URL: renders never fetch)');
  return Buffer.from(match[2] ?? '', 'base64');
}

/** The largest photo box of any frame (the story's 1080×1152): the photo is kept just big enough to cover it. */
export const PHOTO_COVER_EDGE = 1152;

export interface PreparedImage {
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

/** A decoded photo: upright, metadata gone, RGB pixels ready to be resized per frame. */
export interface PreparedPhoto {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
}

/** Any image sharp reads → raw RGB pixels whose shorter edge is `coverEdge` (never enlarged). */
export async function preparePhoto(input: ImageInput, coverEdge = PHOTO_COVER_EDGE): Promise<PreparedPhoto> {
  const { data, info } = await sharp(bytesOf(input))
    .rotate()
    .resize({ width: coverEdge, height: coverEdge, fit: 'outside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 3 };
}

/** The photo cropped to fill a box ('cover', centred), as raw RGB for sharp's composite. */
export async function coverPhoto(photo: PreparedPhoto, width: number, height: number): Promise<Buffer> {
  return sharp(photo.pixels, { raw: { width: photo.width, height: photo.height, channels: photo.channels } })
    .resize({ width, height, fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer();
}

/** A logo keeps its transparency, so it becomes a PNG. */
export async function prepareLogo(input: ImageInput, maxHeight = 160): Promise<PreparedImage> {
  const { data, info } = await sharp(bytesOf(input))
    .resize({ height: maxHeight, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return {
    dataUrl: `data:image/png;base64,${data.toString('base64')}`,
    width: info.width,
    height: info.height,
  };
}
