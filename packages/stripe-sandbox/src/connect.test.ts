import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeSandbox } from './sandbox.ts';

/** Connect in the sandbox: what the API relies on (events go to the Connect endpoint, signed with its secret). */
function sandbox() {
  const delivered: { payload: string; signature: string }[] = [];
  const s = new StripeSandbox({
    baseUrl: 'http://sandbox.test',
    webhookSecret: 'whsec_platform',
    deliver: async () => ({ status: 200 }),
    connect: {
      webhookSecret: 'whsec_connect',
      deliver: async (payload, signature) => {
        delivered.push({ payload, signature });
        return { status: 200 };
      },
    },
    catalogue: [],
  });
  return { s, delivered };
}

describe('Connect in the sandbox', () => {
  it('onboards an account and sends account.updated to the Connect endpoint, signed with its own secret', async () => {
    const { s, delivered } = sandbox();
    const account = s.createAccount({ email: 'jeweller@example.com' });
    expect(account.charges_enabled).toBe(false);
    const link = s.createAccountLink({
      account: account.id,
      refreshUrl: 'http://x/refresh',
      returnUrl: 'http://x/back',
    });
    expect(s.completeOnboarding(link.url.split('/').pop()!)).toBe('http://x/back');
    await s.settled();
    expect(s.account(account.id)).toMatchObject({ charges_enabled: true, payouts_enabled: true });
    const event = Stripe.webhooks.constructEvent(
      delivered[0]!.payload,
      delivered[0]!.signature,
      'whsec_connect',
    );
    expect(event).toMatchObject({ type: 'account.updated', account: account.id });
    expect(() => s.completeOnboarding(link.url.split('/').pop()!)).toThrow(/No such account link/);
  });

  it('takes a payment on the account, refunds no more than was paid, and keeps sessions per account', async () => {
    const { s } = sandbox();
    const account = s.createAccount({});
    expect(() =>
      s.createPaymentSession(account.id, { amount: 100, currency: 'eur', successUrl: 'http://x' }),
    ).toThrow(/cannot currently make live charges/);
    s.completeOnboarding(
      s.createAccountLink({ account: account.id, refreshUrl: 'r', returnUrl: 'b' }).url.split('/').pop()!,
    );
    const session = s.createPaymentSession(account.id, {
      amount: 2500,
      currency: 'GBP',
      successUrl: 'http://x',
    });
    expect(() => s.sessionOn(session.id, undefined)).toThrow(/No such checkout.session/);
    await s.payCheckoutSession(session.id, '4242 4242 4242 4242');
    const intent = s.sessionOn(session.id, account.id).payment_intent!;
    expect(() => s.createRefund(account.id, { paymentIntent: intent, amount: 2501 })).toThrow(/greater than/);
    s.createRefund(account.id, { paymentIntent: intent, amount: 1000 });
    expect(() => s.createRefund(account.id, { paymentIntent: intent, amount: 1501 })).toThrow(/greater than/);
    expect(s.createRefund(account.id, { paymentIntent: intent }).amount).toBe(1500);
    await s.settled();
  });

  it('expires an open payment session when the clock passes its end', async () => {
    const { s } = sandbox();
    const account = s.createAccount({});
    s.completeOnboarding(
      s.createAccountLink({ account: account.id, refreshUrl: 'r', returnUrl: 'b' }).url.split('/').pop()!,
    );
    const session = s.createPaymentSession(account.id, {
      amount: 100,
      currency: 'eur',
      successUrl: 'http://x',
      expiresAt: s.state.now() + 1800,
    });
    await s.advanceClock(1801);
    expect(s.sessionOn(session.id, account.id).status).toBe('expired');
    await expect(s.payCheckoutSession(session.id, '4242424242424242')).rejects.toThrow(/no longer open/);
    await s.settled();
  });
});

describe('the payment page', () => {
  it('shows an amount in the currency’s own smallest unit: 1500 yen, 25.00 €, 1.250 dinars', async () => {
    const { paymentPage } = await import('./pages.ts');
    const { s } = sandbox();
    const account = s.createAccount({});
    s.completeOnboarding(
      s.createAccountLink({ account: account.id, refreshUrl: 'r', returnUrl: 'b' }).url.split('/').pop()!,
    );
    const text = (amount: number, currency: string) =>
      paymentPage(s.createPaymentSession(account.id, { amount, currency, successUrl: 'http://x' }), account)
        .replace(/\u202f|\u00a0/g, ' ')
        .replace(/<[^>]+>/g, ' ');
    expect(text(1500, 'JPY')).toContain('1 500 ¥');
    expect(text(2500, 'EUR')).toContain('25,00 €');
    expect(text(1250, 'KWD')).toContain('1,250');
  });
});
