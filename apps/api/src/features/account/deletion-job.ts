import type { Deps } from '#api/context.ts';
import {
  carryOutAccountDeletion,
  carryOutOverdueDeletions,
  DELETION_QUEUE,
  type DeletionJob,
} from '#api/features/account/deletion.ts';
import { systemScopeOf } from '#api/scope.ts';

export const OVERDUE_DELETIONS_QUEUE = 'account.delete-overdue';

/**
 * Account deletion: the job of each request (due 30 days after it, keyed by the request), and a daily
 * pass that carries out any due request whose job did not (failed every retry, or lost). Logs name the
 * request only, never the person.
 */
export function registerAccountDeletion(deps: Deps) {
  void deps.jobs.work<DeletionJob>(
    DELETION_QUEUE,
    async (job) => {
      const outcome = await carryOutAccountDeletion(systemScopeOf(deps), job);
      deps.logger.info('account deletion', { requestId: job.requestId, outcome });
    },
    { pollingIntervalSeconds: 60 },
  );
  void deps.jobs.work(OVERDUE_DELETIONS_QUEUE, async () => {
    const done = await carryOutOverdueDeletions(systemScopeOf(deps));
    if (done) deps.logger.warn('overdue account deletions carried out', { count: done });
  });
}
