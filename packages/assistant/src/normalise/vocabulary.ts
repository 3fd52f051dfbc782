import {
  CUTS,
  type Cut,
  KARATS,
  type MetalKind,
  type Occasion,
  type PieceType,
  type Stone,
} from '#lib/lead.ts';
import { findAll, findLast, registerVocabulary, type VocabularyEntry } from '#lib/text.ts';

/**
 * The jeweller's words in French and English, each mapped to one canonical code. Phrases are folded
 * (no accents, lower case); typos are forgiven by the matcher on words of five letters or more.
 */

export const PIECE_VOCABULARY: readonly VocabularyEntry<PieceType | null>[] = registerVocabulary([
  {
    value: 'engagement-ring',
    phrases: [
      'bague de fiancailles',
      'bagues de fiancailles',
      'bague fiancailles',
      'bague fiancaille',
      'engagement ring',
      'engagement rings',
      'solitaire',
      'solitaires',
      'bague solitaire',
    ],
  },
  {
    value: 'wedding-band',
    phrases: [
      'alliance',
      'alliances',
      'wedding band',
      'wedding bands',
      'wedding ring',
      'wedding rings',
      'band',
      'bands',
      'eternity band',
    ],
  },
  { value: 'ring', phrases: ['bague', 'bagues', 'ring', 'rings', 'anneau', 'chevaliere', 'signet ring'] },
  { value: 'necklace', phrases: ['collier', 'colliers', 'necklace', 'necklaces', 'sautoir', 'riviere'] },
  { value: 'pendant', phrases: ['pendentif', 'pendentifs', 'pendants', 'medaille', 'locket'] },
  { value: 'chain', phrases: ['chaine', 'chaines', 'chain', 'chains'] },
  {
    value: 'bracelet',
    phrases: ['bracelet', 'bracelets', 'jonc', 'bangle', 'bangles', 'gourmette', 'manchette'],
  },
  {
    value: 'earrings',
    phrases: [
      'boucles d oreilles',
      'boucle d oreille',
      'boucles d oreille',
      'boucles',
      'earrings',
      'earring',
      'puces',
      'creoles',
      'studs',
      'hoops',
      'dormeuses',
    ],
  },
  { value: 'brooch', phrases: ['broche', 'brooch'] },
  { value: 'cufflinks', phrases: ['boutons de manchette', 'cufflinks', 'cuff links'] },
  {
    value: 'watch',
    phrases: [
      'montre',
      'montres',
      'watch',
      'watches',
      'watch band',
      'watch strap',
      // A watch said by its maker ('an old Rolex', 'ma Longines'); makers that also name chains (Omega) aside.
      'rolex',
      'patek',
      'breitling',
      'tag heuer',
      'longines',
      'tissot',
      'seiko',
      'swatch',
      'audemars',
      'jaeger lecoultre',
      'iwc',
      'tudor',
    ],
  },
  // Said about a size, not the piece wanted: 'my ring size is N', 'ma taille de bague'.
  { value: null, phrases: ['ring size', 'taille de bague', 'bague actuelle', 'size ring', 'ring finger'] },
]);

// French 'pendant' means 'during' before a determiner ('pendant les fêtes'); elsewhere it is the piece.
const FRENCH_DETERMINERS = new Set([
  'le',
  'la',
  'les',
  'l',
  'des',
  'un',
  'une',
  'ce',
  'cette',
  'ces',
  'mes',
  'nos',
  'vos',
  'ses',
  'que',
  'qu',
  'longtemps',
  'combien',
  'deux',
  'trois',
  'quelques',
  'plusieurs',
  // And before a possessive or 'tout' ('pendant mon voyage', 'pendant toute la soirée').
  'mon',
  'ma',
  'ton',
  'ta',
  'son',
  'sa',
  'notre',
  'votre',
  'leur',
  'leurs',
  'tes',
  'cet',
  'tout',
  'toute',
  'tous',
  'toutes',
]);

const MADE_FROM =
  /\b(partir de|from|avec|with|out of)\b.*\b(mes|my|ses|his|her|ma|mon|old|anciens?|anciennes?|vieux|vieilles?)\b|\b(anciens?|anciennes?|vieux|vieilles?|old)$/;

export function findPieceType(words: readonly string[]): PieceType | null {
  const hits = findAll(words, PIECE_VOCABULARY).filter((hit) => hit.value !== null);
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word === 'pendant' && (next === undefined || !FRENCH_DETERMINERS.has(next))) {
      hits.push({ value: 'pendant', index, length: 1 });
    }
  });
  if (hits.length === 0) return null;
  // A piece the new one is made from is not the one wanted ('un pendentif à partir de l'or de mes
  // anciennes bagues', 'a ring from my old chain').
  const source = hits.filter((hit) =>
    MADE_FROM.test(words.slice(Math.max(0, hit.index - 4), hit.index).join(' ')),
  );
  if (source.length > 0 && source.length < hits.length) {
    const wanted = hits.filter((hit) => !source.includes(hit));
    return wanted.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
  }
  // A watch's 'bracelet' is its strap: 'ma montre … le bracelet est abîmé' is about the watch.
  if (hits.some((hit) => hit.value === 'watch') && hits.some((hit) => hit.value === 'bracelet'))
    return 'watch';
  // A piece word that tells one piece from another among those of the kind said ('the wedding band, the
  // Jonc one', 'the gold chain, the Figaro model', 'l'alliance, le modèle jonc'): a name, not a piece.
  const named = hits.filter(
    (hit) =>
      NAMING_AFTER.has(words[hit.index + hit.length] ?? '') || NAMING_BEFORE.has(words[hit.index - 1] ?? ''),
  );
  if (named.length > 0 && named.length < hits.length) {
    const kept = hits.filter((hit) => !named.includes(hit));
    hits.splice(0, hits.length, ...kept);
  }
  // In French the piece comes first and a word after it says its style ('une alliance jonc', 'un collier
  // chaîne'): a piece word right after a French piece word is no piece of its own.
  const heads = hits.filter(
    (hit) =>
      !hits.some(
        (before) => before.index + before.length === hit.index && FRENCH_HEADS.has(words[before.index] ?? ''),
      ),
  );
  return heads.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
}

/** Words after a piece word that make it a model's name ('the Jonc one', 'the Figaro model'). */
const NAMING_AFTER = new Set(['one', 'model', 'style', 'version']);
/** Words before a piece word that make it a model's name ('le modèle jonc', 'the model bangle'). */
const NAMING_BEFORE = new Set(['modele', 'model', 'style', 'version']);

/**
 * 'ring size' is someone's size ('her ring size', 'what ring size?'), but a ring described first and then
 * sized is the piece wanted ('a custom ring size 8', 'plain gold ring size N').
 */
export function saysSizedRing(words: readonly string[]): boolean {
  return words.some((word, index) => {
    if (word !== 'ring' || words[index + 1] !== 'size') return false;
    const before = words[index - 1];
    return before !== undefined && !SIZE_OWNERS.has(before);
  });
}

/** Words before 'ring size' that make it someone's size rather than a ring wanted. */
const SIZE_OWNERS = new Set([
  'my',
  'her',
  'his',
  'your',
  'their',
  'our',
  'the',
  'what',
  'which',
  'whats',
  'of',
  's',
  'know',
  'find',
  'measure',
  'check',
  'same',
  'usual',
  'current',
  'any',
  'no',
  'a',
  'an',
  'about',
  'for',
  'is',
]);

const FRENCH_HEADS = new Set([
  'bague',
  'bagues',
  'alliance',
  'alliances',
  'collier',
  'colliers',
  'pendentif',
  'broche',
  'chaine',
  'chevaliere',
]);

/**
 * Occasions said by a phrase of everyday words, read apart from the vocabulary so that its words ('petit',
 * 'fille', 'little', 'faire', 'first') stay out of the jewellery words (they are surnames, and words of
 * any answer): a child on the way ('nous attendons une petite fille', 'we're expecting a baby boy'; a
 * 'petite-fille' alone is a granddaughter, so the verb says it), and a proposal said as making one's
 * demande ('je compte faire ma demande le 4 avril'), not a request of something ('ma demande de devis').
 */
const OCCASION_PHRASES: ReadonlyArray<readonly [RegExp, Occasion]> = [
  [
    /\b(?:attendons|attend|attends|attendez|attendent|attendions|attendait) (?:un bebe|une petite fille|un petit garcon|une fille|un garcon|un enfant|notre premier enfant|des jumeaux|des jumelles|un heureux evenement)\b/g,
    'birth',
  ],
  [
    /\b(?:expecting|expect|having) (?:a baby|a girl|a boy|a baby girl|a baby boy|twins|our first|a little girl|a little boy|a child)\b|\b(?:baby girl|baby boy|baby shower|due date)\b/g,
    'birth',
  ],
  [
    /\b(?:(?:faire|fais|fait|ferai|ferais|fera|faisons|ferons) (?:ma|sa|notre)|(?:pour|avant|le jour de) ma) demande\b(?! (?:de|d|du|des)\b)/g,
    'engagement',
  ],
  // Asking someone's hand with the person named between the verb and 'en mariage' ('demander ma compagne en
  // mariage', 'je vais la demander officiellement en mariage'), and proposing said with a word before it
  // ('I want to finally propose', 'when we propose'); proposing a thing ('propose a design') is no proposal.
  [
    /\b(?:demander|demande|demanderai|demanderais|demandera|demandes|demandais) (?:\w+ ){1,3}en mariage\b/g,
    'engagement',
  ],
  [
    /\bpropose\b(?! (?:a|an|some|the|something|anything|another|other|options?|alternatives?|designs?|ideas?|pieces?|that|this|me|us|you)\b)/g,
    'engagement',
  ],
  // A person's 'fête' is their birthday in Quebec and Switzerland ('pour la fête de mon chum', 'pour sa
  // fête'); a party of a place or an event ('la fête de mon quartier', 'de notre mariage') is not.
  [
    /\b(?:(?:ma|ta|sa|notre|votre|leur) fete|fete (?:de|a) (?:mon|ma|ton|ta|son|sa|notre|votre|leur))\b(?! (?:quartier|village|ville|ecole|entreprise|boite|bureau|travail|club|famille|mariage|fiancailles|bapteme|naissance|noel|pacs)\b)(?! des\b)/g,
    'birthday',
  ],
];

/**
 * The occasions a text's words say by a phrase of OCCASION_PHRASES, each where its last word stands (so
 * that 'demander ma compagne en mariage' is the proposal, not the 'mariage' it ends with).
 */
function occasionPhrases(words: readonly string[]): { value: Occasion; index: number }[] {
  const joined = words.join(' ');
  return OCCASION_PHRASES.flatMap(([pattern, value]) =>
    [...joined.matchAll(pattern)].map((match) => ({
      value,
      index: joined.slice(0, (match.index ?? 0) + match[0].length).split(' ').length - 1,
    })),
  );
}

export const OCCASION_VOCABULARY: readonly VocabularyEntry<Occasion>[] = registerVocabulary([
  {
    value: 'anniversary',
    phrases: [
      'anniversaire de mariage',
      'anniversaire de rencontre',
      // A couple's own 'anniversaire' is the day they married or met; 'son anniversaire' stays a birthday.
      'notre anniversaire',
      'notre anniv',
      'wedding anniversary',
      'anniversary',
      'noces',
      'ans de mariage',
      'years married',
    ],
  },
  {
    value: 'engagement',
    phrases: [
      'fiancailles',
      'fiancer',
      // The verb, not the person ('on se fiance', 'nous nous fiançons'): 'fiancé(e)' alone is someone.
      'se fiance',
      'se fiancent',
      'fiancons',
      'se fiancer',
      // Becoming engaged ('getting engaged in Zermatt', 'we got engaged'); 'engaged' alone is said of a couple.
      'engaged',
      'demande en mariage',
      'engagement',
      'to propose',
      'proposal',
      'proposing',
      // Asking for someone's hand, in any person: 'when I propose', 'he will propose', 'pop the question'.
      'i propose',
      'we propose',
      'he proposes',
      'she proposes',
      'ill propose',
      'propose to',
      'pop the question',
      'popping the question',
      'demander en mariage',
      'demanderai en mariage',
      'demande sa main',
      'demander sa main',
    ],
  },
  {
    value: 'wedding',
    phrases: [
      'mariage',
      'wedding',
      'marry',
      // Marrying said as a verb, in every person ('nous nous marions', 'on se marie', 'je me marie', 'they
      // are getting married', 'we marry in June', 'tying the knot').
      'se marier',
      'me marie',
      'te maries',
      'se marie',
      'nous marions',
      'vous mariez',
      'se marient',
      'me marierai',
      'nous marierons',
      'se mariera',
      'se marieront',
      'epouser',
      'getting married',
      'get married',
      'gets married',
      'marrying',
      'we marry',
      'tie the knot',
      'tying the knot',
    ],
  },
  { value: 'birthday', phrases: ['anniversaire', 'birthday', 'anniv', 'bday'] },
  { value: 'christmas', phrases: ['noel', 'christmas', 'xmas'] },
  { value: 'valentines', phrases: ['saint valentin', 'st valentin', 'valentine', 'valentines'] },
  {
    value: 'birth',
    phrases: [
      'naissance',
      'bapteme',
      'birth',
      'christening',
      'baptism',
      'new baby',
      'bebe',
      'push present',
      // A child just born, said of the child: 'qui vient de naître', 'our newborn', 'just been born'.
      'naitre',
      'nouveau ne',
      'nouveau nee',
      'newborn',
      'new born',
      'just born',
      'been born',
      'was born',
      // A child on the way, said in a word ('enceinte', 'pregnant'); said with a verb, see OCCASION_PHRASES.
      'enceinte',
      'grossesse',
      'accouchement',
      'accouche',
      'pregnant',
      'pregnancy',
    ],
  },
  { value: 'graduation', phrases: ['diplome', 'graduation', 'graduating', 'bac', 'degree'] },
  { value: 'gift', phrases: ['cadeau', 'offrir', 'gift', 'present for', 'surprise'] },
]);

const DAYS_OF_A_PROPOSAL: ReadonlySet<Occasion> = new Set(['christmas', 'valentines', 'birthday']);

/** Whether an engagement word names the piece ('engagement ring(s)', 'bague(s) de fiançailles'). */
function namesEngagementPiece(words: readonly string[], hit: { index: number }): boolean {
  const word = words[hit.index];
  if (word === 'engagement') return /^(ring|rings|band|bands)$/.test(words[hit.index + 1] ?? '');
  if (word === 'fiancailles')
    return (
      words[hit.index - 1] === 'de' && /^(bague|bagues|solitaire|alliance)$/.test(words[hit.index - 2] ?? '')
    );
  return false;
}

export function findOccasion(words: readonly string[]): Occasion | null {
  // 'wedding band' / 'wedding ring' names the piece, not the occasion; a wedding said after it in the same
  // message still is one ('a wedding band, the wedding is on 25th July').
  const unnamed = words.map((word, index) =>
    word === 'wedding' && /^(band|bands|ring|rings)$/.test(words[index + 1] ?? '') ? '·' : word,
  );
  const hits = [...findAll(unnamed, OCCASION_VOCABULARY), ...occasionPhrases(unnamed)];
  // 'cadeau' is the weakest reason; a named occasion in the same message wins.
  const allNamed = hits.filter((hit) => hit.value !== 'gift');
  // 'engagement ring' / 'bague de fiançailles' names the piece: the engagement is its occasion only when no
  // other is said ('a bespoke engagement ring for Valentine's Day 2027' is for Valentine's Day).
  const pieceNamed = allNamed.filter(
    (hit) => hit.value === 'engagement' && namesEngagementPiece(unnamed, hit),
  );
  const otherNamed = allNamed.filter((hit) => !pieceNamed.includes(hit));
  const named = otherNamed.length > 0 ? otherNamed : allNamed;
  // A proposal on a feast or a birthday ('faire ma demande à Noël', 'propose on Christmas Day', 'propose
  // next Valentine's day'): the proposal is the occasion, the feast its date.
  const proposal = named.some((hit) => hit.value === 'engagement');
  const occasions = proposal ? named.filter((hit) => !DAYS_OF_A_PROPOSAL.has(hit.value)) : named;
  const pool = occasions.length > 0 ? occasions : hits;
  if (pool.length === 0) return null;
  return pool.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
}

const METAL_VOCABULARY: readonly VocabularyEntry<MetalKind>[] = registerVocabulary([
  { value: 'yellow-gold', phrases: ['or jaune', 'yellow gold', 'jaune', 'yellow'] },
  { value: 'white-gold', phrases: ['or blanc', 'or gris', 'white gold', 'blanc', 'white'] },
  { value: 'rose-gold', phrases: ['or rose', 'rose gold', 'pink gold', 'or rouge', 'red gold'] },
  { value: 'gold', phrases: ['gold', 'golden', 'plaque or', 'vermeil'] },
  { value: 'platinum', phrases: ['platine', 'platinum'] },
  { value: 'silver', phrases: ['argent', 'silver', 'argent massif', 'sterling silver'] },
  { value: 'palladium', phrases: ['palladium'] },
  { value: 'titanium', phrases: ['titane', 'titanium'] },
]);

// French 'or' is also a conjunction, and English 'or' always is: it is gold only next to jewellery words.
const OR_BEFORE = new Set([
  'en',
  'd',
  'l',
  'de',
  'du',
  'bague',
  'chaine',
  'collier',
  'bracelet',
  'alliance',
  'pendentif',
  'boucles',
  'oreilles',
  'jonc',
  'montre',
  'medaille',
  'plutot',
  'toute',
  'tout',
  'prefere',
]);
const OR_AFTER = /^(\d+|massif|jaune|blanc|rose|gris|rouge|18|750|585|375)$/;

const KARAT_PATTERN = /\b(9|14|18|22|24)\s?(?:k|kt|ct|carats?|karats?|ct\.)(?![a-z])|\b(750|585|375)\b/;
const FINENESS_KARAT: Record<string, number> = { '750': 18, '585': 14, '375': 9 };

export interface MetalMention {
  /** The metal named, or null when only a karat was said ('18 carats'). */
  readonly kind: MetalKind | null;
  readonly karat: number | null;
}

/** Colour words ('blanc', 'white') only count as a metal after 'or'/'gold' or when nothing else is named. */
export function findMetal(words: readonly string[], folded: string): MetalMention | null {
  // A lone colour word ('blanc', 'white', or 'june' read as 'jaune') is a metal only in a reply to
  // 'which metal?'; one-word hits for these two golds can only be such colour words.
  const hits = findAll(words, METAL_VOCABULARY).filter(
    (hit) => !(hit.length === 1 && (hit.value === 'yellow-gold' || hit.value === 'white-gold')),
  );
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] !== 'or') continue;
    const before = words[index - 1];
    const after = words[index + 1];
    const isMetal =
      (before !== undefined && OR_BEFORE.has(before)) || (after !== undefined && OR_AFTER.test(after));
    if (!isMetal) continue;
    // 'or jaune' etc. were found as two-word phrases; a bare 'or' is plain gold.
    if (!hits.some((hit) => hit.index === index)) hits.push({ value: 'gold', index, length: 1 });
  }
  const karatMatch = KARAT_PATTERN.exec(folded);
  const karatRaw = karatMatch?.[1] ?? karatMatch?.[2];
  const karatNumber = karatRaw === undefined ? null : (FINENESS_KARAT[karatRaw] ?? Number(karatRaw));
  const karat =
    karatNumber !== null && (KARATS as readonly number[]).includes(karatNumber) ? karatNumber : null;
  if (hits.length === 0) return karat === null ? null : { kind: null, karat };
  const last = hits.reduce((best, hit) => (hit.index >= best.index ? hit : best));
  return { kind: last.value, karat };
}

/** A lone colour answer to 'which metal?': 'blanc', 'white', 'jaune'. */
export function findColourAnswer(words: readonly string[]): MetalKind | null {
  return findLast(words, [
    { value: 'yellow-gold' as const, phrases: ['jaune', 'yellow'] },
    { value: 'white-gold' as const, phrases: ['blanc', 'white'] },
    { value: 'rose-gold' as const, phrases: ['rose', 'pink'] },
  ]);
}

const GOLD_KINDS: readonly MetalKind[] = ['gold', 'yellow-gold', 'white-gold', 'rose-gold'];

/** The lead's metal code after a new mention: a karat alone refines the gold already chosen. */
export function mergeMetal(current: string | null, mention: MetalMention): string | null {
  const [currentKind, currentKarat] = splitMetal(current);
  const kind = mention.kind ?? currentKind ?? (mention.karat !== null ? 'gold' : null);
  if (kind === null) return null;
  const isGold = GOLD_KINDS.includes(kind);
  // Switching gold colour keeps the karat said before; leaving gold drops it.
  const karat = isGold
    ? (mention.karat ?? (currentKind && GOLD_KINDS.includes(currentKind) ? currentKarat : null))
    : null;
  return karat === null ? kind : `${kind}-${karat}k`;
}

export function splitMetal(metal: string | null): [MetalKind | null, number | null] {
  if (!metal) return [null, null];
  const match = /^(.*?)(?:-(\d+)k)?$/.exec(metal);
  return [(match?.[1] as MetalKind | undefined) ?? null, match?.[2] ? Number(match[2]) : null];
}

const STONE_VOCABULARY: readonly VocabularyEntry<Stone>[] = registerVocabulary([
  { value: 'diamond', phrases: ['diamant', 'diamants', 'diamond', 'diamonds'] },
  { value: 'sapphire', phrases: ['saphir', 'saphirs', 'sapphire', 'sapphires'] },
  { value: 'ruby', phrases: ['rubis', 'ruby', 'rubies'] },
  { value: 'emerald', phrases: ['emeraude', 'emeraudes', 'emerald', 'emeralds'] },
  { value: 'pearl', phrases: ['perle', 'perles', 'pearl', 'pearls'] },
  { value: 'moissanite', phrases: ['moissanite'] },
  { value: 'aquamarine', phrases: ['aigue marine', 'aquamarine'] },
  { value: 'amethyst', phrases: ['amethyste', 'amethyst'] },
  { value: 'topaz', phrases: ['topaze', 'topaz'] },
  { value: 'opal', phrases: ['opale', 'opal'] },
  { value: 'tanzanite', phrases: ['tanzanite'] },
  { value: 'morganite', phrases: ['morganite'] },
  { value: 'garnet', phrases: ['grenat', 'garnet'] },
]);

const CUT_VOCABULARY: readonly VocabularyEntry<Cut>[] = registerVocabulary([
  {
    value: 'round',
    phrases: ['taille brillant', 'brilliant cut', 'round cut', 'taille ronde', 'rond', 'round', 'brilliant'],
  },
  { value: 'oval', phrases: ['ovale', 'oval'] },
  { value: 'princess', phrases: ['taille princesse', 'princess cut', 'princesse', 'princess'] },
  { value: 'emerald', phrases: ['taille emeraude', 'emerald cut', 'emerald shape'] },
  { value: 'cushion', phrases: ['coussin', 'cushion'] },
  { value: 'pear', phrases: ['poire', 'pear', 'goutte', 'teardrop'] },
  { value: 'marquise', phrases: ['marquise', 'navette'] },
  { value: 'radiant', phrases: ['radiant'] },
  { value: 'asscher', phrases: ['asscher'] },
  { value: 'heart', phrases: ['coeur', 'heart'] },
  { value: 'baguette', phrases: ['baguette'] },
]);

export interface StoneMention {
  readonly stone: Stone | null;
  readonly cut: Cut | null;
}

export function findStone(words: readonly string[]): StoneMention | null {
  const cutHits = findAll(words, CUT_VOCABULARY);
  // 'taille émeraude' / 'emerald cut' is a cut, not the stone; the stone is read in the words around it
  // ('an emerald-cut emerald').
  const cutFree = words.map((word, index) =>
    cutHits.some((cut) => cut.length > 1 && index >= cut.index && index < cut.index + cut.length)
      ? '·'
      : word,
  );
  const stoneHits = findAll(cutFree, STONE_VOCABULARY);
  // Small stones set around or beside another ('un saphir entouré de petits diamants', 'an emerald with small
  // diamonds on the shoulders', 'pavé de diamants', 'a halo of diamonds') accent the centre stone: the stone
  // of the piece is the other one, whichever comes last; accent stones alone are the stone.
  const centreHits = stoneHits.filter((hit) => !accentsAnother(words, hit));
  const chosen = centreHits.length > 0 ? centreHits : stoneHits;
  // A solitaire with no stone named is a diamond one, as a jeweller hears it ('a platinum solitaire').
  const stone =
    chosen.length === 0
      ? words.includes('solitaire') || words.includes('solitaires')
        ? 'diamond'
        : null
      : chosen.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
  // A bare 'rond'/'round' or 'coeur'/'heart' is too common a word to be a cut without a stone in sight.
  const cuts = cutHits.filter(
    (hit) =>
      hit.length > 1 ||
      stone !== null ||
      !['round', 'heart', 'pear', 'baguette', 'princess', 'cushion', 'marquise'].includes(hit.value),
  );
  const cut =
    cuts.length === 0 ? null : cuts.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
  if (stone === null && cut === null) return null;
  return { stone, cut };
}

/** Words before a stone that make it an accent: small, around, beside ('petits diamants', 'entouré de'). */
const ACCENT_BEFORE =
  /^(?:petits|petites|petit|small|tiny|little|mini|accent|accents|melee|paved|entoure|entouree|entoures|surrounded|epaule|epaulee|flanked|shoulders)$/;
/** A setting of small stones named before them ('a halo of diamonds', 'un pavé de diamants'). */
const ACCENT_SETTING = /\b(?:halo|aureole|entourage|pave|pavage|cluster) (?:of|de|d)$/;
/** Words after a stone that make it an accent ('diamonds on the shoulders', 'diamants autour'). */
const ACCENT_AFTER =
  /^(?:autour|around|on the shoulders|sur les cotes|on the sides|either side|de chaque cote|accents?)/;

function accentsAnother(words: readonly string[], hit: { index: number; length: number }): boolean {
  const before = words.slice(Math.max(0, hit.index - 3), hit.index);
  const after = words.slice(hit.index + hit.length, hit.index + hit.length + 3).join(' ');
  return (
    before.some((word) => ACCENT_BEFORE.test(word)) ||
    ACCENT_SETTING.test(before.join(' ')) ||
    ACCENT_AFTER.test(after)
  );
}

/** The lead's stone code: a cut alone refines the stone already chosen, diamonds by default. */
export function mergeStone(current: string | null, mention: StoneMention): string | null {
  const [currentStone, currentCut] = (current ?? '').split('/') as [string, string | undefined];
  const stone = mention.stone ?? (currentStone || 'diamond');
  const cut = mention.cut ?? (mention.stone && mention.stone !== currentStone ? null : (currentCut ?? null));
  return cut && (CUTS as readonly string[]).includes(cut) ? `${stone}/${cut}` : stone;
}
