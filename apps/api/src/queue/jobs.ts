import type { Executor } from '@carat/db';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describeError, type Logger } from '#api/lib/logger.ts';

/**
 * Background work on Postgres (pg-boss), in both modes: emails, reminders, overdue invoices, deletions.
 * Jobs are enqueued through the caller's transaction, so a job exists exactly when the change that
 * caused it was committed.
 */
export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface EnqueueOptions {
  /** The transaction of the change that causes the job. */
  tx?: Executor;
  /** Run at (or after) this time. */
  startAfter?: Date;
  /** One job per key and queue: a second send with the same key is ignored while the first waits. */
  singletonKey?: string;
  /** A job id of our own, e.g. derived from a booking, so it can be found and cancelled. */
  id?: string;
  retryLimit?: number;
}

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement (a campaign's batch of emails), in the caller's transaction. */
  sendMany<T extends object>(queue: string, items: readonly T[], options?: { tx?: Executor }): Promise<void>;
  cancel(queue: string, id: string, tx?: Executor): Promise<void>;
  /** `pollingIntervalSeconds`: how often an idle worker asks for due jobs (default 2 s). */
  work<T>(
    queue: string,
    handler: JobHandler<T>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  schedule(queue: string, cron: string, data?: object, tz?: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Tests: run everything due now, once, in this process. */
  drain(queue: string): Promise<number>;
}

/** Runs pg-boss's positional SQL ($1, $2…) through a Drizzle transaction. */
function positional(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    // sql.param: one parameter even for an array (pg-boss passes id lists as $2::uuid[]); a bare array
    // would be spread into a list by Drizzle.
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

function adapter(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(positional(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

export const QUEUES = ['email.send', 'booking.reminder', 'account.delete'] as const;

export interface JobsOptions {
  connectionString: string;
  logger: Logger;
  max?: number;
  /** Poll queues in this process (the embedded default); tests drain by hand, hosted API replicas may not. */
  worker: boolean;
}

export function createJobs(options: JobsOptions): Jobs {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.max ?? 4,
    application_name: 'carat-jobs',
    // Postgres is the clock: completed jobs are kept a week for support questions.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (error) => options.logger.error('jobs error', describeError(error)));
  const handlers = new Map<string, JobHandler<unknown>>();
  const pollEvery = new Map<string, number>();
  let started = false;

  const ensureQueue = async (name: string) => {
    if (!(await boss.getQueue(name)))
      await boss.createQueue(name, { name, retryLimit: 5, retryBackoff: true });
  };

  const poll = async (queue: string, handler: JobHandler<unknown>) => {
    const pollingIntervalSeconds = pollEvery.get(queue) ?? 2;
    await boss.work<unknown>(queue, { pollingIntervalSeconds, batchSize: 5 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data, { id: job.id, name: job.name });
        } catch (error) {
          options.logger.error('job failed', { queue, jobId: job.id, ...describeError(error) });
          throw error;
        }
      }
    });
  };

  return {
    async start() {
      if (started) return;
      await boss.start();
      for (const q of new Set([...QUEUES, ...handlers.keys()])) await ensureQueue(q);
      started = true;
      if (options.worker) for (const [queue, handler] of handlers) await poll(queue, handler);
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = false;
    },
    async send(queue, data, opts = {}) {
      const sendOptions: PgBoss.SendOptions = {
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.id ? { id: opts.id } : {}),
        ...(opts.retryLimit !== undefined ? { retryLimit: opts.retryLimit } : {}),
        ...(opts.tx ? { db: adapter(opts.tx) } : {}),
      };
      return boss.send(queue, data, sendOptions);
    },
    async sendMany(queue, items, opts = {}) {
      if (items.length === 0) return;
      const jobs = items.map((data) => ({ name: queue, data }));
      await (opts.tx ? boss.insert(jobs, { db: adapter(opts.tx) }) : boss.insert(jobs));
    },
    async cancel(queue, id, tx) {
      await boss.cancel(queue, id, tx ? { db: adapter(tx) } : undefined);
    },
    async work<T>(
      queue: string,
      handler: JobHandler<T>,
      workOptions: { pollingIntervalSeconds?: number } = {},
    ) {
      handlers.set(queue, handler as JobHandler<unknown>);
      if (workOptions.pollingIntervalSeconds) pollEvery.set(queue, workOptions.pollingIntervalSeconds);
      if (started) {
        await ensureQueue(queue);
        if (options.worker) await poll(queue, handler as JobHandler<unknown>);
      }
    },
    async schedule(queue, cron, data = {}, tz = 'Europe/London') {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, data, { tz });
    },
    async drain(queue) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`no handler for ${queue}`);
      let count = 0;
      for (;;) {
        const batch = await boss.fetch<unknown>(queue, { batchSize: 10 });
        if (!batch || batch.length === 0) return count;
        for (const job of batch) {
          try {
            await handler(job.data, { id: job.id, name: job.name });
            await boss.complete(queue, job.id);
          } catch (error) {
            await boss.fail(queue, job.id, { message: (error as Error).message });
          }
          count++;
        }
      }
    },
  };
}
