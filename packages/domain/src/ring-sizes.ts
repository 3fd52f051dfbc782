import type { LocalizedText } from '#lib/locale.ts';

/*
 * One number is stored, the ring's inner diameter in mm; every size system is derived from it with one
 * published formula each (charts disagree by up to about 1 mm, so we do not mix them):
 * - EU / ISO 8653: size = inner circumference in mm.
 * - France: also the circumference ('taille 54' = 54 mm around), not C − 40. domain-facts.md groups France
 *   with Switzerland / Italy / Spain; French jewellers size by "tour de doigt", so France follows ISO here.
 * - Switzerland / Italy / Spain: size = C − 40.
 * - US / Canada: d = 11.63 + 0.8128·n.
 * - UK / Australia / Ireland / NZ: C = 36.25 + 1.25·k with A = 1, half letters used.
 * - Japan: size 1 = 13.0 mm diameter, + 1/3 mm per size.
 */

export const RING_SIZE_SYSTEMS = ['eu', 'fr', 'ch', 'us', 'uk', 'jp'] as const;
export type RingSizeSystem = (typeof RING_SIZE_SYSTEMS)[number];

export const MM_PER_INCH = 25.4;

export function circumferenceFromDiameter(diameterMm: number): number {
  return Math.PI * diameterMm;
}

export function diameterFromCircumference(circumferenceMm: number): number {
  return circumferenceMm / Math.PI;
}

const US_BASE_MM = 11.63;
const US_STEP_MM = 0.8128;
const UK_BASE_MM = 36.25;
const UK_STEP_MM = 1.25;
const CH_OFFSET_MM = 40;
const JP_SIZE_ONE_MM = 13;
const JP_STEP_MM = 1 / 3;

/**
 * A size in a system, as an exact (unrounded) number. For the UK it is the letter index, A = 1, so
 * 14.5 is N½; see ukSizeLabel.
 */
export function ringSizeFromDiameter(system: RingSizeSystem, diameterMm: number): number {
  const circumference = circumferenceFromDiameter(diameterMm);
  switch (system) {
    case 'eu':
    case 'fr':
      return circumference;
    case 'ch':
      return circumference - CH_OFFSET_MM;
    case 'us':
      return (diameterMm - US_BASE_MM) / US_STEP_MM;
    case 'uk':
      return (circumference - UK_BASE_MM) / UK_STEP_MM;
    case 'jp':
      return 1 + (diameterMm - JP_SIZE_ONE_MM) / JP_STEP_MM;
  }
}

/** The inner diameter in mm of a size in a system (UK as the letter index, A = 1). */
export function diameterFromRingSize(system: RingSizeSystem, size: number): number {
  switch (system) {
    case 'eu':
    case 'fr':
      return diameterFromCircumference(size);
    case 'ch':
      return diameterFromCircumference(size + CH_OFFSET_MM);
    case 'us':
      return US_BASE_MM + US_STEP_MM * size;
    case 'uk':
      return diameterFromCircumference(UK_BASE_MM + UK_STEP_MM * size);
    case 'jp':
      return JP_SIZE_ONE_MM + (size - 1) * JP_STEP_MM;
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The UK letter for an index, to the nearest half: 14.5 → 'N½', 27 → 'Z+1'. Null below A. */
export function ukSizeLabel(index: number): string | null {
  const halves = Math.round(index * 2);
  if (!Number.isFinite(index) || halves < 2) return null;
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? '½' : '';
  if (whole <= LETTERS.length) return `${LETTERS[whole - 1]}${half}`;
  return `Z+${whole - LETTERS.length}${half}`;
}

const UK_LABEL_PATTERN = /^\s*([A-Z])(?:\+(\d+))?\s*(½|1\/2|\.5)?\s*$/i;

/** Reads 'N½', 'N 1/2', 'n.5', 'Z+1' back to the letter index; null when it is not a UK size. */
export function parseUkSize(label: string): number | null {
  const match = UK_LABEL_PATTERN.exec(label);
  if (!match?.[1]) return null;
  const letter = match[1].toUpperCase();
  if (match[2] !== undefined && letter !== 'Z') return null;
  const index = LETTERS.indexOf(letter) + 1 + Number(match[2] ?? 0);
  return match[3] ? index + 0.5 : index;
}

/** Rounds to 1/stepsPerUnit (100 → hundredths, 4 → quarters); dividing last avoids 17.330000000000002. */
function roundTo(value: number, stepsPerUnit: number): number {
  return Math.round(value * stepsPerUnit) / stepsPerUnit;
}

export interface RingSizes {
  readonly diameterMm: number;
  readonly circumferenceMm: number;
  readonly eu: number;
  readonly fr: number;
  readonly ch: number;
  readonly us: number;
  readonly uk: string | null;
  readonly jp: number;
}

/**
 * The nearest size in every system, as charts print them: mm to 0.01, EU / FR / CH / JP whole sizes,
 * US to the quarter, UK to the half letter.
 */
export function ringSizesFromDiameter(diameterMm: number): RingSizes {
  if (!Number.isFinite(diameterMm) || diameterMm <= 0) {
    throw new RangeError(`a ring diameter is a positive number of mm, got ${diameterMm}`);
  }
  return {
    diameterMm: roundTo(diameterMm, 100),
    circumferenceMm: roundTo(circumferenceFromDiameter(diameterMm), 100),
    eu: Math.round(ringSizeFromDiameter('eu', diameterMm)),
    fr: Math.round(ringSizeFromDiameter('fr', diameterMm)),
    ch: Math.round(ringSizeFromDiameter('ch', diameterMm)),
    us: roundTo(ringSizeFromDiameter('us', diameterMm), 4),
    uk: ukSizeLabel(ringSizeFromDiameter('uk', diameterMm)),
    jp: Math.round(ringSizeFromDiameter('jp', diameterMm)),
  };
}

export interface RingSizeChartRange {
  /** The system the range is stepped in; US by default, the finest common grid. */
  readonly system?: RingSizeSystem;
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

const MAX_CHART_ROWS = 500;

/** A conversion chart, one row per step of the range: e.g. US 3 to 13 by halves. */
export function ringSizeChart({ system = 'us', from, to, step }: RingSizeChartRange): RingSizes[] {
  if (!(step > 0) || !(to >= from) || (to - from) / step > MAX_CHART_ROWS) {
    throw new RangeError(`a chart needs from ≤ to and a positive step giving at most ${MAX_CHART_ROWS} rows`);
  }
  const rows: RingSizes[] = [];
  // Counting steps rather than adding `step` keeps float drift out of the sizes.
  const count = Math.floor((to - from) / step + 1e-9);
  for (let index = 0; index <= count; index += 1) {
    rows.push(ringSizesFromDiameter(diameterFromRingSize(system, from + index * step)));
  }
  return rows;
}

/** ISO/IEC 7810 ID-1 (bank card), the on-screen calibration object. */
export const ID1_CARD_MM = { width: 85.6, height: 53.98 } as const;

/** Screen pixels per mm once the user has matched a drawn card to a real one. */
export function pixelsPerMm(cardWidthPx: number): number {
  if (!(cardWidthPx > 0)) throw new RangeError(`card width must be positive, got ${cardWidthPx}`);
  return cardWidthPx / ID1_CARD_MM.width;
}

export const BRACELET_FITS = ['snug', 'comfort', 'loose'] as const;
export type BraceletFit = (typeof BRACELET_FITS)[number];

/** Ease added to the wrist, in inches as published: snug ¼–½″, comfort ¾–1″, loose 1¼″. */
export const BRACELET_ALLOWANCE_INCHES: Readonly<Record<BraceletFit, { min: number; max: number }>> = {
  snug: { min: 0.25, max: 0.5 },
  comfort: { min: 0.75, max: 1 },
  loose: { min: 1.25, max: 1.25 },
};

export interface LengthRangeMm {
  readonly minMm: number;
  readonly maxMm: number;
}

/** Bracelet length for a wrist measured snugly, in mm. */
export function braceletLength(wristMm: number, fit: BraceletFit): LengthRangeMm {
  if (!(wristMm > 0)) throw new RangeError(`wrist must be a positive number of mm, got ${wristMm}`);
  const allowance = BRACELET_ALLOWANCE_INCHES[fit];
  return { minMm: wristMm + allowance.min * MM_PER_INCH, maxMm: wristMm + allowance.max * MM_PER_INCH };
}

/** A bangle has no clasp, so it must pass the closed hand: about 2 cm over the wrist. */
export const BANGLE_EXTRA_MM = 20;

export function bangleCircumference(wristMm: number): number {
  if (!(wristMm > 0)) throw new RangeError(`wrist must be a positive number of mm, got ${wristMm}`);
  return wristMm + BANGLE_EXTRA_MM;
}

export const NECKLACE_STYLES = ['collar', 'choker', 'princess', 'matinee', 'opera', 'rope'] as const;
export type NecklaceStyle = (typeof NECKLACE_STYLES)[number];

export interface NecklaceLength {
  readonly style: NecklaceStyle;
  readonly label: LocalizedText;
  readonly minInches: number;
  /** null: open-ended (rope, 36″ and more). */
  readonly maxInches: number | null;
}

/** Published lengths in inches: collar 12–13″, choker 14–16″, princess ≈ 18″, matinee 20–24″, opera 28–34″, rope 36″+. */
export const NECKLACE_LENGTHS: readonly NecklaceLength[] = [
  { style: 'collar', label: { fr: 'Collier de chien', en: 'Collar' }, minInches: 12, maxInches: 13 },
  { style: 'choker', label: { fr: 'Ras-de-cou', en: 'Choker' }, minInches: 14, maxInches: 16 },
  { style: 'princess', label: { fr: 'Princesse', en: 'Princess' }, minInches: 18, maxInches: 18 },
  { style: 'matinee', label: { fr: 'Matinée', en: 'Matinee' }, minInches: 20, maxInches: 24 },
  { style: 'opera', label: { fr: 'Opéra', en: 'Opera' }, minInches: 28, maxInches: 34 },
  { style: 'rope', label: { fr: 'Sautoir', en: 'Rope' }, minInches: 36, maxInches: null },
];

/** The style a length falls in; between two ranges, the nearer one, and a tie goes to the longer style. */
export function necklaceStyleForLength(lengthMm: number): NecklaceStyle {
  if (!(lengthMm > 0)) throw new RangeError(`length must be a positive number of mm, got ${lengthMm}`);
  const inches = lengthMm / MM_PER_INCH;
  let best: NecklaceLength | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of NECKLACE_LENGTHS) {
    const max = entry.maxInches ?? Number.POSITIVE_INFINITY;
    const distance = inches < entry.minInches ? entry.minInches - inches : Math.max(0, inches - max);
    if (distance <= bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return (best ?? NECKLACE_LENGTHS[0]!).style;
}
