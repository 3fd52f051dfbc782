import { type DesignSpec, defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';
import { designSpecInputSchema, designSpecSchema } from '@carat/validation/designs';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { RgbaImage } from '#lib/photo/pixels.ts';
import { type PhotoConfidence, readPhoto } from '#lib/photo/read-photo.ts';

/*
 * A design from a photo, one interface and two engines as for briefs: the offline reader (classic image
 * processing, read-photo.ts) and a vision model through the AI SDK answering the same zod DesignSpec with a
 * confidence per field. On an error, a timeout or a spec the schema refuses, the offline reader answers.
 */

export interface DesignPhoto {
  /** The file as sent (the model reads it). */
  readonly data: Uint8Array;
  readonly mediaType: string;
  /** The same picture decoded (the offline reader reads it). */
  readonly pixels: RgbaImage;
}

export interface PhotoResult {
  readonly spec: DesignSpec;
  readonly confidence: PhotoConfidence;
  /** The large stones counted (a trilogy's three), or an eternity's row. */
  readonly stoneCount: number;
  readonly engine: 'offline' | 'model';
  readonly fallbackReason?: string;
}

export interface DesignPhotoEngine {
  read(photo: DesignPhoto, locale: Locale): Promise<PhotoResult>;
}

export const offlinePhotoEngine: DesignPhotoEngine = {
  async read(photo) {
    const reading = readPhoto(photo.pixels);
    return {
      spec: reading.spec,
      confidence: reading.confidence,
      stoneCount: reading.stoneCount,
      engine: 'offline',
    };
  },
};

const unit = z.number().min(0).max(1);
const modelAnswerSchema = z.object({
  spec: designSpecInputSchema.omit({ innerDiameterMm: true }),
  stoneCount: z.number().int().min(0).max(200),
  confidence: z.object({
    piece: unit,
    metal: unit,
    stoneCut: unit,
    stoneCount: unit,
    stoneType: unit,
    band: unit,
  }),
});

const INSTRUCTIONS = `You read a photo of one piece of jewellery (or a sketch of one) for a jeweller and fill a design
spec. Fill every field, using only the listed values: the piece (a ring with one centre stone is a solitaire,
with a ring of small stones around it a halo, three stones a trilogy, stones all round an eternity; a plain ring
a band; a ring with a flat plate a signet), the metal by its colour (yellow, white or rose gold, 18 ct when the
fineness cannot be seen; platinum or silver only when obvious), the stone's species by its colour and its cut
by its outline (round-brilliant, oval, princess, cushion, emerald, pear). What a photo cannot show (carats,
ring size) gets the classic values: 0.5 ct, size fr 54, 2 mm court band. stoneCount: the large stones seen.
For each field give your confidence from 0 (a guess) to 1 (certain).`;

export interface ModelPhotoEngineOptions {
  readonly model: LanguageModel;
  readonly timeoutMs?: number;
  readonly fallback?: DesignPhotoEngine;
}

export function createModelPhotoEngine(options: ModelPhotoEngineOptions): DesignPhotoEngine {
  const fallback = options.fallback ?? offlinePhotoEngine;
  const timeoutMs = options.timeoutMs ?? 20_000;
  return {
    async read(photo, locale) {
      try {
        const result = await generateText({
          model: options.model,
          system: INSTRUCTIONS,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: `Locale: ${locale}. What piece is this?` },
                { type: 'image', image: photo.data, mediaType: photo.mediaType },
              ],
            },
          ],
          output: Output.object({ schema: modelAnswerSchema }),
          abortSignal: AbortSignal.timeout(timeoutMs),
          maxRetries: 0,
        });
        const answer = result.output;
        const spec = normaliseDesignSpec({ ...answer.spec, innerDiameterMm: null });
        const checked = designSpecSchema.safeParse(spec);
        if (!checked.success) {
          const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          throw new Error(`model spec refused: ${issues.join('; ')}`);
        }
        return { spec, confidence: answer.confidence, stoneCount: answer.stoneCount, engine: 'model' };
      } catch (error) {
        const offline = await fallback.read(photo, locale);
        return { ...offline, fallbackReason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * A brief and a photo together: the brief's fields win where both speak. A brief "speaks" of a field when
 * its parsed value differs from the defaults of its piece (the parser fills what a brief is silent on with
 * those defaults); a brief that names the default itself ('18 ct yellow gold') then leaves the field to the
 * photo, which can only be the same or a colour the jeweller sees on the screen and corrects.
 */
export function mergeBriefAndPhoto(brief: DesignSpec, photo: DesignSpec): DesignSpec {
  const defaults = defaultDesignSpec();
  const piece = brief.piece !== defaults.piece ? brief.piece : photo.piece;
  const own = defaultDesignSpec(brief.piece);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const base = defaultDesignSpec(piece);
  const photoStone = photo.stone ?? base.stone;
  const stone =
    brief.stone && photoStone
      ? {
          type: brief.stone.type !== own.stone?.type ? brief.stone.type : photoStone.type,
          cut: brief.stone.cut !== own.stone?.cut ? brief.stone.cut : photoStone.cut,
          size: !same(brief.stone.size, own.stone?.size) ? brief.stone.size : photoStone.size,
        }
      : (photoStone ?? brief.stone);
  return normaliseDesignSpec({
    ...base,
    piece,
    metal: brief.metal !== own.metal ? brief.metal : photo.metal,
    stone,
    setting: brief.setting !== own.setting ? brief.setting : photo.setting,
    band: !same(brief.band, own.band) ? brief.band : photo.band,
    ringSize: brief.ringSize && !same(brief.ringSize, own.ringSize) ? brief.ringSize : base.ringSize,
    innerDiameterMm: brief.piece === 'bangle' ? brief.innerDiameterMm : photo.innerDiameterMm,
    engraving: brief.engraving ?? null,
    chain: brief.chain ?? photo.chain ?? null,
  });
}
