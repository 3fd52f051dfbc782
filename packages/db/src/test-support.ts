import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asService } from '#lib/rls.ts';
import * as schema from '#lib/schema/index.ts';
import type { TestDatabase } from '#lib/testing.ts';

/** Drizzle wraps the driver's error: the database's own message is its cause. */
export const dbMessage = (e: unknown) =>
  String((e as Error & { cause?: Error }).cause?.message ?? (e as Error).message);

/**
 * A new auth user named after `email`, written as the auth provider does (the owner, no role switch); the
 * sign-up trigger gives it a business: the user's id and that business's id.
 */
export async function createUserWithBusiness(db: TestDatabase, email: string) {
  const id = randomUUID();
  await db.db.insert(schema.authUsers).values({ id, email, rawUserMetaData: { full_name: email } });
  const [m] = await asService(db.db, (tx) =>
    tx.select().from(schema.memberships).where(sql`user_id = ${id}`),
  );
  return { id, businessId: m!.businessId };
}
