import { languageModelFromConfig } from '@carat/ai-provider';
import type { AssistantEngine, EngineName } from '@carat/assistant/engine';
import { createModelEngine } from '@carat/assistant/model';
import { createOfflineEngine } from '@carat/assistant/offline';
import type { Deps } from '#api/context.ts';

/**
 * Which engine answers: the model engine when a provider is configured (AI_PROVIDER, AI_MODEL…: config.ai) or a
 * model is injected (tests: the AI SDK's mock), the offline engine otherwise. The model engine falls back
 * to the offline engine on a provider error, a timeout or an output that fails the lead's schema.
 */
export function assistantEngineName(deps: Deps): EngineName {
  return deps.languageModel || deps.config.ai ? 'model' : 'offline';
}

export function assistantEngine(deps: Deps): AssistantEngine {
  const offline = createOfflineEngine();
  const { ai } = deps.config;
  const model = deps.languageModel ?? (ai ? languageModelFromConfig(ai) : null);
  if (!model) return offline;
  return createModelEngine({ model, fallback: offline, ...(ai ? { timeoutMs: ai.timeoutMs } : {}) });
}
