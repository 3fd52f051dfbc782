import { billingPrices, billingSubscriptions } from '@carat/db';
import { createRoute } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { customerOf, ensureCustomer } from '#api/billing/customers.ts';
import { subscriptionStatus } from '#api/billing/entitlement.ts';
import { syncCustomer } from '#api/billing/sync.ts';
import { AppError } from '#api/lib/errors.ts';
import {
  jsonBody,
  jsonInput,
  jsonResponse,
  optionalJsonBody,
  router,
  tenantErrors,
} from '#api/lib/openapi.ts';
import { authenticate, requireUser } from '#api/middleware/auth.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';

const SubscriptionStatus = z
  .object({
    subscribed: z.boolean(),
    product_id: z.string().nullable(),
    subscription_end: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionStatus' });
const Url = z.object({ url: z.url() }).meta({ id: 'RedirectUrl' });
const Price = z
  .object({
    priceId: z.string(),
    productId: z.string(),
    plan: z.enum(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']),
    interval: z.enum(['monthly', 'yearly']),
    amount: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'Price' });
const BillingSummary = z
  .object({
    subscribed: z.boolean(),
    plan: z.enum(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']).nullable(),
    status: z.string().nullable(),
    interval: z.enum(['monthly', 'yearly']).nullable(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    nextBillingDate: z.string().nullable(),
    cancelAt: z.string().nullable(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
  })
  .meta({ id: 'BillingSummary' });

const fn = { tags: ['Billing'], security: [{ bearer: [] }] };

/** A Checkout session id as Stripe writes it (cs_test_…, cs_live_…): anything else never reaches Stripe. */
const SessionId = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_-]+$/, 'Not a Checkout session id');
const CheckSubscriptionBody = z.object({ session_id: SessionId.optional() }).strict();

const checkSubscription = createRoute({
  ...fn,
  method: 'post',
  path: '/functions/v1/check-subscription',
  summary: "Is the caller subscribed? (with a Checkout return's session_id, syncs that session first)",
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: CheckSubscriptionBody },
      },
    },
  },
  responses: { 200: jsonResponse(SubscriptionStatus, 'The subscription state'), ...tenantErrors },
});
const createCheckout = createRoute({
  ...fn,
  method: 'post',
  path: '/functions/v1/create-checkout',
  summary: 'A Checkout page for an allowlisted price (the portal instead, for a subscriber)',
  request: { body: jsonBody(z.object({ priceId: z.string().min(1).max(255) }).strict()) },
  responses: { 200: jsonResponse(Url, 'Where to send the browser'), ...tenantErrors },
});
const customerPortal = createRoute({
  ...fn,
  method: 'post',
  path: '/functions/v1/customer-portal',
  summary: 'The billing portal, to switch plan, change card or cancel',
  request: {
    body: { required: false, content: { 'application/json': { schema: z.object({}).strict() } } },
  },
  responses: { 200: jsonResponse(Url, 'Where to send the browser'), ...tenantErrors },
});
const listPrices = createRoute({
  tags: ['Billing'],
  method: 'get',
  path: '/billing/prices',
  summary: 'The prices that can be bought (no front end hard-codes a price id)',
  responses: { 200: jsonResponse(z.object({ prices: z.array(Price) }), 'The allowlist') },
});
const summary = createRoute({
  ...fn,
  method: 'get',
  path: '/billing/summary',
  summary: "The caller's plan, price, next billing date and card (Settings → Billing)",
  responses: { 200: jsonResponse(BillingSummary, 'The billing summary'), ...tenantErrors },
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The spec's three server functions, the public price list and the billing summary. */
export function billingRoutes() {
  const app = router();
  app.use('/functions/v1/create-checkout', requireUser);
  app.use('/functions/v1/customer-portal', requireUser);
  app.use('/billing/summary', requireUser);
  // Checkout and portal sessions cost a Stripe call each: a caller may not create them in a loop.
  app.use(
    '/functions/v1/create-checkout',
    rateLimit({ name: 'checkout', windowMs: 60_000, max: 10, key: (c) => c.var.user.id }),
  );
  app.use(
    '/functions/v1/customer-portal',
    rateLimit({ name: 'portal', windowMs: 60_000, max: 10, key: (c) => c.var.user.id }),
  );

  // The subscription check is the hottest call (every dashboard tab, every 60 s): a plain route, with the
  // caller verified inline and the body read only when there is one (a Checkout return's session_id) —
  // each middleware layer or body parse saved is measurable in bench/check-subscription. The OpenAPI
  // document still describes it.
  app.openAPIRegistry.registerPath(checkSubscription);
  return app
    .openapi(createCheckout, async (c) => {
      const { db, stripe, config } = c.var.deps;
      const user = c.var.user;
      const { priceId } = c.req.valid('json');
      const [price] = await db
        .select()
        .from(billingPrices)
        .where(and(eq(billingPrices.priceId, priceId), eq(billingPrices.active, true)));
      if (!price) throw new AppError('price_not_allowed', 'This price cannot be bought', 400);
      const customer = await ensureCustomer(db, stripe, { id: user.id, email: user.email });
      const current = await subscriptionStatus(db, user.id);
      if (current.subscribed) {
        // A subscriber changes plan in the portal rather than starting a second subscription.
        const portal = await stripe.billingPortal.sessions.create({
          customer,
          return_url: `${config.DASHBOARD_URL}/dashboard`,
        });
        return c.json({ url: portal.url }, 200);
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
      return c.json({ url: session.url }, 200);
    })
    .openapi(customerPortal, async (c) => {
      const { db, stripe, config } = c.var.deps;
      const customer = await customerOf(db, c.var.user.id);
      if (!customer) throw new AppError('no_billing_account', 'There is no subscription to manage yet', 404);
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${config.DASHBOARD_URL}/dashboard`,
      });
      return c.json({ url: portal.url }, 200);
    })
    .openapi(listPrices, async (c) => {
      const rows = await c.var.deps.db
        .select()
        .from(billingPrices)
        .where(eq(billingPrices.active, true))
        .orderBy(asc(billingPrices.currency), asc(billingPrices.amountMinor));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(
        {
          prices: rows.map((p) => ({
            priceId: p.priceId,
            productId: p.productId,
            plan: p.plan,
            interval: p.interval,
            amount: p.amountMinor,
            currency: p.currency,
          })),
        },
        200,
      );
    })
    .openapi(summary, async (c) => {
      const { db } = c.var.deps;
      const status = await subscriptionStatus(db, c.var.user.id);
      const [row] = await db
        .select({ sub: billingSubscriptions, price: billingPrices })
        .from(billingSubscriptions)
        .leftJoin(billingPrices, eq(billingPrices.priceId, billingSubscriptions.priceId))
        .where(
          and(
            eq(billingSubscriptions.userId, c.var.user.id),
            inArray(billingSubscriptions.status, ['active', 'trialing']),
          ),
        )
        .orderBy(desc(billingSubscriptions.currentPeriodEnd))
        .limit(1);
      return c.json(
        {
          subscribed: status.subscribed,
          plan: (status.plan ?? null) as 'CZ' | 'SILVER' | 'MOISSANITE' | 'DIAMOND' | null,
          status: row?.sub.status ?? null,
          interval: row?.sub.interval ?? null,
          amount: row?.price?.amountMinor ?? null,
          currency: row?.price?.currency ?? null,
          nextBillingDate: row && !row.sub.cancelAtPeriodEnd ? iso(row.sub.currentPeriodEnd) : null,
          cancelAt: iso(row?.sub.cancelAt ?? null),
          cardBrand: row?.sub.cardBrand ?? null,
          cardLast4: row?.sub.cardLast4 ?? null,
        },
        200,
      );
    })
    .post(
      '/functions/v1/check-subscription',
      jsonInput<z.input<typeof CheckSubscriptionBody>>(),
      async (c) => {
        const { db, stripe, entitlements } = c.var.deps;
        const user = await authenticate(c);
        const sessionId = (await optionalJsonBody(c, CheckSubscriptionBody))?.session_id;
        if (sessionId) {
          const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => {
            throw new AppError('invalid_session', 'Unknown checkout session', 400);
          });
          const customer = await customerOf(db, user.id);
          const sessionCustomer =
            typeof session.customer === 'string' ? session.customer : session.customer?.id;
          if (!customer || sessionCustomer !== customer) {
            throw new AppError('forbidden', 'This checkout session is not yours', 403);
          }
          // The return page must not race the webhook: read Stripe now.
          await syncCustomer(db, stripe, customer, entitlements);
        }
        const { plan: _plan, ...status } = await entitlements.status(user.id);
        return c.json(status, 200);
      },
    );
}
