import Stripe from 'stripe';
import type { Scope } from '#api/scope.ts';

/**
 * The Stripe calls of account deletion (through the same client as billing, so the sandbox stands in):
 * the subscriptions end at their period's end, without refund (terms: a started period stays due), and at
 * the deletion date the customer is deleted.
 */

/** Subscriptions Stripe still bills. */
const BILLED = new Set<string>(['active', 'trialing', 'past_due', 'unpaid']);

const missing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/**
 * Sets every billed subscription of the customer to cancel at its period's end and answers the ones it
 * changed. One already ending (cancelled in the portal) is left alone. If a call fails, those already
 * changed are put back before the error goes on.
 */
export async function cancelSubscriptionsAtPeriodEnd(scope: Scope, customerId: string): Promise<string[]> {
  const { stripe } = scope.deps;
  const changed: string[] = [];
  try {
    for await (const subscription of stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 100,
    })) {
      if (!BILLED.has(subscription.status)) continue;
      if (subscription.cancel_at_period_end || subscription.cancel_at) continue;
      await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      changed.push(subscription.id);
    }
  } catch (error) {
    await resumeSubscriptions(scope, changed).catch(() => []);
    throw error;
  }
  return changed;
}

/** Takes back the cancellation of these subscriptions, where they are still billed; answers those resumed. */
export async function resumeSubscriptions(scope: Scope, ids: readonly string[]): Promise<string[]> {
  const { stripe } = scope.deps;
  const resumed: string[] = [];
  for (const id of ids) {
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (missing(error)) continue;
      throw error;
    }
    // Ended meanwhile (its period ran out): nothing left to resume; a new checkout is needed.
    if (!BILLED.has(subscription.status) || !subscription.cancel_at_period_end) continue;
    await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    resumed.push(id);
  }
  return resumed;
}

/**
 * Deletes the Stripe customer: Stripe ends its subscriptions at once (no refund, no further charge) and
 * keeps only what it must for its own records. A customer already deleted is not an error.
 */
export async function deleteStripeCustomer(scope: Scope, customerId: string): Promise<void> {
  try {
    await scope.deps.stripe.customers.del(customerId);
  } catch (error) {
    if (!missing(error)) throw error;
  }
}
