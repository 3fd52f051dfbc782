import { stockItemPhotos } from '@carat/db';
import { CATALOGUE_LIMITS } from '@carat/validation/catalogue';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { type PhotoFormat, photoContentType } from '#api/lib/image-pipeline.ts';
import { deleteStoredVariants, signedPhotoAddresses, storePhotoVariants } from '#api/lib/photo-storage.ts';
import type { PreparedPhoto } from '#api/lib/uploads.ts';
import type { PublicScope, TenantScope } from '#api/scope.ts';
import { itemRow } from './item-row.ts';

/**
 * A stock item's photos (ADR 088): uploaded through the catalogue's pipeline (lib/uploads.ts `preparePhoto`
 * before the transaction: JPG, PNG or WebP up to 20 MB read from the bytes, no metadata, WebP and AVIF in
 * sizes), as many as a catalogue piece has, in the jeweller's order. Never public: members read them by
 * short-lived signed addresses, the first one as the item's thumbnail in lists and the sale's search.
 */

const PATH = '/stock-photos';

type PhotoRow = typeof stockItemPhotos.$inferSelect;

function photoOut(scope: TenantScope, row: PhotoRow) {
  const { url, srcset, thumbnailUrl } = signedPhotoAddresses(scope, PATH, row);
  return {
    id: row.id,
    position: row.position,
    width: row.width,
    height: row.height,
    url,
    srcset,
    thumbnailUrl,
  };
}

async function photoRows(scope: TenantScope, stockItemId: string) {
  return scope.tx
    .select()
    .from(stockItemPhotos)
    .where(
      and(eq(stockItemPhotos.businessId, scope.businessId), eq(stockItemPhotos.stockItemId, stockItemId)),
    )
    .orderBy(asc(stockItemPhotos.position), asc(stockItemPhotos.createdAt));
}

/** An item's photos, in order, with signed addresses. */
export async function stockItemPhotoList(scope: TenantScope, stockItemId: string) {
  return (await photoRows(scope, stockItemId)).map((row) => photoOut(scope, row));
}

/** Each item's first photo as a thumbnail (signed), for a list of items; items without one are absent. */
export async function stockThumbnails(scope: TenantScope, stockItemIds: readonly string[]) {
  const out = new Map<string, string>();
  if (stockItemIds.length === 0) return out;
  const rows = await scope.tx
    .select()
    .from(stockItemPhotos)
    .where(
      and(
        eq(stockItemPhotos.businessId, scope.businessId),
        inArray(stockItemPhotos.stockItemId, [...stockItemIds]),
      ),
    )
    .orderBy(asc(stockItemPhotos.position), asc(stockItemPhotos.createdAt));
  for (const row of rows) {
    if (out.has(row.stockItemId)) continue;
    const { thumbnailUrl } = signedPhotoAddresses(scope, PATH, row);
    if (thumbnailUrl) out.set(row.stockItemId, thumbnailUrl);
  }
  return out;
}

async function writeOrder(scope: TenantScope, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) {
    await scope.tx
      .update(stockItemPhotos)
      .set({ position })
      .where(and(eq(stockItemPhotos.businessId, scope.businessId), eq(stockItemPhotos.id, id)));
  }
}

/** Adds a prepared photo after the item's others (at most as many as a catalogue piece has). */
export async function addStockItemPhoto(
  scope: TenantScope,
  input: { stockItemId: string; photo: PreparedPhoto },
) {
  const item = await itemRow(scope, input.stockItemId);
  const [existing] = await scope.tx
    .select({ n: count() })
    .from(stockItemPhotos)
    .where(and(eq(stockItemPhotos.businessId, scope.businessId), eq(stockItemPhotos.stockItemId, item.id)));
  const n = existing?.n ?? 0;
  if (n >= CATALOGUE_LIMITS.imagesMax) {
    throw new AppError(
      'too_many_rows',
      `An item has at most ${CATALOGUE_LIMITS.imagesMax} photos`,
      422,
      undefined,
      {
        max: String(CATALOGUE_LIMITS.imagesMax),
      },
    );
  }
  const variants = await storePhotoVariants(scope, scope.businessId, input.photo);
  await scope.tx.insert(stockItemPhotos).values({
    businessId: scope.businessId,
    stockItemId: item.id,
    position: n,
    variants,
    width: input.photo.width,
    height: input.photo.height,
    originalBytes: input.photo.uploadedBytes,
  });
  return stockItemPhotoList(scope, item.id);
}

/** Puts the item's photos in the order given: every photo of the item, each once. */
export async function reorderStockItemPhotos(
  scope: TenantScope,
  input: { stockItemId: string; order: string[] },
) {
  const item = await itemRow(scope, input.stockItemId);
  const known = new Set((await photoRows(scope, item.id)).map((r) => r.id));
  if (
    input.order.length !== known.size ||
    new Set(input.order).size !== known.size ||
    !input.order.every((id) => known.has(id))
  ) {
    throw AppError.validation({ order: 'Name every photo of the item, each once' });
  }
  await writeOrder(scope, input.order);
  return stockItemPhotoList(scope, item.id);
}

/** Deletes a photo: its row, the others closing the gap, then its stored sizes. */
export async function deleteStockItemPhoto(
  scope: TenantScope,
  input: { stockItemId: string; photoId: string },
) {
  const item = await itemRow(scope, input.stockItemId);
  const [deleted] = await scope.tx
    .delete(stockItemPhotos)
    .where(
      and(
        eq(stockItemPhotos.businessId, scope.businessId),
        eq(stockItemPhotos.stockItemId, item.id),
        eq(stockItemPhotos.id, input.photoId),
      ),
    )
    .returning({ variants: stockItemPhotos.variants });
  if (!deleted) throw AppError.notFound('Photo');
  await writeOrder(
    scope,
    (await photoRows(scope, item.id)).map((r) => r.id),
  );
  await deleteStoredVariants(scope, deleted.variants);
  return stockItemPhotoList(scope, item.id);
}

/** One stored size, for a signed address the route checked (it names this photo only); read as the server. */
export async function readStockPhotoFile(
  scope: PublicScope,
  input: { photoId: string; width: number; format: PhotoFormat },
) {
  const [row] = await scope.tx
    .select({ variants: stockItemPhotos.variants })
    .from(stockItemPhotos)
    .where(eq(stockItemPhotos.id, input.photoId));
  const variant = row?.variants.find((v) => v.width === input.width && v.format === input.format);
  if (!variant) throw AppError.notFound('Image');
  const bytes = await scope.deps.storage.get(variant.key);
  if (!bytes) throw AppError.notFound('Image');
  return { bytes, contentType: photoContentType(variant.format), etag: variant.key.split('/')[1]! };
}
