import { billingPrices, billingSubscriptions, type Database, type Executor } from '@carat/db';
import { inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { userOfCustomer } from './customers.ts';

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export interface CustomerState {
  customerId: string;
  userId: string;
  subscriptions: Stripe.Subscription[];
  /** When Stripe was read: a write never replaces rows that came from a later read. */
  readAt: Date;
}

/** Reads a customer's subscriptions from Stripe (network; no transaction is held meanwhile). */
export async function readCustomer(
  db: Executor,
  stripe: Stripe,
  customerId: string,
): Promise<CustomerState | null> {
  const userId = await userOfCustomer(db, stripe, customerId);
  if (!userId) return null;
  const readAt = new Date();
  const subscriptions: Stripe.Subscription[] = [];
  for await (const subscription of stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    expand: ['data.default_payment_method'],
    limit: 100,
  })) {
    subscriptions.push(subscription);
  }
  return { customerId, userId, subscriptions, readAt };
}

/**
 * Upserts what Stripe said: whatever order webhooks arrive in, the rows end in Stripe's current state —
 * two deliveries handled at once (one read Stripe before a change, the other after) cannot leave the older
 * read's rows: a row is replaced only by a read at least as recent as the one it came from (`synced_at`).
 * A price outside the allowlist counts as CZ (the spec: any other product means CZ).
 */
export async function writeCustomer(tx: Executor, state: CustomerState): Promise<number> {
  const { subscriptions, customerId, userId } = state;
  if (subscriptions.length === 0) return 0;
  const priceIds = subscriptions
    .map((s) => s.items.data[0]?.price.id)
    .filter((id): id is string => Boolean(id));
  const allowed = await tx.select().from(billingPrices).where(inArray(billingPrices.priceId, priceIds));
  const byPrice = new Map(allowed.map((p) => [p.priceId, p]));

  const rows = subscriptions.map((s) => {
    const item = s.items.data[0];
    const price = item?.price;
    const known = price ? byPrice.get(price.id) : undefined;
    const method = typeof s.default_payment_method === 'object' ? s.default_payment_method : null;
    return {
      id: s.id,
      userId,
      stripeCustomerId: customerId,
      status: s.status,
      priceId: price?.id ?? null,
      productId: price ? (typeof price.product === 'string' ? price.product : price.product.id) : null,
      plan: known?.plan ?? ('CZ' as const),
      interval:
        known?.interval ??
        (price?.recurring?.interval === 'year' ? ('yearly' as const) : ('monthly' as const)),
      // Since API version 2025-03-31 the period lives on the items, not on the subscription.
      currentPeriodEnd: at(item?.current_period_end),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      cancelAt: at(s.cancel_at),
      canceledAt: at(s.canceled_at),
      trialEnd: at(s.trial_end),
      cardBrand: method?.card?.brand ?? null,
      cardLast4: method?.card?.last4 ?? null,
      createdAt: at(s.created) ?? new Date(),
      syncedAt: state.readAt,
    };
  });
  await tx
    .insert(billingSubscriptions)
    .values(rows)
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: {
        status: sql`excluded.status`,
        priceId: sql`excluded.price_id`,
        productId: sql`excluded.product_id`,
        plan: sql`excluded.plan`,
        interval: sql`excluded.interval`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        cancelAt: sql`excluded.cancel_at`,
        canceledAt: sql`excluded.canceled_at`,
        trialEnd: sql`excluded.trial_end`,
        cardBrand: sql`excluded.card_brand`,
        cardLast4: sql`excluded.card_last4`,
        syncedAt: sql`excluded.synced_at`,
      },
      setWhere: sql`${billingSubscriptions.syncedAt} <= excluded.synced_at`,
    });
  return rows.length;
}

/** Re-reads a customer from Stripe and stores the result (then the user's cached check is dropped). */
export async function syncCustomer(
  db: Database,
  stripe: Stripe,
  customerId: string,
  entitlements?: { forget(userId: string): void },
): Promise<number> {
  const state = await readCustomer(db, stripe, customerId);
  if (!state) return 0;
  const written = await db.transaction((tx) => writeCustomer(tx, state));
  await endFreeAfterUpgrade(stripe, state);
  entitlements?.forget(state.userId);
  return written;
}

const live = (s: Stripe.Subscription) => s.status === 'active' || s.status === 'trialing';
const free = (s: Stripe.Subscription) => s.items.data[0]?.price.unit_amount === 0;

/**
 * A free CZ start upgraded through Checkout: once a paid subscription is live, the free one ends on
 * Stripe (its 'deleted' event then updates the rows). Idempotent: a second sync finds nothing to end.
 */
async function endFreeAfterUpgrade(stripe: Stripe, state: CustomerState) {
  if (!state.subscriptions.some((s) => live(s) && !free(s))) return;
  for (const subscription of state.subscriptions.filter((s) => live(s) && free(s))) {
    await stripe.subscriptions.cancel(subscription.id);
  }
}
