import type { DesignSpec, StoneSpec } from '@carat/domain/design';
import { type BandGeometry, bandRadiiAt, buildBand } from '#lib/geometry/band.ts';
import { buildChain } from '#lib/geometry/chain.ts';
import {
  buildHead,
  capsule,
  type Footing,
  type GemPlacement,
  girdleAbove,
  radiusForWidth,
  stoneSize,
} from '#lib/geometry/head.ts';
import type { FeatureLimits } from '#lib/geometry/limits.ts';
import { type Mat4, multiply, rotationX, rotationZ, translation } from '#lib/geometry/mat4.ts';
import { type Probe, transformProbe } from '#lib/geometry/probes.ts';
import type { Manifold, Scope } from '#lib/geometry/wasm.ts';

/*
 * Each piece as metal parts and placed stones. Rings lie in the xy plane around the finger's axis (+z) with
 * the head up (+y), so a viewer with y up shows them standing. Pendants and studs face +z.
 */

export interface BuiltPiece {
  /** Every metal part; the caller unions them into one solid. */
  readonly metal: Manifold[];
  readonly gems: GemPlacement[];
  /** What the generator changed to make the piece manufacturable (stones shrunk to fit…). */
  readonly notes: string[];
  /** Where the manufacturability report measures the finished metal. */
  readonly probes: Probe[];
  /** How many separate solids the metal should be: 1 for a piece, 2 for a pair of studs, a chain's links. */
  readonly expectedParts: number;
  /** A chain's links, in order around the loop: composed, not united, and checked pairwise for contact. */
  readonly links?: Manifold[];
}

/** A piece's build context: its spec and the caster's minimum for its metal. */
interface Build {
  readonly spec: DesignSpec;
  readonly minFeatureMm: number;
}

const RING_SEGMENTS = 96;
const BANGLE_SEGMENTS = 160;

function bandOf(spec: DesignSpec): BandGeometry {
  if (spec.innerDiameterMm === null) throw new Error(`${spec.piece} has no inner diameter`);
  return {
    profile: spec.band.profile,
    innerRadiusMm: spec.innerDiameterMm / 2,
    widthMm: spec.band.widthMm,
    thicknessMm: spec.band.thicknessMm,
  };
}

/** Claw feet land inside the shank: near the top, within its width, never through its inner face. */
function ringFooting(band: BandGeometry): Footing {
  const halfWidth = band.widthMm / 2;
  return {
    freeStanding: false,
    floorY: bandRadiiAt(band, 0).outer,
    clawFoot: (x, z) => {
      const clampedZ = Math.max(-halfWidth * 0.55, Math.min(halfWidth * 0.55, z));
      const clampedX = Math.max(-1.2, Math.min(1.2, x));
      const { outer, inner } = bandRadiiAt(band, (2 * clampedZ) / band.widthMm);
      const radius = Math.max(inner + 0.45, outer - 0.4);
      return [clampedX, Math.sqrt(radius * radius - clampedX * clampedX), clampedZ] as const;
    },
  };
}

function transformGem(gem: GemPlacement, m: Mat4): GemPlacement {
  return { ...gem, transform: multiply(m, gem.transform) };
}

function rotateMetal(scope: Scope, parts: Manifold[], degreesAboutZ: number): Manifold[] {
  return parts.map((part) => scope.keep(part.rotate([0, 0, degreesAboutZ])));
}

function ringWithHead(scope: Scope, { spec, minFeatureMm }: Build, stone: StoneSpec): BuiltPiece {
  const band = bandOf(spec);
  const shank = buildBand(scope, band, RING_SEGMENTS);
  const outer = bandRadiiAt(band, 0).outer;
  const footing = ringFooting(band);
  const head = buildHead(scope, stone, spec.setting, girdleAbove(stone, outer), footing, minFeatureMm);
  const metal = [shank, ...head.metal];
  const gems = [...head.gems];
  const probes: Probe[] = [...head.probes, { kind: 'shank', angle: Math.PI }];
  if (spec.piece === 'trilogy') {
    const centre = stoneSize(stone);
    const side: StoneSpec = { ...stone, size: { unit: 'mm', value: centre.widthMm * 0.65 } };
    const sideSize = stoneSize(side);
    // Side stones sit beside the centre one around the shank, their girdles 0.5 mm apart.
    const radius = outer + sideSize.pavilionMm;
    const angle = (centre.widthMm / 2 + sideSize.widthMm / 2 + 0.5) / radius;
    const sideHead = buildHead(scope, side, 'claws-4', girdleAbove(side, outer), footing, minFeatureMm);
    for (const sign of [1, -1]) {
      const degrees = (sign * angle * 180) / Math.PI;
      metal.push(...rotateMetal(scope, sideHead.metal, degrees));
      gems.push(...sideHead.gems.map((gem) => transformGem(gem, rotationZ(sign * angle))));
      probes.push(...sideHead.probes.map((probe) => transformProbe(probe, rotationZ(sign * angle))));
    }
  }
  return { metal, gems, notes: [], probes, expectedParts: 1 };
}

/** Stones all around the shank, each in a seat cut into it, held by grains shared between neighbours. */
function eternity(scope: Scope, { spec, minFeatureMm }: Build, stone: StoneSpec): BuiltPiece {
  const band = bandOf(spec);
  const notes: string[] = [];
  const asked = stoneSize(stone);
  // A stone must leave 0.3 mm of metal each side and the caster's minimum under its culet (with 0.1 mm for
  // the seat's depth below the culet).
  const floor = minFeatureMm + 0.15;
  const fit = Math.min(band.widthMm - 0.6, (band.thicknessMm - floor) / (asked.depthMm / asked.widthMm));
  const scale = Math.min(1, fit / Math.max(asked.widthMm, asked.lengthMm));
  const each: StoneSpec =
    scale < 1 ? { ...stone, size: { unit: 'mm', value: asked.widthMm * scale } } : stone;
  const s = stoneSize(each);
  if (scale < 1) notes.push(`eternity stones reduced to ${s.widthMm.toFixed(2)} mm to fit the band`);
  const shank = buildBand(scope, band, RING_SEGMENTS);
  const outer = bandRadiiAt(band, 0).outer;
  const spacing = Math.max(s.widthMm, s.lengthMm) + 0.3;
  const count = Math.floor((2 * Math.PI * outer) / spacing);
  const step = (2 * Math.PI) / count;
  const { Manifold } = scope.wasm;
  const seatRadius = Math.max(s.widthMm, s.lengthMm) / 2 + 0.03;
  const depth = s.pavilionMm + s.girdleMm + 0.1;
  const cone = scope.keep(Manifold.cylinder(depth, 0.05, seatRadius, 16));
  const collar = scope.keep(Manifold.cylinder(2, seatRadius, seatRadius, 16).translate([0, 0, depth]));
  const seat = scope.keep(scope.keep(Manifold.hull([cone, collar])).rotate([-90, 0, 0]));
  const girdleR = outer - 0.05 - s.girdleMm / 2;
  const seats: Manifold[] = [];
  const grains: Manifold[] = [];
  const gems: GemPlacement[] = [];
  const grainZ = Math.min(band.widthMm / 2 - 0.25, s.lengthMm / 2);
  for (let i = 0; i < count; i++) {
    const angle = i * step;
    const degrees = (angle * 180) / Math.PI;
    const placed = scope.keep(seat.translate([0, girdleR + s.girdleMm / 2 - depth, 0]));
    seats.push(scope.keep(placed.rotate([0, 0, degrees])));
    gems.push({
      type: each.type,
      cut: each.cut,
      lengthMm: s.lengthMm,
      widthMm: s.widthMm,
      carat: s.carat,
      transform: multiply(rotationZ(angle), translation(0, girdleR, 0)),
    });
    const between = angle + step / 2;
    // Each grain is centred just under the surface at its z, so it is half buried in the shank.
    const grainR = bandRadiiAt(band, (2 * grainZ) / band.widthMm).outer - 0.1;
    for (const z of [grainZ, -grainZ]) {
      grains.push(
        capsule(scope, 0.18 * s.widthMm, [[-Math.sin(between) * grainR, Math.cos(between) * grainR, z]]),
      );
    }
  }
  const cut = scope.keep(shank.subtract(scope.keep(Manifold.compose(seats))));
  // The floor under the first seat, and the shank between two seats.
  const probes: Probe[] = [
    { kind: 'seat-floor', angle: 0 },
    { kind: 'shank', angle: step / 2 },
  ];
  return { metal: [cut, ...grains], gems, notes, probes, expectedParts: 1 };
}

/** A flat oval table on a plain shank, hulled down to the shank's top so it reads as one forged piece. */
function signet(scope: Scope, spec: DesignSpec): BuiltPiece {
  const band = bandOf(spec);
  const shank = buildBand(scope, band, RING_SEGMENTS);
  const outer = bandRadiiAt(band, 0).outer;
  const { Manifold, CrossSection } = scope.wasm;
  const tableTop = outer + 1.4;
  const oval = scope.keep(scope.keep(CrossSection.circle(1, 48)).scale([5.5, 4.5]));
  const slab = scope.keep(
    scope.keep(scope.keep(oval.extrude(0.6)).rotate([-90, 0, 0])).translate([0, tableTop - 0.6, 0]),
  );
  const footY = band.innerRadiusMm + 0.6;
  const foot = scope.keep(Manifold.cube([6, 0.2, band.widthMm * 0.9], true).translate([0, footY, 0]));
  const table = scope.keep(Manifold.hull([slab, foot]));
  return {
    metal: [shank, table],
    gems: [],
    notes: [],
    probes: [{ kind: 'shank', angle: Math.PI }],
    expectedParts: 1,
  };
}

/** Turns a head built with its stone facing +y to face +z, the stone's length running down −y. */
const FACE_FORWARD = rotationX(Math.PI / 2);

function freeFooting(stone: StoneSpec): Footing {
  const s = stoneSize(stone);
  const y = -s.girdleMm / 2 - s.pavilionMm - 0.35;
  return { freeStanding: true, floorY: y, clawFoot: (x, z) => [x, y, z] as const };
}

function pendant(scope: Scope, { spec, minFeatureMm }: Build, stone: StoneSpec): BuiltPiece {
  const head = buildHead(scope, stone, spec.setting, 0, freeFooting(stone), minFeatureMm);
  const metal = head.metal.map((part) => scope.keep(part.rotate([90, 0, 0])));
  const [ax, ay, az] = head.topAnchor;
  // Rotating +90° about x sends (x, y, z) to (x, −z, y).
  const anchor = [ax, -az, ay] as const;
  const wire = Math.max(0.55, radiusForWidth(minFeatureMm) / 0.99);
  const loop = 1.6;
  const bailY = anchor[1] + 0.8 + loop + wire;
  const { CrossSection } = scope.wasm;
  const ring = scope.keep(
    scope.keep(scope.keep(CrossSection.circle(wire, 16)).translate([loop, 0])).revolve(32),
  );
  // The loop's opening faces sideways so the chain runs along x.
  const bail = scope.keep(scope.keep(ring.rotate([0, 90, 0])).translate([0, bailY, anchor[2]]));
  const connector = capsule(scope, radiusForWidth(minFeatureMm), [anchor, [0, bailY - loop, anchor[2]]]);
  // The loop's wire where it is farthest from the connector: a plane across it there, through the loop's axis.
  const wireProbe: Probe = {
    kind: 'wire',
    origin: [0, bailY + loop, anchor[2]],
    axis: [0, 0, 1],
  };
  return {
    metal: [...metal, bail, connector],
    gems: head.gems.map((gem) => transformGem(gem, FACE_FORWARD)),
    notes: [],
    probes: [...head.probes.map((probe) => transformProbe(probe, FACE_FORWARD)), wireProbe],
    expectedParts: 1,
  };
}

/** A pair of studs, each a head on a post, 14 mm apart. */
function studs(scope: Scope, { spec, minFeatureMm }: Build, stone: StoneSpec): BuiltPiece {
  const footing = freeFooting(stone);
  const head = buildHead(scope, stone, spec.setting, 0, footing, minFeatureMm);
  const { Manifold } = scope.wasm;
  // A 16-sided post measures 2r·cos(π/16) across its flats.
  const postRadius = Math.max(0.4, (minFeatureMm / 2 / Math.cos(Math.PI / 16)) * 1.01);
  const post = scope.keep(
    Manifold.cylinder(10, postRadius, postRadius, 16).translate([0, 0, footing.floorY - 10 + 0.2]),
  );
  const single = scope.keep(
    Manifold.union([...head.metal.map((p) => scope.keep(p.rotate([90, 0, 0]))), post]),
  );
  const s = stoneSize(stone);
  const apart = Math.max(14, s.lengthMm + 6) / 2;
  const metal = [-apart, apart].map((x) => scope.keep(single.translate([x, 0, 0])));
  const gems = [-apart, apart].flatMap((x) =>
    head.gems.map((gem) => transformGem(gem, multiply(translation(x, 0, 0), FACE_FORWARD))),
  );
  const probes = [-apart, apart].flatMap((x): Probe[] => [
    ...head.probes.map((probe) => transformProbe(probe, multiply(translation(x, 0, 0), FACE_FORWARD))),
    { kind: 'post', origin: [x, 0, footing.floorY - 5], axis: [0, 0, 1] },
  ]);
  return { metal, gems, notes: [], probes, expectedParts: 2 };
}

function plainShank(scope: Scope, spec: DesignSpec, segments: number): BuiltPiece {
  return {
    metal: [buildBand(scope, bandOf(spec), segments)],
    gems: [],
    notes: [],
    probes: [{ kind: 'shank', angle: Math.PI }],
    expectedParts: 1,
  };
}

export function buildPiece(scope: Scope, spec: DesignSpec, limits: FeatureLimits): BuiltPiece {
  const build: Build = { spec, minFeatureMm: limits.minFeatureMm[spec.metal] };
  switch (spec.piece) {
    case 'band':
      return plainShank(scope, spec, RING_SEGMENTS);
    case 'bangle':
      return plainShank(scope, spec, BANGLE_SEGMENTS);
    case 'signet':
      return signet(scope, spec);
    case 'eternity':
      return eternity(scope, build, requireStone(spec));
    case 'pendant':
      return pendant(scope, build, requireStone(spec));
    case 'studs':
      return studs(scope, build, requireStone(spec));
    case 'solitaire':
    case 'halo':
    case 'trilogy':
      return ringWithHead(scope, build, requireStone(spec));
    case 'necklace':
    case 'bracelet': {
      if (!spec.chain) throw new Error(`a ${spec.piece} needs its chain`);
      const chain = buildChain(scope, spec, spec.chain, build.minFeatureMm);
      const length = `${(chain.lengthMm / 10).toFixed(1)} cm`;
      return {
        metal: chain.links,
        gems: chain.gems,
        notes: [`chain made ${length} long, clasp included`, ...chain.notes],
        probes: chain.probes,
        expectedParts: chain.links.length,
        links: chain.links,
      };
    }
  }
}

function requireStone(spec: DesignSpec): StoneSpec {
  if (!spec.stone) throw new Error(`a ${spec.piece} needs a stone`);
  return spec.stone;
}
