import { Redis } from 'ioredis';
import type pg from 'pg';

/** One fixed window's count for a key, and when that window ends (epoch ms). */
export interface WindowHit {
  count: number;
  resetAt: number;
}

/**
 * Where the rate limits count (ADR 029-shared-rate-limits): a table every API process on the database
 * shares (the default), Redis when REDIS_URL is set, or this process's memory (tests that want it).
 * Keys are namespaced by their caller (`auth:sign-in:…`, `showroom-lead:…`).
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts one hit on `key` in a window of `windowMs`: the count so far in that window and its end. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** The count in the key's current window, without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** This process's memory: one process holds the counts (tests, or a single process that wants no I/O). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly hits = new Map<string, WindowHit>();

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowHit> {
    const current = this.hits.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.hits.set(key, fresh);
      if (this.hits.size > 50_000) this.sweep(now);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  async peek(key: string, now = Date.now()): Promise<number> {
    const current = this.hits.get(key);
    return current && current.resetAt > now ? current.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  async close(): Promise<void> {
    this.hits.clear();
  }

  private sweep(now: number) {
    for (const [key, value] of this.hits) if (value.resetAt <= now) this.hits.delete(key);
  }
}

/** Expired rows are swept about once every this many hits (one short delete, off the answer's path). */
const SWEEP_EVERY = 2_000;

/**
 * An UNLOGGED table (private.rate_limit_windows, migration 0027) and one atomic upsert per hit: a new
 * window starts at 1, a live one adds 1, both in the row's lock, so N processes count as one. The
 * database's clock decides the windows, so the processes' clocks need not agree.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly kind = 'postgres';
  private hitsSinceSweep = 0;

  constructor(private readonly pool: pg.Pool) {}

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const { rows } = await this.pool.query<{ count: number; reset_at: string }>(
      `insert into private.rate_limit_windows as w (key, count, reset_at)
         values ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         count = case when w.reset_at <= clock_timestamp() then 1 else w.count + 1 end,
         reset_at = case when w.reset_at <= clock_timestamp() then excluded.reset_at else w.reset_at end
       returning count, (extract(epoch from reset_at) * 1000)::bigint as reset_at`,
      [key, windowMs],
    );
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      void this.pool
        .query('delete from private.rate_limit_windows where reset_at < clock_timestamp()')
        .catch(() => {});
    }
    const row = rows[0]!;
    return { count: row.count, resetAt: Number(row.reset_at) };
  }

  async peek(key: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      'select count from private.rate_limit_windows where key = $1 and reset_at > clock_timestamp()',
      [key],
    );
    return rows[0]?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('delete from private.rate_limit_windows where key = $1', [key]);
  }

  async close(): Promise<void> {}
}

/** INCR, and the window's expiry on the first hit, in one script: atomic on the server. */
const REDIS_HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

/** Redis (REDIS_URL): keys expire with their window, so nothing needs sweeping. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'carat:rl:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const [count, ttl] = (await this.redis.eval(REDIS_HIT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetAt: Date.now() + ttl };
  }

  async peek(key: string): Promise<number> {
    const value = await this.redis.get(this.prefix + key);
    return value ? Number(value) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The store the settings ask for: Redis when REDIS_URL is set; else, in hosted mode, the shared database
 * table on a small pool of its own (a limit checked inside a request's transaction must never wait for a
 * connection that request's siblings hold); in embedded mode, memory — the DATA_DIR lock makes that
 * process the only one, and PGlite's single session would make a second connection wait for the
 * request's own transaction (ADR 029-shared-rate-limits).
 */
export function createRateLimitStore(options: {
  redisUrl?: string;
  databaseUrl?: string;
  connect: (url: string) => { pool: pg.Pool; close(): Promise<void> };
}): RateLimitStore {
  if (options.redisUrl) return new RedisRateLimitStore(options.redisUrl);
  if (!options.databaseUrl) return new MemoryRateLimitStore();
  const handle = options.connect(options.databaseUrl);
  const store = new PostgresRateLimitStore(handle.pool);
  return Object.assign(store, { close: () => handle.close() });
}
