import type { Deps } from '#api/context.ts';
import { WEBHOOK_QUEUE, type WebhookJob } from '#api/jobs/webhook-queue.ts';
import { systemScopeOf } from '#api/scope.ts';
import { attemptWebhookDelivery } from '#api/services/integrations/webhooks.ts';

/** Each attempt of an outgoing webhook: sent, logged, and the next one queued with backoff (ADR 032). */
export function registerWebhookDeliveries(deps: Deps) {
  void deps.jobs.work<WebhookJob>(
    WEBHOOK_QUEUE,
    async ({ deliveryId }) => {
      await attemptWebhookDelivery(systemScopeOf(deps), { deliveryId });
    },
    { pollingIntervalSeconds: 1 },
  );
}
