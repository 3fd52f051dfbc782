import {
  BAND_WIDTH_WORDS_MM,
  type BandProfile,
  CHAIN_STYLE_LABELS,
  CHAIN_WIDTH_WORDS_MM,
  type ChainPiece,
  type ChainSpec,
  type ChainStyle,
  type Cut,
  DEFAULT_CHAIN_LENGTH_MM,
  type DesignSpec,
  defaultBandThickness,
  defaultBandWidth,
  defaultCarat,
  defaultDesignSpec,
  defaultSetting,
  isChainPiece,
  type Metal,
  NEAREST_CHAIN_STYLE,
  normaliseDesignSpec,
  type Piece,
  type RingSize,
  type Setting,
  STONELESS_PIECES,
  type StoneSize,
  type StoneType,
} from '@carat/domain/design';
import { type Locale, localize } from '@carat/domain/locale';
import { parseUkSize, type RingSizeSystem } from '@carat/domain/ring-sizes';
import { designSpecSchema } from '@carat/validation/designs';

/*
 * The offline brief parser: French and English jewellers' words → a DesignSpec, with the words it did not
 * use. Rules over a normalised copy of the brief (lower case, accents stripped, '1,5' → '1.5', same length
 * as the original so a match's span maps back to the client's words). What the brief does not say gets the
 * piece's defaults. Ambiguities a jeweller resolves by context are resolved the same way:
 * - '18 carats' next to 'or' / 'gold' is the gold's fineness; otherwise carats weigh the stone;
 * - 'mm' next to 'anneau' / 'band' / 'largeur' is the band's width; otherwise the stone's;
 * - 'émeraude' after 'taille' / before 'cut' is the cut, otherwise the stone.
 */

export interface ParsedBrief {
  readonly spec: DesignSpec;
  /** The brief's words the parser did not use (stop words aside), as written. */
  readonly unparsed: string[];
  /** What the brief asks that the generator does not make, in the brief's words, and what it made instead. */
  readonly notMade: NotMade[];
  /**
   * True when nothing in the brief was read: the spec is then only the defaults, and the jeweller should be
   * asked what the piece is rather than shown a solitaire as if it had been asked for.
   */
  readonly nothingRead: boolean;
}

export interface NotMade {
  readonly asked: string;
  readonly nearest: string;
}

interface Found {
  piece?: Piece;
  metalColour?: 'yellow' | 'white' | 'rose';
  fineness?: 9 | 14 | 18;
  metal?: Metal;
  stoneType?: StoneType;
  cut?: Cut;
  size?: StoneSize;
  setting?: Setting;
  profile?: BandProfile;
  widthMm?: number;
  ringSize?: RingSize;
  engraving?: string;
  chainPiece?: ChainPiece;
  chainStyle?: ChainStyle;
  chainWidthMm?: number;
  chainLengthMm?: number;
  tennis?: boolean;
  stations?: boolean;
  stoneCount?: number;
  notMade: NotMade[];
}

function normalise(text: string): string {
  let out = '';
  for (const char of text) {
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Keep one code unit per code unit of the original so indices line up.
    out +=
      stripped.length === char.length
        ? stripped
        : char.toLowerCase().padEnd(char.length, ' ').slice(0, char.length);
  }
  return out
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[’‘`]/g, "'")
    .replace(/½/g, '\u00bd');
}

class Brief {
  readonly text: string;
  private readonly used: boolean[];

  constructor(readonly original: string) {
    this.text = normalise(original);
    this.used = new Array<boolean>(original.length).fill(false);
  }

  /** Every match of a pattern (global), skipping those overlapping text already used. */
  *matches(pattern: RegExp): Generator<RegExpExecArray> {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (let m = global.exec(this.text); m; m = global.exec(this.text)) {
      if (m[0].length === 0) {
        global.lastIndex++;
        continue;
      }
      if (!this.isFree(m.index, m.index + m[0].length)) continue;
      yield m;
    }
  }

  first(pattern: RegExp): RegExpExecArray | undefined {
    for (const m of this.matches(pattern)) return m;
    return undefined;
  }

  isFree(from: number, to: number): boolean {
    for (let i = from; i < to; i++) if (this.used[i]) return false;
    return true;
  }

  use(from: number, to: number): void {
    for (let i = from; i < to; i++) this.used[i] = true;
  }

  useMatch(m: RegExpExecArray): void {
    this.use(m.index, m.index + m[0].length);
  }

  /** Whether any of the brief was read. */
  anyUsed(): boolean {
    return this.used.some(Boolean);
  }

  /**
   * Words never used, in the original spelling. A word the parser read elsewhere in the brief ('pear
   * pendant, pear-cut ruby') is understood wherever it repeats. With `all`, short words are listed too (a
   * brief of one letter is reported, not ignored).
   */
  leftovers(stopWords: ReadonlySet<string>, all = false): string[] {
    const words: string[] = [];
    const read = new Set<string>();
    const pattern = /[\p{L}\p{N}][\p{L}\p{N}'.½-]*/gu;
    for (const m of this.text.matchAll(pattern)) {
      let whole = true;
      for (let i = m.index; i < m.index + m[0].length; i++) if (!this.used[i]) whole = false;
      if (whole) read.add(m[0].replace(/[.'-]+$/, ''));
    }
    for (const m of this.text.matchAll(pattern)) {
      const from = m.index;
      const to = from + m[0].length;
      let free = false;
      for (let i = from; i < to; i++) if (!this.used[i]) free = true;
      if (!free) continue;
      const word = m[0].replace(/[.'-]+$/, '');
      // 'pear-cut' after 'pear': every part read or a cut word.
      const parts = word.split('-');
      const repeated =
        parts.some((part) => read.has(part)) &&
        parts.every((part) => read.has(part) || /^(?:cut|shaped?|taille|forme)$/.test(part));
      if (repeated && !/^\d/.test(word)) continue;
      if (!all && (stopWords.has(word) || (/^\d+$/.test(word) === false && word.length < 2))) continue;
      words.push(this.original.slice(from, from + word.length));
    }
    return words;
  }
}

const STOP_WORDS = new Set(
  (
    'a an the and or with in of for to on my her his our i we want would like please need some one ' +
    'un une le la les l de du des d en et avec a au aux pour sur mon ma mes sa son ses je voudrais veux ' +
    "aimerais souhaite souhaiterais cherche il elle s'il vous plait merci bonjour hello hi client cliente " +
    'ring bague made set sertie serti monte montee monture style classique classic simple jolie pretty ' +
    'qui that is est avoir have avec plus very tres petit petite small beau belle beautiful sur-mesure bespoke custom ' +
    "l' d' c' qu' n' y it this ce cette cet pour piece fiancailles engagement plain pierre pierres centrale centre center " +
    'stone stones trois three each chacun chacune toute tout all'.replace(/'/g, "'")
  ).split(/\s+/),
);

// A gold word: 'or' only as a whole word (so not 'ornate'), 'gold', 'oro'.
const GOLD = String.raw`(?:\bor\b|\bgold\b)`;

function readFineness(brief: Brief, found: Found): void {
  // '18 carats or rose', 'or rose 18 carats', '18k gold', '18ct white gold', 'or 750', 'or blanc 18k'.
  const unit = '(?:k|kt|ct|cts|carats?|karats?)';
  const patterns = [
    new RegExp(String.raw`\b(9|14|18)\s*${unit}\b(?=\s*(?:\w+\s+){0,2}?${GOLD})`),
    new RegExp(String.raw`${GOLD}(?:\s+\w+){0,2}?\s+(9|14|18)\s*${unit}?(?![\d.])(?!\s*(?:mm|ct\b))`),
    new RegExp(String.raw`\b(9|14|18)\s*${unit}(?=\s+(?:jaune|blanc|rose|yellow|white|rose|pink))`),
    /\b(375|585|750)\b/,
  ];
  for (const pattern of patterns) {
    const m = brief.first(pattern);
    if (!m?.[1]) continue;
    const value = Number(m[1]);
    found.fineness = (value === 375 ? 9 : value === 585 ? 14 : value === 750 ? 18 : value) as 9 | 14 | 18;
    // Use only the number and its unit: the gold word is read with its colour below.
    const numberAt = m.index + m[0].indexOf(m[1]);
    const unitMatch = /^\d+\s*(?:k|kt|ct|cts|carats?|karats?)?/.exec(m[0].slice(m[0].indexOf(m[1])));
    brief.use(numberAt, numberAt + (unitMatch?.[0].length ?? m[1].length));
    return;
  }
}

function readMetal(brief: Brief, found: Found): void {
  const platinum = brief.first(/\b(?:platine|platinum|pt)(?:\s*950)?\b/);
  if (platinum) {
    found.metal = 'platinum-950';
    brief.useMatch(platinum);
    return;
  }
  const silver = brief.first(/\b(?:argent|silver|sterling)(?:\s+(?:massif|sterling|silver))?(?:\s*925)?\b/);
  if (silver) {
    found.metal = 'silver-925';
    brief.useMatch(silver);
    return;
  }
  const colours: [RegExp, 'yellow' | 'white' | 'rose'][] = [
    [/\b(?:jaune|yellow)\b/, 'yellow'],
    [/\b(?:gris|blanc|white)\b/, 'white'],
    [/\b(?:rose|pink|red|rouge)\b/, 'rose'],
  ];
  const gold = brief.first(new RegExp(GOLD));
  for (const [pattern, colour] of colours) {
    // A colour counts when a gold word is within two words of it: 'or rose', 'rose gold', 'yellow 18k gold'.
    for (const m of brief.matches(pattern)) {
      if (!gold || Math.abs(gold.index - m.index) > 24) continue;
      found.metalColour = colour;
      brief.useMatch(m);
      brief.useMatch(gold);
      return;
    }
  }
  if (gold) {
    brief.useMatch(gold);
    found.metalColour = 'yellow';
    return;
  }
  if (found.fineness !== undefined) found.metalColour = 'yellow';
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  un: 1,
  une: 1,
  two: 2,
  deux: 2,
  three: 3,
  trois: 3,
  four: 4,
  quatre: 4,
  five: 5,
  cinq: 5,
  six: 6,
  seven: 7,
  sept: 7,
  eight: 8,
  huit: 8,
  nine: 9,
  neuf: 9,
  ten: 10,
  dix: 10,
  twelve: 12,
  douze: 12,
};
const STONE_WORDS =
  '(?:diamants?|diamonds?|brillants?|saphirs?|sapphires?|rubis|rub(?:y|ies)|emeraudes?|emeralds?|moissanites?|pierres?|stones?|gems?)';

const CHAIN_STYLE_WORDS: [RegExp, ChainStyle][] = [
  [/\b(?:maille\s+)?(?:forcat|cable|trace|belcher|jaseron)(?:[- ](?:chain|link))?\b/, 'cable'],
  [/\b(?:maille\s+)?(?:cubaine?|cuban|miami)(?:[- ](?:chain|link|curb))?\b/, 'cuban'],
  [/\b(?:maille\s+)?(?:gourmette|curb)(?:[- ](?:chain|link))?\b/, 'curb'],
  [/\b(?:maille\s+)?figaro(?:[- ](?:chain|link))?\b/, 'figaro'],
  [/\b(?:maille\s+)?(?:corde|torsade|rope)(?:[- ]chain)?\b/, 'rope'],
  [/\b(?:maille\s+)?(?:venitienne|box)(?:[- ]chain)?\b/, 'box'],
  [/\b(?:maille\s+)?(?:serpent|snake)(?:[- ]chain)?\b/, 'snake'],
];

/**
 * Chains: a style word, 'chaîne' / 'chain', or 'tennis' makes a necklace or a bracelet (a pendant keeps
 * its piece, and its chain is reported as not made). Runs before the piece, sizes and band are read, so its
 * length, link width and 'fine' are the chain's.
 */
function readChain(brief: Brief, found: Found, locale: Locale): void {
  let style: ChainStyle | undefined;
  const styleMatches: RegExpExecArray[] = [];
  for (const [pattern, name] of CHAIN_STYLE_WORDS) {
    const m = brief.first(pattern);
    if (!m) continue;
    style ??= name;
    styleMatches.push(m);
  }
  const chainWord = brief.first(/\b(?:chainettes?|chaines?|chains?)\b/);
  const tennis = brief.first(
    /\b(?:(?:bracelet|collier|necklace)\s+)?(?:tennis|riviere)(?:\s+(?:bracelet|necklace))?\b/,
  );
  const station = brief.first(/\b(?:stations?|by the yard)\b/);
  if (!style && !chainWord && !tennis && !station) return;
  const pendant = /\b(?:pendentif|pendant|medaille|charm)\b/.test(brief.text);
  if (pendant) {
    const words = [chainWord, ...styleMatches].filter((m): m is RegExpExecArray => Boolean(m));
    for (const m of words) brief.useMatch(m);
    found.notMade.push({
      asked: words.map((m) => brief.original.slice(m.index, m.index + m[0].length)).join(' '),
      nearest:
        locale === 'fr'
          ? 'le pendentif seul ; sa chaîne est à générer à part (collier)'
          : 'the pendant alone; its chain is made as a separate design (necklace)',
    });
    return;
  }
  const necklace = brief.first(/\b(?:collier|necklace|sautoir|ras[- ]de[- ]cou|choker)\b/);
  const bracelet = brief.first(/\b(?:bracelet|anklet|cheville)\b/);
  // Its length: '45 cm', '18cm', '7 inches', '7"'; it also tells a necklace from a bracelet when unsaid.
  const length = brief.first(/\b(\d+(?:\.\d+)?)\s*(cm|inch(?:es)?|in\b|"|pouces?)/);
  if (length?.[1]) {
    const value = Number(length[1]);
    // To the tenth of a millimetre: 24 inches is 609.6 mm, not 610.
    found.chainLengthMm = Math.round((length[2] === 'cm' ? value * 10 : value * 25.4) * 10) / 10;
    brief.useMatch(length);
  }
  let piece: ChainPiece;
  if (necklace) piece = 'necklace';
  else if (bracelet) piece = 'bracelet';
  else if (found.chainLengthMm !== undefined) piece = found.chainLengthMm >= 300 ? 'necklace' : 'bracelet';
  else if (tennis && /riviere/.test(tennis[0])) piece = 'necklace';
  // 'Une gourmette' alone is a curb bracelet; 'une chaîne gourmette' a curb necklace.
  else if (tennis || (!chainWord && style === 'curb' && /gourmette/.test(brief.text))) piece = 'bracelet';
  else piece = 'necklace';
  for (const m of [necklace, bracelet, chainWord, tennis, ...styleMatches]) if (m) brief.useMatch(m);
  found.chainPiece = piece;
  found.chainStyle = style;
  if (style && NEAREST_CHAIN_STYLE[style] !== style) {
    const asked = styleMatches[0]!;
    const nearest = NEAREST_CHAIN_STYLE[style];
    found.notMade.push({
      asked: brief.original.slice(asked.index, asked.index + asked[0].length),
      nearest: `${CHAIN_STYLE_LABELS[nearest][locale]} (${locale === 'fr' ? 'maille la plus proche' : 'nearest link made'})`,
    });
  }
  if (tennis) found.tennis = true;
  if (station) {
    found.stations = true;
    brief.useMatch(station);
  }
  // The link's width: a size in mm that is not a stone's ('3 mm curb', not '2 mm diamonds').
  for (const m of brief.matches(/\b(\d+(?:\.\d+)?)\s*mm\b/)) {
    const after = brief.text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (new RegExp(String.raw`^\s*(?:\w+\s+)?${STONE_WORDS}`).test(after)) continue;
    found.chainWidthMm = Number(m[1]);
    brief.useMatch(m);
    break;
  }
  if (found.chainWidthMm === undefined) {
    const thin = brief.first(/\b(?:fine?s?|thin|slim|delicate?|skinny|narrow|petite chaine)\b/);
    const wide = brief.first(/\b(?:large|wide|epaisse?|chunky|heavy|lourde?|broad|massive)\b/);
    if (thin) {
      found.chainWidthMm = CHAIN_WIDTH_WORDS_MM.thin;
      brief.useMatch(thin);
    } else if (wide) {
      found.chainWidthMm = CHAIN_WIDTH_WORDS_MM.wide;
      brief.useMatch(wide);
    }
  }
  // How many stones: 'three small sapphires', '30 diamants', 'trois petits saphirs'.
  const count = brief.first(
    new RegExp(
      String.raw`\b(\d+|${Object.keys(NUMBER_WORDS).join('|')})\s+(?:(?:small|petite?s?|tiny|little|round|ronde?s?|de|of)\s+)*(?=${STONE_WORDS})`,
    ),
  );
  if (count?.[1]) {
    found.stoneCount = /^\d+$/.test(count[1]) ? Number(count[1]) : NUMBER_WORDS[count[1]]!;
    brief.useMatch(count);
  }
}

function readPiece(brief: Brief, found: Found, locale: Locale): void {
  if (found.chainPiece) {
    found.piece = found.chainPiece;
    return;
  }
  const half = brief.first(
    /\b(?:half[- ]eternity(?: band| ring)?|demi[- ](?:eternite|alliance)|alliance demi[- ]tour)\b/,
  );
  if (half) {
    found.piece = 'eternity';
    brief.useMatch(half);
    found.notMade.push({
      asked: brief.original.slice(half.index, half.index + half[0].length),
      nearest: locale === 'fr' ? 'une alliance éternité (tour complet)' : 'a full eternity ring',
    });
    return;
  }
  const pieces: [RegExp, Piece][] = [
    [
      /\b(?:puces?(?: d'oreilles?)?|clous? d'oreilles?|boucles? d'oreilles?|stud(?:s| earrings?)?|earrings?)\b/,
      'studs',
    ],
    [/\b(?:pendentif|pendant|collier|necklace)\b/, 'pendant'],
    [/\b(?:bracelet(?: jonc)?|(?<!demi[- ])jonc|bangle)\b/, 'bangle'],
    [/\b(?:chevaliere|signet(?: ring)?)\b/, 'signet'],
    [/\b(?:trilogie|trilogy|three[- ]stone|trois pierres)\b/, 'trilogy'],
    [
      /\b(?:full eternity(?: band| ring)?|(?:alliance |bague )?(?:eternite|eternity)(?: band| ring)?|(?:alliance )?(?:americaine|tour complet))\b/,
      'eternity',
    ],
    [/\b(?:halo|entourage|entouree?(?: de (?:petits )?(?:diamants|brillants))?)\b/, 'halo'],
    [/\b(?:solitaire)\b/, 'solitaire'],
    [/\b(?:alliance|wedding band|wedding ring|band|anneau seul|plain band)\b/, 'band'],
  ];
  for (const [pattern, piece] of pieces) {
    const m = brief.first(pattern);
    if (!m) continue;
    found.piece = piece;
    brief.useMatch(m);
    // 'alliance éternité' or 'halo … solitaire': the remaining word of the pair is also understood.
    const solitaire = piece === 'halo' ? brief.first(/\bsolitaire\b/) : undefined;
    if (solitaire) brief.useMatch(solitaire);
    return;
  }
}

function readStone(brief: Brief, found: Found): void {
  const cutEmerald = brief.first(/\b(?:(?:taille|coupe|forme)\s+emeraude|emerald[- ]cut|emerald shape)\b/);
  if (cutEmerald) {
    found.cut = 'emerald';
    brief.useMatch(cutEmerald);
  }
  const stones: [RegExp, StoneType][] = [
    [
      /\b(?:diamants? (?:de synthese|synthetiques?|de laboratoire|de labo|cultives?)|lab(?:oratory)?[- ](?:grown |created )?diamonds?|lab diamonds?)\b/,
      'lab-diamond',
    ],
    [/\b(?:moissanite)s?\b/, 'moissanite'],
    [/\b(?:saphirs?|sapphires?)\b/, 'sapphire'],
    [/\b(?:rubis|rub(?:y|ies))\b/, 'ruby'],
    [/\b(?:emeraudes?|emeralds?)\b/, 'emerald'],
    [/\b(?:diamants?|diamonds?|brillants?)\b/, 'diamond'],
  ];
  for (const [pattern, type] of stones) {
    const m = brief.first(pattern);
    if (!m) continue;
    found.stoneType = type;
    brief.useMatch(m);
    break;
  }
  if (!found.cut) {
    const cuts: [RegExp, Cut][] = [
      [/\b(?:(?:taille|coupe|forme) )?(?:ovale?s?)\b/, 'oval'],
      [/\b(?:(?:taille|coupe|forme) )?(?:princesse|princess)(?:[- ]cut)?\b/, 'princess'],
      [/\b(?:(?:taille|coupe|forme) )?(?:coussin|cushion)(?:[- ]cut)?\b/, 'cushion'],
      [
        /\b(?:(?:taille|coupe|forme) )?(?:poires?|pears?|gouttes?|teardrops?)(?:[- ](?:cut|shaped?))?\b/,
        'pear',
      ],
      [/\b(?:(?:taille )?brillant|brilliant|ronde?|round)(?:[- ](?:cut|brilliant))?\b/, 'round-brilliant'],
    ];
    for (const [pattern, cut] of cuts) {
      const m = brief.first(pattern);
      if (!m) continue;
      found.cut = cut;
      brief.useMatch(m);
      break;
    }
  }
  // 'brillant' alone names the cut of a diamond: 'un brillant de 0,5 ct'.
  if (!found.stoneType && found.cut === 'round-brilliant' && /\bbrillant/.test(brief.text))
    found.stoneType = 'diamond';
}

const BAND_WORDS = '(?:anneau|corps|bande|band|shank|largeur|width|wide|large|epaisseur|jonc|alliance)';

function readSizes(brief: Brief, found: Found): void {
  // Band width first: '3 mm' near a band word.
  const near = [
    new RegExp(String.raw`${BAND_WORDS}(?:\s+(?:de|of|d'une?|en|:))*\s*(\d+(?:\.\d+)?)\s*mm\b`),
    new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*mm\s+(?:de\s+)?${BAND_WORDS}`),
    /\b(\d+(?:\.\d+)?)\s*mm(?:[- ]wide)\b/,
  ];
  for (const pattern of near) {
    const m = brief.first(pattern);
    if (!m?.[1]) continue;
    found.widthMm = Number(m[1]);
    brief.useMatch(m);
    break;
  }
  const half = brief.first(/\b(?:half a carat|half carat|demi[- ]carat)\b/);
  if (half) {
    found.size = { unit: 'ct', value: 0.5 };
    brief.useMatch(half);
    return;
  }
  const carat = brief.first(/\b(\d+(?:\.\d+)?|\.\d+)\s*(?:ct|cts|carats?|karats?|ctw)\b/);
  if (carat?.[1]) {
    found.size = { unit: 'ct', value: Number(carat[1]) };
    brief.useMatch(carat);
  } else {
    const mm = brief.first(/\b(\d+(?:\.\d+)?)\s*mm\b/);
    if (mm?.[1]) {
      // On a stoneless piece a bare width is the band's, unless a stone was named.
      const stoneless = found.piece && STONELESS_PIECES.includes(found.piece) && !found.stoneType;
      if (stoneless && found.widthMm === undefined) found.widthMm = Number(mm[1]);
      else found.size = { unit: 'mm', value: Number(mm[1]) };
      brief.useMatch(mm);
    }
  }
}

/** A bare size under 30 is read in the brief's language's system: French (ISO) in French, US in English. */
const BARE_NUMBER_SYSTEM: Readonly<Record<Locale, RingSizeSystem>> = { fr: 'fr', en: 'us' };

const SYSTEM_WORDS: Record<string, RingSizeSystem> = {
  us: 'us',
  usa: 'us',
  uk: 'uk',
  eu: 'eu',
  iso: 'eu',
  fr: 'fr',
  ch: 'ch',
  jp: 'jp',
};

function readRingSize(brief: Brief, found: Found, locale: Locale): void {
  const sys = Object.keys(SYSTEM_WORDS).join('|');
  // A letter size must stand alone ('size N', not the 'p' of 'taille poire').
  const value = String.raw`(?<value>\d+(?:\.\d+)?(?:\s*(?:\u00bd|1/2))?|[a-z](?![a-z])(?:\s*(?:\u00bd|1/2))?)`;
  const patterns = [
    new RegExp(
      String.raw`\b(?:(?<before>${sys})\s+)?(?:taille|size|tdd|tour de doigt|doigt)\s*(?:de\s+|:\s*)?(?:(?<inside>${sys})\s*)?${value}(?:\s*(?<after>${sys})\b)?`,
    ),
    new RegExp(String.raw`\b(?<before>${sys})\s+${value}(?=\s|$|[,.;])`),
  ];
  for (const pattern of patterns) {
    for (const m of brief.matches(pattern)) {
      const groups = m.groups ?? {};
      const systemWord = groups.before ?? groups.inside ?? groups.after;
      const raw = (groups.value ?? '').replace(/\s+/g, '');
      const letter = /^[a-z]/.test(raw);
      // Letters are British; a bare number is French (ISO) in a French brief, US in an English one below 30.
      let system: RingSizeSystem;
      if (systemWord) system = SYSTEM_WORDS[systemWord]!;
      else if (letter) system = 'uk';
      else system = Number.parseFloat(raw) >= 30 ? 'fr' : localize(BARE_NUMBER_SYSTEM, locale);
      const half = /(?:\u00bd|1\/2)$/.test(raw);
      const size =
        system === 'uk' && letter
          ? parseUkSize(raw.toUpperCase().replace(/(?:\u00bd|1\/2)$/, '½'))
          : Number.parseFloat(raw) + (half ? 0.5 : 0);
      if (size === null || !Number.isFinite(size)) continue;
      found.ringSize = { system, value: size };
      brief.useMatch(m);
      return;
    }
  }
}

function readSetting(brief: Brief, found: Found): void {
  const claws = brief.first(
    /\b(4|6|quatre|six|four)\s*(?:-\s*)?(?:griffes?|claws?|prongs?|branches?)(?:\s+(?:setting|head))?\b/,
  );
  if (claws?.[1]) {
    found.setting = ['6', 'six'].includes(claws[1]) ? 'claws-6' : 'claws-4';
    brief.useMatch(claws);
    return;
  }
  const bezel = brief.first(/\b(?:serti(?:ssage)? clos|clos|bezel(?:[- ]set(?:ting)?)?|rub[- ]over)\b/);
  if (bezel) {
    found.setting = 'bezel';
    brief.useMatch(bezel);
    return;
  }
  const anyClaws = brief.first(/\b(?:griffes?|claws?|prongs?)\b/);
  if (anyClaws) {
    found.setting = 'claws-4';
    brief.useMatch(anyClaws);
  }
}

function readBand(brief: Brief, found: Found): void {
  const profiles: [RegExp, BandProfile][] = [
    [/\b(?:demi[- ]jonc|demi[- ]rond|d[- ]shaped?|d[- ]profile|d profil|profil d)\b/, 'd'],
    [/\b(?:profile?\s+)?(?:plate?s?|flat)(?:[- ](?:profile|court|band))?\b/, 'flat'],
    [/\b(?:confort|comfort(?:[- ]fit)?|court(?:[- ](?:shape|profile))?|bombee?)\b/, 'court'],
  ];
  for (const [pattern, profile] of profiles) {
    const m = brief.first(pattern);
    if (!m) continue;
    found.profile = profile;
    brief.useMatch(m);
    break;
  }
  if (found.widthMm === undefined && !found.chainPiece) {
    const thin = brief.first(/\b(?:fine?s?|thin|slim|delicate?|skinny|narrow|etroite?)\b/);
    const wide = brief.first(/\b(?:large|wide|epaisse?|chunky|broad|massive)\b/);
    if (thin) {
      found.widthMm = BAND_WIDTH_WORDS_MM.thin;
      brief.useMatch(thin);
    } else if (wide) {
      found.widthMm = BAND_WIDTH_WORDS_MM.wide;
      brief.useMatch(wide);
    }
  }
  // 'anneau' / 'band' said along with a width or a profile: the word itself is understood.
  if (found.widthMm !== undefined || found.profile) {
    const word = brief.first(/\b(?:anneau|band|corps|shank)\b/);
    if (word) brief.useMatch(word);
  }
}

function readEngraving(brief: Brief, found: Found): void {
  const m = brief.first(
    /\b(?:gravee?s?|gravure|graver|engrave[ds]?|engraving|inscription)\b\s*(?:[a-z']+\s+){0,3}?[:]?\s*["«“'](.+?)["»”']/,
  );
  if (!m?.[1]) return;
  const start = m.index + m[0].lastIndexOf(m[1]);
  found.engraving = brief.original.slice(start, start + m[1].length).trim();
  brief.useMatch(m);
}

function fineGold(colour: 'yellow' | 'white' | 'rose', fineness: 9 | 14 | 18): Metal {
  return `${colour}-gold-${fineness}` as Metal;
}

/**
 * What a brief asks that the generator cannot make, each with the nearest it does make: pieces it has no
 * model of (watches, grills, hoops, drops), a pearl, two golds in one piece, stones and cuts outside the
 * spec's lists. They are listed to the jeweller (`notMade`), never dropped in silence; where a nearest stone
 * or cut exists it is what the spec takes, unless the brief names one the spec holds.
 */
const UNMADE: readonly {
  pattern: RegExp;
  nearest: Record<Locale, string>;
  apply?: (found: Found) => void;
}[] = [
  {
    pattern: /\b(?:montres?|watch(?:es)?)\b/,
    nearest: {
      fr: 'aucune : le générateur ne fait pas de montres (bagues, puces d’oreilles, pendentifs, joncs et chaînes)',
      en: 'none: the generator makes no watches (rings, stud earrings, pendants, bangles and chains)',
    },
  },
  {
    pattern: /\b(?:grill[sz]?|grillz|dents? en or|gold teeth)\b/,
    nearest: {
      fr: 'aucune : le générateur ne fait pas de grills (bagues, puces d’oreilles, pendentifs, joncs et chaînes)',
      en: 'none: the generator makes no grills (rings, stud earrings, pendants, bangles and chains)',
    },
  },
  {
    pattern: /\b(?:creoles?|hoops?)\b/,
    nearest: { fr: 'des puces d’oreilles', en: 'stud earrings' },
    apply: (found) => {
      found.piece ??= 'studs';
    },
  },
  {
    pattern: /\b(?:pendantes?|dormeuses?|drops?|dangles?|dangling)\b/,
    nearest: { fr: 'des puces d’oreilles, sans pampille', en: 'stud earrings, without a drop' },
  },
  {
    pattern: /\b(?:perles?(?: de culture| d'eau douce)?|(?:cultured |freshwater |akoya )?pearls?)\b/,
    nearest: { fr: 'une pierre ronde à la place de la perle', en: 'a round stone in place of the pearl' },
    apply: (found) => {
      found.cut ??= 'round-brilliant';
    },
  },
  {
    pattern:
      /\b(?:bicolores?|bi-colores?|tricolores?|two[- ]tone|tri[- ]colou?r|(?:jaune|yellow|blanc|white|gris|rose)\s+(?:et|and|&)\s+(?:jaune|yellow|blanc|white|gris|rose))\b/,
    nearest: {
      fr: 'un seul or, celui nommé en premier',
      en: 'one gold colour, the first named',
    },
  },
  {
    pattern:
      /\b(?:amethystes?|amethysts?|topazes?|aigues?[- ]marines?|aquamarines?|tanzanites?|opales?|opals?|grenats?|garnets?|citrines?|tourmalines?|morganites?|peridots?|spinelles?|spinels?|onyx|turquoises?|jades?|quartz|lapis[- ]lazuli)\b/,
    nearest: {
      fr: 'un saphir, la pierre de couleur la plus proche',
      en: 'a sapphire, the nearest coloured stone',
    },
    apply: (found) => {
      found.stoneType ??= 'sapphire';
    },
  },
  {
    pattern: /\b(?:(?:taille |coupe )?(?:marquise|navette)|marquise[- ]cut)\b/,
    nearest: { fr: 'la taille poire', en: 'the pear cut' },
    apply: (found) => {
      found.cut ??= 'pear';
    },
  },
  {
    pattern:
      /\b(?:(?:taille )?(?:radiant|asscher|baguettes?|coeur|heart[- ]shaped|heart|trillion|triangle))(?:[- ]cut)?\b/,
    nearest: {
      fr: 'la taille la plus proche parmi les tailles proposées',
      en: 'the nearest of the cuts made',
    },
    apply: (found) => {
      found.cut ??= 'cushion';
    },
  },
];

function readUnmade(brief: Brief, found: Found, locale: Locale): void {
  for (const { pattern, nearest, apply } of UNMADE) {
    // Read on the whole text: a colour already read as the metal still tells of a second one beside it.
    const m = pattern.exec(brief.text);
    if (!m) continue;
    brief.useMatch(m);
    found.notMade.push({
      asked: brief.original.slice(m.index, m.index + m[0].length),
      nearest: nearest[locale],
    });
    apply?.(found);
  }
}

/** Reads a brief; always answers a valid spec (defaults where the brief is silent or out of range). */
export function parseBrief(brief: string, locale: Locale = 'fr'): ParsedBrief {
  const b = new Brief(brief);
  const found: Found = { notMade: [] };
  readEngraving(b, found);
  readRingSize(b, found, locale);
  readFineness(b, found);
  readMetal(b, found);
  readUnmade(b, found, locale);
  readChain(b, found, locale);
  readPiece(b, found, locale);
  readStone(b, found);
  readSizes(b, found);
  readSetting(b, found);
  readBand(b, found);
  const nothingRead = !b.anyUsed();
  // A brief of which nothing was read lists every word it has, however short ('x').
  const unparsed = b.leftovers(STOP_WORDS, nothingRead);
  return { spec: assemble(found, unparsed), unparsed, notMade: found.notMade, nothingRead };
}

/** A tennis bracelet's stones when the brief gives no count: one every 6 mm of its length. */
const TENNIS_PITCH_MM = 6;

function chainOf(found: Found, piece: ChainPiece): ChainSpec {
  const lengthMm = found.chainLengthMm ?? DEFAULT_CHAIN_LENGTH_MM[piece];
  const stones: ChainSpec['stones'] = found.tennis
    ? 'tennis'
    : found.stations || found.stoneCount !== undefined || found.stoneType
      ? 'stations'
      : 'none';
  const stoneCount =
    stones === 'none'
      ? 0
      : (found.stoneCount ??
        (stones === 'tennis' ? Math.floor(lengthMm / TENNIS_PITCH_MM) : found.stations ? 3 : 1));
  return {
    style: found.chainStyle ?? 'cable',
    widthMm: found.chainWidthMm ?? CHAIN_WIDTH_WORDS_MM.standard,
    lengthMm,
    stones,
    stoneCount,
  };
}

/** Replaces a field the schema refused by its default, and says so in `unparsed`. */
const REPAIRS: Record<string, (spec: DesignSpec) => DesignSpec> = {
  ringSize: (spec) => normaliseDesignSpec({ ...spec, ringSize: null }),
  chain: (spec) =>
    spec.chain && isChainPiece(spec.piece)
      ? {
          ...spec,
          chain: {
            ...spec.chain,
            widthMm: CHAIN_WIDTH_WORDS_MM.standard,
            lengthMm: DEFAULT_CHAIN_LENGTH_MM[spec.piece],
            stoneCount: Math.min(spec.chain.stoneCount, 60),
          },
        }
      : spec,
  innerDiameterMm: (spec) => normaliseDesignSpec({ ...spec, ringSize: null }),
  stone: (spec) =>
    spec.stone
      ? { ...spec, stone: { ...spec.stone, size: { unit: 'ct', value: defaultCarat(spec.piece) } } }
      : spec,
  band: (spec) => ({ ...spec, band: { ...spec.band, widthMm: defaultBandWidth(spec.piece) } }),
  engraving: (spec) => ({ ...spec, engraving: null }),
};

function assemble(found: Found, unparsed: string[]): DesignSpec {
  const piece: Piece = found.piece ?? 'solitaire';
  const metal =
    found.metal ?? (found.metalColour ? fineGold(found.metalColour, found.fineness ?? 18) : 'yellow-gold-18');
  let spec = normaliseDesignSpec({
    piece,
    metal,
    stone: {
      type: found.stoneType ?? 'diamond',
      cut: found.cut ?? 'round-brilliant',
      size: found.size ?? { unit: 'ct', value: defaultCarat(piece) },
    },
    setting: found.setting ?? (found.tennis ? 'claws-4' : defaultSetting(piece)),
    band: {
      profile: found.profile ?? 'court',
      widthMm: found.widthMm ?? defaultBandWidth(piece),
      thicknessMm: defaultBandThickness(piece),
    },
    ringSize: found.ringSize ?? null,
    innerDiameterMm: null,
    engraving: found.engraving ?? null,
    chain: isChainPiece(piece) ? chainOf(found, piece) : null,
  });
  // A value out of range (a 40 ct stone, size 120) falls back to the default and is reported by field name.
  for (let attempt = 0; attempt < 4; attempt++) {
    const checked = designSpecSchema.safeParse(spec);
    if (checked.success) return spec;
    const field = String(checked.error.issues[0]?.path[0] ?? '');
    const repair = REPAIRS[field];
    if (!repair) break;
    unparsed.push(`${field}?`);
    spec = repair(spec);
  }
  return designSpecSchema.safeParse(spec).success ? spec : defaultDesignSpec(piece);
}
