import { can } from '@carat/domain';
import { STAT_PERIOD_DAYS, type StatPeriod } from '@carat/domain/stats';
import { sql } from 'drizzle-orm';
import {
  type ActivityFigures,
  businessClock,
  comparedActivityColumns,
  epochMs,
  isoFromEpochMs,
  readActivityFigures,
} from '#api/features/analytics/activity.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

export type { StatFigure } from '#api/features/analytics/activity.ts';

export interface DashboardStats extends Omit<ActivityFigures, 'revenue'> {
  /** Paid invoices: null for a member whose role does not read invoices (staff, issue 28). */
  revenue: ActivityFigures['revenue'] | null;
  period: StatPeriod;
  days: number;
  timeZone: string;
  currency: string;
  current: { from: string; to: string };
  previous: { from: string; to: string };
}

interface Row extends Record<string, unknown> {
  time_zone: string;
  currency: string;
  previous_from: number;
  current_from: number;
  current_to: number;
}

/**
 * The four cards of the dashboard home, for the period ending the scope's `now` and the one before it, in one query
 * under the caller's row-level security (see docs/decisions/013-dashboard-home-figures.md):
 *
 * - the period is `days` calendar days in the business's time zone, today included: from local midnight
 *   `days - 1` days ago up to now; the previous period is the `days` whole days just before it (local
 *   midnights, so a daylight-saving change moves no boundary);
 * - orders, appointments, revenue and clients as `features/analytics/activity.ts` defines them, clients being the
 *   size of the client book at the end of each period (the change is its growth).
 */
export async function dashboardStats(scope: TenantScope, period: StatPeriod): Promise<DashboardStats> {
  const days = STAT_PERIOD_DAYS[period];
  // `start` is where the period begins (local midnight) and the previous one ends; `before` is where
  // the previous one begins; `until` is now.
  const target = { businessId: scope.businessId, currency: sql`bounds.currency` };
  const { rows } = await scope.tx.execute<Row>(sql`
    with clock as (${businessClock(scope)}), bounds as (
      select time_zone, currency, now as until,
             (date_trunc('day', local_now) - make_interval(days => ${2 * days - 1})) at time zone time_zone as before,
             (date_trunc('day', local_now) - make_interval(days => ${days - 1})) at time zone time_zone as start
        from clock
    )
    select bounds.time_zone, bounds.currency,
           ${epochMs(sql`bounds.before`)} as previous_from,
           ${epochMs(sql`bounds.start`)} as current_from,
           ${epochMs(sql`bounds.until`)} as current_to,
           ${comparedActivityColumns(target, {
             currentFrom: sql`bounds.start`,
             currentTo: sql`bounds.until`,
             previousFrom: sql`bounds.before`,
             previousTo: sql`bounds.start`,
           })}
      from bounds
  `);
  const row = rows[0];
  if (!row) throw AppError.notFound('Business');
  const figures = readActivityFigures(row);
  return {
    period,
    days,
    timeZone: row.time_zone,
    currency: row.currency,
    current: { from: isoFromEpochMs(row.current_from), to: isoFromEpochMs(row.current_to) },
    previous: { from: isoFromEpochMs(row.previous_from), to: isoFromEpochMs(row.current_from) },
    ...figures,
    revenue: can(scope.role, 'invoices') ? figures.revenue : null,
  };
}
