import {
  BAND_PROFILES,
  CHAIN_PIECES,
  CHAIN_STONES,
  CHAIN_STYLES,
  CUTS,
  METALS,
  PIECES,
  SETTINGS,
  STONE_TYPES,
} from '@carat/domain/design';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { describe, expect, it } from 'vitest';
import { parseBrief } from '#lib/brief/parse-brief.ts';
import { EVAL_CATEGORIES, type EvalBrief, NOT_MADE_TAG_WORDS, scoreBriefs } from '#lib/eval-score.ts';
import briefs from '../../eval/briefs.json' with { type: 'json' };
import briefsApart from '../../eval/briefs-apart.json' with { type: 'json' };

describe('parseBrief', () => {
  it('reads the issue’s example brief', () => {
    const { spec, unparsed } = parseBrief(
      'solitaire or rose 18 carats, diamant ovale 1,5 ct, taille 54, anneau fin',
      'fr',
    );
    expect(spec.piece).toBe('solitaire');
    expect(spec.metal).toBe('rose-gold-18');
    expect(spec.stone).toEqual({ type: 'diamond', cut: 'oval', size: { unit: 'ct', value: 1.5 } });
    expect(spec.ringSize).toEqual({ system: 'fr', value: 54 });
    expect(spec.innerDiameterMm).toBeCloseTo(54 / Math.PI, 9);
    expect(spec.band.widthMm).toBe(1.6);
    expect(unparsed).toEqual([]);
  });

  it('tells the stone’s carats from the gold’s and the band’s mm from the stone’s', () => {
    const { spec } = parseBrief('bague or jaune 14 carats, saphir 6 mm, anneau 3 mm, taille 60', 'fr');
    expect(spec.metal).toBe('yellow-gold-14');
    expect(spec.stone?.size).toEqual({ unit: 'mm', value: 6 });
    expect(spec.band.widthMm).toBe(3);
  });

  it('says which words it did not understand', () => {
    const { unparsed } = parseBrief('solitaire diamant avec motif art déco et filigrane, taille 52', 'fr');
    expect(unparsed).toEqual(expect.arrayContaining(['motif', 'art', 'déco', 'filigrane']));
  });

  it('reports an out-of-range value and keeps a valid spec', () => {
    const { spec, unparsed } = parseBrief('solitaire diamant 40 ct, taille 54', 'fr');
    expect(spec.stone?.size).toEqual({ unit: 'ct', value: 0.5 });
    expect(unparsed).toContain('stone?');
  });
});

describe('parseBrief: chains, what is not made, what was not read', () => {
  it('reads a curb chain’s width and length, and a tennis bracelet’s count, in French and English', () => {
    const curb = parseBrief('chaîne gourmette 3 mm or jaune 18 carats, 45 cm', 'fr');
    expect(curb.spec.piece).toBe('necklace');
    expect(curb.spec.chain).toEqual({
      style: 'curb',
      widthMm: 3,
      lengthMm: 450,
      stones: 'none',
      stoneCount: 0,
    });
    expect(curb.spec.stone).toBeNull();
    expect(curb.unparsed).toEqual([]);
    for (const [brief, locale] of [
      ['18 cm tennis bracelet with 30 diamonds in white gold', 'en'],
      ['bracelet tennis or blanc, 30 diamants, 18 cm', 'fr'],
    ] as const) {
      const tennis = parseBrief(brief, locale);
      expect(tennis.spec.piece).toBe('bracelet');
      expect(tennis.spec.metal).toBe('white-gold-18');
      expect(tennis.spec.chain).toMatchObject({ stones: 'tennis', stoneCount: 30, lengthMm: 180 });
      expect(tennis.spec.stone?.type).toBe('diamond');
      expect(tennis.unparsed).toEqual([]);
    }
  });

  it('lists what it does not make with the nearest it does, instead of dropping it', () => {
    const rope = parseBrief('collier maille corde en argent, 50 cm', 'fr');
    expect(rope.spec.chain?.style).toBe('rope');
    expect(rope.notMade).toEqual([{ asked: 'maille corde', nearest: 'Gourmette (maille la plus proche)' }]);
    const pendant = parseBrief('pendentif poire en or rose sur chaîne forçat', 'fr');
    expect(pendant.spec.piece).toBe('pendant');
    expect(pendant.notMade[0]?.asked).toBe('chaîne forçat');
    const half = parseBrief('half eternity ring in platinum, size 6', 'en');
    expect(half.spec.piece).toBe('eternity');
    expect(half.notMade).toEqual([{ asked: 'half eternity ring', nearest: 'a full eternity ring' }]);
  });

  it('lists pieces, stones, cuts and two-gold asks it cannot make, each with the nearest it makes', () => {
    const asked = (brief: string, locale: 'fr' | 'en' = 'fr') =>
      parseBrief(brief, locale).notMade.map((item) => item.asked.toLowerCase());
    expect(asked('une montre de gousset en or rose')).toContain('montre');
    expect(asked('gold grillz for the bottom teeth', 'en')).toContain('grillz');
    expect(asked('bague bicolore or jaune et or gris, diamant 0,3 ct')).toContain('bicolore');
    const topaz = parseBrief('solitaire topaze bleue 1 ct, or blanc', 'fr');
    expect(topaz.notMade.map((n) => n.asked)).toContain('topaze');
    expect(topaz.spec.stone?.type).toBe('sapphire');
    const hoops = parseBrief('big hoops in rose gold', 'en');
    expect(hoops.notMade[0]?.nearest).toBe('stud earrings');
    expect(hoops.spec.piece).toBe('studs');
    const navette = parseBrief('bague diamant taille navette 0,8 ct', 'fr');
    expect(navette.spec.stone?.cut).toBe('pear');
    expect(navette.notMade.map((n) => n.asked.toLowerCase())).toContain('taille navette');
    // A pearl stud is made with a round stone, and said so.
    expect(parseBrief('freshwater pearl studs, yellow gold', 'en').notMade[0]?.nearest).toMatch(/pearl/);
    // Nothing to list when everything asked is made.
    expect(asked('solitaire or jaune 18 carats, diamant rond 0,5 ct, taille 52')).toEqual([]);
  });

  it('keeps a chain’s length in inches to the tenth of a millimetre', () => {
    expect(parseBrief('rope chain 24 inches, 14k yellow gold', 'en').spec.chain?.lengthMm).toBe(609.6);
    expect(parseBrief('chaîne forçat 45 cm or blanc', 'fr').spec.chain?.lengthMm).toBe(450);
  });

  it('says when it read nothing, and lists even a one-letter brief', () => {
    const nothing = parseBrief('x', 'fr');
    expect(nothing.nothingRead).toBe(true);
    expect(nothing.unparsed).toEqual(['x']);
    expect(parseBrief('solitaire', 'fr').nothingRead).toBe(false);
  });

  it('does not list a cut word it applied because the brief says it twice', () => {
    const twice = parseBrief('pear pendant, pear-cut ruby, rose gold', 'en');
    expect(twice.spec.stone?.cut).toBe('pear');
    expect(twice.unparsed).toEqual([]);
    const plural = parseBrief('puces poires diamant', 'fr');
    expect(plural.spec.stone?.cut).toBe('pear');
    expect(plural.unparsed).toEqual([]);
  });
});

describe('evaluation set', () => {
  const set = briefs as EvalBrief[];

  it('has at least 60 briefs in French and English', () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    expect(set.filter((b) => b.locale === 'fr').length).toBeGreaterThanOrEqual(25);
    expect(set.filter((b) => b.locale === 'en').length).toBeGreaterThanOrEqual(25);
  });

  it('is parsed with a field exact match of at least 0.95', () => {
    const score = scoreBriefs(set, (brief, locale) => parseBrief(brief, locale).spec);
    expect(score.fields).toBe(set.length * 10);
    expect(score.exactMatch, JSON.stringify(score.misses.slice(0, 10), null, 1)).toBeGreaterThanOrEqual(0.95);
  });
});

describe('briefs written apart from the parser', () => {
  const set = briefsApart as EvalBrief[];
  const any = (values: readonly string[]) => [...values, '*'];

  it('has at least 80 briefs, in French and English, in every category', () => {
    expect(set.length).toBeGreaterThanOrEqual(80);
    expect(set.filter((b) => b.locale === 'fr').length).toBeGreaterThanOrEqual(30);
    expect(set.filter((b) => b.locale === 'en').length).toBeGreaterThanOrEqual(30);
    for (const category of EVAL_CATEGORIES)
      expect(
        set.some((b) => b.category === category),
        category,
      ).toBe(true);
    // Chains of every style, stones along a chain both ways, and pieces the spec cannot hold.
    const chains = set.flatMap((b) => (b.expected.chain ? [b.expected.chain.split(' ')] : []));
    for (const style of CHAIN_STYLES)
      expect(
        chains.some(([s]) => s === style),
        style,
      ).toBe(true);
    for (const stones of CHAIN_STONES)
      expect(
        chains.some((c) => c[3] === stones),
        stones,
      ).toBe(true);
    expect(set.filter((b) => b.expected.notMade?.length).length).toBeGreaterThanOrEqual(10);
  });

  it('expects only values of the domain’s lists', () => {
    for (const { brief, category, expected } of set) {
      expect(EVAL_CATEGORIES, brief).toContain(category);
      expect(any(PIECES), brief).toContain(expected.piece);
      expect(any(METALS), brief).toContain(expected.metal);
      expect(any(SETTINGS), brief).toContain(expected.setting);
      if (expected.stone && expected.stone !== '*') {
        const [type, cut, size] = expected.stone.split(' ');
        expect(any(STONE_TYPES), brief).toContain(type);
        expect(any(CUTS), brief).toContain(cut);
        expect(size, brief).toMatch(/^(\*|\d+(\.\d+)?(ct|mm))$/);
      }
      if (expected.band !== '*') {
        const [profile, width] = expected.band.split(' ');
        expect(BAND_PROFILES, brief).toContain(profile);
        expect(Number(width), brief).toBeGreaterThan(0);
      }
      if (expected.ringSize && expected.ringSize !== '*') {
        expect(RING_SIZE_SYSTEMS, brief).toContain(expected.ringSize.split(' ')[0]);
      }
      const chainPiece = (CHAIN_PIECES as readonly string[]).includes(expected.piece);
      expect(Boolean(expected.chain), brief).toBe(chainPiece);
      if (expected.chain) {
        const [style, width, length, stones, count] = expected.chain.split(' ');
        expect(CHAIN_STYLES, brief).toContain(style);
        expect(CHAIN_STONES, brief).toContain(stones);
        expect(Number(width) > 0 && Number(length) > 0 && Number.isInteger(Number(count)), brief).toBe(true);
        expect(stones === 'none', brief).toBe(count === '0' && expected.stone === null);
      }
      for (const tag of expected.notMade ?? []) expect(Object.keys(NOT_MADE_TAG_WORDS), brief).toContain(tag);
      if (expected.piece === '*') expect(expected.notMade?.length, brief).toBeGreaterThan(0);
    }
  });
});
