import { randomUUID } from 'node:crypto';
import { authOneTimeTokens, type Executor } from '@carat/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from './secrets.ts';

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'reauthentication_token';

/** How long an email link works. */
export const LINK_LIFETIME_SECONDS = 3600;
/** Supabase Auth's marker of a link whose /verify answers a PKCE auth code instead of tokens. */
export const PKCE_PREFIX = 'pkce_';

/**
 * A new link token for a user and purpose, replacing the previous one (one live link per purpose, as in
 * Supabase Auth). Only its hash is stored; the caller puts the token in the email. A random token unless
 * the caller gives the secret (`secret`: the link token of an email code, see email-otp.ts).
 */
export async function issueOneTimeToken(
  tx: Executor,
  input: { userId: string; type: OneTimeTokenType; relatesTo: string; pkce?: boolean; secret?: string },
): Promise<string> {
  const token = `${input.pkce ? PKCE_PREFIX : ''}${input.secret ?? randomToken()}`;
  // created_at is a timestamp without time zone in Supabase Auth's table: set and compared in SQL only.
  await tx
    .insert(authOneTimeTokens)
    .values({
      id: randomUUID(),
      userId: input.userId,
      tokenType: input.type,
      tokenHash: sha256Hex(token),
      relatesTo: input.relatesTo,
      createdAt: sql`localtimestamp`,
      updatedAt: sql`localtimestamp`,
    })
    .onConflictDoUpdate({
      target: [authOneTimeTokens.userId, authOneTimeTokens.tokenType],
      set: {
        tokenHash: sha256Hex(token),
        relatesTo: input.relatesTo,
        createdAt: sql`localtimestamp`,
        updatedAt: sql`localtimestamp`,
      },
    });
  return token;
}

/**
 * Spends a link token: the row is deleted whether or not it is still valid. Null when unknown, of another
 * purpose, or older than the link lifetime. Several candidates can be given (an email code matches its
 * link token with or without the PKCE marker); at most one row matches, as tokens are unique.
 */
export async function consumeOneTimeToken(
  tx: Executor,
  input: { token: string | string[]; types: OneTimeTokenType[]; userId?: string },
): Promise<{ userId: string; type: OneTimeTokenType; relatesTo: string } | null> {
  const candidates = (Array.isArray(input.token) ? input.token : [input.token]).map(sha256Hex);
  const [row] = await tx
    .delete(authOneTimeTokens)
    .where(
      and(
        inArray(authOneTimeTokens.tokenHash, candidates),
        inArray(authOneTimeTokens.tokenType, input.types),
        input.userId === undefined ? undefined : eq(authOneTimeTokens.userId, input.userId),
      ),
    )
    .returning({
      userId: authOneTimeTokens.userId,
      type: authOneTimeTokens.tokenType,
      relatesTo: authOneTimeTokens.relatesTo,
      fresh: sql<boolean>`${authOneTimeTokens.createdAt} > localtimestamp - make_interval(secs => ${LINK_LIFETIME_SECONDS})`,
    });
  if (!row?.fresh) return null;
  return { userId: row.userId, type: row.type as OneTimeTokenType, relatesTo: row.relatesTo };
}

/** Every link of a user stops working (a new password was set). */
export async function clearOneTimeTokens(tx: Executor, userId: string): Promise<void> {
  await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
}
