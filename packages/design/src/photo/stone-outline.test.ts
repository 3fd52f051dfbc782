import { describe, expect, it } from 'vitest';
import { CUT_FEATURE_NAMES, stoneOutlineFeatures } from '#lib/photo/stone-outline.ts';

const SIDE = 120;
const FACTOR = 2;

/**
 * A red stone drawn on a grey ground at full resolution (inside(x, y) in source pixels), and the working
 * copy's label map at half the size, as the reader would hand it over.
 */
function stone(inside: (x: number, y: number) => boolean) {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  const w = SIDE / FACTOR;
  const labels = new Int32Array(w * w);
  let minX = w;
  let maxX = 0;
  let minY = w;
  let maxY = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const p = (y * SIDE + x) * 4;
      const on = inside(x, y);
      rgba.set(on ? [200, 20, 40, 255] : [200, 200, 200, 255], p);
      if (on) {
        const wx = Math.floor(x / FACTOR);
        const wy = Math.floor(y / FACTOR);
        labels[wy * w + wx] = 1;
        minX = Math.min(minX, wx);
        maxX = Math.max(maxX, wx);
        minY = Math.min(minY, wy);
        maxY = Math.max(maxY, wy);
      }
    }
  }
  const component = { label: 1, area: 1, minX, maxX, minY, maxY, touchesBorder: false };
  const features = stoneOutlineFeatures(
    { width: SIDE, height: SIDE, rgba },
    { labels, width: w, stone: component, factor: FACTOR },
  );
  return (name: (typeof CUT_FEATURE_NAMES)[number]) => features[CUT_FEATURE_NAMES.indexOf(name)]!;
}

const ellipse = stone((x, y) => ((x - 60) / 40) ** 2 + ((y - 60) / 25) ** 2 <= 1);
// A rectangle turned by 30°: the measures do not depend on its turn.
const rectangle = stone((x, y) => {
  const u = (x - 60) * Math.cos(0.52) + (y - 60) * Math.sin(0.52);
  const v = -(x - 60) * Math.sin(0.52) + (y - 60) * Math.cos(0.52);
  return Math.abs(u) <= 36 && Math.abs(v) <= 22;
});
// A pear: a disc with a point on one side.
const pear = stone((x, y) => {
  const round = (x - 50) ** 2 + (y - 60) ** 2 <= 22 ** 2;
  const point = x >= 50 && x <= 95 && Math.abs(y - 60) <= 22 * (1 - (x - 50) / 45);
  return round || point;
});

describe('the centre stone outline at full resolution', () => {
  it('tells straight sides from a curve', () => {
    expect(rectangle('straightShare')).toBeGreaterThan(ellipse('straightShare') + 0.2);
    expect(rectangle('radiusH4')).toBeGreaterThan(ellipse('radiusH4'));
  });

  it('tells a pear by its one pointed end and its third harmonic', () => {
    expect(pear('endContrast')).toBeGreaterThan(0.25);
    expect(ellipse('endContrast')).toBeLessThan(0.1);
    expect(pear('radiusH3')).toBeGreaterThan(ellipse('radiusH3') + 0.03);
  });

  it('gives neutral values without a stone', () => {
    expect(stoneOutlineFeatures({ width: 8, height: 8, rgba: new Uint8Array(256) }, null)).toHaveLength(
      CUT_FEATURE_NAMES.length,
    );
  });
});
