import { type Metal, STONE_OPTICS } from '@carat/domain/design';
import { GEM_LOOKS, METAL_CREASE_DEGREES, METAL_LOOKS } from '#lib/formats/materials.ts';
import { writeAlignedZip } from '#lib/formats/zip.ts';
import { type DesignGeometry, gemKey } from '#lib/geometry/build.ts';
import { applyToPoint } from '#lib/geometry/mat4.ts';
import { facetedMesh, type ShadedMesh, shadedOnce } from '#lib/geometry/mesh.ts';

/*
 * USDZ for Quick Look on iOS: one USDA (text) layer in an uncompressed, 64-byte-aligned zip. Made on the
 * server because converting in the browser loses the stones' transparency (three.js #24748). Materials are
 * UsdPreviewSurface: metals metallic, stones clear with their refractive index and a tint.
 */

// Four decimals of a mm is 0.1 µm; rounding through Math.round is much faster than toFixed on big meshes.
const num = (value: number) => String(Math.round(value * 10000) / 10000);
const tuple = (values: readonly number[]) => `(${values.map(num).join(', ')})`;

function meshPrim(name: string, mesh: ShadedMesh, material: string): string {
  const points: string[] = [];
  const normals: string[] = [];
  for (let v = 0; v < mesh.positions.length / 3; v++) {
    points.push(tuple([mesh.positions[v * 3]!, mesh.positions[v * 3 + 1]!, mesh.positions[v * 3 + 2]!]));
    normals.push(tuple([mesh.normals[v * 3]!, mesh.normals[v * 3 + 1]!, mesh.normals[v * 3 + 2]!]));
  }
  const triangles = mesh.indices.length / 3;
  return `
    def Mesh "${name}" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        uniform bool doubleSided = 0
        int[] faceVertexCounts = [${new Array(triangles).fill(3).join(', ')}]
        int[] faceVertexIndices = [${Array.from(mesh.indices).join(', ')}]
        rel material:binding = </Design/Materials/${material}>
        normal3f[] normals = [${normals.join(', ')}] (
            interpolation = "vertex"
        )
        point3f[] points = [${points.join(', ')}]
        uniform token subdivisionScheme = "none"
    }`;
}

function surface(name: string, inputs: Record<string, string>): string {
  const lines = Object.entries(inputs).map(
    ([key, value]) =>
      `            ${value.split(' ')[0]} inputs:${key} = ${value.slice(value.indexOf(' ') + 1)}`,
  );
  return `
        def Material "${name}"
        {
            token outputs:surface.connect = </Design/Materials/${name}/Surface.outputs:surface>

            def Shader "Surface"
            {
                uniform token info:id = "UsdPreviewSurface"
    ${lines.join('\n    ')}
                token outputs:surface
            }
        }`;
}

/** The USDA text of a design (mm, y up). */
export function designUsda(geometry: DesignGeometry, metal: Metal): string {
  const look = METAL_LOOKS[metal];
  const materials = [
    surface('Metal', {
      diffuseColor: `color3f ${tuple(look.color)}`,
      metallic: 'float 1',
      roughness: `float ${num(look.roughness)}`,
    }),
  ];
  const types = [...new Set(geometry.gems.map((gem) => gem.type))];
  for (const type of types) {
    const tint = GEM_LOOKS[type].attenuation;
    materials.push(
      surface(`Stone_${type.replace('-', '_')}`, {
        diffuseColor: `color3f ${tuple(tint)}`,
        metallic: 'float 0',
        roughness: 'float 0.02',
        opacity: 'float 0.3',
        ior: `float ${num(STONE_OPTICS[type].ior)}`,
        clearcoat: 'float 1',
      }),
    );
  }
  const meshes = [meshPrim('Metal', shadedOnce(geometry.metal, METAL_CREASE_DEGREES), 'Metal')];
  geometry.gems.forEach((gem, i) => {
    // Stones are baked in place: Quick Look handles plain meshes most reliably.
    const local = facetedMesh(geometry.gemMeshes.get(gemKey(gem))!);
    const positions = new Float32Array(local.positions.length);
    const normals = new Float32Array(local.normals.length);
    const rotation = [...gem.transform.slice(0, 12), 0, 0, 0, 1] as typeof gem.transform;
    for (let v = 0; v < local.positions.length / 3; v++) {
      const p = [local.positions[v * 3]!, local.positions[v * 3 + 1]!, local.positions[v * 3 + 2]!] as const;
      const n = [local.normals[v * 3]!, local.normals[v * 3 + 1]!, local.normals[v * 3 + 2]!] as const;
      positions.set(applyToPoint(gem.transform, p), v * 3);
      normals.set(applyToPoint(rotation, n), v * 3);
    }
    meshes.push(
      meshPrim(
        `Stone_${i}`,
        { positions, normals, indices: local.indices },
        `Stone_${gem.type.replace('-', '_')}`,
      ),
    );
  });
  return `#usda 1.0
(
    defaultPrim = "Design"
    metersPerUnit = 0.001
    upAxis = "Y"
)

def Xform "Design" (
    kind = "component"
)
{
    def Scope "Materials"
    {${materials.join('\n')}
    }
${meshes.join('\n')}
}
`;
}

export function writeUsdz(geometry: DesignGeometry, metal: Metal): Uint8Array {
  return writeAlignedZip([
    { name: 'design.usda', data: new TextEncoder().encode(designUsda(geometry, metal)) },
  ]);
}
