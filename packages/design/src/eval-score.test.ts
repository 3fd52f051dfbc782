import { defaultChain, defaultDesignSpec } from '@carat/domain/design';
import { describe, expect, it } from 'vitest';
import { type EvalBrief, listsNotMade, scoreBriefs } from '#lib/eval-score.ts';

const necklace = {
  ...defaultDesignSpec('necklace'),
  chain: { ...defaultChain('necklace'), lengthMm: 7 * 25.4 },
};

describe('scoreBriefs', () => {
  it('scores a chain to the tenth of a mm and skips what is starred', () => {
    const brief: EvalBrief = {
      locale: 'en',
      brief: 'cable chain 7 inch',
      expected: {
        piece: 'necklace',
        metal: '*',
        stone: null,
        setting: 'bezel',
        band: 'court 2',
        ringSize: null,
        engraving: null,
        chain: 'cable 2.5 177.8 none 0',
      },
    };
    const score = scoreBriefs([brief], () => necklace);
    expect(score.fields).toBe(14);
    expect(score.exactMatch).toBe(1);
    expect(score.perField['chain.length']).toEqual({ hits: 1, total: 1 });
    expect(score.perField.metal).toBeUndefined();
  });

  it('counts a not-made tag listed when the answer names it in French or English', () => {
    expect(listsNotMade([{ asked: 'Créoles', nearest: 'puces' }], 'hoop')).toBe(true);
    expect(listsNotMade([{ asked: 'a watch', nearest: 'a bracelet' }], 'hoop')).toBe(false);
    const watch: EvalBrief = {
      locale: 'fr',
      brief: 'montre or jaune',
      expected: {
        piece: '*',
        metal: 'yellow-gold-18',
        stone: '*',
        setting: '*',
        band: '*',
        ringSize: '*',
        engraving: null,
        notMade: ['watch'],
      },
    };
    const spec = defaultDesignSpec();
    expect(scoreBriefs([watch], () => ({ spec, notMade: [{ asked: 'montre' }] })).exactMatch).toBe(1);
    const silent = scoreBriefs([watch], () => spec);
    expect(silent.perField.notMade).toEqual({ hits: 0, total: 1 });
    expect(silent.fields).toBe(3);
  });
});
