import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { requirePayments } from '#api/middleware/plan.ts';
import { visitorScope } from '#api/middleware/scope.ts';
import { publishedBusiness } from '#api/services/appointments/booking-business.ts';
import {
  disconnectPaymentAccount,
  getPaymentAccount,
  startPaymentOnboarding,
} from '#api/services/payments/account.ts';
import { showroomPaymentTerms } from '#api/services/payments/deposits.ts';
import { writeForVisitor } from '#api/services/showroom/visitor-writes.ts';

const PaymentAccount = z
  .object({
    /** 'sandbox': the local Stripe stand-in, no real money (the dashboard labels it 'Sandbox'). */
    mode: z.enum(['stripe', 'sandbox']),
    connected: z.boolean(),
    accountId: z.string().nullable(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    /** Stripe's requirements currently due (field names), empty when nothing is asked. */
    requirementsDue: z.array(z.string()),
    /** The account's Stripe dashboard. */
    dashboardUrl: z.string().nullable(),
    syncedAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentAccount' });

const OnboardingLink = z
  .object({ url: z.string(), expiresAt: z.string() })
  .meta({ id: 'PaymentOnboardingLink' });

const common = { tags: ['Payments'], security: [{ bearer: [] }] };
const planErrors = {
  ...tenantErrors,
  403: { description: 'The plan takes no online payments (code plan_required), or not the owner' },
};

const read = createRoute({
  ...common,
  method: 'get',
  path: '/payments/account',
  summary:
    'Settings → Paiements: the connected Stripe account as Stripe describes it now (charges, payouts, what is due)',
  responses: { 200: jsonResponse(PaymentAccount, 'The payment account'), ...planErrors },
});
const connect = createRoute({
  ...common,
  method: 'post',
  path: '/payments/account',
  summary:
    "Connect Stripe (direct charges on the jeweller's own account) or finish its onboarding: a fresh onboarding link",
  responses: { 200: jsonResponse(OnboardingLink, 'Where to send the jeweller'), ...planErrors },
});
const disconnect = createRoute({
  ...common,
  method: 'delete',
  path: '/payments/account',
  summary: 'Stop taking payments through the connected account (it stays the jeweller’s on Stripe)',
  responses: { 200: jsonResponse(PaymentAccount, 'No account connected'), ...planErrors },
});

/** The jeweller's own payments: every route behind the plan check (CZ takes no online payments). */
export function paymentRoutes() {
  const app = router();
  app.use('/payments/*', requirePayments);
  return app
    .openapi(read, async (c) => c.json(await getPaymentAccount(c.var.scope), 200))
    .openapi(connect, async (c) => c.json(await startPaymentOnboarding(c.var.scope), 200))
    .openapi(disconnect, async (c) => c.json(await disconnectPaymentAccount(c.var.scope), 200));
}

const PaymentTerms = z
  .object({
    /** Deposits are paid online, on the jeweller's own Stripe account. */
    online: z.boolean(),
    mode: z.enum(['stripe', 'sandbox']),
    /** Cancelled at least this many hours ahead, a deposit is refunded in full; later, not at all. */
    refundHours: z.number().int(),
  })
  .meta({ id: 'ShowroomPaymentTerms' });

const terms = createRoute({
  tags: ['Showroom'],
  method: 'get',
  path: '/showrooms/{slug}/payments',
  summary: 'Before paying: whether this showroom takes deposits online, and its refund policy',
  request: { params: z.object({ slug: z.string().min(1).max(63) }) },
  responses: {
    200: jsonResponse(PaymentTerms, 'The payment terms'),
    404: { description: 'No published showroom at that address' },
  },
});

/** The showroom's public side of payments (no account needed). */
export function publicPaymentRoutes() {
  const app = router();
  // Read as the server (the account is not public data); only the answer's three facts leave.
  app.on('GET', '/showrooms/:slug/payments', visitorScope);
  return app.openapi(terms, async (c) => {
    const { slug } = c.req.valid('param');
    const answer = await writeForVisitor(c.var.publicScope, async (server) => {
      const business = await publishedBusiness(server, slug);
      return showroomPaymentTerms(server, business.id);
    });
    return c.json(answer, 200);
  });
}
