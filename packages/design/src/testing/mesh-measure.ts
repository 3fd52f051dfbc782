import type { TriangleMesh } from '#lib/geometry/mesh.ts';
import type { Vec3 } from '#lib/geometry/probes.ts';

/*
 * Measurements on the plain triangle mesh, without manifold-3d: what the tests hold the report's slicing
 * against.
 */

/** Connected pieces of a mesh: triangles joined through shared vertex positions (union-find). */
export function meshComponents(mesh: TriangleMesh): number {
  const p = mesh.positions;
  const byPosition = new Map<string, number>();
  const parent: number[] = [];
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  const vertexId = (v: number) => {
    const key = `${p[v * 3]},${p[v * 3 + 1]},${p[v * 3 + 2]}`;
    let id = byPosition.get(key);
    if (id === undefined) {
      id = parent.length;
      parent.push(id);
      byPosition.set(key, id);
    }
    return id;
  };
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const [a, b, c] = [0, 1, 2].map((k) => vertexId(mesh.indices[t * 3 + k]!)) as [number, number, number];
    parent[find(b)] = find(a);
    parent[find(c)] = find(a);
  }
  const roots = new Set<number>();
  for (let i = 0; i < parent.length; i++) roots.add(find(i));
  return roots.size;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The closest point of a triangle to p (Ericson, Real-Time Collision Detection §5.1.5). */
function closestOnTriangle(p: Vec3, a: Vec3, b: Vec3, c: Vec3): Vec3 {
  const ab = sub(b, a);
  const ac = sub(c, a);
  const ap = sub(p, a);
  const d1 = dot(ab, ap);
  const d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const bp = sub(p, b);
  const d3 = dot(ab, bp);
  const d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const vc = d1 * d4 - d3 * d2;
  const along = (o: Vec3, d: Vec3, t: number): Vec3 => [o[0] + t * d[0], o[1] + t * d[1], o[2] + t * d[2]];
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return along(a, ab, d1 / (d1 - d3));
  const cp = sub(p, c);
  const d5 = dot(ab, cp);
  const d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return along(a, ac, d2 / (d2 - d6));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return along(b, sub(c, b), (d4 - d3) / (d4 - d3 + (d5 - d6)));
  const denom = 1 / (va + vb + vc);
  const v = vb * denom;
  const w = vc * denom;
  return [a[0] + ab[0] * v + ac[0] * w, a[1] + ab[1] * v + ac[1] * w, a[2] + ab[2] * v + ac[2] * w];
}

/** The distance from a point to the mesh's surface, looking only at triangles within `reach` mm. */
export function distanceToSurface(mesh: TriangleMesh, point: Vec3, reach = 4): number {
  const p = mesh.positions;
  const vertex = (i: number): Vec3 => [p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!];
  let best = Number.POSITIVE_INFINITY;
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const a = vertex(mesh.indices[t * 3]!);
    const b = vertex(mesh.indices[t * 3 + 1]!);
    const c = vertex(mesh.indices[t * 3 + 2]!);
    // Only triangles whose box, grown by `reach`, holds the point (a long post has vertices only at its ends).
    let far = false;
    for (let k = 0; k < 3; k++) {
      if (
        point[k]! < Math.min(a[k]!, b[k]!, c[k]!) - reach ||
        point[k]! > Math.max(a[k]!, b[k]!, c[k]!) + reach
      )
        far = true;
    }
    if (far) continue;
    const q = closestOnTriangle(point, a, b, c);
    best = Math.min(best, Math.hypot(q[0] - point[0], q[1] - point[1], q[2] - point[2]));
  }
  return best;
}
