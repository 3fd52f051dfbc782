/**
 * The PDF's standard fonts (Helvetica) encode text as Windows-1252: Latin letters with their accents,
 * £, € and typographic quotes are there; anything else would print as a blank box. Such characters are
 * brought to their nearest form (the narrow no-break space Intl puts in '1 234,50 £' becomes a space,
 * 'ł' becomes 'l') or to '?', so every text stays readable.
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
};

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const DASHES = /[\u2010-\u2012\u2212]/g;

function encodable(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(code) || code === 0x0a;
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(SPACES, ' ').replace(DASHES, '-')) {
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
