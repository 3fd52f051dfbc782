import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { SANDBOX_CONNECT_WEBHOOK_SECRET } from '#api/features/billing/config.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the routes check their shapes.
export type Json = Record<string, any>;

/** The checkout session's id in a sandbox checkout URL (`…/checkout/{id}`). */
export const sessionOf = (url: string) => url.split('/checkout/')[1]!;
/** The onboarding link's id in a sandbox Connect URL (`…/connect/onboarding/{id}`). */
export const linkId = (url: string) => url.split('/connect/onboarding/')[1]!;

/**
 * The set-up of the connected-payments tests (Stripe Connect through the local sandbox): registers the
 * file's `beforeAll` / `afterAll` that build and close the API on a fresh database, with TRUST_PROXY=1 so
 * a test can give each anonymous visitor its own address (`ip`) and the public routes' rate limits stay
 * per visitor. Call it once at the top of a test file, before the file's own hooks (they run after it).
 */
export function connectedPaymentsTesting() {
  let context: TestContext | undefined;
  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    context = await createTestContext();
  });
  afterAll(async () => {
    process.env.TRUST_PROXY = trustProxy;
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    await context?.close();
  });

  const api = {
    /** The test context; built in `beforeAll`, so read it inside hooks and tests only. */
    get t(): TestContext {
      if (!context) throw new Error('connectedPaymentsTesting: the context is built in beforeAll');
      return context;
    },
    sandbox: () => api.t.deps.sandbox!,
    /** A request as `user` (null: anonymous, from `ip` when given); a body that is not JSON reads as {}. */
    async call(
      user: TestUser | null,
      path: string,
      method = 'GET',
      body?: unknown,
      ip?: string,
    ): Promise<{ status: number; body: Json; headers: Headers }> {
      const res = await api.t.request(path, {
        method,
        token: user?.token,
        body,
        headers: ip ? { 'x-forwarded-for': ip } : {},
      });
      const isJson = res.headers.get('content-type')?.includes('json');
      return { status: res.status, body: (isJson ? await res.json() : {}) as Json, headers: res.headers };
    },
    /** `call`, throwing unless the answer is a success: the body. */
    async ok(user: TestUser | null, path: string, method = 'GET', body?: unknown, ip?: string) {
      const res = await api.call(user, path, method, body, ip);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** A MOISSANITE jeweller whose Stripe account is connected and onboarded (through the sandbox's pages). */
    async connectedJeweller(name: string) {
      const user = await api.t.createUser(name, { plan: 'MOISSANITE' });
      const link = await api.ok(user, '/v1/payments/account', 'POST');
      api.sandbox().completeOnboarding(linkId(link.url));
      await api.sandbox().settled();
      const account = await api.ok(user, '/v1/payments/account');
      return { user, accountId: account.accountId as string };
    },
    /**
     * A connected jeweller whose showroom is published and open every day 09:00–12:00, with a design session
     * (60 min, £50–£100) asking a £25.00 deposit: the user, the Stripe account and the showroom's slug.
     */
    async shopWithDeposit(name: string) {
      const { user, accountId } = await api.connectedJeweller(name);
      await api.ok(user, '/v1/showroom/page/publish', 'POST');
      const { slug } = await api.ok(user, '/v1/showroom/settings');
      await api.ok(user, '/v1/availability', 'PUT', {
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['09:00', '10:00', '11:00'] })),
        closedDates: [],
        bufferMinutes: 0,
      });
      await api.ok(user, '/v1/services', 'PUT', {
        services: [
          {
            type: 'design',
            enabled: true,
            minDurationMinutes: 60,
            maxDurationMinutes: 60,
            minPriceMinor: 5000,
            maxPriceMinor: 10000,
            currency: 'GBP',
            depositMinor: 2500,
          },
        ],
      });
      return { user, accountId, slug: slug as string };
    },
    /**
     * A Connect event as Stripe sends it, signed with `secret` (the Connect endpoint's own by default), posted
     * to the Connect webhook: its status and JSON answer. Without an `id`, a fresh event id.
     */
    async sendConnectEvent(
      event: { type: string; account?: string; object: object; livemode?: boolean; id?: string },
      secret = SANDBOX_CONNECT_WEBHOOK_SECRET,
    ): Promise<{ status: number; body: Json }> {
      const payload = JSON.stringify({
        id: event.id ?? `evt_${randomUUID()}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: event.livemode ?? false,
        ...(event.account ? { account: event.account } : {}),
        type: event.type,
        data: { object: event.object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      const res = await api.t.request('/webhooks/stripe-connect', {
        method: 'POST',
        headers: { 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as Json };
    },
  };
  return api;
}
