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
