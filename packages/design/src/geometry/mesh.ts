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
  return { positions, indices: new Uint32Array(mesh.triVerts) };
}

/**
 * Normals for display: averaged across edges flatter than `creaseDegrees`, split along sharper ones, so the
 * shank reads smooth and the claws' and bezel's edges stay crisp.
 */
export function smoothMesh(welded: TriangleMesh, creaseDegrees: number): ShadedMesh {
  const { positions, indices } = welded;
  const triangles = indices.length / 3;
  const faceNormals = new Float32Array(triangles * 3);
  const vertexFaces: number[][] = Array.from({ length: positions.length / 3 }, () => []);
  for (let t = 0; t < triangles; t++) {
    const [a, b, c] = [indices[t * 3]!, indices[t * 3 + 1]!, indices[t * 3 + 2]!];
    const ux = positions[b * 3]! - positions[a * 3]!;
    const uy = positions[b * 3 + 1]! - positions[a * 3 + 1]!;
    const uz = positions[b * 3 + 2]! - positions[a * 3 + 2]!;
    const vx = positions[c * 3]! - positions[a * 3]!;
    const vy = positions[c * 3 + 1]! - positions[a * 3 + 1]!;
    const vz = positions[c * 3 + 2]! - positions[a * 3 + 2]!;
    // Unnormalised cross product: area-weighted when summed.
    faceNormals[t * 3] = uy * vz - uz * vy;
    faceNormals[t * 3 + 1] = uz * vx - ux * vz;
    faceNormals[t * 3 + 2] = ux * vy - uy * vx;
    vertexFaces[a]!.push(t);
    vertexFaces[b]!.push(t);
    vertexFaces[c]!.push(t);
  }
  const cosCrease = Math.cos((creaseDegrees * Math.PI) / 180);
  const unit = (t: number): [number, number, number] => {
    const x = faceNormals[t * 3]!;
    const y = faceNormals[t * 3 + 1]!;
    const z = faceNormals[t * 3 + 2]!;
    const length = Math.hypot(x, y, z) || 1;
    return [x / length, y / length, z / length];
  };
  const outPositions: number[] = [];
  const outNormals: number[] = [];
  const outIndices = new Uint32Array(indices.length);
  // One output vertex per (vertex, smoothing group); a group is keyed by the summed normal it gets.
  const groups = new Map<string, number>();
  for (let t = 0; t < triangles; t++) {
    const own = unit(t);
    for (let corner = 0; corner < 3; corner++) {
      const v = indices[t * 3 + corner]!;
      let nx = 0;
      let ny = 0;
      let nz = 0;
      for (const other of vertexFaces[v]!) {
        const [ox, oy, oz] = unit(other);
        if (ox * own[0] + oy * own[1] + oz * own[2] >= cosCrease) {
          nx += faceNormals[other * 3]!;
          ny += faceNormals[other * 3 + 1]!;
          nz += faceNormals[other * 3 + 2]!;
        }
      }
      const length = Math.hypot(nx, ny, nz) || 1;
      nx /= length;
      ny /= length;
      nz /= length;
      const key = `${v}:${nx.toFixed(3)},${ny.toFixed(3)},${nz.toFixed(3)}`;
      let index = groups.get(key);
      if (index === undefined) {
        index = outPositions.length / 3;
        groups.set(key, index);
        outPositions.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
        outNormals.push(nx, ny, nz);
      }
      outIndices[t * 3 + corner] = index;
    }
  }
  return { positions: new Float32Array(outPositions), normals: new Float32Array(outNormals), indices: outIndices };
}

/** Every triangle with its own vertices and its face's normal: how a cut stone's facets should look. */
export function facetedMesh(welded: TriangleMesh): ShadedMesh {
  const { positions, indices } = welded;
  const outPositions = new Float32Array(indices.length * 3);
  const outNormals = new Float32Array(indices.length * 3);
  for (let t = 0; t < indices.length / 3; t++) {
    const corners = [0, 1, 2].map((k) => indices[t * 3 + k]!);
    const p = corners.map((v) => [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!] as const);
    const u = [p[1]![0] - p[0]![0], p[1]![1] - p[0]![1], p[1]![2] - p[0]![2]];
    const w = [p[2]![0] - p[0]![0], p[2]![1] - p[0]![1], p[2]![2] - p[0]![2]];
    const n = [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
    for (let k = 0; k < 3; k++) {
      const o = (t * 3 + k) * 3;
      outPositions.set(p[k]!, o);
      outNormals.set([n[0]! / length, n[1]! / length, n[2]! / length], o);
    }
  }
  return { positions: outPositions, normals: outNormals, indices: Uint32Array.from({ length: indices.length }, (_, i) => i) };
}
