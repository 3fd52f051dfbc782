import { sql } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

export type PaymentReportKind = 'booking' | 'order' | 'invoice';

export interface PaymentReportRow {
  currency: string;
  kind: PaymentReportKind;
  count: number;
  receivedMinor: number;
  feesMinor: number;
  refundsMinor: number;
  netMinor: number;
}

/**
 * `GET /v1/payments/report?from&to`: what the jeweller's clients paid online in a period (days in the
 * business's time zone, both included), the platform's application fees on those payments, and the
 * refunds made in the period (whenever the payment was), by what was paid for (booking deposits,
 * orders, invoices) and currency. Net = received − fees − refunds. Stripe's own fees are the jeweller's,
 * on their Stripe account: not known here.
 */
export async function paymentReport(scope: TenantScope, input: { from: string; to: string }) {
  const { tx, businessId, timeZone } = scope;
  const kindOf = (column: string) =>
    sql.raw(
      `case ${column} when 'booking_deposit' then 'booking' when 'invoice' then 'invoice' else 'order' end`,
    );
  const { rows } = await tx.execute<{
    currency: string;
    kind: PaymentReportKind;
    count: number;
    received: number;
    fees: number;
    refunds: number;
  }>(sql`
    with bounds as (
      select (${input.from}::date::timestamp at time zone ${timeZone}) as start_at,
             ((${input.to}::date + 1)::timestamp at time zone ${timeZone}) as end_at
    ),
    received as (
      select p.currency, ${kindOf('p.kind')} as kind, count(*)::int as count,
             sum(p.amount_minor)::bigint as received, sum(p.application_fee_minor)::bigint as fees
        from public.client_payments p, bounds b
       where p.business_id = ${businessId} and p.status = 'paid'
         and p.paid_at >= b.start_at and p.paid_at < b.end_at
       group by 1, 2
    ),
    refunded as (
      select r.currency, ${kindOf('p.kind')} as kind, sum(r.amount_minor)::bigint as refunds
        from public.payment_refunds r
        join public.client_payments p on p.id = r.payment_id, bounds b
       where r.business_id = ${businessId} and r.created_at >= b.start_at and r.created_at < b.end_at
       group by 1, 2
    )
    select coalesce(a.currency, f.currency) as currency, coalesce(a.kind, f.kind) as kind,
           coalesce(a.count, 0) as count, coalesce(a.received, 0) as received, coalesce(a.fees, 0) as fees,
           coalesce(f.refunds, 0) as refunds
      from received a full join refunded f on f.currency = a.currency and f.kind = a.kind
     order by 1, 2`);
  const items: PaymentReportRow[] = rows.map((row) => {
    const received = Number(row.received);
    const fees = Number(row.fees);
    const refunds = Number(row.refunds);
    return {
      currency: row.currency.trim(),
      kind: row.kind,
      count: Number(row.count),
      receivedMinor: received,
      feesMinor: fees,
      refundsMinor: refunds,
      netMinor: received - fees - refunds,
    };
  });
  const totals = new Map<string, Omit<PaymentReportRow, 'kind'>>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? {
      currency: item.currency,
      count: 0,
      receivedMinor: 0,
      feesMinor: 0,
      refundsMinor: 0,
      netMinor: 0,
    };
    total.count += item.count;
    total.receivedMinor += item.receivedMinor;
    total.feesMinor += item.feesMinor;
    total.refundsMinor += item.refundsMinor;
    total.netMinor += item.netMinor;
    totals.set(item.currency, total);
  }
  return { from: input.from, to: input.to, items, totals: [...totals.values()] };
}
