import { extractPriceMentions } from '#lib/captions/prices.ts';
import type { Piece } from '#lib/captions/schema.ts';

/**
 * Post-checks for a caption a model wrote. Models are good at tone and poor at exact values, so every figure
 * and every named material is compared with the catalogue; a caption that fails is dropped and the offline
 * engine writes one instead. A false alarm costs a less inventive caption, a miss costs a wrong price in
 * public, hence the strictness.
 */

export type CaptionProblem =
  | { readonly code: 'foreign_price'; readonly detail: string }
  | { readonly code: 'foreign_metal'; readonly detail: string }
  | { readonly code: 'foreign_stone'; readonly detail: string };

type Family = readonly [family: string, pattern: RegExp];

// French 'or' is also a conjunction, so gold is only recognised in the phrases a jeweller uses for it.
const METAL_FAMILIES: readonly Family[] = [
  ['gold', /\bgold\b|\bor\s+(?:jaune|rose|blanc|gris|rouge|\d)|\b(?:en|d['’])\s*or\b/i],
  ['platinum', /\bplatinum\b|\bplatine\b/i],
  ['silver', /\bsilver\b|\bargent\b/i],
  ['titanium', /\btitanium\b|\btitane\b/i],
  ['palladium', /\bpalladium\b/i],
];

const STONE_FAMILIES: readonly Family[] = [
  ['diamond', /\bdiamonds?\b|\bdiamants?\b/i],
  ['sapphire', /\bsapphires?\b|\bsaphirs?\b/i],
  ['ruby', /\brub(?:y|ies)\b|\brubis\b/i],
  ['emerald', /\bemeralds?\b|émeraudes?/i],
  ['pearl', /\bpearls?\b|\bperles?\b/i],
  ['moissanite', /\bmoissanites?\b/i],
  ['aquamarine', /\baquamarines?\b|\baigues?-marines?\b/i],
  ['tanzanite', /\btanzanites?\b/i],
  ['morganite', /\bmorganites?\b/i],
  ['opal', /\bopals?\b|\bopales?\b/i],
];

function familiesIn(text: string, families: readonly Family[]): Set<string> {
  return new Set(families.filter(([, pattern]) => pattern.test(text)).map(([family]) => family));
}

/** Problems found in one caption written about `pieces` (empty list: the caption may be published). */
export function checkCaptionFacts(text: string, pieces: readonly Piece[]): CaptionProblem[] {
  const problems: CaptionProblem[] = [];
  for (const mention of extractPriceMentions(text)) {
    const matches = pieces.some(
      (piece) => piece.priceMinor === mention.amountMinor && mention.currencies.includes(piece.currency),
    );
    if (!matches) problems.push({ code: 'foreign_price', detail: mention.text });
  }
  // A caption about an occasion with no piece may speak of gold in general; it cannot misdescribe a piece.
  if (pieces.length === 0) return problems;
  const metals = familiesIn(pieces.map((piece) => piece.metal).join(' · '), METAL_FAMILIES);
  for (const family of familiesIn(text, METAL_FAMILIES)) {
    if (!metals.has(family)) problems.push({ code: 'foreign_metal', detail: family });
  }
  const stones = familiesIn(pieces.map((piece) => piece.stone ?? '').join(' · '), STONE_FAMILIES);
  for (const family of familiesIn(text, STONE_FAMILIES)) {
    if (!stones.has(family)) problems.push({ code: 'foreign_stone', detail: family });
  }
  return problems;
}
