import { authUsers } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { isUniqueViolation } from './db-errors.ts';
import { assertEmailSendAllowed, emailOtpLinkToken, newEmailOtp } from './email-otp.ts';
import { badRequest, unprocessable } from './errors.ts';
import { redirectTarget, verifyLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { parseCodeChallenge, startFlow } from './pkce.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { insertUser } from './sign-up.ts';
import {
  findUserByEmail,
  isConfirmed,
  localeOf,
  nonEmptyString,
  normalizeEmail,
  requireObject,
} from './users.ts';

/**
 * POST /otp with an email (supabase-js signInWithOtp): emails a sign-in link and its six-digit code, which
 * POST /verify (`{ email, token, type: 'email' }`) or the link turns into a session. As Supabase Auth does
 * (otp.go, magic_link.go):
 * - an unknown address gets an account unless `create_user` is false (then 422 otp_disabled); opened this
 *   way it has no password;
 * - a confirmed account gets a magic link (a recovery token, `type=magiclink`); an unconfirmed one its
 *   confirmation again, with a code — either one proves the address and signs in;
 * - one email a minute per account (429 over_email_send_rate_limit), and the per-address budget of the
 *   other email-sending endpoints;
 * - phone numbers: SMS is off.
 * The answer is `{}` either way.
 */
export async function requestEmailOtp(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  input: { body: Record<string, unknown>; redirectTo: string | null; caller: Caller },
): Promise<Record<string, never>> {
  const { body } = input;
  if (nonEmptyString(body.email) && nonEmptyString(body.phone)) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  }
  if (nonEmptyString(body.email) && nonEmptyString(body.channel)) {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  const challenge = parseCodeChallenge(body);
  if (body.create_user !== undefined && typeof body.create_user !== 'boolean') {
    throw badRequest('bad_json', 'create_user must be a boolean');
  }
  const createUser = body.create_user !== false;
  const data = requireObject(body.data, 'data') ?? {};
  if (!nonEmptyString(body.email)) {
    if (nonEmptyString(body.phone)) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    throw badRequest('validation_failed', 'One of email or phone must be set');
  }
  const email = normalizeEmail(body.email);
  await limits.hitAddress(deps.config, 'otp', input.caller.ip);

  try {
    await deps.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email, true);
      if (!user) {
        if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
        user = await insertUser(tx, {
          email,
          encryptedPassword: null,
          data,
          confirmed: !deps.config.emailConfirmation,
        });
      }
      const confirmed = isConfirmed(user);
      assertEmailSendAllowed(confirmed ? user.recoverySentAt : user.confirmationSentAt);
      if (challenge) {
        await startFlow(tx, {
          userId: user.id,
          method: confirmed ? 'magiclink' : 'email/signup',
          challenge,
        });
      }
      const code = newEmailOtp();
      const token = await issueOneTimeToken(tx, {
        userId: user.id,
        type: confirmed ? 'recovery_token' : 'confirmation_token',
        relatesTo: email,
        pkce: challenge !== null,
        secret: emailOtpLinkToken(email, code),
      });
      const url = verifyLink(deps.config, {
        token,
        type: confirmed ? 'magiclink' : 'signup',
        redirectTo: redirectTarget(deps.config, input.redirectTo),
      });
      await deps.queueEmail({ kind: 'sign_in_code', to: email, locale: localeOf(user), code, url }, tx);
      const sentAt = new Date();
      await tx
        .update(authUsers)
        .set(confirmed ? { recoverySentAt: sentAt } : { confirmationSentAt: sentAt })
        .where(eq(authUsers.id, user.id));
    });
  } catch (error) {
    // Two first requests for one new address at once: the unique index lets one create the account, and
    // that one sends the email; the other's answer is the same `{}`.
    if (!isUniqueViolation(error)) throw error;
  }
  return {};
}
