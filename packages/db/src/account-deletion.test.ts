import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClaims } from '#lib/rls.ts';
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

async function createUser(name: string) {
  const id = randomUUID();
  await t.db
    .insert(schema.authUsers)
    .values({ id, email: `${id}@example.test`, rawUserMetaData: { full_name: name } });
  return id;
}

const as = (userId: string) => ({ role: 'authenticated' as const, claims: { sub: userId } });
describe('account deletion requests (0013)', () => {
  it('are read by their user only, and written by nobody but the API', async () => {
    const alice = await createUser('Alice');
    const bob = await createUser('Bob');
    const day = 86_400_000;
    await t.db.insert(schema.accountDeletionRequests).values({
      userId: alice,
      scheduledFor: new Date(Date.now() + 30 * day),
    });

    const seenByAlice = await withClaims(t.db, as(alice), (tx) =>
      tx.execute(sql`select user_id from public.account_deletion_requests`),
    );
    expect(seenByAlice.rows.map((r) => r.user_id)).toEqual([alice]);
    const seenByBob = await withClaims(t.db, as(bob), (tx) =>
      tx.execute(sql`select user_id from public.account_deletion_requests`),
    );
    expect(seenByBob.rows).toEqual([]);

    for (const statement of [
      sql`insert into public.account_deletion_requests (user_id, scheduled_for) values (${bob}, now() + interval '30 days')`,
      sql`update public.account_deletion_requests set scheduled_for = now() + interval '1 year'`,
      sql`delete from public.account_deletion_requests`,
      sql`select * from public.account_deletions_completed`,
    ]) {
      const error = await withClaims(t.db, as(alice), (tx) => tx.execute(statement)).catch((e: unknown) => e);
      expect(dbMessage(error)).toMatch(/permission denied/);
    }
  });

  it('go with their user, one per user, never due before they were made', async () => {
    const carol = await createUser('Carol');
    const at = new Date();
    await t.db
      .insert(schema.accountDeletionRequests)
      .values({ userId: carol, scheduledFor: new Date(at.getTime() + 1000) });
    const twice = await t.db
      .insert(schema.accountDeletionRequests)
      .values({ userId: carol, scheduledFor: new Date(at.getTime() + 1000) })
      .catch((e: unknown) => e);
    expect(dbMessage(twice)).toMatch(/unique/);
    const past = await t.db
      .insert(schema.accountDeletionRequests)
      .values({ userId: await createUser('Dan'), requestedAt: at, scheduledFor: at })
      .catch((e: unknown) => e);
    expect(dbMessage(past)).toMatch(/check constraint/);

    await t.pool.query('delete from auth.users where id = $1', [carol]);
    const { rows } = await t.pool.query('select 1 from public.account_deletion_requests where user_id = $1', [
      carol,
    ]);
    expect(rows).toEqual([]);
  });
});
