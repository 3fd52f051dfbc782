import {
  type AppointmentTypeId,
  appointmentTypeById,
  rangesOverlap,
  slotRange,
  type TimeRange,
} from '#lib/appointments.ts';
import { addDays, type IsoDate, utcToZoned, type WallTime, zonedTimeToUtc } from '#lib/dates.ts';
import type { Money } from '#lib/money.ts';

/**
 * A product's category: one of its business's own keys (ADR 076). Each business has its list (FR and EN
 * names, an order, shown as a showroom tab or not), seeded with these defaults: the spec's five, then
 * RINGS, EARRINGS and NECKLACES. A key is upper-case letters, digits and underscores (the showroom's
 * `?category=`); the database holds it to the business's list.
 */
export type ProductCategory = string;

export interface CategoryNames {
  key: string;
  nameFr: string;
  nameEn: string;
}

export const DEFAULT_PRODUCT_CATEGORIES = [
  { key: 'CHAINS', nameFr: 'Chaînes', nameEn: 'Chains' },
  { key: 'PENDANTS', nameFr: 'Pendentifs', nameEn: 'Pendants' },
  { key: 'BRACELETS', nameFr: 'Bracelets', nameEn: 'Bracelets' },
  { key: 'WATCHES', nameFr: 'Montres', nameEn: 'Watches' },
  { key: 'GRILLS', nameFr: 'Grillz', nameEn: 'Grillz' },
  { key: 'RINGS', nameFr: 'Bagues', nameEn: 'Rings' },
  { key: 'EARRINGS', nameFr: 'Boucles d’oreilles', nameEn: 'Earrings' },
  { key: 'NECKLACES', nameFr: 'Colliers', nameEn: 'Necklaces' },
] as const satisfies readonly CategoryNames[];

/** The default categories' keys (the spec's five, RINGS, EARRINGS, NECKLACES), in their default order. */
export const PRODUCT_CATEGORIES = DEFAULT_PRODUCT_CATEGORIES.map((c) => c.key);
export type DefaultCategory = (typeof DEFAULT_PRODUCT_CATEGORIES)[number]['key'];

export const CATEGORY_KEY_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
export const CATEGORY_NAME_MAX = 60;

/** A well-formed category key (whether a business has it is the database's to say); ALL is the tab of all. */
export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && value !== 'ALL' && CATEGORY_KEY_PATTERN.test(value);
}

export function isDefaultCategory(value: unknown): value is DefaultCategory {
  return typeof value === 'string' && DEFAULT_PRODUCT_CATEGORIES.some((c) => c.key === value);
}

/**
 * A new category's key from its name: upper-case ASCII letters and digits, words joined by '_' ('Boucles
 * d’oreilles' → BOUCLES_D_OREILLES), made unique among `taken` with a number (ANKLETS_2).
 */
export function categoryKeyFromName(name: string, taken: Iterable<string>): ProductCategory {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^[^A-Z]+|_+$/g, '')
      .slice(0, 36)
      .replace(/_+$/, '') || 'CATEGORY';
  const used = new Set(taken);
  used.add('ALL');
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/**
 * A category's name as a visitor reads it, or null for a default category the jeweller has not renamed:
 * the showroom then keeps its own text for it (the spec's words, as before ADR 076).
 */
export function ownCategoryName(category: CategoryNames, locale: 'fr' | 'en'): string | null {
  const standard = DEFAULT_PRODUCT_CATEGORIES.find((c) => c.key === category.key);
  if (standard && standard.nameFr === category.nameFr && standard.nameEn === category.nameEn) return null;
  return locale === 'en' ? category.nameEn : category.nameFr;
}

/**
 * What the showroom's tab reads for a category: a default category the jeweller has not renamed keeps the
 * spec's tab text (its key, e.g. CHAINS, in both languages); any other reads its name in upper case.
 */
export function categoryTabLabel(category: CategoryNames, locale: 'fr' | 'en'): string {
  return ownCategoryName(category, locale)?.toLocaleUpperCase(locale) ?? category.key;
}

/** Where a piece of the catalogue stands: only a published piece is ever shown to visitors. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export type ProductAction = 'publish' | 'unpublish' | 'archive' | 'restore' | 'duplicate' | 'delete';

/**
 * What the jeweller may do next with a piece. 'delete' is always offered: a piece that orders or
 * enquiries name is archived instead (the API answers which happened).
 */
export function productActions(status: ProductStatus): ProductAction[] {
  switch (status) {
    case 'draft':
      return ['publish', 'archive', 'duplicate', 'delete'];
    case 'published':
      return ['unpublish', 'archive', 'duplicate', 'delete'];
    case 'archived':
      return ['restore', 'duplicate', 'delete'];
  }
}

/**
 * Spec: the collection tabs, in order (the demo's). A business's showroom shows ALL and its visible
 * categories in its order; these remain the `collectionCounts` the API has always answered.
 */
export const COLLECTION_TABS = ['ALL', 'CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

export function inCollectionTab(category: ProductCategory, tab: CollectionTab): boolean {
  return tab === 'ALL' || tab === category;
}

/** Spec: up to three similar products, of the same category, never the product itself. */
export const SIMILAR_PRODUCTS_MAX = 3;

export function similarProducts<T extends { ref: number; category: ProductCategory }>(
  product: { ref: number; category: ProductCategory },
  catalogue: readonly T[],
): T[] {
  return catalogue
    .filter((other) => other.category === product.category && other.ref !== product.ref)
    .slice(0, SIMILAR_PRODUCTS_MAX);
}

/** A visitor's choice of a piece's options; an option the piece does not have is absent. */
export interface OptionChoice {
  size?: string | null;
  metal?: string | null;
  stone?: string | null;
}

/** A combination's own price, where the jeweller gave one that differs from the piece's. */
export interface CombinationPrice {
  size: string | null;
  metal: string | null;
  stone: string | null;
  priceMinor?: number | null;
}

/**
 * The price of the chosen combination: the combination's own price when the stock grid gave one, the
 * piece's price otherwise. A combination matches on every option (an option the piece lacks is null on
 * both sides), so a ring in 18 ct gold size 52 never takes the price of size 54.
 */
export function combinationPrice<Base extends number | null>(
  basePriceMinor: Base,
  combinations: readonly CombinationPrice[],
  choice: OptionChoice,
): number | Base {
  const wanted = (value: string | null | undefined) => value || null;
  const match = combinations.find(
    (entry) =>
      (entry.size ?? null) === wanted(choice.size) &&
      (entry.metal ?? null) === wanted(choice.metal) &&
      (entry.stone ?? null) === wanted(choice.stone),
  );
  return match?.priceMinor ?? basePriceMinor;
}

/** How an appointment takes place: the spec's dashboard shows in-person or video; a call is by phone. */
export const APPOINTMENT_MODES = ['phone', 'video', 'in-person'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

export function appointmentMode(type: AppointmentTypeId): AppointmentMode {
  if (type === 'phone') return 'phone';
  if (type === 'video') return 'video';
  return 'in-person';
}

/**
 * The deposit asked at step 4: the lower end of the type's price (spec §9, e.g. $10 for a call); the fee is
 * deducted from a later purchase.
 */
export function bookingDeposit(type: AppointmentTypeId): Money {
  return appointmentTypeById(type).minPrice;
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday (calendar maths, no time zone). */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of a date's ISO week (weeks run Monday to Sunday). */
export function isoWeekStart(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

export interface AvailabilityInput {
  date: IsoDate;
  /** A service key: one of the spec's four, or the business's own (then `durationMinutes` is given). */
  type: string;
  timeZone: string;
  /** The business's weekly start times: weekday (1–7) → 'HH:MM' local times. */
  weekly: ReadonlyMap<number, readonly WallTime[]>;
  closedDates: ReadonlySet<IsoDate>;
  /** Ranges already held by live bookings (buffers included). */
  busy: readonly TimeRange[];
  bufferMinutes: number;
  now: Date;
  /** The minutes a booking of the type holds, when the business set its own (else the spec's longest). */
  durationMinutes?: number | undefined;
}

export interface FreeSlot {
  time: WallTime;
  /** The instant the slot starts (the local time in the business's zone). */
  startsAt: Date;
}

/**
 * No closing time is stored: a day's start times are read as a series — the spec's 09:00 … 18:00 every
 * hour — and the shop closes one step after the last (19:00). The step is the smallest gap between two
 * start times; a day of a single start time says nothing of when the shop closes (null: no limit).
 */
const minutesOf = (time: WallTime) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** When the shop closes on a day of the given start times (null: no booking that day, or no series). */
export function closingInstant(date: IsoDate, times: readonly WallTime[], timeZone: string): Date | null {
  const sorted = [...new Set(times)].sort();
  const last = sorted.at(-1);
  if (!last || sorted.length < 2) return null;
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++)
    step = Math.min(step, minutesOf(sorted[i]!) - minutesOf(sorted[i - 1]!));
  return new Date(zonedTimeToUtc(date, last, timeZone).getTime() + step * 60_000);
}

/**
 * The start times a visitor may book on a date: the week's times for that weekday, unless the shop is
 * closed, the time has begun, the booking would run past closing (its duration must end within opening
 * hours; the tidy-up buffer may run after), or the range the booking would hold (its longest duration plus
 * the buffer) overlaps a live booking. The local times are turned into instants in the business's zone, so
 * a clock-change day keeps 09:00 … 18:00 local.
 */
export function freeSlots(input: AvailabilityInput): FreeSlot[] {
  if (input.closedDates.has(input.date)) return [];
  const times = [...(input.weekly.get(isoWeekday(input.date)) ?? [])].sort();
  const closes = closingInstant(input.date, times, input.timeZone);
  // A service of the business's own always comes with its duration; a spec type may default to the spec's.
  const duration =
    input.durationMinutes ?? appointmentTypeById(input.type as AppointmentTypeId).maxDurationMinutes;
  const out: FreeSlot[] = [];
  for (const time of times) {
    const range = slotRange(
      input.date,
      time,
      input.type as AppointmentTypeId,
      input.timeZone,
      input.bufferMinutes,
      duration,
    );
    if (range.start.getTime() <= input.now.getTime()) continue;
    if (closes && range.start.getTime() + duration * 60_000 > closes.getTime()) continue;
    if (input.busy.some((held) => rangesOverlap(range, held))) continue;
    out.push({ time, startsAt: range.start });
  }
  return out;
}

/** The shop's open days: the weekdays (1 Monday … 7 Sunday) its week gives times, and the dates it closed. */
export interface OpenDays {
  readonly weekdays: readonly number[];
  readonly closedDates: readonly IsoDate[];
}

/**
 * A day the booking calendar lets a visitor pick: its weekday has start times and the jeweller did not
 * close it (whether a time is still free is the day's own question, `freeSlots`).
 */
export function isOpenDay(date: IsoDate, open: OpenDays): boolean {
  return open.weekdays.includes(isoWeekday(date)) && !open.closedDates.includes(date);
}

/** The instants that bound a local calendar day in a zone (for reading that day's bookings). */
export function localDayBounds(date: IsoDate, timeZone: string): TimeRange {
  return {
    start: zonedTimeToUtc(date, '00:00', timeZone),
    end: zonedTimeToUtc(addDays(date, 1), '00:00', timeZone),
  };
}

/** The local date and time of an instant in the business's zone: what emails and pages show. */
export function localSlot(instant: Date, timeZone: string): { date: IsoDate; time: WallTime } {
  return utcToZoned(instant, timeZone);
}
