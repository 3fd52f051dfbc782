import { defaultDesignSpec } from '@carat/domain/design';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createModelBriefEngine } from '#lib/brief/engine.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function answer(value: unknown) {
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(value) }],
    finishReason: { unified: 'stop' as const, raw: undefined },
    usage,
    warnings: [],
  };
}

const { innerDiameterMm: _derived, ...modelSpec } = {
  ...defaultDesignSpec(),
  metal: 'platinum-950' as const,
  stone: { type: 'emerald' as const, cut: 'emerald' as const, size: { unit: 'ct' as const, value: 2 } },
  ringSize: { system: 'uk' as const, value: 14 },
};

describe('model brief engine', () => {
  it('takes the model’s structured spec and derives the inner diameter in code', async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer({ spec: modelSpec, unparsed: ['vintage'] }) });
    const result = await createModelBriefEngine({ model }).parse(
      'Emerald cut emerald, 2 ct, platinum, size N',
      'en',
    );
    expect(result.engine).toBe('model');
    expect(result.spec.metal).toBe('platinum-950');
    expect(result.spec.innerDiameterMm).toBeCloseTo((36.25 + 1.25 * 14) / Math.PI, 9);
    expect(result.unparsed).toEqual(['vintage']);
  });

  it('sends a photo as an image part', async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer({ spec: modelSpec, unparsed: [] }) });
    await createModelBriefEngine({ model }).parse('like this', 'en', {
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      mediaType: 'image/png',
    });
    const user = model.doGenerateCalls[0]!.prompt.find((m) => m.role === 'user')!;
    expect(Array.isArray(user.content) && user.content.some((part) => part.type === 'file')).toBe(true);
  });

  it('falls back to the offline parser when the model’s spec is refused', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer({ spec: { ...modelSpec, ringSize: { system: 'eu', value: 90 } }, unparsed: [] }),
    });
    const result = await createModelBriefEngine({ model }).parse('solitaire or rose, taille 52', 'fr');
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toMatch(/ringSize/);
    expect(result.spec.metal).toBe('rose-gold-18');
    expect(result.spec.ringSize).toEqual({ system: 'fr', value: 52 });
  });

  it('falls back on a provider error and on a timeout', async () => {
    const failing = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('503 from provider');
      },
    });
    const failed = await createModelBriefEngine({ model: failing }).parse('bague platine', 'fr');
    expect(failed.engine).toBe('offline');
    expect(failed.fallbackReason).toMatch(/503/);
    expect(failed.spec.metal).toBe('platinum-950');

    const slow = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_, reject) =>
          options.abortSignal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const timedOut = await createModelBriefEngine({ model: slow, timeoutMs: 50 }).parse('bague argent', 'fr');
    expect(timedOut.engine).toBe('offline');
    expect(timedOut.spec.metal).toBe('silver-925');
  });

  it('uses the offline parser when no model is configured', async () => {
    const result = await createModelBriefEngine({}).parse('pendentif rubis', 'fr');
    expect(result.engine).toBe('offline');
    expect(result.spec.piece).toBe('pendant');
  });
});
