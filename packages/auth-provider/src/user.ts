import { authUsers, hashPassword, verifyPassword } from '@carat/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProviderDeps } from './context.ts';
import { sendEmailChange } from './email-change.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { clearOneTimeTokens } from './one-time-tokens.ts';
import { parseCodeChallenge } from './pkce.ts';
import type { Principal } from './principal.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { spendReauthenticationNonce } from './reauthentication.ts';
import { assurance, logout } from './sessions.ts';
import {
  checkNewPassword,
  loadFactors,
  mergeMetadata,
  normalizeEmail,
  requireObject,
  type UserJson,
  userJson,
} from './users.ts';

/** GET /user. */
export async function getUser(deps: ProviderDeps, principal: Principal): Promise<UserJson> {
  return userJson(principal.user, await loadFactors(deps.db, principal.user.id));
}

/**
 * PUT /user: user_metadata (`data`, merged), the password, the email (confirmed through a link sent to
 * the new address). The caller proved the current password by signing in just before (the dashboard
 * re-authenticates); with MFA on, changing the password or email needs an aal2 session. A new password
 * ends the user's other sessions and voids their pending links. A `nonce` sent with a new password is the
 * code of GET /reauthenticate: it is checked and spent, and a wrong one stops the change. It is not
 * required (Supabase Auth's default, "secure password change" off).
 */
export async function updateUser(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  principal: Principal,
  input: { body: Record<string, unknown>; redirectTo: string | null },
): Promise<UserJson> {
  const { body } = input;
  const { user, session } = principal;
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (typeof body.phone === 'string' && body.phone) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  const data = requireObject(body.data, 'data');
  const password =
    body.password === undefined || body.password === null ? undefined : checkNewPassword(body.password);
  const email =
    typeof body.email === 'string' && body.email.trim() && normalizeEmail(body.email) !== user.email
      ? normalizeEmail(body.email)
      : undefined;
  const challenge = email ? parseCodeChallenge(body) : null;
  const nonce = typeof body.nonce === 'string' && body.nonce !== '' ? body.nonce.trim() : null;

  const factors = await loadFactors(deps.db, user.id);
  if ((password !== undefined || email !== undefined) && factors.some((f) => f.status === 'verified')) {
    const { aal } = await assurance(deps.db, session.id);
    if (aal !== 'aal2') {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }
  if (password !== undefined && (await verifyPassword(user.encryptedPassword, password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  const encryptedPassword = password === undefined ? undefined : await hashPassword(password);

  const updated = await deps.db.transaction(async (tx) => {
    if (password !== undefined && nonce !== null) await spendReauthenticationNonce(tx, limits, user, nonce);
    if (email) {
      const [taken] = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(sql`lower(${authUsers.email}) = ${email}`, ne(authUsers.id, user.id)))
        .limit(1);
      if (taken)
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    const now = new Date();
    const [row] = await tx
      .update(authUsers)
      .set({
        updatedAt: now,
        ...(encryptedPassword ? { encryptedPassword } : {}),
        ...(data ? { rawUserMetaData: mergeMetadata(user.rawUserMetaData, data) } : {}),
        ...(email ? { emailChange: email } : {}),
      })
      .where(eq(authUsers.id, user.id))
      .returning();
    if (!row) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (encryptedPassword) {
      await clearOneTimeTokens(tx, user.id);
      await logout(tx, { userId: user.id, sessionId: session.id, scope: 'others' });
    }
    if (email) {
      await sendEmailChange(deps, tx, {
        user: row,
        newEmail: email,
        redirectTo: input.redirectTo,
        challenge,
      });
    }
    return row;
  });
  return userJson(updated, factors);
}
