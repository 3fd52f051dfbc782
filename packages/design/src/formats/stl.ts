import type { TriangleMesh } from '#lib/geometry/mesh.ts';

/** Binary STL in mm (what slicers and casting houses assume): 80-byte header, count, 50 bytes a triangle. */
export function writeStl(mesh: TriangleMesh, header = 'Carat design, mm'): Uint8Array {
  const triangles = mesh.indices.length / 3;
  const bytes = new Uint8Array(84 + triangles * 50);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(header.slice(0, 80)));
  view.setUint32(80, triangles, true);
  const p = mesh.positions;
  for (let t = 0; t < triangles; t++) {
    const corners = [mesh.indices[t * 3]!, mesh.indices[t * 3 + 1]!, mesh.indices[t * 3 + 2]!];
    const [a, b, c] = corners.map((v) => [p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!]) as [
      number[],
      number[],
      number[],
    ];
    const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
    const w = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
    const n = [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
    let offset = 84 + t * 50;
    for (const value of [...n.map((x) => x / length), ...a, ...b, ...c]) {
      view.setFloat32(offset, value, true);
      offset += 4;
    }
  }
  return bytes;
}

/** Reads a binary STL's triangles back, for checks. */
export function readStl(bytes: Uint8Array): Float32Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  return Array.from({ length: count }, (_, t) => {
    const corners = new Float32Array(9);
    for (let k = 0; k < 9; k++) corners[k] = view.getFloat32(84 + t * 50 + 12 + k * 4, true);
    return corners;
  });
}
