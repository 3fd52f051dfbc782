import { defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { parseBrief } from '#lib/brief/parse-brief.ts';
import { createModelPhotoEngine, mergeBriefAndPhoto, offlinePhotoEngine } from '#lib/photo/engine.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const answer = (value: unknown) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value) }],
  finishReason: { unified: 'stop' as const, raw: undefined },
  usage,
  warnings: [],
});

/** A white sheet with a yellow disc (a piece) holding a red one (a stone): enough for the offline reader. */
function picture() {
  const size = 160;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 80, y - 80);
      rgba.set(
        d < 18 ? [200, 20, 40, 255] : d < 45 ? [210, 170, 70, 255] : [248, 248, 248, 255],
        (y * size + x) * 4,
      );
    }
  }
  return {
    data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    mediaType: 'image/png',
    pixels: { width: size, height: size, rgba },
  };
}

const { innerDiameterMm: _derived, ...modelSpec } = {
  ...defaultDesignSpec('halo'),
  metal: 'rose-gold-18' as const,
  stone: { type: 'sapphire' as const, cut: 'cushion' as const, size: { unit: 'ct' as const, value: 0.5 } },
};
const confidence = { piece: 0.9, metal: 0.8, stoneCut: 0.7, stoneCount: 0.9, stoneType: 0.8, band: 0.3 };

describe('photo engines', () => {
  it('sends the photo to the model as an image and takes its structured spec', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer({ spec: modelSpec, stoneCount: 1, confidence }),
    });
    const result = await createModelPhotoEngine({ model }).read(picture(), 'fr');
    expect(result.engine).toBe('model');
    expect(result.spec).toMatchObject({ piece: 'halo', metal: 'rose-gold-18', stone: { cut: 'cushion' } });
    expect(result.spec.innerDiameterMm).toBeGreaterThan(10);
    expect(result.confidence).toEqual(confidence);
    const user = model.doGenerateCalls[0]!.prompt.find((m) => m.role === 'user')!;
    expect(Array.isArray(user.content) && user.content.some((part) => part.type === 'file')).toBe(true);
  });

  it('falls back to the offline reader when the model fails or answers outside the schema', async () => {
    const down = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('provider down');
      },
    });
    const offline = await offlinePhotoEngine.read(picture(), 'fr');
    const fallback = await createModelPhotoEngine({ model: down }).read(picture(), 'fr');
    expect(fallback.engine).toBe('offline');
    expect(fallback.fallbackReason).toContain('provider down');
    expect(fallback.spec).toEqual(offline.spec);
    const wrong = new MockLanguageModelV3({
      doGenerate: answer({ spec: { piece: 'tiara' }, stoneCount: 1, confidence }),
    });
    expect((await createModelPhotoEngine({ model: wrong }).read(picture(), 'en')).engine).toBe('offline');
  });

  it('merges a brief and a photo: the brief wins where it speaks', () => {
    const photo = normaliseDesignSpec({
      ...defaultDesignSpec('trilogy'),
      metal: 'rose-gold-18',
      stone: { type: 'sapphire', cut: 'oval', size: { unit: 'ct', value: 0.5 } },
    });
    const merged = mergeBriefAndPhoto(parseBrief('en platine, rubis, taille 60', 'fr').spec, photo);
    expect(merged.piece).toBe('trilogy');
    expect(merged.metal).toBe('platinum-950');
    expect(merged.stone).toMatchObject({ type: 'ruby', cut: 'oval' });
    expect(merged.ringSize).toEqual({ system: 'fr', value: 60 });
    const piece = mergeBriefAndPhoto(parseBrief('pendentif', 'fr').spec, photo);
    expect(piece.piece).toBe('pendant');
    expect(piece.metal).toBe('rose-gold-18');
  });
});
