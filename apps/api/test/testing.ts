import { randomUUID } from 'node:crypto';
import { SigningKeys } from '@carat/auth-provider';
import { applyClaims, authUsers, billingSubscriptions, memberships } from '@carat/db';
import { createTestDatabase, type TestDatabase } from '@carat/db/testing';
import type { Tier } from '@carat/domain';
import { createMessageOutbox } from '@carat/embedded/outbox';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '#api/app.ts';
import { embeddedVerifier } from '#api/auth/verify.ts';
import { loadConfig } from '#api/config.ts';
import type { Deps } from '#api/context.ts';
import { embeddedAuthProvider } from '#api/deps/auth.ts';
import { startBilling } from '#api/deps/billing.ts';
import { startRequestCaches } from '#api/deps/caches.ts';
import { platformMessaging } from '#api/deps/messenger.ts';
import { loadBillingConfig } from '#api/features/billing/config.ts';
import { registerJobHandlers } from '#api/job-handlers.ts';
import { createLogger } from '#api/lib/logger.ts';
import { MemoryRateLimitStore } from '#api/lib/rate-limit-store.ts';
import { createMailer } from '#api/mail/mailer.ts';
import { createJobs } from '#api/queue/jobs.ts';
import { type MemberRole, type TenantScope, tenantScopeOf } from '#api/scope.ts';
import { createStorage } from '#api/storage/index.ts';

export interface TestUser {
  id: string;
  email: string;
  businessId: string;
  token: string;
}

export interface TestContext {
  db: TestDatabase;
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /**
   * A new jeweller account (the sign-up trigger gives it a business) and a valid access token. It is
   * subscribed to `plan` (DIAMOND unless said otherwise; null for none) by a row written directly.
   */
  createUser(fullName?: string, options?: { plan?: Tier | null }): Promise<TestUser>;
  /** A token for a user, with claims overridden (expired, other audience…). */
  token(userId: string, overrides?: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  /**
   * Runs `fn` with the tenant scope a request of this user would get (one transaction as
   * `authenticated`, RLS on, claims set), for tests that call a service directly. Rolled back unless
   * `commit` is true.
   */
  asTenant<T>(
    user: TestUser,
    fn: (scope: TenantScope) => Promise<T>,
    options?: { now?: Date; commit?: boolean },
  ): Promise<T>;
  request(
    path: string,
    init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The API on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set), with an in-memory
 * outbox and jobs drained by hand. Tokens are minted with the embedded provider's keys and verified
 * through the same JWKS the API publishes.
 */
export async function createTestContext(): Promise<TestContext> {
  const db = await createTestDatabase();
  // Webhook deliveries go to listeners on loopback here: private targets are allowed explicitly.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  const logger = createLogger('silent');
  const keys = await SigningKeys.load(db.pool);
  const issuer = `${config.API_URL}/auth/v1`;
  const jobs = createJobs({ connectionString: db.url, logger, worker: false, max: 2 });
  const billing = loadBillingConfig({}, false);
  // The sandbox's webhooks go straight into the app (built just below).
  let app: ReturnType<typeof createApp> | null = null;
  const payments = await startBilling({
    billing,
    db: db.db,
    logger,
    serveSandbox: false,
    deliver: async (payload, signature) => {
      const res = await app!.request('/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status };
    },
    deliverConnect: async (payload, signature) => {
      const res = await app!.request('/webhooks/stripe-connect', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status };
    },
  });
  const { apiKeys, entitlements } = await startRequestCaches(
    db.db,
    logger,
    process.env.DATABASE_URL ? db.pool : null,
  );
  const deps: Deps = {
    config,
    db: db.db,
    pool: db.pool,
    logger,
    keys,
    authProvider: embeddedAuthProvider(keys),
    verifier: embeddedVerifier(keys, issuer),
    jobs,
    mailer: createMailer({ smtpUrl: 'memory', from: config.MAIL_FROM, logger }),
    billing,
    stripe: payments.stripe,
    sandbox: payments.sandbox,
    entitlements,
    apiKeys,
    storage: createStorage(config),
    rateLimits: new MemoryRateLimitStore(),
    // The local outbox stands in for Twilio; its simulated replies go straight into the app, signed.
    messaging: platformMessaging(
      config,
      createMessageOutbox({
        webhookUrl: `${config.API_URL}/webhooks/twilio`,
        post: async (url, form, signature) => {
          const res = await app!.request(new URL(url).pathname, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
            body: new URLSearchParams(form).toString(),
          });
          return res.status;
        },
      }),
    ),
  };
  registerJobHandlers(deps);
  await jobs.start();
  app = createApp(deps);

  const token: TestContext['token'] = (userId, overrides = {}, expiresInSeconds = 3600) =>
    keys.sign(
      {
        sub: userId,
        aud: 'authenticated',
        role: 'authenticated',
        aal: 'aal1',
        session_id: randomUUID(),
        ...overrides,
      },
      { issuer, expiresInSeconds },
    );

  let counter = 0;
  return {
    db,
    deps,
    app,
    token,
    async createUser(fullName = `Jeweller ${++counter}`, options = {}) {
      const id = randomUUID();
      const email = `${id.slice(0, 8)}@jeweller.test`;
      await db.db.insert(authUsers).values({ id, email, rawUserMetaData: { full_name: fullName } });
      const plan = options.plan === undefined ? 'DIAMOND' : options.plan;
      if (plan) {
        await db.db.insert(billingSubscriptions).values({
          id: `sub_test_${id}`,
          userId: id,
          stripeCustomerId: `cus_test_${id}`,
          status: 'active',
          plan,
          interval: 'monthly',
          currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        });
      }
      const [m] = await db.db.select().from(memberships).where(eq(memberships.userId, id));
      return { id, email, businessId: m!.businessId, token: await token(id, { email }) };
    },
    async asTenant(user, fn, options = {}) {
      let result: unknown;
      class Rollback extends Error {}
      try {
        await db.db.transaction(async (tx) => {
          const claims = { sub: user.id, role: 'authenticated', aal: 'aal1', email: user.email };
          await applyClaims(tx, { role: 'authenticated', claims, businessId: user.businessId });
          const { rows } = await tx.execute<{
            time_zone: string;
            currency: string;
            plan: Tier | null;
            role: MemberRole;
          }>(
            sql`select b.time_zone, b.currency, public.business_plan(b.id) as plan, m.role
              from public.businesses b join public.memberships m on m.business_id = b.id and m.user_id = ${user.id}
              where b.id = ${user.businessId}`,
          );
          const row = rows[0]!;
          const scope = tenantScopeOf(
            { tx, deps, userId: user.id, now: options.now },
            {
              businessId: user.businessId,
              role: row.role,
              plan: row.plan ?? 'CZ',
              timeZone: row.time_zone,
              currency: row.currency.trim(),
            },
          );
          result = await fn(scope);
          if (!options.commit) throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      }
      return result as never;
    },
    request(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      return Promise.resolve(app.request(path, { method: init.method ?? 'GET', headers, body }));
    },
    async close() {
      await apiKeys.close();
      await payments.close();
      await jobs.stop();
      await db.close();
    },
  };
}
