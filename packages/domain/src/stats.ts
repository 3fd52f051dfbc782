/**
 * The periods the dashboard's figures are read over, and how a figure compares with the one before. The
 * figures themselves are computed by the API, in SQL, in the business's time zone.
 */

/** The period switch of the dashboard home: the last 7, 30 or 90 days, today included. */
export const STAT_PERIODS = ['7d', '30d', '90d'] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];
export const DEFAULT_STAT_PERIOD: StatPeriod = '30d';

export const STAT_PERIOD_DAYS: Readonly<Record<StatPeriod, number>> = { '7d': 7, '30d': 30, '90d': 90 };

export function isStatPeriod(value: unknown): value is StatPeriod {
  return typeof value === 'string' && (STAT_PERIODS as readonly string[]).includes(value);
}

/**
 * The change from `previous` to `current` in percent, to one decimal (12.5 for +12.5 %), or null when
 * there was nothing before: a change from zero has no percentage.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  return Object.is(change, -0) ? 0 : change;
}

/**
 * The analytics page's months switch: the monthly table (and the figures over "the months") covers the
 * last 3, 6 or 12 calendar months, the current one included. Strings, as they travel in the address.
 */
export const ANALYTICS_MONTHS = ['3', '6', '12'] as const;
export type AnalyticsMonths = (typeof ANALYTICS_MONTHS)[number];
export const DEFAULT_ANALYTICS_MONTHS: AnalyticsMonths = '3';

export function isAnalyticsMonths(value: unknown): value is AnalyticsMonths {
  return typeof value === 'string' && (ANALYTICS_MONTHS as readonly string[]).includes(value);
}

/** A share in percent, to one decimal (25 for a quarter), or null when there is nothing to share. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
