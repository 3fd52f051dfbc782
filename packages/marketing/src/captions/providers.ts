import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { z } from 'zod';

/** Which model writes captions, from the platform's settings; absent means the offline engine only. */
export const aiProviderConfigSchema = z
  .object({
    provider: z.enum(['openai', 'anthropic', 'openai-compatible']),
    model: z.string().trim().min(1),
    apiKey: z.string().min(1).optional(),
    baseURL: z.url().optional(),
  })
  .refine((config) => config.provider !== 'openai-compatible' || config.baseURL !== undefined, {
    message: 'an openai-compatible provider needs a baseURL',
    path: ['baseURL'],
  });
export type AiProviderConfig = z.infer<typeof aiProviderConfigSchema>;

/** Builds the AI SDK model; no request is made until it is used. */
export function languageModelFromConfig(raw: AiProviderConfig): LanguageModel {
  const config = aiProviderConfigSchema.parse(raw);
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL as string,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
  }
}
