import { averageRatingFromTotals } from '@carat/domain/reviews';
import { type AnalyticsMonths, sharePercent } from '@carat/domain/stats';
import { type SQL, sql } from 'drizzle-orm';
import {
  type ActivityFigures,
  type ActivityTarget,
  activityBetween,
  businessClock,
  comparedActivityColumns,
  epochMs,
  isoFromEpochMs,
  readActivityFigures,
} from '#api/features/analytics/activity.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The analytics page (docs/decisions/014-analytics-figures.md): the month's four tiles against the same
 * part of the month before, its popular products, client engagement and the monthly performance of the
 * last `months` calendar months, all in the business's time zone, under the caller's row-level security.
 */
export interface AnalyticsReport {
  months: number;
  timeZone: string;
  currency: string;
  /** The current month so far, and the same span of the month before (its 1st up to the same day and hour). */
  month: { from: string; to: string };
  previousMonth: { from: string; to: string };
  /** The first instant of the oldest month shown: the engagement figures run from here to now. */
  since: string;
  tiles: ActivityFigures;
  popularProducts: PopularProduct[];
  engagement: ClientEngagement;
  monthly: MonthPerformance[];
}

export interface PopularProduct {
  /** The spelling used most for the piece. */
  name: string;
  /** Orders of the month naming it, cancelled ones excepted. */
  orders: number;
  /** What those orders are worth, before VAT, in minor units of the business's currency. */
  orderedMinor: number;
  /** Showroom enquiries of the month naming it: lines of enquiry baskets and bookings about the piece. */
  enquiries: number;
}

export interface ClientEngagement {
  /** Clients who ordered in the months, and those of them who have ordered at least twice in all. */
  repeatClients: { clients: number; repeat: number; sharePercent: number | null };
  /** Orders created in the months (cancelled ones excepted): their average value before VAT. */
  averageOrder: { orders: number; valueMinor: number | null };
  /** The published reviews, all of them, as the showroom shows them: the average to one decimal. */
  satisfaction: { reviews: number; average: number | null };
  /** Showroom bookings received in the months and confirmed: the median wait, in whole minutes. */
  responseTime: { bookings: number; medianMinutes: number | null };
}

export interface MonthPerformance {
  /** YYYY-MM, in the business's time zone. */
  month: string;
  from: string;
  /** The next month's first instant, or now for the current month. */
  to: string;
  revenue: number;
  orders: number;
  newClients: number;
  appointments: number;
}

/** The rows measured: the scope's business, money in its currency (`bounds.currency`). */
const targetOf = (scope: TenantScope): ActivityTarget => ({
  businessId: scope.businessId,
  currency: sql`bounds.currency`,
});

/**
 * `clock` and `bounds` for a query: the current month from its local 1st (`month_from`) up to now; the
 * same span of the previous month (`previous_from`, `previous_to`: its 1st up to the same day and hour,
 * never past its end); the first instant of the oldest of the `months` months (`window_from`).
 */
function monthBounds(scope: TenantScope, months: number): SQL {
  return sql`clock as (${businessClock(scope)}), local as (
      select clock.*, date_trunc('month', local_now) as month_local from clock
    ), bounds as (
      select time_zone, currency, now, month_local,
             month_local at time zone time_zone as month_from,
             (month_local - interval '1 month') at time zone time_zone as previous_from,
             least(month_local - interval '1 month' + (local_now - month_local), month_local)
               at time zone time_zone as previous_to,
             (month_local - make_interval(months => ${months - 1})) at time zone time_zone as window_from
        from local
    )`;
}

interface BoundsRow extends Record<string, unknown> {
  time_zone: string;
  currency: string;
  month_from: number;
  now: number;
  previous_from: number;
  previous_to: number;
  window_from: number;
}

/** The tiles, with the periods they cover. */
async function monthTiles(scope: TenantScope, months: number) {
  const { rows } = await scope.tx.execute<BoundsRow>(sql`
    with ${monthBounds(scope, months)}
    select bounds.time_zone, bounds.currency,
           ${epochMs(sql`bounds.month_from`)} as month_from, ${epochMs(sql`bounds.now`)} as now,
           ${epochMs(sql`bounds.previous_from`)} as previous_from,
           ${epochMs(sql`bounds.previous_to`)} as previous_to,
           ${epochMs(sql`bounds.window_from`)} as window_from,
           ${comparedActivityColumns(targetOf(scope), {
             currentFrom: sql`bounds.month_from`,
             currentTo: sql`bounds.now`,
             previousFrom: sql`bounds.previous_from`,
             previousTo: sql`bounds.previous_to`,
           })}
      from bounds`);
  const row = rows[0];
  if (!row) throw AppError.notFound('Business');
  return { row, tiles: readActivityFigures(row) };
}

/** The last `months` calendar months, oldest first, each with the home's measures (new clients for clients). */
async function monthlyPerformance(scope: TenantScope, months: number): Promise<MonthPerformance[]> {
  const target = targetOf(scope);
  const between = (measure: Parameters<typeof activityBetween>[0]) =>
    activityBetween(measure, target, sql`m.from_at`, sql`m.to_at`);
  const { rows } = await scope.tx.execute<Record<string, unknown>>(sql`
    with ${monthBounds(scope, months)}, month_list as (
      select to_char(local_month, 'YYYY-MM') as month,
             local_month at time zone bounds.time_zone as from_at,
             least((local_month + interval '1 month') at time zone bounds.time_zone, bounds.now) as to_at
        from bounds
       cross join generate_series(
         bounds.month_local - make_interval(months => ${months - 1}), bounds.month_local, interval '1 month'
       ) local_month
    )
    select m.month, ${epochMs(sql`m.from_at`)} as from_at, ${epochMs(sql`m.to_at`)} as to_at,
           ${between('revenue')} as revenue, ${between('orders')} as orders,
           ${between('clients')} as new_clients, ${between('appointments')} as appointments
      from month_list m cross join bounds
     order by m.month`);
  return rows.map((r) => ({
    month: String(r.month),
    from: isoFromEpochMs(r.from_at),
    to: isoFromEpochMs(r.to_at),
    revenue: Number(r.revenue),
    orders: Number(r.orders),
    newClients: Number(r.new_clients),
    appointments: Number(r.appointments),
  }));
}

/** How two spellings of a piece are told apart: not by case, accents or spaces. */
const pieceKey = (name: SQL) =>
  sql`btrim(regexp_replace(public.normalize_search(${name}), '[[:space:]]+', ' ', 'g'))`;

/**
 * The month's most ordered pieces (orders' items, grouped without case or accents), with the showroom's
 * enquiries naming them (basket lines, bookings about a product), at most `limit`.
 */
async function popularProducts(scope: TenantScope, limit = 5): Promise<PopularProduct[]> {
  const { businessId } = scope;
  const { rows } = await scope.tx.execute<Record<string, unknown>>(sql`
    with ${monthBounds(scope, 1)}, mentions as (
      select btrim(x.item) as name, 1 as orders, 0 as enquiries,
             case when x.currency = bounds.currency then x.amount_minor else 0 end as ordered
        from public.orders x cross join bounds
       where x.business_id = ${businessId} and x.status <> 'cancelled'
         and x.created_at >= bounds.month_from and x.created_at < bounds.now
      union all
      select btrim(line ->> 'name'), 0, 1, 0
        from public.showroom_leads l cross join bounds cross join lateral jsonb_array_elements(l.items) line
       where l.business_id = ${businessId} and l.kind = 'basket'
         and l.created_at >= bounds.month_from and l.created_at < bounds.now
         and btrim(coalesce(line ->> 'name', '')) <> ''
      union all
      select btrim(p.name), 0, 1, 0
        from public.appointments a join public.products p on p.id = a.product_id cross join bounds
       where a.business_id = ${businessId}
         and a.created_at >= bounds.month_from and a.created_at < bounds.now
    )
    select mode() within group (order by name) as name, sum(orders)::int as orders,
           sum(enquiries)::int as enquiries, sum(ordered)::bigint as ordered
      from mentions
     group by ${pieceKey(sql`name`)}
     order by orders desc, enquiries desc, ordered desc, name
     limit ${limit}`);
  return rows.map((r) => ({
    name: String(r.name),
    orders: Number(r.orders),
    orderedMinor: Number(r.ordered),
    enquiries: Number(r.enquiries),
  }));
}

/**
 * Client engagement over the months: repeat clients, average order, satisfaction (every published
 * review) and the showroom's response time. A showroom booking is told from the jeweller's own by its
 * deposit: the showroom always records one, the back office never does (012); the back office's are
 * confirmed as they are made and would only bring the median down to nothing.
 */
async function clientEngagement(scope: TenantScope, months: number): Promise<ClientEngagement> {
  const { businessId } = scope;
  const { rows } = await scope.tx.execute<Record<string, unknown>>(sql`
    with ${monthBounds(scope, months)}, buyers as (
      select count(*) as orders, bool_or(o.created_at >= bounds.window_from) as recent
        from public.orders o cross join bounds
       where o.business_id = ${businessId} and o.status <> 'cancelled' and o.client_id is not null
         and o.created_at < bounds.now
       group by o.client_id
    )
    select
      (select count(*) from buyers where recent) as clients,
      (select count(*) from buyers where recent and orders >= 2) as repeat,
      a.orders, a.average,
      r.reviews, r.stars,
      t.bookings, t.median_seconds
      from bounds
     cross join lateral (
       select count(*) as orders, round(avg(x.amount_minor))::bigint as average
         from public.orders x
        where x.business_id = ${businessId} and x.status <> 'cancelled' and x.currency = bounds.currency
          and x.created_at >= bounds.window_from and x.created_at < bounds.now
     ) a
     cross join lateral (
       select count(*) as reviews, coalesce(sum(x.rating), 0)::bigint as stars
         from public.reviews x
        where x.business_id = ${businessId} and x.status = 'published'
     ) r
     cross join lateral (
       select count(*) as bookings,
              percentile_cont(0.5) within group (order by extract(epoch from x.confirmed_at - x.created_at))
                as median_seconds
         from public.appointments x
        where x.business_id = ${businessId} and x.deposit_status <> 'none' and x.confirmed_at is not null
          and x.created_at >= bounds.window_from and x.created_at < bounds.now
     ) t`);
  const row = rows[0];
  if (!row) throw AppError.notFound('Business');
  const clients = Number(row.clients);
  const repeat = Number(row.repeat);
  const reviews = Number(row.reviews);
  return {
    repeatClients: { clients, repeat, sharePercent: sharePercent(repeat, clients) },
    averageOrder: {
      orders: Number(row.orders),
      valueMinor: row.average === null ? null : Number(row.average),
    },
    satisfaction: {
      reviews,
      average: reviews === 0 ? null : averageRatingFromTotals(Number(row.stars), reviews),
    },
    responseTime: {
      bookings: Number(row.bookings),
      medianMinutes: row.median_seconds === null ? null : Math.round(Number(row.median_seconds) / 60),
    },
  };
}

/** Everything the analytics page shows, over the last `months` calendar months up to the scope's `now`. */
export async function analyticsReport(scope: TenantScope, months: AnalyticsMonths): Promise<AnalyticsReport> {
  const count = Number(months);
  // One statement at a time: they share the request's transaction (and its connection).
  const { row, tiles } = await monthTiles(scope, count);
  const monthly = await monthlyPerformance(scope, count);
  const products = await popularProducts(scope);
  const engagement = await clientEngagement(scope, count);
  return {
    months: count,
    timeZone: row.time_zone,
    currency: row.currency,
    month: { from: isoFromEpochMs(row.month_from), to: isoFromEpochMs(row.now) },
    previousMonth: { from: isoFromEpochMs(row.previous_from), to: isoFromEpochMs(row.previous_to) },
    since: isoFromEpochMs(row.window_from),
    tiles,
    popularProducts: products,
    engagement,
    monthly,
  };
}
