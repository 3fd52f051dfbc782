/**
 * Numbers said in words, in French and in English: one table for every reader that writes them as digits
 * — the hours of a visit ('quinze heures', 'at three', `slot-choice.ts`) and ring sizes ('cinquante-deux',
 * 'fifty two', `ring-size.ts`). Each reader takes the part it reads. 'six' is the same word in both
 * languages and is listed once, as French; the French teens after seize are written with a hyphen or a
 * space.
 */
export const FRENCH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  'dix sept': 17,
  'dix-huit': 18,
  'dix huit': 18,
  'dix-neuf': 19,
  'dix neuf': 19,
};

export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
};

/** The tens said in words ('cinquante', 'fifty'), before a unit or alone. */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
};

/** The words of either table whose number passes `keep`, in the tables' order. */
export function numberWordsWhere(
  table: Readonly<Record<string, number>>,
  keep: (value: number, word: string) => boolean,
): Record<string, number> {
  return Object.fromEntries(Object.entries(table).filter(([word, value]) => keep(value, word)));
}
