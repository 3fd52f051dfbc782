import { SigningKeys } from '@carat/auth-provider';
import { connect, type DatabaseHandle, lockDataDir, migrate, startEmbeddedPostgres } from '@carat/db';
import { seedDemo } from '@carat/db/seed';
import { startLocalMailbox } from '@carat/embedded/mailbox';
import { startLocalOutbox } from '@carat/embedded/outbox';
import { embeddedVerifier, supabaseVerifier } from '#api/auth/verify.ts';
import type { Config } from '#api/config.ts';
import type { Deps } from '#api/context.ts';
import { embeddedAuthProvider } from '#api/deps/auth.ts';
import { startBilling } from '#api/deps/billing.ts';
import { startRequestCaches } from '#api/deps/caches.ts';
import { type PlatformMessaging, platformMessaging } from '#api/deps/messenger.ts';
import { scheduleBackups } from '#api/features/account/backups-job.ts';
import { loadBillingConfig } from '#api/features/billing/config.ts';
import { ensureDemoSubscriptions } from '#api/features/billing/demo.ts';
import { registerJobHandlers, scheduleRecurringJobs } from '#api/job-handlers.ts';
import { createLogger, type Logger } from '#api/lib/logger.ts';
import { createRateLimitStore } from '#api/lib/rate-limit-store.ts';
import { createMailer } from '#api/mail/mailer.ts';
import { createJobs } from '#api/queue/jobs.ts';
import { createStorage } from '#api/storage/index.ts';

export interface Runtime {
  deps: Deps;
  /** URLs of the embedded helpers, for the start-up banner. */
  urls: { database: string; mailbox?: string; outbox?: string; stripeSandbox?: string };
  close(): Promise<void>;
}

/**
 * Builds everything the API runs on, from configuration alone: the database (embedded PGlite served over
 * the wire protocol, or DATABASE_URL), migrations, demo data, keys, jobs and mail.
 */
export async function startRuntime(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
): Promise<Runtime> {
  const closers: (() => Promise<void> | void)[] = [];
  let closing: Promise<void> | null = null;
  // Once, in reverse order of start, however many signals ask for it.
  const close = () => {
    closing ??= (async () => {
      for (const c of [...closers].reverse()) await c();
    })();
    return closing;
  };
  // Read before anything starts, so a wrong billing setting fails at once, not after the database.
  const billing = loadBillingConfig(process.env, config.production);
  try {
    let url = config.DATABASE_URL;
    let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
    if (!url) {
      // One process per embedded installation: a second one refuses to start (DataDirLockedError).
      const lock = lockDataDir(config.dataDir);
      closers.push(() => lock.release());
      const started = await startEmbeddedPostgres({ dataDir: `${config.dataDir}/pglite` });
      embedded = started;
      closers.push(() => started.close());
      url = started.url;
      logger.info('embedded database ready', { dataDir: `${config.dataDir}/pglite` });
    }
    const database: DatabaseHandle = connect(url, { max: 10, applicationName: 'carat-api' });
    closers.push(() => database.close());
    if (config.migrateOnStart) {
      const result = await migrate(database.pool, { log: (line) => logger.info(line) });
      logger.info('migrations', { applied: result.applied.length, alreadyThere: result.skipped });
    }
    if (config.seedOnStart) {
      await seedDemo(database.db, { log: (line) => logger.info(line), env: config.NODE_ENV });
    }

    const keys = config.SUPABASE_URL ? null : await SigningKeys.load(database.pool);
    const verifier = keys
      ? embeddedVerifier(keys, `${config.API_URL}/auth/v1`)
      : supabaseVerifier(config.SUPABASE_URL!);

    let mailbox: string | undefined;
    let smtpUrl: string | 'memory' = config.SMTP_URL ?? 'memory';
    if (!config.SMTP_URL && config.NODE_ENV === 'development') {
      const local = await startLocalMailbox({
        smtpPort: config.MAILDEV_SMTP_PORT,
        webPort: config.MAILDEV_WEB_PORT,
        logger,
      });
      closers.push(() => local.close());
      smtpUrl = local.smtpUrl;
      mailbox = local.webUrl;
    }
    if (config.production && smtpUrl === 'memory') throw new Error('SMTP_URL is required in production.');
    const mailer = createMailer({ smtpUrl, from: config.MAIL_FROM, logger });
    closers.push(() => mailer.close());

    // Texts: the platform's Twilio account, or (development only) the local outbox standing in for it.
    let outbox: string | undefined;
    let messaging: PlatformMessaging = platformMessaging(config, null);
    if (!config.TWILIO_ACCOUNT_SID && config.NODE_ENV === 'development') {
      const local = await startLocalOutbox({
        webPort: config.OUTBOX_WEB_PORT,
        webhookUrl: `${config.API_URL}/webhooks/twilio`,
        logger,
      });
      closers.push(() => local.close());
      messaging = platformMessaging(config, local.outbox);
      outbox = local.webUrl;
    }

    const payments = await startBilling({
      billing,
      db: database.db,
      logger,
      serveSandbox: true,
      sandboxStateFile: config.embeddedDatabase ? `${config.dataDir}/stripe-sandbox.json` : null,
      deliver: async (payload, signature) => {
        const res = await fetch(`${config.API_URL}/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return { status: res.status };
      },
      deliverConnect: async (payload, signature) => {
        const res = await fetch(`${config.API_URL}/webhooks/stripe-connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return { status: res.status };
      },
    });
    closers.push(() => payments.close());
    if (config.seedOnStart && payments.sandbox) {
      await ensureDemoSubscriptions(database.db, payments.stripe, payments.sandbox);
    }

    const rateLimits = createRateLimitStore({
      redisUrl: config.REDIS_URL,
      databaseUrl: config.DATABASE_URL,
      connect: (limitsUrl) => connect(limitsUrl, { max: 3, applicationName: 'carat-rate-limits' }),
    });
    closers.push(() => rateLimits.close());
    const jobs = createJobs({ connectionString: url, logger, worker: config.runWorker });
    // Several processes share PostgreSQL: a revoke reaches the others' key caches through LISTEN/NOTIFY.
    // and an entitlement change (a factor, a billing row) reaches their entitlement caches (ADR 044).
    const { apiKeys, entitlements } = await startRequestCaches(
      database.db,
      logger,
      config.embeddedDatabase ? null : database.pool,
    );
    closers.push(() => apiKeys.close());
    const deps: Deps = {
      config,
      db: database.db,
      pool: database.pool,
      logger,
      verifier,
      keys,
      authProvider: keys ? embeddedAuthProvider(keys) : null,
      jobs,
      mailer,
      billing,
      stripe: payments.stripe,
      sandbox: payments.sandbox,
      entitlements,
      apiKeys,
      storage: createStorage(config),
      rateLimits,
      messaging,
    };
    registerJobHandlers(deps);
    await jobs.start();
    closers.push(() => jobs.stop());
    if (config.runWorker) await scheduleRecurringJobs(deps);
    if (config.runWorker && embedded) await scheduleBackups(deps, embedded);

    return {
      deps,
      urls: { database: config.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite', mailbox, outbox },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
