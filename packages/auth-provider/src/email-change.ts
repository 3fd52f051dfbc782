import type { Executor } from '@carat/db';
import type { ProviderDeps } from './context.ts';
import { queueLinkEmail, redirectTarget, verifyLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { type CodeChallenge, startFlow } from './pkce.ts';
import { localeOf, type UserRow } from './users.ts';

/**
 * Emails the confirmation link of an email change to the new address (in the caller's transaction, with
 * the email job): PUT /user sends the first, POST /resend sends it again. A new link replaces the last.
 */
export async function sendEmailChange(
  deps: ProviderDeps,
  tx: Executor,
  input: { user: UserRow; newEmail: string; redirectTo: string | null; challenge: CodeChallenge | null },
): Promise<void> {
  const { user, newEmail, challenge } = input;
  if (challenge) await startFlow(tx, { userId: user.id, method: 'email_change', challenge });
  const token = await issueOneTimeToken(tx, {
    userId: user.id,
    type: 'email_change_token_new',
    relatesTo: newEmail,
    pkce: challenge !== null,
  });
  const url = verifyLink(deps.config, {
    token,
    type: 'email_change',
    redirectTo: redirectTarget(deps.config, input.redirectTo),
  });
  await queueLinkEmail(deps, tx, {
    to: newEmail,
    locale: localeOf(user),
    type: 'email_change',
    url,
    newEmail,
  });
}
