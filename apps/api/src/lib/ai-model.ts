import { languageModelFromConfig } from '@carat/ai-provider';
import type { LanguageModel } from 'ai';
import type { Deps } from '#api/context.ts';

/** What an AI tool's model engine is given: the model and how long one answer may take. */
export interface AiModel {
  readonly model: Exclude<LanguageModel, string>;
  readonly timeoutMs: number;
}

/**
 * The language model every AI tool (assistant, design brief, marketing captions) uses, from one place: a model
 * injected in the dependencies (tests: the AI SDK's mock), else the configured provider (AI_PROVIDER, AI_MODEL…),
 * else null — the tool's offline engine answers. The timeout is AI_TIMEOUT_MS for every tool. A model id
 * string is for the AI SDK's gateway, which Carat does not use: only model objects count.
 */
export function aiModel(deps: Pick<Deps, 'config' | 'languageModel'>): AiModel | null {
  const { ai, AI_TIMEOUT_MS } = deps.config;
  const injected = deps.languageModel;
  const timeoutMs = ai?.timeoutMs ?? AI_TIMEOUT_MS;
  if (typeof injected === 'object' && injected !== null) return { model: injected, timeoutMs };
  if (!ai) return null;
  const model = languageModelFromConfig(ai);
  return typeof model === 'string' ? null : { model, timeoutMs };
}
