import { languageName } from '@carat/domain/locale';
import { generateText, type LanguageModel, Output } from 'ai';
import { type CaptionProblem, checkCaptionFacts } from '#lib/captions/check.ts';
import { captionTarget, offlineVariantsFor, openerContext } from '#lib/captions/offline.ts';
import { formatPiecePrice } from '#lib/captions/prices.ts';
import { type AiProviderConfig, languageModelFromConfig } from '#lib/captions/providers.ts';
import {
  type CaptionsInput,
  type CaptionsResult,
  type CaptionVariant,
  captionsInputSchema,
  captionsResultSchema,
  MAX_HASHTAGS,
  modelCaptionsSchema,
  type ParsedCaptionsInput,
  PLATFORMS,
  subjectPieces,
} from '#lib/captions/schema.ts';

export type CaptionEngine = 'model' | 'offline' | 'mixed';

export interface CaptionsOutcome extends CaptionsResult {
  /** Who wrote the captions: all from the model, all offline, or offline filling rejected model variants. */
  readonly engine: CaptionEngine;
  /** Why model output was not used, for the logs (never shown to the jeweller as is). */
  readonly notes: readonly string[];
}

export interface CaptionOptions {
  /** The configured provider. With neither this nor `model`, the offline engine writes alone. */
  readonly config?: AiProviderConfig | undefined;
  /** An AI SDK model object, used instead of `config` (tests pass a MockLanguageModelV3). */
  readonly model?: Exclude<LanguageModel, string> | undefined;
  /** The model gets this long before the offline engine answers instead. */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const LINK_SLOT = '{link}';

/** The facts the model may use, with prices already formatted so it copies rather than computes them. */
export function captionBrief(input: ParsedCaptionsInput): string {
  const pieces = subjectPieces(input.subject).map((piece) => ({
    name: piece.name,
    category: piece.category,
    metal: piece.metal,
    stone: piece.stone,
    price:
      piece.priceMinor === null ? null : formatPiecePrice(piece.priceMinor, piece.currency, input.locale),
  }));
  return JSON.stringify(
    {
      language: languageName(input.locale),
      tone: input.tone,
      theme: openerContext(input.subject),
      collection: input.subject.kind === 'collection' ? input.subject.collection.name : undefined,
      business: input.business,
      pieces,
      variantsPerPlatform: input.variantsPerPlatform,
      platforms: PLATFORMS,
    },
    null,
    2,
  );
}

const SYSTEM_PROMPT = [
  'You write social media captions for an independent jeweller.',
  'Write in the language given, in the tone given. Write variantsPerPlatform variants for each platform.',
  'Use only the facts given: copy metal, stone and price exactly as written; never invent a price, a discount,',
  'a metal, a stone or a carat weight. A piece whose price is null is "price on request". Do not write URLs.',
  `Instagram: end with a call to action pointing to the link in bio. Facebook: put ${LINK_SLOT} where the`,
  'link to the showroom goes. Hashtags go in the hashtags list (each starting with #), not in the text.',
].join(' ');

/** Puts the real UTM link where the model left {link}; Facebook gets it appended if the model forgot. */
function withLink(text: string, platform: CaptionVariant['platform'], link: string): string {
  if (text.includes(LINK_SLOT)) return text.replaceAll(LINK_SLOT, platform === 'facebook' ? link : '').trim();
  return platform === 'facebook' ? `${text.trim()}\n\n${link}` : text.trim();
}

function offlineOutcome(input: ParsedCaptionsInput, notes: string[]): CaptionsOutcome {
  const variants = PLATFORMS.flatMap((platform) =>
    offlineVariantsFor(input, platform, input.variantsPerPlatform),
  );
  return { ...captionsResultSchema.parse({ variants }), engine: 'offline', notes };
}

function describeProblems(problems: readonly CaptionProblem[]): string {
  return problems.map((problem) => `${problem.code}(${problem.detail})`).join(', ');
}

/**
 * Captions through a language model, checked against the catalogue, with the offline engine as the floor:
 * an error, a timeout, malformed output or a caption naming a wrong price all end in offline captions.
 */
export async function generateCaptions(
  raw: CaptionsInput,
  options: CaptionOptions = {},
): Promise<CaptionsOutcome> {
  const input = captionsInputSchema.parse(raw);
  const model = options.model ?? (options.config ? languageModelFromConfig(options.config) : undefined);
  if (!model) return offlineOutcome(input, []);

  let drafts: CaptionVariant[];
  try {
    const result = await generateText({
      model,
      output: Output.object({ schema: modelCaptionsSchema }),
      system: SYSTEM_PROMPT,
      prompt: captionBrief(input),
      abortSignal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      // One attempt: a retry doubles the wait and the offline engine is a good answer already.
      maxRetries: 0,
    });
    drafts = result.output.variants.map((draft) => ({
      ...draft,
      text: withLink(draft.text, draft.platform, captionTarget(input, draft.platform)),
      hashtags: [...new Set(draft.hashtags)].slice(0, MAX_HASHTAGS),
      link: captionTarget(input, draft.platform),
    }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return offlineOutcome(input, [`model failed, offline captions used (${reason.slice(0, 200)})`]);
  }

  const pieces = subjectPieces(input.subject);
  const notes: string[] = [];
  const variants: CaptionVariant[] = [];
  let fromModel = 0;
  for (const platform of PLATFORMS) {
    const accepted = drafts
      .filter((draft) => draft.platform === platform)
      .filter((draft) => {
        const problems = checkCaptionFacts(draft.text, pieces);
        if (problems.length > 0) notes.push(`${platform} caption rejected: ${describeProblems(problems)}`);
        return problems.length === 0;
      })
      .slice(0, input.variantsPerPlatform);
    fromModel += accepted.length;
    const missing = input.variantsPerPlatform - accepted.length;
    variants.push(
      ...accepted,
      ...offlineVariantsFor(input, platform, input.variantsPerPlatform).slice(0, missing),
    );
  }
  const total = input.variantsPerPlatform * PLATFORMS.length;
  const engine: CaptionEngine = fromModel === total ? 'model' : fromModel === 0 ? 'offline' : 'mixed';
  return { ...captionsResultSchema.parse({ variants }), engine, notes };
}
