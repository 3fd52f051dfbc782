import type { Metal } from '@carat/domain/design';

/*
 * The smallest a caster accepts, by metal. Casting guides ask claws (prongs) and bezel walls of at least
 * 0.8 mm, and platinum, which flows less readily and wears differently, a little more (0.9 mm); ring shanks
 * are asked at least 1.2 mm at their thinnest (shared/reference/wave3-facts.md). A workshop with other
 * rules passes its own figures to `generateDesign`.
 */

export interface FeatureLimits {
  /** Claws, bezel walls, earring posts, bail wire, the metal under a seat: mm, by metal. */
  readonly minFeatureMm: Readonly<Record<Metal, number>>;
  /** A ring's or bangle's shank at its thinnest through the middle of its width, mm (at least the feature's). */
  readonly minShankMm: number;
}

export const DEFAULT_FEATURE_LIMITS: FeatureLimits = {
  minFeatureMm: {
    'yellow-gold-9': 0.8,
    'yellow-gold-14': 0.8,
    'yellow-gold-18': 0.8,
    'white-gold-9': 0.8,
    'white-gold-14': 0.8,
    'white-gold-18': 0.8,
    'rose-gold-9': 0.8,
    'rose-gold-14': 0.8,
    'rose-gold-18': 0.8,
    'platinum-950': 0.9,
    'silver-925': 0.8,
  },
  minShankMm: 1.2,
};

/** Limits with a workshop's overrides on top of the defaults. */
export function featureLimits(overrides?: {
  readonly minFeatureMm?: Partial<Record<Metal, number>>;
  readonly minShankMm?: number;
}): FeatureLimits {
  return {
    minFeatureMm: { ...DEFAULT_FEATURE_LIMITS.minFeatureMm, ...overrides?.minFeatureMm },
    minShankMm: overrides?.minShankMm ?? DEFAULT_FEATURE_LIMITS.minShankMm,
  };
}
