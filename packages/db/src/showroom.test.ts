import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asService, withClaims } from '#lib/rls.ts';
import * as schema from '#lib/schema/index.ts';
import { seedDemo } from '#lib/seed/index.ts';
import { createUserWithBusiness, dbMessage } from '#lib/test-support.ts';
import { createTestDatabase, type TestDatabase } from '#lib/testing.ts';

let t: TestDatabase;
let demoId: string;
let atelierId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db, { env: 'test', now: new Date('2027-01-15T12:00:00Z') });
  const rows = await asService(t.db, (tx) =>
    tx.select({ id: schema.businesses.id, slug: schema.businesses.slug }).from(schema.businesses),
  );
  demoId = rows.find((r) => r.slug === 'demo')!.id;
  atelierId = rows.find((r) => r.slug === 'atelier')!.id;
});
afterAll(async () => {
  await t?.close();
});

const createUser = (email: string) => createUserWithBusiness(t, email);

describe('the demo showroom seed', () => {
  it("has the spec's five products with their prices in pounds, and four collaborations", async () => {
    const products = await asAnon(t.db, (tx) =>
      tx
        .select({
          ref: schema.products.ref,
          price: schema.products.priceMinor,
          currency: schema.products.currency,
        })
        .from(schema.products)
        .where(sql`business_id = ${demoId}`)
        .orderBy(schema.products.ref),
    );
    expect(products.map((p) => [p.ref, p.price / 100, p.currency])).toEqual([
      [1, 15000, 'GBP'],
      [2, 8500, 'GBP'],
      [3, 12000, 'GBP'],
      [4, 3500, 'GBP'],
      [5, 5200, 'GBP'],
    ]);
    const collabs = await asAnon(t.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from public.collaborations where business_id = ${demoId}`),
    );
    expect(collabs.rows[0]?.n).toBe(4);
  });

  it('has reviews whose computed average is 4.9 over 3,670', async () => {
    const { rows } = await asAnon(t.db, (tx) =>
      tx.execute<{ n: number; avg: string }>(
        sql`select count(*)::int as n, round(avg(rating), 1)::text as avg from public.reviews where business_id = ${demoId}`,
      ),
    );
    expect(rows[0]).toEqual({ n: 3670, avg: '4.9' });
  });

  it('gives each business the nine daily slots on every day of the week', async () => {
    const { rows } = await asAnon(t.db, (tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from public.availability_slots where business_id = ${demoId}`,
      ),
    );
    expect(rows[0]?.n).toBe(63);
  });

  it("keeps the atelier's catalogue its own", async () => {
    const names = await asAnon(t.db, (tx) =>
      tx.select({ name: schema.products.name }).from(schema.products).where(sql`business_id = ${atelierId}`),
    );
    expect(names.map((n) => n.name)).toContain('Bague Solitaire Éclat');
    expect(names.map((n) => n.name)).not.toContain('Cuban Link Chain 18K');
  });
});

describe('anon reads', () => {
  it('never expose a reviewer email, stock, or private business columns', async () => {
    for (const query of [
      'select email from public.reviews limit 1',
      'select stock from public.products limit 1',
      'select vat_number from public.businesses limit 1',
      'select email from public.businesses limit 1',
      'select * from public.appointments limit 1',
      'select * from public.showroom_leads limit 1',
      'select * from public.appointment_tokens limit 1',
    ]) {
      const error = await asAnon(t.db, (tx) => tx.execute(sql.raw(query))).catch((e: unknown) => e);
      expect(dbMessage(error), query).toMatch(/permission denied/);
    }
  });

  it('see nothing of an unpublished showroom, nor unpublished products', async () => {
    const owner = await createUser('unpublished@example.test');
    await withClaims(t.db, { role: 'authenticated', claims: { sub: owner.id } }, (tx) =>
      tx.execute(sql`insert into public.products (name, price_minor, category, published)
        values ('Hidden ring', 1000, 'RINGS', true)`),
    );
    const seen = await asAnon(t.db, (tx) =>
      tx.execute(sql`select id from public.products where business_id = ${owner.businessId}`),
    );
    expect(seen.rows).toEqual([]);
    await asService(t.db, (tx) =>
      tx.execute(
        sql`update public.showroom_settings set published = true where business_id = ${owner.businessId}`,
      ),
    );
    await withClaims(t.db, { role: 'authenticated', claims: { sub: owner.id } }, (tx) =>
      tx.execute(sql`insert into public.products (name, price_minor, category) values ('Draft', 1, 'RINGS')`),
    );
    const after = await asAnon(t.db, (tx) =>
      tx.execute<{ name: string; ref: number }>(
        sql`select name, ref from public.products where business_id = ${owner.businessId} order by ref`,
      ),
    );
    // Published and in a published showroom: seen; the draft (ref 2, given in order) is not.
    expect(after.rows).toEqual([{ name: 'Hidden ring', ref: 1 }]);
  });
});

describe('product categories', () => {
  const categoriesOf = (businessId: string) =>
    asService(t.db, (tx) =>
      tx.execute<{ key: string; visible: boolean; name_fr: string; name_en: string }>(
        sql`select key, visible, name_fr, name_en from public.product_categories
          where business_id = ${businessId} order by position, key`,
      ),
    ).then((r) => r.rows);

  it("gives the demo the spec's categories: its five as tabs, rings and earrings kept hidden", async () => {
    const rows = await categoriesOf(demoId);
    expect(rows.map((r) => [r.key, r.visible])).toEqual([
      ['CHAINS', true],
      ['PENDANTS', true],
      ['BRACELETS', true],
      ['WATCHES', true],
      ['GRILLS', true],
      ['RINGS', false],
      ['EARRINGS', false],
    ]);
  });

  it('gives a new business the defaults, necklaces among them, all shown', async () => {
    const owner = await createUser('categories@example.test');
    const rows = await categoriesOf(owner.businessId);
    expect(rows.map((r) => r.key)).toEqual([
      'CHAINS',
      'PENDANTS',
      'BRACELETS',
      'WATCHES',
      'GRILLS',
      'RINGS',
      'EARRINGS',
      'NECKLACES',
    ]);
    expect(rows.every((r) => r.visible)).toBe(true);
    expect(rows.at(-1)).toMatchObject({ name_fr: 'Colliers', name_en: 'Necklaces' });
  });

  it("holds a piece to its business's categories, and a category in use to its pieces", async () => {
    const owner = await createUser('category-fk@example.test');
    const asOwner = <T>(fn: Parameters<typeof withClaims<T>>[2]) =>
      withClaims(t.db, { role: 'authenticated', claims: { sub: owner.id } }, fn);
    await asOwner((tx) =>
      tx.execute(
        sql`insert into public.product_categories (key, name_fr, name_en) values ('ANKLETS', 'Chevillères', 'Anklets')`,
      ),
    );
    await asOwner((tx) =>
      tx.execute(
        sql`insert into public.products (name, price_minor, category) values ('Anklet', 1, 'ANKLETS')`,
      ),
    );
    // Another business's key is not this one's.
    const foreign = await asService(t.db, (tx) =>
      tx.execute(sql`insert into public.products (business_id, name, price_minor, category)
        values (${demoId}, 'Stray', 1, 'ANKLETS')`),
    ).catch((e: unknown) => e);
    expect(dbMessage(foreign)).toMatch(/foreign key/);
    const inUse = await asOwner((tx) =>
      tx.execute(sql`delete from public.product_categories where key = 'ANKLETS'`),
    ).catch((e: unknown) => e);
    expect(dbMessage(inUse)).toMatch(/foreign key/);
    // A member sees and writes only their own business's categories.
    const seen = await asOwner((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from public.product_categories where business_id = ${demoId}`,
      ),
    );
    expect(seen.rows[0]?.n).toBe(0);
  });

  it('shows a visitor the categories of a published showroom only', async () => {
    const seen = await asAnon(t.db, (tx) =>
      tx.execute<{ key: string }>(
        sql`select key from public.product_categories where business_id = ${demoId} order by position`,
      ),
    );
    expect(seen.rows.map((r) => r.key)).toEqual([
      'CHAINS',
      'PENDANTS',
      'BRACELETS',
      'WATCHES',
      'GRILLS',
      'RINGS',
      'EARRINGS',
    ]);
    const owner = await createUser('categories-unpublished@example.test');
    const none = await asAnon(t.db, (tx) =>
      tx.execute(sql`select key from public.product_categories where business_id = ${owner.businessId}`),
    );
    expect(none.rows).toEqual([]);
  });
});

describe('appointments', () => {
  const insert = (start: string, blockedUntil: string, type = 'design', status = 'pending') =>
    asService(t.db, (tx) =>
      tx.execute(sql`insert into public.appointments
        (business_id, type, mode, status, starts_at, ends_at, blocked_until, time_zone, first_name, last_name, email, phone)
        values (${atelierId}, ${type}, 'in-person', ${status}, ${start}, ${blockedUntil}, ${blockedUntil},
                'Europe/Paris', 'A', 'B', 'a@example.test', '0102030405')`),
    );

  it('cannot overlap in the database: a 90-minute design slot refuses a later phone slot inside it', async () => {
    await insert('2027-05-03T09:00:00Z', '2027-05-03T10:30:00Z');
    const error = await insert('2027-05-03T10:00:00Z', '2027-05-03T10:15:00Z', 'phone').catch(
      (e: unknown) => e,
    );
    expect(dbMessage(error)).toMatch(/appointments_no_overlap/);
    // Back to back is fine (half-open ranges), and a cancelled booking frees its range.
    await insert('2027-05-03T10:30:00Z', '2027-05-03T10:45:00Z', 'phone');
    await insert('2027-05-04T09:00:00Z', '2027-05-04T10:30:00Z', 'design', 'cancelled');
    await insert('2027-05-04T09:30:00Z', '2027-05-04T09:45:00Z', 'phone');
  });
});
