import { describe, expect, it } from 'vitest';
import {
  components,
  distancePeaks,
  distanceTransform,
  shapeOf,
  sobelAt,
  sobelMagnitude,
} from '#lib/photo/pixels.ts';

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

/** A mask of discs (centre x, y and radius) on a width × height frame. */
function discs(width: number, height: number, list: [number, number, number][]) {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (list.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r)) mask[y * width + x] = 1;
  return mask;
}

describe('touching stones apart', () => {
  it('the distance transform is the distance to the outside, within the chamfer’s error', () => {
    const mask = discs(41, 41, [[20, 20, 15]]);
    const distance = distanceTransform(mask, 41, 41);
    expect(distance[20 * 41 + 20]).toBeGreaterThan(14);
    expect(distance[20 * 41 + 20]).toBeLessThan(17.5);
    expect(distance[20 * 41 + 34]).toBeCloseTo(1, 0);
    expect(distance[0]).toBe(0);
  });

  it('three touching discs of a row merge into one component but give three peaks at their centres', () => {
    const width = 52;
    const mask = discs(width, 20, [
      [10, 10, 8],
      [26, 10, 8],
      [42, 10, 8],
    ]);
    expect(components(mask, width, 20, 1).list).toHaveLength(1);
    const peaks = distancePeaks(distanceTransform(mask, width, 20), width, 20, 1, 1);
    expect(peaks).toHaveLength(3);
    expect(peaks.map((p) => p.x).sort((a, b) => a - b)).toEqual([10, 26, 42]);
    for (const peak of peaks) expect(peak.radius).toBeGreaterThan(6);
  });

  it('a small blob beside a large one keeps its own peak; one disc gives one', () => {
    const mask = discs(60, 30, [
      [18, 15, 12],
      [36, 15, 5],
    ]);
    expect(distancePeaks(distanceTransform(mask, 60, 30), 60, 30, 1, 1)).toHaveLength(2);
    const one = discs(30, 30, [[15, 15, 10]]);
    expect(distancePeaks(distanceTransform(one, 30, 30), 30, 30, 1, 1)).toHaveLength(1);
  });
});
