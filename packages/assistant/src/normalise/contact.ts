/**
 * Contact details: emails, phones (French, British and international numbers → E.164) and names.
 * A local number is told apart by its length: ten digits from 0 is French, eleven from 0 is British.
 */

export interface SpanMatch<T> {
  readonly value: T;
  readonly spans: ReadonlyArray<readonly [number, number]>;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function parseEmail(text: string): SpanMatch<string> | null {
  let last: SpanMatch<string> | null = null;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    // Mail providers ignore case in practice; one spelling keeps duplicates out of 'Demandes'.
    last = { value: match[0].toLowerCase(), spans: [[start, start + match[0].length]] };
  }
  return last;
}

// '+33 6 12 34 56 78', '0033612345678', '+44 (0)7700 900123', '06.12.34.56.78', '07700 900123'.
const PHONE = /(?<![\d+])(?:\+|00)\s?[1-9][\d\s.()-]{6,20}\d|(?<![\d+])0\d(?:[\s.-]?\d){8,9}(?!\d)/g;

/** A phone as written → E.164, or null when it cannot be one. */
export function toE164(raw: string): string | null {
  const cleaned = raw.replace(/\(0\)/g, '');
  const digits = cleaned.replace(/\D/g, '');
  const trimmed = cleaned.trim();
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (trimmed.startsWith('00')) international = digits.slice(2);
  else if (digits.length === 10 && digits.startsWith('0')) international = `33${digits.slice(1)}`;
  else if (digits.length === 11 && digits.startsWith('0')) international = `44${digits.slice(1)}`;
  else return null;
  // Some write the trunk 0 after the country code anyway: +33 06 12… / +44 07700…
  if (/^(33|44)0/.test(international)) international = international.slice(0, 2) + international.slice(3);
  if (international.startsWith('33') && international.length !== 11) return null;
  if (international.startsWith('44') && (international.length < 11 || international.length > 12)) return null;
  if (international.length < 8 || international.length > 15) return null;
  return `+${international}`;
}

export function parsePhone(text: string): SpanMatch<string> | null {
  let last: SpanMatch<string> | null = null;
  for (const match of text.matchAll(PHONE)) {
    const value = toE164(match[0]);
    if (!value) continue;
    const start = match.index ?? 0;
    last = { value, spans: [[start, start + match[0].length]] };
  }
  return last;
}

// 'Marie', 'O'Neill', 'Jean-Luc', 'Lefèvre'.
const NAME_WORD = `[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]*(?:['’-][A-ZÀ-ÖØ-Þ]?[a-zà-öø-ÿ]+)*`;
const NAME = String.raw`(${NAME_WORD}(?:\s+(?:de\s+|van\s+|von\s+|le\s+|la\s+)?${NAME_WORD}){0,2})`;
const INTRO_PHRASES = [
  "je m'appelle",
  'mon nom est',
  "mon nom c'est",
  "moi c'est",
  'my name is',
  "my name's",
  'name is',
  'this is',
  "c'est",
  'je suis',
  "i'm",
  'i am',
  'nom :',
  'nom:',
  'name:',
  'name :',
];
/** The intro in either case of its first letter and with either apostrophe; the name itself keeps its capitals. */
function introPattern(phrase: string): string {
  const escaped = phrase.replace(/'/g, "['’]");
  const first = phrase[0]!;
  return `[${first.toLowerCase()}${first.toUpperCase()}]${escaped.slice(1)}`;
}
const NAME_INTRO = new RegExp(String.raw`(?:${INTRO_PHRASES.map(introPattern).join('|')})\s+${NAME}`, 'g');
// Words a capitalised 'I'm …' or 'je suis …' is followed by that are not names.
const NOT_NAMES = new Set(
  [
    'looking',
    'interested',
    'interesse',
    'intéressé',
    'intéressée',
    'not',
    'pas',
    'just',
    'très',
    'tres',
    'so',
    'very',
    'trying',
    'getting',
    'planning',
    'thinking',
    'hoping',
    'after',
    // Time words: a late answer to 'by when?' ('d’ici l’été', 'next month') is not a name.
    "d'ici",
    'd’ici',
    "l'été",
    'l’été',
    'été',
    'hiver',
    'printemps',
    'automne',
    'summer',
    'winter',
    'spring',
    'autumn',
    'demain',
    'tomorrow',
    'semaine',
    'week',
    'mois',
    'month',
    'bientôt',
    'soon',
    'asap',
    'before',
    'avant',
    'à',
    'a',
    'en',
    'the',
    'une',
    'un',
    'disponible',
    'available',
    'free',
    'libre',
    'sure',
    'sûr',
    'sûre',
    'ok',
    'okay',
    'bien',
    'fine',
    'good',
    'désolé',
    'désolée',
    'sorry',
    'going',
    'ravie',
    'ravi',
    'happy',
    'pour',
    'for',
    'from',
    'de',
    'du',
    'in',
    'dans',
    'parfait',
    'perfect',
    'et',
    'and',
    'ou',
    'or',
    'finalement',
    'plutot',
    'plutôt',
    'actually',
    'non',
    'no',
    'wait',
    'sorry',
    'merci',
    'thanks',
    'thank',
    'le',
    'la',
    'the',
    'premier',
    'première',
    'deuxième',
    'second',
    'first',
    'my',
    'mon',
    'ma',
    'number',
    'numéro',
    'email',
    'mail',
    'vous',
    'you',
    'can',
    'pouvez',
  ].map((word) => word.toLowerCase()),
);

function titleCase(name: string): string {
  return name.replace(
    /(^|[\s'’-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** A name introduced in so many words ('je m'appelle Marie Dupont', 'my name is Tom'). */
export function parseNameIntro(text: string): SpanMatch<string> | null {
  for (const match of text.matchAll(NAME_INTRO)) {
    const intro = match[0].slice(0, match[0].length - (match[1]?.length ?? 0));
    const candidate = match[1]?.trim();
    if (!candidate) continue;
    const first = candidate.split(/\s+/)[0]!.toLowerCase();
    if (NOT_NAMES.has(first)) continue;
    // 'c'est …' and 'i'm …' must be followed by a capital in the visitor's own text, the flag 'i' aside.
    if (!/^\p{Lu}/u.test(candidate)) continue;
    const start = (match.index ?? 0) + intro.length;
    // Cut trailing words that are clearly not part of a name ('Marie et', 'Tom and').
    const name = candidate.replace(/\s+(Et|And|Mon|My|Mais|But)$/u, '');
    return { value: name, spans: [[match.index ?? 0, start + name.length]] };
  }
  return null;
}

/**
 * What is left of a reply once the email and phone are cut out, read as a name when the assistant has
 * just asked for one: one to four words of letters ('marie dupont' → 'Marie Dupont').
 */
export function parseBareName(rest: string): string | null {
  const cleaned = rest
    .replace(
      /^(?:\s*(?:c'est|c’est|moi|je suis|it's|i'm|i am|this is|name|nom|oui|yes|sure|bien sûr|alors|so)\b\s*[:,]?\s*)+/i,
      '',
    )
    .replace(/[,;.!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  const parts = cleaned.split(' ');
  if (parts.length > 4) return null;
  if (!parts.every((part) => /^[\p{L}][\p{L}'’-]*$/u.test(part))) return null;
  if (parts.some((part) => NOT_NAMES.has(part.toLowerCase()))) return null;
  return titleCase(cleaned);
}
