/**
 * The PDF's standard fonts (Helvetica) encode text as Windows-1252: Latin letters with their accents,
 * £, € and typographic quotes are there; anything else would print as a blank box. Such characters are
 * brought to their nearest form (the narrow no-break space Intl puts in '1 234,50 £' becomes a space,
 * 'ł' becomes 'l', '≈' becomes '~'); an emoji, which no font of ours draws, is left out with the space
 * it leaves ('Zoé 💍 Martin' prints 'Zoé Martin', never 'Zoé ? Martin'); what is left (a letter of
 * another script) becomes '?', so every text stays readable. Embedding an emoji font was weighed: the
 * only monochrome one on npm would need every text run split by font, for a picture the invoice does not
 * need (docs/decisions/046-new-jeweller-walk.md).
 */
const EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
  0x0178,
]);

// Letters NFD does not take apart, and the primes of feet and inches (18″ is written 18").
const NEAREST: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ŧ: 't',
  ħ: 'h',
  '′': "'",
  '″': '"',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
};

/**
 * An emoji and what makes it one: pictographs (not ©, ® or ™, which Helvetica prints), skin tones,
 * variation selectors, zero-width joiners, keycap marks, flags' regional indicators and tags.
 */
const EMOJI_PART =
  /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|[\ufe0e\ufe0f\u20e3\u{1f1e6}-\u{1f1ff}\u{e0020}-\u{e007f}]/u;
const EMOJI_RUN = new RegExp(`( ?)(?:${EMOJI_PART.source})+( ?)`, 'gu');

/** Leaves emoji out, with the space around them: one space stays between two words, none at an edge. */
export function withoutEmoji(text: string): string {
  return text.replace(
    EMOJI_RUN,
    (run: string, before: string, after: string, offset: number, whole: string) => {
      const atEdge = offset === 0 || offset + run.length === whole.length;
      return (before || after) && !atEdge ? ' ' : '';
    },
  );
}

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const DASHES = /[\u2010-\u2012\u2212]/g;

function encodable(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(code) || code === 0x0a;
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of withoutEmoji(text.normalize('NFC').replace(SPACES, ' ').replace(DASHES, '-'))) {
    const code = char.codePointAt(0)!;
    if (encodable(code)) {
      out += char;
      continue;
    }
    if (code === 0x09) {
      out += ' ';
      continue;
    }
    const stripped = NEAREST[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...stripped].every((c) => encodable(c.codePointAt(0)!)) && stripped !== '' ? stripped : '?';
  }
  return out;
}
