import type { Cut } from '@carat/domain/design';
import { girdlePoint } from '#lib/geometry/outline.ts';

/*
 * A gem as the corners of its facets, in its own frame: girdle plane y = 0, table up (+y), length along z.
 * The convex hull of these points is the faceted stone (every cut here is convex). Proportions:
 * - Brilliant cuts (round, oval, cushion, pear) follow Tolkowsky's round brilliant: table 56 % of the
 *   width, crown angle 34.5°, pavilion angle 40.75°, girdle ≈ 2 % (wave2-facts), so crown ≈ 16 % and
 *   pavilion ≈ 43 % of the width and total depth ≈ 61 %.
 * - Princess: table 70 %, pavilion with two chevron tiers to a point.
 * - Emerald (step) cut: octagonal table 65 %, two crown steps, three pavilion steps to a keel.
 */

export type Point3 = readonly [number, number, number];

export interface GemShape {
  readonly points: Point3[];
  readonly crownMm: number;
  readonly pavilionMm: number;
  readonly girdleMm: number;
}

const TABLE_RATIO = 0.56;
const CROWN_ANGLE = (34.5 * Math.PI) / 180;
const PAVILION_ANGLE = (40.75 * Math.PI) / 180;
const GIRDLE_RATIO = 0.02;

interface Tier {
  /** Fraction of the girdle outline (1 = the girdle). */
  readonly scale: number;
  readonly y: number;
  readonly count: number;
  /** Turn of the tier, as a fraction of one step between its points. */
  readonly turn: number;
}

function tierPoints(cut: Cut, length: number, width: number, tier: Tier): Point3[] {
  return Array.from({ length: tier.count }, (_, i) => {
    const angle = ((i + tier.turn) * 2 * Math.PI) / tier.count;
    const [x, z] = girdlePoint(cut, length, width, angle);
    return [x * tier.scale, tier.y, z * tier.scale] as const;
  });
}

function brilliant(cut: Cut, length: number, width: number): GemShape {
  const halfWidth = width / 2;
  const crown = (halfWidth - TABLE_RATIO * halfWidth) * Math.tan(CROWN_ANGLE);
  const pavilion = halfWidth * Math.tan(PAVILION_ANGLE);
  const girdle = GIRDLE_RATIO * width;
  const g = girdle / 2;
  const tiers: Tier[] = [
    { scale: TABLE_RATIO, y: g + crown, count: 8, turn: 0 },
    // Star and upper-girdle facet corners sit a little above the cone from table to girdle, so they show as
    // facets rather than vanish into it.
    { scale: 0.78, y: g + crown * 0.55, count: 8, turn: 0.5 },
    { scale: 1, y: g, count: 32, turn: 0 },
    { scale: 1, y: -g, count: 32, turn: 0 },
    { scale: 0.55, y: -g - pavilion * 0.5, count: 16, turn: 0.5 },
  ];
  const points = tiers.flatMap((tier) => tierPoints(cut, length, width, tier));
  points.push([0, -g - pavilion, 0]);
  return { points, crownMm: crown, pavilionMm: pavilion, girdleMm: girdle };
}

function princess(length: number, width: number): GemShape {
  const crown = 0.1 * width;
  const pavilion = 0.58 * width;
  const girdle = GIRDLE_RATIO * width;
  const g = girdle / 2;
  const tiers: Tier[] = [
    { scale: 0.7, y: g + crown, count: 8, turn: 0.5 },
    { scale: 1, y: g, count: 8, turn: 0.5 },
    { scale: 1, y: -g, count: 8, turn: 0.5 },
    { scale: 0.68, y: -g - pavilion * 0.36, count: 8, turn: 0 },
    { scale: 0.34, y: -g - pavilion * 0.7, count: 8, turn: 0.5 },
  ];
  const points = tiers.flatMap((tier) => tierPoints('princess', length, width, tier));
  points.push([0, -g - pavilion, 0]);
  return { points, crownMm: crown, pavilionMm: pavilion, girdleMm: girdle };
}

function stepCut(length: number, width: number): GemShape {
  const crown = 0.14 * width;
  const pavilion = 0.49 * width;
  const girdle = GIRDLE_RATIO * width;
  const g = girdle / 2;
  const steps: Tier[] = [
    { scale: 0.65, y: g + crown, count: 8, turn: 0.5 },
    { scale: 0.84, y: g + crown * 0.6, count: 8, turn: 0.5 },
    { scale: 1, y: g, count: 8, turn: 0.5 },
    { scale: 1, y: -g, count: 8, turn: 0.5 },
    { scale: 0.78, y: -g - pavilion * 0.4, count: 8, turn: 0.5 },
    { scale: 0.52, y: -g - pavilion * 0.75, count: 8, turn: 0.5 },
  ];
  const points = steps.flatMap((tier) => tierPoints('emerald', length, width, tier));
  // The keel: a short ridge along the length rather than a point.
  const keel = (length - width) / 2;
  points.push([0, -g - pavilion, keel], [0, -g - pavilion, -keel]);
  return { points, crownMm: crown, pavilionMm: pavilion, girdleMm: girdle };
}

/** The facet corners of a stone `lengthMm` × `widthMm` of a cut. */
export function gemShape(cut: Cut, lengthMm: number, widthMm: number): GemShape {
  if (cut === 'princess') return princess(lengthMm, widthMm);
  if (cut === 'emerald') return stepCut(lengthMm, widthMm);
  return brilliant(cut, lengthMm, widthMm);
}
