import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  isIsoDate,
  isWallTime,
  todayIn,
  utcToZoned,
  zonedTimeToUtc,
  zoneLabel,
} from '#lib/dates.ts';

const LONDON = 'Europe/London';
const iso = (date: Date) => date.toISOString();

describe('calendar dates and wall times', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2027-03-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-3-28')).toBe(false);
    expect(isIsoDate(20270328)).toBe(false);
  });

  it('accepts 24-hour times only', () => {
    expect(isWallTime('00:00')).toBe(true);
    expect(isWallTime('13:00')).toBe(true);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('1:00 PM')).toBe(false);
    expect(isWallTime('9:00')).toBe(false);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(() => addDays('2027-03-01', 0.5)).toThrow(RangeError);
  });

  it('adds minutes to instants', () => {
    expect(iso(addMinutes(new Date('2027-03-28T00:30:00Z'), 90))).toBe('2027-03-28T02:00:00.000Z');
  });
});

describe('zonedTimeToUtc in Europe/London across the clock changes', () => {
  // 28 Mar 2027 and 31 Oct 2027 are the last Sundays of March and October.
  it('reads the change days as the last Sundays', () => {
    expect(new Date('2027-03-28T12:00:00Z').getUTCDay()).toBe(0);
    expect(new Date('2027-10-31T12:00:00Z').getUTCDay()).toBe(0);
    expect(new Date('2027-04-04T12:00:00Z').getUTCMonth()).toBe(3);
    expect(new Date('2027-11-07T12:00:00Z').getUTCMonth()).toBe(10);
  });

  it('uses GMT the day before the spring change and BST on the day', () => {
    expect(iso(zonedTimeToUtc('2027-03-27', '09:00', LONDON))).toBe('2027-03-27T09:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-03-28', '09:00', LONDON))).toBe('2027-03-28T08:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-03-28', '14:00', LONDON))).toBe('2027-03-28T13:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-03-28', '18:00', LONDON))).toBe('2027-03-28T17:00:00.000Z');
  });

  it('uses BST the day before the autumn change and GMT on the day', () => {
    expect(iso(zonedTimeToUtc('2027-10-30', '09:00', LONDON))).toBe('2027-10-30T08:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-10-31', '09:00', LONDON))).toBe('2027-10-31T09:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-10-31', '14:00', LONDON))).toBe('2027-10-31T14:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-10-31', '18:00', LONDON))).toBe('2027-10-31T18:00:00.000Z');
  });

  it('keeps every time from 13:00 on in the afternoon (no 12-hour shift)', () => {
    for (const date of ['2027-03-28', '2027-10-31', '2027-07-01', '2027-01-15']) {
      for (let hour = 13; hour <= 23; hour += 1) {
        const time = `${hour}:00`;
        const instant = zonedTimeToUtc(date, time, LONDON);
        expect(utcToZoned(instant, LONDON)).toEqual({ date, time });
      }
    }
  });

  it('keeps midnight on its own day (no 24:00)', () => {
    expect(iso(zonedTimeToUtc('2027-07-01', '00:00', LONDON))).toBe('2027-06-30T23:00:00.000Z');
    expect(utcToZoned(new Date('2027-06-30T23:00:00Z'), LONDON)).toEqual({
      date: '2027-07-01',
      time: '00:00',
    });
  });

  it('moves a time skipped in spring forward by the gap', () => {
    expect(iso(zonedTimeToUtc('2027-03-28', '01:30', LONDON))).toBe('2027-03-28T01:30:00.000Z');
    expect(utcToZoned(zonedTimeToUtc('2027-03-28', '01:30', LONDON), LONDON).time).toBe('02:30');
  });

  it('takes the first occurrence of a time repeated in autumn', () => {
    expect(iso(zonedTimeToUtc('2027-10-31', '01:30', LONDON))).toBe('2027-10-31T00:30:00.000Z');
  });

  it('works in other zones too', () => {
    // Montréal moves its clocks on the second Sunday of March; Kolkata has a half-hour offset.
    expect(iso(zonedTimeToUtc('2027-03-14', '14:00', 'America/Toronto'))).toBe('2027-03-14T18:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-03-13', '14:00', 'America/Toronto'))).toBe('2027-03-13T19:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-06-01', '09:00', 'Asia/Kolkata'))).toBe('2027-06-01T03:30:00.000Z');
    expect(iso(zonedTimeToUtc('2027-06-01', '09:00', 'UTC'))).toBe('2027-06-01T09:00:00.000Z');
  });

  it('refuses malformed input and unknown zones', () => {
    expect(() => zonedTimeToUtc('2027-02-30', '09:00', LONDON)).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2027-03-28', '9:00', LONDON)).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2027-03-28', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('utcToZoned and todayIn', () => {
  it('reads the wall clock on both sides of a change', () => {
    expect(utcToZoned(new Date('2027-03-28T00:59:00Z'), LONDON)).toEqual({
      date: '2027-03-28',
      time: '00:59',
    });
    expect(utcToZoned(new Date('2027-03-28T01:00:00Z'), LONDON)).toEqual({
      date: '2027-03-28',
      time: '02:00',
    });
    expect(utcToZoned(new Date('2027-10-31T00:59:00Z'), LONDON)).toEqual({
      date: '2027-10-31',
      time: '01:59',
    });
    expect(utcToZoned(new Date('2027-10-31T01:00:00Z'), LONDON)).toEqual({
      date: '2027-10-31',
      time: '01:00',
    });
  });

  it('gives the date in the zone, not in UTC', () => {
    const lateEveningInMontreal = new Date('2027-06-02T02:30:00Z');
    expect(todayIn(lateEveningInMontreal, 'America/Toronto')).toBe('2027-06-01');
    expect(todayIn(lateEveningInMontreal, LONDON)).toBe('2027-06-02');
  });
});

describe('zoneLabel', () => {
  it('names a zone as a shop says it, in the reader language', () => {
    expect(zoneLabel('Europe/Paris', 'fr')).toBe('heure de Paris');
    expect(zoneLabel('Europe/Paris', 'en')).toBe('Paris time');
    expect(zoneLabel('Europe/London', 'fr')).toBe('heure de Londres');
    expect(zoneLabel('Europe/Amsterdam', 'fr')).toBe('heure d’Amsterdam');
    expect(zoneLabel('America/New_York', 'en')).toBe('New York time');
    expect(zoneLabel('America/Toronto', 'fr')).toBe('heure de Toronto');
  });
});
