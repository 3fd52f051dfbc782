import { describe, expect, it } from 'vitest';
import {
  type DesignPriceTable,
  defaultDesignSpec,
  estimateDesign,
  METALS,
  metalWeightG,
  normaliseDesignSpec,
  STONE_TYPES,
  stoneDimensions,
} from '#lib/design.ts';

describe('stoneDimensions', () => {
  it('gives a 1 ct round brilliant diamond about 6.5 mm across (Tolkowsky)', () => {
    const d = stoneDimensions({ type: 'diamond', cut: 'round-brilliant', size: { unit: 'ct', value: 1 } });
    expect(d.widthMm).toBeGreaterThan(6.3);
    expect(d.widthMm).toBeLessThan(6.6);
    expect(d.lengthMm).toBe(d.widthMm);
    expect(d.depthMm / d.widthMm).toBeCloseTo(0.6);
  });

  it('round-trips a width in mm to carats and back', () => {
    const fromMm = stoneDimensions({ type: 'sapphire', cut: 'oval', size: { unit: 'mm', value: 5 } });
    const fromCt = stoneDimensions({
      type: 'sapphire',
      cut: 'oval',
      size: { unit: 'ct', value: fromMm.carat },
    });
    expect(fromCt.widthMm).toBeCloseTo(5, 9);
    expect(fromMm.lengthMm).toBeCloseTo(7, 9);
  });

  it('makes a 1 ct ruby smaller than a 1 ct diamond (it is denser)', () => {
    const ruby = stoneDimensions({ type: 'ruby', cut: 'round-brilliant', size: { unit: 'ct', value: 1 } });
    const diamond = stoneDimensions({
      type: 'diamond',
      cut: 'round-brilliant',
      size: { unit: 'ct', value: 1 },
    });
    expect(ruby.widthMm).toBeLessThan(diamond.widthMm);
  });
});

describe('normaliseDesignSpec', () => {
  it('derives the inner diameter from the ring size (ISO 8653: 54 → 17.19 mm)', () => {
    expect(defaultDesignSpec().innerDiameterMm).toBeCloseTo(17.19, 2);
    const us = normaliseDesignSpec({ ...defaultDesignSpec(), ringSize: { system: 'us', value: 7 } });
    expect(us.innerDiameterMm).toBeCloseTo(11.63 + 0.8128 * 7, 9);
  });

  it('drops the stone of a plain band and the ring size of a pendant', () => {
    expect(normaliseDesignSpec({ ...defaultDesignSpec(), piece: 'band' }).stone).toBeNull();
    const pendant = normaliseDesignSpec({ ...defaultDesignSpec(), piece: 'pendant' });
    expect(pendant.ringSize).toBeNull();
    expect(pendant.innerDiameterMm).toBeNull();
  });

  it('gives a halo piece a halo setting and a bangle its own diameter', () => {
    expect(normaliseDesignSpec({ ...defaultDesignSpec(), piece: 'halo', setting: 'claws-6' }).setting).toBe(
      'halo',
    );
    expect(defaultDesignSpec('bangle').innerDiameterMm).toBe(62);
  });
});

describe('estimateDesign', () => {
  const prices: DesignPriceTable = {
    metalPerGram: Object.fromEntries(METALS.map((m) => [m, m === 'platinum-950' ? 4000 : 6000])) as never,
    labour: 15000,
    stonePerCarat: Object.fromEntries(STONE_TYPES.map((s) => [s, 300000])) as never,
  };

  it('weighs 1000 mm³ of 18 ct yellow gold at 15.5 g', () => {
    expect(metalWeightG('yellow-gold-18', 1000)).toBeCloseTo(15.5, 9);
  });

  it('prices metal by weight, stones by carat, plus labour, in integer minor units', () => {
    const estimate = estimateDesign(
      { metal: 'yellow-gold-18', metalVolumeMm3: 200, stoneType: 'diamond', stones: 1, totalCarat: 0.5 },
      prices,
    );
    // 0.2 cm³ × 15.5 = 3.1 g × 6000 = 18600; 0.5 ct × 300000 = 150000; + 15000.
    expect(estimate).toEqual({
      metalVolumeMm3: 200,
      weightG: 3.1,
      stones: 1,
      totalCarat: 0.5,
      price: 183600,
    });
    expect(Number.isInteger(estimate.price)).toBe(true);
  });

  it('changes weight and price when the metal changes, not the volume', () => {
    const gold = estimateDesign(
      { metal: 'yellow-gold-18', metalVolumeMm3: 300, stoneType: null, stones: 0, totalCarat: 0 },
      prices,
    );
    const platinum = estimateDesign(
      { metal: 'platinum-950', metalVolumeMm3: 300, stoneType: null, stones: 0, totalCarat: 0 },
      prices,
    );
    expect(platinum.weightG).toBeGreaterThan(gold.weightG);
    expect(platinum.metalVolumeMm3).toBe(gold.metalVolumeMm3);
    expect(platinum.price).toBe(Math.round(0.3 * 20.8 * 4000) + 15000);
  });
});
