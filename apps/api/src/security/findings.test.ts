import { randomUUID } from 'node:crypto';
import { applyClaims, billingWebhookEvents } from '@carat/db';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/** The outside test's findings (issue #12), each shown closed through the API or the database. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** A verified TOTP factor for a user, written as the auth provider would after enrolment. */
async function verifyFactor(userId: string) {
  await t.db.pool.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'phone', 'totp', 'verified', now(), now(), 'not-used')`,
    [randomUUID(), userId],
  );
  t.deps.entitlements.forget(userId);
}

describe('two-factor authentication is enforced on the data API', () => {
  let user: TestUser;
  let aal1: string;
  let aal2: string;

  beforeAll(async () => {
    user = await t.createUser('Atelier Deux Facteurs');
    const created = await t.request('/v1/clients', {
      method: 'POST',
      token: user.token,
      body: { name: 'Ada Client', email: 'ada@client.test' },
    });
    expect(created.status).toBe(201);
    await verifyFactor(user.id);
    aal1 = await t.token(user.id, { email: user.email, aal: 'aal1' });
    aal2 = await t.token(user.id, {
      email: user.email,
      aal: 'aal2',
      amr: [{ method: 'totp', timestamp: 1 }],
    });
  });

  it('answers 403 mfa_required to an aal1 token on every tenant and billing route', async () => {
    const doc = (await (await t.request('/openapi.json')).json()) as OpenApi;
    const refused: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      // Public routes (the showroom, a client's booking or pay link, a campaign's unsubscribe and click links, a shared design, a team invitation, a service job's quote) have no account to step up.
      const open = [
        '/v1/showrooms/',
        '/v1/bookings/',
        '/v1/pay/',
        '/v1/unsubscribe/',
        '/v1/r/',
        '/v1/design-shares/',
        '/v1/invitations/',
        '/v1/quotes/',
      ].some((prefix) => path.startsWith(prefix));
      const tenant = path.startsWith('/v1/') && !open;
      const billing = path.startsWith('/functions/v1/') || path === '/billing/summary';
      if (!tenant && !billing) continue;
      const concrete = path.replace(/\{[^}]+\}/g, randomUUID());
      for (const method of Object.keys(methods)) {
        const res = await t.request(concrete, {
          method: method.toUpperCase(),
          token: aal1,
          body: method === 'get' ? undefined : {},
        });
        checked++;
        const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        if (res.status !== 403 || body?.error?.code !== 'mfa_required')
          refused.push(`${method.toUpperCase()} ${path} → ${res.status} ${body?.error?.code}`);
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('serves the same routes to the aal2 token', async () => {
    for (const path of [
      '/v1/clients',
      '/v1/invoices',
      '/v1/orders',
      '/v1/leads',
      '/v1/me',
      '/billing/summary',
    ]) {
      const res = await t.request(path, { token: aal2 });
      expect(res.status, path).toBe(200);
    }
    const check = await t.request('/functions/v1/check-subscription', { method: 'POST', token: aal2 });
    expect(check.status).toBe(200);
  });

  it('refuses rows in the database itself to aal1 claims of that user (restrictive policy)', async () => {
    const count = (aal: string) =>
      t.db.db.transaction(async (tx) => {
        await applyClaims(tx, {
          role: 'authenticated',
          claims: { sub: user.id, role: 'authenticated', aal },
          businessId: user.businessId,
        });
        const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from public.clients`);
        return rows[0]!.n;
      });
    expect(await count('aal1')).toBe(0);
    expect(await count('aal2')).toBe(1);
    // A write is refused as well.
    await expect(
      t.db.db.transaction(async (tx) => {
        await applyClaims(tx, {
          role: 'authenticated',
          claims: { sub: user.id, role: 'authenticated', aal: 'aal1' },
          businessId: user.businessId,
        });
        await tx.execute(
          sql`insert into public.clients (business_id, name) values (${user.businessId}, 'Sneaky')`,
        );
      }),
    ).rejects.toThrow();
  });

  it('puts the policy on every table with row-level security', async () => {
    const { rows } = await t.db.pool.query<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
          and not exists (select 1 from pg_policies p where p.schemaname = 'public'
                            and p.tablename = c.relname and p.policyname = 'mfa_aal2' and p.permissive = 'RESTRICTIVE')`,
    );
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it('leaves accounts without a factor on aal1 as they were', async () => {
    const plain = await t.createUser('Atelier Simple');
    expect((await t.request('/v1/clients', { token: plain.token })).status).toBe(200);
  });
});

describe('the public demo dashboard', () => {
  it("never serves a jeweller who signed up as 'demo' on a database without the seed", async () => {
    const id = randomUUID();
    await t.db.pool.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      id,
      'demo@victim-jeweller.example',
      { business_name: 'Demo' },
    ]);
    const { rows } = await t.db.pool.query<{ slug: string; is_demo: boolean }>(
      `select b.slug, b.is_demo from businesses b join memberships m on m.business_id = b.id where m.user_id = $1`,
      [id],
    );
    expect(rows[0]!.slug).not.toBe('demo');
    expect(rows[0]!.is_demo).toBe(false);
    for (const path of ['/demo/v1/clients', '/demo/v1/me', '/demo/v1/invoices']) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it("keeps 'demo' and route words out of reach as slugs", async () => {
    const user = await t.createUser('Slug Taker');
    for (const slug of ['demo', 'dashboard', 'showroom', 'api']) {
      await expect(
        t.db.pool.query(`update businesses set slug = $1 where id = $2`, [slug, user.businessId]),
      ).rejects.toThrow(/businesses_slug_not_reserved/);
    }
  });

  it('is off by default in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/carat',
      AUTH_ANON_KEY: 'sb_publishable_production_key_for_test',
      AUTH_TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      SMTP_URL: 'smtp://mail.example',
      MARKETING_TOKEN_SECRET: 'a-production-marketing-secret-of-32-bytes-or-more',
      WEBHOOK_SECRET_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    expect(loadConfig(production).demoDashboard).toBe(false);
    expect(loadConfig({ ...production, DEMO_DASHBOARD: 'true' }).demoDashboard).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoDashboard).toBe(true);
  });
});

describe('Stripe webhooks', () => {
  const send = (payload: string, signature: string) =>
    t.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: t.deps.billing.webhookSecret, timestamp });

  it('refuses a validly signed event dated more than 5 minutes ahead, as one dated behind', async () => {
    const payload = JSON.stringify({
      id: 'evt_future',
      object: 'event',
      type: 'payout.created',
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await send(payload, sign(payload, now + 3600))).status).toBe(400);
    expect((await send(payload, sign(payload, now - 3600))).status).toBe(400);
    expect((await send(payload, sign(payload, now + 60))).status).toBe(200);
  });

  it('records an event for a customer that is not ours and answers 200', async () => {
    const cases: [string, string | null][] = [
      ['evt_unknown_customer', 'cus_nobody_knows'],
      ['evt_foreign_metadata', null],
    ];
    for (const [id, customer] of cases) {
      let customerId = customer;
      if (!customerId) {
        // A customer Stripe knows, whose metadata names no account of ours.
        const created = await t.deps.stripe.customers.create({ metadata: { user_id: randomUUID() } });
        customerId = created.id;
      }
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_x', object: 'subscription', customer: customerId } },
      });
      const res = await send(payload, sign(payload));
      expect(res.status, id).toBe(200);
      expect(await res.json()).toMatchObject({ outcome: 'unknown_customer' });
      const [row] = await t.db.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, id));
      expect(row).toBeDefined();
    }
  });
});
