import {
  diameterFromRingSize,
  parseUkSize,
  type RingSizeSystem,
  ukSizeLabel,
} from '@carat/domain/ring-sizes';
import type { RingSize } from '#lib/lead.ts';
import {
  ENGLISH_NUMBER_WORDS,
  FRENCH_NUMBER_WORDS,
  numberWordsWhere,
  TENS_WORDS,
} from '#lib/normalise/number-words.ts';
import { fold } from '#lib/text.ts';

/**
 * Ring sizes in any system ('taille 54', 'size N', 'US 7', 'size 7 1/2', 'je fais du 52', 'UK M½'),
 * normalised through @carat/domain's formulas to one inner diameter. Which system a bare number belongs
 * to follows its range: 38–76 is a circumference (French 'taille' → fr, otherwise eu), 1–16 is a US size.
 */

export interface RingSizeMatch {
  readonly ringSize: RingSize;
  readonly spans: ReadonlyArray<readonly [number, number]>;
  /**
   * The size the ring is now, when another is said to be wanted ('ma bague fait 12, je voudrais la passer
   * à 14', 'it's an EU 57 now, I'd like it at 56.5'): a resizing, said without the word.
   */
  readonly resizedFrom?: RingSize;
}

const SYSTEM_WORDS: Record<string, RingSizeSystem> = {
  us: 'us',
  usa: 'us',
  american: 'us',
  americaine: 'us',
  americain: 'us',
  us_size: 'us',
  uk: 'uk',
  british: 'uk',
  anglaise: 'uk',
  anglais: 'uk',
  britannique: 'uk',
  australian: 'uk',
  australienne: 'uk',
  eu: 'eu',
  europe: 'eu',
  european: 'eu',
  europeenne: 'eu',
  europeen: 'eu',
  fr: 'fr',
  francaise: 'fr',
  francais: 'fr',
  french: 'fr',
  jp: 'jp',
  japan: 'jp',
  japon: 'jp',
  japanese: 'jp',
  japonaise: 'jp',
  japonais: 'jp',
  ch: 'ch',
  swiss: 'ch',
  suisse: 'ch',
};

// Longest first, so 'japonaise' is not read as 'japon…' + rest.
const SYSTEM_PATTERN = Object.keys(SYSTEM_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// A fraction after a whole size: halves ' 1/2', '½', ' and a half', ' et demi(e)'; quarters ' 1/4', '¼',
// ' and a quarter', ' et quart'; three quarters ' 3/4', '¾', ' and three quarters', ' et trois quarts'.
// (Decimals, '9.75', '54,5', are read with the number.)
// The count of quarters may have been turned into a digit already ('three' → '    3'), hyphenated or not.
const FRACTION = String.raw`(?:(?<half>\s?1\/2|\s?½|\s+(?:and a half|et demie?))|(?<quarter>\s?1\/4|\s?¼|\s+(?:and|et)\s+(?:(?:a|an|un|one|\s*1)[\s-]+)?quart(?:er)?\b)|(?<threeQuarters>\s?3\/4|\s?¾|\s+(?:and|et)\s+(?:three|trois|\s*3)[\s-]+quart(?:er)?s\b))`;
const HALF = String.raw`(?:\s?1\/2|\s?½|[.,]5|\s+(?:and a half|et demie?))`;
// A verb between the cue and the size: 'son tour de doigt c'est 56', 'pour moi ce serait du 50', 'her size
// would be 7', 'she's a 7'.
const COPULA = `(?:c'est|ce serait|ca serait|ce sera|serait|sera|etait|it'?s|it is|would be|will be|was|should be|devrait etre)`;
// What introduces a size: 'taille', 'size', 'tour de doigt', 'je fais du', 'elle fait du', 'she wears a',
// 'I'm a', 'ma taille est', 'my size is', 'size' shortened as typed on a phone ('sz 11'); whoever wears it ('my bf wears an 8', 'mon mari porte du 62'):
// wearing is said of a finger's size whoever the wearer is.
const CUE = String.raw`(?:(?:doigt|finger|annulaire|ring finger)\s+(?:fait|mesure|is|measures)\s+(?:(?:du|un|une|a|an|size|taille|en)\s+)?|ring size|finger size|taille de bague|taille de doigt|tour de doigt|taille|taile|tailles|size|sz\.?|pointure|(?:je|j'|elle|il|on|she|he|i|we)\s*(?:(?:fais|fait|porte|wears?|takes?)\s*(?:(?:du|un|une|a|an|size|taille|en)\s+)?|(?:am|'m|'s|is|suis|est|${COPULA})\s+(?:du|un|une|a|an|size|taille|en)\s+)|(?:pour\s+)?(?:moi|toi|lui|elle|elles|eux|nous)\s*,?\s*(?:(?:c'est|${COPULA})\s+)?(?:du|en)\s+|sized?|(?:wears?|porte)\s+(?:(?:a|an|size|du|un|une|en|taille)\s+)?)`;
const NUMBER = String.raw`\d{1,2}(?:[.,]\d{1,2})?`;

// 'US 7', 'taille US 7', 'size 7 US', 'taille 54', 'size 7 1/2', 'ma taille suisse est 12', 'my French size
// is 55' (the system named before the word size, then its verb),
// 'je fais du 11 en taille japonaise', 'tour de doigt 54 mm', 'she wears a 7'.
const NUMERIC = new RegExp(
  String.raw`(?<![a-z])(?:(?:${CUE})\s*(?:(?<sys1>${SYSTEM_PATTERN})\s*)?[,\s]*(?:(?:${COPULA}|is|est|of|de|:|=)\s*(?:(?:du|en|a|an|un|une)\s+)?)?|(?<sys2>${SYSTEM_PATTERN})\s*(?:(?:ring\s+)?(?:size|taille)\s*(?:(?:${COPULA}|is|est|:|=)\s*(?:(?:du|en|a|an|un|une)\s+)?)?)?)(?<num>${NUMBER})${FRACTION}?(?:\s*(?:(?:en|in)\s+)?(?:(?:taille|size)\s+)?(?<sys3>${SYSTEM_PATTERN})(?![a-z]))?(?:\s*mm)?(?![\d/])(?!\s*(?:ans|years?|months?|mois|jours?|days?|h|heures?|hours?|pm|am|%|€|\$|£|chf|eur|gbp|usd|k)(?![a-z]))`,
  'g',
);
/** Words that take a size back, then the number meant ('… non, plutôt 51', '…, no wait, 10.5'). */
const TAKEN_BACK = `(?:ah|oh|euh|hmm|wait|attendez|attends|pardon|sorry|oops|non|no|nope|en fait|enfin|actually|finalement|plutot|rather|i mean|je veux dire|make it|disons|let'?s say|more like|ca serait|ce serait|c'est|it'?s|je dirais|i'?d say|probablement|probably)`;
const CORRECTION = new RegExp(
  String.raw`^[\s,.;:!…—–-]*(?:(?:${TAKEN_BACK}|(?:ou|or)(?:\s+(?:un|une|a|an|du))?(?:\s+${NUMBER})?)[\s,.;:!…—–-]+)*${TAKEN_BACK}[\s,.;:!…—–-]+(?:(?:du|en|un|une|a|an|size|taille)\s+)?(?<num>${NUMBER})${FRACTION}?(?![\d/])(?!\s*(?:ans|years?|mois|months?|jours?|days?|h|heures?|pm|am|%|€|\$|£|chf|eur|gbp|usd|k)(?![a-z]))`,
);
// A number then its system, without a cue before it ('on m'a dit 55 en taille française', 'a 7 in US
// sizing', '7 US size').
const NUMBER_THEN_SYSTEM = new RegExp(
  String.raw`(?<![a-z\d.,])(?<num>${NUMBER})${FRACTION}?\s+(?:(?:en|in)\s+(?:taille|size|sizes|sizing)\s+(?<sysA>${SYSTEM_PATTERN})|(?<sysB>${SYSTEM_PATTERN})\s+(?:size|sizing|taille)|(?:en|in)\s+(?<sysC>${SYSTEM_PATTERN})(?:\s+(?:size|sizing|taille|sizes))?)(?![a-z])`,
  'g',
);
// UK and Australian letters need the capital in the visitor's own text ('size N', 'UK M½', 'my size is L',
// 'AU N 1/2'), else 'size a bit' would read A.
const LETTER = new RegExp(
  String.raw`(?<![A-Za-z])(?:[Ss]ize|[Tt]aille|UK|uk|AU)\s*(?:(?:UK|uk|AU|anglaise|britannique|British|british|australienne|Australian|australian)\s*)?(?:(?:is|est|:)\s*)?(?:an?\s+)?(?<letter>[A-Z])(?<half>${HALF})?(?![A-Za-z'’])`,
  'g',
);
// Resizing from one size to another: the size wanted is the second ('agrandir du 52 au 55', 'resize it
// from 6 to 7', 'from a P to an R', 'from an R down to a P', 'de la taille 11 suisse à 13'); the system may
// come before the size and an article before the second ('de la taille suisse 10 à la 12', 'from US 6 to a 7').
/**
 * A letter said of someone without 'size' ('She's an L and a half', 'my fiancée is a J'): only a lone capital
 * ending the clause ('This is A Test' is no size).
 */
const LETTER_SAID = new RegExp(
  String.raw`(?<=(?<![A-Za-zÀ-ÿ])(?:[Ss]he|[Hh]e|I|[A-Za-zÀ-ÿ]{2,})(?:'s|’s|'m|’m| is| am| wears?| takes?))\s+(?:an?\s+)?(?<letter>[A-Z])(?<half>${HALF})?(?=\s*(?:$|[,.;!?)]|and\b|but\b|so\b|in\b|uk\b|UK\b))`,
  'g',
);
const RESIZE_CUE =
  /\bfrom (?:an? |size )?(?:(?:us|uk|eu|fr|ch|swiss|french|british|american) (?:size )?)?[a-z0-9]{1,3}(?:[.,]5)? (?:down |up )?to\b|agrandi|retreci|resiz|shrink|stretch|\b(?:go|going|goes|change|changed|move|passer|passe|faire passer)\b.{0,25}\b(?:from|de|du)\b|(?:down|up) from|(?:take|taken|takes|taking|took|bring|brought|make|get|got)\b.{0,20}\b(?:down|up)\b|mise a taille|mettre a taille|size (?:it )?(?:up|down)|enlarg|reduire|too (?:big|small|tight|loose)|trop (?:grande?|petite?|serree?|large)/;
const RESIZE_NUMBER = new RegExp(
  String.raw`(?<![a-z])(?:du|de|from|size|taille)\s+(?:(?:a|an|size|taille|une?|la taille|la|the)\s+)?(?:(?:${SYSTEM_PATTERN})\s+(?:(?:size|taille)\s+)?)?${NUMBER}(?:${HALF})?(?:\s+(?:${SYSTEM_PATTERN}))?\s*(?:(?:down|up)\s+)?(?:au|a|to|into|vers|en)\s+(?:(?:a|an|size|taille|du|une?|la taille|la|le|the)\s+)?(?<num>${NUMBER})${FRACTION}?(?![\d/])`,
  'g',
);
const RESIZE_LETTER = new RegExp(
  String.raw`(?<![A-Za-z])(?:from|de|du)\s+(?:an?\s+|size\s+|taille\s+)?[A-Z](?:${HALF})?\s+(?:(?:down|up)\s+)?(?:to|à|a|au|into)\s+(?:an?\s+|size\s+|taille\s+)?(?<letter>[A-Z])(?<half>${HALF})?(?![A-Za-z])`,
  'g',
);
/**
 * The size wanted, said after the size it is ('I need it to be a 7.5', 'should be an O', 'il me faudrait
 * du 52', 'la mettre en 54'), after the verb of resizing ('l'agrandir en 54', 'shrink it to a 6') or before 'instead of' ('57 au lieu de 54'): it wins over the size the ring is.
 */
const TARGET_NUMBER = new RegExp(
  String.raw`(?<![a-z])(?:(?:need|needs|want|wants|like|should|has|have) (?:it |her |him |them |one )?(?:to )?(?:be|become|go to|in|at)|(?:to|into) (?:a |an )?size|il me faudrait|il me faut|il faudrait|je voudrais|j'aimerais|je souhaite|je souhaiterais|(?:la |le |les )?(?:mettre|passer|ramener) (?:en|a|au)|en faire une?|(?:l'|la |le |les )?(?:agrandir|retrecir|reduire|elargir|ajuster|resize|enlarge|shrink|stretch|size|take|bring|make)(?: (?:it|her|him|them|one))?(?: (?:up|down))? (?:en|a|au|jusqu'au|to|into|up to|down to))\s+(?:(?:a|an|size|taille|du|une?|en|la taille)\s+)?(?<num>${NUMBER})${FRACTION}?(?![\d/])(?!\s*(?:ans|years?|mois|jours?|days?|weeks?|semaines?|h|heures?|pm|am|%|€|\$|£|chf|eur|gbp|usd|k|ct|carats?|karats?|pounds?|euros?|dollars?|francs?|quid|bucks)(?![a-z]))`,
  'g',
);
/**
 * A size needed, said without 'size' in a message about resizing ('it's too tight now — I need a 9.5', 'she
 * wants an 8 now it's too loose'): only beside a resize cue, since 'I need a 2' alone counts anything.
 */
const NEEDS_A_SIZE = new RegExp(
  String.raw`(?<![a-z])(?:i|we|she|he|i'd|we'd) (?:need|needs|want|wants|would like|like|now (?:need|take|wear)|take|takes|wear|wears) (?:a|an)\s+(?<num>${NUMBER})${FRACTION}?(?![\d/])(?!\s*(?:ans|years?|mois|jours?|days?|weeks?|semaines?|h|heures?|pm|am|%|€|\$|£|chf|eur|gbp|usd|k|ct|carats?|karats?|pounds?|euros?|dollars?|francs?|quid|bucks|ring|band|bague)(?![a-z]))`,
  'g',
);
const TARGET_INSTEAD = new RegExp(
  String.raw`(?<![a-z\d])(?<num>${NUMBER})${FRACTION}?\s+(?:au lieu de|instead of|rather than|plutot que)\b`,
  'g',
);
const TARGET_LETTER = new RegExp(
  String.raw`(?:(?:need|needs|want|wants|like|should|has|have) (?:it |her |him |them |one )?(?:to )?(?:be|become|go to|in|at)|(?:to|into)(?: size)?)\s+(?:an?\s+|size\s+)?(?<letter>[A-Z])(?<half>${HALF})?(?![A-Za-z'’])`,
  'g',
);
/**
 * A size said of a ring without the word 'size' ('l'alliance en 57', 'le solitaire existe en 49,5 ?', 'the
 * band in a 9.5'): a number after 'en' / 'in a' in a message about a ring — never an amount, a count or a span.
 */
const RING_WORD =
  /\b(?:bagues?|alliances?|solitaires?|chevalieres?|joncs?|rings?|bands?|signets?|eternity|anneau|anneaux)\b/;
const OF_A_RING = new RegExp(
  String.raw`(?<![a-z\d.,])(?:existe|exists|dispo|disponible|available|comes?|vient)?\s*(?:en|in)\s+(?:(?:a|an|une?|du|size|taille)\s+)?(?<num>${NUMBER})${FRACTION}?(?![\d/]|[.,]\d)(?!\s*(?:ans|years?|months?|mois|jours?|days?|weeks?|semaines?|h|heures?|hours?|pm|am|%|€|\$|£|chf|eur|gbp|usd|k|kt|ct|carats?|karats?|fois|x|times|exemplaires?|copies|pieces?|pierres?|stones?|diamants?|diamonds?|mm|cm|g|grammes?|grams?|euros?|dollars?|francs?|livres?|pounds?)(?![a-z]))`,
  'g',
);
/**
 * A French size said the French way of a ring in view ('du 62', 'je fais du 54', 'plutôt du 56'): 'du' and
 * a number from 38 to 79, with no currency, month or unit after it.
 */
const DU_OF_A_RING =
  /(?<![a-z\d])du\s+(?<num>[3-7]\d)(?:[.,]5)?(?![\d.,]*\d)(?!\s*(?:au\b|a\b|-|ans|mois|jours?|h\b|heures?|%|€|\$|£|chf|eur|usd|gbp|euros?|dollars?|francs?|livres?|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|k\b|carats?|mm|cm|g\b|grammes?))/g;
/** A letter said of a ring without 'size' ('the stacking ring in K and a half', 'the band in an N?'). */
const LETTER_OF_A_RING = new RegExp(
  String.raw`(?<![A-Za-z])(?:in|en)\s+(?:an?\s+)?(?<letter>[A-Z])(?<half>${HALF})?(?=\s*(?:$|[,.;!?)]|please|pls|plz|s'il|svp|\?))`,
  'g',
);
/** A country's or nationality's system named in full (not 'us', a pronoun, nor Europe's, which fits every French size). */
const NATIONAL_SYSTEM =
  /(?<![a-z])(?:japanese|japonaise|japonais|japan|japon|swiss|suisse|american|americaine|americain|usa|british|britannique|anglaise|australian|australienne)(?![a-z])/;
const ANY_SYSTEM = new RegExp(`(?<![a-z])(?:${SYSTEM_PATTERN})(?![a-z])`);

// 'diamètre 17 mm', '17.3 mm diameter', 'inner diameter of 17mm'.
const DIAMETER =
  /(?:diametre|diameter)\s*(?:interieur|of|de)?\s*:?\s*(\d{2}(?:[.,]\d{1,2})?)\s*mm|(\d{2}(?:[.,]\d{1,2})?)\s*mm\s*(?:de\s*)?(?:diametre|diameter)/g;

// Sizes in words ('cinquante-deux', 'fifty two', 'seven and a half'): written as digits in place, the same
// length, so the spans still fit the visitor's text. 'un', 'une', 'one' stand alone for no size.
const NUMBER_WORDS = { ...FRENCH_NUMBER_WORDS, ...ENGLISH_NUMBER_WORDS };
const UNITS = numberWordsWhere(NUMBER_WORDS, (value) => value <= 9);
const TEENS = numberWordsWhere(NUMBER_WORDS, (value) => value >= 10 && value <= 16);
const TENS = TENS_WORDS;
const WORD_NUMBER = new RegExp(
  String.raw`(?<![a-z])(?:(?<tens>${Object.keys(TENS).join('|')})(?:(?:[\s-]+et[\s-]+|[\s-]+)(?<unit>${[...Object.keys(TEENS), ...Object.keys(UNITS)].join('|')}))?|(?<alone>${[...Object.keys(TEENS), ...Object.keys(UNITS).filter((w) => !['un', 'une', 'one'].includes(w))].join('|')}))(?![a-z])`,
  'g',
);

function digitsForWords(folded: string): string {
  return folded.replace(WORD_NUMBER, (match, ...args) => {
    const groups = args.at(-1) as { tens?: string; unit?: string; alone?: string };
    const unit = groups.unit ? (UNITS[groups.unit] ?? TEENS[groups.unit] ?? 0) : 0;
    const value = groups.alone
      ? (UNITS[groups.alone] ?? TEENS[groups.alone] ?? 0)
      : (TENS[groups.tens ?? ''] ?? 0) + unit;
    const digits = String(value);
    return digits.length > match.length ? match : digits.padStart(match.length, ' ');
  });
}

function fractionOf(groups: Record<string, string | undefined>): number {
  if (groups.half) return 0.5;
  if (groups.quarter) return 0.25;
  if (groups.threeQuarters) return 0.75;
  return 0;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function formatSize(system: RingSizeSystem, size: number): string {
  if (system === 'uk') return ukSizeLabel(size) ?? String(size);
  return String(round2(size));
}

export function ringSizeOf(system: RingSizeSystem, size: number): RingSize {
  return { system, value: formatSize(system, size), diameterMm: round2(diameterFromRingSize(system, size)) };
}

/** Plausible adult and child sizes only: a 'size 200' is not a ring. */
function plausible(system: RingSizeSystem, size: number): boolean {
  switch (system) {
    case 'eu':
    case 'fr':
      return size >= 38 && size <= 76;
    case 'ch':
      return size >= 0 && size <= 36;
    case 'us':
      return size >= 1 && size <= 16;
    case 'uk':
      return size >= 1 && size <= 30;
    case 'jp':
      return size >= 1 && size <= 30;
  }
}

/**
 * The system of a size said without one: French or European from 38 up; below, a Swiss size where the
 * visitor counts in Swiss sizes (`swiss`), else an American one.
 */
function guessSystem(size: number, frenchCue: boolean, swiss = false): RingSizeSystem | null {
  if (size >= 38 && size <= 76) return frenchCue ? 'fr' : 'eu';
  if (swiss && size >= 1 && size <= 30) return 'ch';
  if (size >= 1 && size <= 16) return 'us';
  return null;
}

export interface RingSizeOptions {
  /**
   * Whether a small size said without its system is Swiss: a visitor writing French to a Swiss shop
   * ('ma bague est en 12, il me faudrait du 14' in Geneva) counts in Swiss sizes, not American ones.
   */
  readonly swiss?: boolean;
  /**
   * Whether the conversation is about a ring already ('What's the price of the halo ring?' then 'I'd like
   * it in a P'): a size said 'in' a letter or a number is the ring's without a ring word in the message.
   */
  readonly ringInView?: boolean;
}

/** A size said of the wearer ('je fais du 50', 'I wear a 7', 'mon tour de doigt'). */
const OWN_SIZE =
  /^\s*(?:je|j'|i|i'm|mon tour|my finger)\b|\b(?:je fais|je porte|i wear|i take|tour de doigt|finger size)\b/;
/** A size said of the ring as it is now ('elle est en 53', 'it's a 7 now'). */
const RING_NOW = /\b(?:elle est|il est|elle fait|it is|it'?s|currently|actuellement|now)\b/;

const FRENCH_TARGET =
  /il me faudrait|il me faut|je voudrais|j'aimerais|mettre en|passer en|au lieu de|bague|alliance/;
const FRENCH_CUE = /taille|taile|tour de doigt|fais|fait|porte|existe|(?<![a-z])(du|au|de|en)(?![a-z])/;

export function parseRingSize(text: string, options: RingSizeOptions = {}): RingSizeMatch | null {
  const swiss = options.swiss === true;
  const original = text.normalize('NFC');
  const folded = digitsForWords(fold(original));
  const found: Array<{ ringSize: RingSize; start: number; end: number }> = [];
  const cued: Array<{ start: number; end: number }> = [];
  const numeric = (match: RegExpMatchArray, named: string | undefined) => {
    const groups = match.groups ?? {};
    const raw = groups.num;
    if (!raw) return;
    const size = Number(raw.replace(',', '.')) + fractionOf(groups);
    // A size said without its system, in a message that names the wearer's country's system elsewhere
    // ('she is Japanese and wears a size 11 there'): of that system when the size fits it.
    const elsewhere = named ? undefined : NATIONAL_SYSTEM.exec(folded)?.[0];
    const national = elsewhere ? SYSTEM_WORDS[elsewhere] : undefined;
    const system = named
      ? (SYSTEM_WORDS[named] ?? null)
      : national && plausible(national, size)
        ? national
        : guessSystem(size, FRENCH_CUE.test(match[0]), swiss);
    if (!system || !plausible(system, size)) {
      // Said as a size all the same ('du 54 en taille suisse'): never a budget either.
      const at = match.index ?? 0;
      if (named) cued.push({ start: at, end: at + match[0].length });
      return;
    }
    const start = match.index ?? 0;
    found.push({ ringSize: ringSizeOf(system, size), start, end: start + match[0].length });
  };
  const letter = (match: RegExpMatchArray) => {
    const label = `${match.groups?.letter ?? ''}${match.groups?.half ? '½' : ''}`;
    const index = parseUkSize(label);
    if (index === null) return;
    const start = match.index ?? 0;
    found.push({ ringSize: ringSizeOf('uk', index), start, end: start + match[0].length });
  };

  for (const match of folded.matchAll(NUMERIC)) {
    const groups = match.groups ?? {};
    numeric(match, groups.sys1 ?? groups.sys2 ?? groups.sys3);
  }
  for (const match of folded.matchAll(NUMBER_THEN_SYSTEM)) {
    const groups = match.groups ?? {};
    const start = match.index ?? 0;
    // Read once: a size already read there by its cue stands.
    if (!found.some((hit) => hit.start <= start + match[0].length && start <= hit.end))
      numeric(match, groups.sysA ?? groups.sysB ?? groups.sysC);
  }
  // A size said, then taken back for another ('du 50... non attendez, plutôt 51', 'a 7, sorry, 7.5'): the
  // number after the correction is a size of the same system.
  for (const hit of [...found]) {
    if (hit.ringSize.system === 'uk') continue;
    const after = CORRECTION.exec(folded.slice(hit.end));
    const raw = after?.groups?.num;
    if (!after || !raw) continue;
    const size = Number(raw.replace(',', '.')) + fractionOf(after.groups ?? {});
    if (!plausible(hit.ringSize.system, size)) continue;
    const start = hit.end + after.index + after[0].length - raw.length;
    found.push({
      ringSize: ringSizeOf(hit.ringSize.system, size),
      start,
      end: hit.end + after.index + after[0].length,
    });
  }
  const aboutRing = options.ringInView === true || RING_WORD.test(folded);
  if (found.length === 0 && aboutRing)
    for (const match of folded.matchAll(OF_A_RING)) numeric(match, undefined);
  if (found.length === 0 && aboutRing)
    for (const match of folded.matchAll(DU_OF_A_RING)) numeric(match, undefined);
  for (const match of original.matchAll(LETTER)) letter(match);
  for (const match of original.matchAll(LETTER_SAID)) letter(match);
  if (aboutRing) for (const match of original.matchAll(LETTER_OF_A_RING)) letter(match);
  if (RESIZE_CUE.test(folded)) {
    // The size said for the other system of the message, if any ('du 52 au 55' in French sizes).
    const named = found.find((hit) => hit.ringSize.system !== 'uk')?.ringSize.system;
    for (const match of folded.matchAll(RESIZE_NUMBER)) numeric(match, named);
    for (const match of original.matchAll(RESIZE_LETTER)) letter(match);
  }
  for (const match of folded.matchAll(DIAMETER)) {
    const raw = match[1] ?? match[2];
    const diameterMm = Number(raw?.replace(',', '.'));
    if (!(diameterMm >= 12 && diameterMm <= 24)) continue;
    const start = match.index ?? 0;
    found.push({
      ringSize: { system: 'eu', value: String(round2(Math.PI * diameterMm)), diameterMm: round2(diameterMm) },
      start,
      end: start + match[0].length,
    });
  }
  // The size wanted, when the message says one ('je voudrais du 14', 'should be an O'): of the system
  // named in the message, else of the size it is now, else guessed.
  if (
    found.length > 0 ||
    RESIZE_CUE.test(folded) ||
    /\b(?:ring|bague|alliance|size|taille|currently|at the moment|actuellement|en ce moment)\b|\b(?:need|needs|want|has|have) (?:it |her |him |them |one )?to be\b|\bshould be\b/.test(
      folded,
    )
  ) {
    const targets: typeof found = [];
    const systemWord = ANY_SYSTEM.exec(folded)?.[0];
    const named = systemWord ? SYSTEM_WORDS[systemWord] : found[0]?.ringSize.system;
    const needed = RESIZE_CUE.test(folded) ? [...folded.matchAll(NEEDS_A_SIZE)] : [];
    for (const match of [...folded.matchAll(TARGET_NUMBER), ...folded.matchAll(TARGET_INSTEAD), ...needed]) {
      const groups = match.groups ?? {};
      const raw = groups.num;
      if (!raw) continue;
      const size = Number(raw.replace(',', '.')) + fractionOf(groups);
      const system =
        named && named !== 'uk'
          ? named
          : guessSystem(size, FRENCH_CUE.test(folded) || FRENCH_TARGET.test(folded), swiss);
      if (!system || !plausible(system, size)) continue;
      const start = match.index ?? 0;
      targets.push({ ringSize: ringSizeOf(system, size), start, end: start + match[0].length });
    }
    for (const match of original.matchAll(TARGET_LETTER)) {
      const label = `${match.groups?.letter ?? ''}${match.groups?.half ? '½' : ''}`;
      const index = parseUkSize(label);
      if (index === null) continue;
      const start = match.index ?? 0;
      targets.push({ ringSize: ringSizeOf('uk', index), start, end: start + match[0].length });
    }
    const [target] = targets.slice(-1);
    if (target) {
      // The size it is now: one said apart from the wanted one, of another value.
      const now = found.find(
        (hit) =>
          (hit.end <= target.start || hit.start >= target.end) &&
          Math.abs(hit.ringSize.diameterMm - target.ringSize.diameterMm) > 0.01,
      );
      return {
        ringSize: target.ringSize,
        spans: [...found, ...targets, ...cued].map((hit) => [hit.start, hit.end] as const),
        ...(now ? { resizedFrom: now.ringSize } : {}),
      };
    }
  }
  if (found.length === 0) return null;
  // The wearer's own size beats the size a ring is now ('je fais du 50 et elle est en 53'): of sizes
  // said with a cue of the finger and of the ring, the finger's.
  const own = found.filter((hit) => OWN_SIZE.test(folded.slice(Math.max(0, hit.start - 2), hit.end)));
  const ring = found.filter((hit) => RING_NOW.test(folded.slice(Math.max(0, hit.start - 14), hit.end)));
  if (own.length > 0 && ring.length > 0) {
    const [hit] = own.slice(-1);
    if (hit)
      return { ringSize: hit.ringSize, spans: [...found, ...cued].map((h) => [h.start, h.end] as const) };
  }
  // The last size said wins: 'taille 52, ah non 54'; of two hits ending together, the longer reading
  // ('du 52 au 55' over 'au 55').
  const last = found.reduce((best, hit) =>
    hit.end > best.end || (hit.end === best.end && hit.start <= best.start) ? hit : best,
  );
  return { ringSize: last.ringSize, spans: [...found, ...cued].map((hit) => [hit.start, hit.end] as const) };
}

/**
 * A size taken back in a later message ('non attendez, plutôt 52', 'sorry, make that 7.5'): the number after
 * the words of taking back, in the system of the size said before, when it fits it.
 */
export function correctedRingSize(text: string, before: RingSize): RingSizeMatch | null {
  if (before.system === 'uk') return null;
  const folded = digitsForWords(fold(text.normalize('NFC')));
  const after = CORRECTION.exec(folded);
  const raw = after?.groups?.num;
  if (!after || !raw) return null;
  const size = Number(raw.replace(',', '.')) + fractionOf(after.groups ?? {});
  if (!plausible(before.system, size)) return null;
  return { ringSize: ringSizeOf(before.system, size), spans: [[after.index, after.index + after[0].length]] };
}
