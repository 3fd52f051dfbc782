import type { Deps } from '#api/context.ts';
import { runAutomations } from '#api/features/marketing/automations.ts';
import { systemScopeOf } from '#api/scope.ts';

/** The studio's automations: once a day, each switched-on automation writes to today's clients. */
export const AUTOMATIONS_QUEUE = 'marketing.automations';

export function registerMarketingAutomations(deps: Deps) {
  void deps.jobs.work(AUTOMATIONS_QUEUE, async () => {
    const outcome = await runAutomations(systemScopeOf(deps));
    deps.logger.info('marketing automations', { ...outcome.sent, businesses: outcome.businesses });
  });
}
