import { describe, expect, it } from 'vitest';
import { MM_PER_INCH, RING_SIZE_SYSTEMS, ringSizeFromDiameter } from '#lib/ring-sizes.ts';
import {
  braceletChart,
  CALIBRATION_BAR_MM,
  chartColumnOf,
  DEFAULT_WRIST_RANGE,
  defaultRingRange,
  formatLength,
  formatLengthRange,
  formatRingSize,
  mmToPoints,
  NOMINAL_CSS_PX_PER_MM,
  necklaceChart,
  parseRingSize,
  RING_SIZE_SCALES,
  readSizeGuideRange,
  ringChartColumns,
  ringGuideChart,
  ringScaleSizes,
  ringSizeIn,
  ringSizerCircles,
  ringSizerMarks,
  screenScale,
  showroomSizeGuideUrl,
} from '#lib/size-guides.ts';

describe('ring size scales', () => {
  it('steps US by quarters, UK by half letters and the others by whole sizes', () => {
    expect(RING_SIZE_SCALES.us.step).toBe(0.25);
    expect(RING_SIZE_SCALES.uk.step).toBe(0.5);
    for (const system of ['eu', 'fr', 'ch', 'jp'] as const) expect(RING_SIZE_SCALES[system].step).toBe(1);
  });

  it('covers about the same fingers in every system by default (US 3 to 13)', () => {
    for (const system of RING_SIZE_SYSTEMS) {
      const chart = ringGuideChart(defaultRingRange(system));
      const first = chart[0]!;
      const last = chart.at(-1)!;
      expect(first.diameterMm, system).toBeGreaterThan(13.5);
      expect(first.diameterMm, system).toBeLessThan(14.7);
      expect(last.diameterMm, system).toBeGreaterThan(21.6);
      expect(last.diameterMm, system).toBeLessThan(22.8);
    }
  });

  it('lists the sizes a picker offers, on the grid and inside the span', () => {
    const us = ringScaleSizes('us');
    expect(us[0]).toBe(0);
    expect(us.at(-1)).toBe(16);
    expect(us).toHaveLength(65);
    expect(ringScaleSizes('uk').slice(0, 3)).toEqual([1, 1.5, 2]);
    expect(ringScaleSizes('eu')).toContain(54);
  });
});

describe('ringGuideChart', () => {
  it('gives US 3 to 13 in quarter sizes, 41 rows, each with every system from one diameter', () => {
    const chart = ringGuideChart({ system: 'us', from: 3, to: 13 });
    expect(chart).toHaveLength(41);
    const seven = chart.find((row) => row.us === 7)!;
    // The checks of domain-facts.md: US 7 ≈ 17.32 mm ≈ C 54.4 mm ≈ EU 54 ≈ UK N½ ≈ JP 14.
    expect(seven).toMatchObject({
      diameterMm: 17.32,
      circumferenceMm: 54.41,
      eu: 54,
      uk: 'N½',
      jp: 14,
      ch: 14,
    });
    const six = chart.find((row) => row.us === 6)!;
    expect(six).toMatchObject({ diameterMm: 16.51, uk: 'L½', jp: 12 });
  });

  it('steps UK charts by half letters and keeps each letter', () => {
    const chart = ringGuideChart({ system: 'uk', from: 14, to: 15 });
    expect(chart.map((row) => row.uk)).toEqual(['N', 'N½', 'O']);
    expect(chart[1]!.us).toBe(7);
  });

  it('gives every EU size once, and France the same numbers', () => {
    const chart = ringGuideChart({ system: 'fr', from: 50, to: 60 });
    expect(chart.map((row) => row.fr)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(chart.every((row) => row.eu === row.fr && row.ch === row.eu - 40)).toBe(true);
  });
});

describe('chart columns and labels', () => {
  it("puts the guide's own system first, France under EU", () => {
    expect(ringChartColumns('uk')).toEqual(['uk', 'us', 'eu', 'ch', 'jp']);
    expect(ringChartColumns('fr')).toEqual(['eu', 'us', 'uk', 'ch', 'jp']);
    expect(chartColumnOf('fr')).toBe('eu');
  });

  it('writes US sizes with quarter fractions, UK as letters, the rest as whole numbers', () => {
    expect(formatRingSize('us', 7)).toBe('7');
    expect(formatRingSize('us', 7.25)).toBe('7¼');
    expect(formatRingSize('us', 7.5)).toBe('7½');
    expect(formatRingSize('us', 7.75)).toBe('7¾');
    expect(formatRingSize('us', 0.5)).toBe('½');
    expect(formatRingSize('us', 0)).toBe('0');
    expect(formatRingSize('uk', 14.5)).toBe('N½');
    expect(formatRingSize('uk', 0)).toBe('–');
    expect(formatRingSize('eu', 54)).toBe('54');
    const [seven] = ringGuideChart({ system: 'us', from: 7, to: 7 });
    expect(ringChartColumns('us').map((column) => ringSizeIn(column, seven!))).toEqual([
      '7',
      'N½',
      '54',
      '14',
      '14',
    ]);
  });

  it('reads sizes as people type them', () => {
    expect(parseRingSize('us', '7')).toBe(7);
    expect(parseRingSize('us', '7.25')).toBe(7.25);
    expect(parseRingSize('us', '7,5')).toBe(7.5);
    expect(parseRingSize('us', '7¾')).toBe(7.75);
    expect(parseRingSize('us', '7 1/4')).toBe(7.25);
    expect(parseRingSize('us', '½')).toBe(0.5);
    expect(parseRingSize('uk', 'N½')).toBe(14.5);
    expect(parseRingSize('uk', 'n 1/2')).toBe(14.5);
    expect(parseRingSize('uk', '14')).toBeNull();
    expect(parseRingSize('eu', '54')).toBe(54);
    expect(parseRingSize('eu', '54¼')).toBeNull();
    for (const bad of ['', ' ', 'abc', '7/4', '1e3', '-3', 'Infinity', 'x'.repeat(50)]) {
      expect(parseRingSize('us', bad), bad).toBeNull();
    }
    // Every label written reads back.
    for (const system of RING_SIZE_SYSTEMS) {
      for (const size of ringScaleSizes(system)) {
        expect(parseRingSize(system, formatRingSize(system, size)), `${system} ${size}`).toBe(size);
      }
    }
  });
});

describe('printable sizer', () => {
  it('marks each whole size where a strip wrapped round the finger reads it: the circumference', () => {
    const marks = ringSizerMarks({ system: 'us', from: 3, to: 13 });
    expect(marks.map((mark) => mark.label)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
    ]);
    expect(marks.find((mark) => mark.size === 7)!.circumferenceMm).toBeCloseTo(54.41, 2);
    const uk = ringSizerMarks({ system: 'uk', from: 13.5, to: 15.5 });
    expect(uk.map((mark) => mark.label)).toEqual(['N', 'O']);
    expect(uk[0]!.circumferenceMm).toBeCloseTo(36.25 + 1.25 * 14, 10);
  });

  it('draws circles of the inner diameter: US half sizes, UK whole letters, whole sizes elsewhere', () => {
    const us = ringSizerCircles({ system: 'us', from: 6, to: 7 });
    expect(us.map((circle) => circle.label)).toEqual(['6', '6½', '7']);
    expect(us[2]!.diameterMm).toBeCloseTo(17.3196, 10);
    expect(ringSizerCircles({ system: 'uk', from: 14, to: 16 }).map((circle) => circle.label)).toEqual([
      'N',
      'O',
      'P',
    ]);
    const jp = ringSizerCircles({ system: 'jp', from: 14, to: 14 });
    expect(ringSizeFromDiameter('jp', jp[0]!.diameterMm)).toBeCloseTo(14, 10);
  });
});

describe('bracelets and necklaces', () => {
  it('gives each wrist centimetre its lengths per fit and the bangle (about 2 cm more)', () => {
    const chart = braceletChart();
    expect(chart.map((row) => row.wristMm)).toEqual([140, 150, 160, 170, 180, 190, 200, 210]);
    const sixteen = chart.find((row) => row.wristMm === 160)!;
    expect(sixteen.fits).toEqual({
      snug: { minMm: 166.35, maxMm: 172.7 },
      comfort: { minMm: 179.05, maxMm: 185.4 },
      loose: { minMm: 191.75, maxMm: 191.75 },
    });
    expect(sixteen.bangleMm).toBe(180);
    expect(braceletChart({ fromCm: 15, toCm: 16 })).toHaveLength(2);
    expect(DEFAULT_WRIST_RANGE).toEqual({ fromCm: 14, toCm: 21 });
  });

  it('gives every necklace style in inches as published and in mm', () => {
    const chart = necklaceChart();
    expect(chart.map((row) => row.style)).toEqual([
      'collar',
      'choker',
      'princess',
      'matinee',
      'opera',
      'rope',
    ]);
    const choker = chart.find((row) => row.style === 'choker')!;
    expect([choker.minMm, choker.maxMm]).toEqual([14 * 25.4, 16 * 25.4]);
    expect(chart.at(-1)!.maxMm).toBeNull();
    expect(chart.every((row) => row.falls.fr !== '' && row.falls.en !== '')).toBe(true);
  });
});

describe('lengths as text', () => {
  it('writes cm to the millimetre, mm to the hundredth and inches to the tenth, in the locale', () => {
    expect(formatLength(166.35, 'cm', 'fr')).toBe('16,6 cm');
    expect(formatLength(166.35, 'cm', 'en')).toBe('16.6 cm');
    expect(formatLength(17.3196, 'mm', 'fr')).toBe('17,32 mm');
    expect(formatLength(160, 'in', 'en')).toBe('6.3″');
    expect(formatLength(18 * MM_PER_INCH, 'in', 'fr')).toBe('18″');
    expect(formatLength(18 * MM_PER_INCH, 'cm', 'fr')).toBe('45,7 cm');
    // Half up on the last digit, not the binary neighbour below it.
    expect(formatLength(0.25 * MM_PER_INCH * 10, 'cm', 'en')).toBe('6.4 cm'); // 63.5 mm
    expect(formatLength(1.005, 'mm', 'en')).toBe('1.01 mm');
    expect(formatLength(1234.5, 'mm', 'fr')).toBe('1234,50 mm');
  });

  it('writes ranges, single values and open ends', () => {
    expect(formatLengthRange(166.35, 172.7, 'cm', 'fr')).toBe('16,6–17,3 cm');
    expect(formatLengthRange(191.75, 191.75, 'cm', 'fr')).toBe('19,2 cm');
    expect(formatLengthRange(14 * MM_PER_INCH, 16 * MM_PER_INCH, 'in', 'en')).toBe('14–16″');
    expect(formatLengthRange(36 * MM_PER_INCH, null, 'cm', 'en')).toBe('91.4 cm+');
    expect(formatLengthRange(36 * MM_PER_INCH, null, 'in', 'en')).toBe('36″+');
    expect(formatLengthRange(166.35, 172.7, 'cm', 'en', { withUnit: false })).toBe('16.6–17.3');
  });
});

describe('readSizeGuideRange', () => {
  it('takes the usual range when none is given', () => {
    expect(readSizeGuideRange({ kind: 'ring', system: 'us' })).toEqual({
      ok: true,
      range: { kind: 'ring', ring: { system: 'us', from: 3, to: 13 } },
    });
    expect(readSizeGuideRange({ kind: 'bracelet', system: 'us' })).toEqual({
      ok: true,
      range: { kind: 'bracelet', wrist: { fromCm: 14, toCm: 21 } },
    });
    expect(readSizeGuideRange({ kind: 'necklace', system: 'us' })).toEqual({
      ok: true,
      range: { kind: 'necklace' },
    });
  });

  it('reads each system in its own words', () => {
    expect(readSizeGuideRange({ kind: 'ring', system: 'uk', from: 'J', to: 'P½' })).toEqual({
      ok: true,
      range: { kind: 'ring', ring: { system: 'uk', from: 10, to: 16.5 } },
    });
    expect(readSizeGuideRange({ kind: 'ring', system: 'us', from: '5¼', to: '9' })).toMatchObject({
      ok: true,
      range: { ring: { from: 5.25, to: 9 } },
    });
    expect(readSizeGuideRange({ kind: 'bracelet', system: 'us', from: '15', to: '18' })).toMatchObject({
      ok: true,
      range: { wrist: { fromCm: 15, toCm: 18 } },
    });
  });

  it('names what is wrong with each end', () => {
    const problems = (query: Parameters<typeof readSizeGuideRange>[0]) => {
      const result = readSizeGuideRange(query);
      return result.ok ? null : result.problems;
    };
    expect(problems({ kind: 'ring', system: 'us', from: 'abc' })).toEqual({ from: 'invalid' });
    expect(problems({ kind: 'ring', system: 'us', from: '7.1' })).toEqual({ from: 'offGrid' });
    expect(problems({ kind: 'ring', system: 'us', from: '7.3' })).toEqual({ from: 'offGrid' });
    expect(problems({ kind: 'ring', system: 'us', to: '40' })).toEqual({ to: 'outOfScale' });
    expect(problems({ kind: 'ring', system: 'uk', from: '14' })).toEqual({ from: 'invalid' });
    expect(problems({ kind: 'ring', system: 'eu', from: '60', to: '50' })).toEqual({ to: 'reversed' });
    expect(problems({ kind: 'bracelet', system: 'us', from: '14.5' })).toEqual({ from: 'invalid' });
    expect(problems({ kind: 'bracelet', system: 'us', from: '5' })).toEqual({ from: 'outOfScale' });
    expect(problems({ kind: 'necklace', system: 'us', from: '3', to: '4' })).toEqual({
      from: 'notUsed',
      to: 'notUsed',
    });
  });
});

describe('true scale', () => {
  it('turns mm into PDF points at 72 / 25.4, and the calibration bar is 50 mm', () => {
    expect(mmToPoints(25.4)).toBeCloseTo(72, 10);
    expect(CALIBRATION_BAR_MM).toBe(50);
    expect(mmToPoints(CALIBRATION_BAR_MM)).toBeCloseTo(141.732, 3);
  });

  it('keeps an on-screen scale within what screens have, the CSS nominal one otherwise', () => {
    expect(NOMINAL_CSS_PX_PER_MM).toBeCloseTo(3.7795, 4);
    expect(screenScale('5.5')).toBe(5.5);
    expect(screenScale(100)).toBe(12);
    expect(screenScale(0.1)).toBe(2);
    for (const bad of [null, undefined, 'abc', Number.NaN, {}])
      expect(screenScale(bad)).toBe(NOMINAL_CSS_PX_PER_MM);
  });
});

describe('showroomSizeGuideUrl', () => {
  it("links the public showroom's size guide", () => {
    expect(showroomSizeGuideUrl('https://showroom.example/', 'maison-hale')).toBe(
      'https://showroom.example/s/maison-hale#guide-des-tailles',
    );
  });
});
