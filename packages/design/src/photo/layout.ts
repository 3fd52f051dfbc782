import { type Component, components, erode } from '#lib/photo/pixels.ts';

/*
 * How the stones lie around the largest one, and the opening's shape: what tells a halo (a ring of small
 * stones round the centre) and a trilogy (two stones flanking it) from a solitaire, and a bangle from a
 * band. Touching stones merge in the stone mask; eroding it by a pixel splits a halo's ring and a trilogy's
 * side stones from the centre before they are measured.
 */

export const STONE_LAYOUT_NAMES = [
  'splitStones',
  'splitLargestShare',
  'ringSectors',
  'ringNeighbours',
  'flankPair',
  'flankBalance',
] as const;

const SECTORS = 8;

/** The layout of the stones, after the stone mask is eroded by one pixel. */
export function stoneLayoutOf(
  stoneMask: Uint8Array,
  width: number,
  height: number,
  minStone: number,
): number[] {
  const split = components(erode(stoneMask, width, height, 1), width, height, 1);
  const stones = split.list
    .filter((c) => c.area >= Math.max(2, minStone / 3))
    .sort((a, b) => b.area - a.area);
  const largest = stones[0];
  if (!largest) return [0, 0, 0, 0, 0, 0];
  const total = stones.reduce((s, c) => s + c.area, 0);
  const [cx, cy] = centreOf(largest);
  const reach = 3.5 * Math.max(1, Math.sqrt(largest.area / Math.PI));
  const sectors = new Set<number>();
  let neighbours = 0;
  const around: { angle: number; area: number }[] = [];
  for (const other of stones.slice(1)) {
    const [x, y] = centreOf(other);
    const distance = Math.hypot(x - cx, y - cy);
    if (distance > reach + Math.max(other.maxX - other.minX, other.maxY - other.minY)) continue;
    const angle = Math.atan2(y - cy, x - cx);
    neighbours++;
    sectors.add(Math.floor(((angle + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS);
    around.push({ angle, area: other.area / largest.area });
  }
  // Two stones on opposite sides of the largest (more than 135° apart), as alike and as large as can be.
  let flank = 0;
  let balance = 0;
  for (let i = 0; i < around.length; i++) {
    for (let j = i + 1; j < around.length; j++) {
      const a = around[i]!;
      const b = around[j]!;
      let apart = Math.abs(a.angle - b.angle);
      if (apart > Math.PI) apart = 2 * Math.PI - apart;
      if (apart < (135 * Math.PI) / 180) continue;
      const smaller = Math.min(a.area, b.area);
      if (smaller > flank) {
        flank = smaller;
        balance = smaller / Math.max(a.area, b.area);
      }
    }
  }
  return [
    Math.log1p(stones.length),
    largest.area / total,
    sectors.size / SECTORS,
    Math.log1p(neighbours),
    Math.min(1, flank),
    balance,
  ];
}

function centreOf(c: Component): [number, number] {
  return [(c.minX + c.maxX) / 2, (c.minY + c.maxY) / 2];
}

export const OPENING_SHAPE_NAMES = ['openingAspect', 'openingWidth', 'wallMedian', 'wallSpread'] as const;

/**
 * The opening's width to height, its width to the piece's, and the wall beside it (median and spread of
 * the metal's run from the opening outwards, row by row, over the piece's width): a bangle's wall is thin
 * against its size wherever it is seen, a band's is not.
 */
export function openingShapeOf(
  opening: Component | null,
  box: { minX: number; maxX: number; minY: number; maxY: number },
  holeLabels: Int32Array,
  mask: Uint8Array,
  width: number,
): number[] {
  if (!opening) return [0, 0, 0, 0];
  const outer = Math.max(1, box.maxX - box.minX + 1);
  const walls: number[] = [];
  for (let y = opening.minY; y <= opening.maxY; y++) {
    let x = box.minX;
    while (x <= box.maxX && holeLabels[y * width + x] !== opening.label) x++;
    if (x > box.maxX) continue;
    let wall = 0;
    for (let xx = x - 1; xx >= 0 && mask[y * width + xx]; xx--) wall++;
    walls.push(wall);
    x = box.maxX;
    while (x >= box.minX && holeLabels[y * width + x] !== opening.label) x--;
    wall = 0;
    for (let xx = x + 1; xx < width && mask[y * width + xx]; xx++) wall++;
    walls.push(wall);
  }
  walls.sort((a, b) => a - b);
  const at = (q: number) => (walls.length ? walls[Math.floor(q * (walls.length - 1))]! : 0);
  return [
    (opening.maxX - opening.minX + 1) / (opening.maxY - opening.minY + 1),
    (opening.maxX - opening.minX + 1) / outer,
    at(0.5) / outer,
    (at(0.9) - at(0.1)) / outer,
  ];
}

export const RING_SOLVE_NAMES = ['shankThickness', 'shankFit', 'shankCos', 'shankOffset'] as const;

/**
 * A plain shank (a band, a bangle) seen at an angle is two ellipses, its front and back rims, offset along
 * the minor axis by its width's projection: the silhouette is their hull and the opening the intersection
 * of their inner ellipses. With Ro the outer radius, Ri the inner, c the cosine of the view to the ring's
 * axis and u half the offset, the silhouette's half-extents along the opening's axes are Ro and Ro·c + u,
 * the opening's are √(Ri² − u²/c²) along the major axis and Ri·c − u along the minor. Four measures, three
 * unknowns once the scale is set by Ro: the thickness (Ro − Ri) ÷ Ro is solved for, about 0.12–0.25 for a
 * band (2 mm on 9–11 mm) and 0.04–0.09 for a bangle (2 mm on 28–38 mm) whatever the angle. Returns that
 * share, how well the equations were met (the relative residual at the solution, 1 when no angle fits),
 * c, and u ÷ Ro; [0, 1, 0, 0] without an opening.
 */
export function shankOf(
  opening: Component | null,
  holeLabels: Int32Array,
  mask: Uint8Array,
  width: number,
  height: number,
): number[] {
  const none = [0, 1, 0, 0];
  if (!opening) return none;
  let sx = 0;
  let sy = 0;
  let count = 0;
  for (let y = opening.minY; y <= opening.maxY; y++) {
    for (let x = opening.minX; x <= opening.maxX; x++) {
      if (holeLabels[y * width + x] !== opening.label) continue;
      sx += x;
      sy += y;
      count++;
    }
  }
  if (count < 4) return none;
  const cx = sx / count;
  const cy = sy / count;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let y = opening.minY; y <= opening.maxY; y++) {
    for (let x = opening.minX; x <= opening.maxX; x++) {
      if (holeLabels[y * width + x] !== opening.label) continue;
      xx += (x - cx) ** 2;
      yy += (y - cy) ** 2;
      xy += (x - cx) * (y - cy);
    }
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const [ex, ey] = [Math.cos(angle), Math.sin(angle)];
  // Extents along the major (e) and minor (⊥e) axes, of the silhouette and of the opening.
  const extent = () => ({ lo1: Infinity, hi1: -Infinity, lo2: Infinity, hi2: -Infinity });
  const piece = extent();
  const hole = extent();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const into = holeLabels[p] === opening.label ? hole : mask[p] ? piece : null;
      if (!into) continue;
      const along = (x - cx) * ex + (y - cy) * ey;
      const across = -(x - cx) * ey + (y - cy) * ex;
      into.lo1 = Math.min(into.lo1, along);
      into.hi1 = Math.max(into.hi1, along);
      into.lo2 = Math.min(into.lo2, across);
      into.hi2 = Math.max(into.hi2, across);
    }
  }
  const ro = (piece.hi1 - piece.lo1 + 1) / 2;
  const a = (piece.hi2 - piece.lo2 + 1) / 2;
  const b = (hole.hi2 - hole.lo2 + 1) / 2;
  const cHalf = (hole.hi1 - hole.lo1 + 1) / 2;
  if (!(ro > 0) || a <= 0) return none;
  // c from its bounds (u ≥ 0, Ri ≤ Ro): the least residual on a fine grid.
  const from = Math.max(0.01, (a + b) / (2 * ro));
  const to = Math.min(1, a / ro);
  let best = { residual: Infinity, c: 0, ri: 0, u: 0 };
  for (let k = 0; k <= 400 && from <= to; k++) {
    const c = from + ((to - from) * k) / 400;
    const u = a - ro * c;
    const ri = (a + b) / c - ro;
    if (ri <= 0) continue;
    const residual = Math.abs(Math.sqrt(Math.max(0, ri * ri - (u * u) / (c * c))) - cHalf) / ro;
    if (residual < best.residual) best = { residual, c, ri, u };
  }
  if (!Number.isFinite(best.residual)) return none;
  return [1 - best.ri / ro, Math.min(1, best.residual), best.c, best.u / ro];
}

export const OPENING_WALL_NAMES = [
  'wallAtMajor',
  'wallRadialMin',
  'wallRadialMedian',
  'openingReach',
] as const;

/** Rays cast from the opening's centre for the radial wall. */
const RAYS = 36;

/**
 * The wall round the opening, read along rays from the opening's centre: on each ray the metal's run from
 * the opening's edge outwards, as a share of the ray's reach to the piece's outline. A ring or bangle seen
 * at an angle projects to two ellipses; at the ends of the opening's major axis (unforeshortened) the wall
 * seen is the shank's thickness, so there wall ÷ reach ≈ thickness ÷ outer radius, about 0.1 for a band
 * (≈ 2 mm on 10 mm) and 0.03 for a bangle (≈ 2 mm on 32 mm) whatever the angle. Returns that ratio at the
 * major axis's two ends (their mean), the least and the median ratio over every ray, and the opening's
 * reach along its major axis ÷ the piece's (its half-length to the ray's reach). Zeros without an opening.
 */
export function openingWallOf(
  opening: Component | null,
  holeLabels: Int32Array,
  mask: Uint8Array,
  width: number,
  height: number,
): number[] {
  if (!opening) return [0, 0, 0, 0];
  let sx = 0;
  let sy = 0;
  let count = 0;
  for (let y = opening.minY; y <= opening.maxY; y++) {
    for (let x = opening.minX; x <= opening.maxX; x++) {
      if (holeLabels[y * width + x] !== opening.label) continue;
      sx += x;
      sy += y;
      count++;
    }
  }
  if (!count) return [0, 0, 0, 0];
  const cx = sx / count;
  const cy = sy / count;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let y = opening.minY; y <= opening.maxY; y++) {
    for (let x = opening.minX; x <= opening.maxX; x++) {
      if (holeLabels[y * width + x] !== opening.label) continue;
      xx += (x - cx) ** 2;
      yy += (y - cy) ** 2;
      xy += (x - cx) * (y - cy);
    }
  }
  const major = 0.5 * Math.atan2(2 * xy, xx - yy);
  // A ray: how far the opening reaches along it, and how far the piece does (its metal run unbroken).
  const ray = (angle: number) => {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    let t = 0;
    const at = (s: number) => {
      const x = Math.round(cx + dx * s);
      const y = Math.round(cy + dy * s);
      return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
    };
    for (let p = at(t); p >= 0 && holeLabels[p] === opening.label; p = at(t)) t += 0.5;
    const inner = t;
    for (let p = at(t); p >= 0 && mask[p] === 1; p = at(t)) t += 0.5;
    return { inner, outer: Math.max(t, inner + 0.5) };
  };
  const ratios: number[] = [];
  const ends: number[] = [];
  const reaches: number[] = [];
  for (let k = 0; k < RAYS; k++) {
    const { inner, outer } = ray(major + (k / RAYS) * 2 * Math.PI);
    const ratio = (outer - inner) / outer;
    ratios.push(ratio);
    if (k === 0 || k === RAYS / 2) {
      ends.push(ratio);
      reaches.push(inner / outer);
    }
  }
  ratios.sort((a, b) => a - b);
  return [
    (ends[0]! + ends[1]!) / 2,
    ratios[0]!,
    ratios[Math.floor(ratios.length / 2)]!,
    (reaches[0]! + reaches[1]!) / 2,
  ];
}
