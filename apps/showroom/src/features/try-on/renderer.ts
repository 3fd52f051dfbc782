import {
  Box3,
  BufferGeometry,
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
import type { EarPlacement } from './ear-placement.ts';
import type { ImageSize, RingPlacement, Quaternion as Rotation, Vec3 } from './placement.ts';

/*
 * The piece drawn over the picture: a transparent WebGL canvas the size of the image, an orthographic
 * camera in image pixels (the placement's scene frame), the design's GLB at true size (glTF is in metres;
 * ×1000 gives the generator's millimetres, and the placement's scale turns mm into pixels), and an
 * invisible finger — a cylinder that writes depth but no colour, drawn first — so the back of the band
 * disappears behind the finger. The metal switch uses the GLB's KHR_materials_variants, as model-viewer
 * does: each primitive maps a variant to one of the file's materials.
 *
 * A pair of earrings is one GLB holding both studs side by side (the generator's, along x): it is cut in two
 * at x = 0 (no triangle crosses it), each half centred on its own axis with the back of its head at the
 * origin, and drawn on its ear; the head behind the lobes is the invisible shape then. A GLB that cannot be
 * cut so (one earring) is drawn whole on each ear.
 */

/** One copy of the model to draw: the whole of it (a ring), or one stud of a pair, where and how turned. */
export interface DrawnPiece {
  part: 'whole' | 'image-left' | 'image-right';
  position: Vec3;
  quaternion: Rotation;
  visible: boolean;
}

/** What to draw over one picture: the pieces at a common scale (px per mm) and the invisible shapes. */
export interface Drawing {
  pieces: readonly DrawnPiece[];
  scale: number;
  /** Cylinders that hide what is behind them (a finger, a head): from `start` to `end`, `radius` px. */
  occluders: readonly { start: Vec3; end: Vec3; radius: number }[];
}

export function ringDrawing(placement: RingPlacement): Drawing {
  return {
    pieces: [
      { part: 'whole', position: placement.position, quaternion: placement.quaternion, visible: true },
    ],
    scale: placement.scale,
    occluders: [placement.occluder],
  };
}

export function earringsDrawing(placement: EarPlacement): Drawing {
  return {
    pieces: placement.ears.map((ear) => ({
      part: ear.side,
      position: ear.position,
      quaternion: ear.quaternion,
      visible: ear.visible,
    })),
    scale: placement.scale,
    occluders: [placement.head],
  };
}

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
  /** Places the pieces for the image of the given size, or hides them (null). */
  place(drawing: Drawing | null, image: ImageSize): void;
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
  /**
   * The placed piece's width in image pixels, measured on its bounding box: a ring across the finger, a
   * stud across its face.
   */
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

/** A stud's head is wider than this from its own axis (mm); a post is thinner. */
const HEAD_BEYOND_MM = 1.2;

/**
 * One stud of the pair: a copy of the model keeping the triangles on one side of x = 0 (by their centre),
 * moved so the stud's axis is the model's z axis and the back of its head is at z = 0. Null when the model
 * does not part there (a triangle straddles x = 0, or a side is empty).
 */
function half(model: Object3D, side: -1 | 1): Group | null {
  model.updateMatrixWorld(true);
  const copy = model.clone(true);
  copy.updateMatrixWorld(true);
  const box = new Box3();
  const point = new Vector3();
  const a = new Vector3();
  const b = new Vector3();
  const c = new Vector3();
  const kept: Vector3[] = [];
  let straddles = false;
  copy.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const geometry = object.geometry as BufferGeometry;
    const position = geometry.getAttribute('position');
    if (!position) return;
    const index = geometry.getIndex();
    const count = index ? index.count : position.count;
    const keep: number[] = [];
    const world = (i: number, into: Vector3) =>
      into.fromBufferAttribute(position, index ? index.getX(i) : i).applyMatrix4(object.matrixWorld);
    for (let i = 0; i + 2 < count; i += 3) {
      world(i, a);
      world(i + 1, b);
      world(i + 2, c);
      const low = Math.min(a.x, b.x, c.x);
      const high = Math.max(a.x, b.x, c.x);
      if (low < 0 && high > 0) straddles = true;
      if (Math.sign(a.x + b.x + c.x) !== side) continue;
      for (let k = 0; k < 3; k++) keep.push(index ? index.getX(i + k) : i + k);
      kept.push(a.clone(), b.clone(), c.clone());
    }
    const part = new BufferGeometry();
    for (const [name, attribute] of Object.entries(geometry.attributes)) part.setAttribute(name, attribute);
    part.setIndex(keep);
    object.geometry = part;
  });
  if (straddles || kept.length === 0) return null;
  for (const vertex of kept) box.expandByPoint(vertex);
  const centre = box.getCenter(point);
  // The head's back: the nearest-to-the-ear point of the part wider than a post.
  let back = Number.POSITIVE_INFINITY;
  for (const vertex of kept) {
    if (Math.hypot(vertex.x - centre.x, vertex.y - centre.y) > HEAD_BEYOND_MM)
      back = Math.min(back, vertex.z);
  }
  if (!Number.isFinite(back)) back = box.min.z;
  const group = new Group();
  copy.position.set(-centre.x, -centre.y, -back);
  group.add(copy);
  // Measured on the kept triangles: the copy's geometries still hold the whole pair's vertices, so a
  // bounding box taken from them would span both studs.
  group.userData.widthMm = box.max.x - box.min.x;
  return group;
}

/** Each mesh of a copy paired with the model's mesh it was cloned from (for the metal switch). */
function pairMeshes(original: Object3D, copy: Object3D, into: Map<Mesh, Mesh>) {
  const originals: Mesh[] = [];
  original.traverse((object) => {
    if (object instanceof Mesh) originals.push(object);
  });
  let i = 0;
  copy.traverse((object) => {
    if (object instanceof Mesh && originals[i]) into.set(object, originals[i] as Mesh);
    if (object instanceof Mesh) i += 1;
  });
}

export async function createTryOnRenderer(
  glbUrl: string,
  options: { pair?: boolean } = {},
): Promise<TryOnRenderer> {
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
  const holeDiameterMm = options.pair ? 0 : measureHole(model);

  // What each drawn part shows: the model itself, or for a pair each stud (or, uncut, the whole model).
  const copies = new Map<Mesh, Mesh>();
  const parts = new Map<DrawnPiece['part'], Group>();
  if (options.pair) {
    const left = half(model, -1);
    const right = left ? half(model, 1) : null;
    for (const [part, group] of [
      ['image-left', left],
      ['image-right', right],
    ] as const) {
      const shown = left && right && group ? group : new Group().add(model.clone(true));
      pairMeshes(model, shown, copies);
      parts.set(part, shown);
    }
  } else {
    parts.set('whole', new Group().add(model));
  }
  for (const group of parts.values()) {
    group.visible = false;
    scene.add(group);
  }
  const firstPart = parts.values().next().value as Group;
  const shownWidthMm =
    (firstPart.userData.widthMm as number | undefined) ??
    (() => {
      const box = new Box3().setFromObject(firstPart);
      return box.max.x - box.min.x;
    })();

  const occluderGeometry = new CylinderGeometry(1, 1, 1, 32, 1, false);
  const occluderMaterial = new MeshBasicMaterial({ colorWrite: false, depthWrite: true });
  const occluders: Mesh[] = [];

  const up = new Vector3(0, 1, 0);
  let size: ImageSize = { width: 1, height: 1 };
  let shownScale: number | null = null;

  return {
    canvas,
    variants,
    holeDiameterMm,
    async setVariant(name) {
      const index = variants.indexOf(name);
      if (index < 0) return;
      const jobs: Promise<void>[] = [];
      const meshes: Mesh[] = [];
      for (const group of parts.values()) {
        group.traverse((object: Object3D) => {
          if (object instanceof Mesh) meshes.push(object);
        });
      }
      for (const object of meshes) {
        const source = copies.get(object) ?? object;
        const link = parser.associations.get(source) as { meshes?: number; primitives?: number } | undefined;
        if (link?.meshes === undefined || link.primitives === undefined) continue;
        const primitive = json.meshes?.[link.meshes]?.primitives[link.primitives];
        const mapping = primitive?.extensions?.KHR_materials_variants?.mappings.find((m) =>
          m.variants.includes(index),
        );
        const materialIndex = mapping?.material ?? primitive?.material;
        if (materialIndex === undefined) continue;
        jobs.push(
          parser.getDependency('material', materialIndex).then((material: Material) => {
            object.material = material;
          }),
        );
      }
      await Promise.all(jobs);
    },
    place(drawing, image) {
      if (image.width !== size.width || image.height !== size.height) {
        size = image;
        camera.left = -image.width / 2;
        camera.right = image.width / 2;
        camera.top = image.height / 2;
        camera.bottom = -image.height / 2;
        camera.updateProjectionMatrix();
      }
      for (const group of parts.values()) group.visible = false;
      for (const occluder of occluders) occluder.visible = false;
      shownScale = null;
      if (!drawing) return;
      for (const piece of drawing.pieces) {
        const group = parts.get(piece.part);
        if (!group) continue;
        group.visible = piece.visible;
        group.position.set(piece.position.x, piece.position.y, piece.position.z);
        group.quaternion.set(piece.quaternion.x, piece.quaternion.y, piece.quaternion.z, piece.quaternion.w);
        group.scale.setScalar(drawing.scale);
        if (piece.visible) shownScale = drawing.scale;
      }
      drawing.occluders.forEach((shape, i) => {
        let occluder = occluders[i];
        if (!occluder) {
          occluder = new Mesh(occluderGeometry, occluderMaterial);
          occluder.renderOrder = -1;
          occluders.push(occluder);
          scene.add(occluder);
        }
        const start = new Vector3(shape.start.x, shape.start.y, shape.start.z);
        const end = new Vector3(shape.end.x, shape.end.y, shape.end.z);
        const axis = end.clone().sub(start);
        occluder.visible = true;
        occluder.position.copy(start).addScaledVector(axis, 0.5);
        occluder.scale.set(shape.radius, axis.length(), shape.radius);
        occluder.quaternion.copy(new Quaternion().setFromUnitVectors(up, axis.normalize()));
      });
    },
    render(target) {
      const width = Math.max(1, Math.round(target.width));
      const height = Math.max(1, Math.round(target.height));
      if (canvas.width !== width || canvas.height !== height) renderer.setSize(width, height, false);
      renderer.render(scene, camera);
    },
    measuredWidthPx() {
      if (shownScale === null) return null;
      // The shown part's own x extent (mm) times the pixels per mm: across the finger, or across a stud.
      return shownWidthMm * shownScale;
    },
    dispose() {
      renderer.dispose();
      environment.dispose();
      pmrem.dispose();
      occluderGeometry.dispose();
      occluderMaterial.dispose();
    },
  };
}
