import { intlLocale, type Locale, type LocalizedText } from '#lib/locale.ts';
import {
  BRACELET_FITS,
  type BraceletFit,
  bangleCircumference,
  braceletLength,
  circumferenceFromDiameter,
  diameterFromRingSize,
  type LengthRangeMm,
  MM_PER_INCH,
  NECKLACE_LENGTHS,
  type NecklaceLength,
  type NecklaceStyle,
  parseUkSize,
  RING_SIZE_SYSTEMS,
  type RingSizeSystem,
  type RingSizes,
  ringSizeChart,
  ukSizeLabel,
} from '#lib/ring-sizes.ts';

/*
 * The jeweller's size guide generator: which sizes a guide covers, the rows of its charts, the marks of a
 * printable sizer and the texts of lengths. Every size comes from ring-sizes.ts (one formula per system,
 * from the inner diameter); this module only chooses ranges and writes numbers.
 */

export const SIZE_GUIDE_KINDS = ['ring', 'bracelet', 'necklace'] as const;
export type SizeGuideKind = (typeof SIZE_GUIDE_KINDS)[number];

/** How a system's sizes are stepped in a chart, and the span a guide may cover. */
export interface RingSizeScale {
  /** The chart's grid: US quarter sizes, UK half letters (index, A = 1), whole sizes elsewhere. */
  readonly step: number;
  /** The printable circles' grid: US half sizes, UK whole letters, whole sizes elsewhere. */
  readonly circleStep: number;
  readonly min: number;
  readonly max: number;
  /** The usual stock range (US 3–13 and its equivalents), offered first. */
  readonly defaultFrom: number;
  readonly defaultTo: number;
}

/*
 * Spans: about 36 to 77 mm around, a ring stick's 41–76 and a little more on each side. Defaults: US 3 to
 * 13 (14.07–22.20 mm) and the nearest whole sizes of each other system.
 */
export const RING_SIZE_SCALES: Readonly<Record<RingSizeSystem, RingSizeScale>> = {
  us: { step: 0.25, circleStep: 0.5, min: 0, max: 16, defaultFrom: 3, defaultTo: 13 },
  uk: { step: 0.5, circleStep: 1, min: 1, max: 30, defaultFrom: 6, defaultTo: 26 },
  eu: { step: 1, circleStep: 1, min: 37, max: 77, defaultFrom: 44, defaultTo: 70 },
  fr: { step: 1, circleStep: 1, min: 37, max: 77, defaultFrom: 44, defaultTo: 70 },
  ch: { step: 1, circleStep: 1, min: 0, max: 37, defaultFrom: 4, defaultTo: 30 },
  jp: { step: 1, circleStep: 1, min: 1, max: 36, defaultFrom: 4, defaultTo: 28 },
};

/** The system names as charts print them. France shares the EU (ISO) sizes (ADR 007). */
export const RING_SYSTEM_LABELS: Readonly<Record<RingSizeSystem, LocalizedText>> = {
  us: { fr: 'US / Canada', en: 'US / Canada' },
  uk: { fr: 'UK / Australie', en: 'UK / Australia' },
  eu: { fr: 'EU (ISO)', en: 'EU (ISO)' },
  fr: { fr: 'France', en: 'France' },
  ch: { fr: 'Suisse / Italie / Espagne', en: 'Switzerland / Italy / Spain' },
  jp: { fr: 'Japon', en: 'Japan' },
};

/** A chart's size columns: France and the EU print the same number, so they share one. */
export const RING_CHART_COLUMNS = ['us', 'uk', 'eu', 'ch', 'jp'] as const;
export type RingChartColumn = (typeof RING_CHART_COLUMNS)[number];

export const RING_CHART_COLUMN_LABELS: Readonly<Record<RingChartColumn, LocalizedText>> = {
  us: { fr: 'US', en: 'US' },
  uk: { fr: 'UK', en: 'UK' },
  eu: { fr: 'EU / FR', en: 'EU / FR' },
  ch: { fr: 'CH / IT / ES', en: 'CH / IT / ES' },
  jp: { fr: 'JP', en: 'JP' },
};

/** The column a system's sizes print in. */
export function chartColumnOf(system: RingSizeSystem): RingChartColumn {
  return system === 'fr' ? 'eu' : system;
}

/** The size columns with the guide's own system first. */
export function ringChartColumns(system: RingSizeSystem): RingChartColumn[] {
  const first = chartColumnOf(system);
  return [first, ...RING_CHART_COLUMNS.filter((column) => column !== first)];
}

const EPSILON = 1e-9;
const isOnGrid = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < EPSILON;

const US_FRACTIONS: Readonly<Record<number, string>> = { 0: '', 1: '¼', 2: '½', 3: '¾' };

/** A size of a system as charts write it: US 7¼, UK N½, EU 54. */
export function formatRingSize(system: RingSizeSystem, size: number): string {
  if (system === 'uk') return ukSizeLabel(size) ?? '–';
  if (system === 'us') {
    const quarters = Math.round(size * 4);
    const whole = Math.floor(quarters / 4);
    const fraction = US_FRACTIONS[quarters % 4] ?? '';
    return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
  }
  return String(Math.round(size));
}

/** A chart row's size in a column. */
export function ringSizeIn(column: RingChartColumn, sizes: RingSizes): string {
  if (column === 'uk') return sizes.uk ?? '–';
  return formatRingSize(column, sizes[column]);
}

const US_FRACTION_VALUES: Readonly<Record<string, number>> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '1/4': 0.25,
  '1/2': 0.5,
  '3/4': 0.75,
};
const US_SIZE_PATTERN = /^(\d{1,2})?\s*(¼|½|¾|1\/4|1\/2|3\/4)?$/;
const DECIMAL_PATTERN = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** Reads a size typed in a system ('7¼', '7.25', '7,25', 'N½', '54'); null when it is not one. */
export function parseRingSize(system: RingSizeSystem, text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (system === 'uk') return parseUkSize(value);
  if (DECIMAL_PATTERN.test(value)) return Number(value.replace(',', '.'));
  if (system !== 'us') return null;
  const match = US_SIZE_PATTERN.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) + (match[2] ? (US_FRACTION_VALUES[match[2]] ?? 0) : 0);
}

/** Every size on a system's grid from `from` to `to`, counted in steps so no float drift creeps in. */
function gridSizes(from: number, to: number, step: number): number[] {
  const first = Math.ceil(from / step - EPSILON);
  const last = Math.floor(to / step + EPSILON);
  const sizes: number[] = [];
  // + 0 turns the -0 that Math.ceil gives just below zero into 0.
  for (let index = first; index <= last; index += 1) sizes.push(index * step + 0);
  return sizes;
}

/** The sizes a guide may start or end at, for a system's pickers. */
export function ringScaleSizes(system: RingSizeSystem): number[] {
  const scale = RING_SIZE_SCALES[system];
  return gridSizes(scale.min, scale.max, scale.step);
}

export interface RingGuideRange {
  readonly system: RingSizeSystem;
  readonly from: number;
  readonly to: number;
}

export function defaultRingRange(system: RingSizeSystem): RingGuideRange {
  const scale = RING_SIZE_SCALES[system];
  return { system, from: scale.defaultFrom, to: scale.defaultTo };
}

/** The conversion chart of a guide: one row per grid step of its system, every system in each row. */
export function ringGuideChart({ system, from, to }: RingGuideRange): RingSizes[] {
  return ringSizeChart({ system, from, to, step: RING_SIZE_SCALES[system].step });
}

export interface RingSizerMark {
  readonly size: number;
  readonly label: string;
  /** Where the size falls on a strip wrapped around the finger: its inner circumference. */
  readonly circumferenceMm: number;
}

/** The whole sizes of the range (UK whole letters), for a printable strip sizer. */
export function ringSizerMarks({ system, from, to }: RingGuideRange): RingSizerMark[] {
  return gridSizes(from, to, 1).map((size) => ({
    size,
    label: formatRingSize(system, size),
    circumferenceMm: circumferenceFromDiameter(diameterFromRingSize(system, size)),
  }));
}

export interface RingSizerCircle {
  readonly size: number;
  readonly label: string;
  readonly diameterMm: number;
}

/** The circles of a printable or on-screen sizer: a ring laid on its circle shows its size. */
export function ringSizerCircles({ system, from, to }: RingGuideRange): RingSizerCircle[] {
  return gridSizes(from, to, RING_SIZE_SCALES[system].circleStep).map((size) => ({
    size,
    label: formatRingSize(system, size),
    diameterMm: diameterFromRingSize(system, size),
  }));
}

/** Wrist sizes of a bracelet guide, in whole centimetres. */
export const WRIST_SCALE_CM = { step: 1, min: 10, max: 30, defaultFrom: 14, defaultTo: 21 } as const;

export interface WristRange {
  readonly fromCm: number;
  readonly toCm: number;
}

export const DEFAULT_WRIST_RANGE: WristRange = {
  fromCm: WRIST_SCALE_CM.defaultFrom,
  toCm: WRIST_SCALE_CM.defaultTo,
};

export interface BraceletChartRow {
  readonly wristMm: number;
  readonly fits: Readonly<Record<BraceletFit, LengthRangeMm>>;
  readonly bangleMm: number;
}

/** One row per centimetre of wrist: the bracelet length for each fit, and the bangle's circumference. */
export function braceletChart({ fromCm, toCm }: WristRange = DEFAULT_WRIST_RANGE): BraceletChartRow[] {
  return gridSizes(fromCm, toCm, WRIST_SCALE_CM.step).map((cm) => {
    const wristMm = cm * 10;
    const fits = Object.fromEntries(
      BRACELET_FITS.map((fit) => [fit, braceletLength(wristMm, fit)]),
    ) as Record<BraceletFit, LengthRangeMm>;
    return { wristMm, fits, bangleMm: bangleCircumference(wristMm) };
  });
}

/** Where each length falls on the wearer, as guides describe it. */
export const NECKLACE_FALLS: Readonly<Record<NecklaceStyle, LocalizedText>> = {
  collar: { fr: 'Serré au milieu du cou', en: 'Close around the middle of the neck' },
  choker: { fr: 'À la base du cou', en: 'At the base of the neck' },
  princess: { fr: 'Sur les clavicules', en: 'On the collarbone' },
  matinee: { fr: 'Au-dessus de la poitrine', en: 'Just above the bust' },
  opera: { fr: 'Sur la poitrine', en: 'On the bust' },
  rope: { fr: 'Sous la poitrine, ou porté en double', en: 'Below the bust, or worn doubled' },
};

export interface NecklaceChartRow extends NecklaceLength {
  readonly minMm: number;
  /** null: open-ended (rope). */
  readonly maxMm: number | null;
  readonly falls: LocalizedText;
}

/** The necklace styles with their published lengths in inches, the same in mm, and where they fall. */
export function necklaceChart(): NecklaceChartRow[] {
  return NECKLACE_LENGTHS.map((entry) => ({
    ...entry,
    minMm: entry.minInches * MM_PER_INCH,
    maxMm: entry.maxInches === null ? null : entry.maxInches * MM_PER_INCH,
    falls: NECKLACE_FALLS[entry.style],
  }));
}

export type LengthUnit = 'mm' | 'cm' | 'in';

/** Digits each unit is written with: mm to the hundredth (a diameter), cm to the millimetre, inches to 0.1. */
const UNIT_DIGITS: Readonly<Record<LengthUnit, number>> = { mm: 2, cm: 1, in: 1 };
const UNIT_SUFFIX: Readonly<Record<LengthUnit, string>> = { mm: ' mm', cm: ' cm', in: '″' };

/** A number of a unit in the locale's way ('16,6' in French, '16.6' in English), trailing zeros dropped for inches. */
export function formatLengthValue(mm: number, unit: LengthUnit, locale: Locale): string {
  const value = unit === 'cm' ? mm / 10 : unit === 'in' ? mm / MM_PER_INCH : mm;
  const digits = UNIT_DIGITS[unit];
  // Half up on the last digit written, shifting by the decimal exponent rather than multiplying, so
  // 1.005 mm is 1.01 (1.005 × 100 is 100.49999… in binary).
  const rounded = Number(`${Math.round(Number(`${value.toFixed(9)}e${digits}`))}e-${digits}`);
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: unit === 'in' ? 0 : digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(rounded);
}

/** '16,6 cm', '6,3″'. */
export function formatLength(mm: number, unit: LengthUnit, locale: Locale): string {
  return `${formatLengthValue(mm, unit, locale)}${UNIT_SUFFIX[unit]}`;
}

/**
 * '16,6–17,3 cm'; one value when both ends agree at the unit's precision; '91,4 cm+' when open-ended.
 * Without the unit ('16,6–17,3') for a table whose heading names it.
 */
export function formatLengthRange(
  minMm: number,
  maxMm: number | null,
  unit: LengthUnit,
  locale: Locale,
  { withUnit = true }: { withUnit?: boolean } = {},
): string {
  const suffix = withUnit ? UNIT_SUFFIX[unit] : '';
  const min = formatLengthValue(minMm, unit, locale);
  if (maxMm === null) return `${min}${suffix}+`;
  const max = formatLengthValue(maxMm, unit, locale);
  return min === max ? `${min}${suffix}` : `${min}–${max}${suffix}`;
}

export type RangeProblem = 'invalid' | 'outOfScale' | 'offGrid' | 'reversed' | 'notUsed';
export type RangeProblems = Partial<Record<'from' | 'to', RangeProblem>>;

export interface SizeGuideQuery {
  readonly kind: SizeGuideKind;
  readonly system: RingSizeSystem;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export type SizeGuideRange =
  | { readonly kind: 'ring'; readonly ring: RingGuideRange }
  | { readonly kind: 'bracelet'; readonly wrist: WristRange }
  | { readonly kind: 'necklace' };

export type SizeGuideRangeResult =
  | { readonly ok: true; readonly range: SizeGuideRange }
  | { readonly ok: false; readonly problems: RangeProblems };

interface Scale {
  readonly step: number;
  readonly min: number;
  readonly max: number;
  readonly defaultFrom: number;
  readonly defaultTo: number;
}

type Bounds = { ok: true; from: number; to: number } | { ok: false; problems: RangeProblems };

function readBounds(
  scale: Scale,
  parse: (text: string) => number | null,
  from: string | undefined,
  to: string | undefined,
): Bounds {
  const problems: RangeProblems = {};
  const read = (field: 'from' | 'to', text: string | undefined, fallback: number) => {
    if (text === undefined || text.trim() === '') return fallback;
    const value = parse(text);
    if (value === null || !Number.isFinite(value)) problems[field] = 'invalid';
    else if (value < scale.min - EPSILON || value > scale.max + EPSILON) problems[field] = 'outOfScale';
    else if (!isOnGrid(value, scale.step)) problems[field] = 'offGrid';
    else return value;
    return fallback;
  };
  const start = read('from', from, scale.defaultFrom);
  const end = read('to', to, scale.defaultTo);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  if (start > end) return { ok: false, problems: { to: 'reversed' } };
  return { ok: true, from: start, to: end };
}

const parseWholeCm = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/**
 * What a guide covers, from the request's words: ring sizes in the chosen system (UK as letters), wrist
 * sizes in whole centimetres, nothing for necklaces (their lengths are the published ones). Missing ends
 * take the usual range.
 */
export function readSizeGuideRange({ kind, system, from, to }: SizeGuideQuery): SizeGuideRangeResult {
  if (kind === 'necklace') {
    const problems: RangeProblems = {};
    if (from !== undefined && from.trim() !== '') problems.from = 'notUsed';
    if (to !== undefined && to.trim() !== '') problems.to = 'notUsed';
    return Object.keys(problems).length > 0
      ? { ok: false, problems }
      : { ok: true, range: { kind: 'necklace' } };
  }
  if (kind === 'bracelet') {
    const bounds = readBounds(WRIST_SCALE_CM, parseWholeCm, from, to);
    return bounds.ok
      ? { ok: true, range: { kind: 'bracelet', wrist: { fromCm: bounds.from, toCm: bounds.to } } }
      : bounds;
  }
  const bounds = readBounds(RING_SIZE_SCALES[system], (text) => parseRingSize(system, text), from, to);
  return bounds.ok
    ? { ok: true, range: { kind: 'ring', ring: { system, from: bounds.from, to: bounds.to } } }
    : bounds;
}

/** Whether a value names a ring size system (for query strings and stored choices). */
export function isRingSizeSystem(value: unknown): value is RingSizeSystem {
  return typeof value === 'string' && (RING_SIZE_SYSTEMS as readonly string[]).includes(value);
}

/*
 * True scale. A PDF point is 1/72 inch, so 1 mm = 72 / 25.4 pt; a sheet keeps that only when printed at
 * 100 % ("actual size"), which the calibration bar of a stated length lets the reader check with a ruler.
 */
export const POINTS_PER_MM = 72 / MM_PER_INCH;
export const CALIBRATION_BAR_MM = 50;

export function mmToPoints(mm: number): number {
  return mm * POINTS_PER_MM;
}

/**
 * On screen, a CSS pixel is nominally 1/96 inch but a screen's real size varies, so the user scales a drawn
 * bank card (ID-1, see ID1_CARD_MM) until it covers a real one; the scale is then pixels per mm.
 */
export const NOMINAL_CSS_PX_PER_MM = 96 / MM_PER_INCH;
export const SCREEN_SCALE_LIMITS = { min: 2, max: 12 } as const;

/** A stored or typed scale brought within what any screen can have; anything else gives the nominal one. */
export function screenScale(value: unknown): number {
  const scale = typeof value === 'string' ? Number(value) : value;
  if (typeof scale !== 'number' || !Number.isFinite(scale)) return NOMINAL_CSS_PX_PER_MM;
  return Math.min(SCREEN_SCALE_LIMITS.max, Math.max(SCREEN_SCALE_LIMITS.min, scale));
}

/** The fragment that opens a public showroom's size guide. */
export const SHOWROOM_SIZE_GUIDE_FRAGMENT = 'guide-des-tailles';

/** The public link of a showroom's size guide, to send to a client. */
export function showroomSizeGuideUrl(showroomUrl: string, slug: string): string {
  return `${showroomUrl.replace(/\/+$/, '')}/s/${encodeURIComponent(slug)}#${SHOWROOM_SIZE_GUIDE_FRAGMENT}`;
}
