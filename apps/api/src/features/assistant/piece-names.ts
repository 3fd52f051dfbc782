import type { PieceType } from '@carat/assistant/lead';

/**
 * The words a piece's own name carries for each kind, in French and English, so 'rings' finds a
 * 'Bague Solitaire …' and 'solitaires' finds it too whatever category the jeweller filed it under, and a
 * kind the catalogue has no category for (brooches, cufflinks) is still found by name. Matched on folded
 * text (no accents, lower case), whole words, plurals included.
 */
const NAME_WORDS: Record<PieceType, RegExp> = {
  'engagement-ring': /\b(solitaires?|fiancailles|engagement|trilogy|trilogie)\b/,
  'wedding-band': /\b(alliances?|wedding (band|ring)s?|eternity)\b/,
  ring: /\b(bagues?|rings?|solitaires?|alliances?|chevalieres?|signet|band)\b/,
  necklace: /\b(colliers?|necklaces?|sautoirs?|rivieres?|chokers?|ras de cou)\b/,
  pendant: /\b(pendentifs?|pendants?|medailles?|medallions?|lockets?)\b/,
  chain: /\b(chaines?|chains?|gourmettes?)\b/,
  bracelet: /\b(bracelets?|bangles?|joncs?|manchettes?|cuffs?)\b/,
  earrings: /\b(boucles? d'oreilles?|earrings?|puces|studs?|creoles|hoops?|pendants d'oreilles)\b/,
  brooch: /\b(broches?|brooch(es)?|pins?)\b/,
  cufflinks: /\b(boutons? de manchettes?|cufflinks?)\b/,
  watch: /\b(montres?|watch(es)?)\b/,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .toLowerCase();

/** Does a piece's name say it is of this kind? */
export function nameSaysPiece(pieceType: PieceType, name: string): boolean {
  return NAME_WORDS[pieceType].test(fold(name));
}
