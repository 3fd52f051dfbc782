import type { Manifold } from '#lib/geometry/wasm.ts';

/** A triangle mesh in plain arrays, read out of WASM so the manifold can be freed. */
export interface TriangleMesh {
  /** xyz per vertex, mm. */
  readonly positions: Float32Array;
  readonly indices: Uint32Array;
}

export interface ShadedMesh extends TriangleMesh {
  readonly normals: Float32Array;
}

/** The solid's welded mesh: each vertex once, as a watertight STL needs. */
export function weldedMesh(solid: Manifold): TriangleMesh {
  const mesh = solid.getMesh();
  const count = mesh.vertProperties.length / mesh.numProp;
  const positions = new Float32Array(count * 3);
  for (let v = 0; v < count; v++) {
    for (let k = 0; k < 3; k++) positions[v * 3 + k] = mesh.vertProperties[v * mesh.numProp + k]!;
  }
  // manifold-3d may split a vertex where the parts it came from met (a stone's seat cut into a wall); its
  // merge lists say which copies are one vertex. Without them the STL would show open edges there.
  const indices = new Uint32Array(mesh.triVerts);
  if (mesh.mergeFromVert.length > 0) {
    const to = new Map<number, number>();
    for (let i = 0; i < mesh.mergeFromVert.length; i++) to.set(mesh.mergeFromVert[i]!, mesh.mergeToVert[i]!);
    for (let i = 0; i < indices.length; i++) indices[i] = to.get(indices[i]!) ?? indices[i]!;
  }
  return { positions, indices };
}

/** Twice a triangle's area (mm²) below which it is taken as a line: it shows nothing and has no normal. */
const DEGENERATE_AREA = 1e-12;

/**
 * Normals for display: averaged across edges flatter than `creaseDegrees`, split along sharper ones, so the
 * shank reads smooth and the claws' and bezel's edges stay crisp. Triangles with no area are left out (a
 * glTF normal must be of unit length, and they show nothing).
 */
export function smoothMesh(welded: TriangleMesh, creaseDegrees: number): ShadedMesh {
  const { positions, indices } = welded;
  const triangles = indices.length / 3;
  const vertexCount = positions.length / 3;
  const weighted = new Float64Array(triangles * 3);
  const unit = new Float64Array(triangles * 3);
  // Faces around each vertex, as a CSR list: counts first, then offsets, then the faces.
  const counts = new Uint32Array(vertexCount + 1);
  for (let t = 0; t < triangles; t++) {
    const a = indices[t * 3]!;
    const b = indices[t * 3 + 1]!;
    const c = indices[t * 3 + 2]!;
    const ux = positions[b * 3]! - positions[a * 3]!;
    const uy = positions[b * 3 + 1]! - positions[a * 3 + 1]!;
    const uz = positions[b * 3 + 2]! - positions[a * 3 + 2]!;
    const vx = positions[c * 3]! - positions[a * 3]!;
    const vy = positions[c * 3 + 1]! - positions[a * 3 + 1]!;
    const vz = positions[c * 3 + 2]! - positions[a * 3 + 2]!;
    // The unnormalised cross product weighs a face by its area when normals are summed.
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz) || 1;
    weighted.set([nx, ny, nz], t * 3);
    unit.set([nx / length, ny / length, nz / length], t * 3);
    counts[a + 1]!++;
    counts[b + 1]!++;
    counts[c + 1]!++;
  }
  for (let v = 0; v < vertexCount; v++) counts[v + 1]! += counts[v]!;
  const fill = counts.slice(0, vertexCount);
  const faces = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i++) faces[fill[indices[i]!]!++] = Math.floor(i / 3);

  const cosCrease = Math.cos((creaseDegrees * Math.PI) / 180);
  const outPositions: number[] = [];
  const outNormals: number[] = [];
  const outIndices = new Uint32Array(indices.length);
  // Output vertices made so far for each input vertex: one per distinct smoothed normal.
  const made: number[][] = Array.from({ length: vertexCount }, () => []);
  let kept = 0;
  for (let t = 0; t < triangles; t++) {
    const ox = unit[t * 3]!;
    const oy = unit[t * 3 + 1]!;
    const oz = unit[t * 3 + 2]!;
    if (!(Math.hypot(weighted[t * 3]!, weighted[t * 3 + 1]!, weighted[t * 3 + 2]!) > DEGENERATE_AREA))
      continue;
    for (let corner = 0; corner < 3; corner++) {
      const v = indices[t * 3 + corner]!;
      let nx = 0;
      let ny = 0;
      let nz = 0;
      for (let k = counts[v]!; k < counts[v + 1]!; k++) {
        const f = faces[k]!;
        if (unit[f * 3]! * ox + unit[f * 3 + 1]! * oy + unit[f * 3 + 2]! * oz >= cosCrease) {
          nx += weighted[f * 3]!;
          ny += weighted[f * 3 + 1]!;
          nz += weighted[f * 3 + 2]!;
        }
      }
      const length = Math.hypot(nx, ny, nz) || 1;
      nx /= length;
      ny /= length;
      nz /= length;
      let index = made[v]!.find(
        (i) => outNormals[i * 3]! * nx + outNormals[i * 3 + 1]! * ny + outNormals[i * 3 + 2]! * nz > 0.99999,
      );
      if (index === undefined) {
        index = outPositions.length / 3;
        made[v]!.push(index);
        outPositions.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
        outNormals.push(nx, ny, nz);
      }
      outIndices[kept * 3 + corner] = index;
    }
    kept++;
  }
  return {
    positions: new Float32Array(outPositions),
    normals: new Float32Array(outNormals),
    indices: outIndices.slice(0, kept * 3),
  };
}

/**
 * Every triangle with its own vertices and its face's normal: how a cut stone's facets should look. A
 * triangle with no area (its corners in a line) shows nothing and has no normal: it is left out, since a
 * glTF normal must be of unit length.
 */
export function facetedMesh(welded: TriangleMesh): ShadedMesh {
  const { positions, indices } = welded;
  const outPositions: number[] = [];
  const outNormals: number[] = [];
  for (let t = 0; t < indices.length / 3; t++) {
    const corners = [0, 1, 2].map((k) => indices[t * 3 + k]!);
    const p = corners.map((v) => [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!] as const);
    const u = [p[1]![0] - p[0]![0], p[1]![1] - p[0]![1], p[1]![2] - p[0]![2]];
    const w = [p[2]![0] - p[0]![0], p[2]![1] - p[0]![1], p[2]![2] - p[0]![2]];
    const n = [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!);
    if (!(length > DEGENERATE_AREA)) continue;
    for (let k = 0; k < 3; k++) {
      outPositions.push(...p[k]!);
      outNormals.push(n[0]! / length, n[1]! / length, n[2]! / length);
    }
  }
  return {
    positions: new Float32Array(outPositions),
    normals: new Float32Array(outNormals),
    indices: Uint32Array.from({ length: outPositions.length / 3 }, (_, i) => i),
  };
}

const shadedCache = new WeakMap<TriangleMesh, ShadedMesh>();

/** smoothMesh, computed once per mesh: the GLB and the USDZ of a design share it. */
export function shadedOnce(welded: TriangleMesh, creaseDegrees: number): ShadedMesh {
  let shaded = shadedCache.get(welded);
  if (!shaded) {
    shaded = smoothMesh(welded, creaseDegrees);
    shadedCache.set(welded, shaded);
  }
  return shaded;
}
