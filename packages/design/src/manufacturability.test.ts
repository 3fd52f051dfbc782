import { defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import { describe, expect, it } from 'vitest';
import { generateDesign } from '#lib/generate.ts';
import { featureLimits } from '#lib/geometry/limits.ts';

const check = (model: Awaited<ReturnType<typeof generateDesign>>, code: string) =>
  model.manufacturability.checks.find((c) => c.code === code);

describe('the manufacturability report', () => {
  it('holds a solitaire to 0.8 mm claws in gold and 0.9 mm in platinum, measured', async () => {
    const gold = await generateDesign(defaultDesignSpec('solitaire'));
    expect(gold.manufacturability.ok).toBe(true);
    expect(check(gold, 'parts')).toEqual({ code: 'parts', figure: 1, limit: 1, ok: true });
    expect(check(gold, 'claw-min-mm')?.limit).toBe(0.8);
    expect(check(gold, 'claw-min-mm')?.figure).toBeGreaterThanOrEqual(0.8);
    expect(check(gold, 'stones-seated')).toEqual({ code: 'stones-seated', figure: 1, limit: 1, ok: true });
    const platinum = await generateDesign({ ...defaultDesignSpec('solitaire'), metal: 'platinum-950' });
    expect(check(platinum, 'claw-min-mm')?.limit).toBe(0.9);
    expect(check(platinum, 'claw-min-mm')?.figure).toBeGreaterThanOrEqual(0.9);
  });

  it('follows a workshop’s own minimum: thicker claws and bezel walls are built', async () => {
    const limits = featureLimits({ minFeatureMm: { 'yellow-gold-18': 1.1 } });
    const claws = await generateDesign(defaultDesignSpec('solitaire'), { limits });
    expect(check(claws, 'claw-min-mm')?.limit).toBe(1.1);
    expect(check(claws, 'claw-min-mm')?.figure).toBeGreaterThanOrEqual(1.1);
    const bezel = await generateDesign({ ...defaultDesignSpec('pendant'), setting: 'bezel' }, { limits });
    expect(check(bezel, 'bezel-wall-min-mm')?.figure).toBeGreaterThanOrEqual(1.1);
    expect(bezel.manufacturability.ok).toBe(true);
  });

  it('warns, with the measured figure, when the piece is thinner than asked', async () => {
    const band = normaliseDesignSpec({
      ...defaultDesignSpec('band'),
      band: { profile: 'flat', widthMm: 3, thicknessMm: 1.4 },
    });
    const model = await generateDesign(band, { limits: featureLimits({ minShankMm: 1.6 }) });
    expect(model.manufacturability.ok).toBe(false);
    const shank = check(model, 'shank-min-mm');
    expect(shank?.ok).toBe(false);
    expect(shank?.limit).toBe(1.6);
    expect(shank?.figure).toBeCloseTo(1.4, 2);
  });

  it('counts a pair of studs as two solids and an eternity’s stones as seated', async () => {
    const studs = await generateDesign(defaultDesignSpec('studs'));
    expect(check(studs, 'parts')).toMatchObject({ figure: 2, limit: 2, ok: true });
    const eternity = await generateDesign(defaultDesignSpec('eternity'));
    expect(check(eternity, 'stones-seated')?.figure).toBe(eternity.stones);
    expect(check(eternity, 'seat-floor-min-mm')?.figure).toBeGreaterThanOrEqual(0.8);
  });
});
