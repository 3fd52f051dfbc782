import { percentChange } from '@carat/domain/stats';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What the dashboard's figures count, defined once for the home's cards (docs/decisions/013) and the
 * analytics page (014): SQL fragments, run by those services in the request's transaction, so row-level
 * security applies, and every table is also filtered by the business acted for.
 */
export type ActivityMeasure = 'orders' | 'appointments' | 'revenue' | 'clients';
export const ACTIVITY_MEASURES = ['orders', 'appointments', 'revenue', 'clients'] as const;

/** The business whose rows are measured, and its currency as an SQL expression (money in others is left out). */
export interface ActivityTarget {
  businessId: string;
  currency: SQL;
}

interface Definition {
  table: 'orders' | 'appointments' | 'invoices' | 'clients';
  /** The instant that puts a row in a period. */
  at: string;
  value: string;
  where: (target: ActivityTarget) => SQL;
}

const DEFINITIONS: Readonly<Record<ActivityMeasure, Definition>> = {
  // Orders created, cancelled ones excepted (a cancellation later takes the order out of past figures).
  orders: { table: 'orders', at: 'created_at', value: 'count(*)', where: () => sql`x.status <> 'cancelled'` },
  // Appointments starting, cancelled ones excepted.
  appointments: {
    table: 'appointments',
    at: 'starts_at',
    value: 'count(*)',
    where: () => sql`x.status <> 'cancelled'`,
  },
  // Money collected: what each invoice paid asked (deposits already invoiced deducted, so no pound counts
  // twice), VAT included, in the business's currency. A paid invoice voided since is not revenue.
  revenue: {
    table: 'invoices',
    at: 'paid_at',
    value: 'sum(x.total_minor - x.deposits_deducted_minor)',
    where: (target) => sql`x.status = 'paid' and x.currency = ${target.currency}`,
  },
  // Clients added to the book (a deleted client is in no figure, past or present).
  clients: { table: 'clients', at: 'created_at', value: 'count(*)', where: () => sql`true` },
};

/** A measure over the instants [from, to), as a scalar subquery (0 when nothing). */
export function activityBetween(measure: ActivityMeasure, target: ActivityTarget, from: SQL, to: SQL): SQL {
  const d = DEFINITIONS[measure];
  const at = sql.raw(`x.${d.at}`);
  return sql`(select coalesce(${sql.raw(d.value)}, 0)::bigint from ${sql.raw(`public.${d.table}`)} x
     where x.business_id = ${target.businessId} and ${d.where(target)} and ${at} >= ${from} and ${at} < ${to})`;
}

/** The client book's size at an instant: the clients added before it. */
const clientBookAt = (target: ActivityTarget, at: SQL) =>
  activityBetween('clients', target, sql`'-infinity'::timestamptz`, at);

/** A period and the one it is compared with, as SQL instants (each [from, to)). */
export interface ComparedPeriods {
  currentFrom: SQL;
  currentTo: SQL;
  previousFrom: SQL;
  previousTo: SQL;
}

/**
 * The four cards' columns for a select list: `<measure>_current` and `<measure>_previous` for orders,
 * appointments and revenue over each period, and for clients the book's size at the end of each (so the
 * change is the book's growth).
 */
export function comparedActivityColumns(target: ActivityTarget, periods: ComparedPeriods): SQL {
  const column = (measure: ActivityMeasure, when: 'current' | 'previous') => {
    const [from, to] =
      when === 'current'
        ? [periods.currentFrom, periods.currentTo]
        : [periods.previousFrom, periods.previousTo];
    const value =
      measure === 'clients' ? clientBookAt(target, to) : activityBetween(measure, target, from, to);
    return sql`${value} as ${sql.raw(`${measure}_${when}`)}`;
  };
  return sql.join(
    ACTIVITY_MEASURES.flatMap((m) => [column(m, 'current'), column(m, 'previous')]),
    sql`, `,
  );
}

/** A card: the figure over the period, the one before, and the change. */
export interface StatFigure {
  value: number;
  previous: number;
  /** Percent, one decimal; null when the previous figure is 0 (no percentage from nothing). */
  changePercent: number | null;
}

export type ActivityFigures = Record<ActivityMeasure, StatFigure>;

/** The four cards from a row holding comparedActivityColumns. */
export function readActivityFigures(row: Record<string, unknown>): ActivityFigures {
  const figure = (measure: ActivityMeasure): StatFigure => {
    const value = Number(row[`${measure}_current`]);
    const previous = Number(row[`${measure}_previous`]);
    return { value, previous, changePercent: percentChange(value, previous) };
  };
  return {
    orders: figure('orders'),
    appointments: figure('appointments'),
    revenue: figure('revenue'),
    clients: figure('clients'),
  };
}

/**
 * The business's time zone, currency, `now` and the wall-clock time it is there (`local_now`), the base
 * every period is computed from: local midnights and month starts are turned back into instants with
 * `at time zone`, so a daylight-saving change moves no boundary. The clock and the money come from the
 * request's scope; the business row is read only to be visible: one row, none for a business the caller
 * cannot read.
 */
export function businessClock(scope: {
  businessId: string;
  timeZone: string;
  currency: string;
  now: Date;
}): SQL {
  const now = scope.now.toISOString();
  return sql`select ${scope.timeZone}::text as time_zone, ${scope.currency}::char(3) as currency,
                    ${now}::timestamptz as now, ${now}::timestamptz at time zone ${scope.timeZone}::text as local_now
               from public.businesses b
              where b.id = ${scope.businessId}`;
}

/** An instant selected as epoch milliseconds, read back as ISO 8601. */
export const epochMs = (instant: SQL) => sql`extract(epoch from ${instant}) * 1000`;
export const isoFromEpochMs = (epoch: unknown) => new Date(Number(epoch)).toISOString();
