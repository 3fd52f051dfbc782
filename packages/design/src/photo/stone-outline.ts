import {
  type Component,
  close,
  components,
  dilate,
  edgeCoherence,
  localContrast,
  type RgbaImage,
  shapeOf,
  sobelAt,
  toLab,
} from '#lib/photo/pixels.ts';

/*
 * The centre stone's cut, described from the full-resolution picture: the reader finds its stones on a
 * box-averaged working copy, where a stone is a few dozen pixels across; here the largest one is cropped
 * from the source picture, segmented again (coloured, or colourless by its facets' contrast, inside the
 * working copy's stone grown by a pixel) and described by measures that do not change with its size or its
 * turn in the picture:
 * - the radius function of its outline (the farthest stone pixel from the centroid in each of 64 angular
 *   bins, over the mean radius), by the magnitudes of its first Fourier harmonics (a round stone seen at
 *   an angle is an ellipse: harmonic 2 only; a square adds harmonic 4; a pear harmonic 1 and 3);
 * - the ends along the long axis: the width near each end over the widest (a pear has one point, a
 *   marquise two, an oval none) and how unlike the two ends are;
 * - the straight-edge share of its hull (long straight sides: an emerald, a princess, a cushion);
 * - the facets' directions: the lightness gradient's orientation against the long axis, folded into
 *   0–90° and binned (a step cut's facets run parallel to its sides, a brilliant's every way);
 * - the outline descriptors of `shapeOf` at full resolution (elongation, solidity, corners…).
 */

export const CUT_FEATURE_NAMES = [
  'cropElongation',
  'cropSolidity',
  'cropRectangularity',
  'cropCorners',
  'cropAsymmetry',
  'cropEllipseFit',
  'cropRoundness',
  'radiusH1',
  'radiusH2',
  'radiusH3',
  'radiusH4',
  'radiusH5',
  'radiusH6',
  'radiusH8',
  'radiusSpread',
  'endNarrow',
  'endWide',
  'endContrast',
  'straightShare',
  'facetAxis',
  'facetMid',
  'facetDiagonal',
  'facetStrength',
  'cropPixels',
] as const;

const NEUTRAL: readonly number[] = [
  1,
  1,
  0.785,
  0,
  0,
  1,
  1,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  0,
  0,
  1 / 3,
  1 / 3,
  1 / 3,
  0,
  0,
];

export interface StoneInWorkingCopy {
  /** The working copy's stone labels and the largest stone's label and box. */
  readonly labels: Int32Array;
  readonly width: number;
  readonly stone: Component;
  /** Source pixels per working pixel (the downscale's integer factor). */
  readonly factor: number;
}

/** The cut's descriptors of the largest stone (neutral values when there is none or it is too small). */
export function stoneOutlineFeatures(source: RgbaImage, found: StoneInWorkingCopy | null): number[] {
  if (!found) return [...NEUTRAL];
  const { labels, width: workingWidth, stone, factor } = found;
  const pad = 2;
  const x0 = Math.max(0, (stone.minX - pad) * factor);
  const y0 = Math.max(0, (stone.minY - pad) * factor);
  const x1 = Math.min(source.width, (stone.maxX + 1 + pad) * factor);
  const y1 = Math.min(source.height, (stone.maxY + 1 + pad) * factor);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 6 || h < 6) return [...NEUTRAL];
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * source.width + x0) * 4;
    rgba.set(source.rgba.subarray(from, from + w * 4), y * w * 4);
  }
  const { lab } = toLab({ width: w, height: h, rgba });
  // Where the working copy saw this stone, grown by one working pixel.
  const near = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const wx = Math.floor((x0 + x) / factor);
      const wy = Math.floor((y0 + y) / factor);
      near[y * w + x] = labels[wy * workingWidth + wx] === stone.label ? 1 : 0;
    }
  }
  const region = dilate(near, w, h, factor);
  const contrast = localContrast(lab, w, h, 1);
  const coherence = edgeCoherence(lab, w, h);
  const mask = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    if (!region[p]) continue;
    const a = lab[p * 3 + 1]!;
    const b = lab[p * 3 + 2]!;
    const chroma = Math.hypot(a, b);
    const hue = (Math.atan2(b, a) * 180) / Math.PI;
    const coloured = chroma > 28 && (hue < 48 || hue > 110 || hue < -10);
    mask[p] = coloured || (chroma < 12 && contrast[p]! > 18 && coherence[p]! < 0.75) ? 1 : 0;
  }
  const closed = close(mask, w, h, 1);
  const parts = components(closed, w, h, 1);
  const biggest = parts.list.reduce<Component | null>((a, c) => (!a || c.area > a.area ? c : a), null);
  if (!biggest || biggest.area < 20) return [...NEUTRAL];
  // Holes inside the stone (a dark facet) belong to it.
  const holes = components(closed, w, h, 0);
  const labelsFull = new Int32Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const hole = holes.labels[p] ? holes.list[holes.labels[p]! - 1] : null;
    labelsFull[p] = parts.labels[p] === biggest.label || (hole && !hole.touchesBorder) ? 1 : 0;
  }
  const shape = shapeOf(labelsFull, w, 1);
  return [
    Math.min(4, shape.elongation),
    shape.solidity,
    shape.rectangularity,
    shape.corners,
    shape.asymmetry,
    shape.ellipseFit,
    shape.roundness,
    ...outlineMeasures(labelsFull, lab, w, h),
    Math.log(biggest.area),
  ];
}

const BINS = 64;

/** Radius harmonics, the ends, the straight edges and the facets' directions of the mask's one stone. */
function outlineMeasures(mask: Int32Array, lab: Float32Array, w: number, h: number): number[] {
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let p = 0; p < w * h; p++) {
    if (!mask[p]) continue;
    n++;
    mx += p % w;
    my += Math.floor(p / w);
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let p = 0; p < w * h; p++) {
    if (!mask[p]) continue;
    const dx = (p % w) - mx;
    const dy = Math.floor(p / w) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const axis = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const ca = Math.cos(axis);
  const sa = Math.sin(axis);
  // The radius function, and the width along the long axis (u) at each step.
  const radius = new Float64Array(BINS);
  let minU = Infinity;
  let maxU = -Infinity;
  const points: [number, number][] = [];
  for (let p = 0; p < w * h; p++) {
    if (!mask[p]) continue;
    const dx = (p % w) + 0.5 - mx - 0.5;
    const dy = Math.floor(p / w) + 0.5 - my - 0.5;
    const u = dx * ca + dy * sa;
    const v = -dx * sa + dy * ca;
    points.push([u, v]);
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    const bin = Math.floor(((Math.atan2(v, u) + Math.PI) / (2 * Math.PI)) * BINS) % BINS;
    radius[bin] = Math.max(radius[bin]!, Math.hypot(u, v) + 0.5);
  }
  // Empty bins (a thin stone's sparse pixels) take their neighbours' mean.
  for (let i = 0; i < BINS; i++) {
    if (radius[i]! > 0) continue;
    radius[i] = (radius[(i + BINS - 1) % BINS]! + radius[(i + 1) % BINS]!) / 2;
  }
  const mean = radius.reduce((s, r) => s + r, 0) / BINS;
  const harmonic = (k: number) => {
    let re = 0;
    let im = 0;
    for (let i = 0; i < BINS; i++) {
      const t = (2 * Math.PI * k * i) / BINS;
      re += radius[i]! * Math.cos(t);
      im += radius[i]! * Math.sin(t);
    }
    return Math.hypot(re, im) / BINS / Math.max(mean, 1e-6);
  };
  const spread = Math.sqrt(radius.reduce((s, r) => s + (r - mean) ** 2, 0) / BINS) / Math.max(mean, 1e-6);
  // Width profile along the long axis: the ends at 15 % of the length from each tip.
  const length = Math.max(1, maxU - minU);
  const slices = 20;
  const lo = new Float64Array(slices).fill(Infinity);
  const hi = new Float64Array(slices).fill(-Infinity);
  for (const [u, v] of points) {
    const s = Math.min(slices - 1, Math.floor(((u - minU) / length) * slices));
    lo[s] = Math.min(lo[s]!, v);
    hi[s] = Math.max(hi[s]!, v);
  }
  const widthAt = (s: number) => (hi[s]! > lo[s]! ? hi[s]! - lo[s]! + 1 : 0);
  let widest = 1;
  for (let s = 0; s < slices; s++) widest = Math.max(widest, widthAt(s));
  const endA = (widthAt(2) + widthAt(3)) / 2 / widest;
  const endB = (widthAt(slices - 3) + widthAt(slices - 4)) / 2 / widest;
  return [
    harmonic(1),
    harmonic(2),
    harmonic(3),
    harmonic(4),
    harmonic(5),
    harmonic(6),
    harmonic(8),
    spread,
    Math.min(endA, endB),
    Math.max(endA, endB),
    Math.abs(endA - endB),
    straightShare(radius),
    ...facetDirections(mask, lab, w, h, axis),
  ];
}

/**
 * The share of the outline on straight runs: a straight side seen from its centre has r(θ) = d / cos(θ −
 * θ₀); a bin whose neighbours over 45° lie on one line with it (within 2.5 % of the mean radius) counts
 * as straight (an arc of a circle over 45° bulges by 7.6 %).
 */
function straightShare(radius: Float64Array): number {
  const mean = radius.reduce((s, r) => s + r, 0) / BINS;
  const point = (i: number) => {
    const t = ((i + 0.5) / BINS) * 2 * Math.PI - Math.PI;
    return [radius[i % BINS]! * Math.cos(t), radius[i % BINS]! * Math.sin(t)] as const;
  };
  let straight = 0;
  for (let i = 0; i < BINS; i++) {
    // The middle of nine consecutive points (45°) against the chord of the outer two.
    const a = point(i);
    const m = point(i + 4);
    const b = point(i + 8);
    const chord = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const off = Math.abs((b[0] - a[0]) * (a[1] - m[1]) - (a[0] - m[0]) * (b[1] - a[1])) / chord;
    if (off < mean * 0.025) straight++;
  }
  return straight / BINS;
}

/** The lightness gradient's orientation against the long axis, folded to 0–90°, in three bins, and its strength. */
function facetDirections(mask: Int32Array, lab: Float32Array, w: number, h: number, axis: number): number[] {
  const bins = [0, 0, 0];
  let total = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      // Inside the stone only: its outline's own edge says nothing of the facets.
      const p = y * w + x;
      if (!mask[p] || !mask[p - 1] || !mask[p + 1] || !mask[p - w] || !mask[p + w]) continue;
      const [gx, gy] = sobelAt(lab, w, x, y);
      const magnitude = Math.hypot(gx, gy);
      count++;
      if (magnitude < 8) continue;
      let angle = Math.abs(((Math.atan2(gy, gx) - axis) * 180) / Math.PI) % 180;
      if (angle > 90) angle = 180 - angle;
      bins[angle < 20 ? 0 : angle < 70 ? 1 : 2]! += magnitude;
      total += magnitude;
    }
  }
  if (total === 0) return [1 / 3, 1 / 3, 1 / 3, 0];
  return [bins[0]! / total, bins[1]! / total, bins[2]! / total, total / Math.max(1, count) / 100];
}
