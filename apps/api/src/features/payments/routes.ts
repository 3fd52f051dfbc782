import { giftCardPurchaseSchema } from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { publishedBusiness } from '#api/features/appointments/index.ts';
import { InvoiceDetail } from '#api/features/invoices/index.ts';
import {
  disconnectPaymentAccount,
  getPaymentAccount,
  startPaymentOnboarding,
  updatePaymentPolicy,
} from '#api/features/payments/account.ts';
import { clientCredit } from '#api/features/payments/credits.ts';
import { showroomPaymentTerms } from '#api/features/payments/deposits.ts';
import { giftCardOffer, startGiftCardCheckout } from '#api/features/payments/gift-card-sales.ts';
import { refundInvoice } from '#api/features/payments/invoice-refunds.ts';
import { createOrderPaymentLink } from '#api/features/payments/order-links.ts';
import {
  createInvoicePaymentLink,
  getPayLink,
  startPayLinkCheckout,
} from '#api/features/payments/pay-links.ts';
import { paymentReport } from '#api/features/payments/report.ts';
import { writeForVisitor } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { requirePayments } from '#api/middleware/plan.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';
import { visitorScope } from '#api/middleware/scope.ts';

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
    /** The refund policy: cancelled at least this many hours ahead, a deposit is refunded in full. */
    depositRefundHours: z.number().int(),
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
const policy = createRoute({
  ...common,
  method: 'patch',
  path: '/payments/account',
  summary:
    'Settings → Paiements: the refund policy — cancelled at least this many hours ahead, a deposit is refunded in full (0–720)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ depositRefundHours: z.number().int().min(0).max(720) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(PaymentAccount, 'The payment account'),
    409: { description: 'No account connected (payments_not_connected)' },
    ...planErrors,
  },
});
const disconnect = createRoute({
  ...common,
  method: 'delete',
  path: '/payments/account',
  summary: 'Stop taking payments through the connected account (it stays the jeweller’s on Stripe)',
  responses: { 200: jsonResponse(PaymentAccount, 'No account connected'), ...planErrors },
});

const PaymentLink = z
  .object({
    /** The client's link (the token is in the fragment); the token itself, for the API's callers. */
    url: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    amountDueMinor: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'InvoicePaymentLink' });

const invoiceLink = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/{id}/payment-link',
  summary:
    "'Payer en ligne': a pay link for an issued, unpaid invoice (30 days), paid on the jeweller's Stripe account",
  request: { params: UuidParam },
  responses: {
    200: jsonResponse(PaymentLink, 'The pay link'),
    409: {
      description:
        'A draft, paid or void invoice (invoice_draft, invoice_paid, invoice_void), or no account that can charge (payments_not_connected, payments_not_ready)',
    },
    ...planErrors,
  },
});

const orderLink = createRoute({
  ...common,
  method: 'post',
  path: '/orders/{id}/payment-link',
  summary:
    "A custom order paid in stages: a pay link for its deposit or its balance (VAT included, less what was paid), on the jeweller's Stripe account",
  request: {
    params: UuidParam,
    body: {
      content: {
        'application/json': { schema: z.object({ kind: z.enum(['deposit', 'balance']) }) },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(PaymentLink, 'The pay link'),
    409: {
      description:
        'A cancelled order (order_cancelled), nothing left to pay for that stage (order_paid), or no account that can charge (payments_not_connected, payments_not_ready)',
    },
    ...planErrors,
  },
});

const ReportQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'At most one year',
    path: ['to'],
  });
const ReportFigures = {
  currency: z.string(),
  count: z.number().int(),
  receivedMinor: z.number().int(),
  /** The platform's application fees on those payments. */
  feesMinor: z.number().int(),
  /** Refunds made in the period (whenever the payment was). */
  refundsMinor: z.number().int(),
  /** received − fees − refunds. */
  netMinor: z.number().int(),
};
const PaymentReport = z
  .object({
    from: z.string(),
    to: z.string(),
    items: z.array(z.object({ ...ReportFigures, kind: z.enum(['booking', 'order', 'invoice']) })),
    totals: z.array(z.object(ReportFigures)),
  })
  .meta({ id: 'PaymentReport' });

const report = createRoute({
  ...common,
  method: 'get',
  path: '/payments/report',
  summary:
    'Settings → Paiements: payments received, application fees and refunds in a period (days in the business’s time zone, both included), by booking / order / invoice',
  request: { query: ReportQuery },
  responses: { 200: jsonResponse(PaymentReport, 'The period’s figures'), ...planErrors },
});

const invoiceRefund = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/{id}/refunds',
  summary:
    "A partial (or full) refund of an invoice paid online, on the jeweller's Stripe account, with a credit note for the amount",
  request: {
    params: UuidParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({
            /** Minor units, at most what was paid online less what was already refunded. */
            amount: z.number().int().min(1).max(100_000_000_00),
            reason: z.string().trim().max(500).nullable().optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(InvoiceDetail, 'The invoice, with its refunds (credit notes)'),
    409: {
      description: 'A void invoice (invoice_void), or one not paid online (invoice_not_paid_online)',
    },
    ...planErrors,
    422: { description: 'Invalid input, or more than what is left to refund (refund_exceeds_paid)' },
  },
});

const ClientCredit = z
  .object({
    /** What is left per currency (minor units). */
    balances: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
    /** The ledger, newest first: deposit (+), deduction on an invoice (−), refund (−), restored (+). */
    entries: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(['deposit', 'deduction', 'refund', 'restored']),
        amountMinor: z.number().int(),
        currency: z.string(),
        receiptInvoiceId: z.uuid(),
        receiptNumber: z.string().nullable(),
        invoiceId: z.uuid().nullable(),
        invoiceNumber: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'ClientCredit' });

const clientCreditRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/credit',
  tags: ['Payments'],
  security: [{ bearer: [] }],
  summary:
    "The client's credit (id: the client): paid booking deposits not yet deducted on an invoice, and its ledger",
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ClientCredit, 'The client’s credit'), ...tenantErrors },
});

/** The jeweller's own payments: every route behind the plan check (CZ takes no online payments). */
export function paymentRoutes() {
  const app = router();
  app.use('/payments/*', requirePayments);
  app.use('/invoices/:id/payment-link', requirePayments);
  app.use('/orders/:id/payment-link', requirePayments);
  app.use('/invoices/:id/refunds', requirePayments);
  return app
    .openapi(clientCreditRoute, async (c) =>
      c.json(await clientCredit(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(report, async (c) => c.json(await paymentReport(c.get('scope'), c.req.valid('query')), 200))
    .openapi(invoiceRefund, async (c) => {
      const body = c.req.valid('json');
      const invoice = await refundInvoice(c.get('scope'), {
        id: c.req.valid('param').id,
        amountMinor: body.amount,
        reason: body.reason ?? null,
      });
      return c.json(isoDates(invoice), 200);
    })
    .openapi(orderLink, async (c) =>
      c.json(
        await createOrderPaymentLink(c.get('scope'), {
          id: c.req.valid('param').id,
          kind: c.req.valid('json').kind,
        }),
        200,
      ),
    )
    .openapi(invoiceLink, async (c) =>
      c.json(await createInvoicePaymentLink(c.get('scope'), { id: c.req.valid('param').id }), 200),
    )
    .openapi(read, async (c) => c.json(await getPaymentAccount(c.get('scope')), 200))
    .openapi(connect, async (c) => c.json(await startPaymentOnboarding(c.get('scope')), 200))
    .openapi(policy, async (c) => c.json(await updatePaymentPolicy(c.get('scope'), c.req.valid('json')), 200))
    .openapi(disconnect, async (c) => c.json(await disconnectPaymentAccount(c.get('scope')), 200));
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

const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const PayLink = z
  .object({
    business: z.object({ name: z.string() }),
    /**
     * What is paid: an invoice, a custom order's deposit or balance, or a counter job's balance (then
     * `invoice` describes that stage or job).
     */
    kind: z.enum(['invoice', 'order_deposit', 'order_balance', 'repair_balance', 'layaway']),
    invoice: z.object({
      number: z.string(),
      status: z.string(),
      clientName: z.string(),
      currency: z.string(),
      totalMinor: z.number().int(),
      depositsDeductedMinor: z.number().int(),
      amountDueMinor: z.number().int(),
      dueDate: z.string(),
    }),
    /** Issued, unpaid, and the jeweller's account can take the payment now. */
    payable: z.boolean(),
    mode: z.enum(['stripe', 'sandbox']),
    expiresAt: z.string(),
  })
  .meta({ id: 'PayLink' });

const payLink = createRoute({
  tags: ['Payments'],
  method: 'get',
  path: '/pay/{token}',
  summary: 'The invoice behind a pay link (the token authenticates; unknown or expired: 404)',
  request: { params: TokenParam },
  responses: { 200: jsonResponse(PayLink, 'The invoice to pay'), 404: { description: 'No such link' } },
});
const payCheckout = createRoute({
  tags: ['Payments'],
  method: 'post',
  path: '/pay/{token}/checkout',
  summary: "Pay the invoice: a Checkout session on the jeweller's account (an open one is given again)",
  request: { params: TokenParam },
  responses: {
    200: jsonResponse(OnboardingLink, 'Where the client pays'),
    404: { description: 'No such link' },
    409: { description: 'Draft, paid or void invoice, or the account cannot charge' },
  },
});

const SlugParam = z.object({ slug: z.string().min(1).max(63) });
const GiftCardOffer = z
  .object({
    currency: z.string(),
    /** The amounts the jeweller offers, and the bounds of an amount of the buyer's choosing. */
    presetsMinor: z.array(z.number().int()),
    minMinor: z.number().int(),
    maxMinor: z.number().int(),
    /** How long a card is valid (0: no expiry). */
    validityMonths: z.number().int(),
    /** The shop's today: the earliest send date. */
    today: z.string(),
    /** `sandbox`: the payment is simulated (never in production). */
    mode: z.enum(['stripe', 'sandbox']),
  })
  .meta({ id: 'ShowroomGiftCardOffer' });
const giftCardOfferRoute = createRoute({
  tags: ['Showroom'],
  method: 'get',
  path: '/showrooms/{slug}/gift-cards',
  summary: 'The gift cards this showroom sells online (404 when it sells none: off, or Stripe not connected)',
  request: { params: SlugParam },
  responses: {
    200: jsonResponse(GiftCardOffer, 'What is offered'),
    404: { description: 'No published showroom, or no gift cards sold online' },
  },
});
const giftCardBuy = createRoute({
  tags: ['Showroom'],
  method: 'post',
  path: '/showrooms/{slug}/gift-cards',
  summary: "Buy a gift card: a Checkout session on the jeweller's account; the card is issued once paid",
  request: { params: SlugParam, body: jsonBody(giftCardPurchaseSchema()) },
  responses: {
    201: jsonResponse(z.object({ url: z.string(), orderId: z.uuid() }), 'Where the buyer pays'),
    404: { description: 'No published showroom at that address' },
    409: { description: 'gift_cards_unavailable: the showroom sells no gift cards online now' },
    422: { description: 'An amount out of bounds, a past send date' },
  },
});

/** The showroom's public side of payments (no account needed). */
export function publicPaymentRoutes() {
  const app = router();
  // A gift card bought: a person buys one or two; a robot is stopped here (and by the honeypot).
  app.on(
    'POST',
    '/showrooms/:slug/gift-cards',
    rateLimit({ name: 'showroom-gift-card', windowMs: 10 * 60_000, max: 5 }),
  );
  app.on(['GET', 'POST'], '/showrooms/:slug/gift-cards', visitorScope);
  // Read as the server (the account is not public data); only the answer's three facts leave.
  app.on('GET', '/showrooms/:slug/payments', visitorScope);
  app.on(['GET', 'POST'], ['/pay/:token', '/pay/:token/checkout'], visitorScope);
  return app
    .openapi(payLink, async (c) =>
      c.json(await getPayLink(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(payCheckout, async (c) =>
      c.json(await startPayLinkCheckout(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(terms, async (c) => {
      const { slug } = c.req.valid('param');
      const answer = await writeForVisitor(c.get('publicScope'), async (server) => {
        const business = await publishedBusiness(server, slug);
        return showroomPaymentTerms(server, business.id);
      });
      return c.json(answer, 200);
    })
    .openapi(giftCardOfferRoute, async (c) => {
      const { slug } = c.req.valid('param');
      return c.json(
        await writeForVisitor(c.get('publicScope'), (server) => giftCardOffer(server, slug)),
        200,
      );
    })
    .openapi(giftCardBuy, async (c) => {
      const input = c.req.valid('json');
      // A filled honeypot starts no payment: a robot gets a plain refusal (a person never sees the field).
      if (input.website?.trim()) throw new AppError('validation_failed', 'Invalid input', 422);
      const { slug } = c.req.valid('param');
      const answer = await writeForVisitor(c.get('publicScope'), (server) =>
        startGiftCardCheckout(server, { ...input, slug }),
      );
      return c.json(answer, 201);
    });
}
