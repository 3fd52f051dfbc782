/** Spec: an engraving holds at most 20 characters. */
export const ENGRAVING_MAX_LENGTH = 20;

/**
 * The most UTF-16 code units an engraving may take before anything counts it: 20 characters of the
 * longest sequences people type (a family emoji is 11 units, a flag 4, a letter with two accents 3) fit
 * well inside. Longer input is refused at once, without being segmented.
 */
export const ENGRAVING_MAX_INPUT_UNITS = ENGRAVING_MAX_LENGTH * 16;

/** Built on first use: a page that shows no engraving field does not load the segmenter's data. */
let graphemes: Intl.Segmenter | undefined;

/**
 * Segmenting a whole string costs the square of its length on Node 20 (60k characters: a second), so the
 * text is segmented in windows of constant size: the last segment of a window may be cut, so the next
 * window starts where it starts. Linear in the input. A single cluster longer than a window (hundreds of
 * combining marks) counts once per window it spans.
 */
const WINDOW_UNITS = 256;

/**
 * Characters as a person counts them (grapheme clusters, via Intl.Segmenter), not UTF-16 code units:
 * 'é' typed as e + accent, '❤️' and '👩‍👩‍👧' each count once, as each is engraved once. Stops counting at
 * `stopAfter` (a limit's check needs no more).
 */
export function engravingLength(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let start = 0;
  while (start < text.length && count <= stopAfter) {
    let end = Math.min(text.length, start + WINDOW_UNITS);
    // Never cut a surrogate pair: half an emoji would change where the cluster before it ends.
    const lastUnit = text.charCodeAt(end - 1);
    if (end < text.length && lastUnit >= 0xd800 && lastUnit <= 0xdbff) end -= 1;
    const last = end === text.length;
    let lastIndex = 0;
    let inWindow = 0;
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const segment of graphemes.segment(text.slice(start, end))) {
      inWindow += 1;
      lastIndex = segment.index;
    }
    if (last || inWindow === 1) {
      count += inWindow;
      start = end;
    } else {
      // Leave the window's last (possibly cut) cluster to the next window.
      count += inWindow - 1;
      start += lastIndex;
    }
  }
  return count;
}

/** Empty is valid: the engraving is optional. Spaces count, since the engraver cuts them too. */
export function isValidEngraving(text: string): boolean {
  if (text.length > ENGRAVING_MAX_INPUT_UNITS) return false;
  return engravingLength(text, ENGRAVING_MAX_LENGTH) <= ENGRAVING_MAX_LENGTH;
}
