import { describe, expect, it } from 'vitest';
import { components, shapeOf, sobelAt, sobelMagnitude } from '#lib/photo/pixels.ts';

/** One filled shape on a 120 px square, as the reader's components label it. */
function labelled(inside: (x: number, y: number) => boolean) {
  const size = 120;
  const mask = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) mask[y * size + x] = inside(x, y) ? 1 : 0;
  const { labels } = components(mask, size, size, 1);
  return shapeOf(labels, size, 1);
}

describe('shape descriptors for cuts', () => {
  it('an ellipse fits its own moments and is round; a square is neither', () => {
    const disc = labelled((x, y) => (x - 60) ** 2 + (y - 60) ** 2 < 40 ** 2);
    expect(disc.ellipseFit).toBeCloseTo(1, 1);
    expect(disc.roundness).toBeGreaterThan(0.95);
    const oval = labelled((x, y) => ((x - 60) / 50) ** 2 + ((y - 60) / 25) ** 2 < 1);
    expect(oval.ellipseFit).toBeCloseTo(1, 1);
    expect(oval.elongation).toBeCloseTo(2, 1);
    const square = labelled((x, y) => Math.abs(x - 60) < 35 && Math.abs(y - 60) < 35);
    expect(square.ellipseFit).toBeCloseTo(3 / Math.PI, 1);
    expect(square.roundness).toBeCloseTo(Math.PI / 4, 1);
  });

  it('a pear is asymmetric along its long axis, an oval is not', () => {
    const pear = labelled((x, y) => {
      const u = (x - 60) / 50;
      const v = (y - 60) / 30;
      // A round end to the left, narrowing to a point at the right.
      return u > -1 && u < 1 && Math.abs(v) < Math.sqrt(Math.max(0, 1 - u * u)) * (1 - u) * 0.8;
    });
    const oval = labelled((x, y) => ((x - 60) / 50) ** 2 + ((y - 60) / 25) ** 2 < 1);
    expect(pear.asymmetry).toBeGreaterThan(oval.asymmetry + 0.2);
  });
});

describe('the Sobel gradient', () => {
  // L* only matters: a 5 × 5 picture whose lightness rises by 10 per column (a, b left at 0).
  const width = 5;
  const ramp = new Float32Array(width * width * 3);
  for (let y = 0; y < width; y++) for (let x = 0; x < width; x++) ramp[(y * width + x) * 3] = 10 * x;

  it('points along the lightness rise, four times the step', () => {
    expect(sobelAt(ramp, width, 2, 2)).toEqual([80, 0]);
    const turned = new Float32Array(ramp.length);
    for (let y = 0; y < width; y++) for (let x = 0; x < width; x++) turned[(y * width + x) * 3] = 10 * y;
    expect(sobelAt(turned, width, 1, 3)).toEqual([0, 80]);
  });

  it('gives the magnitude ÷ 4 inside and 0 on the border', () => {
    const magnitude = sobelMagnitude(ramp, width, width);
    expect(magnitude[2 * width + 2]).toBeCloseTo(20, 5);
    expect(magnitude[0]).toBe(0);
    expect(magnitude[2 * width + 4]).toBe(0);
  });
});
