import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBrandFonts } from '#lib/visuals/fonts.ts';
import { FORMAT_SPECS, VISUAL_FORMATS, type VisualFormat } from '#lib/visuals/formats.ts';
import { bytesOf, coverPhoto, type PreparedPhoto } from '#lib/visuals/photo.ts';
import {
  type PreparedVisual,
  prepareVisual,
  renderAllFormats,
  renderSvg,
  renderVisual,
} from '#lib/visuals/render.ts';
import { photoRect } from '#lib/visuals/template.ts';

const RED = { r: 200, g: 20, b: 30 };
const BACKGROUND = { r: 0xfa, g: 0xf7, b: 0xf0 };

async function solid(
  width: number,
  height: number,
  colour: typeof RED,
  format: 'webp' | 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'webp' ? image.webp({ lossless: true }).toBuffer() : image.png().toBuffer();
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? -1, g: data[offset + 1] ?? -1, b: data[offset + 2] ?? -1 };
}

function near(
  actual: { r: number; g: number; b: number },
  expected: { r: number; g: number; b: number },
  tolerance = 12,
) {
  return (
    Math.abs(actual.r - expected.r) <= tolerance &&
    Math.abs(actual.g - expected.g) <= tolerance &&
    Math.abs(actual.b - expected.b) <= tolerance
  );
}

const request = async (withPhoto: boolean) => ({
  piece: {
    name: 'Bague Aurore',
    priceMinor: 325000,
    currency: 'EUR' as const,
    photo: withPhoto ? await solid(1600, 1200, RED, 'webp') : undefined,
  },
  brand: { name: 'Atelier Marchand' },
  locale: 'fr' as const,
});

let withPhoto: PreparedVisual;

beforeAll(async () => {
  withPhoto = await prepareVisual(await request(true));
});

describe('renderAllFormats', () => {
  it('renders the four formats as PNG at their exact sizes', async () => {
    const all = await renderAllFormats(await request(true));
    for (const format of VISUAL_FORMATS) {
      const visual = all[format];
      expect(visual.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const meta = await sharp(visual.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([FORMAT_SPECS[format].width, FORMAT_SPECS[format].height]);
    }
  });

  it('renders JPEG on request', async () => {
    const visual = await renderVisual('1080x1350', withPhoto, { type: 'jpeg' });
    expect(visual.mime).toBe('image/jpeg');
    expect(visual.bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const meta = await sharp(visual.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
  });
});

describe('layout', () => {
  it.each(VISUAL_FORMATS)(
    '%s shows the photo in its box and the brand background under the text',
    async (format: VisualFormat) => {
      const visual = await renderVisual(format, withPhoto);
      const box = photoRect(format);
      // The box's far corner, away from the logo (top left) and the text panel.
      const inPhoto = await pixelAt(visual.bytes, box.left + box.width - 20, box.top + box.height - 20);
      expect(near(inPhoto, RED), JSON.stringify(inPhoto)).toBe(true);
      const spec = FORMAT_SPECS[format];
      // The bottom-left corner belongs to the text panel in every layout (below a column, left of a row).
      expect(near(await pixelAt(visual.bytes, 8, spec.height - 8), BACKGROUND)).toBe(true);
    },
  );

  it('without a photo, the photo box is a tint, not the photo colour', async () => {
    const prepared = await prepareVisual(await request(false));
    const visual = await renderVisual('1080x1080', prepared);
    const pixel = await pixelAt(visual.bytes, 1000, 600);
    expect(near(pixel, RED, 60)).toBe(false);
    expect(near(pixel, BACKGROUND)).toBe(false);
  });

  it('draws a logo given as bytes over the photo, inside the safe zone', async () => {
    const blue = { r: 20, g: 40, b: 220 };
    const prepared = await prepareVisual({
      ...(await request(true)),
      brand: { name: 'X', logo: await solid(300, 100, blue, 'png') },
    });
    const visual = await renderVisual('1080x1080', prepared);
    const { safe } = FORMAT_SPECS['1080x1080'];
    expect(near(await pixelAt(visual.bytes, safe.left + 20, safe.top + 20), blue)).toBe(true);
    expect(near(await pixelAt(visual.bytes, safe.left - 10, safe.top - 10), RED)).toBe(true);
  });
});

describe('frame over the photo', () => {
  const BLUE = { r: 20, g: 40, b: 220 };
  const halfBlueLogo = () =>
    sharp({ create: { width: 300, height: 100, channels: 4, background: { ...BLUE, alpha: 0.5 } } })
      .png()
      .toBuffer();

  it('blends a translucent logo with the photo under it', async () => {
    const prepared = await prepareVisual({
      ...(await request(true)),
      brand: { name: 'X', logo: await halfBlueLogo() },
    });
    const visual = await renderVisual('1080x1080', prepared);
    const { safe } = FORMAT_SPECS['1080x1080'];
    const half = { r: (BLUE.r + RED.r) / 2, g: (BLUE.g + RED.g) / 2, b: (BLUE.b + RED.b) / 2 };
    const pixel = await pixelAt(visual.bytes, safe.left + 20, safe.top + 20);
    expect(near(pixel, half, 4), JSON.stringify(pixel)).toBe(true);
  });

  // The renderer rasterises only the text panel and the mark's box over a photo: the result must be the
  // whole frame laid over the photo, pixel for pixel (sharp's composite as the reference).
  it.each(VISUAL_FORMATS)('%s equals the whole frame composited over the photo', async (format) => {
    const prepared = await prepareVisual({
      ...(await request(true)),
      brand: { name: 'X', logo: await halfBlueLogo() },
    });
    const { width, height } = FORMAT_SPECS[format];
    const box = photoRect(format);
    const frame = await renderAsync(await renderSvg(format, prepared), { fitTo: { mode: 'original' } });
    const photo = await coverPhoto(prepared.content.photo as PreparedPhoto, box.width, box.height);
    const reference = await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .composite([
        {
          input: photo,
          raw: { width: box.width, height: box.height, channels: 3 },
          left: box.left,
          top: box.top,
        },
        { input: frame.pixels, raw: { width, height, channels: 4, premultiplied: true } },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    const visual = await renderVisual(format, prepared);
    const rendered = await sharp(visual.bytes).raw().toBuffer();
    let worst = 0;
    for (let i = 0; i < reference.length; i++)
      worst = Math.max(worst, Math.abs((reference[i] ?? 0) - (rendered[i] ?? 0)));
    expect(rendered.length).toBe(reference.length);
    expect(worst).toBeLessThanOrEqual(2);
  });
});

describe('safe-zone preview', () => {
  it('veils what lies outside the story safe zone, and only when asked', async () => {
    const plain = await renderVisual('1080x1920', withPhoto);
    const preview = await renderVisual('1080x1920', withPhoto, { safeZone: true });
    // The reply bar area at the bottom: background in the download, reddened in the preview.
    const plainBottom = await pixelAt(plain.bytes, 540, 1900);
    const previewBottom = await pixelAt(preview.bytes, 540, 1900);
    expect(near(plainBottom, BACKGROUND)).toBe(true);
    expect(previewBottom.r - previewBottom.g).toBeGreaterThan(60);
    // Inside the safe zone nothing changes.
    expect(await pixelAt(preview.bytes, 540, 1300)).toEqual(await pixelAt(plain.bytes, 540, 1300));
  });
});

describe('inputs', () => {
  it('loads the fonts once', async () => {
    const first = await loadBrandFonts();
    expect(await loadBrandFonts()).toBe(first);
    expect(first.map((font) => `${font.name} ${font.weight}`)).toEqual([
      'Cormorant Garamond 500',
      'Cormorant Garamond 600',
      'Inter 400',
      'Inter 600',
    ]);
  });

  it('takes photos as bytes or data URLs, never as remote URLs', async () => {
    const png = await solid(4, 4, RED, 'png');
    expect(bytesOf(`data:image/png;base64,${png.toString('base64')}`).equals(png)).toBe(true);
    expect(() => bytesOf('https://example.com/photo.jpg')).toThrow(/never fetch/);
  });
});
