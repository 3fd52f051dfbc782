import type { Cut, DesignSpec } from '@carat/domain/design';
import { gemShape } from '#lib/geometry/gem-cut.ts';
import type { GemPlacement } from '#lib/geometry/head.ts';
import { DEFAULT_FEATURE_LIMITS, type FeatureLimits } from '#lib/geometry/limits.ts';
import { measureProbe } from '#lib/geometry/measure.ts';
import { type TriangleMesh, weldedMesh } from '#lib/geometry/mesh.ts';
import { buildPiece } from '#lib/geometry/pieces.ts';
import type { Probe } from '#lib/geometry/probes.ts';
import { loadManifold, type Manifold, Scope } from '#lib/geometry/wasm.ts';
import {
  atLeast,
  exactly,
  type Manufacturability,
  type ManufacturabilityCheck,
  type ManufacturabilityCode,
  report,
} from '#lib/manufacturability.ts';

/** The piece as plain data: no WASM object survives `buildGeometry`. */
export interface DesignGeometry {
  /** The metal, welded: one closed solid (two for a pair of studs), mm. */
  readonly metal: TriangleMesh;
  /** manifold-3d's verdict on the metal: 'NoError' for a valid solid. */
  readonly status: string;
  /** Disconnected solids in the metal: 1 for a piece, 2 for a pair of studs. */
  readonly components: number;
  readonly metalVolumeMm3: number;
  readonly gems: readonly GemPlacement[];
  /** One faceted mesh per stone shape, keyed by `gemKey`, in the gem's own frame (mm). */
  readonly gemMeshes: ReadonlyMap<string, TriangleMesh>;
  readonly notes: readonly string[];
  /** The caster's checks, measured on this metal. */
  readonly manufacturability: Manufacturability;
  /** Where those checks were measured (so a test can measure the same places another way). */
  readonly probes: readonly Probe[];
}

export interface BuildOptions {
  /** The workshop's minimum sizes; the casting guides' by default. */
  readonly limits?: FeatureLimits;
}

/** A stone this close to the metal or closer (mm) sits in its seat. */
const SEATED_GAP_MM = 0.02;
/**
 * The seat is cut with the stone turned a fraction of a degree about its axis (a few µm at its girdle): the
 * facets' ridges of a round or cushion stone otherwise meet the bezel's and gallery's polygon edges exactly,
 * and the boolean resolves that into a pinched edge, which a float32 STL shows as open.
 */
const SEAT_TURN_DEGREES = 0.37;

/**
 * Below this a disconnected shell is a boolean artefact, not a part (a 0.2 mm cube is 0.008 mm³; no real part
 * of a piece is near it). A 500-spec sweep met a 0.004 mm³ shell where a princess's claws meet the gallery
 * (bench/design-manufacturability, seed 34, #219). Such shells are left out of the metal, its STL and GLB.
 */
const SLIVER_MM3 = 1e-2;

export function gemKey(gem: { cut: Cut; lengthMm: number; widthMm: number }): string {
  return `${gem.cut}:${gem.lengthMm.toFixed(4)}x${gem.widthMm.toFixed(4)}`;
}

const PROBE_CODES: Record<Probe['kind'], ManufacturabilityCode> = {
  claw: 'claw-min-mm',
  bezel: 'bezel-wall-min-mm',
  shank: 'shank-min-mm',
  'seat-floor': 'seat-floor-min-mm',
  post: 'post-min-mm',
  wire: 'wire-min-mm',
};

function measuredChecks(
  metal: Manifold,
  probes: readonly Probe[],
  minFeatureMm: number,
  limits: FeatureLimits,
): ManufacturabilityCheck[] {
  const least = new Map<Probe['kind'], number>();
  for (const probe of probes) {
    const figure = measureProbe(metal, probe);
    least.set(probe.kind, Math.min(least.get(probe.kind) ?? Number.POSITIVE_INFINITY, figure));
  }
  return [...least].map(([kind, figure]) =>
    atLeast(
      PROBE_CODES[kind],
      figure,
      kind === 'shank' ? Math.max(limits.minShankMm, minFeatureMm) : minFeatureMm,
    ),
  );
}

/** Closer than this (mm), two links touch: they would cast or solder as one. */
const LINK_CONTACT_MM = 0.01;

/**
 * Links that touch or overlap, among each link's neighbours and the next-but-one (which lie in the same
 * plane, end to end through the link between them), round the closed loop.
 */
function intersectingPairs(links: readonly Manifold[]): number {
  let count = 0;
  for (let i = 0; i < links.length; i++) {
    for (const step of [1, 2]) {
      const other = links[(i + step) % links.length]!;
      if (links[i]!.minGap(other, 0.1) < LINK_CONTACT_MM) count++;
    }
  }
  return count;
}

export async function buildGeometry(spec: DesignSpec, options: BuildOptions = {}): Promise<DesignGeometry> {
  const limits = options.limits ?? DEFAULT_FEATURE_LIMITS;
  const wasm = await loadManifold();
  const scope = new Scope(wasm);
  try {
    const piece = buildPiece(scope, spec, limits);
    const hulls = new Map<string, Manifold>();
    for (const gem of piece.gems) {
      const key = gemKey(gem);
      if (hulls.has(key)) continue;
      const shape = gemShape(gem.cut, gem.lengthMm, gem.widthMm);
      hulls.set(
        key,
        scope.keep(
          wasm.Manifold.hull(shape.points.map((p) => [p[0], p[1], p[2]] as [number, number, number])),
        ),
      );
    }
    const placedGems = piece.gems.map((gem) =>
      scope.keep(
        scope.keep(hulls.get(gemKey(gem))!.rotate([0, SEAT_TURN_DEGREES, 0])).transform(gem.transform),
      ),
    );
    // A chain's links are separate solids that must not touch: composed, never united.
    let metal = scope.keep(
      piece.links ? wasm.Manifold.compose(piece.metal) : wasm.Manifold.union(piece.metal),
    );
    // The seat: each stone's own shape is cut out of the metal that holds it (claw tips, a bezel's lip).
    if (placedGems.length > 0)
      // Collapsing edges under 0.1 µm keeps the cut's slivers from becoming coincident vertices in the
      // float32 STL (open edges a slicer would refuse).
      metal = scope.keep(
        scope.keep(metal.subtract(scope.keep(wasm.Manifold.compose(placedGems)))).simplify(1e-4),
      );
    // Booleans at a pear's point can leave a sliver of zero volume: no metal, but a stray shell in the STL.
    const components = metal.decompose().map((part) => scope.keep(part));
    const solid = components.filter((part) => part.volume() > SLIVER_MM3);
    if (solid.length < components.length) metal = scope.keep(wasm.Manifold.compose(solid));
    const count = solid.length;
    const gemMeshes = new Map<string, TriangleMesh>();
    for (const [key, hull] of hulls) gemMeshes.set(key, weldedMesh(hull));
    const minFeatureMm = limits.minFeatureMm[spec.metal];
    const seated = placedGems.filter((gem) => metal.minGap(gem, 0.5) <= SEATED_GAP_MM).length;
    const checks = [
      exactly('parts', count, piece.expectedParts),
      ...measuredChecks(metal, piece.probes, minFeatureMm, limits),
      ...(placedGems.length > 0 ? [exactly('stones-seated', seated, placedGems.length)] : []),
      ...(piece.links ? [exactly('links-intersecting', intersectingPairs(piece.links), 0)] : []),
    ];
    return {
      metal: weldedMesh(metal),
      status: metal.status(),
      components: count,
      metalVolumeMm3: metal.volume(),
      gems: piece.gems,
      gemMeshes,
      notes: piece.notes,
      manufacturability: report(checks),
      probes: piece.probes,
    };
  } finally {
    scope.dispose();
  }
}
