import { randomUUID } from 'node:crypto';
import { memberships } from '@carat/db';
import { type Area, can, type MemberRole } from '@carat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeArea } from '#api/lib/route-areas.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/*
 * Every /v1 route of the app, enumerated from the app itself, against the four people who may call it:
 * the business's owner, an admin, a staff member, and an outsider (a jeweller of another business naming
 * this one). A route no rule covers fails here, so a new route cannot ship without one (ADR 031).
 */

let t: TestContext;
let people: Record<MemberRole | 'outsider', TestUser>;
let businessId: string;

beforeAll(async () => {
  t = await createTestContext();
  const owner = await t.createUser('Roles Owner', { plan: 'DIAMOND' });
  const admin = await t.createUser('Roles Admin', { plan: null });
  const staff = await t.createUser('Roles Staff', { plan: null });
  const outsider = await t.createUser('Roles Outsider', { plan: 'DIAMOND' });
  businessId = owner.businessId;
  await t.db.db.insert(memberships).values([
    { businessId, userId: admin.id, role: 'admin' },
    { businessId, userId: staff.id, role: 'staff' },
  ]);
  people = { owner, admin, staff, outsider };
}, 60_000);
afterAll(() => t?.close());

/** Signed-in routes outside any business (the switcher): everyone gets their own answer. */
const ACCOUNT_LEVEL = new Set(['GET /v1/businesses']);

/** Routes whose success changes who the caller is: run last, so the other rows see the team intact. */
const LAST = new Set(['POST /v1/team/leave']);

function v1Routes() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/v1/') || r.path.includes('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.entries()]
    .sort(([a], [b]) => Number(LAST.has(a)) - Number(LAST.has(b)))
    .map(([key, route]) => ({ key, ...route }));
}

/** A concrete path: ids become unknown UUIDs, tokens and slugs a placeholder. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? randomUUID() : 'x'.repeat(43)));

describe('roles on every /v1 route', () => {
  it('finds a rule for every route', () => {
    const routes = v1Routes();
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes.filter((r) => routeArea(r.method, concrete(r.path)) === null).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('answers owner, admin, staff and outsider as the table says', async () => {
    const table: string[] = [];
    const wrong: string[] = [];
    for (const route of v1Routes()) {
      const path = concrete(route.path);
      const area = routeArea(route.method, path);
      if (area === 'public' || area === null) continue;
      for (const who of ['owner', 'admin', 'staff', 'outsider'] as const) {
        const res = await t.request(path, {
          method: route.method,
          token: people[who].token,
          headers: { 'x-business-id': businessId },
          body: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
        });
        const body = (await res.json().catch(() => ({}))) as {
          error?: { code?: string; details?: { area?: string } };
        };
        const refusedByRole = res.status === 403 && body.error?.details?.area === area;
        if (ACCOUNT_LEVEL.has(route.key)) {
          expect(res.status).toBe(200);
          const ids = ((body as { businesses?: { id: string }[] }).businesses ?? []).map((b) => b.id);
          expect(ids.includes(businessId)).toBe(who !== 'outsider');
          table.push(`${route.key} ${who}: own`);
          continue;
        }
        const expected = who === 'outsider' ? 'not found' : can(who, area as Area) ? 'allowed' : 'refused';
        const got =
          who === 'outsider'
            ? res.status === 404 && body.error?.code === 'not_found'
              ? 'not found'
              : `${res.status}`
            : refusedByRole
              ? 'refused'
              : 'allowed';
        table.push(`${route.key} ${who}: ${got}`);
        if (got !== expected)
          wrong.push(`${route.key} as ${who}: expected ${expected}, got ${got} (${res.status})`);
      }
    }
    expect(wrong).toEqual([]);
    // The table holds four answers per tenant route.
    expect(table.length % 4).toBe(0);
  }, 240_000);
});
