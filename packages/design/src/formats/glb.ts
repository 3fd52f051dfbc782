import { METALS, type Metal, STONE_OPTICS, type StoneType } from '@carat/domain/design';
import { Document, Logger, type Material, NodeIO } from '@gltf-transform/core';
import {
  EXTMeshoptCompression,
  KHRMaterialsDispersion,
  KHRMaterialsIOR,
  KHRMaterialsTransmission,
  KHRMaterialsVariants,
  KHRMaterialsVolume,
  KHRMeshQuantization,
} from '@gltf-transform/extensions';
import { meshopt } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { GEM_LOOKS, METAL_CREASE_DEGREES, METAL_LOOKS, METAL_MATERIAL_NAME } from '#lib/formats/materials.ts';
import { type DesignGeometry, gemKey } from '#lib/geometry/build.ts';
import { facetedMesh, type ShadedMesh, shadedOnce } from '#lib/geometry/mesh.ts';

/*
 * The GLB a viewer shows: metal smooth-shaded, stones faceted, each stone shape stored once and placed by
 * nodes. Lengths are in metres (glTF's unit) through a root node scale, so AR shows the piece life-size.
 * Every alloy is a KHR_materials_variants variant, so a viewer switches metal without a new file.
 */

const MM = 0.001;

let io: Promise<NodeIO> | undefined;

function getIo(): Promise<NodeIO> {
  io ??= Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]).then(() =>
    new NodeIO()
      .registerExtensions([
        EXTMeshoptCompression,
        KHRMeshQuantization,
        KHRMaterialsTransmission,
        KHRMaterialsIOR,
        KHRMaterialsVolume,
        KHRMaterialsDispersion,
        KHRMaterialsVariants,
      ])
      .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder }),
  );
  return io;
}

function metalMaterial(doc: Document, metal: Metal, name: string): Material {
  const look = METAL_LOOKS[metal];
  return doc
    .createMaterial(name)
    .setBaseColorFactor([...look.color, 1])
    .setMetallicFactor(1)
    .setRoughnessFactor(look.roughness);
}

function gemMaterial(doc: Document, type: StoneType, depthMm: number): Material {
  const optics = STONE_OPTICS[type];
  const look = GEM_LOOKS[type];
  const transmission = doc
    .createExtension(KHRMaterialsTransmission)
    .createTransmission()
    .setTransmissionFactor(1);
  const ior = doc.createExtension(KHRMaterialsIOR).createIOR().setIOR(optics.ior);
  // Thickness and distance are in the mesh's own units (mm here).
  const volume = doc
    .createExtension(KHRMaterialsVolume)
    .createVolume()
    .setThicknessFactor(depthMm)
    .setAttenuationColor([...look.attenuation])
    .setAttenuationDistance(look.attenuationMm);
  // glTF's dispersion is 20 / Abbe number (KHR_materials_dispersion).
  const dispersion = doc
    .createExtension(KHRMaterialsDispersion)
    .createDispersion()
    .setDispersion(20 / optics.abbe);
  return doc
    .createMaterial(`stone-${type}`)
    .setBaseColorFactor([1, 1, 1, 1])
    .setMetallicFactor(0)
    .setRoughnessFactor(0)
    .setExtension('KHR_materials_transmission', transmission)
    .setExtension('KHR_materials_ior', ior)
    .setExtension('KHR_materials_volume', volume)
    .setExtension('KHR_materials_dispersion', dispersion);
}

function addMesh(doc: Document, name: string, mesh: ShadedMesh, material: Material) {
  const buffer = doc.getRoot().listBuffers()[0]!;
  const position = doc.createAccessor().setType('VEC3').setArray(mesh.positions).setBuffer(buffer);
  const normal = doc.createAccessor().setType('VEC3').setArray(mesh.normals).setBuffer(buffer);
  const indices = doc.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', position)
    .setAttribute('NORMAL', normal)
    .setIndices(indices)
    .setMaterial(material);
  return { mesh: doc.createMesh(name).addPrimitive(primitive), primitive };
}

export interface GlbOptions {
  readonly metal: Metal;
  /** Meshopt compression (on by default); off only to inspect the raw file. */
  readonly compress?: boolean;
}

export async function writeGlb(geometry: DesignGeometry, options: GlbOptions): Promise<Uint8Array> {
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  doc.createBuffer();
  const root = doc.createNode('design').setScale([MM, MM, MM]);
  doc.createScene('design').addChild(root);
  doc.getRoot().setDefaultScene(doc.getRoot().listScenes()[0]!);

  const metal = metalMaterial(doc, options.metal, METAL_MATERIAL_NAME);
  const { mesh: metalMesh, primitive } = addMesh(
    doc,
    'metal',
    shadedOnce(geometry.metal, METAL_CREASE_DEGREES),
    metal,
  );
  root.addChild(doc.createNode('metal').setMesh(metalMesh));

  const variants = doc.createExtension(KHRMaterialsVariants);
  const mappings = variants.createMappingList();
  for (const alloy of METALS) {
    const variant = variants.createVariant(alloy);
    const material =
      alloy === options.metal ? metal : metalMaterial(doc, alloy, `${METAL_MATERIAL_NAME}-${alloy}`);
    mappings.addMapping(variants.createMapping().addVariant(variant).setMaterial(material));
  }
  primitive.setExtension('KHR_materials_variants', mappings);

  const gemMeshes = new Map<string, ReturnType<typeof addMesh>['mesh']>();
  const gemMaterials = new Map<string, Material>();
  geometry.gems.forEach((gem, i) => {
    const key = gemKey(gem);
    let mesh = gemMeshes.get(key);
    if (!mesh) {
      const materialKey = `${gem.type}:${key}`;
      let material = gemMaterials.get(materialKey);
      if (!material) {
        material = gemMaterial(doc, gem.type, gem.widthMm * 0.6);
        gemMaterials.set(materialKey, material);
      }
      mesh = addMesh(doc, `stone-${gem.cut}`, facetedMesh(geometry.gemMeshes.get(key)!), material).mesh;
      gemMeshes.set(key, mesh);
    }
    root.addChild(doc.createNode(`stone-${i}`).setMesh(mesh).setMatrix(gem.transform));
  });

  const writer = await getIo();
  if (options.compress !== false) await doc.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  return writer.writeBinary(doc);
}

/** Reads a GLB back (meshopt included), for checks and tools. */
export async function readGlb(bytes: Uint8Array): Promise<Document> {
  return (await getIo()).readBinary(bytes);
}
