import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';

export interface RateLimitOptions {
  /** Names the bucket family in the 429 message and keeps families apart. */
  name: string;
  windowMs: number;
  max: number;
  /** The key to count by; default the caller's address. Return null to skip counting. */
  key?: (c: Context<AppEnv>) => string | null | Promise<string | null>;
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop when behind our own proxy. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded && process.env.TRUST_PROXY === '1') return forwarded.split(',')[0]!.trim();
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A fixed-window limit per key, counted in the deps' store: shared by every API process (a database table,
 * or Redis), so N replicas keep one budget (ADR 029-shared-rate-limits).
 */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = options.key ? await options.key(c) : clientAddress(c);
    if (key !== null) {
      const { count, resetAt } = await c.get('deps').rateLimits.hit(`${options.name}:${key}`, options.windowMs);
      if (count > options.max) {
        c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        throw new AppError('too_many_requests', 'Too many requests: try again later', 429);
      }
    }
    await next();
  });
}
