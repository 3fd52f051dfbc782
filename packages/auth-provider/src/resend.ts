import type { Caller, ProviderDeps } from './context.ts';
import { sendEmailChange } from './email-change.ts';
import { assertEmailSendAllowed, tokenIssuedAt } from './email-otp.ts';
import { badRequest } from './errors.ts';
import { parseCodeChallenge } from './pkce.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { sendConfirmation } from './sign-up.ts';
import { findUserByEmail, isConfirmed, nonEmptyString, normalizeEmail } from './users.ts';

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;
type ResendType = (typeof RESEND_TYPES)[number];

/**
 * POST /resend (supabase-js `resend`): the sign-up confirmation, or the email-change confirmation, again.
 * As Supabase Auth does (resend.go): the answer is `{}` whether or not the address has an account, or
 * anything is pending — nothing is sent then; one email a minute per account (429
 * over_email_send_rate_limit); `sms` and `phone_change` answer that phone logins are disabled. For
 * `email_change`, `email` is the account's current address; the link goes to the new one.
 */
export async function resendEmail(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  input: { body: Record<string, unknown>; redirectTo: string | null; caller: Caller },
): Promise<Record<string, never>> {
  const { body } = input;
  const type = body.type;
  if (!RESEND_TYPES.includes(type as ResendType)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const challenge = type === 'signup' || type === 'email_change' ? parseCodeChallenge(body) : null;
  const hasEmail = nonEmptyString(body.email);
  const hasPhone = nonEmptyString(body.phone);
  if (!hasEmail && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (!hasPhone && type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (hasEmail && hasPhone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  }
  if (hasPhone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!hasEmail) throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = normalizeEmail(body.email);
  await limits.hitAddress(deps.config, 'resend', input.caller.ip);
  // A phone change with an email: the account is found, and it has no pending phone change (no phones).
  if (type === 'phone_change') return {};

  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return;
    if (type === 'signup') {
      if (isConfirmed(user)) return;
      assertEmailSendAllowed(user.confirmationSentAt);
      await sendConfirmation(deps, tx, user, { redirectTo: input.redirectTo, challenge });
      return;
    }
    if (!user.emailChange) return;
    assertEmailSendAllowed(await tokenIssuedAt(tx, user.id, 'email_change_token_new'));
    await sendEmailChange(deps, tx, {
      user,
      newEmail: user.emailChange,
      redirectTo: input.redirectTo,
      challenge,
    });
  });
  return {};
}
