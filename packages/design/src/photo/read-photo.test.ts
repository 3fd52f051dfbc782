import { defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import { describe, expect, it } from 'vitest';
import { renderStill } from '#lib/formats/still.ts';
import { buildGeometry } from '#lib/geometry/build.ts';
import classifier from '#lib/photo/classifier.json' with { type: 'json' };
import type { RgbaImage } from '#lib/photo/pixels.ts';
import { eternityRowCount, FEATURE_NAMES, readPhoto, UnreadablePhotoError } from '#lib/photo/read-photo.ts';

/** A blank sheet, and a pen to draw on it (a sketch as a jeweller draws it: dark lines on white). */
function sheet(
  size: number,
  colour: [number, number, number] = [250, 250, 248],
): RgbaImage & { rgba: Uint8Array } {
  const rgba = new Uint8Array(size * size * 4);
  for (let p = 0; p < size * size; p++) rgba.set([...colour, 255], p * 4);
  return { width: size, height: size, rgba };
}

function ellipse(
  image: RgbaImage & { rgba: Uint8Array },
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  line: number,
  fill?: [number, number, number],
) {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
      const p = (y * image.width + x) * 4;
      if (fill && d < 1) image.rgba.set([...fill, 255], p);
      if (Math.abs(d - 1) * Math.min(rx, ry) < line / 2) image.rgba.set([30, 30, 30, 255], p);
    }
  }
}

async function still(
  piece: Parameters<typeof defaultDesignSpec>[0],
  metal: Parameters<typeof renderStill>[1],
  stone?: { type: 'ruby' | 'sapphire' | 'emerald'; cut: 'oval' | 'pear' | 'round-brilliant' },
) {
  const base = defaultDesignSpec(piece);
  const spec = normaliseDesignSpec({
    ...base,
    metal,
    stone: base.stone && stone ? { ...base.stone, ...stone, size: { unit: 'ct', value: 1 } } : base.stone,
  });
  const image = renderStill(await buildGeometry(spec), metal, 400);
  return { width: image.width, height: image.height, rgba: image.rgba };
}

describe('the committed classifier', () => {
  // The reader uses classifier.json only when it was trained on exactly the reader's features, and falls
  // back to its hand rules otherwise, silently: a feature added without a retrain must fail here.
  it("was trained on the reader's features, in their order", () => {
    expect(classifier.features).toEqual([...FEATURE_NAMES]);
    expect(classifier.piece).not.toBeNull();
    expect(classifier.metal).not.toBeNull();
  });
});

describe('the offline photo reader', () => {
  it('reads a yellow-gold solitaire with an oval ruby from its still picture', async () => {
    const reading = readPhoto(await still('solitaire', 'yellow-gold-18', { type: 'ruby', cut: 'oval' }));
    expect(reading.measures.kind).toBe('photo');
    expect(reading.spec.piece).toBe('solitaire');
    expect(reading.spec.metal).toBe('yellow-gold-18');
    expect(reading.spec.stone).toMatchObject({ type: 'ruby', cut: 'oval' });
    expect(reading.stoneCount).toBe(1);
    expect(reading.measures.opening).toBeGreaterThan(0);
    for (const value of Object.values(reading.confidence)) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('reads a pendant (no opening) with an emerald, and tells the metals apart', async () => {
    const pendant = readPhoto(await still('pendant', 'yellow-gold-18', { type: 'emerald', cut: 'pear' }));
    expect(pendant.spec.piece).toBe('pendant');
    expect(pendant.measures.opening).toBe(0);
    expect(pendant.spec.stone?.type).toBe('emerald');
    const white = readPhoto(await still('pendant', 'white-gold-18', { type: 'emerald', cut: 'pear' }));
    expect(white.measures.metalColour).toBe('white');
  });

  it('is deterministic: the same pixels give the same reading', async () => {
    const picture = await still('trilogy', 'rose-gold-18', { type: 'sapphire', cut: 'round-brilliant' });
    expect(readPhoto(picture)).toEqual(readPhoto(picture));
  });

  it('reads a sketch: a ring drawn as two outlines with a stone on top', () => {
    const image = sheet(300);
    ellipse(image, 150, 175, 95, 80, 3);
    ellipse(image, 150, 175, 75, 62, 3);
    ellipse(image, 150, 82, 22, 16, 3);
    const reading = readPhoto(image);
    expect(reading.measures.kind).toBe('sketch');
    expect(reading.measures.opening).toBeGreaterThan(0.2);
    expect(reading.measures.mainStones).toBe(1);
    expect(reading.spec.piece).toBe('solitaire');
    expect(reading.confidence.metal).toBeLessThan(0.2);
  });

  it('finds two parts as a pair of studs', () => {
    const image = sheet(300, [235, 235, 240]);
    ellipse(image, 80, 150, 35, 35, 0.1, [200, 160, 60]);
    ellipse(image, 220, 150, 35, 35, 0.1, [200, 160, 60]);
    ellipse(image, 80, 150, 15, 15, 0.1, [200, 20, 40]);
    ellipse(image, 220, 150, 15, 15, 0.1, [200, 20, 40]);
    const reading = readPhoto(image);
    expect(reading.measures.parts).toBe(2);
    expect(reading.spec.piece).toBe('studs');
    expect(reading.spec.stone?.type).toBe('ruby');
  });

  it("measures the classifier's features on a synthetic photo: an opening, a pair, stones in a row", () => {
    const feature = (reading: ReturnType<typeof readPhoto>, name: (typeof FEATURE_NAMES)[number]) =>
      reading.measures.features[FEATURE_NAMES.indexOf(name)]!;
    // A gold ring seen from above: an annulus, with three red stones in a row across its top.
    const ring = sheet(300, [235, 235, 240]);
    ellipse(ring, 150, 160, 110, 100, 0.1, [200, 160, 60]);
    ellipse(ring, 150, 160, 80, 72, 0.1, [235, 235, 240]);
    for (const cx of [110, 150, 190]) ellipse(ring, cx, 74, 14, 12, 0.1, [200, 20, 40]);
    const read = readPhoto(ring);
    expect(read.measures.features).toHaveLength(FEATURE_NAMES.length);
    expect(read.measures.features.every(Number.isFinite)).toBe(true);
    expect(feature(read, 'opening')).toBeGreaterThan(0.2);
    expect(feature(read, 'enclosedHole')).toBeGreaterThan(0.3);
    expect(feature(read, 'twin')).toBe(0);
    expect(feature(read, 'mainStones')).toBe(3);
    expect(feature(read, 'secondStone')).toBeGreaterThan(0.7);
    expect(feature(read, 'stoneSpread')).toBeGreaterThan(0.3);
    expect(feature(read, 'stoneRowTilt')).toBeLessThan(0.1);
    expect(feature(read, 'stoneY')).toBeLessThan(0.3);
    expect(feature(read, 'mirror')).toBeGreaterThan(0.95);
    expect(feature(read, 'metalHueSin')).toBeGreaterThan(0.8);
    // A disc of the same metal has no opening, and its mass is balanced top to bottom.
    const disc = sheet(300, [235, 235, 240]);
    ellipse(disc, 150, 150, 90, 90, 0.1, [200, 160, 60]);
    const flat = readPhoto(disc);
    expect(feature(flat, 'opening')).toBe(0);
    expect(feature(flat, 'topMass')).toBeCloseTo(0.5, 1);
    expect(feature(flat, 'fill')).toBeCloseTo(Math.PI / 4, 1);
  });

  it('refuses a picture with nothing on it', () => {
    expect(() => readPhoto(sheet(200))).toThrow(UnreadablePhotoError);
    expect(() => readPhoto(sheet(8))).toThrow(UnreadablePhotoError);
  });
});

describe('an eternity’s row counted round the ring', () => {
  /** Stones of radius r touching along the front half of a ring of outer radius R (a 2R-wide box). */
  function row(R: number, r: number, shown: number) {
    const size = 2 * R + 10;
    const mask = new Uint8Array(size * size);
    const step = 2 * Math.asin(r / (R - r));
    for (let i = 0; i < shown; i++) {
      const angle = Math.PI / 2 + (i - (shown - 1) / 2) * step;
      const cx = size / 2 + (R - r) * Math.cos(angle);
      const cy = size / 2 + (R - r) * Math.sin(angle);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          if ((x - cx) ** 2 + (y - cy) ** 2 <= (r - 0.5) ** 2) mask[y * size + x] = 1;
    }
    const box = { minX: 5, maxX: 5 + 2 * R - 1, minY: 5, maxY: 5 + 2 * R - 1 };
    return eternityRowCount(mask, size, size, box, 1);
  }

  it('reads the whole row from the pitch of the stones one side shows, whatever their size', () => {
    // 2π(R − r) / 2r stones fit round: about 28 for R 100, r 10 and 14 for r 20 (the reader’s π·2R / pitch
    // reads the outer circumference, a little more).
    const fine = row(100, 10, 9)!;
    expect(fine).toBeGreaterThan(28 * 0.9);
    expect(fine).toBeLessThan(28 * 1.3);
    const coarse = row(100, 20, 5)!;
    expect(coarse).toBeGreaterThan(14 * 0.9);
    expect(coarse).toBeLessThan(14 * 1.3);
  });

  it('does not guess from one stone', () => {
    expect(row(100, 10, 1)).toBeNull();
  });
});
