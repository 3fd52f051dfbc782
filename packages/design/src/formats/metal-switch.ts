import type { Metal } from '@carat/domain/design';
import { METAL_LOOKS, METAL_MATERIAL_NAME } from '#lib/formats/materials.ts';

/*
 * Switching metal without regenerating: a GLB's geometry sits in its binary chunk, its materials in the
 * JSON chunk, so only the JSON is rewritten and the (compressed) binary is copied as is. A viewer can also
 * switch live through the KHR_materials_variants variants the generator writes (one per alloy).
 */

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'

interface GltfJson {
  materials?: { name?: string; pbrMetallicRoughness?: Record<string, unknown> }[];
}

export function withMetal(glb: Uint8Array, metal: Metal): Uint8Array {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) throw new Error('not a GLB');
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== JSON_CHUNK) throw new Error('GLB without a JSON chunk first');
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as GltfJson;
  const material = json.materials?.find((m) => m.name === METAL_MATERIAL_NAME);
  if (!material) throw new Error(`GLB has no '${METAL_MATERIAL_NAME}' material`);
  const look = METAL_LOOKS[metal];
  material.pbrMetallicRoughness = {
    ...material.pbrMetallicRoughness,
    baseColorFactor: [...look.color, 1],
    metallicFactor: 1,
    roughnessFactor: look.roughness,
  };
  let text = JSON.stringify(json);
  // Chunks are 4-byte aligned; JSON pads with spaces.
  text += ' '.repeat((4 - (new TextEncoder().encode(text).length % 4)) % 4);
  const newJson = new TextEncoder().encode(text);
  const rest = glb.subarray(20 + jsonLength);
  const out = new Uint8Array(20 + newJson.length + rest.length);
  const outView = new DataView(out.buffer);
  out.set(glb.subarray(0, 12));
  outView.setUint32(8, out.length, true);
  outView.setUint32(12, newJson.length, true);
  outView.setUint32(16, JSON_CHUNK, true);
  out.set(newJson, 20);
  out.set(rest, 20 + newJson.length);
  return out;
}
