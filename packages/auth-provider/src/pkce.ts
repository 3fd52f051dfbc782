import { createHash, randomUUID } from 'node:crypto';
import { authFlowState, type Executor } from '@carat/db';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { AuthError, badRequest, notFound } from './errors.ts';
import { LINK_LIFETIME_SECONDS } from './one-time-tokens.ts';
import { equalSecrets, randomToken, sha256Hex } from './secrets.ts';
import { type AuthMethod, createSession, type SessionAnswer, sessionAnswer } from './sessions.ts';
import { findUserById } from './users.ts';

/** The flows that can be run with PKCE here: email links opened in the browser that started them. */
export type FlowMethod = 'recovery' | 'magiclink' | 'email/signup' | 'email_change';

/** An auth code must be exchanged within five minutes of /verify handing it out (Supabase Auth's default). */
const AUTH_CODE_LIFETIME_SECONDS = 300;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The client's PKCE challenge, when it sent one (supabase-js with flowType 'pkce'); null otherwise. */
export function parseCodeChallenge(body: Record<string, unknown>): CodeChallenge | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge.trim() : '';
  if (!challenge) return null;
  const method =
    typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : 's256';
  if (method !== 's256' && method !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method must be s256 or plain');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

export async function startFlow(
  tx: Executor,
  input: { userId: string; method: FlowMethod; challenge: CodeChallenge },
): Promise<void> {
  const now = new Date();
  await tx.insert(authFlowState).values({
    id: randomUUID(),
    userId: input.userId,
    // Unusable until /verify replaces it with the hash of a code it hands out.
    authCode: sha256Hex(randomToken()),
    codeChallengeMethod: input.challenge.method,
    codeChallenge: input.challenge.challenge,
    providerType: input.method === 'recovery' ? 'recovery' : 'email',
    authenticationMethod: input.method,
    createdAt: now,
    updatedAt: now,
  });
}

/** /verify of a PKCE link: the user's latest open flow of that kind gets an auth code (returned, not stored). */
export async function issueAuthCode(
  tx: Executor,
  userId: string,
  method: FlowMethod,
): Promise<string | null> {
  const [flow] = await tx
    .select({ id: authFlowState.id })
    .from(authFlowState)
    .where(
      and(
        eq(authFlowState.userId, userId),
        eq(authFlowState.authenticationMethod, method),
        gt(authFlowState.createdAt, sql`now() - make_interval(secs => ${LINK_LIFETIME_SECONDS})`),
      ),
    )
    .orderBy(desc(authFlowState.createdAt))
    .limit(1);
  if (!flow) return null;
  const code = randomUUID();
  await tx
    .update(authFlowState)
    .set({ authCode: sha256Hex(code), authCodeIssuedAt: new Date(), updatedAt: new Date() })
    .where(eq(authFlowState.id, flow.id));
  return code;
}

function challengeOf(verifier: string, method: 's256' | 'plain'): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** POST /token?grant_type=pkce: the auth code and the verifier behind the challenge give a session. */
export async function pkceGrant(
  deps: ProviderDeps,
  body: Record<string, unknown>,
  caller: Caller,
): Promise<SessionAnswer> {
  const code = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!code || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const outcome = await deps.db.transaction(async (tx): Promise<SessionAnswer | AuthError> => {
    // The flow is spent by any attempt, right or wrong: a code is good for one exchange.
    const [flow] = await tx
      .delete(authFlowState)
      .where(and(eq(authFlowState.authCode, sha256Hex(code)), isNotNull(authFlowState.authCodeIssuedAt)))
      .returning();
    if (!flow?.userId || !flow.authCodeIssuedAt) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (Date.now() - flow.authCodeIssuedAt.getTime() > AUTH_CODE_LIFETIME_SECONDS * 1000) {
      return new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!equalSecrets(challengeOf(verifier, flow.codeChallengeMethod), flow.codeChallenge)) {
      return new AuthError(
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    const user = await findUserById(tx, flow.userId);
    if (!user) throw notFound('user_not_found', 'User not found');
    const session = await createSession(tx, {
      user,
      method: flow.authenticationMethod as AuthMethod,
      caller,
    });
    return sessionAnswer(deps, tx, { ...user, lastSignInAt: new Date() }, session);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
