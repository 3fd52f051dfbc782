import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { generateCaptions } from '#lib/captions/model.ts';
import { generateOfflineCaptions } from '#lib/captions/offline.ts';
import { languageModelFromConfig } from '#lib/captions/providers.ts';
import type { CaptionsInput, Piece } from '#lib/captions/schema.ts';

const piece: Piece = {
  id: 'p1',
  name: 'Aurora',
  category: 'ring',
  metal: '18 ct rose gold',
  stone: 'oval diamond, 1 ct',
  priceMinor: 325000,
  currency: 'GBP',
  url: 'https://demo.carat.test/showroom/p/aurora',
};

const input: CaptionsInput = {
  subject: { kind: 'pieces', pieces: [piece] },
  locale: 'en',
  tone: 'warm',
  business: { name: 'Hale & Co.', showroomUrl: 'https://demo.carat.test/showroom', city: 'London' },
  seed: 5,
  variantsPerPlatform: 2,
};

function generateResult(text: string) {
  return {
    content: [{ type: 'text' as const, text }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage: {
      inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 50, text: 50, reasoning: 0 },
    },
    warnings: [],
  };
}

function modelAnswering(variants: ReadonlyArray<{ platform: string; text: string; hashtags: string[] }>) {
  return new MockLanguageModelV3({ doGenerate: generateResult(JSON.stringify({ variants })) });
}

const good = [
  {
    platform: 'instagram',
    text: 'Aurora: 18 ct rose gold around an oval diamond, 1 ct. £3,250. Link in bio.',
    hashtags: ['#aurora', '#rosegold'],
  },
  {
    platform: 'instagram',
    text: 'Say yes to Aurora, 18 ct rose gold. £3,250.',
    hashtags: ['#engagementring'],
  },
  {
    platform: 'facebook',
    text: 'Aurora, in 18 ct rose gold with an oval diamond. £3,250. Book: {link}',
    hashtags: ['#finejewellery'],
  },
  { platform: 'facebook', text: 'Our Aurora ring is in the showroom now.', hashtags: [] },
];

describe('generateCaptions with a model', () => {
  it('uses the model captions when they check out, with the links built by code', async () => {
    const model = modelAnswering(good);
    const outcome = await generateCaptions(input, { model });
    expect(outcome.engine).toBe('model');
    expect(outcome.variants.map((v) => v.text.slice(0, 12))).toEqual(good.map((v) => v.text.slice(0, 12)));
    const [, , facebookWithSlot, facebookWithout] = outcome.variants;
    expect(facebookWithSlot?.text).toContain(
      'Book: https://demo.carat.test/showroom/p/aurora?utm_source=facebook',
    );
    expect(facebookWithout?.text.endsWith(facebookWithout.link)).toBe(true);
    for (const variant of outcome.variants) {
      expect(new URL(variant.link).searchParams.get('utm_source')).toBe(variant.platform);
    }
  });

  it('sends the piece facts with the price already formatted', async () => {
    const model = modelAnswering(good);
    await generateCaptions(input, { model });
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain('18 ct rose gold');
    expect(prompt).toContain('oval diamond, 1 ct');
    expect(prompt).toContain('£3,250');
  });

  it('rejects a caption naming a price that is not the piece’s and fills in offline', async () => {
    const wrongPrice = [
      { ...good[0], text: 'Aurora, 18 ct rose gold: now only £2,990!' },
      ...good.slice(1),
    ] as typeof good;
    const outcome = await generateCaptions(input, { model: modelAnswering(wrongPrice) });
    expect(outcome.engine).toBe('mixed');
    expect(outcome.notes.join()).toMatch(/foreign_price\(£2,990\)/);
    expect(outcome.variants.some((v) => v.text.includes('2,990'))).toBe(false);
    const instagram = outcome.variants.filter((v) => v.platform === 'instagram');
    expect(instagram).toHaveLength(2);
    // The replacement is the offline engine's first Instagram variant for the same seed.
    const offline = generateOfflineCaptions(input).variants.filter((v) => v.platform === 'instagram');
    expect(instagram[1]?.text).toBe(offline[0]?.text);
  });

  it('rejects a caption that names another metal or stone', async () => {
    const wrongMetal = good.map((v) => ({
      ...v,
      text: v.text.replace('18 ct rose gold', 'platinum').replace('oval diamond', 'sapphire'),
    }));
    const outcome = await generateCaptions(input, { model: modelAnswering(wrongMetal) });
    expect(outcome.notes.join()).toMatch(/foreign_metal\(platinum\)/);
    expect(outcome.notes.join()).toMatch(/foreign_stone\(sapphire\)/);
    expect(outcome.variants.some((v) => /platinum|sapphire/.test(v.text))).toBe(false);
  });

  it('falls back to the offline engine when the model fails', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('provider down');
      },
    });
    const outcome = await generateCaptions(input, { model });
    expect(outcome.engine).toBe('offline');
    expect(outcome.notes.join()).toMatch(/provider down/);
    expect(outcome.variants).toEqual(generateOfflineCaptions(input).variants);
  });

  it('falls back when the model answers something that is not the schema', async () => {
    const model = new MockLanguageModelV3({ doGenerate: generateResult('{"captions": "nope"}') });
    const outcome = await generateCaptions(input, { model });
    expect(outcome.engine).toBe('offline');
    expect(outcome.variants).toEqual(generateOfflineCaptions(input).variants);
  });

  it('falls back when the model takes longer than the timeout', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => {
          const timer = setTimeout(() => reject(new Error('too late')), 5000);
          abortSignal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(abortSignal.reason);
          });
        }),
    });
    const started = Date.now();
    const outcome = await generateCaptions(input, { model, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcome.engine).toBe('offline');
  });

  it('without a model or a config, writes offline captions', async () => {
    const outcome = await generateCaptions(input);
    expect(outcome).toEqual({ ...generateOfflineCaptions(input), engine: 'offline', notes: [] });
  });
});

describe('languageModelFromConfig', () => {
  it('builds each provider without a network call', () => {
    const openai = languageModelFromConfig({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-test' });
    const anthropic = languageModelFromConfig({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      apiKey: 'k',
    });
    const local = languageModelFromConfig({
      provider: 'openai-compatible',
      model: 'llama3',
      baseURL: 'http://127.0.0.1:11434/v1',
    });
    expect([openai, anthropic, local].map((m) => typeof m !== 'string' && m.modelId)).toEqual([
      'gpt-4.1-mini',
      'claude-haiku-4-5',
      'llama3',
    ]);
  });

  it('refuses an openai-compatible provider without a baseURL', () => {
    expect(() => languageModelFromConfig({ provider: 'openai-compatible', model: 'llama3' })).toThrow(
      /baseURL/,
    );
  });
});
