import { billingSubscriptions, type Database } from '@carat/db';
import { inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describeError, type Logger } from '#api/lib/logger.ts';
import { syncCustomer } from './sync.ts';

/**
 * The nightly safety net: every customer with a live subscription is read again from Stripe, so a
 * webhook that never arrived cannot leave a wrong state for longer than a day.
 */
export async function reconcileLiveCustomers(
  db: Database,
  stripe: Stripe,
  logger: Logger,
  entitlements?: { forget(userId: string): void },
): Promise<number> {
  const customers = await db
    .selectDistinct({ id: billingSubscriptions.stripeCustomerId })
    .from(billingSubscriptions)
    .where(inArray(billingSubscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']));
  let synced = 0;
  for (const { id } of customers) {
    try {
      await syncCustomer(db, stripe, id, entitlements);
      synced++;
    } catch (error) {
      logger.warn('reconcile: customer failed', { customer: id, ...describeError(error) });
    }
  }
  logger.info('reconcile: done', { customers: customers.length, synced });
  return synced;
}
