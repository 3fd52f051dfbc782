import type { DesignSpec } from '@carat/domain/design';
import type { StillView } from '#lib/formats/still.ts';
import { randomSpec, seededRandom } from '#lib/testing/random-specs.ts';

/*
 * The photo reader's round trip: random specs drawn as still pictures, from angles and on grounds chosen
 * by the set. Two sets that do not overlap: the TUNING set (the reader's thresholds were set looking at
 * it) and the EVAL set (other angles, other grounds, another seed; what the bench scores). See
 * eval/photo/README.md.
 */

export interface PhotoCase {
  readonly index: number;
  readonly spec: DesignSpec;
  readonly view: StillView;
}

type Rgb = readonly [number, number, number];

interface ViewRange {
  readonly yaw: readonly (readonly [number, number])[];
  readonly tilt: readonly [number, number];
  readonly grounds: readonly (readonly [Rgb, Rgb])[];
}

export const PHOTO_SETS = {
  tuning: {
    seed: 7001,
    range: {
      yaw: [[-45, -15]],
      tilt: [18, 34],
      grounds: [
        [
          [0.91, 0.88, 0.84],
          [0.74, 0.71, 0.67],
        ],
        [
          [0.9, 0.9, 0.9],
          [0.8, 0.8, 0.8],
        ],
      ],
    },
  },
  eval: {
    seed: 3434,
    range: {
      // Never the tuning's yaw band, steeper tilts, cool and tinted grounds.
      yaw: [
        [-85, -55],
        [10, 70],
      ],
      tilt: [36, 62],
      grounds: [
        [
          [0.86, 0.9, 0.95],
          [0.7, 0.74, 0.8],
        ],
        [
          [0.85, 0.88, 0.83],
          [0.72, 0.75, 0.7],
        ],
        [
          [0.96, 0.96, 0.96],
          [0.93, 0.93, 0.93],
        ],
        [
          [0.8, 0.76, 0.7],
          [0.62, 0.58, 0.53],
        ],
      ],
    },
  },
} as const satisfies Record<string, { seed: number; range: ViewRange }>;

export type PhotoSet = keyof typeof PHOTO_SETS;

export function photoCases(set: PhotoSet, count: number): PhotoCase[] {
  const { seed, range } = PHOTO_SETS[set];
  const random = seededRandom(seed);
  const views = seededRandom(seed + 1);
  const out: PhotoCase[] = [];
  for (let index = 0; index < count; index++) {
    const spec = randomSpec(random);
    const [from, to] = range.yaw[Math.floor(views() * range.yaw.length)]!;
    const [groundCentre, groundEdge] = range.grounds[Math.floor(views() * range.grounds.length)]!;
    out.push({
      index,
      spec,
      view: {
        yawDegrees: from + views() * (to - from),
        tiltDegrees: range.tilt[0] + views() * (range.tilt[1] - range.tilt[0]),
        groundCentre,
        groundEdge,
      },
    });
  }
  return out;
}
