import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The brand's fonts, read from the self-hosted @fontsource packages (no fetch at run time). Satori takes
 * TTF, OTF or WOFF, not WOFF2, hence the .woff files. The latin subset covers French (accents, œ, €, the
 * narrow no-break space Intl puts in '1 250 €').
 */

export const DISPLAY_FONT = 'Cormorant Garamond';
export const TEXT_FONT = 'Inter';

/** Mutable on purpose: this is satori's own font option shape, handed to it as is. */
export interface BrandFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600;
  style: 'normal';
}

const require = createRequire(import.meta.url);

const FONT_FILES: ReadonlyArray<{ name: string; weight: BrandFont['weight']; specifier: string }> = [
  {
    name: DISPLAY_FONT,
    weight: 500,
    specifier: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  },
  {
    name: DISPLAY_FONT,
    weight: 600,
    specifier: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
  },
  { name: TEXT_FONT, weight: 400, specifier: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: TEXT_FONT, weight: 600, specifier: '@fontsource/inter/files/inter-latin-600-normal.woff' },
];

let cached: Promise<BrandFont[]> | undefined;

/**
 * Loaded once per process and always the same array: satori keeps its parsed fonts keyed by that array,
 * and parsing them again on every render would cost more than the render.
 */
export function loadBrandFonts(): Promise<BrandFont[]> {
  cached ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, specifier }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(specifier)),
    })),
  ).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
