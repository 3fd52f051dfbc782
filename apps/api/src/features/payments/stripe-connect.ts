import type Stripe from 'stripe';

/**
 * Every Stripe call of the jewellers' own payments (Connect, direct charges), in one file so the
 * integration surface is easy to find and to fake. A payment is made ON the jeweller's account (the
 * `Stripe-Account` header): they own the refunds and disputes; the platform may add an application fee.
 */

/** A Standard-like connected account: the jeweller's own Stripe, with its full dashboard. */
export function createConnectedAccount(
  stripe: Stripe,
  input: { businessId: string; businessName: string; email: string | null; country: string | null },
) {
  return stripe.accounts.create(
    {
      controller: {
        stripe_dashboard: { type: 'full' },
        fees: { payer: 'account' },
        losses: { payments: 'stripe' },
      },
      ...(input.email ? { email: input.email } : {}),
      ...(input.country ? { country: input.country } : {}),
      metadata: { business_id: input.businessId, business_name: input.businessName },
    },
    // One account per business even if the button is pressed twice at once.
    { idempotencyKey: `connect-account-${input.businessId}` },
  );
}

export function retrieveConnectedAccount(stripe: Stripe, accountId: string) {
  return stripe.accounts.retrieve(accountId);
}

export function createOnboardingLink(
  stripe: Stripe,
  input: { accountId: string; returnUrl: string; refreshUrl: string },
) {
  return stripe.accountLinks.create({
    account: input.accountId,
    type: 'account_onboarding',
    return_url: input.returnUrl,
    refresh_url: input.refreshUrl,
  });
}

export interface PaymentSessionInput {
  accountId: string;
  amountMinor: number;
  currency: string;
  /** What the client sees on the payment page (the service, the invoice number…). */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking a payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  applicationFeeMinor: number;
  /** The business and what is paid (booking, order, invoice): on the session and on the payment. */
  metadata: Record<string, string>;
  /** Two calls for one thing (a retry) make one session. */
  idempotencyKey: string;
}

/** A Checkout session on the jeweller's account for one amount (a direct charge). */
export function createPaymentSession(stripe: Stripe, input: PaymentSessionInput) {
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.amountMinor,
            product_data: { name: input.description },
          },
        },
      ],
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      metadata: input.metadata,
      payment_intent_data: {
        metadata: input.metadata,
        ...(input.applicationFeeMinor > 0 ? { application_fee_amount: input.applicationFeeMinor } : {}),
      },
    },
    { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
  );
}

export function retrievePaymentSession(stripe: Stripe, accountId: string, sessionId: string) {
  return stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId });
}

/** Ends an open session so nobody can pay it any more (its hold is being released). */
export function expirePaymentSession(stripe: Stripe, accountId: string, sessionId: string) {
  return stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId });
}

export function refundPayment(
  stripe: Stripe,
  input: {
    accountId: string;
    paymentIntentId: string;
    amountMinor: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  },
) {
  return stripe.refunds.create(
    { payment_intent: input.paymentIntentId, amount: input.amountMinor, metadata: input.metadata },
    { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
  );
}
