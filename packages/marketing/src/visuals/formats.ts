/**
 * Output sizes and the zone each keeps free of platform chrome. Instagram stories cover roughly the top
 * 250 px (profile, progress bar) and the bottom 340 px (reply bar) of a 1080×1920 frame; the profile grid
 * shows feed posts cropped to 3:4, trimming the sides of a 4:5 post; email clients show headers at 600 px,
 * where thin margins vanish.
 */
export const VISUAL_FORMATS = ['1080x1080', '1080x1350', '1080x1920', 'email-header'] as const;
export type VisualFormat = (typeof VISUAL_FORMATS)[number];

export interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface FormatSpec {
  readonly width: number;
  readonly height: number;
  /** Content (text, logo, CTA) stays inside these insets. */
  readonly safe: Insets;
}

export const FORMAT_SPECS: Readonly<Record<VisualFormat, FormatSpec>> = {
  '1080x1080': { width: 1080, height: 1080, safe: { top: 64, right: 64, bottom: 64, left: 64 } },
  '1080x1350': { width: 1080, height: 1350, safe: { top: 64, right: 98, bottom: 64, left: 98 } },
  '1080x1920': { width: 1080, height: 1920, safe: { top: 250, right: 64, bottom: 340, left: 64 } },
  'email-header': { width: 1200, height: 400, safe: { top: 40, right: 48, bottom: 40, left: 48 } },
};

export function isVisualFormat(value: unknown): value is VisualFormat {
  return typeof value === 'string' && (VISUAL_FORMATS as readonly string[]).includes(value);
}
