import { connect } from '@carat/db';
import { loadConfig } from '#api/config.ts';
import type { Deps } from '#api/context.ts';
import { type SendOutcome, sendCampaign } from '#api/features/marketing/send.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createMailer } from '#api/mail/mailer.ts';
import { createJobs } from '#api/queue/jobs.ts';
import { systemScopeOf } from '#api/scope.ts';

/**
 * One campaign send in a process of its own, with only what the send touches (database, job queue,
 * configuration): bench/campaign-send runs it as a child and kills it mid-send to prove a restart sends
 * nobody twice.
 */
export async function runCampaignSendWorker(options: {
  databaseUrl: string;
  campaignId: string;
  batchSize?: number;
  onBatch?: (sent: number) => void;
}): Promise<SendOutcome> {
  const logger = createLogger('silent');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'silent' });
  const handle = connect(options.databaseUrl, { max: 3 });
  const jobs = createJobs({ connectionString: options.databaseUrl, logger, worker: false, max: 2 });
  await jobs.start();
  const deps = {
    config,
    db: handle.db,
    pool: handle.pool,
    logger,
    jobs,
    mailer: createMailer({ smtpUrl: 'memory', from: config.MAIL_FROM, logger }),
  } as Partial<Deps> as Deps;
  try {
    return await sendCampaign(systemScopeOf(deps), {
      campaignId: options.campaignId,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.onBatch ? { onBatch: options.onBatch } : {}),
    });
  } finally {
    await jobs.stop();
    await handle.close();
  }
}
