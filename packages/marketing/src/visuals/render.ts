import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { formatPiecePrice } from '#lib/captions/prices.ts';
import { loadBrandFonts } from '#lib/visuals/fonts.ts';
import { FORMAT_SPECS, type FormatSpec, VISUAL_FORMATS, type VisualFormat } from '#lib/visuals/formats.ts';
import {
  coverPhoto,
  type ImageInput,
  type PreparedImage,
  type PreparedPhoto,
  prepareLogo,
  preparePhoto,
} from '#lib/visuals/photo.ts';
import {
  type BrandColors,
  buildTemplate,
  DEFAULT_BRAND_COLORS,
  markRect,
  panelRect,
  photoRect,
  type Rect,
  type TemplateBrand,
  type TemplateContent,
} from '#lib/visuals/template.ts';

export type ImageType = 'png' | 'jpeg';

export interface VisualPiece {
  readonly name: string;
  readonly priceMinor: number | null;
  readonly currency: Currency;
  /** The piece's photo (stored rendition bytes or a data URL); a render never fetches. */
  readonly photo?: ImageInput | PreparedPhoto | undefined;
}

export interface VisualBrand {
  readonly name: string;
  readonly colors?: Partial<BrandColors> | undefined;
  readonly logo?: ImageInput | PreparedImage | undefined;
}

export interface VisualRequest {
  readonly piece: VisualPiece;
  readonly brand: VisualBrand;
  readonly locale: Locale;
  /** Call to action on the button; defaults to 'Prendre rendez-vous' / 'Book a viewing'. */
  readonly cta?: string | undefined;
}

export interface RenderOptions {
  readonly type?: ImageType;
  /** Draws the safe zone over the frame: for the editor's preview, never for a download. */
  readonly safeZone?: boolean;
  /** JPEG quality, 1–100. */
  readonly quality?: number;
}

export interface RenderedVisual {
  readonly format: VisualFormat;
  readonly type: ImageType;
  readonly mime: 'image/png' | 'image/jpeg';
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

const DEFAULT_CTA: Readonly<Record<Locale, string>> = { fr: 'Prendre rendez-vous', en: 'Book a viewing' };
const PRICE_ON_REQUEST: Readonly<Record<Locale, string>> = { fr: 'Prix sur demande', en: 'Price on request' };

function isPreparedPhoto(value: ImageInput | PreparedPhoto): value is PreparedPhoto {
  return typeof value === 'object' && 'pixels' in value;
}

function isPreparedImage(value: ImageInput | PreparedImage): value is PreparedImage {
  return typeof value === 'object' && 'dataUrl' in value;
}

/** Brand and piece with their images decoded once, to render any number of formats from. */
export interface PreparedVisual {
  readonly brand: TemplateBrand;
  readonly content: TemplateContent;
}

export async function prepareVisual(request: VisualRequest): Promise<PreparedVisual> {
  const { piece, brand, locale } = request;
  const [photo, logo] = await Promise.all([
    piece.photo === undefined
      ? undefined
      : isPreparedPhoto(piece.photo)
        ? piece.photo
        : preparePhoto(piece.photo),
    brand.logo === undefined ? undefined : isPreparedImage(brand.logo) ? brand.logo : prepareLogo(brand.logo),
  ]);
  return {
    brand: { name: brand.name, colors: { ...DEFAULT_BRAND_COLORS, ...brand.colors }, logo },
    content: {
      name: piece.name,
      priceText:
        piece.priceMinor === null
          ? PRICE_ON_REQUEST[locale]
          : formatPiecePrice(piece.priceMinor, piece.currency, locale),
      cta: request.cta ?? DEFAULT_CTA[locale],
      photo,
    },
  };
}

/** The frame as SVG, text turned into paths by satori, the photo's box left transparent. */
export async function renderSvg(
  format: VisualFormat,
  prepared: PreparedVisual,
  options: Pick<RenderOptions, 'safeZone'> = {},
): Promise<string> {
  const spec = FORMAT_SPECS[format];
  const fonts = await loadBrandFonts();
  const tree = buildTemplate(format, prepared.brand, prepared.content, options);
  // satori's types ask for a ReactNode; a plain { type, props } tree is what React elements are at run time.
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: spec.width,
    height: spec.height,
    fonts,
  });
}

/** The frame as satori drew it, cut to `rect`: resvg then rasterises that rectangle only. */
function cropSvg(svg: string, { width, height }: FormatSpec, rect: Rect): string {
  const root = `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  if (!svg.startsWith(root)) throw new Error('satori no longer opens its SVG as render.ts expects');
  const { left, top } = rect;
  return `<svg width="${rect.width}" height="${rect.height}" viewBox="${left} ${top} ${rect.width} ${rect.height}"${svg.slice(root.length)}`;
}

function intersect(a: Rect, b: Rect): Rect | undefined {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const width = Math.min(a.left + a.width, b.left + b.width) - left;
  const height = Math.min(a.top + a.height, b.top + b.height) - top;
  return width > 0 && height > 0 ? { left, top, width, height } : undefined;
}

/**
 * What of the frame to rasterise. resvg's time goes mostly with the canvas's area, not with what is drawn
 * on it: over a photo, satori draws only the text panel and the mark, so those two rectangles are
 * rasterised and the photo's box (most of a frame, transparent) is skipped. The preview's veils and a
 * frame without a photo cover everything, so those are drawn whole.
 */
function frameRegions(format: VisualFormat, hasPhoto: boolean, safeZone: boolean): Rect[] {
  const { width, height } = FORMAT_SPECS[format];
  if (!hasPhoto || safeZone) return [{ left: 0, top: 0, width, height }];
  const markOverPhoto = intersect(markRect(format), photoRect(format));
  return markOverPhoto ? [panelRect(format), markOverPhoto] : [panelRect(format)];
}

/** Part of the frame, rasterised: resvg's premultiplied RGBA, `rect.width` pixels a row. */
interface FrameLayer {
  readonly rect: Rect;
  readonly pixels: Buffer;
}

/**
 * satori turns text into paths, so resvg needs no fonts: not loading the system's (its default) saves
 * ≈ 4 ms a call.
 */
const RESVG_OPTIONS = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;

function rasteriseFrame(format: VisualFormat, svg: string, regions: readonly Rect[]): Promise<FrameLayer[]> {
  const spec = FORMAT_SPECS[format];
  return Promise.all(
    regions.map(async (rect) => {
      // Off the main thread (libuv's pool): the next format's satori layout runs meanwhile.
      const image = await renderAsync(cropSvg(svg, spec, rect), RESVG_OPTIONS);
      return { rect, pixels: image.pixels };
    }),
  );
}

/**
 * The canvas as RGB: the photo in its box, the frame's layers over it ("over" with premultiplied alpha:
 * the layer's colour plus what its alpha lets through). Outside the box the frame is opaque (the text panel,
 * or the root without a photo, paints the brand background). Done here rather than by sharp's composite,
 * which turns the whole canvas to float and back: the layers are a fraction of the canvas, mostly opaque
 * pixels this loop copies and transparent ones it skips.
 */
function composeCanvas(
  width: number,
  height: number,
  photo: { readonly pixels: Buffer; readonly rect: Rect } | undefined,
  layers: readonly FrameLayer[],
): Buffer {
  const canvas = Buffer.alloc(width * height * 3);
  if (photo) {
    const { pixels, rect } = photo;
    const row = rect.width * 3;
    for (let y = 0; y < rect.height; y++)
      pixels.copy(canvas, ((rect.top + y) * width + rect.left) * 3, y * row, (y + 1) * row);
  }
  for (const { rect, pixels } of layers) {
    for (let y = 0; y < rect.height; y++) {
      let out = ((rect.top + y) * width + rect.left) * 3;
      const end = (y + 1) * rect.width * 4;
      for (let src = y * rect.width * 4; src < end; src += 4, out += 3) {
        const alpha = pixels[src + 3] as number;
        if (alpha === 0) continue;
        if (alpha === 255) {
          canvas[out] = pixels[src] as number;
          canvas[out + 1] = pixels[src + 1] as number;
          canvas[out + 2] = pixels[src + 2] as number;
        } else {
          const through = 255 - alpha;
          canvas[out] = ((pixels[src] as number) + ((canvas[out] as number) * through + 127) / 255) | 0;
          canvas[out + 1] =
            ((pixels[src + 1] as number) + ((canvas[out + 1] as number) * through + 127) / 255) | 0;
          canvas[out + 2] =
            ((pixels[src + 2] as number) + ((canvas[out + 2] as number) * through + 127) / 255) | 0;
        }
      }
    }
  }
  return canvas;
}

/**
 * Lossless, unfiltered, zlib level 2: within 0.5 % of level 6's bytes on a grainy photo, for less time
 * (zlib-ng's levels 2–6 differ little on photo noise). Adaptive filtering would make files a third smaller
 * but the encode ≈ 60 % slower; level 1 is faster still but 16 % larger.
 */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

/**
 * One format: satori lays out the frame, resvg rasterises what of it draws something (vectors only, which
 * is fast), the photo goes under it and sharp encodes PNG or JPEG. The frame sits on top, so the logo and
 * the safe-zone preview cover the photo as they should.
 */
export async function renderVisual(
  format: VisualFormat,
  prepared: PreparedVisual,
  options: RenderOptions = {},
): Promise<RenderedVisual> {
  const type = options.type ?? 'png';
  const { width, height } = FORMAT_SPECS[format];
  const box = photoRect(format);
  const hasPhoto = prepared.content.photo !== undefined;
  // The photo may still be decoding (renderAllFormats); its crop runs on sharp's pool beside the layout.
  const cover = hasPhoto
    ? Promise.resolve(prepared.content.photo).then((photo) =>
        photo ? coverPhoto(photo, box.width, box.height) : undefined,
      )
    : undefined;
  cover?.catch(() => undefined); // awaited below; a layout failing first must not leave it unhandled
  const svg = await renderSvg(format, prepared, options);
  const regions = frameRegions(format, hasPhoto, options.safeZone ?? false);
  const [layers, photo] = await Promise.all([rasteriseFrame(format, svg, regions), cover]);
  const canvas = composeCanvas(width, height, photo ? { pixels: photo, rect: box } : undefined, layers);
  const image = sharp(canvas, { raw: { width, height, channels: 3 } });
  const bytes =
    type === 'png'
      ? await image.png(PNG_OPTIONS).toBuffer()
      : await image.jpeg({ quality: options.quality ?? 88 }).toBuffer();
  return { format, type, mime: type === 'png' ? 'image/png' : 'image/jpeg', width, height, bytes };
}

/** The story's encode is the longest: started first, it does not finish alone after the others. */
const LARGEST_FIRST = [...VISUAL_FORMATS].sort(
  (a, b) => FORMAT_SPECS[b].width * FORMAT_SPECS[b].height - FORMAT_SPECS[a].width * FORMAT_SPECS[a].height,
);

/**
 * Every format for one piece. The photo decodes on sharp's pool while satori lays out the frames (only its
 * presence matters to the layout), and the four formats render side by side.
 */
export async function renderAllFormats(
  request: VisualRequest,
  options: RenderOptions = {},
): Promise<Record<VisualFormat, RenderedVisual>> {
  const { photo, ...piece } = request.piece;
  const decoding = photo === undefined || isPreparedPhoto(photo) ? photo : preparePhoto(photo);
  // Awaited by each format; a failed decode must not surface as unhandled if a layout fails first.
  if (decoding instanceof Promise) decoding.catch(() => undefined);
  const framed = await prepareVisual({ ...request, piece });
  const prepared: PreparedVisual = { ...framed, content: { ...framed.content, photo: decoding } };
  const rendered = await Promise.all(LARGEST_FIRST.map((format) => renderVisual(format, prepared, options)));
  return Object.fromEntries(
    VISUAL_FORMATS.map((format) => [format, rendered.find((visual) => visual.format === format)]),
  ) as Record<VisualFormat, RenderedVisual>;
}
