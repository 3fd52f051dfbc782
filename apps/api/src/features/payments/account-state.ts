import type Stripe from 'stripe';

/** The columns Stripe's account gives. */
export function accountColumns(account: Stripe.Account) {
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: account.requirements?.currently_due ?? [],
    livemode: (account as { livemode?: boolean }).livemode ?? false,
    syncedAt: new Date(),
  };
}
