import { describe, expect, it } from 'vitest';
import { easterSunday, isPublicHoliday, publicHolidays } from './holidays.ts';
import { marketingSendTime } from './messaging.ts';

describe('public holidays', () => {
  it('Easter Sunday by the Gregorian computus, against published dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it("France's eleven days in 2027 (Ascension and Whit Monday after Easter)", () => {
    expect(publicHolidays('FR', 2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it("England's bank holidays with the substitute days of 2027 (Christmas on a Saturday)", () => {
    expect(publicHolidays('GB', 2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('Canada: Victoria Day and Thanksgiving; Quebec keeps 24 June', () => {
    expect(publicHolidays('CA', 2026)).toContain('2026-05-18');
    expect(publicHolidays('CA', 2026)).toContain('2026-10-12');
    expect(isPublicHoliday('2026-06-24', 'CA', 'CA-QC')).toBe(true);
    expect(isPublicHoliday('2026-06-24', 'CA', 'CA-ON')).toBe(false);
  });
});

describe('marketing texts skip public holidays', () => {
  const PARIS = 'Europe/Paris';
  it('a campaign due on 14 July goes on the 15th at 08:00 Paris time', () => {
    expect(marketingSendTime(new Date('2027-07-14T10:00:00Z'), PARIS, { country: 'FR' }).toISOString()).toBe(
      '2027-07-15T06:00:00.000Z',
    );
  });

  it('Saturday evening before Easter Monday waits for the Tuesday', () => {
    expect(marketingSendTime(new Date('2027-03-27T19:30:00Z'), PARIS, { country: 'FR' }).toISOString()).toBe(
      '2027-03-30T06:00:00.000Z',
    );
  });

  it('a day that is a holiday elsewhere is an ordinary day here', () => {
    expect(
      marketingSendTime(new Date('2027-07-14T10:00:00Z'), 'Europe/London', { country: 'GB' }).toISOString(),
    ).toBe('2027-07-14T10:00:00.000Z');
  });
});
