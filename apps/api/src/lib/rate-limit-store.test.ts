import { randomUUID } from 'node:crypto';
import { connect, type DatabaseHandle } from '@carat/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import type { Deps } from '#api/context.ts';
import {
  MemoryRateLimitStore,
  PostgresRateLimitStore,
  type RateLimitStore,
  RedisRateLimitStore,
} from '#api/lib/rate-limit-store.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

/**
 * Two API instances on one database (each its own deps, its own connection pool, its own store object)
 * keep one budget: what N processes behind a load balancer do.
 */
let t: TestContext;
let secondDatabase: DatabaseHandle;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisAvailable = false;

beforeAll(async () => {
  t = await createTestContext();
  secondDatabase = connect(t.db.url, { max: 4 });
  const probe = new RedisRateLimitStore(REDIS_URL, `carat:test:${randomUUID()}:`);
  redisAvailable = await Promise.race([
    probe.hit('probe', 1000).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1500)),
  ]);
  await probe.close();
});
afterAll(async () => {
  await secondDatabase?.close();
  await t?.close();
});

const PASSWORD = 'a sound password';

async function post(app: ReturnType<typeof createApp>, path: string, body: unknown) {
  const res = await app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: DEVELOPMENT_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

/** Two apps, as two processes would be: their own deps, stores and pools, over one database. */
function twoInstances(stores: [RateLimitStore, RateLimitStore]) {
  const deps = (rateLimits: RateLimitStore, pool = t.db.pool, db = t.db.db): Deps => ({
    ...t.deps,
    pool,
    db,
    rateLimits,
  });
  return [
    createApp(deps(stores[0])),
    createApp(deps(stores[1], secondDatabase.pool, secondDatabase.db)),
  ] as const;
}

/** Wrong passwords alternated between the two instances: the first 429 comes at which try (1-based)? */
async function firstRefusal(stores: [RateLimitStore, RateLimitStore], tries = 20): Promise<number | null> {
  const [a, b] = twoInstances(stores);
  const email = `shared-${randomUUID().slice(0, 8)}@example.test`;
  expect(await post(a, '/signup', { email, password: PASSWORD, data: { full_name: 'Shared' } })).toBe(200);
  for (let attempt = 1; attempt <= tries; attempt++) {
    const status = await post(attempt % 2 ? a : b, '/token?grant_type=password', {
      email,
      password: 'not the password',
    });
    if (status === 429) return attempt;
    expect(status).toBe(400);
  }
  return null;
}

describe('shared rate limits', () => {
  it('two instances on one database share the wrong-password budget (the database table)', async () => {
    const refusedAt = await firstRefusal([
      new PostgresRateLimitStore(t.db.pool),
      new PostgresRateLimitStore(secondDatabase.pool),
    ]);
    // Budget: 10 wrong passwords per email (AUTH_RATE_LIMIT_SIGN_IN_FAILURES), across both instances.
    expect(refusedAt).toBe(t.deps.config.AUTH_RATE_LIMIT_SIGN_IN_FAILURES + 1);
  });

  it('two instances share it through Redis when REDIS_URL is set', async (ctx) => {
    if (!redisAvailable) ctx.skip();
    const prefix = `carat:test:${randomUUID()}:`;
    const stores: [RateLimitStore, RateLimitStore] = [
      new RedisRateLimitStore(REDIS_URL, prefix),
      new RedisRateLimitStore(REDIS_URL, prefix),
    ];
    try {
      expect(await firstRefusal(stores)).toBe(t.deps.config.AUTH_RATE_LIMIT_SIGN_IN_FAILURES + 1);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('memory stores do not share (why the default is no longer memory)', async () => {
    expect(await firstRefusal([new MemoryRateLimitStore(), new MemoryRateLimitStore()], 25)).toBe(
      2 * t.deps.config.AUTH_RATE_LIMIT_SIGN_IN_FAILURES + 1,
    );
  });

  it('counts concurrent hits exactly once each, and starts a new window when one ends', async () => {
    const stores = [new PostgresRateLimitStore(t.db.pool), new PostgresRateLimitStore(secondDatabase.pool)];
    const key = `test:${randomUUID()}`;
    const hits = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 2]!.hit(key, 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(await stores[1]!.peek(key)).toBe(60);
    expect(hits[0]!.resetAt).toBeGreaterThan(Date.now() + 50_000);

    const short = `test:${randomUUID()}`;
    expect((await stores[0]!.hit(short, 150)).count).toBe(1);
    expect((await stores[1]!.hit(short, 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await stores[0]!.peek(short)).toBe(0);
    expect((await stores[1]!.hit(short, 150)).count).toBe(1);
    await stores[0]!.reset(short);
    expect(await stores[1]!.peek(short)).toBe(0);
  });

  it('the public write limits (showroom leads) count in the shared store too', async () => {
    const store = new PostgresRateLimitStore(t.db.pool);
    const [a, b] = twoInstances([store, new PostgresRateLimitStore(secondDatabase.pool)]);
    // An unknown showroom answers 404 after the limit has counted; the 6th write in 10 minutes is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).request('/v1/showrooms/no-such-showroom/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });
});
