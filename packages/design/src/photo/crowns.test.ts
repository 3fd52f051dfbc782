import { describe, expect, it } from 'vitest';
import { CROWN_NAMES, crownPixel, crownsOf } from '#lib/photo/crowns.ts';
import type { RgbaImage } from '#lib/photo/pixels.ts';

const S = 240;
const GOLD: [number, number, number] = [205, 170, 95];
const WHITE: [number, number, number] = [252, 252, 252];

/** A gold plate filling the middle of a 240 px picture, with discs (x, y, radius, colour) on it. */
function picture(
  discs: [number, number, number, [number, number, number]][],
  strips: [number, number][] = [],
) {
  const rgba = new Uint8Array(S * S * 4);
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      let colour: [number, number, number] =
        x >= 20 && x < 220 && y >= 60 && y < 180 ? GOLD : [230, 230, 230];
      for (const [cx, cy, r, c] of discs) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) colour = c;
      // A long thin highlight (a polished band's), one row of `strips` each.
      for (const [sy, length] of strips)
        if (y >= sy && y < sy + 2 && x >= 30 && x < 30 + length) colour = WHITE;
      rgba.set([...colour, 255], (y * S + x) * 4);
    }
  }
  // The working copy's piece mask: the plate, at half size.
  const half = S / 2;
  const mask = new Uint8Array(half * half);
  for (let y = 30; y < 90; y++) for (let x = 10; x < 110; x++) mask[y * half + x] = 1;
  const image: RgbaImage = { width: S, height: S, rgba };
  const read = crownsOf(image, mask, half, { minX: 10, maxX: 109, minY: 30, maxY: 89 });
  return Object.fromEntries(CROWN_NAMES.map((name, i) => [name, read[i]!]));
}

describe('crowns counted at full resolution', () => {
  it('tells white and vivid stones from a gold and a grey', () => {
    expect(crownPixel(...WHITE)).toBe(true);
    expect(crownPixel(200, 20, 40)).toBe(true);
    expect(crownPixel(30, 60, 200)).toBe(true);
    expect(crownPixel(...GOLD)).toBe(false);
    expect(crownPixel(230, 160, 150)).toBe(false);
    expect(crownPixel(200, 200, 200)).toBe(false);
  });

  it("counts a trilogy's three crowns apart, and a solitaire's one", () => {
    const trilogy = picture([
      [80, 120, 12, WHITE],
      [120, 120, 16, WHITE],
      [160, 120, 12, WHITE],
    ]);
    expect(trilogy.crowns).toBeCloseTo(Math.log1p(3));
    expect(trilogy.crownSecond).toBeGreaterThan(0.5);
    expect(trilogy.crownSpread).toBeGreaterThan(0.3);
    const solitaire = picture([[120, 120, 16, WHITE]]);
    expect(solitaire.crowns).toBeCloseTo(Math.log1p(1));
    expect(solitaire.crownSecond).toBe(0);
    expect(solitaire.crownRing).toBe(0);
  });

  it("sees a halo's small stones round the centre on every side", () => {
    const discs: [number, number, number, [number, number, number]][] = [[120, 120, 14, [200, 20, 40]]];
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * 2 * Math.PI;
      discs.push([120 + 24 * Math.cos(a), 120 + 24 * Math.sin(a), 3, WHITE]);
    }
    const halo = picture(discs);
    expect(halo.crownRing).toBeCloseTo(Math.log1p(12));
    expect(halo.crownRingSectors).toBe(1);
    expect(halo.crowns).toBeCloseTo(Math.log1p(1));
  });

  it("leaves out a band's long highlight and the ground outside the piece", () => {
    const band = picture([[5, 5, 4, WHITE]], [[100, 150]]);
    expect(band.crowns).toBe(0);
  });

  it("describes the largest crown's outline: a disc is round, a long crown elongated", () => {
    expect(picture([]).crownRoundness).toBe(1);
    const disc = picture([[120, 120, 18, WHITE]]);
    expect(disc.crownElongation).toBeCloseTo(1, 1);
    expect(disc.crownRoundness).toBeGreaterThan(0.9);
    const long = picture([
      [108, 120, 14, WHITE],
      [132, 120, 14, WHITE],
    ]);
    expect(long.crownElongation).toBeGreaterThan(1.4);
    expect(long.crownRoundness).toBeLessThan(disc.crownRoundness!);
  });
});
