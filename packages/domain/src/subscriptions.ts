import { compareTiers, isTier, type Tier } from './tiers.ts';

/**
 * "The business's plan", decided once (ADR 044). A subscription is live when Stripe says it is
 * active or trialing and its cancellation date, if any, has not passed (access ends then, even before
 * Stripe's 'deleted' event arrives). A business works under its owners' highest live plan; none is null
 * (the API answers 402, the public showroom shows CZ). SQL twins: public.subscription_is_live and
 * private.plan_of_business (migration 0042); packages/db/src/plan-rule.test.ts checks they agree.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export interface SubscriptionState {
  status: string;
  plan: string | null;
  cancelAt: Date | null;
}

export function isLiveSubscription(subscription: Omit<SubscriptionState, 'plan'>, at: Date): boolean {
  return (
    (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) &&
    (subscription.cancelAt === null || subscription.cancelAt.getTime() > at.getTime())
  );
}

/** The highest plan among the live subscriptions (the owners' of one business), or null when none. */
export function planOfSubscriptions(subscriptions: readonly SubscriptionState[], at: Date): Tier | null {
  let best: Tier | null = null;
  for (const subscription of subscriptions) {
    if (!isLiveSubscription(subscription, at) || !isTier(subscription.plan)) continue;
    if (best === null || compareTiers(subscription.plan, best) > 0) best = subscription.plan;
  }
  return best;
}
