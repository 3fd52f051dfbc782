import { INVOICE_COLORS, type InvoiceColor } from '@carat/domain/invoice';
import { localize } from '@carat/domain/locale';
import { BRACELET_FITS, type BraceletFit } from '@carat/domain/ring-sizes';
import {
  braceletChart,
  CALIBRATION_BAR_MM,
  formatLength,
  formatLengthRange,
  formatRingSize,
  mmToPoints,
  necklaceChart,
  RING_CHART_COLUMN_LABELS,
  RING_SYSTEM_LABELS,
  type RingGuideRange,
  ringChartColumns,
  ringGuideChart,
  ringSizeIn,
  ringSizerCircles,
  ringSizerMarks,
  type SizeGuideRange,
  type WristRange,
} from '@carat/domain/size-guides';
import { A4, drawLogo, type PdfLocale, type PdfLogo, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';

/**
 * A printable size guide (A4): the business's name and logo, then for rings a strip sizer with mm ticks,
 * circles of the inner diameters and the conversion chart; for bracelets a wrist tape and the lengths per
 * fit; for necklaces the usual lengths. Whatever is meant to be measured is drawn at true scale
 * (1 mm = 72 / 25.4 pt, never scaled), beside a calibration bar of a stated length and the instruction to
 * print at 100 %. Pure: everything it shows is handed in.
 */
export interface SizeGuidePdfData {
  locale: PdfLocale;
  range: SizeGuideRange;
  brand: { companyName: string; logo: PdfLogo | null; color: InvoiceColor };
}

const LABELS = {
  fr: {
    title: {
      ring: 'Guide des tailles de bagues',
      bracelet: 'Guide des tailles de bracelets',
      necklace: 'Guide des longueurs de colliers',
    },
    ringSubtitle: (system: string, from: string, to: string) => `Système ${system}, tailles ${from} à ${to}`,
    wristSubtitle: (from: number, to: number) => `Tours de poignet de ${from} à ${to} cm`,
    necklaceSubtitle: 'Longueurs usuelles, en pouces et en centimètres',
    printTitle: 'IMPRIMER À TAILLE RÉELLE',
    printText: (bar: number) =>
      `Imprimez à 100 % (« taille réelle »), sans « ajuster à la page ». Vérifiez avec une règle : la barre ci-dessous doit mesurer exactement ${bar} mm, sinon les mesures sont fausses.`,
    stripTitle: 'Baguier à découper',
    stripSteps: [
      '1. Découpez la bande en suivant les pointillés.',
      '2. Enroulez-la autour du doigt, graduations vers l’extérieur, le repère 0 dessous.',
      '3. Lisez la taille là où la bande recouvre le 0 : c’est le tour du doigt.',
      'Mesurez en fin de journée, le doigt au chaud : il est alors à sa taille la plus grande.',
    ],
    circlesTitle: 'Cercles de taille (diamètre intérieur)',
    circlesText:
      'Posez une bague qui vous va sur les cercles : sa taille est celle du cercle dont le trait suit exactement son bord intérieur.',
    chartTitle: 'Tableau de correspondance',
    diameter: 'Ø (mm)',
    circumference: 'Tour (mm)',
    formula:
      'Une seule mesure, le diamètre intérieur Ø, dont dérivent toutes les tailles : tour = 3,1416 × Ø ; EU / FR = tour en mm (ISO 8653) ; CH / IT / ES = tour - 40 ; US : Ø = 11,63 + 0,8128 × taille ; UK : tour = 36,25 + 1,25 × rang de la lettre (A = 1) ; JP : Ø = 13 + (taille - 1) / 3.',
    tapeTitle: 'Réglette de tour de poignet',
    tapeSteps: [
      '1. Découpez la réglette en suivant les pointillés.',
      '2. Entourez le poignet juste sous l’os, sans serrer, le repère 0 dessous.',
      '3. Lisez le tour de poignet là où la réglette recouvre le 0, puis choisissez la longueur selon l’aisance voulue.',
    ],
    wrist: 'Poignet',
    fits: { snug: 'Ajusté', comfort: 'Confort', loose: 'Ample' } as Record<BraceletFit, string>,
    fitEase: { snug: '+ ¼ à ½"', comfort: '+ ¾ à 1"', loose: '+ 1¼"' } as Record<BraceletFit, string>,
    bangle: 'Jonc',
    bangleEase: '+ 2 cm',
    braceletNote:
      'Longueur totale du bracelet, fermoir compris, en cm (1" = 2,54 cm). Un jonc, sans fermoir, doit passer la main fermée : comptez environ 2 cm de plus que le poignet.',
    style: 'Style',
    inches: 'Pouces',
    centimetres: 'Centimètres',
    falls: 'Tombe',
    necklaceNote:
      'Mesurez à plat un collier qui vous plaît, fermoir compris, ou passez un fil autour du cou à la hauteur voulue et mesurez-le à plat.',
    page: (n: number, of: number) => `Page ${n} / ${of}`,
  },
  en: {
    title: { ring: 'Ring size guide', bracelet: 'Bracelet size guide', necklace: 'Necklace length guide' },
    ringSubtitle: (system: string, from: string, to: string) => `${system} sizes ${from} to ${to}`,
    wristSubtitle: (from: number, to: number) => `Wrists from ${from} to ${to} cm`,
    necklaceSubtitle: 'Usual lengths, in inches and centimetres',
    printTitle: 'PRINT AT ACTUAL SIZE',
    printText: (bar: number) =>
      `Print at 100 % ("actual size"), not "fit to page". Check with a ruler: the bar below must measure exactly ${bar} mm, or the measures are wrong.`,
    stripTitle: 'Cut-out ring sizer',
    stripSteps: [
      '1. Cut the strip out along the dotted line.',
      '2. Wrap it round the finger, marks outwards, the 0 line underneath.',
      '3. Read the size where the strip overlaps the 0: that is the finger’s circumference.',
      'Measure at the end of the day with warm hands, when fingers are at their largest.',
    ],
    circlesTitle: 'Size circles (inner diameter)',
    circlesText:
      'Lay a ring that fits on the circles: its size is the circle whose line follows its inner edge exactly.',
    chartTitle: 'Conversion chart',
    diameter: 'Ø (mm)',
    circumference: 'Circumference (mm)',
    formula:
      'One measure, the inner diameter Ø, gives every size: circumference = 3.1416 × Ø; EU / FR = circumference in mm (ISO 8653); CH / IT / ES = circumference - 40; US: Ø = 11.63 + 0.8128 × size; UK: circumference = 36.25 + 1.25 × letter rank (A = 1); JP: Ø = 13 + (size - 1) / 3.',
    tapeTitle: 'Wrist sizing tape',
    tapeSteps: [
      '1. Cut the tape out along the dotted line.',
      '2. Wrap it round the wrist just below the bone, without pulling, the 0 line underneath.',
      '3. Read the wrist size where the tape overlaps the 0, then pick the length for the fit you like.',
    ],
    wrist: 'Wrist',
    fits: { snug: 'Snug', comfort: 'Comfort', loose: 'Loose' } as Record<BraceletFit, string>,
    fitEase: { snug: '+ ¼ to ½"', comfort: '+ ¾ to 1"', loose: '+ 1¼"' } as Record<BraceletFit, string>,
    bangle: 'Bangle',
    bangleEase: '+ 2 cm',
    braceletNote:
      'Whole bracelet length, clasp included, in cm (1" = 2.54 cm). A bangle has no clasp and must pass the closed hand: allow about 2 cm over the wrist.',
    style: 'Style',
    inches: 'Inches',
    centimetres: 'Centimetres',
    falls: 'Falls',
    necklaceNote:
      'Lay a necklace you like flat and measure it, clasp included, or put a string round the neck where it should fall and measure the string flat.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

type Labels = (typeof LABELS)[PdfLocale];

const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = A4.height - MARGIN - 20;
const INK = '#1a1a1a';
const MUTED = '#6b6458';
const RULE = '#d8d2c6';
const PAPER = '#f7f4ee';

const mm = mmToPoints;

interface Sheet {
  doc: PDFKit.PDFDocument;
  t: Labels;
  locale: PdfLocale;
  accent: string;
}

const write = (value: string) => toWinAnsi(value);

function sectionTitle(sheet: Sheet, title: string, y: number): number {
  sheet.doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(write(title), LEFT, y, { width: WIDTH });
  return sheet.doc.y + 6;
}

function paragraph(sheet: Sheet, body: string, x: number, y: number, width: number, size = 8.5): number {
  sheet.doc.font('Helvetica').fontSize(size).fillColor(MUTED).text(write(body), x, y, { width });
  return sheet.doc.y;
}

/** Starts a page when `height` no longer fits; the y to draw at. */
function room(sheet: Sheet, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  sheet.doc.addPage();
  return MARGIN + 10;
}

/** The business (logo and name) on the left, the guide's title on the right. */
function drawHeader(sheet: Sheet, data: SizeGuidePdfData, title: string, subtitle: string): number {
  const { doc } = sheet;
  doc.rect(0, 0, A4.width, 8).fill(sheet.accent);
  let brandY = 28;
  if (data.brand.logo && drawLogo(doc, data.brand.logo, LEFT, brandY, { width: 130, height: 48 })) {
    brandY += 54;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(write(data.brand.companyName), LEFT, brandY, { width: 220 });
  const brandBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(sheet.accent)
    .text(write(title), LEFT + 230, 28, { width: WIDTH - 230, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(write(subtitle), LEFT + 230, doc.y + 2, { width: WIDTH - 230, align: 'right' });
  return Math.max(brandBottom, doc.y) + 18;
}

/** The instruction to print at 100 % and the bar of a stated length to check it with a ruler. */
function drawPrintCheck(sheet: Sheet, y: number): number {
  const { doc, t } = sheet;
  const barWidth = mm(CALIBRATION_BAR_MM);
  const textWidth = WIDTH - barWidth - 48;
  doc.font('Helvetica').fontSize(8.5);
  const bodyHeight = doc.heightOfString(write(t.printText(CALIBRATION_BAR_MM)), { width: textWidth });
  const height = Math.max(bodyHeight + 28, 62);
  doc.rect(LEFT, y, WIDTH, height).fill(PAPER);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(sheet.accent)
    .text(write(t.printTitle), LEFT + 12, y + 10, { width: textWidth });
  paragraph(sheet, t.printText(CALIBRATION_BAR_MM), LEFT + 12, doc.y + 3, textWidth);

  // The bar itself: one filled rectangle exactly CALIBRATION_BAR_MM long, with a tick each centimetre.
  const barX = RIGHT - 18 - barWidth;
  const barY = y + 18;
  doc.rect(barX, barY, barWidth, mm(3)).fill(INK);
  doc.lineWidth(0.5).strokeColor(INK);
  for (let cm = 0; cm <= CALIBRATION_BAR_MM / 10; cm += 1) {
    const x = barX + mm(cm * 10);
    doc
      .moveTo(x, barY + mm(3))
      .lineTo(x, barY + mm(5))
      .stroke();
  }
  doc.font('Helvetica').fontSize(7).fillColor(INK);
  doc.text('0', barX - 10, barY + mm(5) + 2, { width: 20, align: 'center', lineBreak: false });
  doc.text(`${CALIBRATION_BAR_MM} mm`, barX + barWidth - 20, barY + mm(5) + 2, {
    width: 40,
    align: 'center',
    lineBreak: false,
  });
  return y + height + 18;
}

/** A dashed outline: where to cut. */
function cutOutline(sheet: Sheet, x: number, y: number, width: number, height: number) {
  sheet.doc.save().lineWidth(0.6).dash(3, { space: 2 }).strokeColor(MUTED).rect(x, y, width, height).stroke();
  sheet.doc.restore();
}

/** Millimetre ticks from a zero line along a direction, longer at 5 and 10 mm, numbered each centimetre. */
function millimetreTicks(
  sheet: Sheet,
  lengthMm: number,
  at: (mmFromZero: number, tickMm: number) => { from: [number, number]; to: [number, number] },
  label: (cm: number, end: [number, number]) => void,
) {
  const { doc } = sheet;
  for (let n = 0; n <= lengthMm; n += 1) {
    const tick = n % 10 === 0 ? 5 : n % 5 === 0 ? 3.5 : 2;
    const { from, to } = at(n, tick);
    doc
      .lineWidth(n % 10 === 0 ? 0.6 : 0.35)
      .strokeColor(INK)
      .moveTo(...from)
      .lineTo(...to)
      .stroke();
    if (n % 10 === 0 && n > 0) label(n / 10, to);
  }
}

/** The strip a client wraps round a finger: mm from the 0 line, and each whole size at its circumference. */
function drawRingStrip(sheet: Sheet, range: RingGuideRange, y: number): number {
  const { doc, t, accent } = sheet;
  const marks = ringSizerMarks(range);
  const lengthMm = Math.ceil(((marks.at(-1)?.circumferenceMm ?? 60) + 10) / 10) * 10;
  const tabMm = 10;
  const heightMm = 24;
  y = room(sheet, sectionTitle(sheet, t.stripTitle, y), mm(heightMm) + 20);
  const zeroX = LEFT + mm(tabMm);
  const top = y;
  const bottom = y + mm(heightMm);
  cutOutline(sheet, LEFT, top, mm(tabMm + lengthMm), mm(heightMm));
  doc.rect(LEFT, top, mm(tabMm), mm(heightMm)).fill(PAPER);
  doc.lineWidth(1.2).strokeColor(accent).moveTo(zeroX, top).lineTo(zeroX, bottom).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(accent)
    .text('0', LEFT, top + mm(heightMm / 2) - 4, { width: mm(tabMm) - 3, align: 'right', lineBreak: false });

  millimetreTicks(
    sheet,
    lengthMm,
    (n, tick) => ({ from: [zeroX + mm(n), top], to: [zeroX + mm(n), top + mm(tick)] }),
    (cm, [x, end]) => {
      doc
        .font('Helvetica')
        .fontSize(6)
        .fillColor(MUTED)
        .text(String(cm * 10), x - 10, end + 1.5, { width: 20, align: 'center', lineBreak: false });
    },
  );

  // Sizes along the lower edge; close marks spread their labels over up to four rows.
  const spacingMm = marks.length > 1 ? marks[1]!.circumferenceMm - marks[0]!.circumferenceMm : 10;
  const rows = Math.min(4, Math.max(1, Math.ceil(4.5 / spacingMm)));
  marks.forEach((mark, index) => {
    const x = zeroX + mm(mark.circumferenceMm);
    const tickTop = bottom - mm(1.5 + (index % rows) * 2.6);
    const labelTop = tickTop - mm(2.3);
    doc.lineWidth(0.6).strokeColor(accent).moveTo(x, bottom).lineTo(x, tickTop).stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(6)
      .fillColor(accent)
      .text(write(mark.label), x - 12, labelTop, { width: 24, align: 'center', lineBreak: false });
  });

  // The steps, beside the strip.
  const stepsX = LEFT + mm(tabMm + lengthMm) + 16;
  let stepsY = top;
  for (const step of t.stripSteps) stepsY = paragraph(sheet, step, stepsX, stepsY, RIGHT - stepsX) + 3;
  return Math.max(bottom, stepsY) + 20;
}

/** Circles of each size's inner diameter, at true size, in a grid that flows over pages. */
function drawRingCircles(sheet: Sheet, range: RingGuideRange, y: number): number {
  const { doc, t, accent, locale } = sheet;
  const circles = ringSizerCircles(range);
  const largest = Math.max(...circles.map((circle) => circle.diameterMm));
  const cellWidth = mm(Math.max(largest + 6, 24));
  const cellHeight = mm(largest) + 30;
  const columns = Math.max(1, Math.floor(WIDTH / cellWidth));
  const gridLeft = LEFT + (WIDTH - columns * cellWidth) / 2;
  y = room(sheet, sectionTitle(sheet, t.circlesTitle, y), cellHeight + 30);
  y = paragraph(sheet, t.circlesText, LEFT, y, WIDTH) + 10;
  circles.forEach((circle, index) => {
    const column = index % columns;
    if (column === 0 && index > 0) y += cellHeight;
    if (column === 0) y = room(sheet, y, cellHeight);
    const cx = gridLeft + column * cellWidth + cellWidth / 2;
    const cy = y + mm(largest) / 2;
    doc
      .lineWidth(0.5)
      .strokeColor(INK)
      .circle(cx, cy, mm(circle.diameterMm) / 2)
      .stroke();
    // A small cross marks the centre, to lay the ring on.
    doc
      .lineWidth(0.3)
      .strokeColor(RULE)
      .moveTo(cx - 3, cy)
      .lineTo(cx + 3, cy)
      .moveTo(cx, cy - 3)
      .lineTo(cx, cy + 3)
      .stroke();
    const labelY = y + mm(largest) + 5;
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(accent)
      .text(write(circle.label), cx - cellWidth / 2, labelY, {
        width: cellWidth,
        align: 'center',
        lineBreak: false,
      });
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(write(`Ø ${formatLength(circle.diameterMm, 'mm', locale)}`), cx - cellWidth / 2, labelY + 11, {
        width: cellWidth,
        align: 'center',
        lineBreak: false,
      });
  });
  return y + cellHeight + 10;
}

interface Column {
  label: string;
  /** Share of the table's width. */
  weight: number;
  align: 'left' | 'right' | 'center';
}

/** A table with a coloured header row, repeated on each page it runs over; the first column in bold. */
function drawTable(sheet: Sheet, columns: Column[], rows: string[][], y: number): number {
  const { doc, accent } = sheet;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * WIDTH);
  const xs = widths.map((_, index) => LEFT + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8);
    const height =
      Math.max(
        ...columns.map((column, i) => doc.heightOfString(write(column.label), { width: widths[i]! - 8 })),
      ) + 10;
    doc.rect(LEFT, y, WIDTH, height).fill(accent);
    columns.forEach((column, i) => {
      doc
        .fillColor(INK)
        .text(write(column.label), xs[i]! + 4, y + 5, { width: widths[i]! - 8, align: column.align });
    });
    y += height;
  };
  y = room(sheet, y, 60);
  header();
  rows.forEach((row, rowIndex) => {
    doc.font('Helvetica').fontSize(8.5);
    const height =
      Math.max(...row.map((cell, i) => doc.heightOfString(write(cell), { width: widths[i]! - 8 }))) + 5;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN + 10;
      header();
      doc.font('Helvetica').fontSize(8.5);
    }
    if (rowIndex % 2 === 1) doc.rect(LEFT, y, WIDTH, height).fill(PAPER);
    row.forEach((cell, i) => {
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor(INK)
        .text(write(cell), xs[i]! + 4, y + 3, { width: widths[i]! - 8, align: columns[i]!.align });
    });
    y += height;
  });
  doc.lineWidth(0.5).strokeColor(RULE).moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  return y + 14;
}

function drawRingChart(sheet: Sheet, range: RingGuideRange, y: number): number {
  const { t, locale } = sheet;
  const sizeColumns = ringChartColumns(range.system);
  const columns: Column[] = [
    ...sizeColumns.map((column) => ({
      label: localize(RING_CHART_COLUMN_LABELS[column], locale),
      weight: column === 'ch' ? 1.3 : 1,
      align: 'center' as const,
    })),
    { label: t.diameter, weight: 1.1, align: 'right' },
    { label: t.circumference, weight: 1.3, align: 'right' },
  ];
  const rows = ringGuideChart(range).map((sizes) => [
    ...sizeColumns.map((column) => ringSizeIn(column, sizes)),
    formatLength(sizes.diameterMm, 'mm', locale).replace(' mm', ''),
    formatLength(sizes.circumferenceMm, 'mm', locale).replace(' mm', ''),
  ]);
  y = room(sheet, y, 120);
  y = sectionTitle(sheet, t.chartTitle, y);
  y = paragraph(sheet, t.formula, LEFT, y, WIDTH, 7.5) + 8;
  return drawTable(sheet, columns, rows, y);
}

function renderRingGuide(sheet: Sheet, range: RingGuideRange, y: number) {
  y = drawPrintCheck(sheet, y);
  y = drawRingStrip(sheet, range, y);
  y = drawRingCircles(sheet, range, y);
  drawRingChart(sheet, range, y);
}

/** A 25 cm tape down the page: cm on one edge, inches on the other. */
function drawWristTape(sheet: Sheet) {
  const { doc, t, accent } = sheet;
  const lengthMm = 250;
  const tabMm = 8;
  const widthMm = 20;
  doc.addPage();
  const top = sectionTitle(sheet, t.tapeTitle, MARGIN + 4);
  const zeroY = top + mm(tabMm);
  const left = LEFT + 10;
  const right = left + mm(widthMm);
  cutOutline(sheet, left, top, mm(widthMm), mm(tabMm + lengthMm));
  doc.rect(left, top, mm(widthMm), mm(tabMm)).fill(PAPER);
  doc.lineWidth(1.2).strokeColor(accent).moveTo(left, zeroY).lineTo(right, zeroY).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(accent)
    .text('0', left, zeroY - 12, { width: mm(widthMm), align: 'center', lineBreak: false });
  millimetreTicks(
    sheet,
    lengthMm,
    (n, tick) => ({ from: [left, zeroY + mm(n)], to: [left + mm(tick), zeroY + mm(n)] }),
    (cm, [end, y]) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor(INK)
        .text(String(cm), end + 2, y - 3, { width: 16, lineBreak: false });
    },
  );
  // Inches on the right edge, by quarters.
  for (let quarter = 0; quarter * 25.4 <= lengthMm * 4; quarter += 1) {
    const y = zeroY + mm((quarter * 25.4) / 4);
    const tick = quarter % 4 === 0 ? 5 : quarter % 2 === 0 ? 3.5 : 2;
    doc
      .lineWidth(quarter % 4 === 0 ? 0.6 : 0.35)
      .strokeColor(MUTED)
      .moveTo(right, y)
      .lineTo(right - mm(tick), y)
      .stroke();
    if (quarter % 4 === 0 && quarter > 0) {
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .fillColor(MUTED)
        .text(`${quarter / 4}"`, right - mm(5) - 20, y - 3, { width: 18, align: 'right', lineBreak: false });
    }
  }
  let stepsY = top;
  const stepsX = right + 24;
  for (const step of t.tapeSteps) stepsY = paragraph(sheet, step, stepsX, stepsY, RIGHT - stepsX, 9) + 4;
}

function renderBraceletGuide(sheet: Sheet, wrist: WristRange, y: number) {
  const { t, locale } = sheet;
  y = drawPrintCheck(sheet, y);
  const columns: Column[] = [
    { label: t.wrist, weight: 1.2, align: 'left' },
    ...BRACELET_FITS.map((fit) => ({
      label: `${t.fits[fit]} (${t.fitEase[fit]})`,
      weight: 1.3,
      align: 'right' as const,
    })),
    { label: `${t.bangle} (${t.bangleEase})`, weight: 1.1, align: 'right' },
  ];
  const rows = braceletChart(wrist).map((row) => [
    `${formatLength(row.wristMm, 'cm', locale)} (${formatLength(row.wristMm, 'in', locale)})`,
    ...BRACELET_FITS.map((fit) => formatLengthRange(row.fits[fit].minMm, row.fits[fit].maxMm, 'cm', locale)),
    formatLength(row.bangleMm, 'cm', locale),
  ]);
  y = drawTable(sheet, columns, rows, y);
  paragraph(sheet, t.braceletNote, LEFT, y, WIDTH);
  drawWristTape(sheet);
}

function renderNecklaceGuide(sheet: Sheet, y: number) {
  const { t, locale } = sheet;
  const columns: Column[] = [
    { label: t.style, weight: 1.2, align: 'left' },
    { label: t.inches, weight: 1, align: 'right' },
    { label: t.centimetres, weight: 1.3, align: 'right' },
    { label: t.falls, weight: 2.2, align: 'left' },
  ];
  const rows = necklaceChart().map((row) => [
    localize(row.label, locale),
    formatLengthRange(row.minMm, row.maxMm, 'in', locale),
    formatLengthRange(row.minMm, row.maxMm, 'cm', locale),
    localize(row.falls, locale),
  ]);
  y = drawTable(sheet, columns, rows, y);
  paragraph(sheet, t.necklaceNote, LEFT, y, WIDTH);
}

function subtitleOf(t: Labels, locale: PdfLocale, range: SizeGuideRange): string {
  switch (range.kind) {
    case 'ring':
      return t.ringSubtitle(
        localize(RING_SYSTEM_LABELS[range.ring.system], locale),
        formatRingSize(range.ring.system, range.ring.from),
        formatRingSize(range.ring.system, range.ring.to),
      );
    case 'bracelet':
      return t.wristSubtitle(range.wrist.fromCm, range.wrist.toCm);
    case 'necklace':
      return t.necklaceSubtitle;
  }
}

/** The footer of every page: the business, the page number, the band in its colour. */
function drawFooters(sheet: Sheet, companyName: string) {
  const { doc } = sheet;
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.rect(0, A4.height - 6, A4.width, 6).fill(sheet.accent);
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(write(companyName), LEFT, A4.height - 26, { width: WIDTH / 2, lineBreak: false });
    doc.text(write(sheet.t.page(i - pages.start + 1, pages.count)), LEFT + WIDTH / 2, A4.height - 26, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

export function sizeGuideTitle(locale: PdfLocale, range: SizeGuideRange): string {
  return LABELS[locale].title[range.kind];
}

export function renderSizeGuidePdf(data: SizeGuidePdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const title = sizeGuideTitle(data.locale, data.range);
  const { doc, done } = startPdf({
    margin: MARGIN,
    title: `${title} - ${data.brand.companyName}`,
    author: data.brand.companyName,
    subject: subtitleOf(t, data.locale, data.range),
  });
  const sheet: Sheet = {
    doc,
    t,
    locale: data.locale,
    accent: INVOICE_COLORS[data.brand.color] ?? INVOICE_COLORS.amber,
  };
  const y = drawHeader(sheet, data, title, subtitleOf(t, data.locale, data.range));
  if (data.range.kind === 'ring') renderRingGuide(sheet, data.range.ring, y);
  else if (data.range.kind === 'bracelet') renderBraceletGuide(sheet, data.range.wrist, y);
  else renderNecklaceGuide(sheet, y);
  drawFooters(sheet, data.brand.companyName);
  doc.end();
  return done;
}

const FILE_KIND = {
  fr: { ring: 'bagues', bracelet: 'bracelets', necklace: 'colliers' },
  en: { ring: 'rings', bracelet: 'bracelets', necklace: 'necklaces' },
} as const;

/** guide-des-tailles-bagues-uk.pdf, size-guide-bracelets.pdf… */
export function sizeGuideFileName(locale: PdfLocale, range: SizeGuideRange): string {
  const prefix = localize({ fr: 'guide-des-tailles', en: 'size-guide' }, locale);
  const system = range.kind === 'ring' ? `-${range.ring.system}` : '';
  return `${prefix}-${FILE_KIND[locale][range.kind]}${system}.pdf`;
}
