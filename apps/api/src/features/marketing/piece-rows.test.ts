import { describe, expect, it } from 'vitest';
import { captionPiece, type StudioPieceFacts } from '#api/features/marketing/piece-rows.ts';

const piece = (category: string, extra: Partial<StudioPieceFacts> = {}): StudioPieceFacts => ({
  id: '00000000-0000-4000-8000-000000000001',
  ref: 7,
  name: 'Riviera',
  nameFr: 'Riviera',
  nameEn: null,
  category,
  metals: ['Or jaune'],
  stones: [],
  priceOnRequest: false,
  priceMinor: 90_00,
  currency: 'EUR',
  ...extra,
});
const business = { showroomUrl: 'https://carat.test/s/lune' };

describe('a caption’s piece', () => {
  it('names a default category in the caption’s words, necklaces included', () => {
    expect(captionPiece(piece('RINGS'), 'fr', business).category).toBe('bague');
    expect(captionPiece(piece('NECKLACES'), 'en', business).category).toBe('necklace');
  });

  it('names the jeweller’s own category by its name in the language, never by its key', () => {
    const anklet = piece('ANKLETS', { categoryNames: { fr: 'Chevillères', en: 'Anklets' } });
    expect(captionPiece(anklet, 'fr', business).category).toBe('chevillères');
    expect(captionPiece(anklet, 'en', business).category).toBe('anklets');
  });
});
