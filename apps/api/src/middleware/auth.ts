import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Verifies the bearer JWT and exposes the caller as `c.var.user`; 401 otherwise. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw AppError.unauthorized();
  const user = await c.var.deps.verifier.verify(token);
  c.set('user', user);
  c.set('logger', c.var.logger.child({ userId: user.id }));
  await next();
});
