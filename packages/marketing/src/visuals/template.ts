import { DISPLAY_FONT, TEXT_FONT } from '#lib/visuals/fonts.ts';
import { FORMAT_SPECS, type FormatSpec, type VisualFormat } from '#lib/visuals/formats.ts';
import type { PreparedImage, PreparedPhoto } from '#lib/visuals/photo.ts';

/**
 * Brand templates as satori element trees (plain objects, no React needed). Satori does flexbox and a CSS
 * subset, no stylesheets: every style is inline, every div with several children is a flex box.
 */

export interface SatoriNode {
  readonly type: string;
  readonly props: Record<string, unknown> & { readonly children?: unknown };
}

type Style = Readonly<Record<string, string | number>>;

function el(type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}): SatoriNode {
  return { type, props: { style, children, ...extra } };
}

export interface BrandColors {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly accent: string;
  readonly accentText: string;
}

/** Carat's own palette (packages/ui theme.css): ivory, ink and gold. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  background: '#faf7f0',
  text: '#14120f',
  muted: '#5e574b',
  accent: '#c9a227',
  accentText: '#14120f',
};

export interface TemplateBrand {
  readonly name: string;
  readonly colors: BrandColors;
  readonly logo?: PreparedImage | undefined;
}

export interface TemplateContent {
  readonly name: string;
  /** Already formatted ('3 250 €') or the localised 'price on request'. */
  readonly priceText: string;
  readonly cta: string;
  /**
   * Not drawn by satori: the frame leaves its box transparent and render.ts lays the photo under it. Only
   * its presence matters to the layout, so it may still be decoding (renderAllFormats lays out meanwhile).
   */
  readonly photo?: PreparedPhoto | Promise<PreparedPhoto> | undefined;
}

interface Layout {
  readonly direction: 'column' | 'row';
  /** Share of the frame the photo takes along the direction. */
  readonly photoShare: number;
  readonly nameSize: number;
  readonly priceSize: number;
  readonly ctaSize: number;
  readonly logoHeight: number;
}

const LAYOUTS: Readonly<Record<VisualFormat, Layout>> = {
  '1080x1080': {
    direction: 'column',
    photoShare: 0.62,
    nameSize: 72,
    priceSize: 34,
    ctaSize: 26,
    logoHeight: 72,
  },
  '1080x1350': {
    direction: 'column',
    photoShare: 0.64,
    nameSize: 80,
    priceSize: 36,
    ctaSize: 28,
    logoHeight: 80,
  },
  // The story's lower 340 px sit under the reply bar: the text panel ends above it.
  '1080x1920': {
    direction: 'column',
    photoShare: 0.6,
    nameSize: 92,
    priceSize: 40,
    ctaSize: 30,
    logoHeight: 88,
  },
  'email-header': {
    direction: 'row',
    photoShare: 0.5,
    nameSize: 56,
    priceSize: 26,
    ctaSize: 20,
    logoHeight: 48,
  },
};

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where the photo goes in a frame: the leading part of a column, the right part of a row. */
export function photoRect(format: VisualFormat): Rect {
  const spec = FORMAT_SPECS[format];
  const layout = LAYOUTS[format];
  if (layout.direction === 'row') {
    const width = Math.round(spec.width * layout.photoShare);
    return { left: spec.width - width, top: 0, width, height: spec.height };
  }
  return { left: 0, top: 0, width: spec.width, height: Math.round(spec.height * layout.photoShare) };
}

/** The part of a frame outside the photo box: the text panel, below a column's photo or left of a row's. */
export function panelRect(format: VisualFormat): Rect {
  const spec = FORMAT_SPECS[format];
  const box = photoRect(format);
  return LAYOUTS[format].direction === 'row'
    ? { left: 0, top: 0, width: spec.width - box.width, height: spec.height }
    : { left: 0, top: box.height, width: spec.width, height: spec.height - box.height };
}

/**
 * Where the logo or wordmark draws: the top left of the safe zone, one logo height tall. The mark is clipped
 * to it, so over the photo the frame draws nothing outside this box (render.ts rasterises only the text
 * panel and this box when there is a photo).
 */
export function markRect(format: VisualFormat): Rect {
  const { width, safe } = FORMAT_SPECS[format];
  return {
    left: safe.left,
    top: safe.top,
    width: width - safe.left - safe.right,
    height: LAYOUTS[format].logoHeight,
  };
}

function photoBox(format: VisualFormat, hasPhoto: boolean, colors: BrandColors): SatoriNode {
  const { width, height } = photoRect(format);
  // With a photo the box stays transparent (the photo goes under it); without one, a quiet tint of the
  // accent colour stands in rather than a broken image.
  const style: Style = hasPhoto
    ? { display: 'flex', width, height, flexShrink: 0 }
    : { display: 'flex', width, height, flexShrink: 0, backgroundColor: colors.accent, opacity: 0.35 };
  return el('div', style);
}

function mark(brand: TemplateBrand, layout: Layout): SatoriNode {
  const onPhoto = layout.direction === 'column';
  if (brand.logo) {
    const width = Math.round((brand.logo.width / brand.logo.height) * layout.logoHeight);
    return el('img', { width, height: layout.logoHeight, flexShrink: 0 }, undefined, {
      src: brand.logo.dataUrl,
      width,
      height: layout.logoHeight,
    });
  }
  // Without a logo, the business name set in the display serif stands in as a wordmark.
  return el(
    'div',
    {
      display: 'flex',
      flexShrink: 0,
      fontFamily: DISPLAY_FONT,
      fontWeight: 600,
      fontSize: Math.round(layout.logoHeight * 0.55),
      color: brand.colors.text,
      backgroundColor: brand.colors.background,
      // Over a photo the wordmark needs its own ground to stay legible; on the text panel it does not.
      padding: onPhoto ? '10px 22px' : '0px',
      letterSpacing: 1,
    },
    brand.name,
  );
}

function textPanel(
  spec: FormatSpec,
  layout: Layout,
  brand: TemplateBrand,
  content: TemplateContent,
): SatoriNode {
  const { colors } = brand;
  const isRow = layout.direction === 'row';
  const bottomPad = spec.safe.bottom;
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems: isRow ? 'flex-start' : 'center',
      flexGrow: 1,
      backgroundColor: colors.background,
      paddingLeft: spec.safe.left,
      paddingRight: spec.safe.right,
      paddingTop: isRow ? spec.safe.top : 40,
      paddingBottom: bottomPad,
      textAlign: isRow ? 'left' : 'center',
    },
    [
      el(
        'div',
        {
          display: 'flex',
          fontFamily: DISPLAY_FONT,
          fontWeight: 600,
          fontSize: layout.nameSize,
          lineHeight: 1.05,
          color: colors.text,
          maxWidth:
            (isRow ? spec.width * (1 - layout.photoShare) : spec.width) - spec.safe.left - spec.safe.right,
        },
        content.name.length > 60 ? `${content.name.slice(0, 59)}…` : content.name,
      ),
      el(
        'div',
        {
          display: 'flex',
          fontFamily: TEXT_FONT,
          fontWeight: 400,
          fontSize: layout.priceSize,
          color: colors.muted,
          marginTop: Math.round(layout.priceSize * 0.5),
        },
        content.priceText,
      ),
      el(
        'div',
        {
          display: 'flex',
          fontFamily: TEXT_FONT,
          fontWeight: 600,
          fontSize: layout.ctaSize,
          letterSpacing: 2,
          textTransform: 'uppercase',
          color: colors.accentText,
          backgroundColor: colors.accent,
          padding: `${Math.round(layout.ctaSize * 0.6)}px ${Math.round(layout.ctaSize * 1.2)}px`,
          borderRadius: 999,
          marginTop: Math.round(layout.priceSize * 0.9),
        },
        content.cta,
      ),
    ],
  );
}

const OVERLAY = 'rgba(220, 38, 38, 0.38)';

/** Red veils over everything outside the safe zone and a dashed frame around it, for the preview only. */
function safeZoneOverlay(spec: FormatSpec): SatoriNode[] {
  const { width, height, safe } = spec;
  const veil = (style: Style): SatoriNode =>
    el('div', { display: 'flex', position: 'absolute', backgroundColor: OVERLAY, ...style });
  return [
    veil({ left: 0, top: 0, width, height: safe.top }),
    veil({ left: 0, top: height - safe.bottom, width, height: safe.bottom }),
    veil({ left: 0, top: safe.top, width: safe.left, height: height - safe.top - safe.bottom }),
    veil({
      left: width - safe.right,
      top: safe.top,
      width: safe.right,
      height: height - safe.top - safe.bottom,
    }),
    el('div', {
      display: 'flex',
      position: 'absolute',
      left: safe.left,
      top: safe.top,
      width: width - safe.left - safe.right,
      height: height - safe.top - safe.bottom,
      border: '4px dashed rgba(220, 38, 38, 0.9)',
    }),
  ];
}

/** The whole frame for one format. */
export function buildTemplate(
  format: VisualFormat,
  brand: TemplateBrand,
  content: TemplateContent,
  options: { readonly safeZone?: boolean } = {},
): SatoriNode {
  const spec = FORMAT_SPECS[format];
  const layout = LAYOUTS[format];
  const isRow = layout.direction === 'row';
  const hasPhoto = content.photo !== undefined;
  const children: SatoriNode[] = [
    // In a row the text reads first (left), the photo sits right; in a column the photo leads.
    ...(isRow
      ? [textPanel(spec, layout, brand, content), photoBox(format, hasPhoto, brand.colors)]
      : [photoBox(format, hasPhoto, brand.colors), textPanel(spec, layout, brand, content)]),
    el(
      'div',
      {
        display: 'flex',
        position: 'absolute',
        ...markRect(format),
        // The mark keeps its own height (a wordmark's ground is not stretched) and stays in its box.
        alignItems: 'flex-start',
        overflow: 'hidden',
      },
      mark(brand, layout),
    ),
    ...(options.safeZone ? safeZoneOverlay(spec) : []),
  ];
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: isRow ? 'row' : 'column',
      position: 'relative',
      width: spec.width,
      height: spec.height,
      // Transparent behind a photo so it shows through; render.ts fills the rest with the background.
      ...(hasPhoto ? {} : { backgroundColor: brand.colors.background }),
    },
    children,
  );
}
