import { describe, expect, it } from 'vitest';
import { facetedMesh, smoothMesh } from './mesh.ts';

// A unit square in z = 0 (two triangles) plus a triangle whose corners are in a line (no area).
const positions = new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 0]);
const indices = new Uint32Array([0, 1, 2, 0, 2, 3, 0, 1, 4]);

function unitNormals(normals: Float32Array): boolean {
  for (let i = 0; i < normals.length; i += 3) {
    if (Math.abs(Math.hypot(normals[i]!, normals[i + 1]!, normals[i + 2]!) - 1) > 1e-6) return false;
  }
  return true;
}

describe('shading a mesh for the GLB', () => {
  it('leaves out a triangle with no area, so every normal is of unit length (smooth)', () => {
    const shaded = smoothMesh({ positions, indices }, 30);
    expect(shaded.indices.length).toBe(6);
    expect(unitNormals(shaded.normals)).toBe(true);
    expect(Array.from(shaded.normals.slice(0, 3))).toEqual([0, 0, 1]);
  });

  it('leaves out a triangle with no area, so every normal is of unit length (faceted)', () => {
    const shaded = facetedMesh({ positions, indices });
    expect(shaded.indices.length).toBe(6);
    expect(shaded.positions.length).toBe(18);
    expect(unitNormals(shaded.normals)).toBe(true);
  });
});
