import { addDays, type IsoDate } from './dates.ts';

/**
 * Public holidays by country, worked out from the calendar (no table to keep up to date): the fixed dates,
 * the ones that hang on Easter, the 'first Monday of …' ones, and the UK's substitute days. They keep
 * marketing texts off the days the French operators' code forbids (Sundays and public holidays), and the
 * same courtesy is kept in the other countries the product knows. Regional days are left out where they
 * differ inside a country (Alsace-Moselle's 26 December, the Swiss cantons' days, a Canadian province's
 * own day apart from Quebec's, which the region names).
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, 'Meeus/Jones/Butcher'). */
export function easterSunday(year: number): IsoDate {
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
  return iso(year, month, day);
}

const iso = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 0 Sunday … 6 Saturday. */
const weekday = (date: IsoDate) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The `n`th (1-based) `day` (0 Sunday … 6 Saturday) of a month, or the last one with n = -1. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** The Monday before 25 May (Canada's Victoria Day, Quebec's Journée nationale des patriotes). */
const mondayBefore25May = (year: number) =>
  addDays(iso(year, 5, 25), -((weekday(iso(year, 5, 25)) + 6) % 7 || 7));

/** A UK bank holiday that falls on a weekend moves to the next weekday not already a holiday. */
function substituted(dates: readonly IsoDate[]): IsoDate[] {
  const taken = new Set<IsoDate>();
  for (const date of dates) {
    let day = date;
    while (weekday(day) === 0 || weekday(day) === 6 || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
  }
  return [...taken];
}

/** The public holidays of a year in a country (ISO 3166-1) and, where it matters, its region ('CA-QC'). */
export function publicHolidays(country: string, year: number, region: string | null = null): IsoDate[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => iso(year, month, day);
  let days: IsoDate[];
  switch (country.toUpperCase()) {
    case 'FR':
    case 'MC':
      days = [
        fixed(1, 1),
        addDays(easter, 1),
        fixed(5, 1),
        fixed(5, 8),
        addDays(easter, 39),
        addDays(easter, 50),
        fixed(7, 14),
        fixed(8, 15),
        fixed(11, 1),
        fixed(11, 11),
        fixed(12, 25),
      ];
      break;
    case 'BE':
      days = [
        fixed(1, 1),
        addDays(easter, 1),
        fixed(5, 1),
        addDays(easter, 39),
        addDays(easter, 50),
        fixed(7, 21),
        fixed(8, 15),
        fixed(11, 1),
        fixed(11, 11),
        fixed(12, 25),
      ];
      break;
    case 'LU':
      days = [
        fixed(1, 1),
        addDays(easter, 1),
        fixed(5, 1),
        fixed(5, 9),
        addDays(easter, 39),
        addDays(easter, 50),
        fixed(6, 23),
        fixed(8, 15),
        fixed(11, 1),
        fixed(12, 25),
        fixed(12, 26),
      ];
      break;
    case 'CH':
      // The days every canton keeps, and the federal 1 August.
      days = [fixed(1, 1), addDays(easter, 39), fixed(8, 1), fixed(12, 25)];
      break;
    case 'GB':
      // England and Wales.
      days = [
        ...substituted([fixed(1, 1)]),
        addDays(easter, -2),
        addDays(easter, 1),
        nthWeekday(year, 5, 1, 1),
        nthWeekday(year, 5, 1, -1),
        nthWeekday(year, 8, 1, -1),
        ...substituted([fixed(12, 25), fixed(12, 26)]),
      ];
      break;
    case 'CA':
      days = [
        fixed(1, 1),
        addDays(easter, -2),
        mondayBefore25May(year),
        fixed(7, 1),
        nthWeekday(year, 9, 1, 1),
        nthWeekday(year, 10, 1, 2),
        fixed(12, 25),
      ];
      if (region?.toUpperCase() === 'CA-QC') days.push(fixed(6, 24));
      else days.push(fixed(12, 26));
      break;
    default:
      days = [fixed(1, 1), fixed(12, 25)];
  }
  return [...new Set(days)].sort();
}

/** Whether a local date is a public holiday in the country (and region). */
export function isPublicHoliday(date: IsoDate, country: string, region: string | null = null): boolean {
  return publicHolidays(country, Number(date.slice(0, 4)), region).includes(date);
}
