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
 * A fixed-window counter per key, kept in this process. One API process holds the counts; behind a
 * load balancer with several replicas each counts alone (documented in docs/decisions).
 */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  hit(key: string, now = Date.now()): { count: number; resetAt: number } {
    const current = this.hits.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + this.windowMs };
      this.hits.set(key, fresh);
      if (this.hits.size > 50_000) this.sweep(now);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  peek(key: string, now = Date.now()): number {
    const current = this.hits.get(key);
    return current && current.resetAt > now ? current.count : 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, value] of this.hits) if (value.resetAt <= now) this.hits.delete(key);
  }
}

export function rateLimit(options: RateLimitOptions) {
  const counter = new WindowCounter(options.windowMs);
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = options.key ? await options.key(c) : clientAddress(c);
    if (key !== null) {
      const { count, resetAt } = counter.hit(`${options.name}:${key}`);
      if (count > options.max) {
        c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        throw new AppError('too_many_requests', 'Too many requests: try again later', 429);
      }
    }
    await next();
  });
}
