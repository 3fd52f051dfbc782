import type { Cut } from '@carat/domain/design';

/*
 * A stone's girdle outline in its own plane: x across (half-width b), z along its length (half-length a).
 * Gem facets, claw positions, bezels and halos all follow it. Every outline here is convex and contains the
 * origin, so a point is found by casting a ray from the centre.
 */

export type Point2 = readonly [x: number, z: number];

const TAU = Math.PI * 2;

/** A convex polygon's intersection with the ray from the origin at angle `angle` (from +x towards +z). */
function rayOnPolygon(polygon: readonly Point2[], angle: number): Point2 {
  const dx = Math.cos(angle);
  const dz = Math.sin(angle);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, az] = polygon[i]!;
    const [bx, bz] = polygon[(i + 1) % polygon.length]!;
    const ex = bx - ax;
    const ez = bz - az;
    const denominator = dx * ez - dz * ex;
    if (Math.abs(denominator) < 1e-12) continue;
    const t = (ax * ez - az * ex) / denominator;
    const u = (ax * dz - az * dx) / denominator;
    if (t > 0 && u >= -1e-9 && u <= 1 + 1e-9 && t < best) best = t;
  }
  return [dx * best, dz * best];
}

function pearPolygon(a: number, b: number): Point2[] {
  // A round end of radius b whose centre sits b above the bottom, and a point at the top; the sides are the
  // tangents from the point to the circle, so the outline stays convex.
  const cz = -a + b;
  const distance = a - cz;
  const tangent = Math.acos(b / distance);
  const points: Point2[] = [];
  const steps = 48;
  const from = Math.PI / 2 + tangent;
  const to = Math.PI / 2 - tangent + TAU;
  for (let i = 0; i <= steps; i++) {
    const angle = from + ((to - from) * i) / steps;
    points.push([b * Math.cos(angle), cz + b * Math.sin(angle)]);
  }
  points.push([0, a]);
  return points;
}

function octagon(a: number, b: number, corner: number): Point2[] {
  return [
    [b, -a + corner],
    [b, a - corner],
    [b - corner, a],
    [-b + corner, a],
    [-b, a - corner],
    [-b, -a + corner],
    [-b + corner, -a],
    [b - corner, -a],
  ];
}

/** The girdle point of a cut at `angle`, for a stone `lengthMm` long and `widthMm` wide. */
export function girdlePoint(cut: Cut, lengthMm: number, widthMm: number, angle: number): Point2 {
  const a = lengthMm / 2;
  const b = widthMm / 2;
  switch (cut) {
    case 'round-brilliant':
    case 'oval':
      return [b * Math.cos(angle), a * Math.sin(angle)];
    case 'cushion': {
      // A superellipse of exponent 4: a square with softly rounded corners.
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      return [b * Math.sign(c) * Math.abs(c) ** 0.5, a * Math.sign(s) * Math.abs(s) ** 0.5];
    }
    case 'princess':
      // Corners clipped by 4 % so the claws have a ledge and the point does not chip.
      return rayOnPolygon(octagon(a, b, 0.04 * widthMm), angle);
    case 'emerald':
      return rayOnPolygon(octagon(a, b, 0.15 * widthMm), angle);
    case 'pear':
      return rayOnPolygon(pearPolygon(a, b), angle);
  }
}

/** The outline as a polygon of `count` points, counter-clockwise in (x, z). */
export function girdlePolygon(cut: Cut, lengthMm: number, widthMm: number, count = 48): Point2[] {
  return Array.from({ length: count }, (_, i) => girdlePoint(cut, lengthMm, widthMm, (TAU * i) / count));
}

/** Angles of the claws: on the corners of square and step cuts, on the point of a pear. */
export function clawAngles(cut: Cut, claws: 4 | 6): number[] {
  const degrees = (list: number[]) => list.map((d) => (d * Math.PI) / 180);
  if (cut === 'pear') return degrees(claws === 4 ? [90, 200, 270, 340] : [90, 160, 215, 270, 325, 20]);
  if (claws === 6) return degrees([30, 90, 150, 210, 270, 330]);
  return degrees([45, 135, 225, 315]);
}
