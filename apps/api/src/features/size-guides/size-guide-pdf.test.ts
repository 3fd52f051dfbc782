import { CALIBRATION_BAR_MM, circumferenceFromDiameter, mmToPoints } from '@carat/domain';
import { INVOICE_COLORS } from '@carat/domain/invoice';
import { diameterFromRingSize } from '@carat/domain/ring-sizes';
import { describe, expect, it } from 'vitest';
import { type PathBox, parsePdf, pathBoxes, solidPng } from '#test/pdf-testing.ts';
import { renderSizeGuidePdf, type SizeGuidePdfData, sizeGuideFileName } from './size-guide-pdf.ts';

const brand: SizeGuidePdfData['brand'] = {
  companyName: 'Hale & Co. Fine Jewellery',
  logo: { bytes: solidPng(40, 20, [176, 141, 60]), contentType: 'image/png' },
  color: 'blue',
};
const usRings: SizeGuidePdfData = {
  locale: 'fr',
  range: { kind: 'ring', ring: { system: 'us', from: 3, to: 13 } },
  brand,
};

/** The PDF's text runs, one per cell, joined by '|' (pdf.js puts blank runs between cells). */
const cells = (text: string) =>
  `|${text
    .split('\n')
    .map((run) => run.trim())
    .filter(Boolean)
    .join('|')}|`;
const near = (value: number, expected: number, tolerance = 0.02) => Math.abs(value - expected) <= tolerance;
const filledBars = (boxes: PathBox[], widthPt: number) =>
  boxes.filter((box) => box.paint === 'fill' && near(box.width, widthPt));
const circlesOf = (boxes: PathBox[], diameterPt: number) =>
  boxes.filter(
    (box) => box.paint === 'stroke' && near(box.width, diameterPt) && near(box.height, diameterPt),
  );

describe('renderSizeGuidePdf: rings', () => {
  it('titles the guide, names the business, says to print at 100 % and charts every quarter size', async () => {
    const bytes = await renderSizeGuidePdf(usRings);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await parsePdf(bytes);
    expect(pdf.title).toBe('Guide des tailles de bagues - Hale & Co. Fine Jewellery');
    for (const expected of [
      'Guide des tailles de bagues',
      'Système US / Canada, tailles 3 à 13',
      'Hale & Co. Fine Jewellery',
      'IMPRIMER À TAILLE RÉELLE',
      'Imprimez à 100 % (« taille réelle »), sans « ajuster à la page ».',
      'doit mesurer exactement 50 mm',
      '50 mm',
      'Baguier à découper',
      'Cercles de taille (diamètre intérieur)',
      'Tableau de correspondance',
      'CH / IT / ES',
      'N½', // UK of US 7
      '17,32', // its diameter
      '54,41', // its circumference
      'Ø 17,32 mm',
      '7¼',
      '13',
      'UK : tour = 36,25 + 1,25 × rang de la lettre (A = 1)',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    // The chart's row of US 7 reads, in order: US, UK, EU / FR, CH / IT / ES, JP, diameter, circumference.
    expect(cells(pdf.text)).toContain('|7|N½|54|14|14|17,32|54,41|');
    expect(cells(pdf.text)).toContain('|3|F½|44|4|4|14,07|44,20|');
    expect(cells(pdf.text)).toContain('|13|Z+1|70|30|29|22,20|69,73|');
    expect(pdf.images).toBe(1);
    expect(pdf.fillColors.has(INVOICE_COLORS.blue)).toBe(true);
  });

  it('draws the calibration bar exactly 50 mm long, in points (1 mm = 72 / 25.4 pt)', async () => {
    const boxes = await pathBoxes(await renderSizeGuidePdf(usRings));
    const bar = filledBars(boxes, mmToPoints(CALIBRATION_BAR_MM));
    expect(bar).toHaveLength(1);
    expect(bar[0]!.width).toBeCloseTo(141.732, 2);
    expect(bar[0]!.height).toBeCloseTo(mmToPoints(3), 2);
  });

  it('draws each circle at the inner diameter of its size, true to scale', async () => {
    const boxes = await pathBoxes(await renderSizeGuidePdf(usRings));
    for (const size of [3, 5.5, 7, 10, 13]) {
      const diameter = mmToPoints(diameterFromRingSize('us', size));
      expect(circlesOf(boxes, diameter).length, `US ${size}`).toBeGreaterThanOrEqual(1);
    }
    // US 3 to 13 by halves: 21 circles, each its own diameter.
    const all = boxes.filter(
      (box) => box.paint === 'stroke' && near(box.width, box.height, 0.01) && box.width > 35,
    );
    expect(all).toHaveLength(21);
  });

  it('puts the strip’s marks a millimetre apart and each size at its circumference from the 0 line', async () => {
    const boxes = await pathBoxes(await renderSizeGuidePdf(usRings));
    // Millimetre ticks are vertical hairlines on the first page: every mm from the 0 line.
    const ticks = boxes
      .filter((box) => box.page === 1 && box.paint === 'stroke' && box.width < 0.01 && box.height > 4)
      .map((box) => box.x)
      .sort((a, b) => a - b);
    const zero = ticks[0]!;
    const sevenAt = zero + mmToPoints(circumferenceFromDiameter(diameterFromRingSize('us', 7)));
    expect(ticks.some((x) => near(x, zero + mmToPoints(50), 0.01))).toBe(true);
    expect(ticks.some((x) => near(x, sevenAt, 0.01))).toBe(true);
  });

  it('charts a UK guide in half letters with the letter first, in English', async () => {
    const pdf = await parsePdf(
      await renderSizeGuidePdf({
        locale: 'en',
        range: { kind: 'ring', ring: { system: 'uk', from: 14, to: 15 } },
        brand: { ...brand, logo: null },
      }),
    );
    expect(pdf.title).toBe('Ring size guide - Hale & Co. Fine Jewellery');
    expect(pdf.text).toContain('UK / Australia sizes N to O');
    expect(pdf.text).toContain('Print at 100 % ("actual size"), not "fit to page".');
    expect(cells(pdf.text)).toContain('|N½|7|54|14|14|17.31|54.38|');
    expect(pdf.images).toBe(0);
  });
});

describe('renderSizeGuidePdf: bracelets and necklaces', () => {
  it('gives each wrist its lengths per fit and the bangle, with a wrist tape at true scale', async () => {
    const bytes = await renderSizeGuidePdf({
      locale: 'fr',
      range: { kind: 'bracelet', wrist: { fromCm: 14, toCm: 21 } },
      brand,
    });
    const pdf = await parsePdf(bytes);
    expect(pdf.title).toBe('Guide des tailles de bracelets - Hale & Co. Fine Jewellery');
    expect(pdf.pages).toBe(2);
    for (const expected of [
      'Tours de poignet de 14 à 21 cm',
      'Ajusté (+ ¼ à ½")',
      'Jonc (+ 2 cm)',
      '16,0 cm (6,3")',
      '16,6–17,3 cm',
      '17,9–18,5 cm',
      '19,2 cm',
      '18,0 cm',
      'Réglette de tour de poignet',
      '25', // the tape's last centimetre
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    const boxes = await pathBoxes(bytes);
    expect(filledBars(boxes, mmToPoints(CALIBRATION_BAR_MM))).toHaveLength(1);
    // The tape's millimetre ticks run down page 2, one millimetre apart.
    const ticks = boxes
      .filter((box) => box.page === 2 && box.paint === 'stroke' && box.height < 0.01 && box.width > 5)
      .map((box) => box.y)
      .sort((a, b) => a - b);
    const zero = ticks[0]!;
    expect(ticks.some((y) => near(y, zero + mmToPoints(160), 0.01))).toBe(true);
    expect(ticks.some((y) => near(y, zero + mmToPoints(250), 0.01))).toBe(true);
  });

  it('lists the necklace lengths in inches and centimetres, with where they fall', async () => {
    const pdf = await parsePdf(
      await renderSizeGuidePdf({ locale: 'en', range: { kind: 'necklace' }, brand }),
    );
    expect(pdf.title).toBe('Necklace length guide - Hale & Co. Fine Jewellery');
    for (const expected of [
      'Princess',
      '18"',
      '45.7 cm',
      'Choker',
      '14–16"',
      '35.6–40.6 cm',
      'Rope',
      '36"+',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(pdf.text).toContain('On the collarbone');
  });
});

describe('sizeGuideFileName', () => {
  it('names the file after the guide, in the locale', () => {
    expect(sizeGuideFileName('fr', usRings.range)).toBe('guide-des-tailles-bagues-us.pdf');
    expect(sizeGuideFileName('en', { kind: 'bracelet', wrist: { fromCm: 14, toCm: 21 } })).toBe(
      'size-guide-bracelets.pdf',
    );
    expect(sizeGuideFileName('fr', { kind: 'necklace' })).toBe('guide-des-tailles-colliers.pdf');
  });
});
