import type { Locale } from '@carat/domain/locale';
import MiniSearch, { type SearchResult } from 'minisearch';
import { metalLabel, pieceLabel, stoneLabel } from '#lib/labels.ts';
import type { PieceType } from '#lib/lead.ts';
import { parseRingSize } from '#lib/normalise/ring-size.ts';
import { fold } from '#lib/text.ts';
import type { FaqAnswer, Product, Service, ServiceKind } from '#lib/tools.ts';

/**
 * Retrieval over the jeweller's own content: the catalogue, the FAQ and the services,
 * indexed with MiniSearch. Every text, the visitor's and the jeweller's, goes through one analyser: folded,
 * stop words out, a light French/English stemmer, then synonyms mapped to one concept term, so 'rings'
 * finds 'Bague …', 'émeraudes' finds an emerald piece and 'Where are you?' finds 'Où êtes-vous situés ?'.
 * A piece is indexed with its names and with the labels of its kind, metal and stones in both languages,
 * so a French piece answers an English question.
 */

/** Words that say nothing of what is looked for (questions, politeness, the shop itself). */
const STOP_WORDS = new Set(
  `a an the and or of to in on at for with from by do does did you your yours have has had any anything some
  something what which who whom is are was were be been i me my we our us it its this that these those there
  here can could would should will shall may might please show see look looking want wanted like get got
  sell sells selling stock store shop boutique en de des du la le les l d un une et ou avec pour dans au aux
  sur par ce cet cette ces qui que quoi quel quels quelle quelles est sont etes avez avons ont ai as vous
  votre vos nous notre nos je j me moi mon ma mes il elle ils elles on y se sa son ses leur leurs pas ne
  plus tres bien si merci svp plait stp montrez montrer voir vendez vend vendre auriez aurait avoir faites
  fait faire peut peux pouvez puis est-ce quelque chose piece pieces bijou bijoux jewellery jewelry jewel
  jewels item items also aussi just juste hello bonjour hi hey ok okay well bon alors donc bref anyway fine
  never mind u ya take takes took taking down up quick quickly long much many prend prendre faut come comes
  coming came`.split(/\s+/),
);

/**
 * Concepts: words of both languages (already stemmed) that mean one thing for a visitor, as one term. Kept to
 * jewellery and the shop's services; a word not listed is matched as its own stem.
 */
const CONCEPTS: Record<string, readonly string[]> = {
  ring: ['bague', 'ring', 'anneau', 'anel'],
  engagement: ['fiancaille', 'engagement', 'solitaire'],
  wedding: ['mariage', 'wedding', 'marriage'],
  weddingband: ['alliance', 'band'],
  necklace: ['collier', 'necklace', 'sautoir'],
  pendant: ['pendentif', 'pendant', 'medaille', 'locket'],
  chain: ['chaine', 'chain', 'gourmette'],
  bracelet: ['bracelet', 'bangle', 'jonc'],
  earring: ['oreille', 'earring', 'boucle', 'stud', 'puce', 'creole', 'hoop'],
  brooch: ['broche', 'brooch'],
  cufflink: ['manchette', 'cufflink'],
  watch: ['montre', 'watch', 'horlogerie'],
  // Whom a piece suits: asked as 'for men', 'pour homme'; a piece's own data says it (MEN_PIECE).
  men: ['men', 'homme', 'masculin', 'masculine', 'gent', 'gentlemen', 'gentleman', 'menswear'],
  gold: ['or', 'gold', 'dore'],
  white: ['blanc', 'blanche', 'white'],
  yellow: ['jaune', 'yellow'],
  rose: ['rose', 'pink'],
  platinum: ['platine', 'platinum'],
  silver: ['argent', 'silver', 'sterling'],
  titanium: ['titane', 'titanium'],
  steel: ['acier', 'steel'],
  diamond: ['diamant', 'diamond', 'brillant'],
  sapphire: ['saphir', 'sapphire'],
  ruby: ['rubi', 'ruby'],
  emerald: ['emeraude', 'emerald'],
  pearl: ['perle', 'pearl'],
  amethyst: ['amethyste', 'amethyst'],
  aquamarine: ['aigue-marine', 'aiguemarine', 'aquamarine'],
  heart: ['coeur', 'heart'],
  deliver: [
    'livraison',
    'livrer',
    'livrez',
    'livron',
    'deliver',
    'delivery',
    'ship',
    'shipping',
    'envoi',
    'expedition',
    'expedier',
    'envoyer',
    'envoyez',
    'envoie',
    'envoyes',
    'poste',
    'post',
    'mail',
    'courier',
    'coursier',
  ],
  return: [
    'retour',
    'retourner',
    'return',
    'rembourser',
    'remboursement',
    'refund',
    'echange',
    'echanger',
    'exchange',
    'rendre',
    // Sending back is a return, not a delivery ('renvoyer la bague', 'la rapporter').
    'renvoyer',
    'renvoie',
    'renvoyez',
    'renvoi',
    'rapporter',
    'moneyback',
    'sendback',
  ],
  warranty: ['garantie', 'garanti', 'warranty', 'guarantee', 'guarantie', 'couvert', 'covered', 'cover'],
  engrave: [
    'gravure',
    'graver',
    'gravez',
    'gravon',
    'grave',
    'engrave',
    'engraving',
    'engraved',
    'inscrire',
    'inscription',
    'initiale',
    'initial',
    'personnaliser',
    'personalise',
    'personalize',
    'monogram',
  ],
  where: [
    'adresse',
    'address',
    'situe',
    'trouve',
    'trouver',
    'located',
    'location',
    'where',
    'find',
    'atelier',
    'workshop',
    'tube',
    'metro',
    'station',
    'subway',
    'underground',
    'nearest',
    'directions',
    'parking',
    'garer',
    'stationnement',
  ],
  instalment: [
    'mensualite',
    'mensuel',
    'monthly',
    'spread',
    'instalment',
    'installment',
    'plusieur',
    'echelonner',
    'finance',
    'financing',
    'klarna',
    'affirm',
    'credit',
    'etaler',
    'fractionner',
    'split',
    'instalments',
  ],
  resize: [
    'resize',
    'resizing',
    'agrandir',
    'retrecir',
    'mise',
    'taille',
    'sizing',
    'ajuster',
    'ajustez',
    'adjust',
  ],
  repair: [
    'reparez',
    'repare',
    'reparent',
    'reparation',
    'reparer',
    'repair',
    'fix',
    'revision',
    'reviser',
    'servicing',
    'pile',
    'battery',
  ],
  valuation: [
    'estimation',
    'estimer',
    'valuation',
    'appraisal',
    'appraise',
    'expertise',
    'insurance',
    'assurance',
    'valued',
    'value',
    'estime',
  ],
  custom: [
    'creation',
    'creer',
    'concevoir',
    'mesure',
    'bespoke',
    'custom',
    'design',
    'dessin',
    'dessiner',
    'designed',
  ],
  consultation: ['conseil', 'consultation', 'advice'],
  cleaning: ['nettoyage', 'nettoyer', 'cleaning', 'clean', 'polish'],
  labgrown: ['laboratoire', 'synthetique', 'lab', 'grown', 'lab-grown'],
  buygold: ['rachat', 'racheter', 'rachetez', 'reprenez', 'reprendre', 'reprise', 'buyback', 'sell'],
  tax: ['detaxe', 'detaxer', 'tax', 'taxe', 'tax-free', 'taxfree', 'hors-taxe', 'tva', 'vat'],
};

/** Concepts of what a piece is (kind, metal, colour, stone): asked for, they narrow a search even when no piece has them. */
const PIECE_CONCEPTS = new Set(
  [
    'ring',
    'engagement',
    'wedding',
    'weddingband',
    'necklace',
    'pendant',
    'chain',
    'bracelet',
    'earring',
    'brooch',
    'cufflink',
    'watch',
    'gold',
    'white',
    'yellow',
    'rose',
    'platinum',
    'silver',
    'titanium',
    'steel',
    'diamond',
    'sapphire',
    'ruby',
    'emerald',
    'pearl',
    'amethyst',
    'aquamarine',
    'heart',
    'men',
  ].map((concept) => `c_${concept}`),
);

const CONCEPT_OF = new Map<string, string>();
for (const [concept, stems] of Object.entries(CONCEPTS))
  for (const stem of stems) CONCEPT_OF.set(stem, `c_${concept}`);

/** Phrases that mean one concept only together ('money back', 'send it back', 'lead time'). */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    // Where a delivery goes is a question of delivery, not of the shop's address ('vous livrez où ?', 'où
    // livrez-vous ?', 'where do you ship?', 'which countries do you deliver to?').
    /\b(?:(?:livr|expedi|envoy)\w*\s+where|where\s+(?:est-ce que\s+)?(?:vous\s+)?(?:livr|expedi|envoy)\w*|where\s+(?:do|can|will|would|does) (?:you|they|it|u) (?:ship|deliver|post|send)\w*|(?:ship|deliver|post|send)\w* (?:to\s+)?where|which countries (?:do|can) (?:you|u) (?:ship|deliver|send)\w*)\b/g,
    'livraison',
  ],
  [
    // Tax paid back to a visitor from abroad is the tax-free scheme, not a return ('me faire rembourser la
    // taxe', 'récupérer la TVA', 'a VAT refund', 'get the tax back', 'reclaim VAT'), whatever stands between
    // the verb and its particle ('can I get the Swiss VAT back?', 'have the 8.1% tax refunded', 'la TVA
    // suisse m'est-elle remboursée ?'), or the tax taken off ('sans la TVA', 'without the VAT').
    /\b(?:rembours\w*|recuper\w*|reclaim\w*|get back|claim back) (?:de |of )?(?:la |les |the |my |ma )?(?:[\w%.,-]+ )?(?:taxes?|tva|vat|sales tax)\b|\b(?:get|claim|have|receive|recover|take) (?:the |my |our |any |some |a |that )?(?:[\w%.,-]+ ){0,2}(?:taxes?|tva|vat|sales tax|gst) (?:back|refunded|returned|reimbursed|off)\b|\b(?:taxes?|tva|vat|sales tax)(?: [\w'-]+){0,3} (?:refunds?|back|rembours\w*|recuperee?s?|refunded|reimbursed|deduite?s?|deducted)\b|\bremboursement de (?:la )?(?:taxe|tva)\b|\b(?:without|minus|sans) (?:the |la |les )?(?:[\w-]+ )?(?:taxes?|tva|vat)\b/g,
    'detaxe',
  ],
  [
    // A piece that might not please, said as the reason: a return ('si elle ne lui plaît pas', 'if it
    // doesn't suit', 'if she doesn't like it').
    /\b(?:si (?:elle|il|ca|cela|le bijou|la bague) ne (?:lui |me |nous |te |vous )?(?:plait|va|convient|plaisait|allait|convenait) pas|if (?:it|she|he|they) (?:doesn'?t|does not|don'?t|do not) (?:suit|like|love|want)|if (?:it'?s|it is) not (?:right|the right size|to (?:her|his|my|their) taste))\b/g,
    'moneyback',
  ],
  [
    // Whatever is sent back ('send something back', 'return the ring if it doesn't suit').
    /\b(money back|(?:send|bring|take|give|post|ship|mail) (?:it|them|this|that|something|anything|(?:a|an|the|my|our|her|his|your|a piece|one) [a-z]+(?: [a-z]+)?) back|(?:send|bring|take|give|post|ship|mail) back)\b/g,
    'moneyback',
  ],
  [
    /\b(buy (back|old)|(?:do|would|will|can|could) you (?:buy|purchase|take in|trade in)|vous (?:achetez|rachetez|reprenez)|(?:achetez|rachetez|reprenez)-vous|rachat|take (in|back) (old|my)|(?:je voudrais|je veux|j'aimerais|je souhaite|puis-je|peut-on|i want to|i'd like to|can i|could i) (?:re)?(?:vendre|sell))\b/g,
    'buyback',
  ],
  // Paying in parts, however it is written: 'en 3 fois', 'en 3x', 'in 3 payments', '4x sans frais'.
  [
    /\b(pay (monthly|over time|in parts)|payment plan|plusieurs fois|en \d+ ?(?:fois|x)|\d+ ?x sans frais|(?:in|over) \d+ (?:payments|instalments|installments|months))\b/g,
    'instalments',
  ],
  // Receiving what one orders, and when: delivery ('If I order today, when would it arrive?', 'je reçois
  // le bijou en combien de temps ?').
  [
    /\b(?:when|how soon|how quickly|how long)\b.{0,40}\b(?:arrive|get here|reach me|be delivered|get to me|receive it|receive them|have it in hand)\b|\b(?:arrive|arrives|get here|reach me|receive it|receive my \w+)\b.{0,20}\b(?:when|how soon|how quickly|how long|by when)\b|\b(?:recevoir|recois|recoit|recevrai|recevrais|recevrait|arriver|arrive|arrivera|arriverait)\b.{0,40}\b(?:combien de temps|quand|quel delai|sous combien|en combien)\b|\b(?:combien de temps|quand|quel delai|sous combien|en combien)\b.{0,40}\b(?:recevoir|recois|recoit|recevrai|recevrais|arriver|arrive|arrivera|arriverait)\b/g,
    'delivery',
  ],
  // Something breaking later, and what then: the warranty ('What happens if a claw breaks after a
  // year?', 'et si la monture casse ?').
  [
    /\b(?:if|when|should)\b.{0,40}\b(?:breaks?|broke|snaps?|snapped|cracks?|falls? (?:off|out)|comes? (?:off|loose)|goes wrong|stops? working)\b|\b(?:si|quand)\b.{0,40}\b(?:casse|se casse|cassait|se cassait|se brise|tombe|tombait|se detache|lache|tombe en panne)\b/g,
    'warranty',
  ],
  // Words written into a piece: an engraving ('put a date inside the band', 'écrire nos initiales
  // dedans').
  [
    /\b(?:put|add|write|have|get)\b.{0,25}\b(?:a date|dates|initials|names?|a message|words|a word|an inscription|our names|their names)\b.{0,20}\b(?:inside|on the inside|in it|inside it|on it|on the back)\b|\b(?:mettre|ajouter|ecrire|inscrire|faire)\b.{0,25}\b(?:une date|la date|des initiales|nos initiales|les initiales|un prenom|nos prenoms|des prenoms|un message|un mot|des mots)\b.{0,25}\b(?:a l'interieur|dedans|dessus|au dos|a l'interieur de)\b/g,
    'engraving',
  ],
];

/** Typos of the concepts' own words ('gravur', 'aliances', 'garentie'): one edit away, six letters or more. */
const NEAR_CACHE = new Map<string, string | null>();
const NEAR_CACHE_SIZE = 5000;

function nearConcept(word: string): string | undefined {
  // Six letters at least: 'meteo' is not 'metro'.
  if (word.length < 6) return undefined;
  const cached = NEAR_CACHE.get(word);
  if (cached !== undefined) return cached ?? undefined;
  let found: string | null = null;
  for (const [stem, concept] of CONCEPT_OF) {
    if (stem.length >= 6 && Math.abs(stem.length - word.length) <= 1 && withinOneEdit(stem, word)) {
      found = concept;
      break;
    }
  }
  if (NEAR_CACHE.size >= NEAR_CACHE_SIZE) NEAR_CACHE.clear();
  NEAR_CACHE.set(word, found);
  return found ?? undefined;
}

export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A light stemmer for French and English plurals and the commonest endings: enough to meet a catalogue. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:sses|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
  if (/[^su]s$/.test(word) || /[^e]x$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('ees')) return word.slice(0, -1);
  return word;
}

/**
 * 'or' is French gold or the English conjunction: gold after 'en', 'in', 'd'', 'de', 'et', 'of', before a
 * colour, a karat or 'massif', or last ('Chaîne gourmette or'); a conjunction between two other words.
 */
function isGold(before: string | undefined, after: string | undefined): boolean {
  if (after === undefined) return true;
  if (before !== undefined && ['en', 'in', 'd', 'de', 'et', 'of', 'l'].includes(before)) return true;
  return /^(jaune|blanc|rose|gris|rouge|massif|vert|9|14|18|22|24|\d+k|\d+ct|carats?|yellow|white)$/.test(
    after,
  );
}

/** One text → its search terms: folded, split, stop words out, stemmed, concepts for synonyms. */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  const folded = PHRASES.reduce(
    (current, [pattern, concept]) => current.replace(pattern, ` ${concept} `),
    // 'où' is a question of place; folded, it would be the conjunction 'ou'.
    // An English possessive or contraction ('what's', 'the shop's') is its word: the 's' is no term.
    // Typed without its accent after 'c'est' / SMS 'c' ('c ou votre boutique ?'), before what is placed, it is 'où' too.
    fold(
      text
        .replace(/(^|[^\p{L}])[oO]ù(?![\p{L}])/gu, '$1 where ')
        .replace(
          /(^|[^\p{L}])([cC](?:['’]est)?) ou (?=(?:votre|vos|ta|ton|tes|la|le|les|l['’]|se|ca|ça|exactement|precisement|précisément)(?![\p{L}]))/gu,
          '$1$2 where ',
        ),
    ).replace(/(?<=[a-z])['’]s\b/g, ''),
  )
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  const split = folded
    .split(/[^a-z0-9-]+|(?<=[a-z])-(?=[a-z])/)
    .map((raw) => raw.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  for (const [index, word] of split.entries()) {
    if (word === 'or' && isGold(split[index - 1], split[index + 1])) {
      terms.push('c_gold');
      continue;
    }
    if (STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const stemmed = stem(word);
    if (STOP_WORDS.has(stemmed)) continue;
    terms.push(CONCEPT_OF.get(stemmed) ?? CONCEPT_OF.get(word) ?? nearConcept(word) ?? stemmed);
  }
  return terms;
}

/** A catalogue piece as the assistant searches it: the product with its other name, stones, description. */
export type CatalogueDocument = Product;

const SERVICE_WORDS: Record<ServiceKind, string> = {
  consultation: 'conseil consultation rendez-vous visite',
  custom: 'création sur mesure bespoke custom design',
  repair: 'réparation repair révision',
  resize: 'mise à taille resizing resize',
  valuation: 'estimation valuation appraisal expertise',
  cleaning: 'nettoyage cleaning',
};

interface IndexedDocument {
  readonly id: string;
  readonly kind: 'product' | 'faq' | 'service';
  readonly name: string;
  readonly text: string;
}

export interface ProductHit {
  readonly product: CatalogueDocument;
  readonly score: number;
  /** Share of the visitor's known terms the piece matches (1: every one). */
  readonly coverage: number;
}

export interface KnowledgeIndex {
  /** Of the terms of a text, those the catalogue knows (a word no piece carries does not narrow a search). */
  catalogueTerms(text: string): string[];
  /** Pieces matching every known term of the text, best first; `nearest` relaxes to any of them. */
  searchProducts(text: string, options?: { readonly nearest?: boolean }): ProductHit[];
  product(id: string): CatalogueDocument | undefined;
  readonly products: readonly CatalogueDocument[];
  /** The FAQ entry answering the text and the share of the text's terms it holds; null under the threshold. */
  searchFaq(
    text: string,
  ): { readonly entry: FaqAnswer; readonly coverage: number; readonly topical: boolean } | null;
  /** The service the text names ('une estimation', 'the bespoke design session'), if any. */
  searchService(text: string): Service | null;
}

export interface KnowledgeSource {
  readonly products: readonly CatalogueDocument[];
  readonly faq: readonly FaqAnswer[];
  readonly services: readonly Service[];
  readonly locale: Locale;
}

/** Concepts of a piece's kind: asked for, the piece's category must have one of them. */
const KIND_CONCEPTS = new Set(
  [
    'ring',
    'weddingband',
    'necklace',
    'pendant',
    'chain',
    'bracelet',
    'earring',
    'brooch',
    'cufflink',
    'watch',
  ].map((concept) => `c_${concept}`),
);

function kindLabels(piece: PieceType): string {
  const labels = [pieceLabel(piece, 'fr'), pieceLabel(piece, 'en')];
  if (piece === 'engagement-ring' || piece === 'wedding-band') labels.push('bague ring');
  return labels.join(' ');
}

/**
 * Whom a piece suits, from the shop's own data: pieces men wear above all (cufflinks, a signet ring, a
 * curb or Cuban chain), pieces in the metals of men's bands (titanium, tungsten, steel), and pieces whose
 * name says so ('homme', 'men's', 'gents').
 */
const MEN_CATEGORIES: ReadonlySet<string> = new Set(['cufflinks']);
const MEN_METALS = /^(?:titanium|tungsten|steel|stainless-steel|carbon)/;
const MEN_NAME =
  /\b(?:signet|chevalieres?|cuban|curb|gourmette|homme|hommes|men'?s?|gents?|gentleman|masculine?|tungsten|titanium|titane)\b/;

function suitsMen(product: CatalogueDocument): boolean {
  return (
    MEN_CATEGORIES.has(product.category ?? '') ||
    MEN_METALS.test(product.metal ?? '') ||
    MEN_NAME.test(fold(`${product.name} ${product.otherName ?? ''}`))
  );
}

function productText(product: CatalogueDocument): string {
  const labels: string[] = [];
  if (suitsMen(product)) labels.push('men');
  const piece = product.category as PieceType | null;
  if (piece) labels.push(kindLabels(piece));
  labels.push(...(product.categoryNames ?? []));
  if (product.metal)
    labels.push(metalLabel(product.metal, 'fr'), metalLabel(product.metal, 'en'), product.metal);
  for (const stone of product.stones ?? []) {
    try {
      labels.push(stoneLabel(stone, 'fr'), stoneLabel(stone, 'en'));
    } catch {
      labels.push(stone);
    }
    labels.push(stone.replace(/\/.*/, ''));
  }
  return [product.otherName ?? '', ...labels, product.description ?? ''].join(' ');
}

// Searches are given terms already analysed (the known ones), joined by spaces.
const SEARCH = {
  tokenize: (terms: string) => terms.split(' ').filter(Boolean),
  processTerm: (term: string) => term,
  // Concepts match exactly; a longer word forgives a typo and its prefix ('tanzan' → tanzanite).
  prefix: (term: string) => !term.startsWith('c_') && term.length >= 5,
  fuzzy: (term: string) => (!term.startsWith('c_') && term.length >= 6 ? 0.2 : false),
  boost: { name: 2 },
} as const;

function build(documents: readonly IndexedDocument[]) {
  const index = new MiniSearch<IndexedDocument>({
    fields: ['name', 'text'],
    storeFields: ['kind'],
    tokenize: analyse,
    processTerm: (term) => term,
    searchOptions: SEARCH,
  });
  index.addAll(documents);
  const vocabulary = new Set(documents.flatMap((document) => analyse(`${document.name} ${document.text}`)));
  return { index, vocabulary };
}

/**
 * Of a search's terms, those an index knows (prefixes forgiven as the search does), and with `pieces` the
 * concepts of what a piece is even when no piece has them ('titanium' must narrow, 'cadeau' need not).
 */
function known(terms: readonly string[], vocabulary: ReadonlySet<string>, pieces = false): string[] {
  return [
    ...new Set(
      terms.filter(
        (term) =>
          vocabulary.has(term) ||
          (pieces && PIECE_CONCEPTS.has(term)) ||
          (!term.startsWith('c_') &&
            term.length >= 5 &&
            [...vocabulary].some((word) => word.startsWith(term))),
      ),
    ),
  ];
}

export function buildKnowledge(source: KnowledgeSource): KnowledgeIndex {
  const products = new Map(source.products.map((product) => [product.id, product]));
  const catalogue = build(
    source.products.map((product) => ({
      id: product.id,
      kind: 'product' as const,
      name: product.name,
      text: productText(product),
    })),
  );
  const faq = build(
    source.faq.map((entry, index) => ({
      id: `faq-${index}`,
      kind: 'faq' as const,
      name: entry.question,
      text: entry.answer,
    })),
  );
  const services = build(
    source.services.map((service) => ({
      id: service.id,
      kind: 'service' as const,
      name: `${service.name.fr} ${service.name.en}`,
      text: SERVICE_WORDS[service.kind],
    })),
  );

  // The kind of each piece is its category's, or the word its name leads with (French) or ends with
  // (English) — a misfiled 'Bague Solitaire' is still a ring, and 'Alliance Jonc' is no bracelet.
  const kinds = new Map(
    source.products.map((product) => {
      const nameTerms = analyse(product.name);
      const named = [nameTerms[0], nameTerms.at(-1)].filter(
        (term): term is string => term !== undefined && KIND_CONCEPTS.has(term),
      );
      // Filed: the piece's kind, and what the shop's own category name says ('Colliers' is necklaces).
      const filed = analyse(
        [
          product.category ? kindLabels(product.category as PieceType) : '',
          ...(product.categoryNames ?? []),
        ].join(' '),
      ).filter((term) => KIND_CONCEPTS.has(term));
      return [product.id, new Set([...filed, ...named])];
    }),
  );
  const searchProducts: KnowledgeIndex['searchProducts'] = (text, options = {}) => {
    const terms = known(analyse(text), catalogue.vocabulary, true);
    if (terms.length === 0) return [];
    const askedKinds = terms.filter((term) => KIND_CONCEPTS.has(term));
    const results: SearchResult[] = catalogue.index.search(terms.join(' '), {
      ...SEARCH,
      combineWith: options.nearest ? 'OR' : 'AND',
    });
    return results.flatMap((result) => {
      const product = products.get(String(result.id));
      if (!product) return [];
      const kind = kinds.get(product.id);
      if (
        !options.nearest &&
        kind &&
        kind.size > 0 &&
        askedKinds.length > 0 &&
        !askedKinds.some((asked) => kind.has(asked))
      )
        return [];
      return [{ product, score: result.score, coverage: result.queryTerms.length / terms.length }];
    });
  };

  return {
    products: source.products,
    catalogueTerms: (text) => known(analyse(text), catalogue.vocabulary, true),
    searchProducts,
    product: (id) => products.get(id),
    searchFaq(text) {
      const terms = known(analyse(text), faq.vocabulary);
      if (terms.length === 0) return null;
      // Of the best entries, the one whose question shares the most of the visitor's own words: the
      // entry in their language when the jeweller wrote it in both.
      const words = new Set(fold(text).split(/[^a-z0-9]+/));
      const overlap = (question: string) =>
        fold(question)
          .split(/[^a-z0-9]+/)
          .filter((word) => word.length > 1 && words.has(word)).length;
      const ranked = faq.index
        .search(terms.join(' '), { ...SEARCH, boost: { name: 3 } })
        .slice(0, 5)
        .map((result) => ({
          result,
          rank:
            result.queryTerms.length * 100 +
            overlap(source.faq[Number(String(result.id).slice(4))]?.question ?? '') * 10 +
            result.score / 1000,
        }))
        .sort((a, b) => b.rank - a.rank);
      const best = ranked[0]?.result;
      if (!best) return null;
      // At least half of what the visitor asked about (the FAQ's words and the concepts: 'combien de
      // temps' is not a subject), or two terms, must be in the entry.
      const asked = new Set(analyse(text).filter((term) => term.startsWith('c_') || faq.vocabulary.has(term)))
        .size;
      if (best.queryTerms.length < Math.min(2, Math.ceil(asked / 2))) {
        // What a piece is ('a ring', 'les alliances') is not the subject of a question about the shop:
        // 'How quickly can you post a ring?' is about delivery.
        const topics = best.queryTerms.filter((term) => !PIECE_CONCEPTS.has(term)).length;
        const askedTopics = new Set(
          analyse(text).filter(
            (term) => !PIECE_CONCEPTS.has(term) && (term.startsWith('c_') || faq.vocabulary.has(term)),
          ),
        ).size;
        if (topics === 0 || topics < Math.ceil(askedTopics / 2)) return null;
      }
      const entry = source.faq[Number(String(best.id).slice(4))];
      const topicsAsked = new Set(
        analyse(text).filter(
          (term) => !PIECE_CONCEPTS.has(term) && (term.startsWith('c_') || faq.vocabulary.has(term)),
        ),
      ).size;
      const topicsHeld = best.queryTerms.filter((term) => !PIECE_CONCEPTS.has(term)).length;
      const coverage =
        topicsAsked === 0 ? best.queryTerms.length / Math.max(1, asked) : topicsHeld / topicsAsked;
      // Topical: it matched on what the shop does (delivery, returns, buy-back…), not only on a piece.
      return entry ? { entry, coverage, topical: topicsHeld > 0 } : null;
    },
    searchService(text) {
      // 'taille' alone is a size, not a resizing ('taille 54').
      // So is a ring's size changed from one size to another without the word ('ma bague fait 12, je
      // voudrais la passer à 14').
      const resizing = RESIZING.test(fold(text)) || parseRingSize(text)?.resizedFrom !== undefined;
      // What the piece is ('a ring', 'une bague') does not name a service: 'Ring resizing' is not
      // 'a consultation to look at engagement rings'.
      const terms = known(analyse(text), services.vocabulary).filter(
        (term) => (term !== 'c_resize' || resizing) && !PIECE_CONCEPTS.has(term) && !VISIT_TERMS.has(term),
      );
      // 'from an O to an M', 'too tight': a resizing said without the word.
      if (resizing && !terms.includes('c_resize') && services.vocabulary.has('c_resize'))
        terms.push('c_resize');
      if (terms.length === 0) return null;
      // Of the services matching most terms, a specific one before the general consultation
      // ('un rendez-vous pour faire réviser ma montre' is a repair).
      const ranked = services.index
        .search(terms.join(' '), SEARCH)
        .map((result) => ({
          service: source.services.find((service) => service.id === String(result.id)),
          matched: result.queryTerms.length,
          score: result.score,
        }))
        .filter((hit) => hit.service !== undefined)
        .sort(
          (a, b) =>
            b.matched - a.matched ||
            Number(a.service?.kind === 'consultation') - Number(b.service?.kind === 'consultation') ||
            b.score - a.score,
        );
      return ranked[0]?.service ?? null;
    },
  };
}

/**
 * Words of any visit ('rendez-vous', 'appointment', 'séance'): they ask for a slot, they do not name a
 * service — 'Rendez-vous création' is not what 'je voudrais un rendez-vous' asks for.
 */
const VISIT_TERMS = new Set(
  analyse(
    'rendez-vous rdv appointment appointments appt séance séances session sessions visite visit book booking réserver réservation créneau créneaux slot slots meeting rencontre',
  ),
);

const RESIZING =
  /\b(?:resserr|elargi)|\b(?:bague|alliance|chevaliere|elle) (?:me )?(?:tourne|glisse)\b|\b(?:ring|band|it) (?:keeps |kept )?(?:spinning|spins|slipping|slips|sliding|slides) (?:round|around|off)\b|\bslips? off my finger\b|\btombe du doigt\b|agrandi|retreci|mises? a taille|mettre a taille|mettre .{0,20}\ba (ma|sa|la bonne|votre|mon|son) taille|mettre (?:[a-z'-]+ ){1,4}a (?:la )?taille\b|resize|(?:down|up) from|resiz|sizing|trop (grande?|petite?|serree?|large)|too (tight|big|small|loose)|(?:made|make (?:it|them|her|one)|go) (?:a (?:size|bit|touch|little) )?(?:smaller|bigger|larger)|sized? (?:it |them |her |him |my \w+ )?(?:up|down)|\b(?:take|taken|takes|taking|took|bring|brought|get|got)\b.{0,20}\b(?:up|down) (?:to|from|a size|one size|half a size)\b|(?:rendre|faire) (?:ma |sa |la |une )?(?:bague |alliance )?plus (?:petite|grande|large|serree)|ajuster (?:ma|sa|la|une|mon|son|votre|cette) (?:bague|alliance|chevaliere)|(?:devenue?s?|un peu|trop) (?:etroite?s?|juste)\b|\b(?:adjust|refit) (?:my|her|his|the|a|this) (?:ring|band)/;

/** Indexes are built once per content: the same catalogue, FAQ and services give the same index. */
const CACHE = new Map<string, KnowledgeIndex>();
const CACHE_SIZE = 32;

export function knowledgeFor(source: KnowledgeSource): KnowledgeIndex {
  const key = JSON.stringify([source.products, source.faq, source.services]);
  const cached = CACHE.get(key);
  if (cached) return cached;
  const built = buildKnowledge(source);
  CACHE.set(key, built);
  if (CACHE.size > CACHE_SIZE) CACHE.delete(CACHE.keys().next().value as string);
  return built;
}
