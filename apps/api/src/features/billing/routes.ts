import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import {
  activePrices,
  billingSummary,
  checkoutUrl,
  portalUrl,
  startFreePlan,
} from '#api/features/billing/billing.ts';
import { customerOf } from '#api/features/billing/customers.ts';
import { syncCustomer } from '#api/features/billing/sync.ts';
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
import { systemScopeOf } from '#api/scope.ts';

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
const startFree = createRoute({
  ...fn,
  method: 'post',
  path: '/functions/v1/start-free-plan',
  summary: "'Commencer gratuitement': a CZ subscription without a card, then the dashboard",
  request: {
    body: { required: false, content: { 'application/json': { schema: z.object({}).strict() } } },
  },
  responses: {
    200: jsonResponse(Url, 'Where to send the browser (the dashboard)'),
    409: { description: 'No free CZ price is allowlisted (code free_plan_unavailable)' },
    ...tenantErrors,
  },
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

/**
 * The spec's three server functions, the public price list and the billing summary. A plan is the
 * account's, not a business's: these run as the server (a system scope) for the verified caller.
 */
export function billingRoutes() {
  const app = router();
  app.use('/functions/v1/create-checkout', requireUser);
  app.use('/functions/v1/customer-portal', requireUser);
  app.use('/functions/v1/start-free-plan', requireUser);
  app.use('/billing/summary', requireUser);
  // Checkout and portal sessions cost a Stripe call each: a caller may not create them in a loop.
  app.use(
    '/functions/v1/create-checkout',
    rateLimit({ name: 'checkout', windowMs: 60_000, max: 10, key: (c) => c.get('user').id }),
  );
  app.use(
    '/functions/v1/start-free-plan',
    rateLimit({ name: 'free-plan', windowMs: 60_000, max: 10, key: (c) => c.get('user').id }),
  );
  app.use(
    '/functions/v1/customer-portal',
    rateLimit({ name: 'portal', windowMs: 60_000, max: 10, key: (c) => c.get('user').id }),
  );

  // The subscription check is the hottest call (every dashboard tab, every 60 s): a plain route, with the
  // caller verified inline and the body read only when there is one (a Checkout return's session_id) —
  // each middleware layer or body parse saved is measurable in bench/check-subscription. The OpenAPI
  // document still describes it.
  app.openAPIRegistry.registerPath(checkSubscription);
  return app
    .openapi(createCheckout, async (c) => {
      const { priceId } = c.req.valid('json');
      return c.json(
        { url: await checkoutUrl(systemScopeOf(c.get('deps')), { user: c.get('user'), priceId }) },
        200,
      );
    })
    .openapi(startFree, async (c) =>
      c.json({ url: await startFreePlan(systemScopeOf(c.get('deps')), c.get('user')) }, 200),
    )
    .openapi(customerPortal, async (c) =>
      c.json({ url: await portalUrl(systemScopeOf(c.get('deps')), c.get('user').id) }, 200),
    )
    .openapi(listPrices, async (c) => {
      const prices = await activePrices(systemScopeOf(c.get('deps')));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ prices }, 200);
    })
    .openapi(summary, async (c) =>
      c.json(await billingSummary(systemScopeOf(c.get('deps')), c.get('user').id), 200),
    )
    .post(
      '/functions/v1/check-subscription',
      jsonInput<z.input<typeof CheckSubscriptionBody>>(),
      answerSubscriptionCheck,
    );
}

/**
 * POST /functions/v1/check-subscription: the caller's subscription (theirs or their business owner's).
 * With a Checkout return's `session_id`, Stripe is read first so the return page does not race the webhook.
 * Also served by the API's hot router (app.ts), in front of the route table.
 */
export async function answerSubscriptionCheck(c: Context<AppEnv>) {
  const { db, stripe, entitlements } = c.get('deps');
  const user = await authenticate(c);
  const sessionId = (await optionalJsonBody(c, CheckSubscriptionBody))?.session_id;
  if (sessionId) {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => {
      throw new AppError('invalid_session', 'Unknown checkout session', 400);
    });
    const customer = await customerOf(db, user.id);
    const sessionCustomer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
    if (!customer || sessionCustomer !== customer) {
      throw new AppError('forbidden', 'This checkout session is not yours', 403);
    }
    // The return page must not race the webhook: read Stripe now.
    await syncCustomer(db, stripe, customer, entitlements);
  }
  const { plan: _plan, ...status } = await entitlements.status(user.id);
  return c.json(status, 200);
}
