import { tierFromProductId } from '@carat/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCustomer, writeCustomer } from '#api/features/billing/sync.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const post = (user: TestUser, path: string, body?: unknown) =>
  t.request(path, { method: 'POST', token: user.token, body: body ?? {} });

async function prices() {
  const res = await t.request('/billing/prices');
  return (
    (await res.json()) as { prices: { priceId: string; productId: string; plan: string; interval: string }[] }
  ).prices;
}

async function productMap() {
  const all = await prices();
  const of = (plan: string) => [...new Set(all.filter((p) => p.plan === plan).map((p) => p.productId))];
  return { diamond: of('DIAMOND'), moissanite: of('MOISSANITE'), silver: of('SILVER') };
}

async function status(user: TestUser, sessionId?: string) {
  const res = await post(
    user,
    '/functions/v1/check-subscription',
    sessionId ? { session_id: sessionId } : {},
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    subscribed: boolean;
    product_id: string | null;
    subscription_end: string | null;
  };
}

/** Sign-up → create-checkout → pay on the sandbox's page → back with the session id. */
async function subscribe(user: TestUser, priceId: string) {
  const res = await post(user, '/functions/v1/create-checkout', { priceId });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const sessionId = url.split('/checkout/')[1]!;
  const successUrl = await t.deps.sandbox!.payCheckoutSession(sessionId, '4242 4242 4242 4242');
  expect(successUrl).toContain(`session_id=${sessionId}`);
  return sessionId;
}

async function customerId(user: TestUser) {
  const { rows } = await t.db.pool.query(
    'select stripe_customer_id from public.billing_customers where user_id = $1',
    [user.id],
  );
  return rows[0].stripe_customer_id as string;
}

describe('prices', () => {
  it('lists the allowlist publicly, with amounts read from Stripe', async () => {
    const all = await prices();
    expect(all).toContainEqual(
      expect.objectContaining({
        priceId: 'price_diamond_monthly_usd',
        plan: 'DIAMOND',
        interval: 'monthly',
        amount: 19900,
        currency: 'USD',
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ priceId: 'price_cz_monthly_gbp', plan: 'CZ', amount: 5000, currency: 'GBP' }),
    );
  });
});

describe('checkout, portal and check-subscription through the sandbox', () => {
  it('answers the check from the hot router exactly as from the route table', async () => {
    const user = await t.createUser('Hot Path', { plan: 'MOISSANITE' });
    const hot = await post(user, '/functions/v1/check-subscription');
    // A query string takes the main router (app.ts withHotRoute).
    const table = await post(user, '/functions/v1/check-subscription?via=table');
    expect(hot.status).toBe(200);
    expect(await hot.json()).toEqual(await table.json());
    for (const name of ['x-request-id', 'content-security-policy', 'x-content-type-options', 'vary'])
      expect([name, hot.headers.get(name) !== null]).toEqual([name, table.headers.get(name) !== null]);
    expect(hot.headers.get('x-content-type-options')).toBe('nosniff');
    // The same refusals: no token, a bad token, a malformed body.
    expect((await t.request('/functions/v1/check-subscription', { method: 'POST', body: {} })).status).toBe(
      401,
    );
    const bad = await t.request('/functions/v1/check-subscription', {
      method: 'POST',
      token: `${user.token}x`,
      body: {},
    });
    expect([bad.status, ((await bad.json()) as { error: { code: string } }).error.code]).toEqual([
      401,
      'bad_jwt',
    ]);
    const malformed = await post(user, '/functions/v1/check-subscription', { session_id: 'nope' });
    expect(malformed.status).toBe(422);
  });

  it('answers 401 without a valid token and refuses a price outside the allowlist', async () => {
    expect(
      (
        await t.request('/functions/v1/create-checkout', {
          method: 'POST',
          body: { priceId: 'price_diamond_monthly_usd' },
        })
      ).status,
    ).toBe(401);
    const user = await t.createUser('No Plan', { plan: null });
    const res = await post(user, '/functions/v1/create-checkout', { priceId: 'price_hacker_free' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('price_not_allowed');
  });

  it('subscribes: the return syncs first, then the tier, the product and the end date are right', async () => {
    const user = await t.createUser('Diamond Buyer', { plan: null });
    expect(await status(user)).toEqual({ subscribed: false, product_id: null, subscription_end: null });
    const sessionId = await subscribe(user, 'price_diamond_monthly_usd');
    // Before any webhook arrives, the return with session_id already knows.
    const answer = await status(user, sessionId);
    expect(answer.subscribed).toBe(true);
    expect(answer.product_id).toBe('prod_diamond');
    expect(tierFromProductId(answer.product_id, await productMap())).toBe('DIAMOND');
    const end = new Date(answer.subscription_end!);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(120_000);
    await t.deps.sandbox!.settled();
    // The tenant routes open.
    expect((await t.request('/v1/me', { token: user.token })).status).toBe(200);
  });

  it('gives each plan its tier', async () => {
    const map = await productMap();
    for (const [priceId, tier] of [
      ['price_moissanite_monthly_usd', 'MOISSANITE'],
      ['price_silver_monthly_usd', 'SILVER'],
      ['price_cz_monthly_gbp', 'CZ'],
    ] as const) {
      const user = await t.createUser(`Buyer ${tier}`, { plan: null });
      const sessionId = await subscribe(user, priceId);
      const answer = await status(user, sessionId);
      expect(answer.subscribed).toBe(true);
      expect(tierFromProductId(answer.product_id, map)).toBe(tier);
    }
  });

  it('refuses a session id that belongs to someone else', async () => {
    const owner = await t.createUser('Owner', { plan: null });
    const sessionId = await subscribe(owner, 'price_silver_monthly_usd');
    const other = await t.createUser('Other', { plan: null });
    await post(other, '/functions/v1/create-checkout', { priceId: 'price_silver_monthly_usd' }); // gets a customer
    const res = await post(other, '/functions/v1/check-subscription', { session_id: sessionId });
    expect(res.status).toBe(403);
  });

  it('sends a subscriber to the portal instead of a second subscription', async () => {
    const user = await t.createUser('Already', { plan: null });
    const sessionId = await subscribe(user, 'price_moissanite_monthly_usd');
    await status(user, sessionId);
    const res = await post(user, '/functions/v1/create-checkout', { priceId: 'price_diamond_monthly_usd' });
    expect(((await res.json()) as { url: string }).url).toContain('/portal/');
  });

  it('cancel at period end: still subscribed until the end, not after; a plan switch changes the tier', async () => {
    const sandbox = t.deps.sandbox!;
    const user = await t.createUser('Canceller', { plan: null });
    const sessionId = await subscribe(user, 'price_moissanite_monthly_usd');
    await status(user, sessionId);
    const portal = await post(user, '/functions/v1/customer-portal');
    expect(portal.status).toBe(200);
    const subscriptionId = sandbox.checkoutSession(sessionId).subscription!;

    await sandbox.updateSubscription(subscriptionId, { price: 'price_diamond_monthly_usd' });
    await sandbox.settled();
    const map = await productMap();
    expect(tierFromProductId((await status(user)).product_id, map)).toBe('DIAMOND');

    await sandbox.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    await sandbox.settled();
    const cancelled = await status(user);
    expect(cancelled.subscribed).toBe(true);
    const periodEnd = sandbox.subscription(subscriptionId).items.data[0]!.current_period_end;
    expect(new Date(cancelled.subscription_end!).getTime()).toBe(periodEnd * 1000);

    await sandbox.advanceClock(32 * 86_400);
    await sandbox.settled();
    expect((await status(user)).subscribed).toBe(false);
    expect((await t.request('/v1/me', { token: user.token })).status).toBe(402);
  });

  it('keeps the later read when two webhook deliveries for one customer overlap', async () => {
    const sandbox = t.deps.sandbox!;
    const user = await t.createUser('Overlap', { plan: null });
    const sessionId = await subscribe(user, 'price_moissanite_monthly_usd');
    await sandbox.settled();
    const subscriptionId = sandbox.checkoutSession(sessionId).subscription!;
    const customer = await customerId(user);
    // A delivery reads Stripe before the switch, another after; the older one writes last.
    const before = await readCustomer(t.db.db, t.deps.stripe, customer);
    await sandbox.updateSubscription(subscriptionId, { price: 'price_diamond_monthly_usd' });
    await sandbox.settled();
    const after = await readCustomer(t.db.db, t.deps.stripe, customer);
    await t.db.db.transaction((tx) => writeCustomer(tx, after!));
    await t.db.db.transaction((tx) => writeCustomer(tx, before!));
    const { rows } = await t.db.pool.query('select plan from public.billing_subscriptions where id = $1', [
      subscriptionId,
    ]);
    expect(rows[0].plan).toBe('DIAMOND');
  });

  it("'Commencer gratuitement': CZ without a card, subscribed at once, no online payments, upgraded by Checkout", async () => {
    const user = await t.createUser('Gratuit', { plan: null });
    expect((await prices()).map((p) => p.priceId)).not.toContain('price_cz_free_gbp');
    const bought = await post(user, '/functions/v1/create-checkout', { priceId: 'price_cz_free_gbp' });
    expect(bought.status).toBe(400);

    const res = await post(user, '/functions/v1/start-free-plan');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/\/dashboard$/);
    const now = await status(user);
    expect(now.subscribed).toBe(true);
    expect(tierFromProductId(now.product_id, await productMap())).toBe('CZ');
    const [sub] = t.deps.sandbox!.listSubscriptions({}).filter((s) => s.metadata.user_id === user.id);
    expect(sub).toMatchObject({ status: 'active', default_payment_method: null });
    expect(sub!.items.data[0]!.price.unit_amount).toBe(0);

    // Pressed again: still one subscription, straight to the dashboard.
    expect((await post(user, '/functions/v1/start-free-plan')).status).toBe(200);
    expect(t.deps.sandbox!.listSubscriptions({}).filter((s) => s.metadata.user_id === user.id)).toHaveLength(
      1,
    );

    expect((await t.request('/v1/me', { token: user.token })).status).toBe(200);
    const pay = await t.request('/v1/payments/account', { token: user.token });
    expect(pay.status).toBe(403);
    expect(((await pay.json()) as { error: { code: string } }).error.code).toBe('plan_required');

    // Upgrading is the normal Checkout (the free plan has no card for the portal to charge); once paid,
    // the free subscription ends on Stripe.
    const sessionId = await subscribe(user, 'price_moissanite_monthly_gbp');
    expect(tierFromProductId((await status(user, sessionId)).product_id, await productMap())).toBe(
      'MOISSANITE',
    );
    await t.deps.sandbox!.settled();
    expect(t.deps.sandbox!.subscription(sub!.id).status).toBe('canceled');
    // A paying subscriber is sent to the portal to switch plan, as before.
    const again = await post(user, '/functions/v1/create-checkout', { priceId: 'price_diamond_monthly_gbp' });
    expect(((await again.json()) as { url: string }).url).toContain('/portal/');
  });

  it('Settings → Facturation shows the card right after paying by card, also after the free start', async () => {
    const summary = async (user: TestUser) =>
      (await (await t.request('/billing/summary', { token: user.token })).json()) as {
        plan: string | null;
        cardLast4: string | null;
        amount: number | null;
      };
    const paying = await t.createUser('Carte Directe', { plan: null });
    const first = await subscribe(paying, 'price_silver_monthly_usd');
    await status(paying, first); // the return from Checkout
    expect(await summary(paying)).toMatchObject({ plan: 'SILVER', cardLast4: '4242' });

    const upgraded = await t.createUser('Carte Après Gratuit', { plan: null });
    expect((await post(upgraded, '/functions/v1/start-free-plan')).status).toBe(200);
    const session = await subscribe(upgraded, 'price_moissanite_monthly_gbp');
    await status(upgraded, session);
    // Before the free subscription's end has come back from Stripe, and after.
    expect(await summary(upgraded)).toMatchObject({ plan: 'MOISSANITE', cardLast4: '4242' });
    await t.deps.sandbox!.settled();
    expect(await summary(upgraded)).toMatchObject({ plan: 'MOISSANITE', cardLast4: '4242' });
  });

  it('the sandbox refuses a priced subscription without a card, as Stripe does', async () => {
    const user = await t.createUser('Sans carte', { plan: null });
    await post(user, '/functions/v1/create-checkout', { priceId: 'price_silver_monthly_usd' }); // a customer
    const customer = await customerId(user);
    await expect(
      t.deps.sandbox!.createSubscription({
        customer,
        price: 'price_cz_monthly_gbp',
        paymentBehavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ status: 402 });
  });

  it("says 'no billing account' at the portal before any purchase", async () => {
    const user = await t.createUser('Nobody', { plan: null });
    const res = await post(user, '/functions/v1/customer-portal');
    expect(res.status).toBe(404);
  });
});

describe('webhooks', () => {
  const send = (payload: string, signature: string) =>
    t.app.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  const sign = (payload: string, secret = t.deps.billing.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('refuses a bad signature with 400', async () => {
    const payload = JSON.stringify({
      id: 'evt_bad',
      type: 'customer.subscription.updated',
      data: { object: {} },
    });
    expect((await send(payload, sign(payload, 'whsec_wrong'))).status).toBe(400);
    expect((await send(payload, 't=1,v1=deadbeef')).status).toBe(400);
  });

  it('answers 200 to an unknown type and applies the same event once', async () => {
    const unknown = JSON.stringify({
      id: 'evt_unknown_1',
      object: 'event',
      type: 'payout.created',
      data: { object: {} },
    });
    const res = await send(unknown, sign(unknown));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    const again = await send(unknown, sign(unknown));
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
  });

  it('ends in Stripe’s final state whatever order created/updated/deleted arrive in', async () => {
    const sandbox = t.deps.sandbox!;
    const user = await t.createUser('Reorder', { plan: null });
    const sessionId = await subscribe(user, 'price_silver_monthly_usd');
    await sandbox.settled();
    const subscriptionId = sandbox.checkoutSession(sessionId).subscription!;
    const snapshot = () => JSON.parse(JSON.stringify(sandbox.subscription(subscriptionId)));
    const created = snapshot();
    await sandbox.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const updated = snapshot();
    await sandbox.cancelSubscriptionNow(subscriptionId);
    const deleted = snapshot();
    await sandbox.settled();

    // Replay the three, newest first, as fresh deliveries.
    const events = [
      ['customer.subscription.deleted', deleted],
      ['customer.subscription.updated', updated],
      ['customer.subscription.created', created],
    ] as const;
    for (const [type, object] of events) {
      const payload = JSON.stringify({
        id: `evt_${type}_${subscriptionId}`,
        object: 'event',
        type,
        data: { object },
      });
      expect((await send(payload, sign(payload))).status).toBe(200);
    }
    const { rows } = await t.db.pool.query('select status from public.billing_subscriptions where id = $1', [
      subscriptionId,
    ]);
    expect(rows[0]?.status).toBe('canceled');
    expect((await status(user)).subscribed).toBe(false);
  });
});

describe('plan gating on the server', () => {
  it('answers 402 subscription_required on tenant routes without a live subscription', async () => {
    const user = await t.createUser('Unpaid', { plan: null });
    const res = await t.request('/v1/clients', { token: user.token });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('subscription_required');
  });

  it('answers 403 plan_required for a tool outside the plan, naming the plan needed', async () => {
    const cz = await t.createUser('CZ Shop', { plan: 'CZ' });
    const design = await t.request('/v1/tools/ai-design-generator', { token: cz.token });
    expect(design.status).toBe(403);
    expect(await design.json()).toMatchObject({
      error: { code: 'plan_required', details: { requiredPlan: 'DIAMOND' } },
    });
    expect((await t.request('/v1/tools/ai-chatbot', { token: cz.token })).status).toBe(403);
    expect((await t.request('/v1/tools/custom-order-form', { token: cz.token })).status).toBe(200);
    const list = (await (await t.request('/v1/tools', { token: cz.token })).json()) as {
      tools: { id: string; available: boolean }[];
    };
    expect(
      list.tools
        .filter((tool) => !tool.available)
        .map((tool) => tool.id)
        .sort(),
    ).toEqual(['ai-chatbot', 'ai-design-generator', 'ai-marketing-studio']);
    const diamond = await t.createUser('Diamond Shop', { plan: 'DIAMOND' });
    expect((await t.request('/v1/tools/ai-design-generator', { token: diamond.token })).status).toBe(200);
  });
});

describe('nightly reconcile', () => {
  it('puts back what Stripe says when a webhook was lost', async () => {
    const sandbox = t.deps.sandbox!;
    const user = await t.createUser('Lost Webhook', { plan: null });
    const sessionId = await subscribe(user, 'price_silver_monthly_usd');
    await status(user, sessionId);
    await sandbox.settled();
    // Stripe ends the subscription, and the event never reaches us.
    const subscription = sandbox.subscription(sandbox.checkoutSession(sessionId).subscription!);
    subscription.status = 'canceled';
    subscription.ended_at = sandbox.state.now();
    expect((await status(user)).subscribed).toBe(true);
    await t.deps.jobs.send('billing.reconcile', {});
    expect(await t.deps.jobs.drain('billing.reconcile')).toBe(1);
    expect((await status(user)).subscribed).toBe(false);
  });
});
