import {
  Box3,
  CylinderGeometry,
  Group,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  OrthographicCamera,
  PMREMGenerator,
  Quaternion,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { type GLTF, GLTFLoader, type GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { ImageSize, RingPlacement } from './placement.ts';

/*
 * The piece drawn over the picture: a transparent WebGL canvas the size of the image, an orthographic
 * camera in image pixels (the placement's scene frame), the design's GLB at true size (glTF is in metres;
 * ×1000 gives the generator's millimetres, and the placement's scale turns mm into pixels), and an
 * invisible finger — a cylinder that writes depth but no colour, drawn first — so the back of the band
 * disappears behind the finger. The metal switch uses the GLB's KHR_materials_variants, as model-viewer
 * does: each primitive maps a variant to one of the file's materials.
 */

interface VariantMapping {
  material: number;
  variants: number[];
}

interface PrimitiveJson {
  material?: number;
  extensions?: { KHR_materials_variants?: { mappings: VariantMapping[] } };
}

const METRES_TO_MM = 1000;

export interface TryOnRenderer {
  readonly canvas: HTMLCanvasElement;
  /** The variant names of the GLB (a design's alloys), in the file's order. */
  readonly variants: string[];
  setVariant(name: string): Promise<void>;
  /** Places the ring for the image of the given size, or hides it (null). */
  place(placement: RingPlacement | null, image: ImageSize): void;
  /**
   * Draws at the given size in device pixels (the canvas as shown, not the camera's resolution: drawing a
   * 1280 × 720 frame on a phone costs far more and shows nothing more); the snapshot asks the image's size.
   */
  render(target: ImageSize): void;
  /**
   * The ring's hole across (mm), measured on the model: twice the least distance of the metal from the
   * finger's axis (model z). For a GLB that does not carry its ring size beside it (a product's model).
   */
  readonly holeDiameterMm: number;
  /** The placed piece's width across the finger, in image pixels, measured on its bounding box. */
  measuredWidthPx(): number | null;
  dispose(): void;
}

function measureHole(model: Object3D): number {
  model.updateMatrixWorld(true);
  let least = Number.POSITIVE_INFINITY;
  const point = new Vector3();
  model.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const position = object.geometry.getAttribute('position');
    if (!position) return;
    for (let i = 0; i < position.count; i += 1) {
      point.fromBufferAttribute(position, i).applyMatrix4(object.matrixWorld);
      least = Math.min(least, Math.hypot(point.x, point.y));
    }
  });
  return Number.isFinite(least) ? 2 * least : 0;
}

export async function createTryOnRenderer(glbUrl: string): Promise<TryOnRenderer> {
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true, preserveDrawingBuffer: true });
  renderer.setClearColor(0x000000, 0);
  renderer.outputColorSpace = SRGBColorSpace;
  const scene = new Scene();
  const pmrem = new PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environment = environment;
  const camera = new OrthographicCamera(-1, 1, 1, -1, -100_000, 100_000);

  const loader = new GLTFLoader();
  loader.setMeshoptDecoder(MeshoptDecoder);
  const gltf: GLTF = await loader.loadAsync(glbUrl);
  const parser: GLTFParser = gltf.parser;
  const json = parser.json as {
    meshes?: { primitives: PrimitiveJson[] }[];
    extensions?: { KHR_materials_variants?: { variants: { name: string }[] } };
  };
  const variants = (json.extensions?.KHR_materials_variants?.variants ?? []).map((v) => v.name);

  // The model in mm, centred on its hole's axis (the generator centres the band on the origin).
  const model = gltf.scene;
  model.scale.setScalar(METRES_TO_MM * (model.scale.x || 1));
  const piece = new Group();
  piece.add(model);
  piece.visible = false;
  scene.add(piece);
  const modelBox = new Box3().setFromObject(model);
  const holeDiameterMm = measureHole(model);

  const occluder = new Mesh(
    new CylinderGeometry(1, 1, 1, 32, 1, false),
    new MeshBasicMaterial({ colorWrite: false, depthWrite: true }),
  );
  occluder.renderOrder = -1;
  occluder.visible = false;
  scene.add(occluder);

  const up = new Vector3(0, 1, 0);
  let size: ImageSize = { width: 1, height: 1 };

  return {
    canvas,
    variants,
    holeDiameterMm,
    async setVariant(name) {
      const index = variants.indexOf(name);
      if (index < 0) return;
      const jobs: Promise<void>[] = [];
      model.traverse((object: Object3D) => {
        if (!(object instanceof Mesh)) return;
        const link = parser.associations.get(object) as { meshes?: number; primitives?: number } | undefined;
        if (link?.meshes === undefined || link.primitives === undefined) return;
        const primitive = json.meshes?.[link.meshes]?.primitives[link.primitives];
        const mapping = primitive?.extensions?.KHR_materials_variants?.mappings.find((m) =>
          m.variants.includes(index),
        );
        const materialIndex = mapping?.material ?? primitive?.material;
        if (materialIndex === undefined) return;
        jobs.push(
          parser.getDependency('material', materialIndex).then((material: Material) => {
            object.material = material;
          }),
        );
      });
      await Promise.all(jobs);
    },
    place(placement, image) {
      if (image.width !== size.width || image.height !== size.height) {
        size = image;
        camera.left = -image.width / 2;
        camera.right = image.width / 2;
        camera.top = image.height / 2;
        camera.bottom = -image.height / 2;
        camera.updateProjectionMatrix();
      }
      piece.visible = placement !== null;
      occluder.visible = placement !== null;
      if (!placement) return;
      const { position, quaternion, scale, occluder: finger } = placement;
      piece.position.set(position.x, position.y, position.z);
      piece.quaternion.set(quaternion.x, quaternion.y, quaternion.z, quaternion.w);
      piece.scale.setScalar(scale);
      const start = new Vector3(finger.start.x, finger.start.y, finger.start.z);
      const end = new Vector3(finger.end.x, finger.end.y, finger.end.z);
      const axis = end.clone().sub(start);
      occluder.position.copy(start).addScaledVector(axis, 0.5);
      occluder.scale.set(finger.radius, axis.length(), finger.radius);
      occluder.quaternion.copy(new Quaternion().setFromUnitVectors(up, axis.normalize()));
    },
    render(target) {
      const width = Math.max(1, Math.round(target.width));
      const height = Math.max(1, Math.round(target.height));
      if (canvas.width !== width || canvas.height !== height) renderer.setSize(width, height, false);
      renderer.render(scene, camera);
    },
    measuredWidthPx() {
      if (!piece.visible) return null;
      // Across the finger: the model's own x extent (mm) times the placement's pixels per mm.
      return (modelBox.max.x - modelBox.min.x) * piece.scale.x;
    },
    dispose() {
      renderer.dispose();
      environment.dispose();
      pmrem.dispose();
      occluder.geometry.dispose();
    },
  };
}
