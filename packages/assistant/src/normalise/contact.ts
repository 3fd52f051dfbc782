import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Contact details: emails, phones (every national way of writing a French, British, American, Canadian,
 * Belgian or Swiss number, and international ones → E.164, checked by libphonenumber-js) and names.
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

/** The countries whose national ways of writing a number are read: the jewellers' and visitors'. */
export const PHONE_COUNTRIES = ['FR', 'GB', 'US', 'CA', 'BE', 'CH'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

// Candidates, then checked by libphonenumber-js: international ('+33 6 12…', '0033…', '+44 (0)20…',
// '+1 (646) 555-0123'), national with a trunk 0 (FR '06 12 34 56 78', UK '07700 900123', BE '0470 12 34 56',
// CH '079 123 45 67', '022 310 45 67') and North American ('(416) 555-0187', '347-555-0198', '514 555 0176').
const PHONE = new RegExp(
  [
    String.raw`(?<![\d+])(?:\+|00)\s?[1-9][\d\s.()\/-]{6,22}\d`,
    String.raw`(?<![\d+])0\d(?:[\s.()\/-]{0,2}\d){7,10}(?!\d)`,
    String.raw`(?<![\d+])(?:1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?[2-9]\d{2}[\s.-]?\d{4}(?!\d)`,
  ].join('|'),
  'g',
);

/** The country a local number is first read in: the shop's (its time zone, else its currency). */
export function phoneCountryOf(timeZone: string | null, currency?: string | null): PhoneCountry | null {
  const zone = timeZone ?? '';
  if (zone === 'Europe/Paris' || zone === 'Europe/Monaco') return 'FR';
  if (zone === 'Europe/London') return 'GB';
  if (zone === 'Europe/Brussels') return 'BE';
  if (zone === 'Europe/Zurich') return 'CH';
  if (/^America\/(Toronto|Vancouver|Montreal|Halifax|Winnipeg|Edmonton|Regina|St_Johns)$/.test(zone))
    return 'CA';
  if (/^(America|US)\//.test(zone)) return 'US';
  switch (currency) {
    case 'CHF':
      return 'CH';
    case 'GBP':
      return 'GB';
    case 'USD':
      return 'US';
    case 'CAD':
      return 'CA';
    case 'EUR':
      return 'FR';
    default:
      return null;
  }
}

/** The country whose usual grouping of a national number (trunk 0) this is, or null. */
export function countryOfGrouping(raw: string): PhoneCountry | null {
  const groups = raw
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean)
    .map((group) => group.length)
    .join('-');
  if (!raw.trim().startsWith('0')) return null;
  switch (groups) {
    case '2-2-2-2-2':
      return 'FR';
    case '4-2-2-2':
    case '3-2-2-2':
    case '2-3-2-2':
      return 'BE';
    case '3-3-2-2':
      return 'CH';
    case '5-6':
    case '3-4-4':
    case '4-3-4':
    case '5-3-3':
      return 'GB';
    default:
      return null;
  }
}

/**
 * A phone as written → E.164, or null when it cannot be one. A local number is read in the shop's country
 * first, then in each of the others; a number valid there wins, else the first merely possible, the shop's
 * country first (libphonenumber calls the UK's reserved drama range '07700 900xxx' invalid, yet people
 * write it).
 */
export function toE164(raw: string, country: PhoneCountry | null = 'FR'): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 17) return null;
  // Some write the trunk 0 after the country code anyway: '+33 06 12…', '+44 07700…'.
  const cleaned = raw
    .replace(/\(0\)/g, '')
    .replace(/^\s*(\+|00)\s?(33|44|32|41)[\s.-]?0(?=\d)/, '$1$2')
    .trim();
  const international = /^(\+|00)/.test(cleaned);
  // How the digits are grouped tells the country a visitor writes in ('0470 12 34 56' is Belgian,
  // '079 123 45 67' Swiss, '06 12 34 56 78' French), before the shop's own.
  const written = international ? null : countryOfGrouping(cleaned);
  const first = [...(written ? [written] : []), ...(country && country !== written ? [country] : [])];
  const countries: readonly (PhoneCountry | undefined)[] = international
    ? [undefined]
    : [...first, ...PHONE_COUNTRIES.filter((c) => !first.includes(c))];
  const parsed = countries.map((c) => parsePhoneNumberFromString(cleaned.replace(/^00/, '+'), c));
  const valid = parsed.find((number) => number?.isValid());
  if (valid) return valid.number;
  return parsed.find((number) => number?.isPossible())?.number ?? null;
}

export function parsePhone(text: string, country: PhoneCountry | null = 'FR'): SpanMatch<string> | null {
  let last: SpanMatch<string> | null = null;
  for (const match of text.matchAll(PHONE)) {
    const value = toE164(match[0], country);
    if (!value) continue;
    const start = match.index ?? 0;
    last = { value, spans: [[start, start + match[0].length]] };
  }
  return last;
}

// 'Marie', 'O'Neill', 'Jean-Luc', 'Lefèvre'.
const NAME_WORD = `[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]*(?:['’-][A-ZÀ-ÖØ-Þ]?[a-zà-öø-ÿ]+)*`;
/** The particles of surnames, lower case between capitalised words ('de la Tour', 'van der Berg', 'da Silva'). */
const SURNAME_PARTICLE = String.raw`(?:de\s+la\s+|de\s+|van\s+der\s+|van\s+den\s+|van\s+|von\s+der\s+|von\s+|le\s+|la\s+|du\s+|des\s+|da\s+|di\s+|del\s+|della\s+|dos\s+)`;
const NAME = String.raw`(${NAME_WORD}(?:\s+(?:et|and|&)\s+${NAME_WORD})?(?:\s+${SURNAME_PARTICLE}?${NAME_WORD}){0,2})`;
const INTRO_PHRASES = [
  "je m'appelle",
  'mon nom est',
  "mon nom c'est",
  "moi c'est",
  'my name is',
  "my name's",
  "name's",
  'name is',
  "nom c'est",
  'this is',
  "c'est",
  'je suis',
  "i'm",
  'i am',
  'nom :',
  'nom:',
  'name:',
  'name :',
  // A booking made under a name ('au nom de Marie Dupont', 'in the name of Tom Reed').
  'au nom de',
  "au nom d'",
  'sous le nom de',
  "sous le nom d'",
  'in the name of',
  'under the name of',
  'under the name',
  // The name a booking is put under ('the booking can be under Hannah Fischer', 'put it under Tom Reed').
  'booking can be under',
  'booking under',
  'booked under',
  'book it under',
  'book us under',
  'put it under',
  'put us under',
  'reservation under',
  'appointment under',
  'can be under',
  'réservation au nom de',
  'mettez-la au nom de',
  'mettez-le au nom de',
];
/** The intro in either case of its first letter and with either apostrophe; the name itself keeps its capitals. */
function introPattern(phrase: string): string {
  const escaped = phrase.replace(/'/g, "['’]");
  const first = phrase[0]!;
  return `[${first.toLowerCase()}${first.toUpperCase()}]${escaped.slice(1)}`;
}
// An intro ending in an elided 'd'' runs into the name ('au nom d'Aurélie Bovet').
const NAME_INTRO = new RegExp(
  String.raw`(?:${INTRO_PHRASES.map(introPattern).join('|')})(?:\s+|(?<=['’]))${NAME}`,
  'g',
);
// Words a capitalised 'I'm …' or 'je suis …' is followed by that are not names.
/** Days, months and times of day, in both languages: never a name (months that are first names aside). */
export const CALENDAR_WORDS: readonly string[] = [
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
  ...'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(' '),
  ...'january february march september october november december'.split(' '),
  ...'janvier février fevrier mars septembre octobre novembre décembre decembre'.split(' '),
  ...'today tomorrow tonight noon midday demain aujourd’hui midi'.split(' '),
];

const CALENDAR_SET = new Set(CALENDAR_WORDS);

/**
 * Greetings and forms of address open a message, they never name the visitor ('Bonjour, Sophie Blanc',
 * 'Madame, Monsieur, …', 'Dear Sir or Madam'): a name is what is left once they are set aside.
 */
export const SALUTATION_WORDS: ReadonlySet<string> = new Set(
  [
    'bonjour',
    'bonsoir',
    'salut',
    'slt',
    'bjr',
    'coucou',
    'hello',
    'hi',
    'hey',
    'hiya',
    'greetings',
    'dear',
    'cher',
    'chère',
    'chere',
    'madame',
    'monsieur',
    'mademoiselle',
    'messieurs',
    'mesdames',
    'mme',
    'mlle',
    'sir',
    'madam',
    'mrs',
    'mr',
    'ms',
    'miss',
    'mx',
    'dr',
    'docteur',
    'doctor',
  ].map((word) => word.toLowerCase()),
);

/** The greeting or forms of address a message opens with, and a title before a surname ('Mme Roux'). */
const SALUTATION_PART = /^[.,;:!]*$/;
function withoutSalutations(parts: readonly string[]): string[] {
  return parts.filter(
    (part) => !SALUTATION_WORDS.has(part.toLowerCase().replace(/\.$/, '')) && !SALUTATION_PART.test(part),
  );
}

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
    // The label of a field, left alone once its value is cut out ('Budget £2,000–£3,000. Mobile 07911…,
    // Matthew Hughes'; 'Tél : 06…', 'Taille 52'): no name. Labels that are also surnames (Price, Page)
    // are not listed.
    'budget',
    'mobile',
    'portable',
    'tel',
    'tél',
    'téléphone',
    'telephone',
    'phone',
    'whatsapp',
    'size',
    'taille',
    'nom',
    'name',
    'contact',
    'délai',
    'deadline',
    // A day or a time said with the contact details picks a slot ('Thursday, 3pm. Jane Doe, jane@…').
    ...CALENDAR_WORDS,
  ].map((word) => word.toLowerCase()),
);

function titleCase(name: string): string {
  return name
    .replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/ (Et|And) /g, (_, joining: string) => ` ${joining.toLowerCase()} `);
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
  // Typed in lower case after an intro that can introduce nothing else ('je m'appelle marie dupont, je
  // cherche…', 'my name is tom reed and…'): one to three words, particles aside, none a calendar word or a
  // word that is no name ('my name is not important').
  const lower = LOWER_NAME_INTRO.exec(text);
  if (lower?.[1]) {
    // Capitalised as written by hand, a surname's particles aside ('anne de la tour' → 'Anne de la Tour').
    const written = lower[1]
      .trim()
      .split(/\s+/)
      .map((word) => (PARTICLES.has(word) ? word : titleCase(word)))
      .join(' ');
    const name = readName(written, {});
    if (name) {
      const start = (lower.index ?? 0) + lower[0].length - lower[1].length;
      return { value: name, spans: [[lower.index ?? 0, start + lower[1].length]] };
    }
  }
  // Whom a booking is for, given as a first name and a surname ('c'est pour Hugo Marchand', 'cest pour…',
  // 'it's for Dan Reyes'): two capitalised words, so 'c'est pour Noël' or 'for Mother's Day' is no name.
  const forWhom = BOOKED_FOR.exec(text);
  if (forWhom?.[1]) {
    const words = forWhom[1].split(/\s+/);
    if (!words.some((word) => NOT_NAMES.has(word.toLowerCase()) || CALENDAR_SET.has(word.toLowerCase()))) {
      const start = (forWhom.index ?? 0) + forWhom[0].indexOf(forWhom[1]);
      return { value: forWhom[1], spans: [[forWhom.index ?? 0, start + forWhom[1].length]] };
    }
  }
  // 'Iris Blanc here', 'Hi, Tom Reed here': capitalised words that introduce themselves.
  const here = NAME_HERE.exec(text);
  if (here?.[1] && !NOT_NAMES.has(here[1].split(/\s+/)[0]!.toLowerCase())) {
    const start = (here.index ?? 0) + here[0].indexOf(here[1]);
    return { value: here[1], spans: [[start, start + here[1].length]] };
  }
  return null;
}

/** Intros that can introduce nothing but a name, so that what follows them may be typed in lower case. */
const NAME_ONLY_INTROS = [
  "je m'appelle",
  'mon nom est',
  "mon nom c'est",
  "moi c'est",
  'my name is',
  "my name's",
  'au nom de',
  'in the name of',
];
/** A word of a name in lower case, never a word that opens the next clause ('… et je voudrais', '… and I'). */
const LOWER_WORD = `(?!(?:et|and|je|i|here|ici)(?![a-zà-öø-ÿ'’-]))[a-zà-öø-ÿ]+(?:['’-][a-zà-öø-ÿ]+)*`;
const LOWER_NAME_INTRO = new RegExp(
  String.raw`(?:^|[\s,.;:!?(])(?:${NAME_ONLY_INTROS.map(introPattern).join('|')})\s+(${LOWER_WORD}(?:\s+${SURNAME_PARTICLE}?${LOWER_WORD}){0,2})(?=\s*$|\s*[,.;:!?()/–—]|\s+(?:and|et|je|j['’]|i|here|ici)\b|\s+\S+@)`,
  'u',
);

const BOOKED_FOR =
  /\b(?:[Cc]['’]?est|[Cc]e sera|[Ii]t['’]?s|[Ii]t will be|[Tt]hat['’]?s|[Bb]ook(?:ing)? it|[Rr]éservez|[Rr]eservez) (?:pour|for) (\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)(?=\s*(?:$|[,.;!?/|]))/u;

const NAME_HERE =
  /(?:^|[.!?]\s+)(?:(?:[Hh](?:i|ello|ey)|[Bb]onjour|[Ss]alut|[Gg]ood (?:morning|afternoon|evening))[,!]?\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+here\b/u;

/**
 * What is left of a reply once the email and phone are cut out, read as a name when the assistant has
 * just asked for one: one to four words of letters ('marie dupont' → 'Marie Dupont').
 */
export function parseBareName(
  rest: string,
  options: { readonly besideContact?: boolean } = {},
): string | null {
  const cleaned = rest
    .replace(
      /^(?:\s*(?:c'est|c’est|moi|je suis|it's|i'm|i am|this is|name|nom|oui|yes|sure|bien sûr|alors|so)\b\s*[:,]?\s*)+/i,
      '',
    )
    // Separators beside the contact details ('Élise Fournier — elise@…', 'Kevin Petit / kevin@…'); a hyphen
    // inside a name stays.
    .replace(/[,;.!—–/|]+|\s-+\s|^\s*-+|-+\s*$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A greeting or a form of address is no part of the name ('Bonjour Sophie Blanc', 'Madame Monsieur').
  const cleanedParts = withoutSalutations(cleaned.split(' ').filter(Boolean));
  if (cleanedParts.length === 0) return null;
  const named = cleanedParts.join(' ');
  return readName(named, options);
}

const PARTICLES = new Set([
  'de',
  'la',
  'van',
  'der',
  'den',
  'von',
  'le',
  'du',
  'des',
  'da',
  'di',
  'del',
  'della',
  'dos',
]);

function readName(cleaned: string, options: { readonly besideContact?: boolean }): string | null {
  // A couple under one name ('Inès et Malik Haddad', 'Tom & Ana Reyes'): the joining word is kept.
  // A surname's particles between capitalised words ('Anne de la Tour', 'Joost van der Berg') are part of
  // the name, not words of the sentence.
  const parts = cleaned.split(' ').filter((part, index, all) => {
    const inside = index > 0 && index < all.length - 1;
    const joins = /^(et|and|&)$/.test(part) && inside;
    const particle = PARTICLES.has(part) && inside && /^\p{Lu}/u.test(all[0] ?? '');
    return !joins && !particle;
  });
  if (parts.length > 4) return null;
  if (!parts.every((part) => /^[\p{L}][\p{L}'’-]*$/u.test(part))) return null;
  // Beside an email or a phone, two or more capitalised words are a name even when one is also a word
  // ('Ravi Desai, ravi@…' — 'ravi' is French for 'delighted').
  const capitalisedName =
    options.besideContact && parts.length >= 2 && parts.every((part) => /^\p{Lu}/u.test(part));
  if (!capitalisedName && parts.some((part) => NOT_NAMES.has(part.toLowerCase()))) return null;
  if (parts.some((part) => CALENDAR_SET.has(part.toLowerCase()))) return null;
  // A particle written in lower case stays so ('Anne de la Tour'); the words of the name take capitals.
  return titleCase(cleaned).replace(
    / (?:De La|De|Van Der|Van Den|Van|Von Der|Von|Du|Des|Da|Di|Del|Della|Dos) (?=\p{Lu})/gu,
    (particle) => (cleaned.includes(particle.toLowerCase()) ? particle.toLowerCase() : particle),
  );
}
