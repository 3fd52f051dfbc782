import { todayIn, utcToZoned } from '@carat/domain/dates';
import { WEEKDAYS } from '#lib/texts.ts';
import type { Choice } from '#lib/tools.ts';

/**
 * A visitor's choice among free slots, read from their words: by rank ('le 2e', 'the first one', 'le
 * dernier'), by day and time ('jeudi à 14h30', 'Thursday at 3pm', '11 on Saturday', '4:30 today'), or by a
 * time alone. Pure: the slots and the shop's time zone are given, so every form is unit-tested.
 */

const ORDINALS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(premier|premiere|first|1er|1st|#1|n°1|numero 1|number 1|option 1)\b/, 1],
  [/\b(deuxieme|second|seconde|2e|2eme|2nd|#2|n°2|numero 2|number 2|option 2)\b/, 2],
  [/\b(troisieme|third|3e|3eme|3rd|#3|n°3|numero 3|number 3|option 3)\b/, 3],
  [/\b(quatrieme|fourth|4e|4eme|4th|#4|option 4)\b/, 4],
];

/** A time of day in a reply to the slots ('15h', '3pm', 'noon', 'midi', '14:30'). */
export const TIME_OF_DAY = /\b\d{1,2}\s*(?:h|:)\s*\d{0,2}|\b\d{1,2}\s*(?:am|pm)\b|\b(?:noon|midday|midi)\b/;

const MORNING = /\b(matin|matinee|morning)\b/;
const AFTERNOON = /\b(apres-midi|apres midi|aprem|afternoon|evening|soir)\b/;

const TODAY = /\b(aujourd'?hui|today|tonight|ce soir|cet apres-midi|this afternoon)\b/;
const TOMORROW = /\b(demain|tomorrow)\b/;

/** The weekday a text names (0 = Sunday), 'today' and 'tomorrow' read from `now` in the shop's zone. */
export function weekdayIn(folded: string, now?: Date, timeZone?: string): number | null {
  const day = [...WEEKDAYS.fr, ...WEEKDAYS.en.map((name) => name.toLowerCase())].findIndex((name) =>
    new RegExp(`\\b${name}\\b`).test(folded),
  );
  if (day >= 0) return day % 7;
  if (now && timeZone) {
    const today = new Date(`${todayIn(now, timeZone)}T00:00:00Z`).getUTCDay();
    if (TODAY.test(folded)) return today;
    if (TOMORROW.test(folded)) return (today + 1) % 7;
  }
  return null;
}

/** The hour and minutes a text says ('14h30', '3pm', 'noon', '4:30'), or, beside a day, a bare hour. */
export function timeIn(folded: string, withDay: boolean): { hour: number; minute: number } | null {
  const text = folded.replace(/\b(noon|midday|midi)\b/, '12:00');
  const time = /\b(\d{1,2})\s*(?:h|:)\s*(\d{2})?|\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/.exec(text);
  // '11 on Saturday', 'samedi 10': a bare hour only beside a day, never a date ('le 12 mars').
  const bare =
    !time && withDay
      ? /(?<![\d/.,:])\b(\d{1,2})\b(?![\d/.,:]|\s*(?:mars|march|avril|april|mai|may|juin|june|[a-z]*(?:er|th|st|nd|rd)\b))/.exec(
          text,
        )
      : null;
  if (!time && !bare) return null;
  let hour = Number(time?.[1] ?? time?.[3] ?? bare?.[1]);
  const minute = Number(time?.[2] ?? time?.[4] ?? 0);
  const meridiem = time?.[5];
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  // Shops open in the day: '4:30' or '3' without am/pm is the afternoon.
  if (!meridiem && hour >= 1 && hour <= 7) hour += 12;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function localOf(slot: Choice, timeZone: string): { weekday: number; time: string } | null {
  if (slot.kind !== 'slot') return null;
  const zoned = utcToZoned(new Date(slot.start), timeZone);
  return { weekday: new Date(zoned.date).getUTCDay(), time: zoned.time };
}

/** Among slots, the one at the time said, on the day said if one is ('samedi 15h' is not Wednesday's). */
export function pickByTime(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now?: Date,
): Choice | null {
  const weekday = weekdayIn(folded, now, timeZone);
  const time = timeIn(folded, weekday !== null);
  if (!time) return null;
  const wall = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const sameTime = slots.filter((slot) => localOf(slot, timeZone)?.time === wall);
  if (weekday !== null) return sameTime.find((slot) => localOf(slot, timeZone)?.weekday === weekday) ?? null;
  return sameTime[0] ?? null;
}

/** The slot a reply picks among those offered: by rank ('le 2e', 'the first one'), or by its time. */
export function pickOfferedSlot(
  folded: string,
  offered: readonly Choice[],
  timeZone: string,
  options: { readonly byTimeOnly?: boolean; readonly now?: Date } = {},
): Choice | null {
  const slots = offered.filter((choice) => choice.kind === 'slot');
  if (slots.length === 0) return null;
  // Among every free slot (not only those shown), only a day and time said pick one.
  if (options.byTimeOnly) return pickByTime(folded, slots, timeZone, options.now);
  const exact = slots.find((slot) => slot.kind === 'slot' && folded.includes(slot.start.toLowerCase()));
  if (exact) return exact;
  for (const [pattern, rank] of ORDINALS) if (pattern.test(folded)) return slots[rank - 1] ?? null;
  if (/\b(dernier|derniere|last)\b/.test(folded)) return slots[slots.length - 1] ?? null;
  const bareRank = /^\s*(?:le |la |creneau |slot |option |number |numero )?(\d)\s*[.!]?\s*$/.exec(folded);
  if (bareRank) return slots[Number(bareRank[1]) - 1] ?? null;
  const byTime = pickByTime(folded, slots, timeZone, options.now);
  if (byTime) return byTime;
  // A day alone ('jeudi me va', 'Thursday works', 'celui de jeudi après-midi'): the first slot shown that
  // day, in the part of the day said.
  const weekday = weekdayIn(folded, options.now, timeZone);
  if (weekday !== null && !/\d/.test(folded)) {
    const part = AFTERNOON.test(folded) ? 'pm' : MORNING.test(folded) ? 'am' : null;
    return (
      slots.find((slot) => {
        const local = localOf(slot, timeZone);
        if (local?.weekday !== weekday) return false;
        if (part === 'pm') return local.time >= '12:00';
        if (part === 'am') return local.time < '12:00';
        return true;
      }) ?? null
    );
  }
  return null;
}

/** Whether a text says a time or a day with a time: worth searching every free slot for it. */
export function saysSlotTime(folded: string, now?: Date, timeZone?: string): boolean {
  const weekday = weekdayIn(folded, now, timeZone);
  return TIME_OF_DAY.test(folded) || (weekday !== null && timeIn(folded, true) !== null);
}
