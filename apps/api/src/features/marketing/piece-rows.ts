import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { ProductCategory } from '@carat/domain/showroom';
import type { Piece } from '@carat/marketing/captions';
import { pieceUrl } from '#api/features/marketing/links.ts';
import { AppError } from '#api/lib/errors.ts';

/** What the studio reads of a catalogue piece (a product as `getProduct` answers it). */
export interface StudioPieceFacts {
  id: string;
  ref: number;
  name: string;
  nameFr: string | null;
  nameEn: string | null;
  category: string;
  /** The category's names in the business's own list, for one the caption words do not know. */
  categoryNames?: { fr: string; en: string };
  metals: readonly string[];
  stones: readonly string[];
  priceOnRequest: boolean;
  priceMinor: number;
  currency: string;
}

/** The word a caption uses for a piece's category. */
const CATEGORY_WORDS: Record<Locale, Record<ProductCategory, string>> = {
  fr: {
    CHAINS: 'chaîne',
    PENDANTS: 'pendentif',
    BRACELETS: 'bracelet',
    WATCHES: 'montre',
    GRILLS: 'grillz',
    RINGS: 'bague',
    EARRINGS: "boucles d'oreilles",
    NECKLACES: 'collier',
  },
  en: {
    CHAINS: 'chain',
    PENDANTS: 'pendant',
    BRACELETS: 'bracelet',
    WATCHES: 'watch',
    GRILLS: 'grillz',
    RINGS: 'ring',
    EARRINGS: 'earrings',
    NECKLACES: 'necklace',
  },
};

/** A piece without a metal in the catalogue is described in general words, never with an invented one. */
const NO_METAL: Record<Locale, string> = { fr: 'métal précieux', en: 'precious metal' };

/** The name a piece shows in a language (the other language's name when that one is empty). */
export function productName(
  product: Pick<StudioPieceFacts, 'name' | 'nameFr' | 'nameEn'>,
  locale: Locale,
): string {
  const names: Record<Locale, string | null> = { fr: product.nameFr, en: product.nameEn };
  return names[locale] ?? product.nameFr ?? product.nameEn ?? product.name;
}

/** A catalogue piece as the caption engine reads it: its real metal, stone and price. */
export function captionPiece(
  product: StudioPieceFacts,
  locale: Locale,
  business: { showroomUrl: string },
): Piece {
  return {
    id: product.id,
    name: productName(product, locale).slice(0, 120),
    category:
      CATEGORY_WORDS[locale][product.category as ProductCategory] ??
      product.categoryNames?.[locale].toLocaleLowerCase(locale) ??
      product.category,
    metal: product.metals[0] ?? NO_METAL[locale],
    stone: product.stones[0] ?? null,
    priceMinor: product.priceOnRequest ? null : product.priceMinor,
    currency: product.currency.trim() as Currency,
    url: pieceUrl(business, product.ref),
  };
}

export function missingPieces(): never {
  throw AppError.validation({ productIds: 'No piece to write about' }, 'No piece');
}
