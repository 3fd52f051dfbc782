import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withClaims } from '#lib/rls.ts';
import * as schema from '#lib/schema/index.ts';
import { seedDemo } from '#lib/seed/index.ts';
import { createUserWithBusiness, dbMessage } from '#lib/test-support.ts';
import { createTestDatabase, type TestDatabase } from '#lib/testing.ts';

let t: TestDatabase;
let demoId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db, { env: 'test', now: new Date('2027-01-15T12:00:00Z') });
  const [demo] = await asService(t.db, (tx) =>
    tx.select({ id: schema.businesses.id }).from(schema.businesses).where(sql`slug = 'demo'`),
  );
  demoId = demo!.id;
});
afterAll(async () => {
  await t?.close();
});

const createUser = (email: string) => createUserWithBusiness(t, email);

describe('showroom leads (0011)', () => {
  it('seeds the demo jeweller with requests and baskets of its own pieces, at every status', async () => {
    const { rows } = await t.pool.query<{ kind: string; status: string; pieces: string[]; order_id: string }>(
      `select kind, status, order_id, jsonb_path_query_array(items, '$[*].name') as pieces
         from public.showroom_leads where business_id = $1`,
      [demoId],
    );
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['custom', 'basket']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['new', 'contacted', 'closed']));
    expect(rows.flatMap((r) => r.pieces)).toContain('Cuban Link Chain 18K');
    // One became the seeded order it asked for.
    expect(rows.filter((r) => r.order_id)).toHaveLength(1);
  });

  it('keeps a search text of the contact, message and piece names, without case or accents', async () => {
    const { rows } = await t.pool.query<{ name: string }>(
      `select name from public.showroom_leads
        where business_id = $1 and search_text like '%' || public.normalize_search('CHAÎNE corde') || '%'`,
      [demoId],
    );
    expect(rows.map((r) => r.name)).toEqual(['Priya Shah']);
  });

  it("shows a business's leads to its members only, and never links another business's order", async () => {
    const other = await createUser('leads-other@example.test');
    const seen = await withClaims(t.db, { role: 'authenticated', claims: { sub: other.id } }, (tx) =>
      tx.execute(sql`select id from public.showroom_leads`),
    );
    expect(seen.rows).toEqual([]);
    const [order] = await asService(t.db, (tx) =>
      tx.select({ id: schema.orders.id }).from(schema.orders).where(sql`business_id = ${demoId}`).limit(1),
    );
    const error = await t.pool
      .query(
        `insert into public.showroom_leads (business_id, kind, name, email, status, order_id)
         values ($1, 'custom', 'Someone', 'someone@example.com', 'closed', $2)`,
        [other.businessId, order!.id],
      )
      .catch((e: unknown) => e);
    expect(dbMessage(error)).toMatch(/foreign key/);
  });

  it('keeps a converted lead closed, and one order for one lead', async () => {
    const { rows } = await t.pool.query<{ id: string; order_id: string }>(
      'select id, order_id from public.showroom_leads where business_id = $1 and order_id is not null',
      [demoId],
    );
    const converted = rows[0]!;
    const reopen = await t.pool
      .query(`update public.showroom_leads set status = 'new' where id = $1`, [converted.id])
      .catch((e: unknown) => e);
    expect(dbMessage(reopen)).toMatch(/showroom_leads_converted_closed/);
    const twice = await t.pool
      .query(
        `insert into public.showroom_leads (business_id, kind, name, email, status, order_id)
         values ($1, 'custom', 'Twice', 'twice@example.com', 'closed', $2)`,
        [demoId, converted.order_id],
      )
      .catch((e: unknown) => e);
    expect(dbMessage(twice)).toMatch(/showroom_leads_order_idx|duplicate key/);
  });
});
