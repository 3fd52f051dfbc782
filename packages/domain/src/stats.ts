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
