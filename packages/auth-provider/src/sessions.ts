import { randomUUID } from 'node:crypto';
import { authMfaAmrClaims, authRefreshTokens, authSessions, authUsers, type Executor } from '@carat/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { type Caller, issuerOf, type ProviderDeps } from './context.ts';
import { badRequest } from './errors.ts';
import { keyFrom, randomToken, seal, sha256Hex } from './secrets.ts';
import { DEFAULT_APP_METADATA, loadFactors, type UserRow, userJson } from './users.ts';

/** How a session was authenticated, as Supabase Auth names it in the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'recovery'
  | 'email/signup'
  | 'email_change'
  | 'totp';

export type Aal = 'aal1' | 'aal2';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

export type SessionRow = typeof authSessions.$inferSelect;

/** Starts a session at aal1 with its first refresh token; the caller answers it with `sessionAnswer`. */
export async function createSession(
  tx: Executor,
  input: { user: UserRow; method: AuthMethod; caller: Caller },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const now = new Date();
  await tx.insert(authSessions).values({
    id: sessionId,
    userId: input.user.id,
    createdAt: now,
    updatedAt: now,
    aal: 'aal1',
    userAgent: input.caller.userAgent,
    ip: input.caller.ip,
  });
  await addAmrClaim(tx, sessionId, input.method);
  await tx
    .update(authUsers)
    .set({ lastSignInAt: now, updatedAt: now })
    .where(eq(authUsers.id, input.user.id));
  const refreshToken = await grantRefreshToken(tx, { userId: input.user.id, sessionId });
  return { sessionId, refreshToken };
}

/** Records (or renews) an authentication method on a session. */
export async function addAmrClaim(tx: Executor, sessionId: string, method: AuthMethod): Promise<void> {
  const now = new Date();
  await tx
    .insert(authMfaAmrClaims)
    .values({ id: randomUUID(), sessionId, authenticationMethod: method, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [authMfaAmrClaims.sessionId, authMfaAmrClaims.authenticationMethod],
      set: { updatedAt: now },
    });
}

/**
 * A new refresh token in a session. Only its hash is stored. When it replaces `parent`, the parent is
 * revoked and keeps the new token sealed under itself, so that whoever still holds the parent within the
 * reuse interval (a tab that lost the answer) can be given this same token again.
 */
export async function grantRefreshToken(
  tx: Executor,
  input: {
    userId: string;
    sessionId: string;
    /** The token this one replaces (revoked here). */
    parent?: { id: number; raw: string; hash: string };
    /** Only the lineage, when the replaced tokens were revoked by the caller. */
    parentHash?: string;
  },
): Promise<string> {
  const raw = randomToken();
  const now = new Date();
  await tx.insert(authRefreshTokens).values({
    token: sha256Hex(raw),
    userId: input.userId,
    sessionId: input.sessionId,
    revoked: false,
    parent: input.parent?.hash ?? input.parentHash ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (input.parent) {
    await tx
      .update(authRefreshTokens)
      .set({
        revoked: true,
        updatedAt: now,
        nextTokenSealed: seal(raw, keyFrom(input.parent.raw, 'refresh-successor'), input.parent.hash),
      })
      .where(eq(authRefreshTokens.id, input.parent.id));
  }
  return raw;
}

/** The session's `amr` (oldest first, as Supabase Auth sends it) and the level it earns. */
export async function assurance(tx: Executor, sessionId: string): Promise<{ aal: Aal; amr: AmrEntry[] }> {
  const claims = await tx
    .select({ method: authMfaAmrClaims.authenticationMethod, updatedAt: authMfaAmrClaims.updatedAt })
    .from(authMfaAmrClaims)
    .where(eq(authMfaAmrClaims.sessionId, sessionId))
    .orderBy(asc(authMfaAmrClaims.updatedAt));
  const amr = claims.map((c) => ({ method: c.method, timestamp: Math.floor(c.updatedAt.getTime() / 1000) }));
  return { aal: amr.some((c) => c.method === 'totp') ? 'aal2' : 'aal1', amr };
}

/** An ES256 access token with Supabase Auth's claims, signed by the provider's current key. */
export async function issueAccessToken(
  deps: ProviderDeps,
  tx: Executor,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { aal, amr } = await assurance(tx, sessionId);
  const token = await deps.keys.sign(
    {
      aud: user.aud ?? 'authenticated',
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.rawAppMetaData ?? DEFAULT_APP_METADATA,
      user_metadata: user.rawUserMetaData ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.isAnonymous,
    },
    { issuer: issuerOf(deps.config), expiresInSeconds: deps.config.jwtExpiry },
  );
  return { token, expiresAt: decodeJwt(token).exp ?? 0 };
}

/** `{ access_token, token_type, expires_in, expires_at, refresh_token, user }` for a session. */
export async function sessionAnswer(
  deps: ProviderDeps,
  tx: Executor,
  user: UserRow,
  session: { sessionId: string; refreshToken: string },
): Promise<SessionAnswer> {
  const { token, expiresAt } = await issueAccessToken(deps, tx, user, session.sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user, await loadFactors(tx, user.id)),
  };
}

export type LogoutScope = 'global' | 'local' | 'others';

export function parseLogoutScope(value: string | undefined): LogoutScope {
  const scope = value ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  return scope;
}

/** Ends sessions; their refresh tokens and amr claims go with them (cascade). */
export async function logout(
  tx: Executor,
  input: { userId: string; sessionId: string | null; scope: LogoutScope },
): Promise<void> {
  if (input.scope === 'global' || !input.sessionId) {
    if (input.scope !== 'others') await tx.delete(authSessions).where(eq(authSessions.userId, input.userId));
    return;
  }
  if (input.scope === 'local') {
    await tx
      .delete(authSessions)
      .where(and(eq(authSessions.id, input.sessionId), eq(authSessions.userId, input.userId)));
    return;
  }
  await tx
    .delete(authSessions)
    .where(and(eq(authSessions.userId, input.userId), ne(authSessions.id, input.sessionId)));
}

export async function findSession(
  tx: Executor,
  sessionId: string,
  forUpdate = false,
): Promise<SessionRow | null> {
  const query = tx.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  const [session] = forUpdate ? await query.for('update') : await query;
  return session ?? null;
}

export const sessionExpired = (session: SessionRow, now = new Date()) =>
  session.notAfter !== null && session.notAfter <= now;

/** Notes a refresh on the session (who and from where), as Supabase Auth does. */
export async function touchSession(tx: Executor, sessionId: string, caller: Caller): Promise<void> {
  await tx
    .update(authSessions)
    .set({
      updatedAt: new Date(),
      refreshedAt: sql`timezone('utc', now())`,
      userAgent: caller.userAgent,
      ip: caller.ip,
    })
    .where(eq(authSessions.id, sessionId));
}
