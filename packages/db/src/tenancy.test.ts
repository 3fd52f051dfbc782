import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withClaims } from '#lib/rls.ts';
import * as schema from '#lib/schema/index.ts';
import { dbMessage } from '#lib/test-support.ts';
import { createTestDatabase, type TestDatabase } from '#lib/testing.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

async function createUser(email: string, fullName: string) {
  const id = randomUUID();
  // auth.users is written by the auth provider, which connects as the owner (no role switch).
  await t.db.insert(schema.authUsers).values({ id, email, rawUserMetaData: { full_name: fullName } });
  return id;
}

const as = (userId: string) => ({ role: 'authenticated' as const, claims: { sub: userId } });

describe('migrations', () => {
  it('match the Drizzle schema: every column exists with its type and nullability', async () => {
    const tables = Object.values(schema).filter(
      (v): v is typeof schema.clients =>
        typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    );
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) {
      const config = getTableConfig(table);
      const { rows } = await t.pool.query<{ column_name: string; is_nullable: string; udt_name: string }>(
        `select column_name, is_nullable, udt_name from information_schema.columns
          where table_schema = $1 and table_name = $2`,
        [config.schema ?? 'public', config.name],
      );
      const columns = new Map(rows.map((r) => [r.column_name, r]));
      for (const column of config.columns) {
        const name = column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        const found = columns.get(name);
        expect(found, `${config.name}.${name}`).toBeDefined();
        expect(found?.is_nullable === 'NO', `${config.name}.${name} not null`).toBe(column.notNull);
      }
    }
  });

  it('are recorded once and not re-applied', async () => {
    const { rows } = await t.pool.query('select count(*)::int as n from private.schema_migrations');
    const { migrate } = await import('#lib/migrate.ts');
    const again = await migrate(t.pool);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toBe(rows[0].n);
  });
});

describe('sign-up', () => {
  it('gives a new account its profile, a business with a unique slug and the owner membership', async () => {
    const first = await createUser('marie@example.test', 'Marie Dupont');
    const second = await createUser('marie2@example.test', 'Marie Dupont');
    const rows = await asService(t.db, (tx) =>
      tx
        .select({
          userId: schema.memberships.userId,
          role: schema.memberships.role,
          slug: schema.businesses.slug,
        })
        .from(schema.memberships)
        .innerJoin(schema.businesses, sql`${schema.businesses.id} = ${schema.memberships.businessId}`)
        .where(sql`${schema.memberships.userId} in (${first}, ${second})`),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.role === 'owner')).toBe(true);
    const slugs = rows.map((r) => r.slug).sort();
    expect(slugs[0]).toBe('marie-dupont');
    expect(slugs[1]).toMatch(/^marie-dupont-[0-9a-f]{4}$/);
    const profile = await asService(t.db, (tx) =>
      tx.select().from(schema.profiles).where(sql`${schema.profiles.userId} = ${first}`),
    );
    expect(profile[0]).toMatchObject({ firstName: 'Marie', lastName: 'Dupont', locale: 'fr' });
  });

  it('derives a slug without accents or symbols', async () => {
    await createUser('elise@example.test', 'Maison Élise & Fils');
    const [row] = await asService(t.db, (tx) =>
      tx
        .select({ slug: schema.businesses.slug })
        .from(schema.businesses)
        .where(sql`email = 'elise@example.test'`),
    );
    expect(row?.slug).toBe('maison-elise-fils');
  });
});

describe('row-level security', () => {
  it('shows a member only the rows of their own business, even without a WHERE clause', async () => {
    const alice = await createUser('alice@example.test', 'Alice Atelier');
    const bob = await createUser('bob@example.test', 'Bob Bijoux');
    await withClaims(t.db, as(alice), (tx) =>
      tx.insert(schema.clients).values({ name: 'Client of Alice' } as never),
    );
    await withClaims(t.db, as(bob), (tx) =>
      tx.insert(schema.clients).values({ name: 'Client of Bob' } as never),
    );

    const seenByAlice = await withClaims(t.db, as(alice), (tx) =>
      tx.execute(sql`select name from public.clients`),
    );
    expect(seenByAlice.rows.map((r) => r.name)).toEqual(['Client of Alice']);
    const businessesSeen = await withClaims(t.db, as(alice), (tx) =>
      tx.execute(sql`select name from public.businesses`),
    );
    expect(businessesSeen.rows.map((r) => r.name)).toEqual(['Alice Atelier']);
  });

  it('refuses to write a row into another business', async () => {
    const carol = await createUser('carol@example.test', 'Carol');
    const dan = await createUser('dan@example.test', 'Dan');
    const [danBusiness] = await asService(t.db, (tx) =>
      tx.select().from(schema.memberships).where(sql`user_id = ${dan}`),
    );
    const error = await withClaims(t.db, as(carol), (tx) =>
      tx.insert(schema.clients).values({ name: 'intruder', businessId: danBusiness!.businessId }),
    ).catch((e: unknown) => e);
    expect(dbMessage(error)).toMatch(/row-level security/);
  });

  it('gives an anonymous caller no tenant data', async () => {
    for (const table of ['businesses', 'memberships', 'profiles', 'clients', 'orders']) {
      const result = await withClaims(t.db, { role: 'anon', claims: {} }, (tx) =>
        tx.execute(sql.raw(`select count(*)::int as n from public.${table}`)).catch((e: Error) => e),
      );
      // Either no privilege at all or zero visible rows.
      if (result instanceof Error) expect(dbMessage(result)).toMatch(/permission denied/);
      else expect(result.rows[0]?.n).toBe(0);
    }
  });
});

describe('numbers', () => {
  it('takes consecutive per-business, per-year numbers', async () => {
    const erin = await createUser('erin@example.test', 'Erin');
    const taken = await withClaims(t.db, as(erin), async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await tx.execute<{ n: number }>(
          sql`select public.next_business_number(public.current_business_id(), 'order', 2026) as n`,
        );
        out.push(r.rows[0]!.n);
      }
      return out;
    });
    expect(taken).toEqual([1, 2, 3]);
  });
});

describe('search text', () => {
  it('ignores case and accents', async () => {
    const r = await t.pool.query(`select public.normalize_search('Ã‰LODIE Œuvre Ærø Çà') as s`);
    expect(r.rows[0].s).toContain('oeuvre');
    const r2 = await t.pool.query(`select public.normalize_search('Élodie Lefèvre') as s`);
    expect(r2.rows[0].s).toBe('elodie lefevre');
  });
});
