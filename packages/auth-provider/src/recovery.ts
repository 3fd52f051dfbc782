import { authUsers } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { queueLinkEmail, redirectTarget, verifyLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { parseCodeChallenge, startFlow } from './pkce.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { findUserByEmail, localeOf, normalizeEmail } from './users.ts';

/** One reset email per account per minute; asking again sooner is answered the same, and sends nothing. */
const RESEND_AFTER_MS = 60_000;

/**
 * POST /recover: emails a password-reset link when the address has an account. The answer is the same
 * either way (`{}`), so the form does not tell who has an account.
 */
export async function requestRecovery(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  input: { body: Record<string, unknown>; redirectTo: string | null; caller: Caller },
): Promise<Record<string, never>> {
  const email = normalizeEmail(input.body.email);
  const challenge = parseCodeChallenge(input.body);
  await limits.hitAddress(deps.config, 'recover', input.caller.ip);

  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return;
    if (user.recoverySentAt && Date.now() - user.recoverySentAt.getTime() < RESEND_AFTER_MS) return;
    if (challenge) await startFlow(tx, { userId: user.id, method: 'recovery', challenge });
    const token = await issueOneTimeToken(tx, {
      userId: user.id,
      type: 'recovery_token',
      relatesTo: email,
      pkce: challenge !== null,
    });
    const url = verifyLink(deps.config, {
      token,
      type: 'recovery',
      redirectTo: redirectTarget(deps.config, input.redirectTo),
    });
    await queueLinkEmail(deps, tx, { to: email, locale: localeOf(user), type: 'recovery', url });
    await tx.update(authUsers).set({ recoverySentAt: new Date() }).where(eq(authUsers.id, user.id));
  });
  return {};
}
