import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { canTakePayments, planOfSubscriptions, type SubscriptionState, type Tier } from '@carat/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#api/context.ts';
import { assistantShowroom } from '#api/features/assistant/showroom-business.ts';
import { authenticateApiKey } from '#api/features/integrations/api-keys.ts';
import { depositAccount } from '#api/features/payments/deposits.ts';
import { requireUser } from '#api/middleware/auth.ts';
import { tenantScope } from '#api/middleware/scope.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 28, item 8: "the business's plan" has one rule (ADR 044) — the TypeScript twin in @carat/domain and
 * private.plan_of_business in SQL — and every surface answers it: the tenant scope, API keys, the showroom's
 * assistant, deposits, check-subscription, public.business_plan and public.showroom_plan. Each row of the
 * table is a state of the owner's subscriptions, written straight into the billing table as Stripe's
 * webhooks would leave it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
type Row = { status: string; plan: Tier; cancelAt?: 'past' | 'future'; free?: boolean };
const cases: { name: string; rows: Row[] }[] = [
  { name: 'no subscription', rows: [] },
  { name: 'active', rows: [{ status: 'active', plan: 'DIAMOND' }] },
  { name: 'trialing', rows: [{ status: 'trialing', plan: 'MOISSANITE' }] },
  { name: 'past_due', rows: [{ status: 'past_due', plan: 'DIAMOND' }] },
  { name: 'unpaid', rows: [{ status: 'unpaid', plan: 'DIAMOND' }] },
  { name: 'incomplete', rows: [{ status: 'incomplete', plan: 'DIAMOND' }] },
  { name: 'canceled', rows: [{ status: 'canceled', plan: 'DIAMOND' }] },
  { name: 'cancel_at passed', rows: [{ status: 'active', plan: 'DIAMOND', cancelAt: 'past' }] },
  { name: 'cancel_at ahead', rows: [{ status: 'active', plan: 'DIAMOND', cancelAt: 'future' }] },
  {
    name: 'several subscriptions',
    rows: [
      { status: 'active', plan: 'CZ' },
      { status: 'trialing', plan: 'MOISSANITE' },
      { status: 'past_due', plan: 'DIAMOND' },
      { status: 'active', plan: 'DIAMOND', cancelAt: 'past' },
    ],
  },
  { name: 'the free CZ start', rows: [{ status: 'active', plan: 'CZ', free: true }] },
];

/** The tenant scope's answer, read by the real middlewares on a bare router. */
function tenantProbe() {
  const probe = new Hono<AppEnv>();
  probe.use('*', async (c, next) => {
    c.set('deps', t.deps);
    c.set('logger', t.deps.logger);
    await next();
  });
  probe.get('/probe', requireUser, tenantScope, (c) =>
    c.json({ plan: c.get('hasPlan') ? c.get('plan') : null }),
  );
  return probe;
}

async function setSubscriptions(user: TestUser, rows: Row[]) {
  await t.db.pool.query('delete from public.billing_subscriptions where user_id = $1', [user.id]);
  for (const [i, row] of rows.entries()) {
    const cancelAt =
      row.cancelAt === 'past'
        ? new Date(Date.now() - DAY)
        : row.cancelAt === 'future'
          ? new Date(Date.now() + 10 * DAY)
          : null;
    await t.db.pool.query(
      `insert into public.billing_subscriptions (id, user_id, stripe_customer_id, status, plan, interval,
         current_period_end, cancel_at, price_id)
       values ($1, $2, $3, $4, $5, 'monthly', now() + interval '30 days', $6, $7)`,
      [`sub_rule_${user.id}_${i}`, user.id, `cus_rule_${user.id}`, row.status, row.plan, cancelAt, null],
    );
  }
  t.deps.entitlements.forget(user.id);
}

const expectedOf = (rows: Row[]): Tier | null =>
  planOfSubscriptions(
    rows.map<SubscriptionState>((r) => ({
      status: r.status,
      plan: r.plan,
      cancelAt:
        r.cancelAt === 'past'
          ? new Date(Date.now() - DAY)
          : r.cancelAt === 'future'
            ? new Date(Date.now() + 10 * DAY)
            : null,
    })),
    new Date(),
  );

describe('one rule for the business’s plan', () => {
  let owner: TestUser;
  let secondBusiness: string;
  let slug: string;
  let apiKey: string;
  beforeAll(async () => {
    owner = await t.createUser('Maison Règle', { plan: 'DIAMOND' });
    const aal2 = await t.token(owner.id, { email: owner.email, aal: 'aal2' });
    owner = { ...owner, token: aal2 };
    expect((await t.request('/v1/showroom/page/publish', { method: 'POST', token: aal2 })).status).toBe(200);
    const settings = (await (await t.request('/v1/showroom/settings', { token: aal2 })).json()) as {
      slug: string;
    };
    slug = settings.slug;
    const key = await t.request('/v1/api-keys', {
      method: 'POST',
      token: aal2,
      body: { name: 'Rule', scopes: ['clients:read'] },
    });
    expect(key.status).toBe(201);
    apiKey = ((await key.json()) as { key: string }).key;
    // The same owner's second business (as an ownership transfer leaves it): the same plan.
    const { rows: second } = await t.db.pool.query<{ id: string }>(
      `insert into public.businesses (name, slug) values ('Maison Bis', $1) returning id`,
      [`maison-bis-${owner.id.slice(0, 8)}`],
    );
    secondBusiness = second[0]!.id;
    await t.db.pool.query(
      `insert into public.memberships (business_id, user_id, role) values ($1, $2, 'owner')`,
      [secondBusiness, owner.id],
    );
    // Both take deposits as far as Stripe is concerned: only the plan decides.
    for (const business of [owner.businessId, secondBusiness]) {
      await t.db.pool.query(
        `insert into public.payment_accounts (business_id, stripe_account_id, charges_enabled, payouts_enabled, details_submitted)
         values ($1, $2, true, true, true) on conflict (business_id) do update set charges_enabled = true`,
        [business, `acct_rule_${business.slice(0, 8)}`],
      );
    }
  });

  for (const { name, rows } of cases) {
    it(`answers the same plan everywhere: ${name}`, async () => {
      await setSubscriptions(owner, rows);
      const expected = expectedOf(rows);
      const system = systemScopeOf(t.deps);

      // SQL: the rule, the members' function (as service_role) and the visitors' one.
      for (const business of [owner.businessId, secondBusiness]) {
        const { rows: sqlRows } = await t.db.pool.query<{ rule: string | null; showroom: string | null }>(
          'select private.plan_of_business($1) as rule, public.showroom_plan($1) as showroom',
          [business],
        );
        expect(sqlRows[0]!.rule, `${name}: plan_of_business`).toBe(expected);
      }
      const { rows: showroomRows } = await t.db.pool.query<{ showroom: string | null }>(
        'select public.showroom_plan($1) as showroom',
        [owner.businessId],
      );
      expect(showroomRows[0]!.showroom, `${name}: showroom_plan`).toBe(expected ?? 'CZ');

      // The tenant scope, for both of the owner's businesses.
      const probe = tenantProbe();
      for (const business of [owner.businessId, secondBusiness]) {
        const res = await probe.request('/probe', {
          headers: { authorization: `Bearer ${owner.token}`, 'x-business-id': business },
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { plan: string | null }).plan, `${name}: tenant scope`).toBe(expected);
      }

      // API keys (the key's principal carries the business's plan; a refused plan is read again).
      t.deps.apiKeys.cache.clear();
      const principal = await authenticateApiKey(system, { token: apiKey });
      expect(principal.plan, `${name}: API key`).toBe(expected);

      // The showroom's assistant: a visitor-facing surface, CZ when none (as showroom_plan).
      const showroom = await assistantShowroom(system, slug);
      expect(showroom.plan, `${name}: assistant`).toBe(expected ?? 'CZ');

      // Deposits: taken online only on a plan that takes payments.
      const deposit = await depositAccount(system, owner.businessId);
      const takes = canTakePayments(expected ?? 'CZ');
      expect(deposit?.plan ?? null, `${name}: deposits`).toBe(takes ? expected : null);

      // check-subscription.
      const check = await t.request('/functions/v1/check-subscription', {
        method: 'POST',
        token: owner.token,
      });
      expect(check.status).toBe(200);
      const status = (await check.json()) as { subscribed: boolean };
      expect(status.subscribed, `${name}: check-subscription`).toBe(expected !== null);
    });
  }

  it('is written nowhere else: no service repeats the live-subscription test', () => {
    // The automations, webhooks and team services call the same SQL; a new copy of the rule fails here.
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          const text = readFileSync(path, 'utf8');
          if (/status in \('active', 'trialing'\)|\['active', 'trialing'\]/.test(text)) offenders.push(path);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
