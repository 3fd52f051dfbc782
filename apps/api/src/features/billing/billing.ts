import { billingPrices, billingSubscriptions } from '@carat/db';
import type { Tier } from '@carat/domain';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { customerOf, ensureCustomer } from '#api/features/billing/customers.ts';
import { subscriptionStatus } from '#api/features/billing/entitlement.ts';
import { syncCustomer } from '#api/features/billing/sync.ts';
import { AppError } from '#api/lib/errors.ts';
import type { SystemScope } from '#api/scope.ts';

/**
 * Billing for the signed-in user (Settings → Billing, /payment): a plan belongs to the account, not to a
 * business, and the billing rows are no tenant's to read, so these run as the server (a system scope,
 * the API's own connection) with the caller's verified identity as input. Stripe is the deps' client
 * (the local sandbox stands in for it in embedded mode).
 */

export interface BillingUser {
  id: string;
  email: string | null;
}

/** The prices that can be bought (no front end hard-codes a price id), cheapest first per currency. */
export async function activePrices(scope: SystemScope) {
  const rows = await scope.tx
    .select()
    .from(billingPrices)
    // The free CZ price is started without Checkout (startFreePlan), never bought.
    .where(and(eq(billingPrices.active, true), gt(billingPrices.amountMinor, 0)))
    .orderBy(asc(billingPrices.currency), asc(billingPrices.amountMinor));
  return rows.map((p) => ({
    priceId: p.priceId,
    productId: p.productId,
    plan: p.plan,
    interval: p.interval,
    amount: p.amountMinor,
    currency: p.currency,
  }));
}

/**
 * Where to send the browser to buy an allowlisted price: Stripe Checkout, or the billing portal for a
 * subscriber (who changes plan there rather than starting a second subscription).
 */
export async function checkoutUrl(
  scope: SystemScope,
  input: { user: BillingUser; priceId: string },
): Promise<string> {
  const { db, stripe, config } = scope.deps;
  const { user, priceId } = input;
  const [price] = await scope.tx
    .select()
    .from(billingPrices)
    .where(
      and(
        eq(billingPrices.priceId, priceId),
        eq(billingPrices.active, true),
        gt(billingPrices.amountMinor, 0),
      ),
    );
  if (!price) throw new AppError('price_not_allowed', 'This price cannot be bought', 400);
  const customer = await ensureCustomer(db, stripe, { id: user.id, email: user.email });
  const current = await subscriptionStatus(scope.tx, user.id);
  // A free CZ start has no card: its upgrade is a Checkout (the free subscription ends once it is paid,
  // see sync.ts), not the portal.
  if (current.subscribed && !(await onFreePlanOnly(scope, user.id))) {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${config.DASHBOARD_URL}/dashboard`,
    });
    return portal.url;
  }
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: `${config.DASHBOARD_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.DASHBOARD_URL}/payment?canceled=true`,
    metadata: { user_id: user.id },
    customer_update: { address: 'auto' },
  });
  if (!session.url) throw new AppError('checkout_failed', 'No checkout page was returned', 502);
  return session.url;
}

/**
 * 'Commencer gratuitement': a CZ subscription on the allowlisted free price, started on Stripe
 * without Checkout and without collecting a card (`payment_behavior: error_if_incomplete`: a priced
 * subscription would be refused, never left unpaid). Read back at once so the route guard lets the user
 * in; a user already subscribed just goes to the dashboard. Upgrading later is the normal Checkout (the
 * portal once subscribed).
 */
export async function startFreePlan(scope: SystemScope, user: BillingUser): Promise<string> {
  const { db, stripe, config, entitlements } = scope.deps;
  const dashboard = `${config.DASHBOARD_URL}/dashboard`;
  if ((await subscriptionStatus(scope.tx, user.id)).subscribed) return dashboard;
  const [price] = await scope.tx
    .select()
    .from(billingPrices)
    .where(
      and(eq(billingPrices.active, true), eq(billingPrices.plan, 'CZ'), eq(billingPrices.amountMinor, 0)),
    )
    .limit(1);
  if (!price) throw new AppError('free_plan_unavailable', 'No free CZ price is allowlisted', 409);
  const customer = await ensureCustomer(db, stripe, { id: user.id, email: user.email });
  await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: price.priceId }],
      payment_behavior: 'error_if_incomplete',
      metadata: { user_id: user.id, start: 'free' },
    },
    // One free start per user and day, however often the button is pressed.
    { idempotencyKey: `free-cz-${user.id}-${scope.now.toISOString().slice(0, 10)}` },
  );
  await syncCustomer(db, stripe, customer, entitlements);
  return dashboard;
}

/** Whether the user's own live subscriptions are all free (the free CZ start): none of them has a card. */
async function onFreePlanOnly(scope: SystemScope, userId: string): Promise<boolean> {
  const live = await scope.tx
    .select({ amount: billingPrices.amountMinor })
    .from(billingSubscriptions)
    .leftJoin(billingPrices, eq(billingPrices.priceId, billingSubscriptions.priceId))
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        sql`public.subscription_is_live(${billingSubscriptions.status}, ${billingSubscriptions.cancelAt}, now())`,
      ),
    );
  return live.length > 0 && live.every((row) => row.amount === 0);
}

/** The billing portal, to switch plan, change card or cancel (404 before any checkout). */
export async function portalUrl(scope: SystemScope, userId: string): Promise<string> {
  const { stripe, config } = scope.deps;
  const customer = await customerOf(scope.tx, userId);
  if (!customer) throw new AppError('no_billing_account', 'There is no subscription to manage yet', 404);
  const portal = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${config.DASHBOARD_URL}/dashboard`,
  });
  return portal.url;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The caller's plan, price, next billing date and card (Settings → Billing). */
export async function billingSummary(scope: SystemScope, userId: string) {
  const status = await subscriptionStatus(scope.tx, userId);
  const [row] = await scope.tx
    .select({ sub: billingSubscriptions, price: billingPrices })
    .from(billingSubscriptions)
    .leftJoin(billingPrices, eq(billingPrices.priceId, billingSubscriptions.priceId))
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        sql`public.subscription_is_live(${billingSubscriptions.status}, ${billingSubscriptions.cancelAt}, now())`,
      ),
    )
    // The subscription that gives the plan (the best live one, as the plan rule reads it), not the one
    // that runs longest: after the free start, the paid plan's card and price, not the free CZ's none.
    .orderBy(
      sql`public.tier_rank(${billingSubscriptions.plan}) desc`,
      desc(billingSubscriptions.currentPeriodEnd),
    )
    .limit(1);
  return {
    subscribed: status.subscribed,
    plan: (status.plan ?? null) as Tier | null,
    status: row?.sub.status ?? null,
    interval: row?.sub.interval ?? null,
    amount: row?.price?.amountMinor ?? null,
    currency: row?.price?.currency ?? null,
    nextBillingDate: row && !row.sub.cancelAtPeriodEnd ? iso(row.sub.currentPeriodEnd) : null,
    cancelAt: iso(row?.sub.cancelAt ?? null),
    cardBrand: row?.sub.cardBrand ?? null,
    cardLast4: row?.sub.cardLast4 ?? null,
  };
}
