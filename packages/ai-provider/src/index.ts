import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { z } from 'zod';

/**
 * Which language model an AI tool's model engine uses, from configuration: OpenAI, Anthropic, or any
 * OpenAI-compatible URL (a local Ollama at http://localhost:11434/v1, say). Shared by the assistant, the
 * design generator and the marketing studio, so a provider is added or fixed in one place.
 */
export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;

export const aiProviderConfigSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string().trim().min(1),
  apiKey: z.string().min(1).optional(),
  /** Required for 'openai-compatible'. */
  baseURL: z.url().optional(),
});
export type AiProviderConfig = z.infer<typeof aiProviderConfigSchema>;

/** The AI SDK model for a configuration; no request is made until it is used. */
export function languageModelFromConfig(input: AiProviderConfig): LanguageModel {
  const config = aiProviderConfigSchema.parse(input);
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'openai-compatible':
      if (!config.baseURL) throw new Error("an 'openai-compatible' provider needs a baseURL");
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
  }
}
