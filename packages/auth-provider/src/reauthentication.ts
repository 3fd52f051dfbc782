import type { Executor } from '@carat/db';
import type { Caller, ProviderDeps } from './context.ts';
import {
  assertEmailSendAllowed,
  emailOtpLinkToken,
  isEmailOtp,
  newEmailOtp,
  tokenIssuedAt,
} from './email-otp.ts';
import { badRequest, unprocessable } from './errors.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import type { Principal } from './principal.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { isConfirmed, localeOf, type UserRow } from './users.ts';

/**
 * GET /reauthenticate: emails the signed-in user a six-digit code, the `nonce` that PUT /user accepts with
 * a new password — proof that whoever holds the session still reads the account's mailbox. As in Supabase
 * Auth: the address must be confirmed, one code a minute, a new code replaces the last, valid an hour.
 */
export async function sendReauthentication(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  principal: Principal,
  caller: Caller,
): Promise<Record<string, never>> {
  const { user } = principal;
  const email = user.email;
  if (!email) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!isConfirmed(user)) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  await limits.hitAddress(deps.config, 'reauthenticate', caller.ip);

  await deps.db.transaction(async (tx) => {
    assertEmailSendAllowed(await tokenIssuedAt(tx, user.id, 'reauthentication_token'));
    const code = newEmailOtp();
    await issueOneTimeToken(tx, {
      userId: user.id,
      type: 'reauthentication_token',
      relatesTo: email,
      secret: emailOtpLinkToken(email, code),
    });
    await deps.queueEmail({ kind: 'reauthentication', to: email, locale: localeOf(user), code }, tx);
  });
  return {};
}

const invalidNonce = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');

/**
 * Spends the user's reauthentication code, in the transaction of the change it allows; Supabase Auth's 422
 * when it is wrong, stale or spent. Wrong nonces are counted per user, as wrong sign-in codes are.
 */
export async function spendReauthenticationNonce(
  tx: Executor,
  limits: AuthRateLimits,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const key = `nonce:${user.id}`;
  await limits.assertEmailOtpAllowed(key);
  const spent =
    user.email && isEmailOtp(nonce)
      ? await consumeOneTimeToken(tx, {
          token: emailOtpLinkToken(user.email, nonce),
          types: ['reauthentication_token'],
          userId: user.id,
        })
      : null;
  if (!spent || spent.relatesTo !== user.email) {
    await limits.emailOtpFailed(key);
    throw invalidNonce();
  }
}
