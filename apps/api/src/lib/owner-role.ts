import type { Executor } from '@carat/db';
import { sql } from 'drizzle-orm';

/**
 * Runs `work` as the connection's owner inside the caller's transaction, then puts the caller's role
 * back. A tenant request runs as `authenticated`, which has no right on pg-boss's tables or on the
 * booking links' hashes (granting one would let a tenant read another's queued mail or links); the rows
 * are still written in the same transaction, so they exist exactly when the change commits. On the owner
 * connection (the public showroom's writes, the workers) it changes nothing.
 */
export async function asConnectionOwner<T>(tx: Executor, work: () => Promise<T>): Promise<T> {
  const { rows } = await tx.execute<{ role: string }>(sql`select current_setting('role') as role`);
  const role = rows[0]?.role ?? 'none';
  if (role === 'none') return work();
  await tx.execute(sql`set local role none`);
  try {
    return await work();
  } finally {
    await tx.execute(sql`select set_config('role', ${role}, true)`);
  }
}
