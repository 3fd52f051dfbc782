import { todayIn, utcToZoned } from '@carat/domain/dates';
import { ENGLISH_NUMBER_WORDS, FRENCH_NUMBER_WORDS, numberWordsWhere } from '#lib/normalise/number-words.ts';
import { editDistance } from '#lib/text.ts';
import { WEEKDAYS } from '#lib/texts.ts';
import type { Choice } from '#lib/tools.ts';

/**
 * A visitor's choice among free slots, read from their words: by rank ('le 2e', 'the first one', 'le
 * dernier'), by day and time ('jeudi à 14h30', 'Thursday at 3pm', '11 on Saturday', '4:30 today'), or by a
 * time alone. Pure: the slots and the shop's time zone are given, so every form is unit-tested.
 */

// Ordinals in digits take every French and English ending ('1er', '1ère', '1re', '2nde', '3ème', '2nd').
// '#2' opens with a sign, not a letter: its boundary is read after the number only.
const ORDINALS: ReadonlyArray<readonly [RegExp, number]> = [
  [/(?:\b(?:premier|premiere|first|1er|1ere|1re|1st|n°1|numero 1|number 1|option 1)|(?<![\w#])#\s?1)\b/, 1],
  [
    /(?:\b(?:deuxieme|second|seconde|2e|2eme|2nde|2de|2nd|n°2|numero 2|number 2|option 2)|(?<![\w#])#\s?2)\b/,
    2,
  ],
  [/(?:\b(?:troisieme|third|3e|3eme|3rd|n°3|numero 3|number 3|option 3)|(?<![\w#])#\s?3)\b/, 3],
  [/(?:\b(?:quatrieme|fourth|4e|4eme|4th|n°4|numero 4|number 4|option 4)|(?<![\w#])#\s?4)\b/, 4],
];

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  un: '1',
  une: '1',
  two: '2',
  deux: '2',
  three: '3',
  trois: '3',
  four: '4',
  quatre: '4',
};
/**
 * A rank said as a number word: after a word that counts the slots ('number two', 'option three', 'le
 * numéro deux', 'slot 2') or as the whole reply ('two please', 'le deux') — a digit then.
 */
export function rankWordsAsDigits(folded: string): string {
  const counted = folded.replace(
    /\b(number|numero|no\.?|n°|option|slot|creneau|choice|choix) (one|two|three|four|un|une|deux|trois|quatre)\b/g,
    (_, noun: string, word: string) => `${noun} ${NUMBER_WORDS[word]}`,
  );
  return counted.replace(
    /^(\s*(?:the |le |la |(?:the )?(?:number|numero) )?)(one|two|three|four|un|deux|trois|quatre)(\s*(?:please|svp|s'il vous plait|merci|thanks)?\s*[.!]?\s*)$/,
    (_, before: string, word: string, after: string) => `${before}${NUMBER_WORDS[word]}${after}`,
  );
}

/**
 * Hours said in words, in either language ('quinze heures', 'at three', 'dix heures', 'eleven o'clock'): the
 * French words up to dix-neuf (the 24-hour clock is said in French) but 'un' ('à un moment' is no hour; one
 * o'clock is 'une heure'), the English ones up to twelve.
 */
const HOUR_WORDS: Record<string, number> = {
  ...numberWordsWhere(FRENCH_NUMBER_WORDS, (_, word) => word !== 'un'),
  ...numberWordsWhere(ENGLISH_NUMBER_WORDS, (value) => value <= 12),
};
const HOUR_WORD = Object.keys(HOUR_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// 'six' is the same word in both languages. An hour word is an hour before a word of the hour ('quinze
// heures', 'three pm', 'ten o'clock') or after 'at'/'à'/'vers' when nothing follows that it would count
// ('at three', 'à dix heures', 'Thursday at ten?' — not 'at one of your shops').
const HOUR_SAID = new RegExp(
  `\\b(${HOUR_WORD})\\s*(heures?|h\\b|o'?\\s?clock|am\\b|pm\\b|in the (?:morning|afternoon))|\\b(at|a|vers|around|about) (${HOUR_WORD})\\b(?=\\s*(?:$|[,.;!?]|on\\b|le\\b|ce\\b|this\\b|tomorrow\\b|demain\\b|pile\\b|sharp\\b|please\\b|pls\\b|svp\\b|merci\\b|thanks?\\b|thank you\\b|ok\\b|okay\\b|works?\\b|would\\b|is\\b|if\\b|si\\b|ca\\b|then\\b|alors\\b))`,
  'g',
);

/** A text with its hours said in words written in digits ('jeudi à quinze heures' → 'jeudi à 15 heures'). */
export function withHourWordsAsDigits(folded: string): string {
  return folded.replace(HOUR_SAID, (_whole, word?: string, unit?: string, before?: string, after?: string) =>
    word !== undefined ? `${HOUR_WORDS[word]} ${unit}` : `${before} ${HOUR_WORDS[after ?? ''] ?? after}`,
  );
}

/** A time of day in a reply to the slots ('15h', '3pm', 'noon', 'midi', '14:30'). */
export const TIME_OF_DAY =
  /\b\d{1,2}\s*(?:heures?|h|:(?=\s*\d))\s*\d{0,2}|\b\d{1,2}\s*(?:am|pm)\b|\b\d{1,2}\s*o'?\s?clock\b|\b(?:noon|midday|(?<!apres[- ])midi|lunchtime|lunch time|lunch hour|heure du dejeuner|pause (?:de )?(?:midi|dejeuner))\b/;

const MORNING = /\b(matin|matinee|morning|first thing)\b/;
const AFTERNOON =
  /\b(apres-midi|apres midi|aprem|afternoon|evening|soir|soiree|fin de (?:la )?journee|end of the day|after work|apres (?:le|mon) (?:travail|boulot))\b/;

/** Whether a local time is in a part of the day: the morning before noon, the afternoon after it (noon is neither). */
function inPartOfDay(time: string, part: 'am' | 'pm'): boolean {
  return part === 'pm' ? time > '12:00' : time < '12:00';
}

/** The part of the day a text says ('jeudi après-midi', 'Wednesday morning'); a greeting says none. */
export function partOfDayIn(folded: string): 'am' | 'pm' | null {
  const text = folded.replace(/\b(?:good|bon|bonne) (?:morning|afternoon|evening|apres-midi|soiree)\b/g, ' ');
  if (AFTERNOON.test(text)) return 'pm';
  if (MORNING.test(text)) return 'am';
  return null;
}

/**
 * The free slots on the day and in the part of it asked for ('jeudi après-midi'), in order. When none is
 * free then, the nearest to it instead, with `matched` false so that the reply says so. `from` is today's
 * date in the shop's zone: the day asked is its next occurrence.
 */
export function slotsOfDayPart<T extends { readonly start: string }>(
  all: readonly T[],
  timeZone: string,
  asked: {
    readonly weekday: number | null;
    readonly part: 'am' | 'pm' | null;
    /** A date said relative to the week ('samedi en huit'), not the weekday's next occurrence. */
    readonly date?: string | null;
  },
  from: string,
): { slots: T[]; matched: boolean } {
  if (asked.weekday === null && asked.part === null && !asked.date) return { slots: [...all], matched: true };
  const local = (slot: T) => utcToZoned(new Date(slot.start), timeZone);
  const fits = (slot: T) => {
    const zoned = local(slot);
    if (asked.date && zoned.date !== asked.date) return false;
    if (asked.weekday !== null && new Date(zoned.date).getUTCDay() !== asked.weekday) return false;
    return asked.part === null || inPartOfDay(zoned.time, asked.part);
  };
  const matching = all.filter(fits);
  if (matching.length > 0) return { slots: matching, matched: true };
  // The nearest to the day and part asked: its next occurrence, mid-morning or mid-afternoon.
  const start = new Date(`${from}T00:00:00Z`);
  const ahead = asked.date
    ? Math.round((Date.parse(`${asked.date}T00:00:00Z`) - start.getTime()) / 86_400_000)
    : asked.weekday === null
      ? 0
      : (asked.weekday - start.getUTCDay() + 7) % 7;
  const hour = asked.part === 'am' ? 10 : asked.part === 'pm' ? 15 : 12;
  const target = start.getTime() + ahead * 86_400_000 + hour * 3_600_000;
  const wall = (slot: T) => {
    const zoned = local(slot);
    return Date.parse(`${zoned.date}T${zoned.time}:00Z`);
  };
  const nearest = [...all].sort(
    (a, b) => Math.abs(wall(a) - target) - Math.abs(wall(b) - target) || wall(a) - wall(b),
  );
  return { slots: nearest, matched: false };
}

/**
 * Sunday first, as `getUTCDay`: the English and French abbreviations of the days. The French ones are also
 * words ('jeu', 'mer', 'sam'), so they count only before a time or a date ('jeu. 15h', 'mer 11 à 10h').
 */
const FRENCH_SHORT = `\\.?(?=\\s*(?:a\\s+)?\\d|\\s+(?:matin|apres-midi|aprem)\\b)`;
const SHORT_DAYS: readonly RegExp[] = [
  new RegExp(`\\bsun\\b\\.?(?=\\s*(?:at\\b|\\d|morning|afternoon|am\\b|pm\\b|$))|\\bdim\\b${FRENCH_SHORT}`),
  new RegExp(`\\bmon\\b\\.?(?=\\s*(?:at\\b|\\d|morning|afternoon|$))|\\blun\\b${FRENCH_SHORT}`),
  /\btues?\b\.?|\bmar\b\.(?=\s*(?:a\s+)?\d)/,
  new RegExp(`\\bweds?\\b\\.?(?=\\s*(?:at\\b|\\d|morning|afternoon|$))|\\bmer\\b${FRENCH_SHORT}`),
  new RegExp(`\\bthu(?:rs?)?\\b\\.?|\\bjeu\\b${FRENCH_SHORT}`),
  new RegExp(`\\bfri\\b\\.?|\\bven\\b${FRENCH_SHORT}`),
  new RegExp(`\\bsat\\b\\.?(?=\\s*(?:at\\b|\\d|morning|afternoon|$))|\\bsam\\b${FRENCH_SHORT}`),
];

const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = Object.keys(MONTHS).join('|');
const WEEKDAY_WORD = `${WEEKDAYS.fr.join('|')}|${WEEKDAYS.en.join('|').toLowerCase()}`;

/**
 * The day of the month a text names ('12 mars', 'March 12th', 'the 12th', 'le 12', 'jeudi 12 à
 * 14h30'), or null. A number beside a weekday is a date only when a time is said too ('samedi 10' is 10:00).
 */
export function dayOfMonthIn(folded: string): number | null {
  return dateIn(folded)?.day ?? null;
}

/** A bare hour said after a word of time ('at 10', 'à 10', 'vers 11', 'around 3'). */
const HOUR_AFTER_AT = /\b(?:at|a|vers|around|about|towards|sur les)\s+\d{1,2}\b(?![\d/.,])/;

/** The day of the month a text names and the words that name it. */
export function dateIn(folded: string): { readonly day: number; readonly text: string } | null {
  const patterns = [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|e)?\\s+(?:of\\s+)?(?:${MONTH})\\b`),
    new RegExp(
      `\\b(?:${MONTH})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:h\\b|h\\d|:|heures?|am\\b|pm\\b|noon|midday|midi|o'?\\s?clock))`,
    ),
    /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/,
    /\b(?:le|du)\s+(\d{1,2})(?:er)?\b(?!\s*(?:h\b|h\d|:(?=\s*\d)|heures?|mars|avril))/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(folded);
    const day = Number(match?.[1]);
    if (match && day >= 1 && day <= 31) return { day, text: match[0] };
  }
  const besideDay = new RegExp(
    `\\b(?:${WEEKDAY_WORD})\\s+(\\d{1,2})(?:er)?\\b(?!\\s*(?:h\\b|h\\d|:(?=\\s*\\d)|\\.\\d|heures?|am\\b|pm\\b|noon|midday|midi|o'?\\s?clock))`,
  ).exec(folded);
  // The time may be an hour said after 'at', 'à', 'vers' ('tuesday 17 at 10', 'mardi 17 vers 10').
  const rest = folded.replace(besideDay?.[0] ?? '', ' ');
  // So may a place in the day, which says no time ('mercredi 18, le plus tôt', 'Friday 13 the later one').
  // So may a part of the day the number cannot be an hour of ('mercredi 18, le matin', 'Friday 9 in the
  // afternoon'): a morning's hours run 7 to 12, an afternoon's 12 to 19 or 1 to 7.
  const part = besideDay ? partOfDayIn(rest) : null;
  const number = Number(besideDay?.[1]);
  const notAnHour =
    (part === 'am' && !(number >= 7 && number <= 12)) ||
    (part === 'pm' && !((number >= 12 && number <= 19) || (number >= 1 && number <= 7)));
  if (
    besideDay &&
    (EXPLICIT_TIME.test(rest) ||
      HOUR_AFTER_AT.test(rest) ||
      LATEST.test(rest) ||
      EARLIEST.test(rest) ||
      notAnHour)
  ) {
    const day = Number(besideDay[1]);
    // The weekday stays in the text: only its number is the date.
    if (day >= 1 && day <= 31) return { day, text: besideDay[0].slice(besideDay[0].search(/\s+\d/)) };
  }
  return null;
}

/** Words of when, as phones and hurried hands shorten them ('tmrw', '2day', 'aprem'). */
const SHORTHANDS: Record<string, string> = {
  tmrw: 'tomorrow',
  // Two letters off, yet the usual misspellings.
  tommorow: 'tomorrow',
  tommorw: 'tomorrow',
  wensday: 'wednesday',
  wendsday: 'wednesday',
  thirsday: 'thursday',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tmro: 'tomorrow',
  '2moro': 'tomorrow',
  '2morow': 'tomorrow',
  '2day': 'today',
  tdy: 'today',
  dmain: 'demain',
  dem1: 'demain',
  auj: "aujourd'hui",
  ajd: "aujourd'hui",
  mrng: 'morning',
  arvo: 'afternoon',
  wknd: 'weekend',
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
};
/** The words of when that a letter too many, too few, swapped or wrong still names ('tomorow', 'mornin', 'wednsday'). */
const WHEN_WORDS = [
  ...new Set([
    ...WEEKDAYS.fr,
    ...WEEKDAYS.en.map((name) => name.toLowerCase()),
    'tomorrow',
    'morning',
    'afternoon',
    'evening',
    'demain',
  ]),
].filter((word) => word.length >= 6);
/** Everyday words one letter from a word of when: they stay as written. */
const NOT_WHEN = new Set([
  'mourning',
  'mornings',
  'evenings',
  'domain',
  'remain',
  'samedis',
  'mondays',
  'sundays',
]);

const WHEN_CACHE = new Map<string, string | null>();

function whenWordFor(word: string): string | null {
  const short = SHORTHANDS[word];
  if (short) return short;
  if (word.length < 6 || word.length > 10 || NOT_WHEN.has(word) || WHEN_WORDS.includes(word)) return null;
  const cached = WHEN_CACHE.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (const when of WHEN_WORDS) {
    if (Math.abs(when.length - word.length) > 1) continue;
    if (editDistance(word, when) <= 1) found = when;
    // Two neighbouring letters swapped ('wendesday', 'tomorrwo').
    for (let i = 0; !found && i + 1 < word.length; i += 1) {
      const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
      if (swapped === when) found = when;
    }
    if (found) break;
  }
  if (WHEN_CACHE.size >= 5000) WHEN_CACHE.clear();
  WHEN_CACHE.set(word, found);
  return found;
}

/**
 * A folded text with its words of when spelt out: shorthands ('tmrw', '2day', 'auj') and words one typo away from a day or a part of the day ('tomorow', 'mornin', 'wednsday', 'jeudii')
 * read as that word, so a day and time typed in haste pick the same slot as when spelt.
 */
export function withWhenWordsSpelt(folded: string): string {
  return folded.replace(/[a-z0-9]+/g, (word) => whenWordFor(word) ?? word);
}

/**
 * Words a phone shortens, spelt out where they cannot be anything else ('when r u free', 'can u fit me in',
 * 'ur next slot', 'qd êtes-vs dispo'): 'u' only beside a verb, since 'size U' is a ring size.
 */
const TEXT_SPEAK: ReadonlyArray<readonly [RegExp, string]> = [
  [/\br u\b/g, 'are you'],
  [/\b(can|could|do|did|will|would|are|r|have|thank|see|for|with|to|when|if) u\b/g, '$1 you'],
  [
    /\bu (free|open|available|busy|around|have|got|guys|do|doing|there|fit|take|book|see|sell|make|ship|deliver)\b/g,
    'you $1',
  ],
  [/\br\b(?= (?:you|they|we|there)\b)/g, 'are'],
  [/\bur\b/g, 'your'],
  [/\b(?:pls|plz|plse)\b/g, 'please'],
  [/\b(?:wen|wn)\b/g, 'when'],
  [/\bappt\b/g, 'appointment'],
  [/\bavail\b/g, 'available'],
  [/\bwanna\b/g, 'want to'],
  [/\b(?:qd|kan|kand)\b/g, 'quand'],
  [/\b(?:vs|vou)\b(?= (?:etes|avez|pouvez|etes-vous|seriez|auriez|faites|proposez|ouvrez))/g, 'vous'],
  [/\b(etes|avez|pouvez)-vs\b/g, '$1-vous'],
  [/\bpr\b(?= (?:un|une|le|la|les|mon|ma|mes|faire|prendre)\b)/g, 'pour'],
  // French SMS: 'je px passer ?', 'c pr voir la bague', 'slt', 'qqch de dispo', 'dc', 'ds' — each only
  // where it can be nothing else ('c' is a ring size on its own; 'px' a price after a number).
  [/\b(je|j'|tu) ?(?:px|peu|pe)\b/g, '$1 peux'],
  [/\bon (?:px|peu|pe|peux)\b/g, 'on peut'],
  [/\bj'?(peux|veux|pourrais|passe|viens)\b/g, 'je $1'],
  [/\b(?:vs|vou)\b(?= (?:voir|recevoir|rencontrer|rendre)\b)/g, 'vous'],
  // 'c cb' is 'c'est combien' ('cb' alone may be a card, 'la cb').
  [/\bc cb\b/g, "c'est combien"],
  [/\bc\b(?= (?:pr|pour|possible|ok|bon|quand|combien|ou|parfait|gratuit|pas|juste|urgent)\b)/g, "c'est"],
  [/\bpr\b(?= [a-z])/g, 'pour'],
  [/\b(?:slt|salu)\b/g, 'salut'],
  [/\b(?:bjr|bjour|bonjr)\b/g, 'bonjour'],
  [/\b(?:qqch|qqc|qqe chose)\b/g, 'quelque chose'],
  [/\bqqn\b/g, "quelqu'un"],
  [/\bdc\b/g, 'donc'],
  [/\bds\b(?= (?:la|le|les|l'|un|une|votre|vos)\b)/g, 'dans'],
  [/\b(?:jsp|chpa)\b/g, 'je ne sais pas'],
  [/\bmtn\b/g, 'maintenant'],
];

/** A folded text with its text-speak spelt out, so that the grammars of asking read it as written out. */
export function withTextSpeakSpelt(folded: string): string {
  return TEXT_SPEAK.reduce((text, [pattern, spelt]) => text.replace(pattern, spelt), folded);
}

const EXPLICIT_TIME =
  /\b\d{1,2}\s*(?:heures?|h|:(?=\s*\d))\s*\d{0,2}|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:noon|midday|(?<!apres[- ])midi|lunchtime|lunch time|lunch hour|heure du dejeuner|pause (?:de )?(?:midi|dejeuner))\b/;

const TODAY = /\b(aujourd'?hui|today|tonight|ce soir|cet apres-midi|this afternoon)\b/;
const TOMORROW = /\b(demain|tomorrow)\b/;
const AFTER_TOMORROW = /\b(?:apres-demain|apres demain|(?:the )?day after tomorrow|overmorrow)\b/;

const DAY_NAMES = [...WEEKDAYS.fr, ...WEEKDAYS.en.map((name) => name.toLowerCase())];
const ANY_DAY = `(?:${DAY_NAMES.join('|')}|today|tomorrow|aujourd'?hui|demain)`;
/**
 * The ways a visitor rules out a choice, whatever the choice is (a day, a slot's rank): a negation before
 * it ('pas jeudi', 'not the first', 'instead of Thursday', 'plutôt que le 2'), a reason they are not free
 * after it ('jeudi je travaille', 'le premier je bosse', 'the first one I'm busy'), or the choice said not
 * to suit ('jeudi ne me va pas', 'the second is no good', 'samedi je ne peux plus', 'the 1st I can't').
 * One grammar, so a new way of refusing is learnt for days and ranks at once.
 */
function refusalsOf(choice: string, after = '', reasonEnds = ''): string[] {
  return [
    // 'why not Thursday', 'pourquoi pas jeudi' take the choice.
    `(?<!why |pourquoi )\\b(?:pas|plus|not|cannot(?: do| make)?|can'?t(?: do| make)?|won'?t(?: do)?|instead of|rather than|au lieu de|plutot que|sauf|except)\\s+(?:le |la |on |ce |this |for |the )?${choice}\\b${after}`,
    // A reason the visitor is not free then ('jeudi je travaille', 'I'm busy on Thursday').
    `\\b${choice}\\s*,?\\s+(?:je |j'|on |i |i'?m |i am |we |we'?re |we are )(?:travaille|bosse|suis (?:pris|prise|occupe|occupee|absent|absente|en deplacement|pas (?:la|libre|dispo|disponible))|serai (?:pris|prise|occupe|occupee|absent|absente)|work|working|busy|away|off|out of town|not (?:free|around|available))\\b${reasonEnds}`,
    `\\b${choice}\\s+(?:(?:ne|n')\\s*(?:me |nous )?(?:va|convient|marche|peux|pourrai)\\s+(?:pas|plus)|c'est (?:pas|non|impossible)|(?:is|'s) (?:no good|not (?:good|possible|ok)|out|impossible)|(?:doesn'?t|does not|won'?t|will not) (?:work|suit))`,
    // The choice, then the visitor saying they cannot come ('samedi je ne peux plus', 'samedi on peut pas',
    // 'Saturday I can't anymore', 'Friday we can no longer make it').
    `\\b${choice}\\s*,?\\s+(?:(?:en fait|finalement|actually|after all)\\s*,?\\s+)?(?:je |j'|on |nous |ca |cela |moi je )(?:ne |n')?(?:me |nous )?(?:peux|peut|pourrai|pourrais|pourra|pouvons|pourrons|va|suis|serai|sera)\\s+(?:pas|plus|point)\\b`,
    `\\b${choice}\\s*,?\\s+(?:(?:en fait|finalement|actually|after all)\\s*,?\\s+)?(?:i|we)\\s+(?:can'?t|cannot|can not|can no longer|won'?t be able|will not be able|(?:am|'m|are|'re) (?:not|no longer) able|(?:am|'m|are|'re) (?:not|no longer) (?:free|available))\\b`,
  ];
}

const DAY_WITH_TIME = `(?:\\s*(?:a|at)?\\s*\\d{1,2}(?:\\s*(?:h|heures?|:)\\s*\\d{0,2}|\\s*(?:am|pm)\\b)?)?`;
/** A day the visitor rules out ('je ne peux pas jeudi', 'pas jeudi', 'not Thursday', 'Thursday is no good'). */
const REFUSED_DAY = new RegExp(
  [
    ...refusalsOf(ANY_DAY, DAY_WITH_TIME),
    `\\b(?:je travaille|je bosse|je suis (?:pris|prise|occupe|occupee|absent|absente)|je serai (?:pris|prise|occupe|occupee|absent|absente)|i work|i'?m (?:working|busy|away|not free)|i am (?:working|busy|away|not free)|i'?ll be (?:working|busy|away))\\s+(?:le |on |this |ce )?${ANY_DAY}\\b`,
  ].join('|'),
  'g',
);

/** A slot's rank as said, with its article and noun ('le premier', 'the 2nd one', 'le 3e créneau'). */
const ANY_RANK =
  "(?:the |le |la |l')?(?:premier|premiere|first|1er|1ere|1re|1st|deuxieme|second|seconde|2e|2eme|2nd|2nde|troisieme|third|3e|3eme|3rd|quatrieme|fourth|4e|4eme|4th|dernier|derniere|last)(?: (?:one|slot|creneau|option|horaire|time))?";
/** A rank the visitor rules out ('pas le premier', 'not the 2nd', 'le premier je travaille'). */
// A reason said after a rank refuses it when it ends the clause ('le premier je travaille'); one that goes
// on to a time of its own is about that time ('plutôt le deuxième, je travaille le matin').
const REFUSED_RANK = new RegExp(
  refusalsOf(ANY_RANK, '', '(?=\\s*(?:$|[,.;!?…]|mais\\b|but\\b|so\\b|donc\\b))').join('|'),
  'g',
);

/** The time of the slot chosen before, said again ('make it Thursday, same time', 'vendredi, même heure'). */
const SAME_TIME =
  /\b(?:(?:at |a )?(?:the )?same (?:time|hour)|(?:a |a la )?(?:la )?meme (?:heure|horaire))\b/;

/** A text whose 'same time' is written as the time of the slot chosen before, so that a new day keeps it. */
export function withSameTime(folded: string, chosenStart: string | null, timeZone: string): string {
  if (!chosenStart || !SAME_TIME.test(folded)) return folded;
  const { time } = utcToZoned(new Date(chosenStart), timeZone);
  return folded.replace(SAME_TIME, ` ${time.replace(':', 'h')} `);
}

/** The text without the days it rules out. */
export function withoutRefusedDays(folded: string): string {
  return folded.replace(REFUSED_DAY, ' ');
}

/** The text without the ranks it rules out ('plutôt le troisième, le premier je travaille' → 'le troisième'). */
export function withoutRefusedRanks(folded: string): string {
  return folded.replace(REFUSED_RANK, ' ');
}

/**
 * The weekday a text names (0 = Sunday), 'today' and 'tomorrow' read from `now` in the shop's zone; a day
 * ruled out is not one, and of two days said the first in the text is.
 */
export function weekdayIn(said: string, now?: Date, timeZone?: string): number | null {
  const folded = withoutRefusedDays(said);
  let first: { day: number; at: number } | null = null;
  DAY_NAMES.forEach((name, index) => {
    const at = folded.search(new RegExp(`\\b${name}\\b`));
    if (at >= 0 && (first === null || at < first.at)) first = { day: index % 7, at };
  });
  if (first !== null) return (first as { day: number }).day;
  // English abbreviations ('thurs at 3', 'Thu 15:00', 'sat. morning').
  const short = SHORT_DAYS.findIndex((pattern) => pattern.test(folded));
  if (short >= 0) return short;
  // 'this weekend', 'ce week-end': its Saturday first.
  if (/\b(?:weekend|week-end|week end)\b/.test(folded)) return 6;
  if (now && timeZone) {
    const today = new Date(`${todayIn(now, timeZone)}T00:00:00Z`).getUTCDay();
    if (TODAY.test(folded)) return today;
    // 'après-demain' holds 'demain': the day after tomorrow is read first.
    if (AFTER_TOMORROW.test(folded)) return (today + 2) % 7;
    if (TOMORROW.test(folded)) return (today + 1) % 7;
  }
  return null;
}

/**
 * The date a weekday said relative to this week names, in the shop's zone ('samedi en huit', 'Saturday
 * week', 'a week on Saturday', 'next Tuesday' said on a Tuesday, 'mardi de la semaine prochaine'), or null
 * when the weekday is only its next occurrence. 'X en huit' / 'X week' is a week after X's next occurrence;
 * 'next X' / 'X prochain' is never today; 'X next week' falls in the week from next Monday.
 */
export function relativeDateIn(said: string, now: Date | undefined, timeZone: string): string | null {
  if (!now) return null;
  const folded = withoutRefusedDays(said);
  const today = todayIn(now, timeZone);
  const start = new Date(`${today}T00:00:00Z`);
  const todayDay = start.getUTCDay();
  const dayOf = (word: string) => DAY_NAMES.indexOf(word) % 7;
  const names = DAY_NAMES.join('|');
  const at = (ahead: number) => new Date(start.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
  const nextOf = (day: number) => (day - todayDay + 7) % 7;
  const weekLater =
    new RegExp(`\\b(${names})\\s+(?:en\\s+(huit|quinze)|(week)\\b(?!-?\\s?end)|after next)\\b`).exec(
      folded,
    ) ?? new RegExp(`\\b(?:a|one)\\s+week\\s+(?:on|from)\\s+(?:this\\s+)?(${names})\\b`).exec(folded);
  if (weekLater) {
    const day = dayOf(weekLater[1]!);
    return at(nextOf(day) + (weekLater[2] === 'quinze' ? 14 : 7));
  }
  const nextWeek =
    new RegExp(
      `\\b(${names})\\s+(?:de\\s+la\\s+semaine\\s+prochaine|la\\s+semaine\\s+prochaine|(?:of\\s+)?next\\s+week)\\b`,
    ).exec(folded) ??
    new RegExp(`\\b(?:la\\s+semaine\\s+prochaine|next\\s+week)\\W+(?:on\\s+|le\\s+)?(${names})\\b`).exec(
      folded,
    );
  if (nextWeek) {
    const day = dayOf(nextWeek[1]!);
    const toMonday = (8 - todayDay) % 7 || 7;
    return at(toMonday + ((day + 6) % 7));
  }
  const next = new RegExp(`\\b(?:next\\s+(${names})|(${names})\\s+prochain)\\b`).exec(folded);
  if (next) {
    const day = dayOf((next[1] ?? next[2])!);
    if (nextOf(day) === 0) return at(7);
  }
  return null;
}

/** The hour and minutes a text says ('14h30', '3pm', 'noon', '4:30'), or, beside a day, a bare hour. */
export function timeIn(folded: string, withDay: boolean): { hour: number; minute: number } | null {
  // Noon said ('midi', 'noon', 'at lunchtime'), never the afternoon ('après-midi').
  const text = folded.replace(
    /\b(noon|midday|(?<!apres[- ])midi|lunchtime|lunch time|lunch hour|heure du dejeuner|pause (?:de )?(?:midi|dejeuner))\b/,
    '12:00',
  );
  const time =
    /\b(\d{1,2})\s*(?:heures?|h|:(?=\s*\d))\s*(\d{2})?|\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b|\b(\d{1,2})\s*o'?\s?clock\b/.exec(
      text,
    ) ??
    // '15.00' beside a day is its time, as the British and Swiss write it.
    (withDay ? /\b(\d{1,2})\.(\d{2})\b(?![.,]\d)/.exec(text) : null);
  // '11 on Saturday', 'samedi 10': a bare hour only beside a day, never a date ('le 12 mars').
  const bare =
    !time && withDay
      ? /(?<![\d/.,:])\b(\d{1,2})\b(?![\d/.,:]|\s*(?:mars|march|avril|april|mai|may|juin|june|[a-z]*(?:er|th|st|nd|rd)\b))/.exec(
          text,
        )
      : null;
  if (!time && !bare) return null;
  let hour = Number(time?.[1] ?? time?.[3] ?? time?.[6] ?? bare?.[1]);
  const minute = Number(time?.[2] ?? time?.[4] ?? 0);
  const meridiem = time?.[5];
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  // Shops open in the day: '4:30' or '3' without am/pm is the afternoon.
  if (!meridiem && hour >= 1 && hour <= 7) hour += 12;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function localOf(slot: Choice, timeZone: string): { weekday: number; day: number; time: string } | null {
  if (slot.kind !== 'slot') return null;
  const zoned = utcToZoned(new Date(slot.start), timeZone);
  return {
    weekday: new Date(zoned.date).getUTCDay(),
    day: Number(zoned.date.slice(8, 10)),
    time: zoned.time,
  };
}

/** The day a text names: a weekday, a date of the month, or both; the text left for the time. */
function dayIn(
  folded: string,
  now: Date | undefined,
  timeZone: string,
): { weekday: number | null; day: number | null; rest: string } {
  const kept = withoutRefusedDays(folded);
  const date = dateIn(kept);
  const rest = date ? kept.replace(date.text, ' ') : kept;
  // 'samedi en huit', 'next Tuesday' on a Tuesday: that date's day of the month, beside its weekday.
  const relative = date ? null : relativeDateIn(rest, now, timeZone);
  const day = date?.day ?? (relative ? Number(relative.slice(8, 10)) : null);
  return { weekday: weekdayIn(rest, now, timeZone), day, rest };
}

function onDay(
  slot: Choice,
  timeZone: string,
  said: { readonly weekday: number | null; readonly day: number | null },
): boolean {
  const local = localOf(slot, timeZone);
  if (!local) return false;
  if (said.weekday !== null && local.weekday !== said.weekday) return false;
  if (said.day !== null && local.day !== said.day) return false;
  return true;
}

/** Among slots, the one at the time said, on the day said if one is ('samedi 15h' is not Wednesday's). */
export function pickByTime(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now?: Date,
): Choice | null {
  const said = dayIn(folded, now, timeZone);
  const time = timeIn(said.rest, said.weekday !== null || said.day !== null);
  if (!time) return null;
  const wall = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const sameTime = slots.filter((slot) => localOf(slot, timeZone)?.time === wall);
  if (said.weekday !== null || said.day !== null)
    return sameTime.find((slot) => onDay(slot, timeZone, said)) ?? null;
  return sameTime[0] ?? null;
}

/** A question about slots or something else, not a choice ('Anything on Saturday?', 'et samedi ?'). */
const ASKS_ABOUT_DAY =
  /\?\s*$|^\s*(?:anything|any|do you|have you|is there|are there|what about|et |vous avez|avez-vous|y a-t-il|il y a|auriez-vous)\b/;
/** A question beside the rank word that is no slot's ('Actually first, what metals do you do?'). */
const ASKS_OTHER = /^(?!.*\b(?:one|ones|slot|slots|creneau|option|celui|celle|number|numero)\b).*\?/;
/** An ordinal that ranks something else ('my first time', 'la première fois', 'our first anniversary'). */
// A day of a month ('le 1er avril', 'the 2nd of May') is a date, not a rank.
const NOT_A_RANK =
  /\b(?:my|our|his|her|their|your|mon|ma|sa|son|notre|leur|votre)\s+(?:first|premier|premiere|second|deuxieme)\b|\b(?:first|premiere?|second|deuxieme)\s+(?:time|fois|anniversary|anniversaire|date|child|enfant|baby|bebe)\b|\bat first\b|\bfirst of all\b|\bd'abord\b|\bsecond thoughts?\b|\bsecond-hand\b|\bsecond hand\b|\b(?:a|one|just a|wait a) second\b|\bune seconde\b|\bfirst thing\b|\bin the first place\b|\bde prime abord\b|\bpremier abord\b|\b(?:1er|1ere|premier|first|1st|2nd|2e|2eme|deuxieme|second|3rd|3e|3eme|troisieme|third|4th|4e|4eme|quatrieme|fourth)\s+(?:of\s+)?(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/;

const NOT_A_RANK_ALL = new RegExp(NOT_A_RANK.source, 'g');

/** Words that take a day said as a choice ('Saturday works', 'samedi me va', 'I'll take Friday'). */
const TAKES =
  /\b(works?|suits?|fine|good|great|perfect|please|ok|okay|i'?ll take|i'?d (?:like|prefer)|prefer|me va|m'irait|convient|parfait|svp|s'il vous plait|je prends|plutot|va bien|ca marche|c'est bon|better|best|rather|instead|mieux|preferable|finalement)\b/;

const DEADLINE_DAY =
  /\b(?:by|before|until|till|no later than|avant|d'ici|jusqu'a|jusqu'au|au plus tard|ready|pret|prete)\b/;

/** A day said alone ('jeudi me va', 'Saturday morning'): the first of those slots that day, in the part said. */
function pickByDay(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now: Date | undefined,
): Choice | null {
  // A day something is wanted by ('by the 20th', 'avant vendredi') is no day to come.
  if (DEADLINE_DAY.test(folded)) return null;
  const said = dayIn(folded, now, timeZone);
  if (said.weekday === null && said.day === null) return null;
  if (/\d/.test(said.rest)) return null;
  const part = AFTERNOON.test(folded) ? 'pm' : MORNING.test(folded) ? 'am' : null;
  return (
    slots.find((slot) => {
      const local = localOf(slot, timeZone);
      if (!local || !onDay(slot, timeZone, said)) return false;
      return part === null || inPartOfDay(local.time, part);
    }) ?? null
  );
}

/**
 * A day and a part of it said with the request ('vous avez de la place vendredi matin ?', 'Saturday
 * afternoon?'): the one free slot of the first such day in that part, when there is exactly one — a
 * single slot answers the visitor's words, several are a choice left to them.
 */
export function onlySlotOfDayPart(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now?: Date,
): Choice | null {
  const part = AFTERNOON.test(folded) ? 'pm' : MORNING.test(folded) ? 'am' : null;
  if (part === null) return null;
  const said = dayIn(folded, now, timeZone);
  if (said.weekday === null && said.day === null) return null;
  const first = slots.find((slot) => onDay(slot, timeZone, said));
  const firstDate = first?.kind === 'slot' ? utcToZoned(new Date(first.start), timeZone).date : null;
  if (firstDate === null) return null;
  const inPart = slots.filter((slot) => {
    if (slot.kind !== 'slot' || utcToZoned(new Date(slot.start), timeZone).date !== firstDate) return false;
    const time = localOf(slot, timeZone)?.time ?? '';
    return inPartOfDay(time, part);
  });
  return inPart.length === 1 ? (inPart[0] ?? null) : null;
}

/** The visitor coming as the shop opens ('right when you open', 'as soon as you open', 'dès l'ouverture'). */
const AT_OPENING =
  /\b(?:(?:right |just |as soon as |the moment |when )you open|at opening(?: time)?|when the (?:shop|store|doors?) opens?|(?:des|a) l'ouverture|(?:des|quand|a peine) (?:que )?vous ouvrez)\b/;

/**
 * A day said with coming as the shop opens ('Sunday, right when you open'): that day's first free slot when
 * it is at the opening hour itself, otherwise none (the choice is left to the visitor).
 */
export function slotAtOpening(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  openingHours: readonly { readonly day: number; readonly opens: string }[],
  now?: Date,
): Choice | null {
  if (!AT_OPENING.test(folded)) return null;
  const said = dayIn(folded, now, timeZone);
  if (said.weekday === null && said.day === null) return null;
  const first = slots.find((slot) => onDay(slot, timeZone, said));
  if (first?.kind !== 'slot') return null;
  const zoned = utcToZoned(new Date(first.start), timeZone);
  const opens = openingHours.find((hours) => hours.day === new Date(zoned.date).getUTCDay())?.opens;
  return opens === zoned.time ? first : null;
}

/** Words that take back an earlier choice, before the new one. */
const CORRECTED =
  /^\s*(?:(?:oups|oops|oh|ah|euh|hmm|sorry|pardon|desole|non|no|wait|attendez|en fait|actually|finalement|plutot)\b[\s,.!…—–-]*)*(?:(?:je voulais dire|je veux dire|i meant|i mean|make (?:it|that)|disons|let'?s say|change (?:it|that) to|switch to|plutot)[\s,:]+)?/;

/**
 * A choice taken back in the same message ('le premier… ah non, le deuxième', 'first — no wait, the
 * third'): what follows the last word taking it back, when a rank is said there; else the whole text.
 */
const TAKES_BACK =
  /(?:^|[\s,.!…—–-])(?:ah non|oh non|non|no|wait|attendez|en fait|actually|sorry|pardon)(?=[\s,.!…—–-])(?![\s.]*\d)/g;
function afterTakenBack(folded: string): string {
  const marks = [...folded.matchAll(TAKES_BACK)];
  const last = marks.at(-1);
  if (!last || last.index === 0) return folded;
  const rest = folded.slice(last.index + last[0].length).replace(/^[\s,.!…—–-]+/, '');
  const said = rankWordsAsDigits(rest.replace(CORRECTED, ''));
  const choiceSaid =
    ORDINALS.some(([pattern]) => pattern.test(said)) ||
    /\b\d\b/.test(said) ||
    LATEST.test(said) ||
    EARLIEST.test(said);
  return choiceSaid ? rest : folded;
}

/**
 * A rank said alone, a word of preference after it too ('le 3 plutôt', '2 instead'), of assent before it ('ok
 * le 2', 'yes, 3', 'ok pour le 2') or of approval after it ('2 works', 'le 2 me va', '1 is better for me',
 * 'le 3 m'arrange mieux').
 */
const BARE_RANK =
  /^\s*(?:(?:ok|okay|oui|yes|alors|bon|d'accord|va pour|go for|let'?s do|ok pour|okay for|d'accord pour)[\s,!.]+)?(?:the |le |la |creneau |slot |option |number |numero |(?:the |le )?(?:number|numero) )?(\d)\s*(?:plutot|instead|rather|finalement|alors|then)?\s*(?:works?(?: better)?|suits?(?: me)?(?: better)?|is fine|is good|is great|is perfect|is better|is best|would be better|would suit|me va(?: mieux)?|ca me va(?: mieux)?|ca marche|c'est parfait|c'est bien|c'est mieux|est mieux|serait mieux|me convient(?: mieux)?|m'arrange(?: mieux)?|m'irait(?: mieux)?|parfait|perfect|mieux|better)?\s*(?:for me|for us|pour moi|pour nous)?\s*(?:please|svp|s'il vous plait|merci|thanks)?\s*[.!]?\s*$/;
/** Where a message's clauses part ('…, le 2', '2 works, and my name is …'). */
const CLAUSE = /[,;.!?]|\s(?:et|and|puis|then)\s/;

/** The rank said first in a text, by where it is said (so that 'le 2e ou le 1er' takes the 2nd). */
function firstRankIn(said: string): number | null {
  let best: { index: number; rank: number } | null = null;
  for (const [pattern, rank] of ORDINALS) {
    const index = said.search(pattern);
    if (index >= 0 && (best === null || index < best.index)) best = { index, rank };
  }
  return best?.rank ?? null;
}

/** The slots shown on the day and in the part of it a text says; all of them when it says none. */
function slotsOfDaySaid(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now: Date | undefined,
): readonly Choice[] {
  const said = dayIn(folded, now, timeZone);
  const part = partOfDayIn(folded);
  const onDaySaid =
    said.weekday === null && said.day === null ? slots : slots.filter((slot) => onDay(slot, timeZone, said));
  const inPart =
    part === null
      ? onDaySaid
      : onDaySaid.filter((slot) => inPartOfDay(localOf(slot, timeZone)?.time ?? '', part));
  return inPart.length > 0 ? inPart : slots;
}

const PENULTIMATE =
  /\b(?:l'avant-dernier|l'avant-derniere|avant-dernier|avant-derniere|avant dernier|avant derniere|penultimate|second to last|second-to-last|one before last|last but one)\b/;

/** Two times weighed, not the ends of the list ('the later one', 'l'autre plus tôt', 'le plus tard des deux'). */
const COMPARATIVE =
  /\b(?:later one|earlier one|the later|the earlier|later of the two|earlier of the two|des deux|of the two|of both|later time|earlier time|later slot|earlier slot)\b/;

/** The last slot shown, said by its place or its time ('le dernier', 'the later one', 'the bottom one'). */
const LATEST =
  /\b(?:dernier|derniere|last|latest|later one|later slot|later time|the later|whichever (?:is |comes |one is )?(?:later|last)|le plus tard|la plus tardive|le plus tardif|bottom one|celui du bas|celui d'en bas)\b/;
/**
 * The first slot shown, said by its place, its time or left to the shop ('the top one', 'le plus tôt', 'whichever',
 * 'n'importe lequel', 'peu importe', 'either is fine', 'any of them').
 */
const EARLIEST =
  /\b(?:earliest|earlier one|earlier slot|earlier time|the earlier|soonest|top one|celui du haut|celui d'en haut|le plus tot|au plus tot|la plus proche|le plus proche|whichever|either (?:one|is|works|will)|any of (?:them|those)|any one|n'importe (?:lequel|laquelle|quel|quelle)|peu importe|l'un ou l'autre|comme vous voulez|as you like|you choose|vous choisissez)\b/;

/**
 * Among every free slot, the first or the last of the first date on the day said, in the part of the day
 * said if any ('Wednesday 18th, the earlier one', 'dimanche, le plus tard', 'n'importe quel matin jeudi, le
 * plus tôt'); null when no day, no end, or a day without free slots is said.
 */
function endOfDaySaid(
  folded: string,
  slots: readonly Choice[],
  timeZone: string,
  now: Date | undefined,
): Choice | null {
  const latest = LATEST.test(folded);
  if (!latest && !EARLIEST.test(folded)) return null;
  if (DEADLINE_DAY.test(folded) || ASKS_ABOUT_DAY.test(folded)) return null;
  const said = dayIn(folded, now, timeZone);
  if (said.weekday === null && said.day === null) return null;
  const part = partOfDayIn(folded);
  const onDaySaid = slots.filter(
    (slot) =>
      onDay(slot, timeZone, said) &&
      (part === null || inPartOfDay(localOf(slot, timeZone)?.time ?? '', part)),
  );
  const first = onDaySaid[0];
  if (first?.kind !== 'slot') return null;
  const date = utcToZoned(new Date(first.start), timeZone).date;
  const sameDate = onDaySaid.filter(
    (slot) => slot.kind === 'slot' && utcToZoned(new Date(slot.start), timeZone).date === date,
  );
  return (latest ? sameDate.at(-1) : sameDate[0]) ?? null;
}

/** The slot a reply picks among those offered: by rank ('le 2e', 'the first one'), or by its time. */
export function pickOfferedSlot(
  folded: string,
  offered: readonly Choice[],
  timeZone: string,
  options: { readonly byTimeOnly?: boolean; readonly now?: Date } = {},
): Choice | null {
  const slots = offered.filter((choice) => choice.kind === 'slot');
  if (slots.length === 0) return null;
  // Among every free slot (not only those shown), a day and time said pick one, or a day said as a
  // choice ('Saturday morning', 'vendredi me va').
  if (options.byTimeOnly) {
    const byTime = pickByTime(folded, slots, timeZone, options.now);
    if (byTime) return byTime;
    // A day and where a slot stands in it ('Wednesday 18th, the earlier one', 'Sunday the later slot',
    // 'whichever is latest on friday'): that day's first date, in the part of the day said, at that end.
    const end = endOfDaySaid(rankWordsAsDigits(folded), slots, timeZone, options.now);
    if (end) return end;
    const asChoice =
      !ASKS_ABOUT_DAY.test(folded) &&
      (MORNING.test(folded) ||
        AFTERNOON.test(folded) ||
        TAKES.test(folded) ||
        folded.trim().split(/\s+/).length <= 3);
    return asChoice ? pickByDay(folded, slots, timeZone, options.now) : null;
  }
  const exact = slots.find((slot) => slot.kind === 'slot' && folded.includes(slot.start.toLowerCase()));
  if (exact) return exact;
  // A correction before the choice ('oups, je voulais dire le 3', 'sorry, I meant 2'): the choice is what follows.
  // A rank ruled out beside the one taken ('plutôt le troisième, le premier je travaille') is no choice.
  // An ordinal that ranks something else ('on second thought', 'my first time') is set aside, so a rank
  // said beside it still counts ('on second thought, the 3rd').
  const ranked = rankWordsAsDigits(
    withoutRefusedRanks(afterTakenBack(folded).replace(CORRECTED, '')).replace(NOT_A_RANK_ALL, ' '),
  );
  // 'the first one', 'le 2e' — not 'first, what metals…?'; a rank in a sentence of its own beside a question
  // is still one ('le 3e. C'est gratuit ?').
  const rankable =
    !ASKS_OTHER.test(folded) ||
    ranked
      .split(/(?<=[.!?])\s+/)
      .some((sentence) => !sentence.includes('?') && firstRankIn(sentence) !== null);
  // One before the last ('l'avant-dernier', 'the penultimate', 'second to last'), before 'dernier' and
  // 'second' are read alone.
  if (PENULTIMATE.test(ranked)) return slots[slots.length - 2] ?? null;
  if (rankable) {
    const rank = firstRankIn(ranked);
    if (rank !== null) return slots[rank - 1] ?? null;
  }
  // The slot at either end, said by where it stands in time ('the later one', 'le plus tôt', 'whichever'),
  // among those of the day and the part of it said with it ('the later one on Wednesday').
  if (LATEST.test(ranked) || EARLIEST.test(ranked)) {
    // A day said that none of the slots shown falls on ('Sunday the later slot' to weekdays): that day's
    // slots are searched among all the free ones (`byTimeOnly`), not an end of this list.
    const said = dayIn(folded, options.now, timeZone);
    if ((said.weekday !== null || said.day !== null) && !slots.some((slot) => onDay(slot, timeZone, said)))
      return null;
    const daySaid = slotsOfDaySaid(folded, slots, timeZone, options.now);
    // A comparative ('the later one', 'the earlier one', 'le plus tard des deux', 'the later of the two')
    // said to the slots of a day asked for (every one shown on that weekday: 'un rdv samedi ?') weighs the
    // two times of its first date; to a list of several days it still means an end of the list.
    const first = localOf(slots[0]!, timeZone);
    const oneWeekday = slots.every((slot) => localOf(slot, timeZone)?.weekday === first?.weekday);
    const firstDate = slots.filter((slot) => localOf(slot, timeZone)?.day === first?.day);
    // Said with a day ('Saturday afternoon, the later slot', 'jeudi, le plus tôt des deux'), a comparative
    // weighs the slots of that day's first date, in the part said, as 'the later one on Wednesday' does.
    const dayNamed = said.weekday !== null || said.day !== null;
    const firstOfDaySaid = localOf(daySaid[0] ?? slots[0]!, timeZone)?.day;
    const among =
      dayNamed && daySaid !== slots && COMPARATIVE.test(ranked)
        ? daySaid.filter((slot) => localOf(slot, timeZone)?.day === firstOfDaySaid)
        : daySaid === slots &&
            COMPARATIVE.test(ranked) &&
            oneWeekday &&
            firstDate.length > 1 &&
            firstDate.length < slots.length
          ? firstDate
          : daySaid;
    return (LATEST.test(ranked) ? among[among.length - 1] : among[0]) ?? null;
  }
  // A rank alone, a word of preference after it too ('le 3 plutôt', '2 instead'), or of assent before it
  // ('ok le 2', 'yes, 3').
  // A rank alone, or a clause of the message that is one ('ok pour le 2, je m'appelle …', '2 works, my
  // name is …', '…, le 2').
  const bareRank = [ranked, ...ranked.split(CLAUSE)].map((clause) => BARE_RANK.exec(clause)).find(Boolean);
  if (bareRank) return slots[Number(bareRank[1]) - 1] ?? null;
  // A number that cannot be a rank of the slots shown is their hour ('12 works', 'à 16 ça me va').
  // Alone or as a clause of the message ('11 is fine. Sam Patel, sam@…', 'à 15h… non, 16 me va, Léa …').
  const BARE_HOUR =
    /^\s*(?:at |a )?(\d{1,2})\s*(?:works?|suits?(?: me)?|is fine|is good|is ok|please|svp|me va|ca me va|ca marche|c'est bien|c'est parfait|parfait|ok)?\s*[.!]?\s*$/;
  const bareHour = [ranked, ...ranked.split(CLAUSE)]
    .map((clause) => BARE_HOUR.exec(clause))
    .find((match) => match !== null && Number(match[1]) > slots.length);
  if (bareHour && Number(bareHour[1]) > slots.length) {
    const time = timeIn(bareHour[1]!, true);
    const wall = time
      ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`
      : null;
    const atHour = slots.find((slot) => localOf(slot, timeZone)?.time === wall);
    if (atHour) return atHour;
  }
  const byTime = pickByTime(folded, slots, timeZone, options.now);
  if (byTime) return byTime;
  // A day alone ('jeudi me va', 'Thursday works', 'celui de jeudi après-midi'): the first slot shown that
  // day, in the part of the day said — not a question about that day ('Anything on Saturday?').
  if (ASKS_ABOUT_DAY.test(folded)) return null;
  const byDay = pickByDay(folded, slots, timeZone, options.now);
  if (byDay) return byDay;
  // A part of the day alone ('plutôt le matin', 'an afternoon one please'): the first slot shown in it.
  const part = partOfDayIn(folded);
  if (part === null || /\d/.test(folded) || weekdayIn(folded, options.now, timeZone) !== null) return null;
  return slots.find((slot) => inPartOfDay(localOf(slot, timeZone)?.time ?? '', part)) ?? null;
}

/** Whether a text says a time or a day with a time: worth searching every free slot for it. */
export function saysSlotTime(folded: string, now?: Date, timeZone?: string): boolean {
  const weekday = weekdayIn(folded, now, timeZone);
  return TIME_OF_DAY.test(folded) || (weekday !== null && timeIn(folded, true) !== null);
}

/** Whether a text names a day, a date or a time: worth searching every free slot for a choice. */
export function saysSlotDay(folded: string, now?: Date, timeZone?: string): boolean {
  return (
    saysSlotTime(folded, now, timeZone) ||
    weekdayIn(folded, now, timeZone) !== null ||
    dateIn(folded) !== null
  );
}
