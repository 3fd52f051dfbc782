import { type Locale, localize } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { Lead, RingSize } from '#lib/lead.ts';
import { parseBudget } from '#lib/normalise/budget.ts';
import {
  CALENDAR_WORDS,
  parseBareName,
  parseEmail,
  parseNameIntro,
  parsePhone,
  phoneCountryOf,
} from '#lib/normalise/contact.ts';
import { parseWantedBy } from '#lib/normalise/dates.ts';
import { detectIntent, type IntentSignal } from '#lib/normalise/intent.ts';
import { correctedRingSize, parseRingSize } from '#lib/normalise/ring-size.ts';
import {
  findColourAnswer,
  findMetal,
  findOccasion,
  findPieceType,
  findStone,
  type MetalMention,
  type StoneMention,
  saysSizedRing,
} from '#lib/normalise/vocabulary.ts';
import { fold, isVocabularyWord, words } from '#lib/text.ts';

// '18 carats' is always gold's karat (a stone's carats are 0.5–3); '18k' only beside a gold word.
const KARAT_SPAN =
  /\b(?:9|14|18|22|24)\s?(?:carats?|karats?)(?![a-z])|\b(?:or|gold)\s+(?:blanc|jaune|rose|gris|white|yellow|rose)\s+(?:9|14|18|22|24)\s?(?:k|kt|ct)(?![a-z])|\b(?:9|14|18|22|24)\s?(?:k|kt|ct|carats?|karats?)(?![a-z])(?=\s*(?:gold|white|yellow|rose|or\b|solid|$|[,.!]))|\b(?:or|gold)\s+(?:9|14|18|22|24)\s?(?:k|kt|ct|carats?|karats?)(?![a-z])/gi;

/**
 * One visitor message read into what it says, field by field, with every normaliser. Spans a parser has
 * read are blanked before the next one runs, so a phone's digits never become a budget and '7 1/2' never
 * becomes 7 February.
 */

export type Slot =
  | 'intent'
  | 'pieceType'
  | 'budget'
  | 'metal'
  | 'stone'
  | 'ringSize'
  | 'wantedBy'
  | 'name'
  | 'contact'
  | 'appointment';

export interface ExtractContext {
  readonly locale: Locale;
  readonly now: Date;
  readonly timeZone: string;
  readonly currency: Currency;
  /** What the assistant asked last: it lets a bare '54', 'blanc' or 'Marie' be read as that answer. */
  readonly expecting: Slot | null;
  /**
   * Whether the lead has a name yet. Without one, a message that is only a capitalised first and last
   * name ('Antoine Mercier') is the name, whatever was asked before (names given after another question).
   */
  readonly nameKnown?: boolean;
  /** The ring size the lead holds, which a later message may take back ('non, plutôt 52'). */
  readonly ringSize?: RingSize | null;
  /** Whether the piece the visitor is after is a ring already: 'in a P' is then its size. */
  readonly ringInView?: boolean;
}

export interface Extraction {
  /** Fields the message states; scalar fields the message does not mention are absent. */
  readonly fields: Partial<Omit<Lead, 'metal' | 'stone' | 'intent'>>;
  readonly intent: IntentSignal | null;
  readonly metal: MetalMention | null;
  readonly stone: StoneMention | null;
  /** The message, folded and with the values read blanked out, for the remaining cues. */
  readonly rest: string;
  readonly folded: string;
}

type Span = readonly [number, number];

function blank(text: string, spans: readonly Span[]): string {
  let result = text;
  for (const [start, end] of spans) {
    result = result.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + result.slice(end);
  }
  return result;
}

const DONT_KNOW =
  /\b(je ne sais pas|je sais pas|sais pas|aucune idee|pas encore|pas sur|peu importe|no idea|not sure|don'?t know|dunno|no preference|pas de preference|whatever|any)\b/;

export function saysDontKnow(folded: string): boolean {
  return DONT_KNOW.test(folded);
}

const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
// The particles of surnames ('de la Tour', 'van der Berg', 'da Silva', 'dos Santos') and the joining words
// of a couple ('Inès et Malik Haddad').
const PARTICLE = String.raw`(?:de\s+la\s+|de\s+|van\s+der\s+|van\s+den\s+|van\s+|von\s+der\s+|von\s+|le\s+|la\s+|du\s+|des\s+|da\s+|di\s+|del\s+|della\s+|dos\s+|d['’]|et\s+|and\s+|&\s+)?`;
/** Two to four capitalised words ('Antoine Mercier', 'Liam O'Brien', 'Anne de la Tour'), nothing else. */
const CAPITALISED_NAME = new RegExp(
  String.raw`^\s*${NAME_WORD}(?:\s+${PARTICLE}${NAME_WORD}){1,3}\s*[.!]?\s*$`,
  'u',
);
const CAPITALISED_NAME_OR_ONE = new RegExp(
  String.raw`^\s*${NAME_WORD}(?:\s+${PARTICLE}${NAME_WORD}){0,3}\s*[.!]?\s*$`,
  'u',
);

/** Two to four capitalised words at the end of a chunk, after words in lower case or digits. */
const CAPITALISED_TAIL = new RegExp(
  String.raw`(?:^|[\s\d])(${NAME_WORD}(?:\s+${PARTICLE}${NAME_WORD}){1,3})\s*$`,
  'u',
);

const MIN_BUDGET_MINOR = 1000;

/**
 * Pronouns, determiners, auxiliaries and everyday verbs of a reply ('use this one', 'voici le mien'): a
 * name written in lower case holds none of them.
 */
const GRAMMAR_WORDS = new Set(
  (
    'i me my mine you your it its this that these those one ones here there is are was be am do does did ' +
    'use take send put write is it what which who how why where when with to at on by of an a the ' +
    'je moi mon ma mes tu toi ton ta il elle on nous vous votre vos ce cet cette ces celui celle voici voila ' +
    'est sont suis ai as a le la les un une des du de au aux avec sur par prenez utilisez envoyez ecrivez'
  ).split(' '),
);

/** Whether an email's local part spells a word of the name, of three letters or more ('sam.okafor@…'). */
function emailSpells(email: unknown, name: string): boolean {
  if (typeof email !== 'string') return false;
  const local = fold(email.split('@')[0] ?? '').replace(/[^a-z]/g, '');
  return words(fold(name)).some((word) => word.length >= 3 && local.includes(word));
}

/** A title before a capitalised word; 'M' and 'Me' only with their point (else initials or a name). */
const TITLE_BEFORE_NAME =
  /(?<![\p{L}.])(?:M\.|Me\.|(?:Mme|Mlle|Mr|Mrs|Ms|Mx|Dr|Pr)\.?|Madame|Mademoiselle|Monsieur|Docteur|Doctor|Professeur|Professor)(?=\s+\p{Lu}\p{Ll})/gu;

/** Forms of address before a name, with or without their point. */
const TITLE =
  /^(?:(?:mme|mlle|mr|mrs|ms|mx|dr|pr|me|miss|madame|mademoiselle|monsieur|docteur|doctor|professeur|professor|sir|m)\.?\s+)+(?=\p{L})/iu;

/** A name without the title said before it, when a name is left ('Mme Aline Rochat' → 'Aline Rochat'). */
function withoutTitle(name: string): string {
  // 'M' and 'Me' are titles only with their point ('M. Girard'), else they may be initials or names.
  const match = TITLE.exec(name);
  if (!match) return name;
  if (/^(?:m|me)\s/i.test(match[0])) return name;
  const rest = name.slice(match[0].length).trim();
  return rest.length > 0 ? rest : name;
}

/** Pieces asked for by their name alone: with 'please', or a price limit ('à moins de', 'under'). */
const PIECES_ASKED =
  /\b(?:svp|stp|s'il vous plait|s'il te plait|please|pls|plz|merci|thanks|a moins de|moins de|under|below|less than|jusqu'a|max|maximum)\b/;

const MONTH_NAMES =
  'janvier|fevrier|février|mars|avril|mai|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
/**
 * A day of the month beside its month ('April 20', '20 avril', 'the 3rd of May', 'is March 28.' at a
 * sentence's end): a date, never money; only a digit after the point or comma makes a decimal.
 */
const DAY_BESIDE_MONTH = new RegExp(
  String.raw`(?<![\d$£€.,])\b(?:(?:${MONTH_NAMES})\.?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?!\d|[.,:]\d|\s*(?:€|\$|£|eur|euros?|usd|dollars?|gbp|pounds?|chf|francs?|k\b))|\d{1,2}(?:st|nd|rd|th|er)?\s+(?:of\s+)?(?:${MONTH_NAMES})\b)`,
  'giu',
);

/** Words before an amount that say it is a piece's price ('the pendant is', 'ce collier coûte', 'the ring now costs'). */
const PRICE_OF_PIECE =
  /\b(?!(?:the|this|that|your|votre|le|la) (?:budget|max|limit|plafond|enveloppe))(?:the|this|that|le|la|ce|cette|votre|your) (?:(?!budget|max|limit|plafond|enveloppe)[\w'-]+ ){0,3}(?:is|are|costs?|now costs?|sells for|est a|est|sont a|coute|coutent|passe a) (?:only |just |now |today |seulement |desormais |a )?$/;

/** Feasts and days named by their name ('Memorial Day', 'Easter Sunday', 'Mother's Day'): dates, never names. */
const NAMED_DAY =
  /\b(?:memorial|labor|labour|mother'?s|mothers|father'?s|fathers|valentine'?s|valentines|boxing|independence|presidents'?|veterans|columbus|remembrance|new year'?s|christmas|easter|whit|pentecost) (?:day|sunday|monday|eve)$|^(?:easter|paques|thanksgiving|halloween|hanukkah|diwali|pentecote|toussaint)\b/;

/**
 * An age said of someone is their birthday ('pour ses 60 ans', 'les 30 ans de ma sœur', 'for her 40th', 'my
 * son's 21st', 'my mums 60th' typed without its apostrophe); not years married or years of something else.
 */
const AGE_BIRTHDAY =
  /\b(?:ses|mes|son|ma|sa|leurs?|nos|tes|vos) \d{1,3} ans\b(?! de mariage)|\b(?:les|aux|des) \d{1,3} ans (?:de|d'|du) ?(?:mon|ma|mes|ton|ta|son|sa|notre|votre|leur|mamie|papi|maman|papa)\b|\b(?:his|her|my|their|your|[a-z]+'s|(?:mum|mom|mam|mother|dad|father|wife|husband|sister|brother|son|daughter|gran|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle|friend|girlfriend|boyfriend|partner|fiancee|niece|nephew|cousin)s) \d{1,3}(?:st|nd|rd|th)\b(?! (?:wedding )?anniversary| of\b)/;

/**
 * One of someone's own pieces brought or borrowed to size or match by ('I'll bring one of her rings', 'je
 * vous apporterai une de ses bagues'); one of theirs said otherwise ('one of my earrings lost its back') is
 * the piece itself.
 */
const OWN_PIECE_OF_SEVERAL =
  /\b(?:bring|bringing|brought|borrow|borrowing|take|use|pinch|nick|apporter|apporterai|apporte|ramener|ramenerai|ramene|emprunter|emprunterai|prendre|prendrai|utiliser)\b.{0,20}?\b(?:one of|l'une de|l'un de|une de|un de) (?:her|his|my|their|our|your|ses|mes|leurs|nos|vos) (?:[a-z'-]+ )?(?:rings|bagues|bands|alliances|necklaces|colliers|bracelets|earrings|boucles|pendants|pendentifs|chains|chaines|watches|montres|broches|brooches)\b/g;

/** A ring someone wears now ('she wears a ring in a 7', 'elle porte une bague en 54'): the pattern of a size. */
const WORN_RING =
  /\b(?:porte|portes|portez|wears?|wearing)\s+(?:actuellement |currently |deja |already |usually |normally |d'habitude |en general )?(?:une|un|a|an|sa|son|her|his|my|ma|mon)\s+(?:bague|ring|alliance|band)\b/g;

const LEADING_COURTESY =
  /^(?:\s*(?:oui|yes|ok|okay|d'accord|d’accord|parfait|tr[eè]s bien|super|g[eé]nial|entendu|bien s[uû]r|voil[aà]|merci|great|fine|good|sure|thanks|thank you|alright|cool|perfect|lovely|brilliant|sounds good|top)(?=[\s,.!:;—–-])[\s,.!:;—–-]*)+/iu;

export function extract(rawText: string, context: ExtractContext): Extraction {
  const text = rawText.normalize('NFC');
  const fields: Record<string, unknown> = {};
  let working = text;

  const email = parseEmail(working);
  if (email) {
    fields.email = email.value;
    working = blank(working, email.spans);
  }
  // A local number is read in the shop's country first ('079 123 45 67' in Geneva is Swiss).
  const phone = parsePhone(working, phoneCountryOf(context.timeZone, context.currency));
  if (phone) {
    fields.phone = phone.value;
    working = blank(working, phone.spans);
  }
  // 'Oui. Laura Meier, …', 'Great, Anthony Russo', 'ok good. Mia Patel': the courtesy before the name is
  // no part of it (nor of anything else the lead holds).
  working = working.replace(LEADING_COURTESY, (span) => ' '.repeat(span.length));
  // A title with a capitalised name after it is no part of the name ('je suis M. Paul Girard', 'Dr. Helen
  // Park'): blanked before any name is read.
  working = working.replace(TITLE_BEFORE_NAME, (span) => ' '.repeat(span.length));
  const nameIntro = parseNameIntro(working);
  if (nameIntro) {
    fields.name = nameIntro.value;
    working = blank(working, nameIntro.spans);
  }
  // A French-speaking visitor of a Swiss shop counts small sizes in Swiss ones.
  const sizeOptions = {
    swiss: context.locale === 'fr' && phoneCountryOf(context.timeZone, context.currency) === 'CH',
    ringInView: context.ringInView === true,
  };
  let ringSize = parseRingSize(working, sizeOptions);
  if (
    !ringSize &&
    context.expecting === 'ringSize' &&
    /^\s*[\d.,½/ ]+\s*$|^\s*[A-Z]\s*½?\s*$/.test(working)
  ) {
    // A bare answer to 'what size?': read it as the visitor's own words would be ('taille 54', 'size N').
    ringSize = parseRingSize(
      `${/\d/.test(working) ? localize({ fr: 'taille', en: 'size' }, context.locale) : 'size'} ${working.trim()}`,
      sizeOptions,
    );
    if (ringSize) ringSize = { ...ringSize, spans: [[0, working.length]] };
  }
  // A size said before, taken back in this message ('non attendez, plutôt 52').
  if (!ringSize && context.ringSize) ringSize = correctedRingSize(working, context.ringSize);
  if (ringSize) {
    fields.ringSize = ringSize.ringSize;
    working = blank(working, ringSize.spans);
  }
  // '18k white gold' is a karat, not £18,000: blank it for the budget reader, keep it for the metal.
  const karatFree = working
    .replace(KARAT_SPAN, (span) => ' '.repeat(span.length))
    .replace(DAY_BESIDE_MONTH, (span) => ' '.repeat(span.length));
  const budget = parseBudget(karatFree, {
    currency: context.currency,
    expectingBudget: context.expecting === 'budget',
  });
  // No piece costs less than 10 (major units): 'October 3' answered to 'what budget?' is a date.
  const amount = budget ? Math.max(budget.budget.max ?? 0, budget.budget.min ?? 0) : 0;
  // A price said of a piece ('the eternity band is $19 today', 'la bague Aurore est à 100 €') is what the
  // piece costs, or is claimed to, not what the visitor means to spend.
  const saidOfPiece =
    budget !== null &&
    PRICE_OF_PIECE.test(fold(karatFree.slice(0, budget.spans[0]?.[0] ?? 0))) &&
    context.expecting !== 'budget';
  if (budget && amount >= MIN_BUDGET_MINOR && !saidOfPiece) {
    fields.budget = budget.budget;
    working = blank(working, budget.spans);
  }
  const wantedBy = parseWantedBy(working, context.locale, {
    now: context.now,
    timeZone: context.timeZone,
    // 'For when?' answered with a day alone ('samedi après-midi', 'Friday'): that day is the date.
    answersWhen: context.expecting === 'wantedBy',
  });
  if (wantedBy) fields.wantedBy = wantedBy;

  // A bare answer to 'what name?' is only a name: 'Emma Roche' must not read as a brooch ('broche'). A
  // jewellery word written in lower case is an answer to something else ('It's platinum', 'c'est en or').
  const saysJewelleryWord = working
    .split(/[\s,.;:!?]+/)
    .some((word) => /^\p{Ll}/u.test(word) && isVocabularyWord(fold(word)));
  const onlyName =
    context.expecting === 'name' &&
    Object.keys(fields).length === 0 &&
    !saysDontKnow(fold(working)) &&
    !saysJewelleryWord
      ? parseBareName(working)
      : null;
  if (onlyName && /^\s*\p{Lu}/u.test(working)) {
    fields.name = onlyName;
    working = ' '.repeat(working.length);
  }
  // A date in a message asking for an appointment is the visit's, not the date the piece is wanted by.
  if (fields.wantedBy && detectIntent(words(fold(text)), fold(text))?.intent === 'appointment')
    delete fields.wantedBy;

  if (!fields.name && (fields.email || fields.phone)) {
    // 'Marie Dupont, marie@… , 06…', 'Call me on 07911 123456 — Mark': the capitalised words left beside
    // the contact details, between separators, are the name — read before the vocabulary, so 'Valérie
    // Roche' is not a brooch ('broche').
    const bare = parseBareName(working, { besideContact: true });
    // Written in lower case ('dani reyes, dreyes@…'), the words left are the name when they are two to four
    // words of no jewellery and the name was just asked, or the email spells one of them.
    // Among other words ('here you go: inez calder, inez.c@…'), only a chunk the email spells.
    const readsAsLowerName = (said: string, name: string, asked: boolean) =>
      !/\p{Lu}/u.test(said) &&
      /^\p{L}+(?: \p{L}+){1,3}$/u.test(name) &&
      !words(fold(name)).some((word) => isVocabularyWord(word) || GRAMMAR_WORDS.has(word)) &&
      (asked || emailSpells(fields.email, name));
    const lowerName = bare !== null && readsAsLowerName(working, bare, context.expecting === 'name');
    if (bare && (CAPITALISED_NAME.test(working.replace(/[,;:—–/|]+/g, ' ')) || lowerName)) {
      fields.name = bare;
      working = ' '.repeat(working.length);
    } else {
      // A full name wins over a lone word elsewhere in the message ('Max CHF 8000. Jack Fenwick, jack@…'),
      // and a feast said by its name is a date, not a name ('Proposing on Memorial Day, Aaron Shapiro, …').
      let single: { chunk: string; name: string } | null = null;
      for (const chunk of working.split(/[,;:—–()]+|\s-\s|[.!?](?=\s)/)) {
        // 'samedi 14h30 pour Jean Valjean jean@…': two to four capitalised words ending the chunk.
        const tail = CAPITALISED_TAIL.exec(chunk)?.[1];
        const lowerChunk = parseBareName(chunk, { besideContact: true });
        const name = CAPITALISED_NAME_OR_ONE.test(chunk)
          ? parseBareName(chunk, { besideContact: true })
          : lowerChunk && readsAsLowerName(chunk, lowerChunk, false)
            ? lowerChunk
            : tail && !words(fold(tail)).some(isVocabularyWord)
              ? parseBareName(tail, { besideContact: true })
              : null;
        if (!name || NAMED_DAY.test(fold(name))) continue;
        if (!name.includes(' ')) {
          single ??= { chunk, name };
          continue;
        }
        single = { chunk, name };
        break;
      }
      if (single) {
        fields.name = single.name;
        working = working.replace(single.chunk, ' '.repeat(single.chunk.length));
      }
    }
  }

  // Unasked, a name comes as the visitor writes it: two to four capitalised words and nothing else, none
  // of them a jewellery word spelt exactly ('Emma Roche' is a name, not a 'broche'; 'Or Blanc' is a metal).
  if (
    !fields.name &&
    context.nameKnown === false &&
    Object.keys(fields).length === 0 &&
    CAPITALISED_NAME.test(working) &&
    !words(fold(working)).some(isVocabularyWord)
  ) {
    const bare = parseBareName(working);
    if (bare) {
      fields.name = bare;
      working = ' '.repeat(working.length);
    }
  }

  // A title is no part of the name ('Mme Aline Rochat', 'Dr. Sam Lee', 'M. Paul Girard').
  if (typeof fields.name === 'string') fields.name = withoutTitle(fields.name);

  // A name is no date ('Aurélie Noël', 'April Jones', 'June Martin'): the date is read again without the
  // name's words, and dropped when they were all of it.
  if (fields.wantedBy && typeof fields.name === 'string') {
    const again = parseWantedBy(
      working.replace(fields.name, ' '.repeat(fields.name.length)),
      context.locale,
      {
        now: context.now,
        timeZone: context.timeZone,
        answersWhen: context.expecting === 'wantedBy',
      },
    );
    if (again) fields.wantedBy = again;
    else delete fields.wantedBy;
  }

  const folded = fold(working);
  // One of the wearer's own pieces brought to size or match by is not the piece asked for.
  // A ring the wearer wears, said with its size ('elle porte une bague en 6 3/4'), gives the size, not the piece.
  const wornRing = ringSize !== undefined && ringSize !== null && folded.search(WORN_RING) >= 0;
  const list = words(folded.replace(OWN_PIECE_OF_SEVERAL, ' ').replace(WORN_RING, ' '));
  // The size's span may hold the ring it sizes ('custom ring size 8.5'): read in the words before blanking.
  const pieceType =
    findPieceType(list) ??
    (ringSize && !wornRing && saysSizedRing(words(fold(text))) ? ('ring' as const) : null);
  if (pieceType) fields.pieceType = pieceType;
  const occasion = findOccasion(list) ?? (AGE_BIRTHDAY.test(folded) ? 'birthday' : null);
  if (occasion) fields.occasion = occasion;
  // A ring for a proposal is an engagement ring ('propose with a bespoke ring').
  if (fields.pieceType === 'ring' && occasion === 'engagement') fields.pieceType = 'engagement-ring';
  let metal = findMetal(list, folded);
  if (!metal && context.expecting === 'metal') {
    const colour = findColourAnswer(list);
    if (colour) metal = { kind: colour, karat: null };
  }
  const stone = findStone(list);

  const saidOtherThings = Object.keys(fields).length > 0 || metal !== null || stone !== null;
  if (!fields.name && context.expecting === 'name' && !saidOtherThings && !saysDontKnow(folded)) {
    const bare = parseBareName(working);
    if (bare) fields.name = bare;
  }
  // A ring size said with no other purpose is the size of a ring the visitor wants ('the Brooklyn band
  // in a 9.5', 'l'alliance existe en 52 ?'): a wish to buy, as weak as 'je cherche'.
  const signal = detectIntent(list, folded, fold(text));
  // A ring's size changed from the size it is to another ('ma bague fait 12, je voudrais la passer à 14',
  // 'it's an EU 57 now, I'd like it at 56.5'): a resizing, said without the word.
  const resized =
    ringSize?.resizedFrom !== undefined &&
    (signal === null || signal.intent === 'question' || (signal.intent === 'buy' && !signal.strong));
  // Pieces named with no verb at all ('des bagues de fiançailles à moins de 3000 € svp', 'gold hoops
  // please'): a wish to see them, as weak as 'je cherche'.
  const intent: IntentSignal | null = resized
    ? { intent: 'repair', strong: true }
    : (fields.ringSize && (signal === null || signal.intent === 'question')) ||
        (signal === null && fields.pieceType && PIECES_ASKED.test(folded))
      ? { intent: 'buy', strong: false }
      : signal;
  return {
    fields: fields as Extraction['fields'],
    intent,
    metal,
    stone,
    rest: folded,
    folded: fold(text),
  };
}

/**
 * A name written beside a slot's day and time ('Thursday at 3pm please, Jane Doe'): a chunk of two to four
 * capitalised words, none a jewellery word, a day or a month. Only read when the turn picked a slot.
 */
const FOR_WHOM = new RegExp(
  String.raw`\b(?:pour|for)\s+(${NAME_WORD}(?:\s+${PARTICLE}${NAME_WORD}){1,3})(?=\s*(?:$|[,;:(—–.!?]|\s-\s))`,
  'u',
);

/** A feast or a day, never a person a slot is for ('for Mother's Day', 'pour la Saint-Valentin'); a single word ('pour Noël') is never read as a name here. */
const FEAST = /\b(?:day|days|eve|jour|fete|valentine'?s?|valentin|easter|paques|hanukkah|diwali|eid)\b/;

export function nameBesideChoice(text: string): string | null {
  // A name introduced in so many words ('samedi matin, au nom de Inès Barbier') is the name wherever it
  // stands; else a chunk of capitalised words once the email and the phone are cut out ('ok vendredi
  // matin. Loïc Berset loic@…').
  // Whom the slot is for, said after it ('mercredi 15h pour Marie Dupont', 'Wednesday 3pm for Li Wei').
  const forWhom = FOR_WHOM.exec(text.normalize('NFC'))?.[1];
  const forAPerson = forWhom !== undefined && !FEAST.test(fold(forWhom));
  const introduced = parseNameIntro(text) ?? (forAPerson ? { value: forWhom } : null);
  const calendar = (name: string) => words(fold(name)).some((word) => CALENDAR_WORDS.includes(word));
  if (introduced && !calendar(introduced.value)) return introduced.value;
  const withoutContact = text.replace(/\S+@\S+/g, ' ').replace(/\+?\d[\d\s().-]{6,}\d/g, ' ');
  for (const chunk of withoutContact.normalize('NFC').split(/[,;:—–()]+|\s-\s|[.!?](?=\s|$)/)) {
    if (!CAPITALISED_NAME.test(chunk)) continue;
    if (words(fold(chunk)).some(isVocabularyWord)) continue;
    const name = parseBareName(chunk, { besideContact: true });
    if (name) return name;
  }
  return null;
}
