/**
 * Calendar dates ('YYYY-MM-DD'), wall-clock times ('HH:MM') and their link to instants in an IANA time zone,
 * with Intl.DateTimeFormat only. A booking is made in the shop's local time, so the slot maths must hold
 * across daylight-saving changes.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A 24-hour wall-clock time, 'HH:MM'. */
export type WallTime = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parseDate(date: IsoDate): DateParts | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2027-02-30 over to March; a real date survives the round trip unchanged.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function requireDate(date: IsoDate): DateParts {
  const parts = parseDate(date);
  if (!parts) throw new RangeError(`not a calendar date 'YYYY-MM-DD': '${date}'`);
  return parts;
}

function requireTime(time: WallTime): { hour: number; minute: number } {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a 24-hour time 'HH:MM': '${time}'`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseDate(value) !== null;
}

export function isWallTime(value: unknown): value is WallTime {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

function isoDateFromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Calendar arithmetic, free of time zones: addDays('2024-02-28', 2) → '2024-03-01'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  const { year, month, day } = requireDate(date);
  return isoDateFromUtcMs(Date.UTC(year, month - 1, day + days));
}

// One formatter per zone: building them is the costly part of Intl.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle 'h23', not hour12: false: the latter prints midnight as '24' in some engines, and any
    // 12-hour cycle shifts every time from 13:00 on.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone, written as if it were UTC milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const hour = fields.hour === 24 ? 0 : (fields.hour ?? 0);
  return Date.UTC(
    fields.year ?? 0,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    hour,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
}

/** The zone's offset from UTC at an instant, in ms (BST: +3 600 000). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSeconds = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return wallClockMs(wholeSeconds, timeZone) - wholeSeconds;
}

/**
 * The instant at which a zone's clocks show `date` `time`. Across a clock change it behaves like Temporal's
 * 'compatible' choice: a time skipped in spring (01:30 in London on the last Sunday of March) moves forward
 * by the gap, and a time repeated in autumn takes its first, earlier occurrence.
 */
export function zonedTimeToUtc(date: IsoDate, time: WallTime, timeZone: string): Date {
  const { year, month, day } = requireDate(date);
  const { hour, minute } = requireTime(time);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // A change of offset happens at most once around any wall time, so the offsets a day either side
  // are the only two candidates.
  const offsetBefore = offsetMs(wanted - MS_PER_DAY, timeZone);
  const offsetAfter = offsetMs(wanted + MS_PER_DAY, timeZone);
  const matches = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wanted - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wanted);
  const instant = matches.length > 0 ? Math.min(...matches) : wanted - offsetBefore;
  return new Date(instant);
}

/** What a zone's clocks show at an instant. */
export function utcToZoned(instant: Date, timeZone: string): { date: IsoDate; time: WallTime } {
  const iso = new Date(wallClockMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in a zone: a shop in London and a client in Montréal may not share it. */
export function todayIn(now: Date, timeZone: string): IsoDate {
  return utcToZoned(now, timeZone).date;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MS_PER_MINUTE);
}

/** Cities as each language writes them, for the zones a jeweller picks most (else the zone's own name). */
const ZONE_CITIES: Readonly<Record<string, Readonly<{ fr: string; en: string }>>> = {
  'Europe/London': { fr: 'Londres', en: 'London' },
  'Europe/Brussels': { fr: 'Bruxelles', en: 'Brussels' },
  'Europe/Zurich': { fr: 'Zurich', en: 'Zurich' },
  'Europe/Rome': { fr: 'Rome', en: 'Rome' },
  'Europe/Lisbon': { fr: 'Lisbonne', en: 'Lisbon' },
  'Europe/Vienna': { fr: 'Vienne', en: 'Vienna' },
  'Europe/Warsaw': { fr: 'Varsovie', en: 'Warsaw' },
  'Europe/Athens': { fr: 'Athènes', en: 'Athens' },
  'Europe/Copenhagen': { fr: 'Copenhague', en: 'Copenhagen' },
  'America/St_Johns': { fr: 'Saint-Jean de Terre-Neuve', en: "St. John's" },
  'Asia/Singapore': { fr: 'Singapour', en: 'Singapore' },
};

/**
 * A time zone named in the reader's language, the way a shop says it: 'heure de Paris', 'heure de Londres',
 * "heure d'Amsterdam", 'Paris time'. Every time a visitor or a client reads carries it,
 * since they may be elsewhere.
 */
export function zoneLabel(timeZone: string, locale: 'fr' | 'en'): string {
  const known = ZONE_CITIES[timeZone];
  const city = known ? known[locale] : (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  if (locale === 'en') return `${city} time`;
  return /^[aeiouyàâéèêëîïôûü]/i.test(city) ? `heure d’${city}` : `heure de ${city}`;
}
