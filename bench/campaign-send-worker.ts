// The child process of bench/campaign-send: sends one campaign, reporting each committed batch to the parent.
import { runCampaignSendWorker } from '@carat/api/campaign-worker';

const [databaseUrl, campaignId, batchSize] = process.argv.slice(2);
const outcome = await runCampaignSendWorker({
  databaseUrl: databaseUrl!,
  campaignId: campaignId!,
  batchSize: Number(batchSize ?? 200),
  onBatch: (sent) => process.send?.({ sent }),
});
process.send?.({ done: outcome });
process.exit(0);
