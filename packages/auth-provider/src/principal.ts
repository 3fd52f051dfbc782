import type { ProviderDeps } from './context.ts';
import { AuthError, forbidden } from './errors.ts';
import { findSession, type SessionRow, sessionExpired } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

/**
 * Checks an access token's signature, issuer, audience and expiry (the host's verifier, which may cache):
 * what it names, or a rejection whose message says what is wrong with the token.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<{ id: string; sessionId: string | null }>;
}

/** The signed-in caller of a user endpoint: the token's user and session, both still there. */
export interface Principal {
  user: UserRow;
  session: SessionRow;
}

/**
 * Checks the bearer access token and loads what it names. A signed-out session (or a deleted user) is
 * refused even while the token has not expired, as Supabase Auth does for its own endpoints.
 */
export async function authenticate(
  deps: ProviderDeps & { verifier: AccessTokenVerifier },
  token: string | null,
): Promise<Principal> {
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: Awaited<ReturnType<AccessTokenVerifier['verify']>>;
  try {
    claims = await deps.verifier.verify(token);
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'invalid JWT';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const user = await findUserById(deps.db, claims.id);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const session = claims.sessionId ? await findSession(deps.db, claims.sessionId) : null;
  if (!session || session.userId !== user.id || sessionExpired(session)) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, session };
}
