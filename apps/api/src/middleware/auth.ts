import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthUser } from '#api/auth/verify.ts';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { requestHeader } from '#api/lib/request-header.ts';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The caller, from the bearer JWT (verified); 401 otherwise. Also sets `c.get('user')`. A user with a verified
 * second factor must have used it: an aal1 token answers 403 `mfa_required` (the dashboard then asks for
 * the code, as at sign-in). Every tenant and billing route comes through here.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser> {
  const token = bearerToken(requestHeader(c, 'authorization'));
  if (!token) throw AppError.unauthorized();
  const user = await c.get('deps').verifier.verify(token);
  if (user.aal !== 'aal2' && (await c.get('deps').entitlements.hasVerifiedFactor(user.id))) {
    throw new AppError(
      'mfa_required',
      'This account uses two-factor authentication: verify your code first',
      403,
    );
  }
  c.set('user', user);
  c.set('logger', c.get('logger').child({ userId: user.id }));
  return user;
}

/** Verifies the bearer JWT and exposes the caller as `c.get('user')`; 401 otherwise. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});
