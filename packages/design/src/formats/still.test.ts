import { type DesignSpec, defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import { describe, expect, it } from 'vitest';
import { renderStill, type StillImage } from '#lib/formats/still.ts';
import { buildGeometry } from '#lib/geometry/build.ts';

const SIZE = 160;

async function still(spec: DesignSpec, metal = spec.metal): Promise<StillImage> {
  return renderStill(await buildGeometry(spec), metal, SIZE);
}

const pixel = (image: StillImage, x: number, y: number) => {
  const o = (y * image.width + x) * 4;
  return [image.rgba[o]!, image.rgba[o + 1]!, image.rgba[o + 2]!, image.rgba[o + 3]!];
};

/** The pixels that differ from the plain ground (the ground is grey-warm: r ≥ g ≥ b, close together). */
function pieceBox(image: StillImage) {
  let minX = image.width;
  let maxX = -1;
  let minY = image.height;
  let maxY = -1;
  const ground = pixel(image, 2, 2);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const [r, g, b] = pixel(image, x, y);
      if (Math.abs(r! - ground[0]!) + Math.abs(g! - ground[1]!) + Math.abs(b! - ground[2]!) < 40) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, maxX, minY, maxY };
}

/** The mean colour over the piece's metal: the box's middle column, where the shank crosses. */
function meanColour(image: StillImage) {
  const box = pieceBox(image);
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = box.minY; y <= box.maxY; y++) {
    for (let x = box.minX; x <= box.maxX; x++) {
      const [r, g, b] = pixel(image, x, y);
      const ground = pixel(image, 2, y);
      if (Math.abs(r! - ground[0]!) + Math.abs(g! - ground[1]!) + Math.abs(b! - ground[2]!) < 40) continue;
      sum[0]! += r!;
      sum[1]! += g!;
      sum[2]! += b!;
      count++;
    }
  }
  return sum.map((s) => s / count);
}

describe('a still picture of a design', () => {
  const solitaire = normaliseDesignSpec({ ...defaultDesignSpec('solitaire'), metal: 'yellow-gold-18' });
  const band = normaliseDesignSpec({ ...defaultDesignSpec('band'), metal: 'yellow-gold-18' });

  it('draws the whole piece inside the frame, metal and stone, on an opaque ground', async () => {
    const image = await still(solitaire);
    expect([image.width, image.height, image.rgba.length]).toEqual([SIZE, SIZE, SIZE * SIZE * 4]);
    expect(image.coverage.metal).toBeGreaterThan(0.03);
    expect(image.coverage.metal).toBeLessThan(0.6);
    expect(image.coverage.stones).toBeGreaterThan(0.002);
    const box = pieceBox(image);
    // Centred with a margin on every side: nothing cut off.
    expect(box.minX).toBeGreaterThan(SIZE * 0.05);
    expect(box.maxX).toBeLessThan(SIZE * 0.95);
    expect(box.minY).toBeGreaterThan(SIZE * 0.03);
    expect(box.maxY).toBeLessThan(SIZE * 0.97);
    // Fills most of the frame one way or the other.
    expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeGreaterThan(SIZE * 0.6);
    for (let i = 3; i < image.rgba.length; i += 4) if (image.rgba[i] !== 255) throw new Error('not opaque');
  });

  it('has no stone where the piece has none', async () => {
    const image = await still(band);
    expect(image.coverage.stones).toBe(0);
    expect(image.coverage.metal).toBeGreaterThan(0.03);
  });

  it('shows the alloy: yellow gold is warmer than white gold, and rose gold redder than yellow', async () => {
    const geometry = await buildGeometry(band);
    const [yellow, white, rose] = (['yellow-gold-18', 'white-gold-18', 'rose-gold-18'] as const).map(
      (metal) => meanColour(renderStill(geometry, metal, SIZE)),
    );
    expect(yellow![0]! - yellow![2]!).toBeGreaterThan(white![0]! - white![2]! + 20);
    expect(rose![0]! - rose![1]!).toBeGreaterThan(yellow![0]! - yellow![1]!);
  });

  it('is the same picture every time', async () => {
    const geometry = await buildGeometry(solitaire);
    const first = renderStill(geometry, 'platinum-950', SIZE);
    const second = renderStill(geometry, 'platinum-950', SIZE);
    expect(Buffer.from(first.rgba).equals(Buffer.from(second.rgba))).toBe(true);
  });
});
