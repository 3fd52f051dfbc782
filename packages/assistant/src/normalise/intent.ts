import type { Intent } from '#lib/lead.ts';
import { findAll, type VocabularyEntry, words as wordsOf } from '#lib/text.ts';

/**
 * What the visitor came for. Within one message the strongest purpose wins (a repair or a custom piece
 * over 'book an appointment'); across messages a later purpose replaces an earlier one, except that an
 * appointment or a question does not hide the purpose already known, and a weak 'je cherche' / 'I'd like'
 * only sets a purpose when none is known.
 */
type Signal = Intent | 'buy-weak';

const INTENT_VOCABULARY: readonly VocabularyEntry<Signal>[] = [
  {
    value: 'repair',
    phrases: [
      'reparer',
      'reparation',
      'repare',
      'repair',
      'repaired',
      'fix',
      'fixed',
      'casse',
      'cassee',
      'broken',
      'broke',
      'resize',
      'resized',
      'resizing',
      'mettre a taille',
      'mettre a la taille',
      'mise a taille',
      'mise a la taille',
      'agrandir',
      'retrecir',
      'ressouder',
      'souder',
      'solder',
      'restring',
      'renfiler',
      'changer la pile',
      'battery',
      'polish',
      'polir',
      'rhodier',
      'rhodiage',
      'replating',
      'too small',
      'too tight',
      'too loose',
      'trop serree',
      'trop serre',
      'too big',
      'trop petite',
      'trop grande',
      'trop petit',
      'trop grand',
      'fermoir',
      'clasp',
      'abime',
      'abimee',
      'abimes',
      'damaged',
      'loose',
      'prong',
      'prongs',
      'griffe',
      'griffes',
      'la pile',
      'pile est morte',
      'dead battery',
      'stopped working',
      'ne marche plus',
      'ne fonctionne plus',
      'lost a stone',
      'missing stone',
      'perdu une pierre',
      'ressertir',
      'resserti',
      'sertir a nouveau',
      'detachee',
      'detache',
      's est detachee',
      'fell out',
      'came loose',
      'coming undone',
      'reset the stone',
      'tordu',
      'tordue',
      'bent',
      'scratched',
      'rayee',
      'fixing',
      'needs fixing',
      'ne ferme plus',
      'doesn t close',
      'won t close',
      'knotted',
      'noeud',
      'noeuds',
      'resolder',
      'serviced',
      'servicing',
      'snapped',
      'snap',
      'is missing',
      'are missing',
      'a perdu',
      'nettoyer',
      'nettoyage',
      'cleaning',
      'cleaned',
      'revision',
      'reviser',
      'made smaller',
      'made bigger',
      'made larger',
      'make it smaller',
      'make it bigger',
      'make it larger',
      'size up',
      'size down',
      'sized up',
      'sized down',
    ],
  },
  {
    value: 'valuation',
    phrases: [
      'estimation',
      'estimer',
      'expertise',
      'expertiser',
      'valuation',
      'appraisal',
      'appraise',
      'evaluer',
      'evaluation',
      'combien vaut',
      'how much is it worth',
      'what is it worth',
      'worth',
      'insurance',
      'assurance',
      'faire estimer',
      'valued',
      'appraised',
      'revalued',
      'evalue',
      'evaluee',
      'evaluees',
      'faire evaluer',
      'expertisee',
      'estimee',
    ],
  },
  {
    value: 'custom',
    phrases: [
      'sur mesure',
      'personnalise',
      'personnalisee',
      'creation',
      'creer',
      'bespoke',
      'custom',
      'custom made',
      'made to order',
      'design my own',
      'design',
      'dessiner',
      'concevoir',
      'unique piece',
      'piece unique',
      'redesign',
      'transformer',
      'one of a kind',
      'remodel',
      'something made',
      'made to measure',
      'designed',
      'unique',
      'faite pour moi',
      'fait pour moi',
      'realiser',
      'one off',
      'handmade',
      'hand made',
      'fait main',
      'faite main',
      'my own design',
      'mes dessins',
      'mon dessin',
      'mon croquis',
      'sketch',
      'into a new',
      'in a new',
      'dans une nouvelle',
      'dans un nouveau',
      'en un nouveau',
      'en une nouvelle',
      'remonter',
      'turn my',
      'l or de',
      'a partir de mes',
      'a partir de mon',
      'a partir de ma',
    ],
  },
  {
    value: 'appointment',
    phrases: [
      'rendez vous',
      'rdv',
      'appointment',
      'appt',
      'book a',
      'booking',
      'reserver',
      'creneau',
      'creneaux',
      'slot',
      'slots',
      'consultation',
      'come in',
      'visit',
      'passer a la boutique',
      'passer vous voir',
      'venir',
    ],
  },
  {
    value: 'buy',
    phrases: [
      'acheter',
      'achat',
      'buy',
      'buying',
      'purchase',
      'en stock',
      'in stock',
      'ready made',
      'deja faite',
      'existing piece',
      'piece existante',
      'in your catalogue',
      'dans votre catalogue',
      'de votre collection',
      'from your collection',
    ],
  },
  {
    value: 'buy-weak',
    phrases: [
      'cherche',
      'recherche',
      'looking for',
      'looking at',
      'look for',
      'im after',
      'i am after',
      'in the market for',
      'je regarde',
      'on regarde',
      'voudrais',
      'aimerais',
      'souhaite',
      'souhaiterais',
      'want',
      'would like',
      'd like',
      'avez vous',
      'vous avez',
      'do you have',
      'do you sell',
      'vendez',
      'vous faites',
      'faites vous',
      'do you do',
      'do you make',
      'offrir',
      'gift',
      'cadeau',
      'need',
      'besoin',
      // Taking, getting or ordering a piece ('je le prends', 'could I get the …', 'can I order …').
      'je le prends',
      'je la prends',
      'je les prends',
      'je vais le prendre',
      'je vais la prendre',
      'je prendrai',
      'i ll take',
      'ill take',
      'i will take',
      'i ll have',
      'could i get',
      'can i get',
      'could i have',
      'can i have',
      'may i have',
      'can i order',
      'could i order',
      'i d like to order',
      'order the',
      'order one',
      'order it',
      'order a',
      'order an',
      'commander le',
      'commander la',
      'commander un',
      'commander une',
      'commander ce',
      'commander cette',
      'il me le faut',
      'il me la faut',
      'il me les faut',
      'il me faut',
    ],
  },
];

const PRIORITY: readonly Signal[] = ['repair', 'valuation', 'custom', 'buy', 'appointment', 'buy-weak'];
const QUESTION =
  /\?|\b(horaires?|ouvert|ouverts?|open|opening|hours|combien|how much|how long|quand|when|where|ou etes|livraison|delivery|shipping|garantie|warranty|paiement|payment|faq)\b/;

/**
 * A piece that no longer does what it is for is a workshop job, whatever the verb ('ma montre ne tient plus
 * l'heure', 'le fermoir ne tient plus', 'my watch loses time', 'the clasp no longer closes').
 */
const FAULT_SAID =
  /\b(?:ne|n')\s*(?:\w+\s+)?(?:tient|tiennent|marche|marchent|fonctionne|fonctionnent|ferme|ferment|tourne|tournent|avance|avancent|s'allume|s'ouvre|s'ouvrent|reste|restent|accroche|accrochent|brille|brillent|sonne)\s+plus\b|\b(?:retarde|retardent)\b|\b(?:loses|losing|lost|gains|gaining) time\b|\b(?:doesn'?t|does not|don'?t|do not|won'?t|will not|no longer|isn'?t|is not)\s+(?:keep(?:ing)? time|work(?:ing)?|close|closing|hold|holding|stay(?:ing)? (?:shut|closed|on|in)|tick|ticking|run|running)\b|\bstopped (?:working|ticking|running)\b|\bruns? (?:slow|fast)\b/;

export interface IntentSignal {
  readonly intent: Intent;
  /** False for a weak buy: it sets the intent only when none is known yet. */
  readonly strong: boolean;
}

/**
 * A piece to be made for the visitor or an occasion ('can you make a ruby ring', 'wedding bands made', 'I'd
 * like a platinum solitaire made', 'faire faire', 'une bague faite pour Noël', 'je voudrais faire une bague').
 */
const MADE_FOR_ME =
  /\b(can|could|would|will) (you|u|ya) (please |pls |plz )?(make|create|craft|build|forge|remake|design)\b|\b(remake|re-make|refaire|refaites|refais|reproduire)\b|\b(pouvez|pourriez|peux|pourrais|savez|sauriez)[- ](vous|tu) (me |nous |lui |leur )?(faire|fabriquer|creer|realiser|refaire)(?= (?:\S+ ){0,2}(?:bagues?|alliances?|colliers?|pendentifs?|bracelets?|boucles|chaines?|broches?|chevalieres?|bijoux?|pieces?|parures?|medailles?)\b)|\b(make|create|craft) (me|us) (a|an|one)\b|\b[a-z]+ made (with|for|from|to)\b|\b(rings?|bands?|pendants?|necklaces?|chains?|earrings|bracelets?|pieces?|one|it|them) made\b|\bhave (it|one|them) made\b|\b(?:like|love|want|need|wanted|get|have)(?: to (?:have|get))? (?:a|an|some|two|the|my|our|her|his|this|that|one) (?:[\w'-]+ ){0,4}made\b(?! (?:of|in|from|by|out|with)\b)|\bfaire (faire|fabriquer|realiser|creer)\b|\bfabriquer\b|\b(faite?s?|fabriquee?s?|realisee?s?|concue?s?|creee?s?|dessinee?s?) (rien que |specialement |expres |sur mesure )?pour (moi|nous|elle|lui|vous|noel|son|sa|ses|mon|ma|mes|notre|nos|le|la|les|l'|un|une)\b|\bmade (just |especially |specially |expressly )?for (me|us|her|him|them)\b|\b(?:i|we)(?:'?d| would)? (?:like|love|want|wish|hope|plan|need) to (?:create|design|craft|make|have made|get made) (?:a|an|my|our|her|his|their|some|two|the) (?:\S+ ){0,2}(?:rings?|bands?|pendants?|necklaces?|chains?|earrings|bracelets?|brooch(?:es)?|signet|pieces?|jewel(?:le)?ry)\b|\b(?:je voudrais|j'aimerais|je souhaite|je souhaiterais|je veux|nous voudrions|nous aimerions|on voudrait|envie de) (?:me |nous |lui |leur )?(?:faire|creer|concevoir|dessiner) (?:une?|des|ma|mon|sa|son|notre) (?:\S+ )?(?:bagues?|alliances?|colliers?|pendentifs?|bracelets?|boucles|chaines?|broches?|chevalieres?|bijoux?|parures?|medailles?)\b/;

/** The pieces a jeweller makes, as a visitor names them in either language. */
const PIECE_WORDS =
  '(?:bagues?|alliances?|colliers?|pendentifs?|bracelets?|boucles|chaines?|broches?|chevalieres?|bijoux?|parures?|medailles?|rings?|bands?|necklaces?|pendants?|bracelets?|earrings|chains?|brooch(?:es)?|signet|jewel(?:le)?ry|piece)';
/**
 * A piece described and asked whether it can be done ('une bague avec une tanzanite, c'est faisable ?', 'a
 * ring with my grandmother's stone — is that doable?'): a piece to be made. A piece of the shop named with
 * 'the' ('the aquamarine pendant in 10 days, doable?') asks about time, not making.
 */
const FEASIBLE_PIECE = new RegExp(
  `\\b(?:une?|a|an|des|some) (?:[\\w'-]+ ){0,3}${PIECE_WORDS}\\b.{0,80}\\b(?:faisable|realisable|doable|feasible|possible a (?:faire|realiser|fabriquer)|possible to (?:make|do|craft))\\b|\\b(?:faisable|realisable|doable|feasible)\\b.{0,40}\\b(?:une?|a|an|des|some) (?:[\\w'-]+ ){0,3}${PIECE_WORDS}\\b`,
);

/**
 * A piece of the shop taken by its name ('je prends la Bague Saphir', 'je vais prendre le collier perle',
 * 'I'll take the pearl necklace'): a purchase.
 */
const TAKES_PIECE = new RegExp(
  `\\b(?:je prends|je prendrais|je vais prendre|nous prenons|on prend|i'?ll take|i will take|we'?ll take|i'?ll go for|i'?ll go with) (?:la|le|les|ce|cette|ces|votre|vos|the|this|that|your) (?:[\\w'-]+ ){0,3}${PIECE_WORDS}\\b`,
);

/**
 * A resizing said without the word ('take it down from a Q to a P', 'sized up', 'la faire passer en 53',
 * 'going from J to L' said of a ring): a workshop job.
 */
const RESIZING_SAID =
  /agrandi|retreci|resiz|\b(?:la |le |les )?(?:faire )?passer (?:de (?:la )?(?:taille )?\d{1,2}(?:[.,]5)? )?(?:a|en) (?:taille )?\d{1,2}(?:[.,]5)?\b(?!\s*(?:h\b|h\d|heures?|:|am\b|pm\b|\.\d|minutes?|min\b|jours?|semaines?|mois))|\b(?:ring|bague|band|alliance)\b.{0,40}\bfrom (?:a |an |size |uk |us )?[a-z0-9½.]{1,4} to (?:a |an |size )?[a-z0-9½.]{1,4}\b|(?:down|up) from|\b(?:take|taken|takes|taking|took|bring|brought|make|get|got)\b.{0,20}\b(?:down|up)\b(?=.{0,30}\b(?:size|taille|from|to)\b)|mises? a taille|mettre a taille|mettre (?:[a-z'-]+ ){1,4}a (?:la |sa |ma )?taille\b|size (?:it |her |them )?(?:up|down)|sized (?:up|down)/;

/**
 * The shop buying from the visitor, the visitor selling ('do you buy gold?', 'achetez-vous l'or ?', 'can I
 * sell you my chain?', 'trade-ins', 'je voudrais vous vendre…').
 */
export const SHOP_BUYS =
  /\b(?:do|would|will|can|could) you (?:buy|purchase|take in|buy back|trade in)\b|\b(?:vous (?:achetez|rachetez|reprenez)|(?:achetez|rachetez|reprenez)-vous)\b|\bsell (?:you|it to you|them to you)\b|\b(?:can|could|may) (?:i|we) sell\b|\b(?:i'?d like|i would like|i want|looking|hoping) to sell\b|\btrade[- ]ins?\b|\bpart[- ]exchange\b|\b(?:je voudrais|je veux|j'aimerais|je souhaite|je souhaiterais|puis-je|peut-on|je peux) (?:vous )?(?:le |la |les )?(?:re)?vendre\b|\bvous (?:le |la |les )?(?:re)?vendre\b/;

export function detectIntent(
  words: readonly string[],
  folded: string,
  /** The whole message, sizes included ('from a Q to a P' is blanked out of `folded` once read). */
  whole: string = folded,
): IntentSignal | null {
  // English contractions read both split ('i', 'd', 'like') and joined ('im after', 'dont'): the
  // tokeniser splits at the apostrophe, the vocabulary writes some of them whole.
  const joined = wordsOf(folded.replace(/([a-z])'([a-z])/g, '$1$2'));
  const found = new Set(
    [...findAll(words, INTENT_VOCABULARY), ...findAll(joined, INTENT_VOCABULARY)].map((hit) => hit.value),
  );
  // The shop buying from the visitor ('Do you buy old gold?', 'vous rachetez l'or ?') is no purchase.
  if (SHOP_BUYS.test(folded)) {
    found.delete('buy');
    found.delete('buy-weak');
  }
  if (MADE_FOR_ME.test(folded) || FEASIBLE_PIECE.test(folded)) found.add('custom');
  if (TAKES_PIECE.test(folded)) found.add('buy');
  if (RESIZING_SAID.test(whole) || FAULT_SAID.test(folded)) found.add('repair');
  for (const signal of PRIORITY) {
    if (!found.has(signal)) continue;
    return signal === 'buy-weak' ? { intent: 'buy', strong: false } : { intent: signal, strong: true };
  }
  return QUESTION.test(folded) ? { intent: 'question', strong: false } : null;
}

/** The lead's intent after a message's signal. */
export function mergeIntent(current: Intent | null, signal: IntentSignal | null): Intent | null {
  if (!signal) return current;
  if (current === null) return signal.intent;
  const secondary = signal.intent === 'appointment' || signal.intent === 'question';
  const currentIsSecondary = current === 'appointment' || current === 'question';
  if (secondary) return currentIsSecondary && signal.intent === 'appointment' ? 'appointment' : current;
  if (!signal.strong) return currentIsSecondary ? signal.intent : current;
  return signal.intent;
}
