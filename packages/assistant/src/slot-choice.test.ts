import { describe, expect, it } from 'vitest';
import {
  dayOfMonthIn,
  pickOfferedSlot,
  saysSlotDay,
  saysSlotTime,
  timeIn,
  weekdayIn,
} from '#lib/slot-choice.ts';
import { fold } from '#lib/text.ts';
import type { Choice } from '#lib/tools.ts';

/** Issue 35, item 2: the visitor's choice among free slots, however it is said. */

const now = new Date('2026-03-10T18:00:00Z'); // Tuesday 10 March 2026, 19:00 in Paris
const zone = 'Europe/Paris';
// Local 10:00 and 14:30 (UTC+1 in March) on Wednesday 11, Thursday 12, Saturday 14.
const slot = (start: string) => ({ kind: 'slot' as const, start, serviceId: 'conseil', label: start });
const SLOTS: Array<Extract<Choice, { kind: 'slot' }>> = [
  slot('2026-03-11T09:00:00.000Z'),
  slot('2026-03-11T13:30:00.000Z'),
  slot('2026-03-12T09:00:00.000Z'),
  slot('2026-03-12T13:30:00.000Z'),
  slot('2026-03-14T09:00:00.000Z'),
  slot('2026-03-14T14:00:00.000Z'),
];
const pick = (text: string, options: { byTimeOnly?: boolean } = {}) =>
  // The engine reads folded text (lower case, no accents).
  (pickOfferedSlot(fold(text), SLOTS, zone, { ...options, now }) as { start: string } | null)?.start ?? null;

describe('slot choice', () => {
  it('picks by rank, in words or digits, and the last one', () => {
    expect(pick('le premier me va')).toBe(SLOTS[0]!.start);
    expect(pick('the second one works')).toBe(SLOTS[1]!.start);
    expect(pick('3')).toBe(SLOTS[2]!.start);
    expect(pick('option 4')).toBe(SLOTS[3]!.start);
    expect(pick('le dernier')).toBe(SLOTS[5]!.start);
  });

  it('picks by day and time, in French and English', () => {
    expect(pick('jeudi à 14h30 ce serait parfait')).toBe(SLOTS[3]!.start);
    expect(pick('Thursday at 2:30pm')).toBe(SLOTS[3]!.start);
    expect(pick('mercredi 10h')).toBe(SLOTS[0]!.start);
    expect(pick('Saturday 3pm please')).toBe(SLOTS[5]!.start);
    // A day said must be that day: Friday 10:00 is not Wednesday's.
    expect(pick('vendredi 10h')).toBeNull();
  });

  it("reads a bare hour beside a day ('10 on Saturday') and an afternoon hour without pm", () => {
    expect(pick('10 on Saturday')).toBe(SLOTS[4]!.start);
    expect(pick('samedi 15')).toBe(SLOTS[5]!.start);
    expect(timeIn('4:30', false)).toEqual({ hour: 16, minute: 30 });
    expect(timeIn('le 12 mars', true)).toBeNull();
  });

  it("reads 'today' and 'tomorrow' from now in the shop's time zone", () => {
    expect(weekdayIn("aujourd'hui", now, zone)).toBe(2);
    expect(weekdayIn('tomorrow', now, zone)).toBe(3);
    expect(pick('tomorrow at 2:30')).toBe(SLOTS[1]!.start);
  });

  it('picks the first slot of a day said alone', () => {
    expect(pick('jeudi me va')).toBe(SLOTS[2]!.start);
    expect(pick('Saturday works')).toBe(SLOTS[4]!.start);
    expect(pick('celui de jeudi après-midi')).toBe(SLOTS[3]!.start);
    expect(pick('Wednesday morning')).toBe(SLOTS[0]!.start);
  });

  it('among every free slot, only a day and time pick one', () => {
    expect(pick('the first one', { byTimeOnly: true })).toBeNull();
    expect(pick('Saturday at 10', { byTimeOnly: true })).toBe(SLOTS[4]!.start);
    expect(saysSlotTime('11 on saturday', now, zone)).toBe(true);
    expect(saysSlotTime('saturday', now, zone)).toBe(false);
  });

  it('reads English day abbreviations, French "heures" and o’clock', () => {
    expect(pick('thurs at 2:30')).toBe(SLOTS[3]!.start);
    expect(pick('Thu 14:30')).toBe(SLOTS[3]!.start);
    expect(pick('Weds 10am')).toBe(SLOTS[0]!.start);
    expect(pick('sat. 3pm')).toBe(SLOTS[5]!.start);
    expect(pick('samedi à 10 heures')).toBe(SLOTS[4]!.start);
    expect(pick('jeudi à 14 heures 30')).toBe(SLOTS[3]!.start);
    expect(pick("10 o'clock on Wednesday")).toBe(SLOTS[0]!.start);
    expect(timeIn('15 heures', false)).toEqual({ hour: 15, minute: 0 });
  });

  it('reads a date of the month with the time, never the date as the hour', () => {
    expect(dayOfMonthIn('12 mars 14h30')).toBe(12);
    expect(dayOfMonthIn('march 12 at 2:30pm')).toBe(12);
    expect(dayOfMonthIn('the 14th at 10am')).toBe(14);
    expect(dayOfMonthIn('le 11 a 10h')).toBe(11);
    expect(dayOfMonthIn('jeudi 12 a 14h30')).toBe(12);
    // A number beside a day with no other time is the hour ('samedi 10'), and '12 noon' an hour.
    expect(dayOfMonthIn('samedi 10')).toBeNull();
    expect(dayOfMonthIn('sunday 12 noon')).toBeNull();
    expect(pick('12 mars 14h30')).toBe(SLOTS[3]!.start);
    expect(pick('March 11th at 2:30pm')).toBe(SLOTS[1]!.start);
    expect(pick('le jeudi 12 à 10h')).toBe(SLOTS[2]!.start);
    expect(pick('the 14th at 10am')).toBe(SLOTS[4]!.start);
    // A date said must be that date: 10:00 on the 13th is not the 11th's.
    expect(pick('le 13 à 10h')).toBeNull();
  });

  it('among every free slot, a day said as a choice picks that day (in the part of the day said)', () => {
    expect(pick('Saturday morning', { byTimeOnly: true })).toBe(SLOTS[4]!.start);
    expect(pick('samedi après-midi', { byTimeOnly: true })).toBe(SLOTS[5]!.start);
    expect(pick('jeudi me va', { byTimeOnly: true })).toBe(SLOTS[2]!.start);
    expect(pick('I will need it before Thursday for the party', { byTimeOnly: true })).toBeNull();
    expect(saysSlotDay('vendredi matin', now, zone)).toBe(true);
    expect(saysSlotDay('le 12 mars', now, zone)).toBe(true);
    expect(saysSlotDay('merci beaucoup', now, zone)).toBe(false);
  });

  it('takes no question about a day, nor an ordinal of something else, as a choice', () => {
    expect(pick('Anything on Saturday?')).toBeNull();
    expect(pick('Et samedi, vous avez quelque chose ?')).toBeNull();
    expect(pick('Anything on Saturday?', { byTimeOnly: true })).toBeNull();
    expect(pick('Actually first, what metals do you do?')).toBeNull();
    expect(pick('It is my first time buying a ring')).toBeNull();
    expect(pick('c’est pour notre premier anniversaire')).toBeNull();
    // A rank asked as a question is still a rank.
    expect(pick('the first one?')).toBe(SLOTS[0]!.start);
    expect(weekdayIn('ce week-end')).toBe(6);
  });
});
