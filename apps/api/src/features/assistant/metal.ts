/** Words a jeweller writes a metal with, in French and English (the catalogue's metals are free text). */
const METAL_WORDS: Record<string, RegExp> = {
  gold: /\b(or|gold)\b/,
  'yellow-gold': /\b(or jaune|yellow gold)\b/,
  'white-gold': /\b(or blanc|white gold)\b/,
  'rose-gold': /\b(or rose|rose gold|pink gold)\b/,
  platinum: /\b(platine|platinum)\b/,
  silver: /\b(argent|silver|sterling)\b/,
  palladium: /\bpalladium\b/,
  titanium: /\b(titane|titanium)\b/,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Does a piece (its metals and name) satisfy the metal asked for ('gold', 'white-gold-18k')? */
export function metalMatches(asked: string | null | undefined, texts: readonly string[]): boolean {
  if (!asked) return true;
  const kind = asked.replace(/-\d+k$/, '');
  const pattern = METAL_WORDS[kind];
  if (!pattern) return false;
  return texts.some((text) => pattern.test(fold(text)));
}
