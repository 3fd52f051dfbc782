import type { Executor } from '@carat/db';
import { sql } from 'drizzle-orm';

/**
 * Records that a factor accepted a code of this time step — only if the step is later than every step the
 * factor accepted before (RFC 6238 §5.2: a code is good for one verification). False when the step, or a
 * later one, was already used: the code is a replay.
 *
 * One conditional UPDATE, run in the transaction that accepts the code: two verifications racing with the
 * same code both reach it, the row lock makes the second wait, and Postgres re-checks its condition against
 * the first's committed step, so only one of them wins. The column is ours (0015_totp_replay.sql) and not
 * in the Drizzle schema of Supabase's tables, hence the SQL.
 */
export async function claimTotpStep(tx: Executor, factorId: string, step: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update auth.mfa_factors
       set last_totp_step = ${step}
     where id = ${factorId}
       and (last_totp_step is null or last_totp_step < ${step})
    returning id`);
  return rows.length > 0;
}
