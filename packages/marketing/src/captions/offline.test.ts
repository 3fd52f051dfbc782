import { describe, expect, it } from 'vitest';
import { checkCaptionFacts } from '#lib/captions/check.ts';
import { generateOfflineCaptions } from '#lib/captions/offline.ts';
import { extractPriceMentions, formatPiecePrice } from '#lib/captions/prices.ts';
import type { CaptionsInput, Piece } from '#lib/captions/schema.ts';

const VOCABULARY = {
  en: {
    metals: [
      '18 ct rose gold',
      '18 ct white gold',
      '9 ct yellow gold',
      'platinum 950',
      'sterling silver 925',
    ],
    stones: [
      'oval diamond, 1 ct',
      'round brilliant diamond, 0.5 ct',
      'blue sapphire',
      'Colombian emerald',
      'pigeon-blood ruby',
      'freshwater pearl',
      null,
    ],
    categories: ['ring', 'necklace', 'earrings', 'bracelet'],
  },
  fr: {
    metals: ['or rose 18 carats', 'or blanc 18 carats', 'or jaune 9 carats', 'platine 950', 'argent 925'],
    stones: [
      'diamant ovale 1 ct',
      'diamant taille brillant 0,5 ct',
      'saphir bleu',
      'émeraude de Colombie',
      'rubis sang-de-pigeon',
      'perle d’eau douce',
      null,
    ],
    categories: ['bague', 'collier', "boucles d'oreilles", 'bracelet'],
  },
} as const;

/** 50 pieces with every combination spread around and a distinct price each. */
function generatePieces(locale: 'fr' | 'en'): Piece[] {
  const words = VOCABULARY[locale];
  return Array.from({ length: 50 }, (_, i) => ({
    id: `p${i}`,
    name: `${locale === 'fr' ? 'Pièce' : 'Piece'} ${i} ${String.fromCharCode(65 + (i % 26))}`,
    category: words.categories[i % words.categories.length] as string,
    metal: words.metals[i % words.metals.length] as string,
    stone: words.stones[(i * 3) % words.stones.length] ?? null,
    // Distinct prices from £/€ 95 to five figures, some with pennies.
    priceMinor: 9500 + i * 73_150 + (i % 4 === 0 ? 50 : 0),
    currency: i % 2 === 0 ? 'EUR' : 'GBP',
    url: `https://demo.carat.test/showroom/p/${i}`,
  }));
}

const business = { name: 'Hale & Co.', showroomUrl: 'https://demo.carat.test/showroom', city: 'London' };

function inputFor(piece: Piece, locale: 'fr' | 'en', seed: string | number = 1): CaptionsInput {
  return { subject: { kind: 'pieces', pieces: [piece] }, locale, tone: 'élégant', business, seed };
}

describe('offline captions for 50 pieces', () => {
  for (const locale of ['fr', 'en'] as const) {
    it(`every ${locale} caption names its own metal, stone and price and no other piece's`, () => {
      const pieces = generatePieces(locale);
      for (const piece of pieces) {
        const { variants } = generateOfflineCaptions(inputFor(piece, locale, piece.id));
        expect(variants).toHaveLength(6);
        for (const { text } of variants) {
          expect(text).toContain(piece.metal);
          if (piece.stone) expect(text).toContain(piece.stone);
          expect(text).toContain(formatPiecePrice(piece.priceMinor as number, piece.currency, locale));
          // Read every price back out of the text: exactly one, this piece's, in its currency.
          const mentions = extractPriceMentions(text);
          expect(
            mentions.map((m) => m.amountMinor),
            text,
          ).toEqual([piece.priceMinor]);
          expect(mentions[0]?.currencies).toContain(piece.currency);
          for (const other of pieces) {
            if (other.metal !== piece.metal) expect(text).not.toContain(other.metal);
            if (other.stone && other.stone !== piece.stone) expect(text).not.toContain(other.stone);
            if (other.id !== piece.id) expect(text).not.toContain(other.name);
          }
          expect(checkCaptionFacts(text, [piece])).toEqual([]);
        }
      }
    });
  }

  it('a piece without a stone is described without one', () => {
    const [piece] = generatePieces('en').filter((p) => p.stone === null);
    const { variants } = generateOfflineCaptions(inputFor(piece as Piece, 'en'));
    for (const { text } of variants) expect(checkCaptionFacts(text, [piece as Piece])).toEqual([]);
    expect(variants.some((v) => /diamond|sapphire|emerald|ruby|pearl/i.test(v.text))).toBe(false);
  });

  it('a price on request names no figure', () => {
    const piece = { ...(generatePieces('fr')[3] as Piece), priceMinor: null };
    const { variants } = generateOfflineCaptions(inputFor(piece, 'fr'));
    for (const { text } of variants) {
      expect(extractPriceMentions(text)).toEqual([]);
      expect(text).toMatch(/sur demande/);
    }
  });
});

describe('seeds', () => {
  const piece = generatePieces('en')[7] as Piece;

  it('the same seed gives the same captions', () => {
    expect(generateOfflineCaptions(inputFor(piece, 'en', 'abc'))).toEqual(
      generateOfflineCaptions(inputFor(piece, 'en', 'abc')),
    );
  });

  it('different seeds give different captions, and one result never repeats a caption', () => {
    const texts = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const { variants } = generateOfflineCaptions(inputFor(piece, 'en', seed));
      expect(new Set(variants.map((v) => v.text)).size).toBe(variants.length);
      texts.add(variants[0]?.text ?? '');
    }
    expect(texts.size).toBeGreaterThanOrEqual(15);
  });
});

describe('links and hashtags', () => {
  it('tags the piece link per platform and names the campaign after the piece', () => {
    const piece = { ...(generatePieces('en')[0] as Piece), name: 'Bague Éternité' };
    const { variants } = generateOfflineCaptions(inputFor(piece, 'fr'));
    for (const variant of variants) {
      const link = new URL(variant.link);
      expect(link.origin + link.pathname).toBe(piece.url);
      expect(link.searchParams.get('utm_source')).toBe(variant.platform);
      expect(link.searchParams.get('utm_medium')).toBe('social');
      expect(link.searchParams.get('utm_campaign')).toBe('bague-eternite');
      // Instagram cannot link from a caption; Facebook carries the URL in the text.
      if (variant.platform === 'facebook') expect(variant.text).toContain(variant.link);
      else expect(variant.text).not.toContain('http');
    }
  });

  it('an occasion links to the showroom with the occasion as campaign, and uses its hashtags', () => {
    const result = generateOfflineCaptions({
      subject: { kind: 'occasion', occasion: 'mothers-day' },
      locale: 'fr',
      tone: 'chaleureux',
      business: { ...business, city: null },
      seed: 3,
    });
    for (const variant of result.variants) {
      expect(new URL(variant.link).searchParams.get('utm_campaign')).toBe('mothers-day');
      expect(new URL(variant.link).pathname).toBe('/showroom');
      expect(variant.hashtags.length).toBeGreaterThan(0);
    }
    const instagram = result.variants.filter((v) => v.platform === 'instagram');
    expect(instagram.flatMap((v) => v.hashtags)).toContain('#fetedesmeres');
  });

  it('a collection names itself and each of its pieces with their own prices', () => {
    const pieces = generatePieces('en').slice(0, 3);
    const { variants } = generateOfflineCaptions({
      subject: { kind: 'collection', collection: { id: 'c1', name: 'Aurora', pieces } },
      locale: 'en',
      tone: 'modern',
      business,
      seed: 9,
    });
    for (const { text, link } of variants) {
      expect(text).toMatch(/Aurora/);
      expect(extractPriceMentions(text).map((m) => m.amountMinor)).toEqual(pieces.map((p) => p.priceMinor));
      expect(new URL(link).searchParams.get('utm_campaign')).toBe('aurora');
    }
  });
});

describe("the occasion 'design' (a design from the design generator)", () => {
  const design: Piece = {
    id: 'design-1',
    name: 'Bague solitaire',
    category: 'bague solitaire',
    metal: 'or rose 18 carats',
    stone: 'diamant ovale 1,5 ct',
    priceMinor: 644_622,
    currency: 'EUR',
    url: 'https://carat.test/s/atelier',
  };
  const input = (seed: number): CaptionsInput => ({
    subject: { kind: 'occasion', occasion: 'design', pieces: [design] },
    locale: 'fr',
    business: { name: 'Atelier', showroomUrl: 'https://carat.test/s/atelier', city: null },
    seed,
  });

  it("names the design's metal, stone and estimate in every variant, with bespoke hashtags", () => {
    for (const seed of [0, 1, 2, 3]) {
      const { variants } = generateOfflineCaptions(input(seed));
      for (const variant of variants) {
        expect(variant.text).toContain('or rose 18 carats');
        expect(variant.text).toContain('diamant ovale 1,5 ct');
        expect(variant.text).toContain(formatPiecePrice(644_622, 'EUR', 'fr'));
        expect(checkCaptionFacts(variant.text, [design])).toEqual([]);
        expect(variant.link).toContain('utm_campaign=design');
      }
      const hashtags = variants.flatMap((v) => v.hashtags);
      expect(
        ['#surmesure', '#bijousurmesure', '#creationjoaillerie'].some((tag) => hashtags.includes(tag)),
      ).toBe(true);
    }
  });
});
