import { utcToZoned } from '@carat/domain/dates';
import { type Locale, localize } from '@carat/domain/locale';
import * as chrono from 'chrono-node';
import { fold } from '#lib/text.ts';

/**
 * The date a piece is wanted by, from natural French or English ('d'ici Noël', 'avant le 14 février',
 * 'next month', 'in 3 weeks'), relative to an injected `now` in the business's time zone, as 'YYYY-MM-DD'.
 * chrono-node reads dates; the feasts and bare months it does not know are read here first. A month said
 * alone ('en juin', 'for June') reads as its first day: the piece must be ready when that month starts.
 */

export interface DateContext {
  readonly now: Date;
  readonly timeZone: string;
  /** The text answers 'for when?': a weekday alone is the date ('samedi', 'Friday afternoon'). */
  readonly answersWhen?: boolean;
}

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function iso({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function today(context: DateContext): CalendarDate {
  const [year, month, day] = utcToZoned(context.now, context.timeZone).date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The next time a month/day comes round, today included. */
function nextOccurrence(month: number, day: number, from: CalendarDate): CalendarDate {
  const thisYear = from.month < month || (from.month === month && from.day <= day);
  return { year: thisYear ? from.year : from.year + 1, month, day };
}

const FEASTS: ReadonlyArray<readonly [RegExp, number, number]> = [
  // Christmas is kept from its Eve (the réveillon, presents given on the evening of the 24th): a piece
  // wanted before it, or for the Eve, is wanted by 24 December; 'for' or 'by Christmas' is the day itself.
  [
    /\b(?:(?:christmas|xmas) eve|veille de noel|reveillon de noel|(?:before|avant|ahead of|prior to) (?:the )?(?:noel|christmas|xmas))\b/,
    12,
    24,
  ],
  [/\b(noel|christmas|xmas)\b/, 12, 25],
  [/\b(saint[- ]valentin|st[- ]valentin|valentine'?s?( day)?)\b/, 2, 14],
  [/\b(nouvel an|new year'?s?( eve)?|reveillon|saint[- ]sylvestre)\b/, 12, 31],
];

const MONTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/janvier|january|jan\b/, 1],
  [/fevrier|february|feb\b/, 2],
  [/mars|march/, 3],
  [/avril|april/, 4],
  [/\bmai\b|\bmay\b/, 5],
  [/juin|june/, 6],
  [/juillet|july/, 7],
  [/aout|august/, 8],
  [/septembre|september|sept\b/, 9],
  [/octobre|october/, 10],
  [/novembre|november/, 11],
  [/decembre|december/, 12],
];

// 'en juin', 'in June', 'for June', 'pour juin', 'by June', 'd'ici juin', 'début juin', 'fin juin'.
const BARE_MONTH =
  /\b(en|in|for|pour|by|d'ici|avant|before|debut|fin|end of|early|late|courant|mi|mid)[- ]?(?:de |of )?(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s*\d)/;

const DEADLINE_CUE =
  /\b(by|before|for|until|till|til|avant|pour|d'ici|jusqu'a|jusqu a|need it|besoin)\b[^.?!]*$/;

const ELAPSED =
  /\b(?:after|apres|au bout d'?(?:un|une)?|since|depuis|il y a)\s+(?:a|an|one|two|three|\d+|un|une|deux|trois|quelques|a few|several|plusieurs)?\s*(?:years?|months?|weeks?|days?|ans?|annees?|mois|semaines?|jours?)\b|\b(?:years?|months?|weeks?|days?) ago\b/;

/**
 * A day of the month said without its month (never a phone number's group, 'le 06 12…'): of this month or the next ('the 28th of this month', 'le 5
 * du mois prochain'), or after a deadline word ('by the 28th', 'pour le 28', 'd'ici le 3') — the next time
 * that day comes round.
 */
const DAY_OF_NAMED_MONTH =
  /\b(?:the |le )?(\d{1,2})(?:st|nd|rd|th|er|e)?\s+(?:of |de |du )?(this|next|the|ce|du)\s*(?:month|mois)(?:-ci| ci)?(\s+prochain)?\b/;
const DAY_AFTER_DEADLINE =
  /\b(?:by|for|before|until|till|no later than|on|is on|pour|avant|d'ici|jusqu'au|au plus tard|est|c'est|tombe|a lieu)\s+(?:the |le )(?!0)(\d{1,2})(?:st|nd|rd|th|er)?\b(?![\s.\-/…]*\d)(?!\s*(?:h\b|h\d|:|heures?|am\b|pm\b|%|€|\$|£|chf|eur|gbp|usd|ans?\b|years?|mois|months?|jours?|days?|weeks?|semaines?|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december|jan\b|feb\b|mar\b|apr\b|jun\b|jul\b|aug\b|sept?\b|oct\b|nov\b|dec\b|of\b|de\b|du\b))/;

const DAY_AFTER_MONTH =
  /\b(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\s*,\s*(?:le |the |on the )?(\d{1,2})(?:st|nd|rd|th|er|e)?\b(?!\s*(?:h\b|h\d|:|heures?|am\b|pm\b|%|€|\$|£|chf|eur|gbp|usd|ans?\b|years?))/;

const MONTH_NAME =
  'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december';
const NOT_A_TIME = String.raw`(?!\s*(?:h\b|h\d|:|heures?|am\b|pm\b|%|\d))`;
/**
 * A day of a named month ('le 25 avril', 'the 2nd of October', 'May 23'). Said beside a feast or a span
 * ('by Memorial Day weekend, so May 23', 'dans un mois et demi, pour le 25 avril'), it is the more precise
 * and it wins. 'may' and 'march' before a number are verbs unless a deadline word leads them.
 */
const CALENDAR_DATE = new RegExp(
  String.raw`\b(\d{1,2})(?:er|st|nd|rd|th|e)?\s+(?:of\s+)?(${MONTH_NAME})\b|(?:\b(?:by|on|for|before|until|till|so|around|about)\s+|,\s*|^)(${MONTH_NAME})\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b${NOT_A_TIME}|\b((?!may\b|march\b)(?:${MONTH_NAME}))\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b${NOT_A_TIME}`,
);

function calendarDateSaid(folded: string, from: CalendarDate): CalendarDate | null {
  const found = CALENDAR_DATE.exec(folded);
  if (!found) return null;
  const monthWord = found[2] ?? found[3] ?? found[5];
  const dayWord = found[1] ?? found[4] ?? found[6];
  const month = monthWord ? monthNumber(monthWord) : null;
  const day = Number(dayWord);
  if (month === null || !(day >= 1 && day <= 31)) return null;
  return nextOccurrence(month, day, from);
}

/**
 * A month said to run out ('before March is out', 'by the time June ends', 'avant que mars se termine'): the
 * last day of that month, like 'end of March'.
 */
const MONTH_OUT =
  /\b(?:before|by the time|until|avant que|d'ici que)\s+(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\s+(?:is (?:out|over|done|through|up|finished)|ends|finishes|runs out|se termine|se finisse|finisse|soit fini|soit termine|s'acheve)\b/;

/** The end of this month or the next said without its name ('pour la fin du mois', 'end of next month'). */
const END_OF_MONTH =
  /\b(?:fin|end of|the end of)\s+(?:du |de ce |de la |the |this )?(?:mois|month)(?:-ci| ci)?(\s+prochain)?\b|\bend of next month\b|\bfin du mois prochain\b/;

/**
 * A span of time from today said in words chrono does not read ('d'ici deux semaines', 'dans quinze jours',
 * 'in a fortnight', 'sous huitaine'): 'quinze jours' and a fortnight are two weeks, 'huit jours' one.
 */
const SPAN =
  /\b(?:dans|d'ici|sous|en|in|within|d'ici a)\s+(?:(un|une|a|one|deux|two|trois|three|quatre|four|cinq|five|six|huit|eight|dix|ten|quinze|fifteen|\d{1,2})\s+)?(jours?|days?|semaines?|weeks?|quinzaine|fortnight|huitaine|mois|months?)\b/;
const SPAN_COUNT: Record<string, number> = {
  un: 1,
  une: 1,
  a: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  huit: 8,
  eight: 8,
  dix: 10,
  ten: 10,
  quinze: 15,
  fifteen: 15,
};
/** The end of this week or the next ('d'ici la fin de la semaine', 'by the end of the week'): its Saturday. */
const END_OF_WEEK =
  /\b(?:fin|end)\s+(?:de |of )?(?:la |cette |the |this )?(?:semaine|week)(?:-ci| ci)?(\s+prochaine)?\b|\bend of next week\b/;

function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function spanSaid(folded: string, from: CalendarDate): CalendarDate | null {
  const week = END_OF_WEEK.exec(folded);
  if (week) {
    const weekday = new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay();
    const next = week[1] !== undefined || /next week/.test(week[0]);
    return addDays(from, ((6 - weekday + 7) % 7) + (next ? 7 : 0));
  }
  const span = SPAN.exec(folded);
  if (!span?.[2]) return null;
  const unit = span[2];
  const said = span[1] ?? (unit === 'quinzaine' || unit === 'fortnight' || unit === 'huitaine' ? '1' : null);
  if (said === null) return null;
  let count = SPAN_COUNT[said] ?? Number(said);
  if (!(count >= 1 && count <= 60)) return null;
  // 'Quinze jours' is two weeks, 'huit jours' one, as said in French.
  if (/^jours?$/.test(unit) && (count === 15 || count === 8)) count -= 1;
  // A span in months ends on the same day that many months on ('d'ici un mois', 'in 2 months').
  if (/^(?:mois|months?)$/.test(unit)) {
    if (count > 24) return null;
    const month = from.month - 1 + count;
    const year = from.year + Math.floor(month / 12);
    const inMonth = (month % 12) + 1;
    return { year, month: inMonth, day: Math.min(from.day, lastDayOfMonth(year, inMonth)) };
  }
  const days = /^(?:semaines?|weeks?)$/.test(unit)
    ? count * 7
    : unit === 'quinzaine' || unit === 'fortnight'
      ? 14 * count
      : unit === 'huitaine'
        ? 7 * count
        : count;
  return addDays(from, days);
}

/** A weekday said with its day of the month ('Saturday the 21st', 'samedi 21', 'mercredi 18'). */
const WEEKDAY_AND_DAY = new RegExp(
  String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),?\s+(?:the\s+|le\s+)?(\d{1,2})(?:st|nd|rd|th|er|e)?\b(?!\s*(?:h\b|h\d|:|\.\d|heures?|am\b|pm\b|%|\d|${MONTH_NAME}|of\b|de\b|du\b))`,
);

/**
 * Feasts whose date moves from year to year, said by their name: Easter Sunday ('pour Pâques', 'proposing
 * on Easter Sunday'), Memorial Day (the last Monday of May), Thanksgiving (the fourth Thursday of November).
 */
const MOVABLE_FEASTS: ReadonlyArray<readonly [RegExp, (year: number) => CalendarDate]> = [
  [/\b(?:easter|paques)\b/, easterSunday],
  [/\bmemorial day\b/, (year) => nthWeekday(year, 5, 1, -1)],
  [/\bthanksgiving\b/, (year) => nthWeekday(year, 11, 4, 4)],
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The n-th given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
  }
  const lastDay = lastDayOfMonth(year, month);
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

function movableFeastSaid(folded: string, from: CalendarDate): CalendarDate | null {
  for (const [pattern, dateIn] of MOVABLE_FEASTS) {
    if (!pattern.test(folded)) continue;
    // A year said with it ('Pâques 2027') is that year's feast.
    const yearSaid = Number(/\b(20\d{2})\b/.exec(folded)?.[1] ?? Number.NaN);
    if (yearSaid >= from.year && yearSaid <= from.year + 5 && iso(dateIn(yearSaid)) >= iso(from))
      return dateIn(yearSaid);
    const thisYear = dateIn(from.year);
    return iso(thisYear) >= iso(from) ? thisYear : dateIn(from.year + 1);
  }
  return null;
}

function dayOfMonthSaid(folded: string, from: CalendarDate): CalendarDate | null {
  const weekdayAndDay = WEEKDAY_AND_DAY.exec(folded);
  if (weekdayAndDay) {
    const day = Number(weekdayAndDay[1]);
    let { year, month } = from;
    if (day >= 1 && day <= 31) {
      // This month when the day is still ahead, else the next month that has it.
      if (day <= from.day) {
        month = (month % 12) + 1;
        if (month === 1) year += 1;
      }
      while (day > lastDayOfMonth(year, month)) {
        month = (month % 12) + 1;
        if (month === 1) year += 1;
      }
      return { year, month, day };
    }
  }
  const end = END_OF_MONTH.exec(folded);
  if (end) {
    const next = end[1] !== undefined || /next month|mois prochain/.test(end[0]);
    const month = next ? (from.month % 12) + 1 : from.month;
    const year = next && from.month === 12 ? from.year + 1 : from.year;
    return { year, month, day: lastDayOfMonth(year, month) };
  }
  const named = DAY_OF_NAMED_MONTH.exec(folded);
  if (named) {
    const day = Number(named[1]);
    const next = named[2] === 'next' || named[3] !== undefined;
    const month = next ? (from.month % 12) + 1 : from.month;
    const year = next && from.month === 12 ? from.year + 1 : from.year;
    if (day >= 1 && day <= lastDayOfMonth(year, month)) return { year, month, day };
  }
  const after = DAY_AFTER_DEADLINE.exec(folded);
  if (after) {
    const day = Number(after[1]);
    if (day < 1 || day > 31) return null;
    // This month when the day is still ahead, else the next month that has it.
    let { year, month } = from;
    if (day <= from.day) {
      month = (month % 12) + 1;
      if (month === 1) year += 1;
    }
    while (day > lastDayOfMonth(year, month)) {
      month = (month % 12) + 1;
      if (month === 1) year += 1;
    }
    return { year, month, day };
  }
  return null;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthNumber(word: string): number | null {
  for (const [pattern, month] of MONTHS) if (pattern.test(word)) return month;
  return null;
}

/** The zone's offset from UTC at `now`, in minutes, the shape chrono takes for a reference time zone. */
function offsetMinutes(context: DateContext): number {
  const { date, time } = utcToZoned(context.now, context.timeZone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const instant = Math.floor(context.now.getTime() / 60_000) * 60_000;
  return Math.round((wall - instant) / 60_000);
}

export function parseWantedBy(text: string, locale: Locale, context: DateContext): string | null {
  const folded = fold(text);
  const from = today(context);

  for (const [pattern, month, day] of FEASTS) {
    if (pattern.test(folded)) return iso(calendarDateSaid(folded, from) ?? nextOccurrence(month, day, from));
  }
  const movable = movableFeastSaid(folded, from);
  if (movable) return iso(calendarDateSaid(folded, from) ?? movable);

  // The day said after its month, set apart by a comma ('en septembre, le 12', 'September, the 12th').
  const dayAfter = DAY_AFTER_MONTH.exec(folded);
  if (dayAfter?.[1] && dayAfter[2]) {
    const month = monthNumber(dayAfter[1]);
    const day = Number(dayAfter[2]);
    if (month !== null && day >= 1 && day <= lastDayOfMonth(from.year, month)) {
      return iso(nextOccurrence(month, day, from));
    }
  }

  const ofMonth = dayOfMonthSaid(folded, from);
  if (ofMonth) return iso(ofMonth);
  const span = spanSaid(folded, from);
  if (span) return iso(calendarDateSaid(folded, from) ?? span);

  const monthOut = MONTH_OUT.exec(folded);
  const monthOutNumber = monthOut?.[1] ? monthNumber(monthOut[1]) : null;
  if (monthOutNumber !== null) {
    const start = nextOccurrence(monthOutNumber, 1, { ...from, day: 1 });
    return iso({ ...start, day: lastDayOfMonth(start.year, monthOutNumber) });
  }

  const bare = BARE_MONTH.exec(folded);
  if (bare?.[1] && bare[2]) {
    const month = monthNumber(bare[2]);
    if (month !== null) {
      const lateInMonth = /^(fin|end of|late)$/.test(bare[1]);
      const mid = /^(mi|mid)$/.test(bare[1]);
      const start = nextOccurrence(month, 1, { ...from, day: 1 });
      const day = lateInMonth ? lastDayOfMonth(start.year, month) : mid ? 15 : 1;
      return iso({ ...start, day });
    }
  }

  const reference = { instant: context.now, timezone: offsetMinutes(context) };
  // Both parsers, the locale's first: visitors mix languages.
  const parsers = localize({ fr: [chrono.fr, chrono.en], en: [chrono.en, chrono.fr] }, locale);
  for (const parser of parsers) {
    const results = parser.parse(text, reference, { forwardDate: true });
    // A clock time alone ('à 10h') is not a wanted-by date.
    // Of the dates said, the first still to come: 'this year' beside 'May 10' is no date of its own.
    const fits = (candidate: (typeof results)[number]) => {
      if (utcToZoned(candidate.start.date(), context.timeZone).date <= iso(from)) return false;
      const said = fold(candidate.text);
      // Time gone by is no deadline ('if it breaks after a year', 'au bout d'un an', 'a year ago').
      const around = `${folded.slice(Math.max(0, candidate.index - 12), candidate.index)} ${said} ${folded.slice(candidate.index + candidate.text.length, candidate.index + candidate.text.length + 8)}`;
      if (ELAPSED.test(around)) return false;
      if (candidate.start.isCertain('day') || candidate.start.isCertain('month')) return true;
      if (/month|mois|week|semaine|year|an(nee)?s?\b/.test(said)) return true;
      // A weekday alone is a deadline only when said in full after 'by', 'avant', 'pour'…: chrono reads
      // English 'mon' (French 'my') as Monday, and 'ouverts le samedi ?' asks about hours.
      return (
        candidate.start.isCertain('weekday') &&
        said.length >= 5 &&
        (context.answersWhen === true || DEADLINE_CUE.test(folded.slice(0, candidate.index)))
      );
    };
    // A day of a month said beside a vaguer time ('Memorial Day weekend, so May 23') is the one meant.
    const result =
      results.find(
        (candidate) =>
          fits(candidate) && candidate.start.isCertain('day') && candidate.start.isCertain('month'),
      ) ?? results.find(fits);
    if (!result) continue;
    const { date } = utcToZoned(result.start.date(), context.timeZone);
    // 'maintenant', 'today', a weekday just gone: not a date something is wanted by.
    if (date <= iso(from)) continue;
    return date;
  }
  return null;
}
