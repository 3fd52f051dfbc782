import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { formatPiecePrice } from '#lib/captions/prices.ts';
import { loadBrandFonts } from '#lib/visuals/fonts.ts';
import { FORMAT_SPECS, VISUAL_FORMATS, type VisualFormat } from '#lib/visuals/formats.ts';
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
  photoRect,
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

/**
 * One format: satori lays out the frame, resvg rasterises it (vectors only, which is fast), and sharp puts
 * the photo underneath and encodes PNG or JPEG. The frame sits on top, so the logo and the safe-zone
 * preview cover the photo as they should.
 */
export async function renderVisual(
  format: VisualFormat,
  prepared: PreparedVisual,
  options: RenderOptions = {},
): Promise<RenderedVisual> {
  const type = options.type ?? 'png';
  const { width, height } = FORMAT_SPECS[format];
  const { photo } = prepared.content;
  const box = photoRect(format);
  // The photo's crop (sharp, on libuv's pool) starts before the layout and runs beside it.
  const cover = photo ? coverPhoto(photo, box.width, box.height) : undefined;
  const svg = await renderSvg(format, prepared, options);
  // resvg off the main thread: the next format's satori layout runs meanwhile (renderAllFormats).
  const frame = await renderAsync(svg, { fitTo: { mode: 'original' } });
  const rawFrame = { raw: { width: frame.width, height: frame.height, channels: 4 as const } };
  let pixels = frame.pixels;
  if (cover) {
    const input = await cover;
    // 'dest-over' slips the photo under the frame's transparent box in one pass over the canvas.
    pixels = await sharp(frame.pixels, rawFrame)
      .composite([
        {
          input,
          raw: { width: box.width, height: box.height, channels: 3 },
          left: box.left,
          top: box.top,
          blend: 'dest-over',
        },
      ])
      .raw()
      .toBuffer();
  }
  // sharp flattens before it composites within one pipeline, so flattening (for the translucent no-photo
  // tint) and encoding happen in a second one.
  const canvas = sharp(pixels, rawFrame).flatten({ background: prepared.brand.colors.background });
  const bytes =
    type === 'png'
      ? await canvas.png({ compressionLevel: 6 }).toBuffer()
      : await canvas.jpeg({ quality: options.quality ?? 88 }).toBuffer();
  return { format, type, mime: type === 'png' ? 'image/png' : 'image/jpeg', width, height, bytes };
}

/** Every format for one piece: the photo is decoded once, the four frames rendered side by side. */
export async function renderAllFormats(
  request: VisualRequest,
  options: RenderOptions = {},
): Promise<Record<VisualFormat, RenderedVisual>> {
  const prepared = await prepareVisual(request);
  const rendered = await Promise.all(VISUAL_FORMATS.map((format) => renderVisual(format, prepared, options)));
  return Object.fromEntries(rendered.map((visual) => [visual.format, visual])) as Record<
    VisualFormat,
    RenderedVisual
  >;
}
