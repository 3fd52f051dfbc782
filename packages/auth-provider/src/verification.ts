import { authUsers, type Executor } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { emailOtpLinkToken, isEmailOtp } from './email-otp.ts';
import { AuthError, badRequest, otpExpired } from './errors.ts';
import { consumeOneTimeToken, type OneTimeTokenType, PKCE_PREFIX } from './one-time-tokens.ts';
import { type FlowMethod, issueAuthCode } from './pkce.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { type AuthMethod, createSession, type SessionAnswer, sessionAnswer } from './sessions.ts';
import { findUserById, isBanned, mergeMetadata, normalizeEmail, type UserRow } from './users.ts';

/** The `type` of a link or of POST /verify, and what it spends, proves and is recorded as. */
const KINDS = {
  signup: { tokens: ['confirmation_token'], method: 'otp', flow: 'email/signup' },
  invite: { tokens: ['confirmation_token'], method: 'otp', flow: 'email/signup' },
  email: { tokens: ['confirmation_token', 'recovery_token'], method: 'otp', flow: 'email/signup' },
  recovery: { tokens: ['recovery_token'], method: 'recovery', flow: 'recovery' },
  magiclink: { tokens: ['recovery_token'], method: 'otp', flow: 'magiclink' },
  email_change: { tokens: ['email_change_token_new'], method: 'email_change', flow: 'email_change' },
} as const satisfies Record<string, { tokens: OneTimeTokenType[]; method: AuthMethod; flow: FlowMethod }>;

export type VerificationType = keyof typeof KINDS;

export function parseVerificationType(value: unknown): VerificationType {
  if (typeof value !== 'string' || !value)
    throw badRequest('validation_failed', 'Verify requires a verification type');
  if (value === 'sms' || value === 'phone_change')
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!(value in KINDS)) throw badRequest('validation_failed', 'Unsupported verification type');
  return value as VerificationType;
}

/** What the link proved, applied to the account: the email is confirmed, or changed. */
async function applyProof(tx: Executor, user: UserRow, relatesTo: string, tokenType: OneTimeTokenType) {
  const now = new Date();
  if (tokenType === 'email_change_token_new') {
    if (user.emailChange !== relatesTo) throw otpExpired();
    const [updated] = await tx
      .update(authUsers)
      .set({
        email: relatesTo,
        emailChange: null,
        emailConfirmedAt: now,
        rawUserMetaData: mergeMetadata(user.rawUserMetaData, { email: relatesTo, email_verified: true }),
        updatedAt: now,
      })
      .where(eq(authUsers.id, user.id))
      .returning();
    return updated ?? user;
  }
  // A confirmation or reset link proves the address as well: an unconfirmed account becomes confirmed.
  if (user.emailConfirmedAt) return user;
  const [updated] = await tx
    .update(authUsers)
    .set({
      emailConfirmedAt: now,
      rawUserMetaData: mergeMetadata(user.rawUserMetaData, { email_verified: true }),
      updatedAt: now,
    })
    .where(eq(authUsers.id, user.id))
    .returning();
  return updated ?? user;
}

export type VerificationResult = { kind: 'session'; session: SessionAnswer } | { kind: 'code'; code: string };

/**
 * Spends a link token and signs its owner in. Opened in a browser (`pkce`), a PKCE link — started by a
 * client that sent a code challenge — answers an auth code instead, for that client to exchange.
 */
export async function verifyLinkToken(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  input: { type: VerificationType; token: string; email?: string; caller: Caller; pkce: boolean },
): Promise<VerificationResult> {
  await limits.hitAddress(deps.config, 'verify', input.caller.ip);
  const kind = KINDS[input.type];
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  // An email and a six-digit code (signInWithOtp, then verifyOtp): the code stands for its link's token.
  const otpEmail = email !== undefined && isEmailOtp(input.token) ? email : null;
  if (otpEmail !== null) await limits.assertEmailOtpAllowed(otpEmail);
  const linkToken = otpEmail !== null ? emailOtpLinkToken(otpEmail, input.token) : null;
  const candidates = linkToken !== null ? [linkToken, PKCE_PREFIX + linkToken] : [input.token];
  const outcome = await deps.db.transaction(async (tx): Promise<VerificationResult | AuthError> => {
    const spent = await consumeOneTimeToken(tx, { token: candidates, types: [...kind.tokens] });
    // A wrong or stale token still commits: a token is good for one try. Wrong codes are counted per
    // address: a million codes would otherwise be a matter of patience.
    if (!spent) {
      if (otpEmail !== null) await limits.emailOtpFailed(otpEmail);
      return otpExpired();
    }
    if (email !== undefined && email !== spent.relatesTo.toLowerCase()) return otpExpired();
    const found = await findUserById(tx, spent.userId, true);
    if (!found || isBanned(found)) return otpExpired();
    const user = await applyProof(tx, found, spent.relatesTo, spent.type);
    if (input.pkce && input.token.startsWith(PKCE_PREFIX)) {
      // A recovery token opened as a magic link signs in; under any other type it is a password reset.
      const method: FlowMethod =
        spent.type === 'recovery_token' ? (input.type === 'magiclink' ? 'magiclink' : 'recovery') : kind.flow;
      const code = await issueAuthCode(tx, user.id, method);
      if (!code) return new AuthError(404, 'flow_state_not_found', 'No associated flow state found');
      return { kind: 'code', code };
    }
    const method: AuthMethod =
      spent.type === 'recovery_token' && input.type === 'email' ? 'otp' : kind.method;
    const session = await createSession(tx, { user, method, caller: input.caller });
    return {
      kind: 'session',
      session: await sessionAnswer(deps, tx, { ...user, lastSignInAt: new Date() }, session),
    };
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/** The URL fragment of an implicit-flow redirect, as supabase-js reads it back (detectSessionInUrl). */
export function sessionFragment(session: SessionAnswer, type: VerificationType): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString();
}

/** The fragment of a failed link, in the error form supabase-js recognises. */
export function errorFragment(error: AuthError): string {
  return new URLSearchParams({
    error: error.status === 403 ? 'access_denied' : 'invalid_request',
    error_code: error.errorCode,
    error_description:
      error.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
  }).toString();
}
