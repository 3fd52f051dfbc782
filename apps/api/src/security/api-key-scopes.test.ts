import { randomUUID } from 'node:crypto';
import { API_RESOURCES, API_SCOPES, type ApiScope } from '@carat/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopesAllow } from '#api/features/integrations/api-key-format.ts';
import { OPERATION_SCOPES, operationScopes } from '#api/features/integrations/operation-scopes.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 28, item 4: an API key's scope is the operation's, not the path's first segment (an `orders:write`
 * key created invoices through POST /v1/orders/{id}/invoice and reached the payment links). Every operation
 * of the app under a key resource is declared in OPERATION_SCOPES, and every declared one is called with a
 * key of each scope: refused (403 insufficient_scope) unless that scope is all it needs.
 */
let t: TestContext;
let owner: TestUser;
const keys = new Map<ApiScope, string>();

beforeAll(async () => {
  t = await createTestContext();
  const user = await t.createUser('Maison Portée', { plan: 'DIAMOND' });
  owner = { ...user, token: await t.token(user.id, { email: user.email, aal: 'aal2' }) };
  for (const scope of API_SCOPES) {
    const res = await t.request('/v1/api-keys', {
      method: 'POST',
      token: owner.token,
      body: { name: `Only ${scope}`, scopes: [scope], rateLimitPerMinute: 6000 },
    });
    expect(res.status).toBe(201);
    keys.set(scope, ((await res.json()) as { key: string }).key);
  }
}, 120_000);
afterAll(() => t?.close());

function appOperations() {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/v1/') || r.path.includes('*')) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return seen;
}

const appOperationsUnder = (pattern: RegExp) => [...appOperations()].filter((op) => pattern.test(op));

const concrete = (path: string) => path.replace(/:(\w+)/g, () => randomUUID());

async function callWith(key: string, operation: string) {
  const [method, path] = operation.split(' ') as [string, string];
  const res = await t.request(concrete(path), {
    method,
    token: key,
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
  });
  const body = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { error?: { code: string } })
    : {};
  return { status: res.status, code: body.error?.code ?? null };
}

describe('API key scopes per operation', () => {
  it('declares every operation under a key resource, and only operations the app has', () => {
    const operations = appOperations();
    const underKeyResource = [...operations].filter((op) => {
      const resource = /^\w+ \/v1\/([a-z-]+)/.exec(op)?.[1];
      return (API_RESOURCES as readonly string[]).includes(resource ?? '');
    });
    expect(underKeyResource.length).toBeGreaterThan(50);
    expect(underKeyResource.filter((op) => !(op in OPERATION_SCOPES))).toEqual([]);
    expect(Object.keys(OPERATION_SCOPES).filter((op) => !operations.has(op))).toEqual([]);
  });

  it("declares every operation of the counter's jobs, custody and valuations but the custody limit (a setting)", () => {
    const counter = [...appOperationsUnder(/^\w+ \/v1\/(repairs|custody|valuations)\b/)];
    expect(counter.length).toBeGreaterThanOrEqual(12);
    expect(counter.filter((op) => !(op in OPERATION_SCOPES))).toEqual(['PATCH /v1/custody']);
    expect(operationScopes('PATCH', '/v1/custody')).toBeNull();
  });

  it('calls every declared operation with a key of every scope: only the scopes it needs pass', async () => {
    const wrong: string[] = [];
    for (const [operation, needed] of Object.entries(OPERATION_SCOPES)) {
      for (const scope of API_SCOPES) {
        const allowed = needed?.every((n) => scopesAllow([scope], n)) ?? false;
        const { status, code } = await callWith(keys.get(scope)!, operation);
        const refused = status === 403 && code === 'insufficient_scope';
        if (refused === allowed) wrong.push(`${operation} with ${scope}: ${status} ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets a key holding every scope an operation needs through, and refuses keys elsewhere', async () => {
    const res = await t.request('/v1/api-keys', {
      method: 'POST',
      token: owner.token,
      body: {
        name: 'Orders and invoices',
        scopes: ['orders:read', 'invoices:write'],
        rateLimitPerMinute: 6000,
      },
    });
    const both = ((await res.json()) as { key: string }).key;
    const invoiced = await callWith(both, 'POST /v1/orders/:id/invoice');
    expect(invoiced.code).not.toBe('insufficient_scope');
    expect(invoiced.status).toBe(404);
    // The payment links and refunds are never a key's, whatever it holds.
    expect(operationScopes('POST', '/v1/orders/:id/payment-link')).toBeNull();
    for (const op of [
      'POST /v1/orders/:id/payment-link',
      'POST /v1/invoices/:id/refunds',
      'GET /v1/business',
    ]) {
      expect(await callWith(both, op), op).toMatchObject({ status: 403, code: 'insufficient_scope' });
    }
  });
});
