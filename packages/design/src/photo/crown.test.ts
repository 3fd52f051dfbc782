import { describe, expect, it } from 'vitest';
import { tiltOfOpening } from '#lib/photo/layout.ts';
import { components } from '#lib/photo/pixels.ts';
import { crownCutOf } from '#lib/photo/read-photo.ts';
import { crownOf, crownShapeOf, unsquash } from '#lib/photo/stone-outline.ts';

const SIDE = 160;

/** A grey picture with white saturated shapes on it (inside(x, y) → white), and a working copy's stone. */
function picture(white: (x: number, y: number) => boolean, stoneBox: [number, number, number, number]) {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++)
      rgba.set(white(x, y) ? [255, 255, 255, 255] : [225, 228, 232, 255], (y * SIDE + x) * 4);
  const [minX, minY, maxX, maxY] = stoneBox;
  return {
    source: { width: SIDE, height: SIDE, rgba },
    found: {
      labels: new Int32Array((SIDE / 2) * (SIDE / 2)),
      width: SIDE / 2,
      stone: { label: 1, area: 4, minX, maxX, minY, maxY, touchesBorder: false },
      factor: 2,
    },
  };
}

/** A mask of the points inside(x, y) on a w × h frame. */
function mask(w: number, h: number, inside: (x: number, y: number) => boolean) {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = inside(x, y) ? 1 : 0;
  return out;
}

describe("the centre stone's crown", () => {
  it('is the compact saturated region by the stone, facet lines filled, not the band highlight beside it', () => {
    const crown = (x: number, y: number) =>
      ((x - 80) / 24) ** 2 + ((y - 50) / 12) ** 2 <= 1 && Math.abs(x - 80) > 0.6 && Math.abs(y - 50) > 0.6;
    const highlight = (x: number, y: number) => y >= 80 && y <= 83 && x >= 20 && x <= 150;
    const { source, found } = picture((x, y) => crown(x, y) || highlight(x, y), [38, 28, 42, 32]);
    const read = crownOf(source, found, true);
    expect(read).not.toBeNull();
    const { mask: m, width, height } = read!;
    expect(width).toBeGreaterThanOrEqual(49);
    expect(width).toBeLessThanOrEqual(52);
    expect(height).toBeLessThanOrEqual(27);
    // The facet lines (the cross through its centre) are holes, filled.
    expect(components(m, width, height, 1).list).toHaveLength(1);
    expect(m[Math.floor(height / 2) * width + Math.floor(width / 2)]).toBe(1);
  });

  it('finds none where nothing is saturated', () => {
    const { source, found } = picture(() => false, [38, 28, 42, 32]);
    expect(crownOf(source, found, true)).toBeNull();
  });

  it('stands a squashed disc upright again, round and level', () => {
    const squashed = mask(80, 30, (x, y) => ((x - 40) / 36) ** 2 + ((y - 15) / 12) ** 2 <= 1);
    const flat = crownShapeOf(squashed, 80, 30);
    expect(flat.elongation).toBeGreaterThan(2.5);
    expect(flat.axisDegrees).toBeLessThan(5);
    const upright = unsquash(squashed, 80, 30, 1 / 3);
    const shape = crownShapeOf(upright.mask, upright.width, upright.height);
    expect(shape.elongation).toBeLessThan(1.1);
    expect(shape.boxAspect).toBeCloseTo(1, 1);
    expect(shape.sideAsymmetry).toBeLessThan(0.05);
  });
});

describe('the cut from the crown', () => {
  const shapeOfMask = (inside: (x: number, y: number) => boolean) =>
    crownShapeOf(mask(120, 120, inside), 120, 120);
  const turned = (a: number) => (x: number, y: number) =>
    [
      (x - 60) * Math.cos(a) + (y - 60) * Math.sin(a),
      -(x - 60) * Math.sin(a) + (y - 60) * Math.cos(a),
    ] as const;

  it('reads a round, an oval, an emerald and a pear from their outlines as stood upright, whatever their turn', () => {
    const t = turned(0.4);
    expect(crownCutOf(shapeOfMask((x, y) => (x - 60) ** 2 + (y - 60) ** 2 <= 40 ** 2)).cut).toBe(
      'round-brilliant',
    );
    const oval = shapeOfMask((x, y) => {
      const [u, v] = t(x, y);
      // As read from a render: 1.5 long (the crown's side adds to the domain's 1.4).
      return (u / 51) ** 2 + (v / 34) ** 2 <= 1;
    });
    expect(crownCutOf(oval).cut).toBe('oval');
    const emerald = shapeOfMask((x, y) => {
      const [u, v] = t(x, y);
      // A rectangle 1.5 long with its corners cut.
      return Math.abs(u) <= 45 && Math.abs(v) <= 30 && Math.abs(u) + Math.abs(v) <= 66;
    });
    expect(crownCutOf(emerald).cut).toBe('emerald');
    const pear = shapeOfMask((x, y) => {
      const [u, v] = t(x, y);
      // A round end of radius 28 at u = −20, narrowing to a point at u = 52.
      return (
        (u + 20) ** 2 + v ** 2 <= 28 ** 2 || (u >= -20 && u <= 52 && Math.abs(v) <= 28 * (1 - (u + 20) / 72))
      );
    });
    expect(crownCutOf(pear).cut).toBe('pear');
  });
});

describe('the tilt from a ring’s opening', () => {
  /** The labels of a circle of radius 40 seen at yaw and tilt (degrees), as the reader's hole labels. */
  function opening(yawDegrees: number, tiltDegrees: number) {
    const yaw = (yawDegrees * Math.PI) / 180;
    const tilt = (tiltDegrees * Math.PI) / 180;
    const size = 120;
    const labels = new Int32Array(size * size);
    // Fill by sampling the disc densely and projecting each point (x, y, 0) as the renderer does.
    for (let r = 0; r <= 40; r += 0.25) {
      for (let a = 0; a < 2 * Math.PI; a += 0.25 / Math.max(r, 1)) {
        const x = r * Math.cos(a);
        const y = r * Math.sin(a);
        const x1 = Math.cos(yaw) * x;
        const z1 = -Math.sin(yaw) * x;
        const px = Math.round(60 + x1);
        const py = Math.round(60 - (Math.cos(tilt) * y - Math.sin(tilt) * z1));
        labels[py * size + px] = 7;
      }
    }
    return tiltOfOpening(labels, 7, size)!;
  }

  it('reads the tilt within a few degrees at the turns the reader meets', () => {
    for (const [yaw, tilt] of [
      [-30, 25],
      [-70, 50],
      [40, 40],
      [0, 20],
    ] as const) {
      expect(Math.abs((opening(yaw, tilt) * 180) / Math.PI - tilt)).toBeLessThan(4);
    }
  });

  it('has nothing to say without an opening', () => {
    expect(tiltOfOpening(new Int32Array(100), 1, 10)).toBeNull();
  });
});
