import { describe, expect, it } from 'vitest';
import { barHeights, CHART_HEIGHT_PX, MIN_BAR_PX } from './chart-scale.ts';

describe('barHeights', () => {
  it('gives the largest month the whole height and the others their share', () => {
    expect(barHeights([50, 100, 25], 200)).toEqual([100, 200, 50]);
    expect(barHeights([3, 3], 200)).toEqual([200, 200]);
  });

  it('never draws a month with revenue shorter than 40 px', () => {
    expect(MIN_BAR_PX).toBe(40);
    expect(barHeights([1, 1_000_000])).toEqual([40, CHART_HEIGHT_PX]);
    expect(barHeights([10, 100], 200)).toEqual([40, 200]);
    expect(barHeights([21, 100], 200)).toEqual([42, 200]);
  });

  it('draws no bar for a month with nothing, nor for a chart with nothing at all', () => {
    expect(barHeights([0, 100, 0], 200)).toEqual([0, 200, 0]);
    expect(barHeights([0, 0, 0])).toEqual([0, 0, 0]);
    expect(barHeights([])).toEqual([]);
  });
});
