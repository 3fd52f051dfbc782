import { describe, expect, it } from 'vitest';
import { parseBrief } from '#lib/brief/parse-brief.ts';
import { type EvalBrief, scoreBriefs } from '#lib/eval-score.ts';
import briefs from '../../eval/briefs.json' with { type: 'json' };

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
