import { components, type RgbaImage, shapeOf } from '#lib/photo/pixels.ts';

/*
 * The stones' crowns, counted in the full-resolution picture. A colourless stone's crown reflects the
 * studio's soft box and is saturated (every channel ≥ 246); a coloured one is vivid (its channels far
 * apart). On the working copy a trilogy's side stones or a halo's ring merge with the centre stone; at full
 * resolution each crown is its own bright patch, apart from the claws' and the gallery's metal between them.
 * A polished band's highlight is saturated too but long and thin, so only compact patches count. The patches
 * are looked for inside the piece (its working-copy mask, scaled up), never on the ground, which may be near
 * white.
 */

export const CROWN_NAMES = [
  'crowns',
  'crownSecond',
  'crownThird',
  'crownSpread',
  'crownSmall',
  'crownLargest',
  'crownRing',
  'crownRingSectors',
  'crownElongation',
  'crownSolidity',
  'crownRectangularity',
  'crownAsymmetry',
  'crownRoundness',
] as const;

/** Without a crown: nothing counted, and the outline of a disc. */
const NO_CROWN = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, Math.PI / 4, 0, 1];

const SECTORS = 8;

/** What counts as a crown patch: at least this many full-resolution pixels, compact, not a long strip. */
const MIN_PIXELS = 6;
const MIN_FILL = 0.3;
const MAX_ASPECT = 4;

/** A stone pixel by colour alone: saturated white, or vivid (a ruby, a sapphire, an emerald). */
export function crownPixel(r: number, g: number, b: number): boolean {
  const lo = Math.min(r, g, b);
  const hi = Math.max(r, g, b);
  if (lo >= 246) return true;
  // Vivid and not a gold's yellow or rose (red well above green, green well above blue): a blue, a green,
  // or a red whose green and blue are both low.
  if (hi - lo < 110) return false;
  return b > r || g > r || (r > 150 && g < 90 && b < 110);
}

/**
 * The crowns inside the piece: the number of patches at least a fifth of the largest (log1p), the second's
 * and third's areas over the largest's, the spread of the three largest centres over the piece's width,
 * the smaller patches (log1p), the largest's share of the piece's box, and the small patches within three
 * of the largest's radii (log1p) and the share of eight sectors round it they fall in; then the largest's
 * outline (`shapeOf`: elongation, solidity, rectangularity, asymmetry, roundness), for the cut. `pieceMask` is the
 * working copy's (`maskWidth` wide, the source box-averaged down), `box` the piece's box in it.
 */
export function crownsOf(
  source: RgbaImage,
  pieceMask: Uint8Array,
  maskWidth: number,
  box: { minX: number; maxX: number; minY: number; maxY: number },
): number[] {
  // The working copy is the source box-averaged by a whole factor (`downscale`).
  const scale = Math.max(1, Math.floor(source.width / Math.max(1, maskWidth)));
  const maskHeight = Math.floor(pieceMask.length / Math.max(1, maskWidth));
  const x0 = Math.max(0, Math.floor(box.minX * scale));
  const y0 = Math.max(0, Math.floor(box.minY * scale));
  const x1 = Math.min(source.width - 1, Math.ceil((box.maxX + 1) * scale));
  const y1 = Math.min(source.height - 1, Math.ceil((box.maxY + 1) * scale));
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  if (w < 2 || h < 2) return NO_CROWN;
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sx = x + x0;
      const sy = y + y0;
      const mx = Math.min(maskWidth - 1, Math.floor(sx / scale));
      const my = Math.min(maskHeight - 1, Math.floor(sy / scale));
      if (!pieceMask[my * maskWidth + mx]) continue;
      const q = (sy * source.width + sx) * 4;
      if (crownPixel(source.rgba[q]!, source.rgba[q + 1]!, source.rgba[q + 2]!)) mask[y * w + x] = 1;
    }
  }
  const found = components(mask, w, h, 1);
  const patches = found.list
    .filter((c) => {
      const bw = c.maxX - c.minX + 1;
      const bh = c.maxY - c.minY + 1;
      return (
        c.area >= MIN_PIXELS && c.area / (bw * bh) >= MIN_FILL && Math.max(bw / bh, bh / bw) <= MAX_ASPECT
      );
    })
    .sort((a, b) => b.area - a.area);
  const largest = patches[0];
  if (!largest) return NO_CROWN;
  const big = patches.filter((c) => c.area >= largest.area * 0.2);
  const centres = big.slice(0, 3).map((c) => [(c.minX + c.maxX) / 2, (c.minY + c.maxY) / 2] as const);
  const xs = centres.map(([x]) => x);
  const ys = centres.map(([, y]) => y);
  const spread = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  // The largest crown's outline (the centre stone's table and crown, seen at the camera's angle).
  const shape = shapeOf(found.labels, w, largest.label);
  // A halo: small patches close round the largest (within three of its radii), on every side of it.
  const [lx, ly] = [(largest.minX + largest.maxX) / 2, (largest.minY + largest.maxY) / 2];
  const reach = 3 * Math.sqrt(largest.area / Math.PI);
  const sectors = new Set<number>();
  let ring = 0;
  for (const c of patches.slice(1)) {
    if (c.area >= largest.area * 0.2) continue;
    const [x, y] = [(c.minX + c.maxX) / 2 - lx, (c.minY + c.maxY) / 2 - ly];
    if (Math.hypot(x, y) > reach) continue;
    ring++;
    sectors.add(Math.floor(((Math.atan2(y, x) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS);
  }
  return [
    Math.log1p(big.length),
    patches[1] ? patches[1].area / largest.area : 0,
    patches[2] ? patches[2].area / largest.area : 0,
    spread / w,
    Math.log1p(patches.length - big.length),
    largest.area / (w * h),
    Math.log1p(ring),
    sectors.size / SECTORS,
    Math.min(4, shape.elongation),
    shape.solidity,
    shape.rectangularity,
    shape.asymmetry,
    shape.roundness,
  ];
}
