import type { DesignSpec } from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';

/** One brief of the evaluation set and the spec a jeweller would read from it. */
export interface EvalBrief {
  readonly locale: Locale;
  readonly brief: string;
  readonly expected: {
    readonly piece: string;
    readonly metal: string;
    /** 'type cut 1.5ct' or 'type cut 5mm'; null for a stoneless piece. */
    readonly stone: string | null;
    readonly setting: string;
    /** 'profile widthMm'. */
    readonly band: string;
    /** 'system value'; null for pieces not worn on a finger. */
    readonly ringSize: string | null;
    readonly engraving: string | null;
  };
}

/** The fields scored, each read the same way from the expectation and from a spec. */
export const EVAL_FIELDS = [
  'piece',
  'metal',
  'stone.type',
  'stone.cut',
  'stone.size',
  'setting',
  'band.profile',
  'band.width',
  'ringSize',
  'engraving',
] as const;
export type EvalField = (typeof EVAL_FIELDS)[number];

export function fieldsOfSpec(spec: DesignSpec): Record<EvalField, string | null> {
  return {
    piece: spec.piece,
    metal: spec.metal,
    'stone.type': spec.stone?.type ?? null,
    'stone.cut': spec.stone?.cut ?? null,
    'stone.size': spec.stone ? `${spec.stone.size.value}${spec.stone.size.unit}` : null,
    setting: spec.setting,
    'band.profile': spec.band.profile,
    'band.width': String(spec.band.widthMm),
    ringSize: spec.ringSize ? `${spec.ringSize.system} ${spec.ringSize.value}` : null,
    engraving: spec.engraving,
  };
}

export function fieldsOfExpectation(expected: EvalBrief['expected']): Record<EvalField, string | null> {
  const [type, cut, size] = expected.stone?.split(' ') ?? [];
  const [profile, width] = expected.band.split(' ');
  return {
    piece: expected.piece,
    metal: expected.metal,
    'stone.type': type ?? null,
    'stone.cut': cut ?? null,
    'stone.size': size ?? null,
    setting: expected.setting,
    'band.profile': profile ?? null,
    'band.width': width ?? null,
    ringSize: expected.ringSize,
    engraving: expected.engraving,
  };
}

export interface EvalScore {
  readonly exactMatch: number;
  readonly fields: number;
  readonly misses: { brief: string; field: EvalField; expected: string | null; got: string | null }[];
}

export function scoreBriefs(
  briefs: readonly EvalBrief[],
  parse: (brief: string, locale: Locale) => DesignSpec,
): EvalScore {
  let hits = 0;
  let fields = 0;
  const misses: EvalScore['misses'] = [];
  for (const item of briefs) {
    const got = fieldsOfSpec(parse(item.brief, item.locale));
    const expected = fieldsOfExpectation(item.expected);
    for (const field of EVAL_FIELDS) {
      fields++;
      if (got[field] === expected[field]) hits++;
      else misses.push({ brief: item.brief, field, expected: expected[field], got: got[field] });
    }
  }
  return { exactMatch: hits / fields, fields, misses };
}
