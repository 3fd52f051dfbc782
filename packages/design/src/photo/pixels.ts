/*
 * Classic image processing over plain arrays, for the photo reader: no decoder, no canvas, no network.
 * A picture is straight RGBA, 8 bits per channel, rows top to bottom (what sharp's `raw()` and a canvas's
 * `getImageData` give). Masks are one byte per pixel, 1 inside.
 */

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array | Uint8ClampedArray;
}

export interface LabImage {
  readonly width: number;
  readonly height: number;
  /** L*, a*, b* (D65) interleaved. */
  readonly lab: Float32Array;
}

/** Box-averaged down so that the longer side is at most `maxSide` (never enlarged). */
export function downscale(image: RgbaImage, maxSide: number): RgbaImage {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide));
  if (factor === 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Uint8Array(width * height * 4);
  const samples = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < factor; sy++) {
        for (let sx = 0; sx < factor; sx++) {
          const p = ((y * factor + sy) * image.width + x * factor + sx) * 4;
          r += image.rgba[p]!;
          g += image.rgba[p + 1]!;
          b += image.rgba[p + 2]!;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = r / samples;
      out[o + 1] = g / samples;
      out[o + 2] = b / samples;
      out[o + 3] = 255;
    }
  }
  return { width, height, rgba: out };
}

const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);

/** sRGB → CIE L*a*b* (D65); a transparent pixel counts as white paper. */
export function toLab(image: RgbaImage): LabImage {
  const n = image.width * image.height;
  const lab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const alpha = image.rgba[i * 4 + 3]! / 255;
    const r = SRGB_TO_LINEAR[image.rgba[i * 4]!]! * alpha + (1 - alpha);
    const g = SRGB_TO_LINEAR[image.rgba[i * 4 + 1]!]! * alpha + (1 - alpha);
    const b = SRGB_TO_LINEAR[image.rgba[i * 4 + 2]!]! * alpha + (1 - alpha);
    const fx = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[i * 3] = 116 * fy - 16;
    lab[i * 3 + 1] = 500 * (fx - fy);
    lab[i * 3 + 2] = 200 * (fy - fz);
  }
  return { width: image.width, height: image.height, lab };
}

/** Least squares of a quadratic surface c0 + c1 x + c2 y + c3 x² + c4 xy + c5 y² over the chosen pixels. */
export function fitQuadratic(
  width: number,
  height: number,
  value: (p: number) => number,
  chosen: (p: number) => boolean,
): (x: number, y: number) => number {
  const ata = Array.from({ length: 6 }, () => new Float64Array(6));
  const atb = new Float64Array(6);
  const basis = new Float64Array(6);
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const p = y * width + x;
      if (!chosen(p)) continue;
      const u = x / width - 0.5;
      const v = y / height - 0.5;
      basis.set([1, u, v, u * u, u * v, v * v]);
      const z = value(p);
      for (let i = 0; i < 6; i++) {
        atb[i]! += basis[i]! * z;
        for (let j = 0; j < 6; j++) ata[i]![j]! += basis[i]! * basis[j]!;
      }
      count++;
    }
  }
  for (let i = 0; i < 6; i++) ata[i]![i]! += 1e-6 * (count + 1);
  const c = solve(ata, atb);
  return (x, y) => {
    const u = x / width - 0.5;
    const v = y / height - 0.5;
    return c[0]! + c[1]! * u + c[2]! * v + c[3]! * u * u + c[4]! * u * v + c[5]! * v * v;
  };
}

/** Gaussian elimination with partial pivoting (6 × 6). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const m = a.map((row) => Float64Array.from(row));
  const x = Float64Array.from(b);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    [x[col], x[pivot]] = [x[pivot]!, x[col]!];
    const d = m[col]![col]! || 1e-12;
    for (let r = col + 1; r < n; r++) {
      const f = m[r]![col]! / d;
      for (let k = col; k < n; k++) m[r]![k]! -= f * m[col]![k]!;
      x[r]! -= f * x[col]!;
    }
  }
  for (let r = n - 1; r >= 0; r--) {
    let s = x[r]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / (m[r]![r]! || 1e-12);
  }
  return x;
}

/** Square structuring element of half-size `radius`, separable (rows then columns). */
function morph(mask: Uint8Array, width: number, height: number, radius: number, grow: boolean): Uint8Array {
  const pass = (src: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let hit = !grow;
        for (let k = -radius; k <= radius; k++) {
          const xx = horizontal ? x + k : x;
          const yy = horizontal ? y : y + k;
          const inside = xx >= 0 && yy >= 0 && xx < width && yy < height ? src[yy * width + xx]! : 0;
          if (grow && inside) {
            hit = true;
            break;
          }
          if (!grow && !inside) {
            hit = false;
            break;
          }
        }
        out[y * width + x] = hit ? 1 : 0;
      }
    }
    return out;
  };
  return pass(pass(mask, true), false);
}

export const dilate = (mask: Uint8Array, width: number, height: number, radius: number) =>
  morph(mask, width, height, radius, true);
export const erode = (mask: Uint8Array, width: number, height: number, radius: number) =>
  morph(mask, width, height, radius, false);
export const close = (mask: Uint8Array, width: number, height: number, radius: number) =>
  erode(dilate(mask, width, height, radius), width, height, radius);
export const open = (mask: Uint8Array, width: number, height: number, radius: number) =>
  dilate(erode(mask, width, height, radius), width, height, radius);

export interface Component {
  readonly label: number;
  readonly area: number;
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  readonly touchesBorder: boolean;
}

/** 8-connected components of the pixels equal to `value`; labels start at 1 (0: not that value). */
export function components(
  mask: Uint8Array,
  width: number,
  height: number,
  value = 1,
): { labels: Int32Array; list: Component[] } {
  const labels = new Int32Array(mask.length);
  const list: Component[] = [];
  const stack: number[] = [];
  const four = value === 0;
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || labels[start]) continue;
    const label = list.length + 1;
    labels[start] = label;
    stack.push(start);
    let area = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    let touchesBorder = false;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      area++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (four && dx !== 0 && dy !== 0)) continue;
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const q = yy * width + xx;
          if (mask[q] === value && !labels[q]) {
            labels[q] = label;
            stack.push(q);
          }
        }
      }
    }
    list.push({ label, area, minX, maxX, minY, maxY, touchesBorder });
  }
  return { labels, list };
}

/** The outline's shape: what tells a round stone from a pear or an emerald cut. */
export interface ShapeDescriptors {
  /** Long axis ÷ short axis of the second moments (1 for a circle or a square). */
  readonly elongation: number;
  /** Area ÷ convex hull's area. */
  readonly solidity: number;
  /** Area ÷ the area of the bounding box along the principal axes (π/4 for an ellipse, 1 for a rectangle). */
  readonly rectangularity: number;
  /** Corners of the hull turned by more than 35° (a polygon's vertices; a circle has none). */
  readonly corners: number;
  /** How unlike its mirror across the short axis (0 symmetric; a pear is not). */
  readonly asymmetry: number;
  /** Area ÷ the ellipse of the same second moments (1 for an ellipse, 3/π for a rectangle). */
  readonly ellipseFit: number;
  /** 4π area ÷ the hull's perimeter squared (1 for a circle, π/4 for a square). */
  readonly roundness: number;
}

/** Descriptors of one component of `labels`. */
export function shapeOf(labels: Int32Array, width: number, label: number): ShapeDescriptors {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let p = 0; p < labels.length; p++) {
    if (labels[p] !== label) continue;
    xs.push(p % width);
    ys.push(Math.floor(p / width));
  }
  const n = xs.length;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  sxx /= n;
  syy /= n;
  sxy /= n;
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const half = Math.sqrt(((sxx - syy) / 2) ** 2 + sxy * sxy);
  const major = (sxx + syy) / 2 + half;
  const minor = Math.max(1e-6, (sxx + syy) / 2 - half);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  const us: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = (xs[i]! - mx) * ca + (ys[i]! - my) * sa;
    const v = -(xs[i]! - mx) * sa + (ys[i]! - my) * ca;
    us.push(u);
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  const boxArea = (maxU - minU + 1) * (maxV - minV + 1);
  // Asymmetry along the long axis: the third moment, scaled (a pear's mass sits at its round end).
  let m3 = 0;
  for (const u of us) m3 += u ** 3;
  const asymmetry = Math.abs(m3 / n) / major ** 1.5;
  // The hull of the pixels' corners is the hull of the outline pixels' corners: only those are sorted.
  const height = labels.length / width;
  const edgeXs: number[] = [];
  const edgeYs: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const p = y * width + x;
    if (
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      labels[p - 1] !== label ||
      labels[p + 1] !== label ||
      labels[p - width] !== label ||
      labels[p + width] !== label
    ) {
      edgeXs.push(x);
      edgeYs.push(y);
    }
  }
  const hull = convexHull(edgeXs, edgeYs);
  const hullArea = Math.max(n, polygonArea(hull));
  const perimeter = polygonPerimeter(hull);
  return {
    elongation: Math.sqrt(major / minor),
    solidity: Math.min(1, n / hullArea),
    rectangularity: Math.min(1, n / boxArea),
    corners: cornerCount(hull),
    asymmetry,
    ellipseFit: n / (4 * Math.PI * Math.sqrt(major * minor)),
    roundness: perimeter > 0 ? Math.min(1, (4 * Math.PI * hullArea) / perimeter ** 2) : 1,
  };
}

function polygonPerimeter(polygon: [number, number][]): number {
  let perimeter = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    perimeter += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return perimeter;
}

/** Andrew's monotone chain over the pixels' corners. */
function convexHull(xs: number[], ys: number[]): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < xs.length; i++) {
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      points.push([xs[i]! + dx, ys[i]! + dy]);
    }
  }
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function polygonArea(polygon: [number, number][]): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    area += x0 * y1 - x1 * y0;
  }
  return Math.abs(area) / 2;
}

/** Hull vertices where the outline turns sharply, after merging vertices closer than 1/8 of the perimeter. */
function cornerCount(hull: [number, number][]): number {
  if (hull.length < 3) return 0;
  const perimeter = polygonPerimeter(hull);
  // Resample the hull: keep a vertex only if it is at least perimeter/16 from the last one kept.
  const kept: [number, number][] = [];
  for (const p of hull) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= perimeter / 16) kept.push(p);
  }
  if (kept.length < 3) return 0;
  let corners = 0;
  for (let i = 0; i < kept.length; i++) {
    const a = kept[(i + kept.length - 1) % kept.length]!;
    const b = kept[i]!;
    const c = kept[(i + 1) % kept.length]!;
    const turn = Math.abs(
      Math.atan2(
        (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]),
        (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]),
      ),
    );
    if (turn > (35 * Math.PI) / 180) corners++;
  }
  return corners;
}

/**
 * The Sobel gradient of the lightness (L*, every third value of `lab`) at an inner pixel (1 ≤ x < width − 1,
 * 1 ≤ y < height − 1): [gx, gy], rightwards and downwards, unscaled (a step of 1 gives 4).
 */
export function sobelAt(lab: Float32Array, width: number, x: number, y: number): [number, number] {
  // Read in place (no closure per call: the reader calls this for every pixel).
  const p = (y * width + x) * 3;
  const row = width * 3;
  const tl = lab[p - row - 3]!;
  const t = lab[p - row]!;
  const tr = lab[p - row + 3]!;
  const l = lab[p - 3]!;
  const r = lab[p + 3]!;
  const bl = lab[p + row - 3]!;
  const b = lab[p + row]!;
  const br = lab[p + row + 3]!;
  return [tr + 2 * r + br - tl - 2 * l - bl, bl + 2 * b + br - tl - 2 * t - tr];
}

/** The Sobel gradient's magnitude of the lightness over the whole image, ÷ 4 (a step's height); the border is 0. */
export function sobelMagnitude(lab: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const [gx, gy] = sobelAt(lab, width, x, y);
      out[y * width + x] = Math.hypot(gx, gy) / 4;
    }
  }
  return out;
}

/**
 * How much the lightness gradients round each pixel share one direction (the structure tensor's coherence
 * over a (2r+1)² window, 0–1): a metal's outline or a band's rim is one long edge (near 1), a cut stone's
 * facets turn every way (lower).
 */
export function edgeCoherence(lab: Float32Array, width: number, height: number, radius = 2): Float32Array {
  const n = width * height;
  const jxx = new Float32Array(n);
  const jyy = new Float32Array(n);
  const jxy = new Float32Array(n);
  const l = (x: number, y: number) => lab[(y * width + x) * 3]!;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const gx = l(x + 1, y) - l(x - 1, y);
      const gy = l(x, y + 1) - l(x, y - 1);
      const p = y * width + x;
      jxx[p] = gx * gx;
      jyy[p] = gy * gy;
      jxy[p] = gx * gy;
    }
  }
  const out = new Float32Array(n);
  for (let y = radius; y < height - radius; y++) {
    for (let x = radius; x < width - radius; x++) {
      let a = 0;
      let b = 0;
      let c = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const q = (y + dy) * width + x + dx;
          a += jxx[q]!;
          b += jyy[q]!;
          c += jxy[q]!;
        }
      }
      out[y * width + x] = a + b > 1e-6 ? Math.sqrt((a - b) ** 2 + 4 * c * c) / (a + b) : 1;
    }
  }
  return out;
}

/**
 * Local contrast of the lightness: each pixel's 3 × 3 range (max − min of L*), averaged over a
 * (2·radius + 1)² window — facet edges are sharp, polished metal smooth. The border of `radius` pixels is 0.
 */
export function localContrast(
  lab: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const range = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const l = lab[((y + dy) * width + x + dx) * 3]!;
          if (l < lo) lo = l;
          if (l > hi) hi = l;
        }
      }
      range[y * width + x] = hi - lo;
    }
  }
  const out = new Float32Array(width * height);
  const side = 2 * radius + 1;
  for (let y = radius; y < height - radius; y++) {
    for (let x = radius; x < width - radius; x++) {
      let s = 0;
      for (let dy = -radius; dy <= radius; dy++)
        for (let dx = -radius; dx <= radius; dx++) s += range[(y + dy) * width + x + dx]!;
      out[y * width + x] = s / (side * side);
    }
  }
  return out;
}

/**
 * Chamfer (3-4) distance of every mask pixel to the nearest pixel outside it, in pixels (0 outside; the
 * frame's edge counts as outside). Two passes, exact to about 8 % of the Euclidean distance.
 */
export function distanceTransform(mask: Uint8Array, width: number, height: number): Float32Array {
  const big = 1e9;
  const d = new Float64Array(width * height);
  for (let p = 0; p < d.length; p++) d[p] = mask[p] ? big : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!d[p]) continue;
      d[p] = Math.min(d[p]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      if (!d[p]) continue;
      d[p] = Math.min(d[p]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  const out = new Float32Array(width * height);
  for (let p = 0; p < d.length; p++) out[p] = d[p]! / 3;
  return out;
}

/**
 * The centres of touching round blobs: the distance transform's local maxima at least `least` deep, strongest
 * first, each suppressing any weaker one closer than the sum of their depths × `overlap` (two stones that
 * touch have their centres about the sum of their radii apart). Returned as x, y and depth (the blob's radius).
 */
export function distancePeaks(
  distance: Float32Array,
  width: number,
  height: number,
  least = 1,
  overlap = 0.8,
): { x: number; y: number; radius: number }[] {
  const candidates: { x: number; y: number; radius: number }[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = distance[y * width + x]!;
      if (v < least) continue;
      let top = true;
      for (let dy = -1; dy <= 1 && top; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (
            (dx || dy) &&
            xx >= 0 &&
            yy >= 0 &&
            xx < width &&
            yy < height &&
            distance[yy * width + xx]! > v
          ) {
            top = false;
            break;
          }
        }
      }
      if (top) candidates.push({ x, y, radius: v });
    }
  }
  candidates.sort((a, b) => b.radius - a.radius || a.y - b.y || a.x - b.x);
  const kept: { x: number; y: number; radius: number }[] = [];
  for (const c of candidates) {
    if (kept.every((k) => Math.hypot(k.x - c.x, k.y - c.y) >= (k.radius + c.radius) * overlap)) kept.push(c);
  }
  return kept;
}
