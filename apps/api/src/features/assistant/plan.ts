import { canUseTool, minimumTierFor, type Tier } from '@carat/domain';
import { AppError } from '#api/lib/errors.ts';

/** What the plan checks read of a showroom. */
interface AssistantPlanFacts {
  plan: Tier;
  settings: { enabled: boolean };
}

/** The showroom's plan must include the tool: 403 `plan_required` otherwise, as the tenant routes say. */
export function requireAssistantPlan(showroom: AssistantPlanFacts) {
  if (!canUseTool(showroom.plan, 'ai-chatbot')) {
    const needed = minimumTierFor('ai-chatbot');
    throw new AppError('plan_required', `This tool needs the ${needed} plan`, 403, undefined, {
      requiredPlan: needed,
    });
  }
}

/** Whether visitors of this showroom get the assistant: the plan includes it and the jeweller switched it on. */
export function assistantAvailable(showroom: AssistantPlanFacts): boolean {
  return canUseTool(showroom.plan, 'ai-chatbot') && showroom.settings.enabled;
}
