import type { DesignSpec } from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';

/** The showroom's and the workshop's categories a brief of the evaluation sets belongs to. */
export const EVAL_CATEGORIES = [
  'rings',
  'earrings',
  'necklaces',
  'pendants',
  'bracelets',
  'watches',
  'grills',
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

/**
 * One brief of an evaluation set and the spec a jeweller would read from it. A value (or a slot of one) of
 * '*' is not scored: the brief asks for something the spec cannot hold there (a watch has no piece, an
 * amethyst no stone type), which `notMade` is expected to list instead.
 */
export interface EvalBrief {
  readonly locale: Locale;
  readonly category?: EvalCategory;
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
    /** 'style widthMm lengthMm stones stoneCount', for a necklace or a bracelet of links. */
    readonly chain?: string;
    /** What the brief asks that the spec cannot hold, as tags (see NOT_MADE_TAG_WORDS). */
    readonly notMade?: readonly string[];
  };
}

/** The fields scored on every brief, each read the same way from the expectation and from a spec. */
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

/** Fields scored only on the briefs whose expectation has a chain. */
export const CHAIN_EVAL_FIELDS = [
  'chain.style',
  'chain.width',
  'chain.length',
  'chain.stones',
  'chain.stoneCount',
] as const;
export type ChainEvalField = (typeof CHAIN_EVAL_FIELDS)[number];
/** Every field a score can report, `notMade` counting once per expected tag. */
export type ScoredField = EvalField | ChainEvalField | 'notMade';

/** Not scored: the expectation holds no value the spec could give. */
const ANY = '*';

/** What the brief asked and the generator did not make, as the design answer lists it. */
export interface NotMadeItem {
  readonly asked: string;
  readonly nearest?: string;
}

/** What a brief reader answers: its spec, and what it lists as not made. */
export interface EvalAnswer {
  readonly spec: DesignSpec;
  readonly notMade?: readonly NotMadeItem[];
}

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
  const stone = expected.stone === ANY ? [ANY, ANY, ANY] : (expected.stone?.split(' ') ?? []);
  const [type, cut, size] = stone;
  const [profile, width] = expected.band === ANY ? [ANY, ANY] : expected.band.split(' ');
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

/** A chain's lengths are compared to the tenth of a mm, so 7 inches (177.8 mm) reads the same either way. */
function tenthMm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function chainFieldsOfSpec(spec: DesignSpec): Record<ChainEvalField, string | null> {
  const chain = spec.chain;
  return {
    'chain.style': chain?.style ?? null,
    'chain.width': chain ? tenthMm(chain.widthMm) : null,
    'chain.length': chain ? tenthMm(chain.lengthMm) : null,
    'chain.stones': chain?.stones ?? null,
    'chain.stoneCount': chain ? String(chain.stoneCount) : null,
  };
}

export function chainFieldsOfExpectation(chain: string): Record<ChainEvalField, string | null> {
  const [style, width, length, stones, stoneCount] = chain.split(' ');
  return {
    'chain.style': style ?? null,
    'chain.width': width ? tenthMm(Number(width)) : null,
    'chain.length': length ? tenthMm(Number(length)) : null,
    'chain.stones': stones ?? null,
    'chain.stoneCount': stoneCount ?? null,
  };
}

/**
 * The words, French and English, by which an answer's `asked` names what a tag stands for (compared without
 * case or accents). A tag not listed here is its own word.
 */
export const NOT_MADE_TAG_WORDS: Readonly<Record<string, readonly string[]>> = {
  watch: ['watch', 'montre'],
  grill: ['grill', 'dent', 'teeth', 'tooth'],
  hoop: ['hoop', 'creole'],
  drop: ['drop', 'dangle', 'pendante', 'dormeuse'],
  'half-eternity': ['half', 'demi'],
  'two-tone': [
    'two-tone',
    'two tone',
    'bicolore',
    'bi-colore',
    'tricolore',
    'jaune et blanc',
    'yellow and white',
  ],
  pearl: ['pearl', 'perle'],
  chain: ['chain', 'chaine'],
  amethyst: ['amethyst'],
  marquise: ['marquise'],
};

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An answer lists a tag when one of its not-made items was asked in one of the tag's words. */
export function listsNotMade(notMade: readonly NotMadeItem[], tag: string): boolean {
  const words = NOT_MADE_TAG_WORDS[tag] ?? [tag];
  return notMade.some((item) => words.some((word) => plain(item.asked).includes(plain(word))));
}

export interface FieldScore {
  readonly hits: number;
  readonly total: number;
}

export interface EvalScore {
  /** Hits over scored values, every field together. */
  readonly exactMatch: number;
  /** How many values were scored. */
  readonly fields: number;
  /** Per field, over the briefs where it was scored. */
  readonly perField: Partial<Record<ScoredField, FieldScore>>;
  readonly misses: { brief: string; field: ScoredField; expected: string | null; got: string | null }[];
}

function answerOf(result: DesignSpec | EvalAnswer): EvalAnswer {
  return 'piece' in result ? { spec: result } : result;
}

/**
 * Scores a brief reader on a set: the ten spec fields on every brief, the chain's five where the expectation
 * has a chain, and each expected not-made tag once; '*' values are skipped.
 */
export function scoreBriefs(
  briefs: readonly EvalBrief[],
  parse: (brief: string, locale: Locale) => DesignSpec | EvalAnswer,
): EvalScore {
  let hits = 0;
  let fields = 0;
  const perField: Partial<Record<ScoredField, { hits: number; total: number }>> = {};
  const misses: EvalScore['misses'] = [];
  const score = (brief: string, field: ScoredField, expected: string | null, got: string | null) => {
    if (expected === ANY) return;
    const tally = perField[field] ?? { hits: 0, total: 0 };
    perField[field] = tally;
    fields++;
    tally.total++;
    if (got === expected) {
      hits++;
      tally.hits++;
    } else misses.push({ brief, field, expected, got });
  };
  for (const item of briefs) {
    const answer = answerOf(parse(item.brief, item.locale));
    const got = fieldsOfSpec(answer.spec);
    const expected = fieldsOfExpectation(item.expected);
    for (const field of EVAL_FIELDS) score(item.brief, field, expected[field], got[field]);
    if (item.expected.chain) {
      const gotChain = chainFieldsOfSpec(answer.spec);
      const expectedChain = chainFieldsOfExpectation(item.expected.chain);
      for (const field of CHAIN_EVAL_FIELDS) score(item.brief, field, expectedChain[field], gotChain[field]);
    }
    for (const tag of item.expected.notMade ?? []) {
      const listed = listsNotMade(answer.notMade ?? [], tag);
      score(item.brief, 'notMade', tag, listed ? tag : (answer.notMade ?? []).map((n) => n.asked).join(', '));
    }
  }
  return { exactMatch: hits / fields, fields, perField, misses };
}
