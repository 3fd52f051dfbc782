import type { Executor } from '@carat/db';
import { percentChange, STAT_PERIOD_DAYS, type StatPeriod } from '@carat/domain/stats';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';

/** One card of the dashboard home: the figure over the period, the one before, and the change. */
export interface StatFigure {
  value: number;
  previous: number;
  /** Percent, one decimal; null when the previous figure is 0 (no percentage from nothing). */
  changePercent: number | null;
}

export interface DashboardStats {
  period: StatPeriod;
  days: number;
  timeZone: string;
  currency: string;
  current: { from: string; to: string };
  previous: { from: string; to: string };
  orders: StatFigure;
  appointments: StatFigure;
  /** In minor units of `currency`, VAT included. */
  revenue: StatFigure;
  clients: StatFigure;
}

interface Row extends Record<string, unknown> {
  time_zone: string;
  currency: string;
  previous_from: number;
  current_from: number;
  current_to: number;
  orders_current: number;
  orders_previous: number;
  appointments_current: number;
  appointments_previous: number;
  revenue_current: number;
  revenue_previous: number;
  clients_current: number;
  clients_previous: number;
}

const figure = (value: unknown, previous: unknown): StatFigure => {
  const v = Number(value);
  const p = Number(previous);
  return { value: v, previous: p, changePercent: percentChange(v, p) };
};
const iso = (epochMs: unknown) => new Date(Number(epochMs)).toISOString();

/**
 * The four cards of the dashboard home, for the period ending `now` and the one before it, in one query
 * under the caller's row-level security (see docs/decisions/013-dashboard-home-figures.md):
 *
 * - the period is `days` calendar days in the business's time zone, today included: from local midnight
 *   `days - 1` days ago up to now; the previous period is the `days` whole days just before it (local
 *   midnights, so a daylight-saving change moves no boundary);
 * - orders: created in the period, cancelled ones excepted;
 * - appointments: starting in the period, cancelled ones excepted;
 * - revenue: what the invoices paid in the period asked (deposits already invoiced deducted, so no pound
 *   counts twice), VAT included, in the business's currency; voided invoices are not revenue;
 * - clients: the size of the client book at the end of each period (the change is its growth).
 */
export async function dashboardStats(
  tx: Executor,
  businessId: string,
  period: StatPeriod,
  now = new Date(),
): Promise<DashboardStats> {
  const days = STAT_PERIOD_DAYS[period];
  // `start` is where the period begins (local midnight) and the previous one ends; `before` is where
  // the previous one begins; `until` is now. The midnights are the business's, turned into instants.
  // `split` measures the rows of a table whose `column` falls in each period (names are constants here).
  const split = (measure: string, table: string, column: string, where: SQL) => {
    const at = sql.raw(`x.${column}`);
    return sql`
      select coalesce(${sql.raw(measure)} filter (where ${at} >= bounds.start), 0)::bigint as current,
             coalesce(${sql.raw(measure)} filter (where ${at} < bounds.start), 0)::bigint as previous
        from ${sql.raw(`public.${table}`)} x
       where x.business_id = ${businessId} and ${where}
         and ${at} >= bounds.before and ${at} < bounds.until`;
  };
  const { rows } = await tx.execute<Row>(sql`
    with business as (
      select b.time_zone, b.currency,
             date_trunc('day', ${now.toISOString()}::timestamptz at time zone b.time_zone) as local_today
        from public.businesses b
       where b.id = ${businessId}
    ), bounds as (
      select time_zone, currency,
             (local_today - make_interval(days => ${2 * days - 1})) at time zone time_zone as before,
             (local_today - make_interval(days => ${days - 1})) at time zone time_zone as start,
             ${now.toISOString()}::timestamptz as until
        from business
    )
    select bounds.time_zone, bounds.currency,
           extract(epoch from bounds.before) * 1000 as previous_from,
           extract(epoch from bounds.start) * 1000 as current_from,
           extract(epoch from bounds.until) * 1000 as current_to,
           o.current as orders_current, o.previous as orders_previous,
           a.current as appointments_current, a.previous as appointments_previous,
           r.current as revenue_current, r.previous as revenue_previous,
           c.current as clients_current, c.previous as clients_previous
      from bounds
     cross join lateral (${split('count(*)', 'orders', 'created_at', sql`x.status <> 'cancelled'`)}) o
     cross join lateral (${split('count(*)', 'appointments', 'starts_at', sql`x.status <> 'cancelled'`)}) a
     cross join lateral (${split(
       'sum(x.total_minor - x.deposits_deducted_minor)',
       'invoices',
       'paid_at',
       sql`x.status = 'paid' and x.currency = bounds.currency`,
     )}) r
     cross join lateral (
       select count(*)::int as current,
              count(*) filter (where x.created_at < bounds.start)::int as previous
         from public.clients x
        where x.business_id = ${businessId} and x.created_at < bounds.until
     ) c
  `);
  const row = rows[0];
  if (!row) throw AppError.notFound('Business');
  return {
    period,
    days,
    timeZone: row.time_zone,
    currency: row.currency,
    current: { from: iso(row.current_from), to: iso(row.current_to) },
    previous: { from: iso(row.previous_from), to: iso(row.current_from) },
    orders: figure(row.orders_current, row.orders_previous),
    appointments: figure(row.appointments_current, row.appointments_previous),
    revenue: figure(row.revenue_current, row.revenue_previous),
    clients: figure(row.clients_current, row.clients_previous),
  };
}
