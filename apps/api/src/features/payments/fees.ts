import type { clientPayments } from '@carat/db';
import type { Tier } from '@carat/domain';
import type { BillingConfig } from '#api/features/billing/index.ts';

export type ClientPaymentRow = typeof clientPayments.$inferSelect;

/**
 * The platform's share of a payment made on a jeweller's account: the plan's rate in basis points
 * (configured; none by default), rounded down to a whole minor unit so it never exceeds the rate.
 */
export function applicationFeeOf(
  billing: Pick<BillingConfig, 'applicationFeeBps'>,
  plan: Tier,
  amountMinor: number,
): number {
  const bps = billing.applicationFeeBps[plan] ?? 0;
  return Math.floor((amountMinor * bps) / 10_000);
}
