import { applyClaims } from '@carat/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantFixtures } from '#test/tenant-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let a: TestUser;
let b: TestUser;
let paths: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestContext();
  a = await t.createUser('Business A');
  b = await t.createUser('Business B');
  paths = ((await (await t.request('/openapi.json')).json()) as { paths: typeof paths }).paths;
});
afterAll(() => t?.close());

describe('tenant isolation', () => {
  it('has a fixture for every tenant route with an {id}', () => {
    const withId = Object.keys(paths).filter((p) => p.startsWith('/v1/') && p.includes('{id}'));
    expect(withId.length).toBeGreaterThan(0);
    for (const path of withId) {
      const collection = path.slice(0, path.indexOf('/{id}'));
      expect(
        tenantFixtures.map((f) => f.collection),
        path,
      ).toContain(collection);
    }
  });

  for (const fixture of tenantFixtures) {
    it(`${fixture.collection}: A cannot list, read, update or delete B's rows`, async () => {
      const bRow = await fixture.create(t, b);
      const itemPath = `${fixture.collection}/${bRow}`;
      const item = Object.keys(paths[`${fixture.collection}/{id}`] ?? {});

      const list = (await (await t.request(fixture.collection, { token: a.token })).json()) as {
        items: { id: string }[];
      };
      expect(list.items.map((r) => r.id)).not.toContain(bRow);

      if (item.includes('get')) expect((await t.request(itemPath, { token: a.token })).status).toBe(404);
      if (item.includes('patch')) {
        const res = await t.request(itemPath, { method: 'PATCH', token: a.token, body: fixture.patch ?? {} });
        expect(res.status).toBe(404);
      }
      if (item.includes('delete')) {
        expect((await t.request(itemPath, { method: 'DELETE', token: a.token })).status).toBe(404);
      }
      // B still has its row, unchanged.
      expect((await t.request(itemPath, { token: b.token })).status).toBe(200);
    });
  }

  it("A cannot act for B's business by naming it", async () => {
    const res = await t.request('/v1/clients', {
      token: a.token,
      headers: { 'x-business-id': b.businessId },
    });
    expect(res.status).toBe(404);
  });

  it("a raw query as A, without any WHERE clause, returns none of B's rows", async () => {
    await fixtureRows(b);
    // The tables the dashboard home counts (orders, appointments, invoices, clients) among them.
    const tables = ['businesses', 'memberships', 'profiles', 'clients', 'orders', 'invoices', 'appointments'];
    const seen = await t.db.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'authenticated', claims: { sub: a.id } });
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        const column = table === 'businesses' ? 'id' : table === 'profiles' ? 'user_id' : 'business_id';
        const rows = await tx.execute(sql.raw(`select ${column}::text as owner from public.${table}`));
        out[table] = rows.rows.map((r) => String(r.owner));
      }
      return out;
    });
    expect(seen.businesses).toEqual([a.businessId]);
    expect(seen.profiles).toEqual([a.id]);
    for (const table of ['memberships', 'clients', 'orders', 'invoices', 'appointments']) {
      expect(
        seen[table]?.every((owner) => owner === a.businessId),
        table,
      ).toBe(true);
    }
  });

  it('an anonymous caller reads no tenant data', async () => {
    await fixtureRows(b);
    for (const fixture of tenantFixtures) {
      const res = await t.request(fixture.collection);
      expect(res.status).toBe(401);
    }
    const counts = await t.db.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'anon', claims: {} });
      const out: number[] = [];
      for (const table of [
        'businesses',
        'memberships',
        'profiles',
        'clients',
        'orders',
        'invoices',
        'appointments',
      ]) {
        await tx.execute(sql.raw('savepoint probe'));
        try {
          const r = await tx.execute(sql.raw(`select count(*)::int as n from public.${table}`));
          out.push(Number(r.rows[0]?.n));
        } catch {
          await tx.execute(sql.raw('rollback to savepoint probe'));
          out.push(0); // no privilege at all: nothing readable
        }
      }
      return out;
    });
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

async function fixtureRows(user: TestUser) {
  for (const fixture of tenantFixtures) await fixture.create(t, user);
  await t.db.pool.query(
    `insert into public.orders (business_id, number, item, status, amount_minor)
     values ($1, 'ORD-2026-' || lpad((floor(random() * 900) + 100)::text, 3, '0'), 'Ring', 'completed', 1000)`,
    [user.businessId],
  );
  await t.db.pool.query(
    `insert into public.appointments (business_id, type, mode, status, starts_at, ends_at, blocked_until,
       time_zone, first_name, last_name, email, phone)
     values ($1, 'store', 'in-person', 'completed', now() - interval '1 day', now() - interval '23 hours',
       now() - interval '23 hours', 'Europe/London', 'Ada', 'Client', 'ada@example.com', '+44 20 7946 0000')`,
    [user.businessId],
  );
}
