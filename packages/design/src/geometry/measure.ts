import type { Probe, Vec3 } from '#lib/geometry/probes.ts';
import type { CrossSection, Manifold } from '#lib/geometry/wasm.ts';

/*
 * Measurements of the finished metal, by slicing it: a plane is turned into z = 0 (manifold-3d slices only
 * along z) and the section's polygons are measured in 2D.
 */

type P2 = readonly [number, number];

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The section of `solid` by the plane through `origin` across `normal`, in a frame where `origin` is (0, 0). */
export function sectionAcross(solid: Manifold, origin: Vec3, normal: Vec3, along?: Vec3): CrossSection {
  const e3 = unit(normal);
  const seed: Vec3 = along ?? (Math.abs(e3[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]);
  const e1 = unit(cross(cross(e3, seed), e3));
  const e2 = cross(e3, e1);
  // Column-major: row k of the rotation is e_k, so p ↦ (e1·(p − o), e2·(p − o), e3·(p − o)).
  const m = [
    [e1[0], e2[0], e3[0], 0],
    [e1[1], e2[1], e3[1], 0],
    [e1[2], e2[2], e3[2], 0],
    [-dot(e1, origin), -dot(e2, origin), -dot(e3, origin), 1],
  ].flat() as Parameters<Manifold['transform']>[0];
  const turned = solid.transform(m);
  try {
    return turned.slice(0);
  } finally {
    turned.delete();
  }
}

function polygonsOf(section: CrossSection): P2[][] {
  try {
    return section.toPolygons().map((polygon) => polygon.map((p) => [p[0], p[1]] as const));
  } finally {
    section.delete();
  }
}

function contains(polygon: readonly P2[], [x, y]: P2): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function area(polygon: readonly P2[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++)
    sum += polygon[j]![0] * polygon[i]![1] - polygon[i]![0] * polygon[j]![1];
  return sum / 2;
}

function pointToSegment([px, py]: P2, [ax, ay]: P2, [bx, by]: P2): number {
  const ex = bx - ax;
  const ey = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey || 1)));
  return Math.hypot(ax + t * ex - px, ay + t * ey - py);
}

function distanceToContour(point: P2, polygon: readonly P2[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++)
    best = Math.min(best, pointToSegment(point, polygon[j]!, polygon[i]!));
  return best;
}

/** Whether (0, 0) is inside the metal of a section (even-odd over its contours). */
function insideMetal(polygons: readonly P2[][], point: P2): boolean {
  let inside = false;
  for (const polygon of polygons) if (contains(polygon, point)) inside = !inside;
  return inside;
}

/** A round member across its axis: twice the distance from the axis to the nearest edge; 0 if no metal there. */
function roundWidth(solid: Manifold, origin: Vec3, axis: Vec3): number {
  const polygons = polygonsOf(sectionAcross(solid, origin, axis));
  if (!insideMetal(polygons, [0, 0])) return 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (const polygon of polygons) nearest = Math.min(nearest, distanceToContour([0, 0], polygon));
  return 2 * nearest;
}

/**
 * A bezel's wall at the girdle: the stone's hole is the smallest contour around the axis, the wall's outside
 * the next one; the figure is the least distance between them. 0 if there is no wall around the stone.
 */
function wallWidth(solid: Manifold, origin: Vec3, axis: Vec3): number {
  const polygons = polygonsOf(sectionAcross(solid, origin, axis));
  const around = polygons
    .filter((polygon) => contains(polygon, [0, 0]))
    .sort((a, b) => Math.abs(area(a)) - Math.abs(area(b)));
  const [hole, outside] = around;
  if (!hole || !outside) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const p of hole) best = Math.min(best, distanceToContour(p, outside));
  for (const p of outside) best = Math.min(best, distanceToContour(p, hole));
  return best;
}

/**
 * A shank in the half-plane at `angle` about +z (0 = +y): the radial line through the middle of the width
 * (z = 0) crosses the metal in one or more runs; the shortest run is the figure.
 */
function shankWidth(solid: Manifold, angle: number): number {
  const radial: Vec3 = [-Math.sin(angle), Math.cos(angle), 0];
  const normal: Vec3 = [Math.cos(angle), Math.sin(angle), 0];
  // In the section's frame e1 runs along the radial direction, e2 along the finger's axis.
  const polygons = polygonsOf(sectionAcross(solid, [0, 0, 0], normal, radial));
  const crossings: number[] = [];
  for (const polygon of polygons) {
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const [ax, ay] = polygon[j]!;
      const [bx, by] = polygon[i]!;
      if (ay > 0 !== by > 0) {
        const x = ax + ((0 - ay) * (bx - ax)) / (by - ay);
        if (x > 0) crossings.push(x);
      }
    }
  }
  crossings.sort((a, b) => a - b);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < crossings.length; i += 2) best = Math.min(best, crossings[i + 1]! - crossings[i]!);
  return Number.isFinite(best) ? best : 0;
}

/** The probe's figure in mm, measured on the finished solid. */
export function measureProbe(solid: Manifold, probe: Probe): number {
  switch (probe.kind) {
    case 'claw':
    case 'post':
    case 'wire':
      return roundWidth(solid, probe.origin, probe.axis);
    case 'bezel':
      return wallWidth(solid, probe.origin, probe.axis);
    case 'shank':
    case 'seat-floor':
      return shankWidth(solid, probe.angle);
  }
}
