import { describe, expect, it } from 'vitest';
import { openingShapeOf, openingWallOf, shankOf, stoneLayoutOf } from '#lib/photo/layout.ts';
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

/**
 * A plain shank drawn as the model has it: the outer ellipse (radius `ro`, minor `ro·c`) swept along the
 * minor axis over ±u (the hull of the front and back rims), less the opening where both inner ellipses
 * (radius `ri`) overlap; on a 200 px square, centred.
 */
function shank(ro: number, ri: number, c: number, u: number) {
  const S = 200;
  const mask = new Uint8Array(S * S);
  const inside = (x: number, y: number, r: number, dy: number) =>
    (x / r) ** 2 + ((y - dy) / (r * c)) ** 2 <= 1;
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const [px, py] = [x - 100, y - 100];
      const swept = Math.abs(py) <= u ? Math.abs(px) <= ro : inside(px, py, ro, Math.sign(py) * u);
      const hole = inside(px, py, ri, u) && inside(px, py, ri, -u);
      mask[y * S + x] = swept && !hole ? 1 : 0;
    }
  }
  const holes = components(mask, S, S, 0);
  const opening = holes.list.find((h) => !h.touchesBorder) ?? null;
  return { mask, labels: holes.labels, opening, S };
}

describe('the shank solved from its silhouette and opening', () => {
  it("reads a band's wall (thick against its radius) and a bangle's (thin) at the same angle", () => {
    for (const [c, u] of [
      [0.6, 6],
      [0.85, 3],
      [0.45, 4],
    ] as const) {
      const band = shank(80, 66, c, u);
      const bangle = shank(80, 75, c, u);
      const [bandWall, bandFit] = shankOf(band.opening, band.labels, band.mask, band.S, band.S);
      const [bangleWall] = shankOf(bangle.opening, bangle.labels, bangle.mask, bangle.S, bangle.S);
      expect(bandWall).toBeCloseTo(14 / 80, 1);
      expect(bangleWall).toBeCloseTo(5 / 80, 1);
      expect(bandWall! - bangleWall!).toBeGreaterThan(0.07);
      expect(bandFit).toBeLessThan(0.05);
    }
  });

  it('solves the angle and the offset too, and answers nothing without an opening', () => {
    const ring = shank(80, 68, 0.6, 6);
    const [, , c, offset] = shankOf(ring.opening, ring.labels, ring.mask, ring.S, ring.S);
    expect(c).toBeCloseTo(0.6, 1);
    expect(offset).toBeCloseTo(6 / 80, 1);
    expect(shankOf(null, ring.labels, ring.mask, ring.S, ring.S)).toEqual([0, 1, 0, 0]);
  });

  it("reads the wall along rays from the opening's centre, at the major axis's ends", () => {
    const ring = shank(80, 60, 0.7, 0);
    const [atMajor, least, median, reach] = openingWallOf(
      ring.opening,
      ring.labels,
      ring.mask,
      ring.S,
      ring.S,
    );
    expect(atMajor).toBeCloseTo(20 / 80, 1);
    expect(reach).toBeCloseTo(60 / 80, 1);
    expect(least).toBeLessThanOrEqual(atMajor!);
    expect(median).toBeGreaterThanOrEqual(least!);
    expect(openingWallOf(null, ring.labels, ring.mask, ring.S, ring.S)).toEqual([0, 0, 0, 0]);
  });
});
