import { describe, expect, it } from 'vitest';
import { nameSaysPiece } from './piece-names.ts';

describe('nameSaysPiece', () => {
  it('reads the kind from a piece’s own name, in French and English, accents and plurals aside', () => {
    expect(nameSaysPiece('ring', 'Bague Solitaire Aurore')).toBe(true);
    expect(nameSaysPiece('engagement-ring', 'Bague Solitaire Aurore')).toBe(true);
    expect(nameSaysPiece('wedding-band', 'Alliance jonc or jaune')).toBe(true);
    expect(nameSaysPiece('earrings', 'Boucles d’oreilles perles')).toBe(true);
    expect(nameSaysPiece('chain', 'Chaîne forçat')).toBe(true);
    expect(nameSaysPiece('ring', 'Chaîne forçat or jaune')).toBe(false);
    expect(nameSaysPiece('watch', 'Montre Aviateur')).toBe(true);
    expect(nameSaysPiece('brooch', 'Broche libellule')).toBe(true);
  });
});
