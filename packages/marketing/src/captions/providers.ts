/** Which model writes captions, from the platform's settings; absent means the offline engine only. */
export { type AiProviderConfig, aiProviderConfigSchema, languageModelFromConfig } from '@carat/ai-provider';
