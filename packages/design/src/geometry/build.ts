import type { Cut, DesignSpec } from '@carat/domain/design';
import { gemShape } from '#lib/geometry/gem-cut.ts';
import type { GemPlacement } from '#lib/geometry/head.ts';
import { type TriangleMesh, weldedMesh } from '#lib/geometry/mesh.ts';
import { buildPiece } from '#lib/geometry/pieces.ts';
import { loadManifold, Scope } from '#lib/geometry/wasm.ts';

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
}

/** Below this a disconnected shell is a boolean artefact, not a part (a 0.1 mm cube is 0.001 mm³). */
const SLIVER_MM3 = 1e-3;

export function gemKey(gem: { cut: Cut; lengthMm: number; widthMm: number }): string {
  return `${gem.cut}:${gem.lengthMm.toFixed(4)}x${gem.widthMm.toFixed(4)}`;
}

export async function buildGeometry(spec: DesignSpec): Promise<DesignGeometry> {
  const wasm = await loadManifold();
  const scope = new Scope(wasm);
  try {
    const piece = buildPiece(scope, spec);
    let metal = scope.keep(wasm.Manifold.union(piece.metal));
    // Booleans at a pear's point can leave a sliver of zero volume: no metal, but a stray shell in the STL.
    const components = metal.decompose().map((part) => scope.keep(part));
    const solid = components.filter((part) => part.volume() > SLIVER_MM3);
    if (solid.length < components.length) metal = scope.keep(wasm.Manifold.compose(solid));
    const count = solid.length;
    const gemMeshes = new Map<string, TriangleMesh>();
    for (const gem of piece.gems) {
      const key = gemKey(gem);
      if (gemMeshes.has(key)) continue;
      const shape = gemShape(gem.cut, gem.lengthMm, gem.widthMm);
      const hull = scope.keep(
        wasm.Manifold.hull(shape.points.map((p) => [p[0], p[1], p[2]] as [number, number, number])),
      );
      gemMeshes.set(key, weldedMesh(hull));
    }
    return {
      metal: weldedMesh(metal),
      status: metal.status(),
      components: count,
      metalVolumeMm3: metal.volume(),
      gems: piece.gems,
      gemMeshes,
      notes: piece.notes,
    };
  } finally {
    scope.dispose();
  }
}
