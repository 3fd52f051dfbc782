import type { Executor } from '@carat/db';
import type { MemberRole, Tier } from '@carat/domain';
import type { Locale } from '@carat/domain/locale';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { KeyCache } from '#api/features/integrations/key-cache.ts';
import type { Logger } from '#api/lib/logger.ts';

/** Who a recognised key acts as, for which business, with which rights. */
export interface KeyPrincipal {
  keyId: string;
  businessId: string;
  userId: string;
  role: MemberRole;
  scopes: string[];
  rateLimitPerMinute: number;
  plan: Tier | null;
  timeZone: string;
  currency: string;
  locale: Locale;
}

/** The channel a revoke (payload: the key id) or a membership change (payload: '*') is announced on. */
export const API_KEY_CHANNEL = 'carat_api_keys';

export interface KeyUse {
  keyId: string;
  businessId: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  at: Date;
}

/**
 * What an API process keeps for API keys between requests (ADR 042): verified keys for a few seconds
 * (KeyCache), and the use log, written in batches after the answers instead of on each request's path.
 * On PostgreSQL the process LISTENs on `carat_api_keys`, so a revoke committed by another process forgets
 * the key here too; while that listener is down nothing is cached (every request reads the row).
 */
export class ApiKeyRuntime {
  readonly cache = new KeyCache<KeyPrincipal>();
  private queue: KeyUse[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private listener: pg.PoolClient | null = null;
  private listening: boolean;
  private closed = false;
  /** Other channels heard on the same connection (entitlements: ADR 044); '*' when the listener is lost. */
  private readonly channels = new Map<string, (payload: string) => void>();

  constructor(
    private readonly db: Executor,
    private readonly logger: Logger,
    /** The pool to LISTEN on when several processes share the database (PostgreSQL); null when embedded. */
    private readonly pool: pg.Pool | null = null,
    private readonly flushMs = 1_000,
    private readonly batch = 500,
  ) {
    this.listening = pool === null;
  }

  /** Whether this process may keep verified keys now (always, embedded; while listening, on PostgreSQL). */
  get caching(): boolean {
    return this.listening && !this.closed;
  }

  /** Hears `channel` on the same connection as the keys' (call before listen()). */
  on(channel: string, handler: (payload: string) => void): void {
    this.channels.set(channel, handler);
  }

  async listen(): Promise<void> {
    if (!this.pool || this.closed) return;
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel !== API_KEY_CHANNEL) {
          this.channels.get(message.channel)?.(message.payload || '*');
          return;
        }
        if (!message.payload || message.payload === '*') this.cache.clear();
        else this.cache.revoke(message.payload);
      });
      client.on('error', (error) => this.lost(client, error));
      await client.query(`listen ${API_KEY_CHANNEL}`);
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
      this.listener = client;
      this.listening = true;
    } catch (error) {
      this.lost(null, error as Error);
    }
  }

  /** Listener connections already given back: a connection that errors twice (or after close) is released once. */
  private readonly released = new WeakSet<pg.PoolClient>();

  private release(client: pg.PoolClient, error?: Error): boolean {
    if (this.released.has(client)) return false;
    this.released.add(client);
    if (this.listener === client) this.listener = null;
    client.release(error);
    return true;
  }

  private lost(client: pg.PoolClient | null, error: Error) {
    // A second error on a connection already lost (or closed) changes nothing.
    if (client && !this.release(client, error)) return;
    this.listening = false;
    this.cache.clear();
    for (const handler of this.channels.values()) handler('*');
    if (this.closed) return;
    this.logger.warn('api key listener lost: keys are read on every request until it is back', {
      error: error.message,
    });
    setTimeout(() => void this.listen(), 1_000).unref();
  }

  /** A revoke, in the revoking transaction: forgotten here now, elsewhere when it commits. */
  async revoked(tx: Executor, keyId: string): Promise<void> {
    this.cache.revoke(keyId);
    if (this.pool) await tx.execute(sql`select pg_notify(${API_KEY_CHANNEL}, ${keyId})`);
  }

  /** A membership or plan change: every process forgets every key (a key acts as its creator). */
  async changed(tx: Executor | null): Promise<void> {
    this.cache.clear();
    if (this.pool && tx) await tx.execute(sql`select pg_notify(${API_KEY_CHANNEL}, '*')`);
  }

  /** Queues one use of a key (logged, and its 'last used' moved, at the next flush). */
  record(use: KeyUse): void {
    this.queue.push(use);
    if (this.queue.length >= this.batch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes what is queued, in one statement. Tests and shutdown await it. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const uses = this.queue;
    this.queue = [];
    this.flushing = this.flushing.then(() => (uses.length ? this.write(uses) : undefined));
    return this.flushing;
  }

  private async write(uses: KeyUse[]) {
    const rows = JSON.stringify(
      uses.map((u) => ({
        business_id: u.businessId,
        api_key_id: u.keyId,
        method: u.method,
        path: u.path.slice(0, 500),
        status: u.status,
        request_id: u.requestId.slice(0, 100),
        at: u.at.toISOString(),
      })),
    );
    try {
      await this.db.execute(sql`with uses as (
          select * from rows from (jsonb_to_recordset(${rows}::jsonb) as (business_id uuid, api_key_id uuid,
            method text, path text, status smallint, request_id text, at timestamptz))
          with ordinality as r(business_id, api_key_id, method, path, status, request_id, at, n)
        ), used as (
          update public.api_keys k set last_used_at = greatest(k.last_used_at, u.at)
            from (select api_key_id, max(at) as at from uses group by api_key_id) u
           where k.id = u.api_key_id
        )
        insert into public.api_key_requests (business_id, api_key_id, method, path, status, request_id, created_at)
        select business_id, api_key_id, method, path, status, request_id, at from uses order by n`);
    } catch (error) {
      this.logger.error('api key use log not written', {
        error: (error as Error).message,
        uses: uses.length,
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    const client = this.listener;
    if (client) {
      await client.query('unlisten *').catch(() => undefined);
      // The unlisten may have failed and lost the connection already: released once either way.
      this.release(client);
    }
  }
}
