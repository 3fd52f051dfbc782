import { hashPassword, verifyPassword } from '@carat/db';
import type { Caller, ProviderDeps } from './context.ts';
import { badRequest, invalidCredentials } from './errors.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { createSession, type SessionAnswer, sessionAnswer } from './sessions.ts';
import { findUserByEmail, isBanned, isConfirmed, normalizeEmail } from './users.ts';

// Unknown emails are checked against this hash, so they take as long as wrong passwords.
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
};

/** POST /token?grant_type=password: email and password in, a new aal1 session out. */
export async function passwordGrant(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  body: Record<string, unknown>,
  caller: Caller,
): Promise<SessionAnswer> {
  if (typeof body.phone === 'string' && body.phone && !body.email) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  if (typeof body.email !== 'string' || !body.email.trim()) {
    throw badRequest('validation_failed', 'missing email or phone');
  }
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  await limits.hitAddress(deps.config, 'sign-in', caller.ip);
  await limits.assertSignInAllowed(deps.config, email);

  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(user?.encryptedPassword ?? (await decoy()), password);
  if (!user || !valid || !user.encryptedPassword) {
    await limits.signInFailed(email);
    throw invalidCredentials();
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (deps.config.emailConfirmation && !isConfirmed(user)) {
    throw badRequest('email_not_confirmed', 'Email not confirmed');
  }
  await limits.signInSucceeded(email);

  return deps.db.transaction(async (tx) => {
    const session = await createSession(tx, { user, method: 'password', caller });
    const fresh = { ...user, lastSignInAt: new Date() };
    return sessionAnswer(deps, tx, fresh, session);
  });
}
