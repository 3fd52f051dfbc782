import { billingWebhookEvents, type Database } from '@carat/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '#api/lib/errors.ts';
import { readCustomer, writeCustomer } from './sync.ts';

/** The events that can change a customer's subscriptions; every one triggers a full re-read. */
const RELEVANT = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  if (!object.customer) return null;
  return typeof object.customer === 'string' ? object.customer : object.customer.id;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer';

/** Stripe's own tolerance for old events, applied to events dated in the future as well. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header, in seconds, or null. */
function signedAt(signature: string): number | null {
  const match = /(?:^|,)\s*t=(\d+)/.exec(signature);
  return match ? Number(match[1]) : null;
}

/** A Stripe event verified over the raw body with `secret`, or 400 `invalid_signature`. */
export async function verifyStripeEvent(
  stripe: Stripe,
  secret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw new AppError('invalid_signature', 'Missing Stripe-Signature header', 400);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('invalid_signature', 'Webhook signature verification failed', 400);
  }
  // The library refuses signatures older than the tolerance, not ones dated ahead: a replay window.
  const timestamp = signedAt(signature);
  if (timestamp === null || timestamp > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw new AppError('invalid_signature', 'Webhook timestamp outside the tolerance zone', 400);
  }
  return event;
}

/**
 * One Stripe event, verified over the raw body. A redelivered event is answered and ignored; an event
 * we do not use is answered (or Stripe would retry and eventually disable the endpoint); a relevant one
 * re-syncs its customer in the same transaction that records the event, so a failure records nothing
 * and the 500 makes Stripe retry.
 */
export async function handleStripeWebhook(
  db: Database,
  stripe: Stripe,
  secret: string,
  rawBody: string,
  signature: string | undefined,
  entitlements?: { forget(userId: string): void },
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(stripe, secret, rawBody, signature);
  const [seen] = await db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, event.id));
  if (seen) return 'duplicate';
  // Stripe is read before the transaction opens, so no transaction waits on the network.
  const customer = RELEVANT.has(event.type) ? customerOfEvent(event) : null;
  const state = customer ? await readCustomer(db, stripe, customer) : null;
  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id });
    if (inserted.length === 0) return 'duplicate' as const;
    if (!RELEVANT.has(event.type)) return 'ignored' as const;
    // A customer that is not ours: recorded (so a redelivery is a duplicate) and answered 200.
    if (customer && !state) return 'unknown_customer' as const;
    if (state) await writeCustomer(tx, state);
    return 'applied' as const;
  });
  // Forgotten after the commit, so no reader can cache the old state again.
  if (state) entitlements?.forget(state.userId);
  return outcome;
}
