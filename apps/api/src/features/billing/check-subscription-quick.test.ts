import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickSubscriptionCheck } from '#api/features/billing/check-subscription-quick.ts';
import { serveApi } from '#api/serve.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let server: ReturnType<typeof serveApi>;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  server = serveApi(t.app, t.deps, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const PATH = '/functions/v1/check-subscription';

/** Over HTTP, with a `{}` body as the dashboard sends it. */
function check(token: string, query = '', headers: Record<string, string> = {}) {
  return fetch(`${base}${PATH}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: '{}',
  });
}

/** The request headers node hands the quick path. */
const nodeHeaders = (user: TestUser, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${user.token}`,
  'content-type': 'application/json',
  'content-length': '2',
  ...extra,
});

/** Every response header but the two that differ per response. */
function comparable(res: Response) {
  return [...res.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date');
}

describe('the subscription check answered from memory (serve.ts)', () => {
  it('answers only what is remembered, and exactly as the route does, header by header', async () => {
    const user = await t.createUser('Quick Check', { plan: 'DIAMOND' });
    // Nothing remembered yet: the full route answers, and remembers the token and the caller.
    expect(quickSubscriptionCheck(nodeHeaders(user), t.deps)).toBeUndefined();
    const first = await check(user.token);
    expect(first.status).toBe(200);
    expect(quickSubscriptionCheck(nodeHeaders(user), t.deps)).toBeDefined();

    const dashboard = t.deps.config.appOrigins[0]!;
    const origins: Record<string, string>[] = [
      {},
      { origin: dashboard },
      { origin: 'https://elsewhere.example' },
    ];
    for (const headers of origins) {
      const quick = await check(user.token, '', headers);
      // A query string takes the route table (app.ts): the framework's answer.
      const routed = await check(user.token, '?via=table', headers);
      expect(quick.status).toBe(200);
      expect(await quick.json()).toEqual(await routed.json());
      expect(comparable(quick)).toEqual(comparable(routed));
      expect(quick.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const allowed = await check(user.token, '', { origin: dashboard });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(dashboard);
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await allowed.json()).toMatchObject({ subscribed: true });
    // A well-formed request id is kept, as the edge keeps it.
    expect(
      (await check(user.token, '', { 'x-request-id': 'trace-12345678' })).headers.get('x-request-id'),
    ).toBe('trace-12345678');
  });

  it('leaves to the route a body, a streamed body, another token, an expired state or a missing second factor', async () => {
    const user = await t.createUser('Quick Refusals', { plan: 'MOISSANITE' });
    await check(user.token);
    expect(quickSubscriptionCheck(nodeHeaders(user), t.deps)).toBeDefined();
    expect(quickSubscriptionCheck(nodeHeaders(user, { 'content-length': '40' }), t.deps)).toBeUndefined();
    const streamed = nodeHeaders(user, { 'transfer-encoding': 'chunked' });
    expect(quickSubscriptionCheck(streamed, t.deps)).toBeUndefined();
    expect(quickSubscriptionCheck({ 'content-length': '2' }, t.deps)).toBeUndefined();
    expect(
      quickSubscriptionCheck(nodeHeaders(user, { authorization: `Bearer ${user.token}x` }), t.deps),
    ).toBeUndefined();
    // A Checkout return carries its session id: the route reads Stripe.
    const withSession = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: 'cs_unknown' }),
    });
    expect(withSession.status).toBe(400);

    // A billing write forgets the caller: the route answers (and remembers) again.
    t.deps.entitlements.forget(user.id);
    expect(quickSubscriptionCheck(nodeHeaders(user), t.deps)).toBeUndefined();

    // A second factor turned on: an aal1 token is refused by the route, never answered from memory.
    await t.db.pool.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'Carat', 'totp', 'verified', now(), now())`,
      [user.id],
    );
    const refused = await check(user.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'mfa_required' } });
    expect(quickSubscriptionCheck(nodeHeaders(user), t.deps)).toBeUndefined();
    expect((await check(user.token)).status).toBe(403);
    const aal2 = await t.token(user.id, { email: user.email, aal: 'aal2' });
    expect((await check(aal2)).status).toBe(200);
    expect(
      quickSubscriptionCheck({ ...nodeHeaders(user), authorization: `Bearer ${aal2}` }, t.deps),
    ).toBeDefined();
  });

  it('writes the request log line the edge writes', async () => {
    const user = await t.createUser('Quick Log', { plan: 'CZ' });
    await check(user.token);
    const lines: { fields: Record<string, unknown>; message: string; bound: Record<string, unknown> }[] = [];
    const logger = {
      enabled: () => true,
      child: (bound: Record<string, unknown>) => ({
        info: (message: string, fields: Record<string, unknown>) => lines.push({ bound, message, fields }),
      }),
    };
    const answer = quickSubscriptionCheck(nodeHeaders(user, { 'x-request-id': 'trace-abcdefgh' }), {
      ...t.deps,
      logger: logger as never,
    });
    expect(answer).toBeDefined();
    expect(lines).toEqual([
      {
        bound: { requestId: 'trace-abcdefgh' },
        message: 'request',
        fields: { method: 'POST', path: PATH, status: 200, ms: 0 },
      },
    ]);
  });
});
