import { authRefreshTokens, authSessions, type Executor } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { AuthError, badRequest } from './errors.ts';
import { keyFrom, open, sha256Hex } from './secrets.ts';
import {
  findSession,
  grantRefreshToken,
  type SessionAnswer,
  sessionAnswer,
  sessionExpired,
  touchSession,
} from './sessions.ts';
import { findUserById, isBanned } from './users.ts';

type TokenRow = typeof authRefreshTokens.$inferSelect;

const notFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

async function findToken(tx: Executor, raw: string): Promise<TokenRow | null> {
  const [row] = await tx
    .select()
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.token, sha256Hex(raw)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Follows a revoked token's sealed successors to the session's live token (a token that was rotated and
 * then rotated again is followed twice). Null when the chain ends without one: the session was refreshed
 * by other means (MFA) or its tokens were revoked.
 */
async function currentToken(tx: Executor, revoked: TokenRow, raw: string): Promise<string | null> {
  let row: TokenRow | null = revoked;
  let token = raw;
  for (let step = 0; step < 20 && row; step++) {
    if (!row.revoked) return token;
    if (!row.nextTokenSealed || !row.token) return null;
    const next = open(row.nextTokenSealed, keyFrom(token, 'refresh-successor'), row.token);
    if (!next) return null;
    token = next;
    row = await findToken(tx, token);
  }
  return null;
}

/**
 * POST /token?grant_type=refresh_token. Refresh tokens rotate: each use revokes the token and answers a new
 * one. A revoked token used again within the reuse interval (a tab that lost the answer, two tabs at once)
 * gets the session's current pair; later, it is taken as stolen and the whole session is ended.
 */
export async function refreshGrant(
  deps: ProviderDeps,
  body: Record<string, unknown>,
  caller: Caller,
): Promise<SessionAnswer> {
  const raw = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!raw) throw badRequest('validation_failed', 'refresh_token required');

  // A refusal that must still commit (the session's revocation) is returned, then thrown.
  const outcome = await deps.db.transaction(async (tx): Promise<SessionAnswer | AuthError> => {
    const token = await findToken(tx, raw);
    if (!token?.sessionId) throw notFound();
    const session = await findSession(tx, token.sessionId, true);
    if (!session) throw notFound();
    const user = await findUserById(tx, session.userId);
    if (!user) throw notFound();
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (sessionExpired(session))
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let refreshToken: string;
    if (token.revoked) {
      const reuseUntil = (token.updatedAt?.getTime() ?? 0) + deps.config.refreshTokenReuseInterval * 1000;
      const current = Date.now() < reuseUntil ? await currentToken(tx, token, raw) : null;
      if (!current) {
        if (Date.now() >= reuseUntil) {
          // Replayed after the interval: whoever holds it, the session is no longer trusted.
          await tx.delete(authSessions).where(eq(authSessions.id, session.id));
          deps.logger.warn('refresh token reused: session revoked', {
            sessionId: session.id,
            userId: user.id,
          });
        }
        return alreadyUsed();
      }
      refreshToken = current;
    } else {
      refreshToken = await grantRefreshToken(tx, {
        userId: user.id,
        sessionId: session.id,
        parent: { id: token.id, raw, hash: token.token ?? sha256Hex(raw) },
      });
    }
    await touchSession(tx, session.id, caller);
    return sessionAnswer(deps, tx, user, { sessionId: session.id, refreshToken });
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
