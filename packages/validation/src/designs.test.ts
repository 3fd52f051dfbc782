import { defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import { describe, expect, it } from 'vitest';
import { designSpecInputSchema, designSpecSchema } from '#lib/designs.ts';

describe('designSpecSchema', () => {
  it('accepts every default piece once normalised', () => {
    for (const piece of [
      'solitaire',
      'halo',
      'trilogy',
      'eternity',
      'band',
      'signet',
      'pendant',
      'studs',
      'bangle',
    ] as const) {
      expect(designSpecSchema.safeParse(defaultDesignSpec(piece)).success, piece).toBe(true);
    }
  });

  it('refuses an inner diameter that does not follow the ring size', () => {
    const result = designSpecSchema.safeParse({ ...defaultDesignSpec(), innerDiameterMm: 18 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['innerDiameterMm']);
  });

  it('refuses a size off the ISO scale, an unknown metal and a 30 ct stone', () => {
    const spec = defaultDesignSpec();
    const offScale = normaliseDesignSpec({ ...spec, ringSize: { system: 'eu', value: 90 } });
    expect(designSpecSchema.safeParse(offScale).success).toBe(false);
    expect(designSpecSchema.safeParse({ ...spec, metal: 'gold' }).success).toBe(false);
    const heavy = { ...spec, stone: { type: 'diamond', cut: 'oval', size: { unit: 'ct', value: 30 } } };
    expect(designSpecSchema.safeParse(heavy).success).toBe(false);
  });

  it('refuses a stone on a plain band and an engraving over 20 characters', () => {
    const band = defaultDesignSpec('band');
    expect(designSpecSchema.safeParse({ ...band, stone: defaultDesignSpec().stone }).success).toBe(false);
    expect(designSpecSchema.safeParse({ ...band, engraving: 'x'.repeat(21) }).success).toBe(false);
    expect(designSpecSchema.safeParse({ ...band, engraving: 'À toi ❤️ pour toujours' }).success).toBe(false);
    expect(designSpecSchema.safeParse({ ...band, engraving: 'À toi ❤️' }).success).toBe(true);
  });

  it('lets a form leave the inner diameter to be derived', () => {
    expect(designSpecInputSchema.safeParse({ ...defaultDesignSpec(), innerDiameterMm: null }).success).toBe(
      true,
    );
  });
});
