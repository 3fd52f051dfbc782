import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MONTHS,
  isAnalyticsMonths,
  isStatPeriod,
  percentChange,
  STAT_PERIOD_DAYS,
  STAT_PERIODS,
  sharePercent,
} from '#lib/stats.ts';

describe('stat periods', () => {
  it('are 7, 30 and 90 days', () => {
    expect(STAT_PERIODS.map((p) => STAT_PERIOD_DAYS[p])).toEqual([7, 30, 90]);
    expect(isStatPeriod('30d')).toBe(true);
    expect(isStatPeriod('365d')).toBe(false);
    expect(isStatPeriod(undefined)).toBe(false);
  });
});

describe('percentChange', () => {
  it('gives the change in percent, to one decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(4, 3)).toBe(33.3);
    expect(percentChange(0, 7)).toBe(-100);
  });

  it('has no percentage from zero', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('never answers a negative zero', () => {
    expect(Object.is(percentChange(99_999, 100_000), 0)).toBe(true);
  });
});

describe('analytics months', () => {
  it('are 3, 6 or 12, as the address writes them', () => {
    expect(ANALYTICS_MONTHS).toEqual(['3', '6', '12']);
    expect(isAnalyticsMonths('6')).toBe(true);
    expect(isAnalyticsMonths('24')).toBe(false);
    expect(isAnalyticsMonths(6)).toBe(false);
  });
});

describe('sharePercent', () => {
  it('gives the share in percent, to one decimal, and none of nothing', () => {
    expect(sharePercent(1, 4)).toBe(25);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
