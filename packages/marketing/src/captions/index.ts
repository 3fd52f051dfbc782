export { type CaptionProblem, checkCaptionFacts } from '#lib/captions/check.ts';
export { TONE_FAMILIES, type ToneFamily, toneFamily } from '#lib/captions/grammar.ts';
export { slugify, utmLink } from '#lib/captions/links.ts';
export {
  type CaptionEngine,
  type CaptionOptions,
  type CaptionsOutcome,
  captionBrief,
  generateCaptions,
} from '#lib/captions/model.ts';
export { generateOfflineCaptions, hashtagify } from '#lib/captions/offline.ts';
export { extractPriceMentions, formatPiecePrice, type PriceMention } from '#lib/captions/prices.ts';
export {
  type AiProviderConfig,
  aiProviderConfigSchema,
  languageModelFromConfig,
} from '#lib/captions/providers.ts';
export * from '#lib/captions/schema.ts';
