import {
  type Cut,
  type Setting,
  type StoneSpec,
  type StoneType,
  stoneDimensions,
} from '@carat/domain/design';
import { gemShape } from '#lib/geometry/gem-cut.ts';
import { type Mat4, translation } from '#lib/geometry/mat4.ts';
import { clawAngles, girdlePoint, girdlePolygon, type Point2 } from '#lib/geometry/outline.ts';
import type { Probe } from '#lib/geometry/probes.ts';
import type { CrossSection, Manifold, Scope } from '#lib/geometry/wasm.ts';

/*
 * The head holds a stone: claws (4 or 6) joined by a gallery ring under the girdle, or a bezel (a wall
 * around the girdle with a lip over it), and for a halo a plate of small stones around the centre one.
 * Built in the head's own frame: the stone's axis is +y, its length along z, its girdle at `girdleY`.
 * Where the head meets the piece is the caller's business: `footing` says where a claw may end.
 */

export interface GemPlacement {
  readonly type: StoneType;
  readonly cut: Cut;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly carat: number;
  /** From the gem's frame (girdle at the origin, table up) to the piece's frame, in mm. */
  readonly transform: Mat4;
}

export interface Footing {
  /** Where a claw's foot goes for a point (x, z) under the stone: a point inside the supporting metal. */
  readonly clawFoot: (x: number, z: number) => readonly [number, number, number];
  /** The lowest the head's own metal may go (a bezel's floor, the cross bars of a pendant). */
  readonly floorY: number;
  /** Whether the head needs cross bars to hold together on its own (no shank below it). */
  readonly freeStanding: boolean;
}

export interface Head {
  readonly metal: Manifold[];
  readonly gems: GemPlacement[];
  /** A point inside the head's metal at its far end along −z (where a pendant's bail attaches). */
  readonly topAnchor: readonly [number, number, number];
  readonly culetY: number;
  /** Where the report measures the head's claws or wall. */
  readonly probes: Probe[];
}

const SPHERE_SEGMENTS = 12;
/**
 * A capsule's section across its axis is a polygon inscribed in its circle, and its facets are closer to the
 * axis than the radius: a claw of radius r measures about 2r·cos(π/12). The radius is set from the minimum so
 * that the measured width, not the nominal one, meets it (with 2 % for the geodesic sphere's finer facets).
 */
const FACET_ALLOWANCE = 1.02 / Math.cos(Math.PI / SPHERE_SEGMENTS);

/** The radius a round member needs to measure at least `minFeatureMm` across. */
export function radiusForWidth(minFeatureMm: number): number {
  return (minFeatureMm / 2) * FACET_ALLOWANCE;
}

export function stoneSize(stone: StoneSpec) {
  const d = stoneDimensions(stone);
  const shape = gemShape(stone.cut, d.lengthMm, d.widthMm);
  return { ...d, ...shape };
}

/** How high above `restY` the girdle goes so the culet clears it by `clearance`. */
export function girdleAbove(stone: StoneSpec, restY: number, clearance = 0.3): number {
  const s = stoneSize(stone);
  return restY + clearance + s.pavilionMm + s.girdleMm / 2;
}

function sphere(scope: Scope, radius: number, [x, y, z]: readonly [number, number, number]): Manifold {
  const ball = scope.keep(scope.wasm.Manifold.sphere(radius, SPHERE_SEGMENTS));
  return scope.keep(ball.translate([x, y, z]));
}

export function capsule(
  scope: Scope,
  radius: number,
  points: readonly (readonly [number, number, number])[],
): Manifold {
  return scope.keep(scope.wasm.Manifold.hull(points.map((p) => sphere(scope, radius, p))));
}

/** A 2D outline in (x, z) made a CrossSection whose extrusion runs along +y (see `extrudeUp`). */
function section(scope: Scope, polygon: readonly Point2[]): CrossSection {
  // Extrusion runs along +z and is then turned so it runs along +y; that turn maps the 2D y to −z.
  // Mirroring z turns a counter-clockwise outline clockwise, so the order is reversed to keep it filled.
  const mirrored = polygon.map(([x, z]) => [x, -z] as [number, number]).reverse();
  // Simplifying drops near-duplicate points, which would extrude into walls touching along an edge.
  return scope.keep(scope.keep(new scope.wasm.CrossSection([mirrored])).simplify(1e-3));
}

/** Extrudes a section from y = bottom to y = top. */
function extrudeUp(scope: Scope, cs: CrossSection, bottom: number, top: number): Manifold {
  const solid = scope.keep(cs.extrude(top - bottom));
  const upright = scope.keep(solid.rotate([-90, 0, 0]));
  return scope.keep(upright.translate([0, bottom, 0]));
}

function offsetSection(scope: Scope, base: CrossSection, delta: number): CrossSection {
  return scope.keep(scope.keep(base.offset(delta, 'Round', 2, 24)).simplify(1e-3));
}

function clawRadius(widthMm: number, minFeatureMm: number) {
  return Math.max(radiusForWidth(minFeatureMm), Math.min(0.7, 0.075 * widthMm));
}

function clawHead(
  scope: Scope,
  stone: StoneSpec,
  girdleY: number,
  claws: 4 | 6,
  footing: Footing,
  minFeatureMm: number,
): { parts: Manifold[]; probes: Probe[] } {
  const s = stoneSize(stone);
  const pr = clawRadius(s.widthMm, minFeatureMm);
  const probes: Probe[] = [];
  const galleryY = girdleY - s.girdleMm / 2 - s.pavilionMm * 0.55;
  const parts: Manifold[] = [];
  for (const angle of clawAngles(stone.cut, claws)) {
    const [px, pz] = girdlePoint(stone.cut, s.lengthMm, s.widthMm, angle);
    const reach = Math.hypot(px, pz);
    // The claw's tip stands just outside the girdle and bends over the crown by about half its thickness.
    const out = (reach + pr * 0.45) / reach;
    const top = [px * out, girdleY + s.crownMm * 0.35, pz * out] as const;
    // The claw runs straight down past the girdle (the girdle's seat is cut into its inner face) to a knee
    // below it where the pavilion has drawn in by more than the claw's radius, then in to the gallery.
    const drop = s.girdleMm / 2 + Math.max((1.3 * pr * s.pavilionMm) / reach, 1.4 * pr);
    const knee = [px * out, girdleY - drop, pz * out] as const;
    const mid = [px * 0.62, galleryY, pz * 0.62] as const;
    const foot = footing.clawFoot(px * 0.35, pz * 0.35);
    // Each stretch a little thicker than the one above: two capsules sharing one sphere would have
    // coincident faces, which the union resolves into a pinched edge.
    parts.push(
      capsule(scope, pr, [top, knee]),
      capsule(scope, pr * 1.04, [knee, mid]),
      capsule(scope, pr * 1.1, [mid, foot]),
    );
    // Measured across the upright just above the knee: the claw's full section under the seat.
    const probeY = knee[1] + 0.15 * (top[1] - knee[1]);
    probes.push({ kind: 'claw', origin: [knee[0], probeY, knee[2]], axis: [0, 1, 0] });
  }
  const outline = section(scope, girdlePolygon(stone.cut, s.lengthMm * 0.62, s.widthMm * 0.62));
  const ring = scope.keep(
    offsetSection(scope, outline, pr * 0.9).subtract(offsetSection(scope, outline, -pr * 0.6)),
  );
  parts.push(extrudeUp(scope, ring, galleryY - pr * 0.7, galleryY + pr * 0.7));
  if (footing.freeStanding) {
    // Two bars across under the stone tie the claws' feet together (and carry a post or a bail).
    const feet = clawAngles(stone.cut, claws).map((angle) => {
      const [px, pz] = girdlePoint(stone.cut, s.lengthMm, s.widthMm, angle);
      return footing.clawFoot(px * 0.35, pz * 0.35);
    });
    const half = Math.floor(feet.length / 2);
    for (let i = 0; i < half; i++) parts.push(capsule(scope, pr * 1.1, [feet[i]!, feet[i + half]!]));
  }
  return { parts, probes };
}

/** The wall outside the girdle: the minimum and 5 % for the offset polygon's facets. */
function bezelWall(minFeatureMm: number): number {
  return minFeatureMm * 1.05;
}

function bezelHead(
  scope: Scope,
  stone: StoneSpec,
  girdleY: number,
  footing: Footing,
  minFeatureMm: number,
): Manifold[] {
  const s = stoneSize(stone);
  const thickness = bezelWall(minFeatureMm);
  const outline = section(scope, girdlePolygon(stone.cut, s.lengthMm, s.widthMm, 64));
  const outer = offsetSection(scope, outline, thickness);
  // The lip rolls 0.2 mm over the girdle to hold the stone.
  const wall = scope.keep(outer.subtract(offsetSection(scope, outline, -0.2)));
  const floorTop = girdleY - s.girdleMm / 2 - s.pavilionMm - 0.25;
  const parts = [
    extrudeUp(scope, wall, floorTop, girdleY + s.girdleMm / 2 + Math.min(0.5, s.crownMm * 0.35)),
  ];
  if (footing.freeStanding) {
    // A closed back a little inside the wall's outer face (no coincident faces to union), overlapping it
    // in height: the post or the bail attaches to it.
    const back = offsetSection(scope, outline, thickness - 0.05);
    parts.push(extrudeUp(scope, back, floorTop - 0.4, floorTop + 0.05));
  } else {
    // A solid seat under the wall running down into the shank: the bezel stands on it.
    const rim = extrudeUp(scope, outer, floorTop - 0.3, floorTop);
    const [fx, fy, fz] = footing.clawFoot(0, 0);
    const [sx, , sz] = footing.clawFoot(1.2, s.lengthMm);
    const foot = scope.keep(scope.wasm.Manifold.cube([2 * Math.abs(sx), 0.3, 2 * Math.abs(sz)], true));
    const placed = scope.keep(foot.translate([fx, Math.min(fy, floorTop - 0.3), fz]));
    parts.push(scope.keep(scope.wasm.Manifold.hull([rim, placed])));
  }
  return parts;
}

/** Small stones around the centre on a plate, with a seat cut for each and grains between them. */
function haloRing(
  scope: Scope,
  stone: StoneSpec,
  girdleY: number,
  centre: StoneType,
  /** The claws' uprights in (x, z) and their radius: no small stone may sit in a claw. */
  claws: { readonly at: readonly Point2[]; readonly radius: number },
): {
  metal: Manifold[];
  gems: GemPlacement[];
} {
  const s = stoneSize(stone);
  const melee = Math.min(1.6, Math.max(0.9, 0.16 * s.widthMm));
  const meleeStone: StoneSpec = { type: centre, cut: 'round-brilliant', size: { unit: 'mm', value: melee } };
  const m = stoneSize(meleeStone);
  const gap = 0.12;
  const inner = 0.05;
  const outline = section(scope, girdlePolygon(stone.cut, s.lengthMm, s.widthMm, 64));
  const plate = scope.keep(
    offsetSection(scope, outline, inner + melee + 0.45).subtract(offsetSection(scope, outline, inner)),
  );
  const plateTop = girdleY - s.girdleMm / 2 - 0.15;
  const plateBottom = plateTop - Math.max(0.8, m.pavilionMm + 0.3);
  const solidPlate = extrudeUp(scope, plate, plateBottom, plateTop);
  const path = offsetSection(scope, outline, inner + 0.2 + melee / 2).toPolygons()[0] ?? [];
  const centres = resample(path, melee + gap);
  // Grains sit on the path halfway between stones (not on the chord, which cuts inside at a pear's point).
  const grainCentres = resample(path, melee + gap, 0.5);
  const seats: Manifold[] = [];
  const grains: Manifold[] = [];
  const gems: GemPlacement[] = [];
  const meleeGirdleY = plateTop + 0.05 + m.girdleMm / 2;
  const { Manifold } = scope.wasm;
  centres.forEach(([x, y2], i) => {
    const z = -y2;
    const clear = claws.radius + m.widthMm / 2 + 0.05;
    if (claws.at.some(([cx, cz]) => Math.hypot(cx - x, cz - z) < clear)) return;
    const depth = m.pavilionMm + m.girdleMm + 0.1;
    const cone = scope.keep(Manifold.cylinder(depth, 0.05, melee / 2 + 0.03, 16));
    const collar = scope.keep(
      Manifold.cylinder(1, melee / 2 + 0.03, melee / 2 + 0.03, 16).translate([0, 0, depth]),
    );
    const seat = scope.keep(Manifold.hull([cone, collar]));
    const upright = scope.keep(seat.rotate([-90, 0, 0]));
    seats.push(scope.keep(upright.translate([x, meleeGirdleY - depth + m.girdleMm / 2, z])));
    gems.push({
      type: centre,
      cut: 'round-brilliant',
      lengthMm: m.lengthMm,
      widthMm: m.widthMm,
      carat: m.carat,
      transform: translation(x, meleeGirdleY, z),
    });
    const [gx, gy2] = grainCentres[i]!;
    grains.push(sphere(scope, 0.2 * melee, [gx, plateTop, -gy2]));
  });
  const cut = scope.keep(solidPlate.subtract(scope.keep(Manifold.compose(seats))));
  return { metal: [cut, ...grains], gems };
}

/** Points evenly spaced along a closed polygon, as many as fit at `spacing` apart or more. */
function resample(
  polygon: readonly (readonly [number, number])[],
  spacing: number,
  phase = 0,
): [number, number][] {
  const lengths: number[] = [];
  let total = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    lengths.push(length);
    total += length;
  }
  const count = Math.floor(total / spacing);
  const step = total / count;
  const points: [number, number][] = [];
  let edge = 0;
  let walked = 0;
  for (let k = 0; k < count; k++) {
    const target = (k + phase) * step;
    while (walked + lengths[edge]! < target) walked += lengths[edge++]!;
    const a = polygon[edge]!;
    const b = polygon[(edge + 1) % polygon.length]!;
    const t = (target - walked) / lengths[edge]!;
    points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return points;
}

/** A complete head for a stone and a setting, with the stone (and halo stones) placed in it. */
export function buildHead(
  scope: Scope,
  stone: StoneSpec,
  setting: Setting,
  girdleY: number,
  footing: Footing,
  minFeatureMm: number,
): Head {
  const s = stoneSize(stone);
  const centre: GemPlacement = {
    type: stone.type,
    cut: stone.cut,
    lengthMm: s.lengthMm,
    widthMm: s.widthMm,
    carat: s.carat,
    transform: translation(0, girdleY, 0),
  };
  const culetY = girdleY - s.girdleMm / 2 - s.pavilionMm;
  const galleryY = girdleY - s.girdleMm / 2 - s.pavilionMm * 0.55;
  if (setting === 'bezel') {
    return {
      metal: bezelHead(scope, stone, girdleY, footing, minFeatureMm),
      gems: [centre],
      topAnchor: [0, girdleY - s.girdleMm, -(s.lengthMm / 2 + bezelWall(minFeatureMm) / 2)],
      culetY,
      probes: [{ kind: 'bezel', origin: [0, girdleY, 0], axis: [0, 1, 0] }],
    };
  }
  const claws = setting === 'claws-6' ? 6 : 4;
  const { parts: metal, probes } = clawHead(scope, stone, girdleY, claws, footing, minFeatureMm);
  const topAnchor = [0, galleryY, -(s.lengthMm / 2) * 0.62] as const;
  if (setting !== 'halo') return { metal, gems: [centre], topAnchor, culetY, probes };
  const uprights = clawAngles(stone.cut, claws).map((angle): Point2 => {
    const [px, pz] = girdlePoint(stone.cut, s.lengthMm, s.widthMm, angle);
    const reach = Math.hypot(px, pz);
    const out = (reach + clawRadius(s.widthMm, minFeatureMm) * 0.45) / reach;
    return [px * out, pz * out];
  });
  const halo = haloRing(scope, stone, girdleY, stone.type, {
    at: uprights,
    radius: clawRadius(s.widthMm, minFeatureMm),
  });
  // Struts from each claw's middle out to the plate, so the halo is one piece with the head.
  const struts = clawAngles(stone.cut, claws).map((angle) => {
    const [px, pz] = girdlePoint(stone.cut, s.lengthMm, s.widthMm, angle);
    const reach = Math.hypot(px, pz);
    const out = (reach + 0.6) / reach;
    return capsule(scope, clawRadius(s.widthMm, minFeatureMm), [
      [px * 0.62, galleryY, pz * 0.62],
      [px * out, girdleY - s.girdleMm / 2 - 0.5, pz * out],
    ]);
  });
  return {
    metal: [...metal, ...halo.metal, ...struts],
    gems: [centre, ...halo.gems],
    topAnchor,
    culetY,
    probes,
  };
}
