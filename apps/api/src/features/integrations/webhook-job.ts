import type { Deps } from '#api/context.ts';
import { attemptWebhookDelivery } from '#api/features/integrations/webhook-events.ts';
import { WEBHOOK_QUEUE, type WebhookJob } from '#api/features/integrations/webhook-queue.ts';
import { systemScopeOf } from '#api/scope.ts';

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
