/*
 * What a caster checks before accepting a model, measured on the finished solid (see geometry/measure.ts):
 * the metal is one part (a pair of studs two, a chain one per link), no member thinner than the metal's
 * minimum, every stone in contact with its seat. The interface is issue 34's: { ok, checks: [{ code,
 * figure, limit, ok }] }.
 */

export type ManufacturabilityCode =
  /** Separate solids in the metal; limit: how many there should be. */
  | 'parts'
  /** The thinnest claw, mm. */
  | 'claw-min-mm'
  /** The thinnest bezel wall beside the girdle, mm. */
  | 'bezel-wall-min-mm'
  /** The thinnest shank through the middle of its width, mm. */
  | 'shank-min-mm'
  /** The metal under the stones' seats in a shank, mm. */
  | 'seat-floor-min-mm'
  /** An earring's post, mm. */
  | 'post-min-mm'
  /** A bail's or a link's wire, mm. */
  | 'wire-min-mm'
  /** Stones touching their seats; limit: the number of stones. */
  | 'stones-seated'
  /** Pairs of chain links whose solids overlap; limit 0. */
  | 'links-intersecting';

export interface ManufacturabilityCheck {
  readonly code: ManufacturabilityCode;
  /** mm for sizes, a count for parts and stones. Rounded to 0.01. */
  readonly figure: number;
  readonly limit: number;
  readonly ok: boolean;
}

export interface Manufacturability {
  readonly ok: boolean;
  readonly checks: readonly ManufacturabilityCheck[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** At least the limit, the figure as measured (a hundredth of a mm of tolerance for the slicing). */
export function atLeast(code: ManufacturabilityCode, figure: number, limit: number): ManufacturabilityCheck {
  return { code, figure: round(figure), limit, ok: figure >= limit - 0.005 };
}

export function exactly(code: ManufacturabilityCode, figure: number, limit: number): ManufacturabilityCheck {
  return { code, figure, limit, ok: figure === limit };
}

export function report(checks: readonly ManufacturabilityCheck[]): Manufacturability {
  return { ok: checks.every((check) => check.ok), checks };
}
