import type { Deps } from '#api/context.ts';
import { CAMPAIGN_QUEUE, type CampaignJob } from '#api/features/marketing/campaigns.ts';
import { sendCampaign } from '#api/features/marketing/send.ts';
import { systemScopeOf } from '#api/scope.ts';

/**
 * A scheduled campaign's send. pg-boss retries a job whose worker died; the send resumes where the
 * committed batches left it (features/marketing/send.ts), so a retry never emails anyone twice.
 */
export function registerCampaignSends(deps: Deps) {
  void deps.jobs.work<CampaignJob>(
    CAMPAIGN_QUEUE,
    async (job) => {
      const outcome = await sendCampaign(systemScopeOf(deps), { campaignId: job.campaignId });
      deps.logger.info('campaign send', { campaignId: job.campaignId, ...outcome });
    },
    { pollingIntervalSeconds: 5 },
  );
}
