import type { AssistantEngine, EngineName } from '@carat/assistant/engine';
import { createModelEngine } from '@carat/assistant/model';
import { createOfflineEngine } from '@carat/assistant/offline';
import type { Deps } from '#api/context.ts';
import { aiModel } from '#api/lib/ai-model.ts';

/**
 * Which engine answers: the model engine when a provider is configured (AI_PROVIDER, AI_MODEL…: config.ai) or a
 * model is injected (tests: the AI SDK's mock), the offline engine otherwise. The model engine falls back
 * to the offline engine on a provider error, a timeout or an output that fails the lead's schema.
 */
export function assistantEngineName(deps: Deps): EngineName {
  return aiModel(deps) ? 'model' : 'offline';
}

export function assistantEngine(deps: Deps): AssistantEngine {
  const offline = createOfflineEngine();
  const ai = aiModel(deps);
  if (!ai) return offline;
  return createModelEngine({ model: ai.model, fallback: offline, timeoutMs: ai.timeoutMs });
}
