import type { Executor } from '@carat/db';
import type { Deps } from '#api/context.ts';

/**
 * The queue of webhook attempts (ADR 032). In a module of its own so services can queue deliveries
 * without importing the job handlers, which import those services back.
 */
export const WEBHOOK_QUEUE = 'webhook.deliver';

export interface WebhookJob {
  deliveryId: string;
}

/** One attempt of a delivery, written in the caller's transaction; retries are queued by the attempt itself. */
export function queueWebhookAttempt(
  deps: Pick<Deps, 'jobs'>,
  deliveryId: string,
  options: { tx?: Executor; startAfter?: Date } = {},
) {
  return deps.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { deliveryId }, { ...options, retryLimit: 0 });
}
