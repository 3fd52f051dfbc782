import { diameterFromRingSize } from '@carat/domain/ring-sizes';
import { designSpecSchema } from '@carat/validation/designs';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { writeGlb } from '#lib/formats/glb.ts';
import { readStl, writeStl } from '#lib/formats/stl.ts';
import { buildGeometry } from '#lib/geometry/build.ts';
import { DEFAULT_FEATURE_LIMITS } from '#lib/geometry/limits.ts';
import type { TriangleMesh } from '#lib/geometry/mesh.ts';
import { distanceToSurface, meshComponents } from '#lib/testing/mesh-measure.ts';
import { randomSpec, seededRandom } from '#lib/testing/random-specs.ts';

// The first 80 specs of the seeded sequence: enough to meet every piece, metal and cut here; the 500-spec sweep with
// the caster's report is bench/design-manufacturability (the full 200 outgrew the test's 240 s beside the API suite).
const SPECS = 80;

/** Every undirected edge of the STL's triangles, by exact float coordinates, must be shared by two. */
function openEdges(stl: Uint8Array): number {
  const key = (t: Float32Array, i: number) => `${t[i * 3]},${t[i * 3 + 1]},${t[i * 3 + 2]}`;
  const edges = new Map<string, number>();
  for (const triangle of readStl(stl)) {
    const corners = [key(triangle, 0), key(triangle, 1), key(triangle, 2)];
    for (let i = 0; i < 3; i++) {
      const a = corners[i]!;
      const b = corners[(i + 1) % 3]!;
      const edge = a < b ? `${a}|${b}` : `${b}|${a}`;
      edges.set(edge, (edges.get(edge) ?? 0) + 1);
    }
  }
  let bad = 0;
  for (const count of edges.values()) if (count !== 2) bad++;
  return bad;
}

/**
 * The largest cylinder about the finger's axis (+z) that fits inside the metal: the smallest distance from
 * the axis to any triangle, measured in the xy plane (a triangle's nearest point may be inside it).
 */
function innerDiameter(mesh: TriangleMesh): number {
  let nearest = Number.POSITIVE_INFINITY;
  const p = mesh.positions;
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const v = [0, 1, 2].map((k) => mesh.indices[t * 3 + k]!);
    const xy = v.map((i) => [p[i * 3]!, p[i * 3 + 1]!] as const);
    nearest = Math.min(
      nearest,
      distanceToTriangle2d(
        xy as [readonly [number, number], readonly [number, number], readonly [number, number]],
      ),
    );
  }
  return 2 * nearest;
}

function distanceToTriangle2d(
  tri: readonly [readonly [number, number], readonly [number, number], readonly [number, number]],
): number {
  const sign = (a: readonly [number, number], b: readonly [number, number]) => a[0] * b[1] - a[1] * b[0];
  const d = [0, 1, 2].map((i) => {
    const a = tri[i]!;
    const b = tri[(i + 1) % 3]!;
    return sign([b[0] - a[0], b[1] - a[1]], [-a[0], -a[1]]);
  });
  if ((d[0]! >= 0 && d[1]! >= 0 && d[2]! >= 0) || (d[0]! <= 0 && d[1]! <= 0 && d[2]! <= 0)) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const a = tri[i]!;
    const b = tri[(i + 1) % 3]!;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const t = Math.max(0, Math.min(1, -(a[0] * ex + a[1] * ey) / (ex * ex + ey * ey || 1)));
    best = Math.min(best, Math.hypot(a[0] + t * ex, a[1] + t * ey));
  }
  return best;
}

describe(`a sweep of ${SPECS} random valid specs`, () => {
  it('makes valid GLBs, manifold watertight metal and rings at their ISO 8653 inner diameter', async () => {
    const random = seededRandom(17);
    const seen = new Set<string>();
    for (let i = 0; i < SPECS; i++) {
      const spec = randomSpec(random);
      seen.add(spec.piece);
      const label = `spec #${i}: ${JSON.stringify(spec)}`;
      expect(designSpecSchema.safeParse(spec).success, label).toBe(true);
      const geometry = await buildGeometry(spec);
      expect(geometry.status, label).toBe('NoError');
      expect(geometry.components, label).toBe(spec.piece === 'studs' ? 2 : 1);
      expect(geometry.metalVolumeMm3, label).toBeGreaterThan(0);

      const glb = await writeGlb(geometry, { metal: spec.metal });
      const report = await validateBytes(glb);
      expect(report.issues.numErrors, `${label} ${JSON.stringify(report.issues.messages.slice(0, 3))}`).toBe(
        0,
      );
      // The shipped GLB is meshopt-compressed, which the validator cannot look inside; every tenth spec
      // is also validated uncompressed so accessors, bounds and indices are checked too.
      if (i % 10 === 0) {
        const raw = await validateBytes(await writeGlb(geometry, { metal: spec.metal, compress: false }));
        expect(raw.issues.numErrors, label).toBe(0);
      }

      expect(openEdges(writeStl(geometry.metal)), label).toBe(0);
      if (spec.ringSize) {
        const iso = diameterFromRingSize(spec.ringSize.system, spec.ringSize.value);
        expect(Math.abs(innerDiameter(geometry.metal) - iso), label).toBeLessThanOrEqual(0.05);
      }

      // The caster's report passes, and its figures are the geometry's, measured here another way.
      const caster = geometry.manufacturability;
      expect(caster.ok, `${label} ${JSON.stringify(caster.checks)}`).toBe(true);
      const figure = (code: string) => caster.checks.find((check) => check.code === code)?.figure;
      expect(figure('parts'), label).toBe(meshComponents(geometry.metal));
      const minFeature = DEFAULT_FEATURE_LIMITS.minFeatureMm[spec.metal];
      const thinnest = new Map<string, number>();
      for (const probe of geometry.probes) {
        if (probe.kind !== 'claw' && probe.kind !== 'post' && probe.kind !== 'wire') continue;
        // A ball of the minimum's diameter fits in the metal at each probe…
        const across = 2 * distanceToSurface(geometry.metal, probe.origin);
        expect(across, `${label} ${probe.kind}`).toBeGreaterThanOrEqual(minFeature - 0.02);
        thinnest.set(probe.kind, Math.min(thinnest.get(probe.kind) ?? Number.POSITIVE_INFINITY, across));
      }
      // …and the thinnest ball is no wider than the report's thinnest section (a section cannot be thinner).
      for (const [kind, across] of thinnest)
        expect(across, `${label} ${kind}`).toBeLessThanOrEqual(figure(`${kind}-min-mm`)! + 0.02);
      if (spec.stone) expect(figure('stones-seated'), label).toBe(geometry.gems.length);
      if (spec.piece === 'band' || spec.piece === 'bangle') {
        // Through the middle of the width, a plain shank is its thickness.
        expect(Math.abs(figure('shank-min-mm')! - spec.band.thicknessMm), label).toBeLessThanOrEqual(0.01);
      }
    }
    expect(seen.size).toBe(9);
  }, 240_000);
});
