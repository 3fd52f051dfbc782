import { randomUUID } from 'node:crypto';
import { type ImageVariant, type ProductImage, productImages, products } from '@carat/db';
import { CATALOGUE_LIMITS, catalogueMessagesFor, type ProductImagePatch } from '@carat/validation/catalogue';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { signImageAddress, signSrcset } from '#api/lib/image-access.ts';
import { type PhotoFormat, photoContentType } from '#api/lib/image-pipeline.ts';
import { deleteStoredVariants, storePhotoVariants } from '#api/lib/photo-storage.ts';
import type { PreparedPhoto } from '#api/lib/uploads.ts';
import type { PublicScope, Scope, TenantScope } from '#api/scope.ts';
import { storageKey } from '#api/storage/index.ts';

/**
 * A piece's photos: uploaded (checked by their bytes, cleaned of metadata, written in six responsive
 * sizes by lib/image-pipeline.ts, the bytes in the file storage) or named by an address (an import's, to
 * upload). After every change the piece's `images` list, which the showroom reads, is written again from
 * the photos, in order.
 */

const imageColumns = {
  id: productImages.id,
  productId: productImages.productId,
  position: productImages.position,
  altFr: productImages.altFr,
  altEn: productImages.altEn,
  metal: productImages.metal,
  status: productImages.status,
  variants: productImages.variants,
  width: productImages.width,
  height: productImages.height,
  originalBytes: productImages.originalBytes,
  sourceUrl: productImages.sourceUrl,
  createdAt: productImages.createdAt,
};

export type ImageRow = {
  id: string;
  productId: string;
  position: number;
  altFr: string | null;
  altEn: string | null;
  metal: string | null;
  status: 'ready' | 'to_upload';
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  originalBytes: number | null;
  sourceUrl: string | null;
  createdAt: Date;
};

/**
 * Where the API serves one stored size: cached for a year (a new upload is a new address). `signed` (a
 * member's answer about a piece that is not published) adds the short-lived access token without which a
 * draft's photo answers 404 (lib/image-access.ts, ADR 049).
 */
export function photoUrl(
  scope: Scope,
  imageId: string,
  variant: { width: number; format: PhotoFormat },
  signed = false,
) {
  const url = `${scope.deps.config.API_URL}/product-images/${imageId}/${variant.width}.${variant.format}`;
  return signed ? signImageAddress(scope.deps.config, url, scope.now) : url;
}

function srcset(
  scope: Scope,
  image: { id: string; variants: ImageVariant[] },
  format: PhotoFormat,
  signed: boolean,
) {
  return image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${photoUrl(scope, image.id, v, signed)} ${v.width}w`)
    .join(', ');
}

/** The size a showroom card or a product page shows by default: 800 px WebP, or the largest below it. */
function defaultVariant(variants: ImageVariant[]) {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.filter((v) => v.width <= 800).pop() ?? webp[0] ?? null;
}

/**
 * One photo as the API answers it (the storage keys stay on the server). `signed`: for a member, about a
 * piece that is not published (its photos are not public).
 */
export function serialiseImage(scope: Scope, image: ImageRow, signed = false) {
  const shown = defaultVariant(image.variants);
  return {
    id: image.id,
    position: image.position,
    altFr: image.altFr,
    altEn: image.altEn,
    metal: image.metal,
    status: image.status,
    url: shown ? photoUrl(scope, image.id, shown, signed) : image.sourceUrl,
    srcset: srcset(scope, image, 'webp', signed) || null,
    avifSrcset: srcset(scope, image, 'avif', signed) || null,
    width: image.width,
    height: image.height,
    originalBytes: image.originalBytes,
    sourceUrl: image.sourceUrl,
    sizes: image.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      bytes: v.bytes,
      url: photoUrl(scope, image.id, v, signed),
    })),
    createdAt: image.createdAt.toISOString(),
  };
}

export type SerialisedImage = ReturnType<typeof serialiseImage>;

/**
 * One entry of a piece's showroom list (`products.images`) as a member sees it: a piece that is not
 * published has its photo's addresses signed (ADR 049), since they answer 404 to anyone else.
 */
export function memberImage(
  scope: Scope,
  image: ProductImage | undefined,
  published: boolean,
): ProductImage | null {
  if (!image) return null;
  if (published) return image;
  const { config } = scope.deps;
  return {
    ...image,
    url: signImageAddress(config, image.url, scope.now),
    ...(image.srcset ? { srcset: signSrcset(config, image.srcset, scope.now) } : {}),
    ...(image.avifSrcset ? { avifSrcset: signSrcset(config, image.avifSrcset, scope.now) } : {}),
  };
}

export async function productImageRows(scope: TenantScope, productId: string): Promise<ImageRow[]> {
  return scope.tx
    .select(imageColumns)
    .from(productImages)
    .where(and(eq(productImages.businessId, scope.businessId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** Every photo of the business, by piece and in order (for the export). */
export async function businessImageRows(scope: TenantScope): Promise<ImageRow[]> {
  return scope.tx
    .select(imageColumns)
    .from(productImages)
    .where(eq(productImages.businessId, scope.businessId))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.createdAt));
}

/** Writes the piece's `images` (the showroom's ordered list) from its ready photos. */
async function syncShowroomImages(scope: TenantScope, productId: string, name: string) {
  const rows = await productImageRows(scope, productId);
  const list: ProductImage[] = rows
    .filter((row) => row.status === 'ready')
    .map((row) => {
      const image = serialiseImage(scope, row);
      return {
        url: image.url ?? '',
        alt: row.altFr ?? row.altEn ?? name,
        altEn: row.altEn,
        ...(image.srcset ? { srcset: image.srcset } : {}),
        ...(image.avifSrcset ? { avifSrcset: image.avifSrcset } : {}),
        ...(row.width && row.height ? { width: row.width, height: row.height } : {}),
        metal: row.metal,
      };
    });
  await scope.tx
    .update(products)
    .set({ images: list })
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, productId)));
  return rows;
}

/** Renumbers the photos 0, 1, 2… in the order given (ids of the piece's photos, each once). */
async function writeOrder(scope: TenantScope, productId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::uuid then ${position}::integer`),
    sql` `,
  );
  await scope.tx.execute(sql`update public.product_images set position = case id ${cases} else position end
    where business_id = ${scope.businessId} and product_id = ${productId}`);
}

async function productForImages(scope: TenantScope, productId: string) {
  const [product] = await scope.tx
    .select({ id: products.id, name: products.name, metals: products.colours, status: products.status })
    .from(products)
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, productId)));
  if (!product) throw AppError.notFound('Product');
  return product;
}

function assertMetal(scope: TenantScope, metals: string[], metal: string | null | undefined) {
  if (metal && !metals.includes(metal)) {
    throw AppError.validation({ metal: catalogueMessagesFor(scope.locale)['catalogue.metal.unknown'] });
  }
}

/** Moves one photo to `position` among the piece's, the others keeping their order. */
function moved(ids: string[], id: string, position: number) {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

/**
 * Adds an uploaded photo to a piece. The photo was checked and written in its six sizes before the
 * request's transaction opened (lib/uploads.ts `preparePhoto`: a JPEG, PNG or WebP whatever the file's
 * name says); the sizes are stored, then the row (a failed request leaves at most unreferenced bytes,
 * never a row without its files).
 */
export async function addProductImage(
  scope: TenantScope,
  input: {
    productId: string;
    photo: PreparedPhoto;
    altFr?: string | null;
    altEn?: string | null;
    metal?: string | null;
    position?: number;
  },
) {
  const product = await productForImages(scope, input.productId);
  assertMetal(scope, product.metals, input.metal);
  const [existing] = await scope.tx
    .select({ n: count() })
    .from(productImages)
    .where(and(eq(productImages.businessId, scope.businessId), eq(productImages.productId, product.id)));
  if ((existing?.n ?? 0) >= CATALOGUE_LIMITS.imagesMax) {
    throw new AppError(
      'too_many_rows',
      `A piece has at most ${CATALOGUE_LIMITS.imagesMax} photos`,
      422,
      undefined,
      {
        max: String(CATALOGUE_LIMITS.imagesMax),
      },
    );
  }
  const { photo } = input;
  const variants = await storePhotoVariants(scope, scope.businessId, photo);
  const [row] = await scope.tx
    .insert(productImages)
    .values({
      businessId: scope.businessId,
      productId: product.id,
      position: existing?.n ?? 0,
      altFr: input.altFr ?? null,
      altEn: input.altEn ?? null,
      metal: input.metal ?? null,
      status: 'ready',
      variants,
      width: photo.width,
      height: photo.height,
      originalBytes: photo.uploadedBytes,
    })
    .returning({ id: productImages.id });
  if (input.position !== undefined) {
    const ids = (await productImageRows(scope, product.id)).map((r) => r.id);
    await writeOrder(scope, product.id, moved(ids, row!.id, input.position));
  }
  const rows = await syncShowroomImages(scope, product.id, product.name);
  return serialiseImage(scope, rows.find((r) => r.id === row!.id)!, product.status !== 'published');
}

/** Changes a photo's texts, its metal or its place. */
export async function updateProductImage(
  scope: TenantScope,
  input: { productId: string; imageId: string; patch: ProductImagePatch },
) {
  const product = await productForImages(scope, input.productId);
  const rows = await productImageRows(scope, product.id);
  const image = rows.find((r) => r.id === input.imageId);
  if (!image) throw AppError.notFound('Image');
  const { position, ...texts } = input.patch;
  assertMetal(scope, product.metals, texts.metal);
  if (Object.keys(texts).length > 0) {
    await scope.tx
      .update(productImages)
      .set(texts)
      .where(and(eq(productImages.businessId, scope.businessId), eq(productImages.id, image.id)));
  }
  if (position !== undefined) {
    await writeOrder(
      scope,
      product.id,
      moved(
        rows.map((r) => r.id),
        image.id,
        position,
      ),
    );
  }
  const after = await syncShowroomImages(scope, product.id, product.name);
  return serialiseImage(scope, after.find((r) => r.id === image.id)!, product.status !== 'published');
}

/** Puts the piece's photos in the order given: every photo of the piece, each once. */
export async function reorderProductImages(
  scope: TenantScope,
  input: { productId: string; order: string[] },
) {
  const product = await productForImages(scope, input.productId);
  const rows = await productImageRows(scope, product.id);
  const known = new Set(rows.map((r) => r.id));
  if (
    input.order.length !== known.size ||
    new Set(input.order).size !== known.size ||
    !input.order.every((id) => known.has(id))
  ) {
    throw AppError.validation({
      imageOrder: catalogueMessagesFor(scope.locale)['catalogue.imageOrder.invalid'],
    });
  }
  await writeOrder(scope, product.id, input.order);
  const after = await syncShowroomImages(scope, product.id, product.name);
  return after.map((row) => serialiseImage(scope, row, product.status !== 'published'));
}

/** Deletes a photo: its row, then its stored sizes; the others close the gap. */
export async function deleteProductImage(scope: TenantScope, input: { productId: string; imageId: string }) {
  const product = await productForImages(scope, input.productId);
  const [deleted] = await scope.tx
    .delete(productImages)
    .where(
      and(
        eq(productImages.businessId, scope.businessId),
        eq(productImages.productId, product.id),
        eq(productImages.id, input.imageId),
      ),
    )
    .returning({ variants: productImages.variants });
  if (!deleted) throw AppError.notFound('Image');
  const rest = await productImageRows(scope, product.id);
  await writeOrder(
    scope,
    product.id,
    rest.map((r) => r.id),
  );
  await syncShowroomImages(scope, product.id, product.name);
  await deleteStoredVariants(scope, deleted.variants);
}

export { deleteStoredVariants } from '#api/lib/photo-storage.ts';

/**
 * Copies a piece's photos onto another piece (a duplicate): the stored sizes are copied too, so deleting
 * one piece's photo never takes the other's files.
 */
export async function copyProductImages(
  scope: TenantScope,
  input: { fromProductId: string; toProductId: string; name: string },
) {
  const rows = await productImageRows(scope, input.fromProductId);
  for (const row of rows) {
    const variants: ImageVariant[] = [];
    for (const variant of row.variants) {
      const bytes = await scope.deps.storage.get(variant.key);
      if (!bytes) continue;
      const key = storageKey(scope.businessId, randomUUID());
      await scope.deps.storage.put(key, bytes, photoContentType(variant.format));
      variants.push({ ...variant, key });
    }
    if (variants.length === 0 && !row.sourceUrl) continue;
    await scope.tx.insert(productImages).values({
      businessId: scope.businessId,
      productId: input.toProductId,
      position: row.position,
      altFr: row.altFr,
      altEn: row.altEn,
      metal: row.metal,
      status: row.status,
      variants,
      width: row.width,
      height: row.height,
      originalBytes: row.originalBytes,
      sourceUrl: row.sourceUrl,
    });
  }
  await syncShowroomImages(scope, input.toProductId, input.name);
}

/** Photos named by an import's addresses: listed 'to upload', never fetched. */
export async function addImagesToUpload(
  scope: TenantScope,
  rows: readonly { productId: string; url: string; alt: string | null; position: number }[],
) {
  for (let i = 0; i < rows.length; i += 1000) {
    await scope.tx.insert(productImages).values(
      rows.slice(i, i + 1000).map((row) => ({
        businessId: scope.businessId,
        productId: row.productId,
        position: row.position,
        altFr: row.alt,
        status: 'to_upload' as const,
        sourceUrl: row.url,
      })),
    );
  }
}

/**
 * The bytes of one stored size, for the public image route. Photos are addressed by their random id, as
 * product files are (0008); the definer function answers the sizes of a ready photo and nothing else.
 */
export async function readProductImageFile(
  scope: PublicScope,
  input: { imageId: string; width: number; format: PhotoFormat },
) {
  const { rows } = await scope.tx.execute<{ variants: ImageVariant[] | null }>(
    sql`select public.product_image_variants(${input.imageId}) as variants`,
  );
  return storedSize(scope, rows[0]?.variants ?? null, input);
}

async function storedSize(
  scope: PublicScope,
  variants: ImageVariant[] | null,
  input: { width: number; format: PhotoFormat },
) {
  const variant = variants?.find((v) => v.width === input.width && v.format === input.format);
  if (!variant) throw AppError.notFound('Image');
  const bytes = await scope.deps.storage.get(variant.key);
  if (!bytes) throw AppError.notFound('Image');
  return { bytes, contentType: photoContentType(variant.format), etag: variant.key.split('/')[1]! };
}

/**
 * The same for a member's signed address (a draft's photo too): the route checked the token, which names
 * this photo only (lib/image-access.ts); the scope reads as the server (visitorScope), outside any request
 * transaction.
 */
export async function readSignedProductImageFile(
  scope: PublicScope,
  input: { imageId: string; width: number; format: PhotoFormat },
) {
  const [row] = await scope.tx
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(and(eq(productImages.id, input.imageId), eq(productImages.status, 'ready')));
  return storedSize(scope, row?.variants ?? null, input);
}
