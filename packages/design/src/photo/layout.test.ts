import { describe, expect, it } from 'vitest';
import { openingShapeOf, stoneLayoutOf } from '#lib/photo/layout.ts';
import { components } from '#lib/photo/pixels.ts';

const W = 60;
const H = 60;

/** A mask with filled discs (x, y, radius). */
function discs(list: [number, number, number][]): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (const [cx, cy, r] of list) {
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) mask[y * W + x] = 1;
  }
  return mask;
}

describe('stone layout', () => {
  it('sees a ring of small stones round the largest (a halo) in most sectors', () => {
    const ring: [number, number, number][] = [[30, 30, 7]];
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * 2 * Math.PI;
      ring.push([30 + 12 * Math.cos(a), 30 + 12 * Math.sin(a), 2]);
    }
    const [, , sectors, , flank] = stoneLayoutOf(discs(ring), W, H, 4);
    expect(sectors).toBeGreaterThanOrEqual(0.75);
    expect(flank).toBeLessThan(0.3);
  });

  it('sees two stones flanking the largest (a trilogy), and none round a lone stone', () => {
    const [, , , , flank, balance] = stoneLayoutOf(
      discs([
        [30, 30, 7],
        [15, 30, 5],
        [45, 30, 5],
      ]),
      W,
      H,
      4,
    );
    expect(flank).toBeGreaterThan(0.3);
    expect(balance).toBeGreaterThan(0.8);
    const alone = stoneLayoutOf(discs([[30, 30, 7]]), W, H, 4);
    expect(alone[2]).toBe(0);
    expect(alone[4]).toBe(0);
  });

  it('splits side stones that touch the centre by a pixel before measuring', () => {
    // Two discs joined by a one-pixel bridge read as one stone unless eroded.
    const mask = discs([
      [22, 30, 6],
      [38, 30, 6],
    ]);
    for (let x = 22; x <= 38; x++) mask[30 * W + x] = 1;
    expect(components(mask, W, H, 1).list).toHaveLength(1);
    expect(stoneLayoutOf(mask, W, H, 4)[0]).toBeCloseTo(Math.log1p(2));
  });
});

describe('opening shape', () => {
  it('measures a thin wall against a thick one', () => {
    const wall = (thickness: number) => {
      const mask = new Uint8Array(W * H);
      for (let y = 5; y < 55; y++) for (let x = 5; x < 55; x++) mask[y * W + x] = 1;
      for (let y = 5 + thickness; y < 55 - thickness; y++)
        for (let x = 5 + thickness; x < 55 - thickness; x++) mask[y * W + x] = 0;
      const holes = components(mask, W, H, 0);
      const opening = holes.list.find((h) => !h.touchesBorder)!;
      return openingShapeOf(opening, { minX: 5, maxX: 54, minY: 5, maxY: 54 }, holes.labels, mask, W);
    };
    expect(wall(3)[2]).toBeCloseTo(3 / 50);
    expect(wall(10)[2]).toBeCloseTo(10 / 50);
    expect(wall(3)[0]).toBeCloseTo(1);
  });
});
