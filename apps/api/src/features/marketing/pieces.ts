import { collectionProducts, productImages, products } from '@carat/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { categoryRows, getProduct } from '#api/features/catalogue/index.ts';
import type { TenantScope } from '#api/scope.ts';

/** A piece as `getProduct` answers it, with its category's names in the business's list (ADR 076). */
export type StudioProduct = Awaited<ReturnType<typeof getProduct>> & {
  categoryNames?: { fr: string; en: string };
};

/** Pieces by id, each of the business (RLS and the business filter: another's id is a 404). */
export async function studioProducts(scope: TenantScope, ids: readonly string[]): Promise<StudioProduct[]> {
  const unique = [...new Set(ids)];
  const names = new Map(
    (await categoryRows(scope, scope.businessId)).map((c) => [c.key, { fr: c.nameFr, en: c.nameEn }]),
  );
  const pieces = await Promise.all(unique.map((id) => getProduct(scope, id)));
  return pieces.map((piece) => {
    const categoryNames = names.get(piece.category);
    return categoryNames ? { ...piece, categoryNames } : piece;
  });
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
