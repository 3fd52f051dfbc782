import { type Context, Hono } from 'hono';
import { type FormValue, list, parseStripeForm, record, str } from './form.ts';
import { checkoutPage, connectDashboardPage, onboardingPage, paymentPage, portalPage } from './pages.ts';
import { SandboxError, type StripeSandbox } from './sandbox.ts';

function stripeError(error: SandboxError) {
  return { error: { type: error.type, message: error.message, code: error.code, param: error.param } };
}

const listOf = <T>(url: string, data: T[]) => ({ object: 'list', url, has_more: false, data });

/**
 * The sandbox over HTTP: the Stripe API paths our code calls (reached by the real `stripe` SDK through
 * its host/port/protocol options) and the test-mode checkout and portal pages.
 */
export function sandboxApp(sandbox: StripeSandbox) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof SandboxError) return c.json(stripeError(error), error.status as 400);
    return c.json({ error: { type: 'api_error', message: error.message } }, 500);
  });

  // Secret-key check, like Stripe's: any test key is welcome, anything else is refused.
  app.use('/v1/*', async (c, next) => {
    const key = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key.startsWith('sk_test_')) {
      return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }, 401);
    }
    await next();
  });

  const form = async (c: { req: { text(): Promise<string> } }) => parseStripeForm(await c.req.text());
  // Stripe's SDKs send a list as `expand[0]=…&expand[1]=…` (indices), some clients as `expand[]=…`: both
  // are read (with only `expand[]`, the SDK's expansions were ignored and the card never showed).
  const expands = (url: string) =>
    [...new URL(url).searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);

  app.post('/v1/customers', async (c) => {
    const body = await form(c);
    const customer = sandbox.createCustomer(
      { email: str(body.email), metadata: record(body.metadata) },
      c.req.header('idempotency-key') ?? undefined,
    );
    return c.json(customer);
  });
  app.get('/v1/customers/:id', (c) => c.json(sandbox.retrieveCustomer(c.req.param('id'))));
  app.delete('/v1/customers/:id', async (c) => c.json(await sandbox.deleteCustomer(c.req.param('id'))));

  app.get('/v1/prices', (c) => c.json(listOf('/v1/prices', Object.values(sandbox.state.data.prices))));
  app.get('/v1/prices/:id', (c) => c.json(sandbox.price(c.req.param('id'))));

  // Connect: the connected account a request acts on (direct charges), as Stripe reads it.
  const onAccount = (c: Context) => c.req.header('stripe-account') ?? undefined;
  const int = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);

  app.post('/v1/accounts', async (c) => {
    const body = await form(c);
    return c.json(
      sandbox.createAccount(
        { email: str(body.email), country: str(body.country), metadata: record(body.metadata) },
        c.req.header('idempotency-key') ?? undefined,
      ),
    );
  });
  app.get('/v1/accounts/:id', (c) => c.json(sandbox.account(c.req.param('id'))));
  app.post('/v1/account_links', async (c) => {
    const body = await form(c);
    return c.json(
      sandbox.createAccountLink({
        account: str(body.account),
        refreshUrl: str(body.refresh_url),
        returnUrl: str(body.return_url),
      }),
    );
  });
  app.get('/v1/payment_intents/:id', (c) => c.json(sandbox.paymentIntentOn(c.req.param('id'), onAccount(c))));
  app.post('/v1/refunds', async (c) => {
    const body = await form(c);
    return c.json(
      sandbox.createRefund(
        onAccount(c),
        {
          paymentIntent: str(body.payment_intent),
          amount: int(body.amount),
          metadata: record(body.metadata),
        },
        c.req.header('idempotency-key') ?? undefined,
      ),
    );
  });
  app.post('/v1/checkout/sessions/:id/expire', (c) =>
    c.json(sandbox.publicSession(sandbox.expireSession(sandbox.sessionOn(c.req.param('id'), onAccount(c))))),
  );

  app.post('/v1/checkout/sessions', async (c) => {
    const body = await form(c);
    const [item] = list(body.line_items) as Record<string, string>[];
    const account = onAccount(c);
    if (account) {
      const line = (item ?? {}) as unknown as {
        price_data?: { unit_amount?: string; currency?: string; product_data?: { name?: string } };
      };
      const intentData = (body.payment_intent_data ?? {}) as Record<string, FormValue>;
      const session = sandbox.createPaymentSession(account, {
        amount: int(line.price_data?.unit_amount),
        currency: line.price_data?.currency,
        name: line.price_data?.product_data?.name,
        successUrl: str(body.success_url),
        cancelUrl: str(body.cancel_url),
        customerEmail: str(body.customer_email),
        metadata: record(body.metadata),
        paymentMetadata: record(intentData.metadata),
        applicationFeeAmount: int(intentData.application_fee_amount),
        expiresAt: int(body.expires_at),
        clientReferenceId: str(body.client_reference_id),
      });
      return c.json(sandbox.publicSession(session));
    }
    const session = sandbox.createCheckoutSession({
      customer: str(body.customer),
      price: item?.price,
      successUrl: str(body.success_url),
      cancelUrl: str(body.cancel_url),
      clientReferenceId: str(body.client_reference_id),
      metadata: record(body.metadata),
    });
    return c.json(sandbox.publicSession(session));
  });
  app.get('/v1/checkout/sessions/:id', (c) =>
    c.json(sandbox.publicSession(sandbox.sessionOn(c.req.param('id'), onAccount(c)))),
  );

  app.get('/v1/subscriptions', (c) => {
    const query = new URL(c.req.url).searchParams;
    const expandPm = expands(c.req.url).includes('data.default_payment_method');
    const subscriptions = sandbox
      .listSubscriptions({
        customer: query.get('customer') ?? undefined,
        status: query.get('status') ?? undefined,
      })
      .map((s) => (expandPm ? sandbox.withPaymentMethod(s) : s));
    return c.json(listOf('/v1/subscriptions', subscriptions));
  });
  app.get('/v1/subscriptions/:id', (c) => {
    const subscription = sandbox.subscription(c.req.param('id'));
    return c.json(
      expands(c.req.url).includes('default_payment_method')
        ? sandbox.withPaymentMethod(subscription)
        : subscription,
    );
  });
  app.post('/v1/subscriptions', async (c) => {
    const body = await form(c);
    const [item] = list(body.items) as Record<string, string>[];
    return c.json(
      await sandbox.createSubscription(
        {
          customer: str(body.customer),
          price: item?.price,
          paymentBehavior: str(body.payment_behavior),
          metadata: record(body.metadata),
        },
        c.req.header('idempotency-key') ?? undefined,
      ),
    );
  });
  app.post('/v1/subscriptions/:id', async (c) => {
    const body = await form(c);
    const [item] = list(body.items) as Record<string, string>[];
    const cancel = str(body.cancel_at_period_end);
    return c.json(
      await sandbox.updateSubscription(c.req.param('id'), {
        price: item?.price,
        cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === 'true',
      }),
    );
  });
  app.delete('/v1/subscriptions/:id', async (c) =>
    c.json(await sandbox.cancelSubscriptionNow(c.req.param('id'))),
  );

  app.post('/v1/billing_portal/sessions', async (c) => {
    const body = await form(c);
    return c.json(
      sandbox.createPortalSession({ customer: str(body.customer), returnUrl: str(body.return_url) }),
    );
  });

  // --- the pages a person sees -----------------------------------------------------------------------

  app.get('/checkout/:id', (c) => {
    const session = sandbox.checkoutSession(c.req.param('id'));
    if (session.mode === 'payment') {
      const current = sandbox.sessionOn(session.id, session.account ?? undefined);
      return c.html(paymentPage(current, sandbox.account(session.account!), c.req.query('error')));
    }
    return c.html(
      checkoutPage(session, sandbox.price(session.price), sandbox.state.data.products, c.req.query('error')),
    );
  });
  app.post('/checkout/:id/pay', async (c) => {
    const id = c.req.param('id');
    const body = await form(c);
    try {
      return c.redirect(await sandbox.payCheckoutSession(id, str(body.card) ?? ''), 303);
    } catch (error) {
      if (error instanceof SandboxError)
        return c.redirect(`/checkout/${id}?error=${encodeURIComponent(error.message)}`, 303);
      throw error;
    }
  });
  app.post('/checkout/:id/cancel', (c) => c.redirect(sandbox.cancelCheckoutSession(c.req.param('id')), 303));

  app.get('/portal/:id', (c) => {
    const session = sandbox.portalSession(c.req.param('id'));
    const subscriptions = sandbox
      .listSubscriptions({ customer: session.customer, status: 'all' })
      .map((s) => sandbox.withPaymentMethod(s));
    return c.html(
      portalPage(
        session,
        subscriptions,
        sandbox.state.data.prices,
        sandbox.state.data.products,
        sandbox.state.now(),
      ),
    );
  });
  // A portal form changes one of the session customer's own subscriptions, then shows the portal again.
  const portalChange =
    (change: (body: Awaited<ReturnType<typeof form>>) => Parameters<typeof sandbox.updateSubscription>[1]) =>
    async (c: Context) => {
      const id = c.req.param('id') ?? '';
      const body = await form(c);
      const session = sandbox.portalSession(id);
      const subscription = sandbox.subscription(str(body.subscription) ?? '');
      if (subscription.customer !== session.customer)
        throw new SandboxError(403, 'invalid_request_error', 'Not your subscription.');
      await sandbox.updateSubscription(subscription.id, change(body));
      return c.redirect(`/portal/${id}`, 303);
    };
  app.post(
    '/portal/:id/switch',
    portalChange((body) => ({ price: str(body.price) })),
  );
  app.post(
    '/portal/:id/cancel',
    portalChange((body) => ({ cancelAtPeriodEnd: str(body.resume) !== 'true' })),
  );

  // Connect onboarding (Stripe's hosted onboarding, simulated) and the connected account's dashboard.
  app.get('/connect/onboarding/:id', (c) => {
    const link = sandbox.accountLink(c.req.param('id'));
    return c.html(onboardingPage(link.account, c.req.param('id')));
  });
  app.post('/connect/onboarding/:id', async (c) => {
    const body = await form(c);
    const outcome = str(body.outcome) === 'later' ? 'later' : 'complete';
    return c.redirect(sandbox.completeOnboarding(c.req.param('id'), outcome), 303);
  });
  app.get('/connect/dashboard/:account', (c) => {
    const account = sandbox.account(c.req.param('account'));
    const intents = Object.values(sandbox.state.data.paymentIntents).filter((p) => p.account === account.id);
    return c.html(connectDashboardPage(account, intents));
  });

  // Test helper (Stripe has test clocks): move time forward to see renewals and period ends.
  app.post('/test_helpers/advance', async (c) => {
    const seconds = Number(c.req.query('seconds') ?? 0);
    if (!Number.isFinite(seconds) || seconds <= 0)
      return c.json({ error: { message: 'seconds must be > 0' } }, 400);
    await sandbox.advanceClock(seconds);
    return c.json({ now: sandbox.state.now() });
  });

  return app;
}
