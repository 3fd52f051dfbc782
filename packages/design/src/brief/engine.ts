import { type AiProviderConfig, languageModelFromConfig } from '@carat/ai-provider';
import { type DesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';
import { designSpecInputSchema, designSpecSchema } from '@carat/validation/designs';
import { generateText, type LanguageModel, type ModelMessage, Output } from 'ai';
import { z } from 'zod';
import { type NotMade, parseBrief } from '#lib/brief/parse-brief.ts';

/*
 * One interface, two engines: the offline parser, and a model (AI SDK) that fills the same DesignSpec schema
 * through structured output (never geometry). The model's spec is normalised and checked in code (the inner
 * diameter is always derived from the size by the domain's formula); on an error, a timeout or a spec the
 * schema refuses, the offline parser answers.
 */

export interface BriefResult {
  readonly spec: DesignSpec;
  readonly unparsed: string[];
  readonly engine: 'model' | 'offline';
  /** What the brief asks that the generator does not make, and what it made instead (offline engine). */
  readonly notMade?: NotMade[];
  /** Nothing in the brief was read: the spec is only defaults, and the jeweller is asked what they want. */
  readonly nothingRead?: boolean;
  /** Why the model's answer was not used, when it was not. */
  readonly fallbackReason?: string;
}

export interface BriefPhoto {
  readonly data: Uint8Array;
  readonly mediaType: string;
}

export interface DesignBriefEngine {
  parse(brief: string, locale: Locale, photo?: BriefPhoto): Promise<BriefResult>;
}

export type ModelProviderConfig = AiProviderConfig;
export { languageModelFromConfig };

export const offlineBriefEngine: DesignBriefEngine = {
  async parse(brief, locale) {
    const { spec, unparsed, notMade, nothingRead } = parseBrief(brief, locale);
    return { spec, unparsed, engine: 'offline', notMade, nothingRead };
  },
};

/** What the model fills: the spec without the derived diameter, plus the words it could not place. */
const modelAnswerSchema = z.object({
  spec: designSpecInputSchema.omit({ innerDiameterMm: true }),
  unparsed: z.array(z.string().max(60)).max(40),
});

const INSTRUCTIONS = `You turn a jeweller's brief (French or English, maybe with a photo of a piece) into a design spec.
Fill every field. Use only the listed values. Ring size: keep the system and number the client gave
(French 'taille 54' is system 'fr', value 54; UK letters as their index, A = 1, N = 14; bare small numbers in
English are US). Stone size: carats as {unit:'ct'}, millimetres as {unit:'mm'}. A plain band, a signet or a
bangle has stone null. Gold without a fineness is 18 ct; '750' is 18 ct. When the brief is silent, choose a
classic: 4 claws, court profile, 2 mm band, size fr 54 for rings, ringSize null otherwise, engraving null.
List in 'unparsed' the brief's words you could not use.`;

export interface ModelEngineOptions {
  /** A configuration, or a model directly (tests pass MockLanguageModelV3). */
  readonly config?: ModelProviderConfig;
  readonly model?: LanguageModel;
  readonly timeoutMs?: number;
  readonly fallback?: DesignBriefEngine;
}

export function createModelBriefEngine(options: ModelEngineOptions): DesignBriefEngine {
  const fallback = options.fallback ?? offlineBriefEngine;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async parse(brief, locale, photo) {
      let model: LanguageModel;
      try {
        if (options.model) model = options.model;
        else if (options.config) model = languageModelFromConfig(options.config);
        else throw new Error('no model configured');
      } catch (error) {
        return withReason(await fallback.parse(brief, locale), error);
      }
      const content: Exclude<ModelMessage, { role: 'system' | 'assistant' | 'tool' }>['content'] = [
        { type: 'text', text: `Locale: ${locale}\nBrief: ${brief}` },
      ];
      if (photo) content.push({ type: 'image', image: photo.data, mediaType: photo.mediaType });
      try {
        const result = await generateText({
          model,
          system: INSTRUCTIONS,
          messages: [{ role: 'user', content }],
          output: Output.object({ schema: modelAnswerSchema }),
          abortSignal: AbortSignal.timeout(timeoutMs),
          maxRetries: 0,
        });
        const answer = result.output;
        const spec = normaliseDesignSpec({ ...answer.spec, innerDiameterMm: null });
        const checked = designSpecSchema.safeParse(spec);
        if (!checked.success) {
          const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          return withReason(
            await fallback.parse(brief, locale),
            new Error(`model spec refused: ${issues.join('; ')}`),
          );
        }
        return { spec, unparsed: answer.unparsed, engine: 'model' };
      } catch (error) {
        return withReason(await fallback.parse(brief, locale), error);
      }
    },
  };
}

function withReason(result: BriefResult, error: unknown): BriefResult {
  return { ...result, fallbackReason: error instanceof Error ? error.message : String(error) };
}
