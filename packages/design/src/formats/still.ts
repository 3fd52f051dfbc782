import type { Metal, StoneType } from '@carat/domain/design';
import { GEM_LOOKS, METAL_CREASE_DEGREES, METAL_LOOKS } from '#lib/formats/materials.ts';
import { type DesignGeometry, gemKey } from '#lib/geometry/build.ts';
import { applyToPoint, type Mat4 } from '#lib/geometry/mat4.ts';
import { shadedOnce, type TriangleMesh } from '#lib/geometry/mesh.ts';

/*
 * A still picture of a design, drawn without a browser or a GPU: the posts and emails of the marketing
 * studio and the design's card need an image, and a design exists only as geometry. A small software
 * renderer: the piece seen in three-quarter view from above (the classic product shot), a z-buffer at twice
 * the size (averaged down: smooth edges), the metal shaded by a studio's reflections tinted by its alloy,
 * the stones faceted with sharp sparkle, on a warm paper-white ground with a soft shadow. Deterministic:
 * the same geometry gives the same pixels.
 */

export interface StillImage {
  readonly width: number;
  readonly height: number;
  /** Straight RGBA, 8 bits per channel, rows top to bottom. */
  readonly rgba: Uint8Array;
  /** The share of the picture covered by metal and by stones (0–1): what tests and callers check. */
  readonly coverage: { readonly metal: number; readonly stones: number };
}

/** The classic product shot: three-quarter view from above. */
const YAW_DEGREES = -32;
const TILT_DEGREES = 24;

/**
 * Where the camera stands and what the piece lies on; the defaults are the product shot. Other angles and
 * grounds serve the photo reader's evaluation (eval/photo), which must not see only the pictures it was
 * tuned on.
 */
export interface StillView {
  /** Turn about the vertical axis, degrees. */
  readonly yawDegrees?: number;
  /** Tilt towards the camera, degrees (0: seen from the side, 90: from above). */
  readonly tiltDegrees?: number;
  /** The ground's colour at the centre and at the edges, linear RGB 0–1. */
  readonly groundCentre?: readonly [number, number, number];
  readonly groundEdge?: readonly [number, number, number];
}
/**
 * The piece fills at most these shares of the frame's width and height: room above and below, so that a
 * post's landscape photo place (cropped from the square) keeps the whole piece.
 */
const FILL_WIDTH = 0.78;
const FILL_HEIGHT = 0.62;
const SUPERSAMPLE = 2;

/** The ground: warm white at the centre, a shade darker at the edges (linear RGB). */
const GROUND_CENTRE = [0.91, 0.88, 0.84] as const;
const GROUND_EDGE = [0.74, 0.71, 0.67] as const;

type Vec3 = [number, number, number];

type ToView = (x: number, y: number, z: number) => Vec3;

/** Model space (mm, +y up, finger axis +z) to view space (camera on +z looking at −z, +y up). */
function viewTransform(yawDegrees: number, tiltDegrees: number): ToView {
  const cy = Math.cos((yawDegrees * Math.PI) / 180);
  const sy = Math.sin((yawDegrees * Math.PI) / 180);
  const ct = Math.cos((tiltDegrees * Math.PI) / 180);
  const st = Math.sin((tiltDegrees * Math.PI) / 180);
  return (x, y, z) => {
    const x1 = cy * x + sy * z;
    const z1 = -sy * x + cy * z;
    return [x1, ct * y - st * z1, st * y + ct * z1];
  };
}

const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/**
 * The studio the metal reflects, by direction (view space): a large soft box overhead, two strip lights at
 * the sides, a bright horizon and a dark floor. `softness` widens the edges (rougher alloys).
 */
function studio(rx: number, ry: number, rz: number, softness: number): number {
  const overhead = 1.7 * smoothstep(0.35 - softness, 0.75 + softness, ry);
  const left = 1.2 * smoothstep(0.1 + softness, 0, Math.abs(rx + 0.82)) * smoothstep(-0.6, 0.2, ry);
  const right = 0.8 * smoothstep(0.12 + softness, 0, Math.abs(rx - 0.78)) * smoothstep(-0.5, 0.3, ry);
  const horizon = 0.55 * Math.exp(-((ry - 0.05) ** 2) / (0.045 + softness));
  const floor = ry < 0 ? 0.08 : 0.22;
  const front = 0.25 * smoothstep(0.2, 1, rz);
  return floor + horizon + overhead + left + right + front;
}

/** Stones: the same studio seen through facets, with sharp edges and a per-facet flash. */
function sparkle(rx: number, ry: number, rz: number, facet: number): number {
  const base = studio(rx, ry, rz, 0);
  const flash = ((facet * 2654435761) >>> 0) / 4294967296;
  return 0.15 + 0.75 * base * base + (flash > 0.82 ? 1.6 : flash > 0.6 ? 0.5 : 0);
}

interface Layer {
  positions: Float32Array;
  normals: Float32Array | null;
  indices: Uint32Array;
  /** 0 metal, 1 + i the stone type of STONES[i]. */
  material: number;
}

const STONES = Object.keys(GEM_LOOKS) as StoneType[];
/** A stone's body colour: its glTF attenuation, deepened for the stones that absorb within a few mm. */
const STONE_COLOURS = STONES.map((type) => {
  const { attenuation, attenuationMm } = GEM_LOOKS[type];
  return attenuation.map((c) => c ** Math.min(3, 6 / attenuationMm + 0.2));
});

function gemLayer(mesh: TriangleMesh, transform: Mat4, type: StoneType): Layer {
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i < mesh.positions.length; i += 3) {
    const [x, y, z] = applyToPoint(transform, [
      mesh.positions[i]!,
      mesh.positions[i + 1]!,
      mesh.positions[i + 2]!,
    ]);
    positions[i] = x;
    positions[i + 1] = y;
    positions[i + 2] = z;
  }
  return { positions, normals: null, indices: mesh.indices, material: 1 + STONES.indexOf(type) };
}

/** Draws the design in `metal` on a `size` × `size` picture. */
export function renderStill(
  geometry: DesignGeometry,
  metal: Metal,
  size = 640,
  viewOptions: StillView = {},
): StillImage {
  const toView = viewTransform(
    viewOptions.yawDegrees ?? YAW_DEGREES,
    viewOptions.tiltDegrees ?? TILT_DEGREES,
  );
  const ground = {
    centre: viewOptions.groundCentre ?? GROUND_CENTRE,
    edge: viewOptions.groundEdge ?? GROUND_EDGE,
  };
  const shaded = shadedOnce(geometry.metal, METAL_CREASE_DEGREES);
  const layers: Layer[] = [
    { positions: shaded.positions, normals: shaded.normals, indices: shaded.indices, material: 0 },
  ];
  for (const gem of geometry.gems) {
    const mesh = geometry.gemMeshes.get(gemKey(gem));
    if (mesh) layers.push(gemLayer(mesh, gem.transform, gem.type));
  }

  // Every vertex in view space, and the frame that fits them.
  const view = layers.map((layer) => {
    const out = new Float32Array(layer.positions.length);
    for (let i = 0; i < out.length; i += 3) {
      out.set(toView(layer.positions[i]!, layer.positions[i + 1]!, layer.positions[i + 2]!), i);
    }
    return out;
  });
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const points of view) {
    for (let i = 0; i < points.length; i += 3) {
      minX = Math.min(minX, points[i]!);
      maxX = Math.max(maxX, points[i]!);
      minY = Math.min(minY, points[i + 1]!);
      maxY = Math.max(maxY, points[i + 1]!);
    }
  }
  const n = size * SUPERSAMPLE;
  const scale =
    n * Math.min(FILL_WIDTH / Math.max(maxX - minX, 1e-6), FILL_HEIGHT / Math.max(maxY - minY, 1e-6));
  // Centred, a little above the middle to leave room for the shadow.
  const offsetX = n / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = n * 0.47 + ((minY + maxY) / 2) * scale;

  const depth = new Float32Array(n * n).fill(-Infinity);
  const normal = new Float32Array(n * n * 3);
  const material = new Uint8Array(n * n).fill(255);
  const facetOf = new Uint32Array(n * n);

  for (const [l, layer] of layers.entries()) {
    const points = view[l]!;
    const { indices } = layer;
    const vn = layer.normals ? viewNormals(layer.normals, toView) : null;
    for (let t = 0; t < indices.length; t += 3) {
      const a = indices[t]! * 3;
      const b = indices[t + 1]! * 3;
      const c = indices[t + 2]! * 3;
      const ax = offsetX + points[a]! * scale;
      const ay = offsetY - points[a + 1]! * scale;
      const bx = offsetX + points[b]! * scale;
      const by = offsetY - points[b + 1]! * scale;
      const cx = offsetX + points[c]! * scale;
      const cy = offsetY - points[c + 1]! * scale;
      // Facing the camera: counter-clockwise in view space is clockwise on screen (y flipped).
      const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      if (area >= 0) continue;
      // The face's own normal, for stones (faceted) and as the metal's fallback.
      const ux = points[b]! - points[a]!;
      const uy = points[b + 1]! - points[a + 1]!;
      const uz = points[b + 2]! - points[a + 2]!;
      const wx = points[c]! - points[a]!;
      const wy = points[c + 1]! - points[a + 1]!;
      const wz = points[c + 2]! - points[a + 2]!;
      let fx = uy * wz - uz * wy;
      let fy = uz * wx - ux * wz;
      let fz = ux * wy - uy * wx;
      const fl = Math.hypot(fx, fy, fz) || 1;
      fx /= fl;
      fy /= fl;
      fz /= fl;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
      const x1 = Math.min(n - 1, Math.ceil(Math.max(ax, bx, cx)));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy)));
      const y1 = Math.min(n - 1, Math.ceil(Math.max(ay, by, cy)));
      const za = points[a + 2]!;
      const zb = points[b + 2]!;
      const zc = points[c + 2]!;
      for (let y = y0; y <= y1; y++) {
        const py = y + 0.5;
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5;
          // Barycentric weights (all ≤ 0 inside, as the area is negative).
          const w0 = (bx - px) * (cy - py) - (by - py) * (cx - px);
          const w1 = (cx - px) * (ay - py) - (cy - py) * (ax - px);
          const w2 = (ax - px) * (by - py) - (ay - py) * (bx - px);
          if (w0 > 0 || w1 > 0 || w2 > 0) continue;
          const u = w0 / area;
          const v = w1 / area;
          const w = w2 / area;
          const z = u * za + v * zb + w * zc;
          const p = y * n + x;
          if (z <= depth[p]!) continue;
          depth[p] = z;
          material[p] = layer.material;
          facetOf[p] = t / 3 + l * 7919;
          if (vn) {
            const nx = u * vn[a]! + v * vn[b]! + w * vn[c]!;
            const ny = u * vn[a + 1]! + v * vn[b + 1]! + w * vn[c + 1]!;
            const nz = u * vn[a + 2]! + v * vn[b + 2]! + w * vn[c + 2]!;
            const nl = Math.hypot(nx, ny, nz) || 1;
            normal[p * 3] = nx / nl;
            normal[p * 3 + 1] = ny / nl;
            normal[p * 3 + 2] = nz / nl;
          } else {
            normal[p * 3] = fx;
            normal[p * 3 + 1] = fy;
            normal[p * 3 + 2] = fz;
          }
        }
      }
    }
  }

  return resolve({
    n,
    size,
    depth,
    normal,
    material,
    facetOf,
    metal,
    scale,
    offsetX,
    offsetY,
    minX,
    maxX,
    minY,
    ground,
  });
}

/** Normals rotated into view space (rotation only: no translation, lengths kept). */
function viewNormals(normals: Float32Array, toView: ToView): Float32Array {
  const out = new Float32Array(normals.length);
  for (let i = 0; i < normals.length; i += 3) {
    out.set(toView(normals[i]!, normals[i + 1]!, normals[i + 2]!), i);
  }
  return out;
}

/** Shades every sample and averages each SUPERSAMPLE² block into one pixel. */
function resolve(frame: {
  n: number;
  size: number;
  depth: Float32Array;
  normal: Float32Array;
  material: Uint8Array;
  facetOf: Uint32Array;
  metal: Metal;
  scale: number;
  offsetX: number;
  offsetY: number;
  minX: number;
  maxX: number;
  minY: number;
  ground: { centre: readonly [number, number, number]; edge: readonly [number, number, number] };
}): StillImage {
  const { n, size, normal, material, facetOf } = frame;
  const groundCentre = frame.ground.centre;
  const groundEdge = frame.ground.edge;
  const look = METAL_LOOKS[frame.metal];
  const softness = look.roughness * 0.4;
  // The shadow: a soft ellipse on the ground under the piece.
  const shadowX = frame.offsetX + ((frame.minX + frame.maxX) / 2) * frame.scale;
  const shadowY = frame.offsetY - frame.minY * frame.scale + n * 0.01;
  const shadowRx = ((frame.maxX - frame.minX) / 2) * frame.scale * 0.9;
  const shadowRy = Math.max(n * 0.02, shadowRx * 0.12);

  // The ground is separable in x and y: its terms are tabulated once per column and per row.
  const edgeX = Float32Array.from({ length: n }, (_, x) => ((x - n / 2) / (n / 2)) ** 2);
  const shadowAtX = Float32Array.from({ length: n }, (_, x) =>
    Math.exp(-2.2 * ((x - shadowX) / shadowRx) ** 2),
  );
  const shadowAtY = Float32Array.from({ length: n }, (_, y) =>
    Math.exp(-2.2 * ((y - shadowY) / shadowRy) ** 2),
  );

  const linear = new Float32Array(n * n * 3);
  let metalSamples = 0;
  let stoneSamples = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const p = y * n + x;
      const m = material[p]!;
      let r: number;
      let g: number;
      let b: number;
      if (m === 255) {
        const edge = Math.min(1, Math.sqrt(edgeX[x]! + edgeX[y]!) / 1.3);
        const shade = 1 - 0.35 * shadowAtX[x]! * shadowAtY[y]!;
        r = (groundCentre[0] + (groundEdge[0] - groundCentre[0]) * edge) * shade;
        g = (groundCentre[1] + (groundEdge[1] - groundCentre[1]) * edge) * shade;
        b = (groundCentre[2] + (groundEdge[2] - groundCentre[2]) * edge) * shade;
      } else {
        const nx = normal[p * 3]!;
        const ny = normal[p * 3 + 1]!;
        const nz = normal[p * 3 + 2]!;
        // The reflected view ray (the camera looks along −z).
        const dot = Math.max(0, nz);
        const rx = 2 * dot * nx;
        const ry = 2 * dot * ny;
        const rz = 2 * dot * nz - 1;
        const fresnel = (1 - dot) ** 5;
        if (m === 0) {
          metalSamples++;
          const light = studio(rx, ry, rz, softness);
          const tint = 1 - fresnel;
          r = light * (look.color[0] * tint + fresnel);
          g = light * (look.color[1] * tint + fresnel);
          b = light * (look.color[2] * tint + fresnel);
        } else {
          stoneSamples++;
          const colour = STONE_COLOURS[m - 1]!;
          const light = sparkle(rx, ry, rz, facetOf[p]!);
          r = 0.85 * light * colour[0]! + 0.3 * fresnel;
          g = 0.85 * light * colour[1]! + 0.3 * fresnel;
          b = 0.85 * light * colour[2]! + 0.3 * fresnel;
        }
      }
      linear[p * 3] = r;
      linear[p * 3 + 1] = g;
      linear[p * 3 + 2] = b;
    }
  }

  const rgba = new Uint8Array(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const p = (y * SUPERSAMPLE + sy) * n + x * SUPERSAMPLE + sx;
          r += toneMap(linear[p * 3]!);
          g += toneMap(linear[p * 3 + 1]!);
          b += toneMap(linear[p * 3 + 2]!);
        }
      }
      const o = (y * size + x) * 4;
      rgba[o] = Math.round((255 * r) / samples);
      rgba[o + 1] = Math.round((255 * g) / samples);
      rgba[o + 2] = Math.round((255 * b) / samples);
      rgba[o + 3] = 255;
    }
  }
  return {
    width: size,
    height: size,
    rgba,
    coverage: { metal: metalSamples / (n * n), stones: stoneSamples / (n * n) },
  };
}

/** Linear light to display: a gentle shoulder for highlights, then sRGB's gamma; tabulated (1/256 steps). */
const TONE_STEPS = 256;
const TONE = Float32Array.from({ length: 8 * TONE_STEPS + 1 }, (_, i) => {
  const value = i / TONE_STEPS;
  const mapped = value / (1 + 0.35 * value);
  return Math.min(1, Math.max(0, mapped / 0.741)) ** (1 / 2.2);
});

function toneMap(value: number): number {
  return TONE[Math.min(TONE.length - 1, Math.max(0, Math.round(value * TONE_STEPS)))]!;
}
