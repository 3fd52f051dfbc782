import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';

describe('the AI tools’ model engine setting', () => {
  it('is off by default: every tool answers with its offline engine', () => {
    expect(loadConfig({}).ai).toBeNull();
  });

  it('reads the provider, model, key, address and timeout', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_TIMEOUT_MS: '3000',
    });
    expect(config.ai).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      apiKey: undefined,
      baseURL: 'http://localhost:11434/v1',
      timeoutMs: 3000,
    });
  });

  it('names what is missing', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL is required/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'mistral', AI_MODEL: 'm' })).toThrow(/AI_PROVIDER/);
  });
});
