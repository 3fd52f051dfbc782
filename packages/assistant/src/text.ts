/**
 * Text helpers shared by the normalisers: one folded form (lower case, no accents, straight apostrophes)
 * so 'Été', 'ete' and 'éte' meet, and a tolerant word match for typos.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}

/** Words of a folded text: letters and digits; apostrophes and hyphens split ("d'ici" → d, ici). */
export function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/** Levenshtein distance, stopping early once it exceeds `limit` (the matcher only ever asks about 1). */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos are forgiven against words of five letters or more ('bracelt' → bracelet); 'or' must be exact. */
export const FUZZY_MIN_LENGTH = 5;

/**
 * Everyday words one letter away from a jewellery word ('urgent'/'argent', 'parle'/'perle',
 * 'montrer'/'montre', 'cousin'/'coussin'): they must be spelt exactly to count.
 */
const NEVER_FUZZY = new Set([
  // 'around CHF 6000', 'I found a diamond', 'a thousand pound' are no round cut; 'I heard' is no heart.
  'around',
  'found',
  'pound',
  'sound',
  'bound',
  'wound',
  'ground',
  'heard',
  // 'I'm looking at the halo ring' is not 'booking'.
  'looking',
  'cooking',
  // 'Vendez-vous des montres ?' is not 'rendez-vous'.
  'vendez',
  'vendons',
  'urgent',
  'urgente',
  'parle',
  'parles',
  'montrer',
  'monter',
  'montres',
  'cousin',
  'cousine',
  'proposez',
  'proposes',
  'propos',
  'ranger',
  'change',
  'changer',
  'chance',
  'blanche',
  'branche',
  'planning',
  'plate',
  'mairie',
  'marine',
  'mariee',
  'marier',
  'carte',
  'cartes',
  'pendant',
  'pendants',
  'soldes',
  'bijou',
  'bijoux',
  'chaise',
  'chainon',
  'golfe',
  'bague',
  'argue',
  'agent',
  'silence',
  'perles',
  'rouge',
  'gorge',
  'june',
  'juin',
  // Having spotted a piece ('j'ai repéré votre bague') is no repair.
  'repere',
  'reperee',
  'reperer',
  // People, not the act: a fiancé(e) is already engaged, 'fiancee' is no typo of 'fiancer'.
  'fiance',
  'fiancee',
  'fiances',
  'fiancees',
]);

/** Words of the vocabularies themselves: 'ovale' is a cut and must not fuzzily read as 'opale'. */
const VOCABULARY_WORDS = new Set<string>();

export function registerVocabulary<T>(
  vocabulary: readonly VocabularyEntry<T>[],
): readonly VocabularyEntry<T>[] {
  for (const entry of vocabulary)
    for (const phrase of entry.phrases) for (const word of phrase.split(' ')) VOCABULARY_WORDS.add(word);
  return vocabulary;
}

/** Is this folded word, spelt exactly, a word of the jewellery vocabularies ('or', 'bague', 'saphir')? */
export function isVocabularyWord(word: string): boolean {
  return VOCABULARY_WORDS.has(word);
}

function wordMatches(word: string, wanted: string): boolean {
  if (word === wanted) return true;
  if (NEVER_FUZZY.has(word) || VOCABULARY_WORDS.has(word)) return false;
  return (
    wanted.length >= FUZZY_MIN_LENGTH &&
    word.length >= FUZZY_MIN_LENGTH - 1 &&
    editDistance(word, wanted) <= 1
  );
}

/**
 * Where a phrase (folded, one or more words) occurs in a word list, typos allowed word by word; -1 when
 * absent. A trailing '*' on a phrase word matches any word it starts ('bijou*' → bijoux).
 */
export function findPhrase(haystack: readonly string[], phrase: string): number {
  const needle = phrase.split(' ');
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    let matched = true;
    for (let offset = 0; offset < needle.length; offset += 1) {
      const wanted = needle[offset]!;
      const word = haystack[start + offset]!;
      const ok = wanted.endsWith('*') ? word.startsWith(wanted.slice(0, -1)) : wordMatches(word, wanted);
      if (!ok) {
        matched = false;
        break;
      }
    }
    if (matched) return start;
  }
  return -1;
}

export interface VocabularyEntry<T> {
  readonly value: T;
  /** Folded phrases in French and English. */
  readonly phrases: readonly string[];
}

export interface VocabularyHit<T> {
  readonly value: T;
  readonly index: number;
  readonly length: number;
}

/** Every entry mentioned in the words, with where; longer phrases win over the shorter ones they contain. */
export function findAll<T>(
  haystack: readonly string[],
  vocabulary: readonly VocabularyEntry<T>[],
): VocabularyHit<T>[] {
  const hits: VocabularyHit<T>[] = [];
  for (const entry of vocabulary) {
    for (const phrase of entry.phrases) {
      const index = findPhrase(haystack, phrase);
      if (index >= 0) hits.push({ value: entry.value, index, length: phrase.split(' ').length });
    }
  }
  // Drop hits covered by a longer one ('bague de fiancailles' hides 'bague').
  return hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other !== hit &&
          other.length > hit.length &&
          other.index <= hit.index &&
          other.index + other.length >= hit.index + hit.length,
      ),
  );
}

/** The entry mentioned last: when the visitor corrects themselves in one message, the later word wins. */
export function findLast<T>(
  haystack: readonly string[],
  vocabulary: readonly VocabularyEntry<T>[],
): T | null {
  const hits = findAll(haystack, vocabulary);
  if (hits.length === 0) return null;
  return hits.reduce((best, hit) => (hit.index >= best.index ? hit : best)).value;
}
