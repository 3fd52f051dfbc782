/** Spec: an engraving holds at most 20 characters. */
export const ENGRAVING_MAX_LENGTH = 20;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a person counts them (grapheme clusters, via Intl.Segmenter), not UTF-16 code units:
 * 'é' typed as e + accent, '❤️' and '👩‍👩‍👧' each count once, as each is engraved once.
 */
export function engravingLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** Empty is valid: the engraving is optional. Spaces count, since the engraver cuts them too. */
export function isValidEngraving(text: string): boolean {
  return engravingLength(text) <= ENGRAVING_MAX_LENGTH;
}
