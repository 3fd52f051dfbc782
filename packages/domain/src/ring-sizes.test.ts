import { describe, expect, it } from 'vitest';
import {
  BANGLE_EXTRA_MM,
  BRACELET_ALLOWANCE_INCHES,
  bangleCircumference,
  braceletLength,
  circumferenceFromDiameter,
  diameterFromCircumference,
  diameterFromRingSize,
  ID1_CARD_MM,
  MM_PER_INCH,
  NECKLACE_LENGTHS,
  NECKLACE_STYLES,
  necklaceStyleForLength,
  parseUkSize,
  pixelsPerMm,
  RING_SIZE_SYSTEMS,
  ringSizeChart,
  ringSizeFromDiameter,
  ringSizesFromDiameter,
  ukSizeLabel,
} from '#lib/ring-sizes.ts';

describe('formulas', () => {
  it('links diameter and circumference by π', () => {
    expect(circumferenceFromDiameter(10)).toBeCloseTo(31.4159, 4);
    expect(diameterFromCircumference(circumferenceFromDiameter(17.32))).toBeCloseTo(17.32, 10);
  });

  it('uses d = 11.63 + 0.8128·n for US / Canada', () => {
    expect(diameterFromRingSize('us', 0)).toBeCloseTo(11.63, 10);
    expect(diameterFromRingSize('us', 7)).toBeCloseTo(17.3196, 10);
    expect(diameterFromRingSize('us', 6)).toBeCloseTo(16.5068, 10);
  });

  it('uses C = 36.25 + 1.25·k with A = 1 for UK letters (A = 37.5 mm, C = 40 mm)', () => {
    expect(circumferenceFromDiameter(diameterFromRingSize('uk', 1))).toBeCloseTo(37.5, 10);
    expect(circumferenceFromDiameter(diameterFromRingSize('uk', 3))).toBeCloseTo(40, 10);
  });

  it('uses the circumference for EU / ISO and France, and C − 40 for Switzerland, Italy and Spain', () => {
    const d = diameterFromCircumference(54);
    expect(ringSizeFromDiameter('eu', d)).toBeCloseTo(54, 10);
    expect(ringSizeFromDiameter('fr', d)).toBeCloseTo(54, 10);
    expect(ringSizeFromDiameter('ch', d)).toBeCloseTo(14, 10);
  });

  it('uses 13.0 mm for Japanese size 1 and 1/3 mm per size', () => {
    expect(diameterFromRingSize('jp', 1)).toBeCloseTo(13, 10);
    expect(diameterFromRingSize('jp', 4)).toBeCloseTo(14, 10);
  });

  it('round-trips every system', () => {
    for (const system of RING_SIZE_SYSTEMS) {
      for (const size of [5, 10, 14.5, 20]) {
        expect(ringSizeFromDiameter(system, diameterFromRingSize(system, size))).toBeCloseTo(size, 9);
      }
    }
  });
});

describe('the checks of domain-facts.md', () => {
  it('US 7 ≈ 17.32 mm ≈ C 54.4 mm ≈ EU 54 ≈ UK N½ ≈ JP 14', () => {
    const sizes = ringSizesFromDiameter(diameterFromRingSize('us', 7));
    expect(sizes.diameterMm).toBe(17.32);
    expect(sizes.circumferenceMm).toBe(54.41);
    expect(sizes.eu).toBe(54);
    expect(sizes.fr).toBe(54);
    expect(sizes.ch).toBe(14);
    expect(sizes.us).toBe(7);
    expect(sizes.uk).toBe('N½');
    expect(sizes.jp).toBe(14);
  });

  it('US 6 ≈ 16.51 mm ≈ UK L½ ≈ JP 12', () => {
    const sizes = ringSizesFromDiameter(diameterFromRingSize('us', 6));
    expect(sizes.diameterMm).toBe(16.51);
    expect(sizes.uk).toBe('L½');
    expect(sizes.jp).toBe(12);
    expect(sizes.us).toBe(6);
  });

  it('rounds US sizes to the quarter', () => {
    expect(ringSizesFromDiameter(diameterFromRingSize('us', 7.2)).us).toBe(7.25);
  });

  it('refuses a diameter that is not positive', () => {
    expect(() => ringSizesFromDiameter(0)).toThrow(RangeError);
    expect(() => ringSizesFromDiameter(Number.NaN)).toThrow(RangeError);
  });
});

describe('UK letters', () => {
  it('labels indexes to the nearest half letter', () => {
    expect(ukSizeLabel(1)).toBe('A');
    expect(ukSizeLabel(14)).toBe('N');
    expect(ukSizeLabel(14.5)).toBe('N½');
    expect(ukSizeLabel(14.6)).toBe('N½');
    expect(ukSizeLabel(14.8)).toBe('O');
    expect(ukSizeLabel(26)).toBe('Z');
    expect(ukSizeLabel(27)).toBe('Z+1');
    expect(ukSizeLabel(28.5)).toBe('Z+2½');
    expect(ukSizeLabel(0.5)).toBeNull();
  });

  it('parses the usual spellings', () => {
    expect(parseUkSize('N½')).toBe(14.5);
    expect(parseUkSize('N 1/2')).toBe(14.5);
    expect(parseUkSize('n.5')).toBe(14.5);
    expect(parseUkSize('L')).toBe(12);
    expect(parseUkSize('Z+1')).toBe(27);
    expect(parseUkSize('Z+2½')).toBe(28.5);
    expect(parseUkSize('M+1')).toBeNull();
    expect(parseUkSize('54')).toBeNull();
    for (let index = 1; index <= 30; index += 0.5) {
      expect(parseUkSize(ukSizeLabel(index) ?? '')).toBe(index);
    }
  });
});

describe('ringSizeChart', () => {
  it('steps a US range by halves', () => {
    const chart = ringSizeChart({ from: 3, to: 13, step: 0.5 });
    expect(chart).toHaveLength(21);
    expect(chart[0]?.us).toBe(3);
    expect(chart.at(-1)?.us).toBe(13);
    expect(chart.find((row) => row.us === 7)?.uk).toBe('N½');
  });

  it('steps in another system when asked', () => {
    const chart = ringSizeChart({ system: 'eu', from: 41, to: 76, step: 1 });
    expect(chart).toHaveLength(36);
    expect(chart.map((row) => row.eu)).toEqual(Array.from({ length: 36 }, (_, i) => 41 + i));
  });

  it('grows in diameter down the chart', () => {
    const chart = ringSizeChart({ from: 3, to: 13, step: 0.25 });
    for (let i = 1; i < chart.length; i += 1) {
      expect(chart[i]!.diameterMm).toBeGreaterThan(chart[i - 1]!.diameterMm);
    }
  });

  it('refuses empty or runaway ranges', () => {
    expect(() => ringSizeChart({ from: 5, to: 4, step: 1 })).toThrow(RangeError);
    expect(() => ringSizeChart({ from: 3, to: 13, step: 0 })).toThrow(RangeError);
    expect(() => ringSizeChart({ from: 0, to: 1000, step: 0.1 })).toThrow(RangeError);
  });
});

describe('calibration', () => {
  it('uses the ID-1 bank card, 85.60 × 53.98 mm', () => {
    expect(ID1_CARD_MM).toEqual({ width: 85.6, height: 53.98 });
    expect(pixelsPerMm(321)).toBeCloseTo(3.75, 10);
    expect(() => pixelsPerMm(0)).toThrow(RangeError);
  });
});

describe('bracelets', () => {
  it('adds ¼–½″ snug, ¾–1″ comfort, 1¼″ loose to the wrist', () => {
    expect(MM_PER_INCH).toBe(25.4);
    expect(BRACELET_ALLOWANCE_INCHES).toEqual({
      snug: { min: 0.25, max: 0.5 },
      comfort: { min: 0.75, max: 1 },
      loose: { min: 1.25, max: 1.25 },
    });
    expect(braceletLength(160, 'snug')).toEqual({ minMm: 166.35, maxMm: 172.7 });
    expect(braceletLength(160, 'comfort')).toEqual({ minMm: 179.05, maxMm: 185.4 });
    expect(braceletLength(160, 'loose')).toEqual({ minMm: 191.75, maxMm: 191.75 });
    expect(() => braceletLength(0, 'snug')).toThrow(RangeError);
  });

  it('makes a bangle about 2 cm over the wrist', () => {
    expect(BANGLE_EXTRA_MM).toBe(20);
    expect(bangleCircumference(160)).toBe(180);
    expect(() => bangleCircumference(-1)).toThrow(RangeError);
  });
});

describe('necklaces', () => {
  it('keeps the published lengths in inches', () => {
    expect(NECKLACE_LENGTHS.map((entry) => entry.style)).toEqual([...NECKLACE_STYLES]);
    expect(NECKLACE_LENGTHS.map((entry) => [entry.style, entry.minInches, entry.maxInches])).toEqual([
      ['collar', 12, 13],
      ['choker', 14, 16],
      ['princess', 18, 18],
      ['matinee', 20, 24],
      ['opera', 28, 34],
      ['rope', 36, null],
    ]);
    for (const entry of NECKLACE_LENGTHS) {
      expect(entry.label.fr).not.toBe('');
      expect(entry.label.en).not.toBe('');
    }
  });

  it('names the style of a length', () => {
    const inches = (value: number) => value * MM_PER_INCH;
    expect(necklaceStyleForLength(inches(12.5))).toBe('collar');
    expect(necklaceStyleForLength(inches(15))).toBe('choker');
    expect(necklaceStyleForLength(inches(18))).toBe('princess');
    expect(necklaceStyleForLength(inches(22))).toBe('matinee');
    expect(necklaceStyleForLength(inches(30))).toBe('opera');
    expect(necklaceStyleForLength(inches(40))).toBe('rope');
    expect(necklaceStyleForLength(inches(17.5))).toBe('princess');
    expect(necklaceStyleForLength(inches(17))).toBe('princess');
    expect(necklaceStyleForLength(inches(10))).toBe('collar');
    expect(() => necklaceStyleForLength(0)).toThrow(RangeError);
  });
});
