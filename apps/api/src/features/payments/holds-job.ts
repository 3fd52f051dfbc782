import type { Deps } from '#api/context.ts';
import { expireDepositHold, HOLD_EXPIRY_QUEUE, type HoldExpiryJob } from '#api/features/payments/deposits.ts';
import { settlePayment } from '#api/features/payments/settle.ts';
import { systemScopeOf } from '#api/scope.ts';

/**
 * A booking's deposit hold runs out after 15 minutes: its job ends the Checkout session on the jeweller's
 * account and applies what Stripe then says (paid meanwhile: confirmed; otherwise the slot is released).
 * Availability already stops counting the hold at its end; this makes it final.
 */
export function registerPaymentHolds(deps: Deps) {
  void deps.jobs.work<HoldExpiryJob>(
    HOLD_EXPIRY_QUEUE,
    async (job) => {
      const outcome = await expireDepositHold(systemScopeOf(deps), job, async (scope, session, payment) => {
        await settlePayment(scope, session, payment);
      });
      deps.logger.info('deposit hold', { paymentId: job.paymentId, outcome });
    },
    { pollingIntervalSeconds: 15 },
  );
}
