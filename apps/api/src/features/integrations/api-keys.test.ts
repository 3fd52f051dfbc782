import { billingSubscriptions } from '@carat/db';
import { API_SCOPES } from '@carat/validation/integrations';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, isWellFormedKey } from '#api/features/integrations/api-key-format.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

/** A DIAMOND jeweller created in the test, with a session verified by a second factor (aal2). */
async function jeweller(name: string, plan: 'DIAMOND' | 'MOISSANITE' = 'DIAMOND') {
  const user = await t.createUser(name, { plan });
  return { ...user, token: await t.token(user.id, { email: user.email, aal: 'aal2' }) };
}

async function createKey(user: TestUser, body: Record<string, unknown>) {
  const res = await t.request('/v1/api-keys', { method: 'POST', token: user.token, body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; key: string; start: string; scopes: string[] };
}

const withKey = (
  key: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => t.request(path, { ...init, token: key });

describe('API keys', () => {
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    a = await jeweller('Maison A');
    b = await jeweller('Maison B');
    for (const [user, name] of [
      [a, 'Client of A'],
      [b, 'Client of B'],
    ] as const) {
      const res = await t.request('/v1/clients', { method: 'POST', token: user.token, body: { name } });
      expect(res.status).toBe(201);
    }
  });

  it('creates a key shown once, lists clients with it, never sees another business, and stops at revoke', async () => {
    const created = await createKey(a, { name: 'CRM sync', scopes: ['clients:read'] });
    expect(isWellFormedKey(created.key, 'test')).toBe(true);
    expect(created.key.startsWith(created.start)).toBe(true);

    const listed = await t.request('/v1/api-keys', { token: a.token });
    const { items } = (await listed.json()) as { items: Record<string, unknown>[] };
    expect(items.find((k) => k.id === created.id)).toMatchObject({ name: 'CRM sync', start: created.start });
    expect(JSON.stringify(items)).not.toContain(created.key);

    const clients = await withKey(created.key, '/v1/clients');
    expect(clients.status).toBe(200);
    const names = ((await clients.json()) as { items: { name: string }[] }).items.map((c) => c.name);
    expect(names).toContain('Client of A');
    expect(names).not.toContain('Client of B');

    // Another business's key sees only its own rows, even when it names A's business.
    const keyB = await createKey(b, { name: 'B', scopes: ['clients:read'] });
    const asB = await withKey(keyB.key, '/v1/clients', { headers: { 'x-business-id': a.businessId } });
    const namesB = ((await asB.json()) as { items: { name: string }[] }).items.map((c) => c.name);
    expect(namesB).toEqual(['Client of B']);

    const revoked = await t.request(`/v1/api-keys/${created.id}`, { method: 'DELETE', token: a.token });
    expect(revoked.status).toBe(200);
    const after = await withKey(created.key, '/v1/clients');
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
  });

  it('answers 403 to a write outside the scopes and to routes no key may call', async () => {
    const { key } = await createKey(a, { name: 'Read only', scopes: ['clients:read', 'orders:read'] });
    const write = await withKey(key, '/v1/clients', { method: 'POST', body: { name: 'Nope' } });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({
      error: { code: 'insufficient_scope', details: { requiredScope: 'clients:write' } },
    });
    expect((await withKey(key, '/v1/invoices')).status).toBe(403);
    for (const path of ['/v1/api-keys', '/v1/me', '/v1/team', '/v1/webhook-endpoints']) {
      expect((await withKey(key, path)).status, path).toBe(403);
    }
    // The refused write left nothing behind.
    const list = await withKey(key, '/v1/clients?q=Nope');
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('writes with a write scope, once per Idempotency-Key', async () => {
    const { key } = await createKey(a, { name: 'Writer', scopes: ['clients:write'] });
    const send = (body: unknown) =>
      withKey(key, '/v1/clients', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': 'create-jeanne-1' },
      });
    const first = await send({ name: 'Jeanne API' });
    expect(first.status).toBe(201);
    const again = await send({ name: 'Jeanne API' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await send({ name: 'Someone else' });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('idempotency_conflict');
    const list = await withKey(key, '/v1/clients?q=Jeanne%20API');
    expect(((await list.json()) as { total: number }).total).toBe(1);
  });

  it('refuses malformed keys before the database, and keys of another environment', async () => {
    const { key } = generateApiKey('test');
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'carat_test_short', generateApiKey('live').key, key]) {
      const res = await withKey(bad, '/v1/clients');
      expect(res.status, bad).toBe(401);
    }
  });

  it('counts every use, moves last used, and limits each key per minute', async () => {
    const created = await createKey(a, { name: 'Limited', scopes: ['clients:read'], rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await withKey(created.key, '/v1/clients')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The use log is written after the answers, in batches (ADR 042).
    await t.deps.apiKeys.flush();
    const { rows } = await t.db.pool.query<{ status: number }>(
      'select status from public.api_key_requests where api_key_id = $1 order by id',
      [created.id],
    );
    expect(rows.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const listed = (await (await t.request('/v1/api-keys', { token: a.token })).json()) as {
      items: { id: string; lastUsedAt: string | null }[];
    };
    expect(listed.items.find((k) => k.id === created.id)?.lastUsedAt).not.toBeNull();
  });

  it('stops working below DIAMOND (403 plan_required) and works again after an upgrade', async () => {
    const owner = await jeweller('Maison Plan');
    const { key } = await createKey(owner, { name: 'Plan', scopes: ['clients:read'] });
    const setPlan = (plan: 'DIAMOND' | 'MOISSANITE') =>
      t.db.db.update(billingSubscriptions).set({ plan }).where(eq(billingSubscriptions.userId, owner.id));
    await setPlan('MOISSANITE');
    const refused = await withKey(key, '/v1/clients');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'plan_required', details: { requiredPlan: 'DIAMOND' } },
    });
    await setPlan('DIAMOND');
    expect((await withKey(key, '/v1/clients')).status).toBe(200);
  });

  it('is managed by the owner with a second factor, on DIAMOND only', async () => {
    const owner = await jeweller('Maison Factor');
    const aal1 = await t.request('/v1/api-keys', {
      method: 'POST',
      token: await t.token(owner.id, { email: owner.email }),
      body: { name: 'x', scopes: ['clients:read'] },
    });
    expect(aal1.status).toBe(403);
    expect(((await aal1.json()) as { error: { code: string } }).error.code).toBe('second_factor_required');
    const moissanite = await jeweller('Maison Moissanite', 'MOISSANITE');
    const res = await t.request('/v1/api-keys', { token: moissanite.token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('plan_required');
    const invalid = await t.request('/v1/api-keys', {
      method: 'POST',
      token: owner.token,
      body: { name: 'x', scopes: ['everything:write'] },
    });
    expect(invalid.status).toBe(422);
  });

  it('rotates a key: a new one with the same name and scopes, the old one works for the grace period only', async () => {
    const old = await createKey(a, { name: 'ERP', scopes: ['clients:read', 'orders:read'] });
    const aal1 = await t.request(`/v1/api-keys/${old.id}/rotate`, {
      method: 'POST',
      token: await t.token(a.id, { email: a.email }),
      body: { gracePeriodMinutes: 60 },
    });
    expect(aal1.status).toBe(403);
    const tooLong = await t.request(`/v1/api-keys/${old.id}/rotate`, {
      method: 'POST',
      token: a.token,
      body: { gracePeriodMinutes: 24 * 60 + 1 },
    });
    expect(tooLong.status).toBe(422);

    const before = Date.now();
    const res = await t.request(`/v1/api-keys/${old.id}/rotate`, {
      method: 'POST',
      token: a.token,
      body: { gracePeriodMinutes: 60 },
    });
    expect(res.status).toBe(201);
    const rotated = (await res.json()) as {
      id: string;
      key: string;
      name: string;
      scopes: string[];
      rotatedFrom: { id: string; validUntil: string };
    };
    expect(rotated).toMatchObject({ name: 'ERP', scopes: ['clients:read', 'orders:read'] });
    expect(rotated.id).not.toBe(old.id);
    expect(rotated.key).not.toBe(old.key);
    expect(rotated.rotatedFrom.id).toBe(old.id);
    const until = Date.parse(rotated.rotatedFrom.validUntil);
    expect(until - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(60 * 60_000 + 60_000);
    // Shown once: the list holds neither secret.
    const listed = await (await t.request('/v1/api-keys', { token: a.token })).text();
    expect(listed).not.toContain(rotated.key);

    // During the grace period both keys work.
    expect((await withKey(old.key, '/v1/clients')).status).toBe(200);
    expect((await withKey(rotated.key, '/v1/clients')).status).toBe(200);
    // The grace period over (its end moved into the past, as the clock would): the old one is refused.
    await t.db.pool.query(
      `update public.api_keys set expires_at = now() - interval '1 second' where id = $1`,
      [old.id],
    );
    expect((await withKey(old.key, '/v1/clients')).status).toBe(401);
    expect((await withKey(rotated.key, '/v1/clients')).status).toBe(200);
    // An expired key cannot be rotated again; a rotation without grace refuses the old key at once.
    const again = await t.request(`/v1/api-keys/${old.id}/rotate`, {
      method: 'POST',
      token: a.token,
      body: {},
    });
    expect(again.status).toBe(409);
    const next = await t.request(`/v1/api-keys/${rotated.id}/rotate`, {
      method: 'POST',
      token: a.token,
      body: {},
    });
    expect(next.status).toBe(201);
    expect((await withKey(rotated.key, '/v1/clients')).status).toBe(401);
    expect((await withKey(((await next.json()) as { key: string }).key, '/v1/clients')).status).toBe(200);
  });

  it('stores no key in plain text: no text column of any table holds one', async () => {
    const { key } = await createKey(a, { name: 'Scan', scopes: ['clients:read'] });
    expect((await withKey(key, '/v1/clients')).status).toBe(200);
    const { rows: columns } = await t.db.pool.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
    }>(
      `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const column of columns) {
      const { rows } = await t.db.pool.query<{ n: number }>(
        `select count(*)::int as n from ${ident(column.table_schema)}.${ident(column.table_name)}
          where ${ident(column.column_name)}::text like $1`,
        [`%${key.slice(-20)}%`],
      );
      if ((rows[0]?.n ?? 0) > 0)
        found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
    }
    expect(found).toEqual([]);
    // The hash is there: the scan would have found a plain key.
    const { rows } = await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from public.api_keys`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('the public API document', () => {
  it('lists exactly the routes a key can call, with their scopes, and every one answers a full key', async () => {
    const doc = (await (await t.request('/openapi.public.json')).json()) as {
      paths: Record<string, Record<string, { 'x-required-scope': string; parameters?: { name: string }[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/v1/clients']?.get?.['x-required-scope']).toBe('clients:read');
    expect(doc.paths['/v1/orders']?.post?.['x-required-scope']).toBe('orders:write');
    expect(doc.paths['/v1/orders']?.post?.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
    for (const hidden of [
      '/v1/api-keys',
      '/v1/me',
      '/v1/team',
      '/v1/webhook-endpoints',
      '/v1/invoice-settings',
    ]) {
      expect(doc.paths[hidden], hidden).toBeUndefined();
    }
    expect(doc.components.securitySchemes.apiKey).toBeDefined();

    const owner = await jeweller('Maison Doc');
    const { key } = await createKey(owner, {
      name: 'All',
      scopes: API_SCOPES.filter((s) => s.endsWith(':write')),
    });
    const lists = Object.keys(doc.paths).filter(
      (p) => !p.includes('{') && doc.paths[p]?.get && !p.endsWith('.csv'),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const path of lists) {
      const res = await withKey(key, path);
      expect([401, 403, 404, 500], `${path} → ${res.status}`).not.toContain(res.status);
    }
  });

  it('serves the guide with curl and JavaScript examples', async () => {
    const res = await t.request('/docs/api');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('curl ');
    expect(html).toContain('carat_test_');
    expect(html).toContain('Carat-Signature');
    expect((await t.request('/docs/api/reference')).status).toBe(200);
  });
});

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
