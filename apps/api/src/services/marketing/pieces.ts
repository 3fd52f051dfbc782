import { collectionProducts, productImages, products } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { ProductCategory } from '@carat/domain/showroom';
import type { Piece } from '@carat/marketing/captions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { getProduct } from '#api/services/catalogue/products.ts';
import { type MarketingBusiness, pieceUrl } from './business.ts';

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
  },
  en: {
    CHAINS: 'chain',
    PENDANTS: 'pendant',
    BRACELETS: 'bracelet',
    WATCHES: 'watch',
    GRILLS: 'grillz',
    RINGS: 'ring',
    EARRINGS: 'earrings',
  },
};

/** A piece without a metal in the catalogue is described in general words, never with an invented one. */
const NO_METAL: Record<Locale, string> = { fr: 'métal précieux', en: 'precious metal' };

export type StudioProduct = Awaited<ReturnType<typeof getProduct>>;

/** Pieces by id, each of the business (RLS and the business filter: another's id is a 404). */
export async function studioProducts(scope: TenantScope, ids: readonly string[]): Promise<StudioProduct[]> {
  const unique = [...new Set(ids)];
  return Promise.all(unique.map((id) => getProduct(scope, id)));
}

/** The first pieces of a collection of the business, in the jeweller's order. */
export async function collectionProductIds(scope: TenantScope, collectionId: string, limit = 10) {
  const rows = await scope.tx
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        eq(collectionProducts.businessId, scope.businessId),
        eq(collectionProducts.collectionId, collectionId),
        inArray(products.status, ['draft', 'published']),
      ),
    )
    .orderBy(asc(collectionProducts.position))
    .limit(limit);
  return rows.map((row) => row.productId);
}

/** The name a piece shows in a language (the other language's name when that one is empty). */
export function productName(product: StudioProduct, locale: Locale): string {
  const names: Record<Locale, string | null> = { fr: product.nameFr, en: product.nameEn };
  return names[locale] ?? product.nameFr ?? product.nameEn ?? product.name;
}

/** A catalogue piece as the caption engine reads it: its real metal, stone and price. */
export function captionPiece(product: StudioProduct, locale: Locale, business: MarketingBusiness): Piece {
  return {
    id: product.id,
    name: productName(product, locale).slice(0, 120),
    category: CATEGORY_WORDS[locale][product.category as ProductCategory] ?? product.category,
    metal: product.metals[0] ?? NO_METAL[locale],
    stone: product.stones[0] ?? null,
    priceMinor: product.priceOnRequest ? null : product.priceMinor,
    currency: product.currency.trim() as Currency,
    url: pieceUrl(business, product.ref),
  };
}

/** The stored bytes of a piece's cover photo (its largest WebP up to 1600 px), or undefined. */
export async function coverPhotoBytes(scope: TenantScope, product: StudioProduct) {
  const cover = product.images.find((image) => image.status === 'ready');
  if (!cover) return undefined;
  const [row] = await scope.tx
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(and(eq(productImages.businessId, scope.businessId), eq(productImages.id, cover.id)));
  const variant = row?.variants
    .filter((v) => v.format === 'webp')
    .sort((a, b) => b.width - a.width)
    .find((v) => v.width <= 1600);
  if (!variant) return undefined;
  const bytes = await scope.deps.storage.get(variant.key);
  return bytes ?? undefined;
}

export function missingPieces(): never {
  throw AppError.validation({ productIds: 'No piece to write about' }, 'No piece');
}
