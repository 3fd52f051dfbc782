import { collectionProducts, collections, type ProductImage, products } from '@carat/db';
import { type Locale, localize } from '@carat/domain/locale';
import {
  type CollectionInputParsed,
  type CollectionPatch,
  catalogueSettingsMessagesFor,
  collectionNameMissing,
} from '@carat/validation/catalogue-settings';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { memberImage } from '#api/features/catalogue/images.ts';
import { publishedShowroomId } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnImageAddresses } from '#api/lib/references.ts';
import type { PublicScope, TenantScope } from '#api/scope.ts';
import { moveInList, nextPosition } from './ordering.ts';

/**
 * Collections: the jeweller's own groups of pieces, shown on the showroom beside the
 * spec's category tabs, each with a name (French or English), a description, a cover and its pieces in
 * a manual order. A piece may be in several; a piece of another business cannot be in one (the database
 * refuses it whoever writes, 0018).
 */

const columns = {
  id: collections.id,
  nameFr: collections.nameFr,
  nameEn: collections.nameEn,
  descriptionFr: collections.descriptionFr,
  descriptionEn: collections.descriptionEn,
  coverImage: collections.coverImage,
  published: collections.published,
  position: collections.position,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
};

type CollectionRow = Awaited<ReturnType<typeof collectionRows>>[number];

function collectionRows(scope: TenantScope, id?: string) {
  return scope.tx
    .select(columns)
    .from(collections)
    .where(and(eq(collections.businessId, scope.businessId), id ? eq(collections.id, id) : undefined))
    .orderBy(asc(collections.position), asc(collections.createdAt), asc(collections.id));
}

/** The product ids of each collection, in the jeweller's order. */
async function pieceIds(scope: TenantScope, collectionIds: string[]): Promise<Map<string, string[]>> {
  const byCollection = new Map<string, string[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return byCollection;
  const rows = await scope.tx
    .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(inArray(collectionProducts.collectionId, collectionIds))
    .orderBy(asc(collectionProducts.position));
  for (const row of rows) byCollection.get(row.collectionId)?.push(row.productId);
  return byCollection;
}

/** A text written in French, English or both, in a language: that language's, else the other (or ''). */
function inLocale(fr: string | null, en: string | null, locale: Locale): string {
  return localize({ fr: fr ?? en ?? '', en: en ?? fr ?? '' }, locale);
}

function view(row: CollectionRow, productIds: string[], locale: Locale) {
  return {
    ...row,
    /** The name in the reader's language, else the other one. */
    name: inLocale(row.nameFr, row.nameEn, locale),
    productIds,
    productCount: productIds.length,
  };
}

export async function listCollections(scope: TenantScope) {
  const rows = await collectionRows(scope);
  const pieces = await pieceIds(
    scope,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => view(row, pieces.get(row.id) ?? [], scope.locale)) };
}

/** One collection, with its pieces in order (number, name, whether published, cover photo). */
export async function getCollection(scope: TenantScope, id: string) {
  const [row] = await collectionRows(scope, id);
  if (!row) throw AppError.notFound('Collection');
  const ids = (await pieceIds(scope, [id])).get(id) ?? [];
  const found = ids.length
    ? await scope.tx
        .select({
          id: products.id,
          ref: products.ref,
          name: products.name,
          published: products.published,
          images: products.images,
        })
        .from(products)
        .where(and(eq(products.businessId, scope.businessId), inArray(products.id, ids)))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const pieces = ids.flatMap((productId) => {
    const p = byId.get(productId);
    return p
      ? [
          {
            id: p.id,
            ref: p.ref,
            name: p.name,
            published: p.published,
            image: memberImage(scope, p.images[0], p.published),
          },
        ]
      : [];
  });
  return { ...view(row, ids, scope.locale), products: pieces };
}

/** The pieces must be the business's own: each unknown one is named by its place in the list. */
async function requireOwnPieces(scope: TenantScope, productIds: string[]) {
  if (productIds.length === 0) return;
  const found = await scope.tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, scope.businessId), inArray(products.id, productIds)));
  const own = new Set(found.map((p) => p.id));
  const fields: Record<string, string> = {};
  const message = catalogueSettingsMessagesFor(scope.locale)['collection.products.unknown'];
  productIds.forEach((id, i) => {
    if (!own.has(id)) fields[`productIds.${i}`] = message;
  });
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

async function replacePieces(scope: TenantScope, collectionId: string, productIds: string[]) {
  await requireOwnPieces(scope, productIds);
  await scope.tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
  if (productIds.length === 0) return;
  await scope.tx.insert(collectionProducts).values(
    productIds.map((productId, position) => ({
      collectionId,
      productId,
      businessId: scope.businessId,
      position,
    })),
  );
}

/** A new collection goes last in the list. */
export async function createCollection(scope: TenantScope, input: CollectionInputParsed) {
  const { productIds, ...fields } = input;
  await assertOwnImageAddresses(scope, { coverImage: fields.coverImage });
  const [created] = await scope.tx
    .insert(collections)
    .values({ ...fields, businessId: scope.businessId, position: await nextPosition(scope, 'collections') })
    .returning({ id: collections.id });
  await replacePieces(scope, created!.id, productIds);
  return getCollection(scope, created!.id);
}

/**
 * Changes what is given: `productIds` replaces the pieces and their order, `position` moves the
 * collection in the list. The collection keeps a name in one language or the other.
 */
export async function updateCollection(
  scope: TenantScope,
  { id, patch }: { id: string; patch: CollectionPatch },
) {
  const [current] = await collectionRows(scope, id);
  if (!current) throw AppError.notFound('Collection');
  const { productIds, position, ...fields } = patch;
  await assertOwnImageAddresses(scope, { coverImage: fields.coverImage });
  if (collectionNameMissing({ ...current, ...fields })) {
    throw AppError.validation({
      nameFr: catalogueSettingsMessagesFor(scope.locale)['collection.name.required'],
    });
  }
  if (Object.keys(fields).length > 0) {
    await scope.tx
      .update(collections)
      .set(fields)
      .where(and(eq(collections.businessId, scope.businessId), eq(collections.id, id)));
  }
  if (position !== undefined) await moveInList(scope, { list: 'collections', id, position });
  if (productIds !== undefined) await replacePieces(scope, id, productIds);
  return getCollection(scope, id);
}

/** Deletes the collection; its pieces stay in the catalogue. */
export async function deleteCollection(scope: TenantScope, id: string) {
  const [deleted] = await scope.tx
    .delete(collections)
    .where(and(eq(collections.businessId, scope.businessId), eq(collections.id, id)))
    .returning({ id: collections.id });
  if (!deleted) throw AppError.notFound('Collection');
}

/**
 * `GET /v1/showrooms/{slug}/collections`: a published showroom's published collections, in order, each
 * with its published pieces' numbers in the jeweller's order (row-level security leaves out the rest),
 * named in the visitor's language when the collection has it.
 */
export async function publicCollections(scope: PublicScope, slug: string) {
  const businessId = await publishedShowroomId(scope, slug);
  const rows = await scope.tx
    .select(columns)
    .from(collections)
    .where(and(eq(collections.businessId, businessId), eq(collections.published, true)))
    .orderBy(asc(collections.position), asc(collections.createdAt), asc(collections.id));
  const pieces = rows.length
    ? await scope.tx
        .select({ collectionId: collectionProducts.collectionId, ref: products.ref, images: products.images })
        .from(collectionProducts)
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(
          and(
            inArray(
              collectionProducts.collectionId,
              rows.map((row) => row.id),
            ),
            eq(products.published, true),
          ),
        )
        .orderBy(asc(collectionProducts.position))
    : [];
  return {
    items: rows.map((row) => {
      const own = pieces.filter((p) => p.collectionId === row.id);
      const firstImage: ProductImage | null = own.find((p) => p.images[0])?.images[0] ?? null;
      return {
        id: row.id,
        name: inLocale(row.nameFr, row.nameEn, scope.locale),
        description: inLocale(row.descriptionFr, row.descriptionEn, scope.locale),
        /** The cover the jeweller chose, else the first piece's photo. */
        coverImage: row.coverImage ?? firstImage?.url ?? null,
        productRefs: own.map((p) => p.ref),
      };
    }),
  };
}
