import { describe, expect, it } from 'vitest';
import { durationMessage, monthLabel } from './report-format.ts';

describe('monthLabel', () => {
  it('names a month in French or English, short for the chart and long for the table', () => {
    expect(monthLabel('2026-07', 'fr', 'long')).toBe('juillet 2026');
    expect(monthLabel('2026-07', 'en', 'long')).toBe('July 2026');
    expect(monthLabel('2026-12', 'fr', 'short')).toBe('déc. 26');
  });
});

describe('durationMessage', () => {
  it('says minutes under an hour, hours and minutes under a day, days and hours beyond', () => {
    expect(durationMessage(0)).toEqual({ key: 'analytics.duration.minutes', params: { minutes: 0 } });
    expect(durationMessage(45)).toEqual({ key: 'analytics.duration.minutes', params: { minutes: 45 } });
    expect(durationMessage(95)).toEqual({
      key: 'analytics.duration.hours',
      params: { hours: 1, minutes: 35 },
    });
    expect(durationMessage(24 * 60 + 100)).toEqual({
      key: 'analytics.duration.days',
      params: { days: 1, hours: 2 },
    });
  });
});
