import { leadPhotos } from '@carat/db';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { publishedBusiness } from '#api/features/appointments/index.ts';
import { writeForVisitor } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { type PhotoFormat, photoContentType } from '#api/lib/image-pipeline.ts';
import { signedPhotoAddresses, storePhotoVariants } from '#api/lib/photo-storage.ts';
import type { PreparedPhoto } from '#api/lib/uploads.ts';
import type { PublicScope, SystemScope, TenantScope } from '#api/scope.ts';

/**
 * A Custom Jewelry request's photos. The visitor uploads each first: checked and
 * written in sizes by the catalogue's pipeline before any transaction (lib/uploads.ts `preparePhoto`: the
 * real type from the bytes, no metadata), stored for the showroom's business with no lead yet; the request
 * then names them and takes them. They are never public: members see them in the lead sheet by short-lived
 * signed addresses (lib/image-access.ts, ADR 049).
 */

/** A photo no request named within a day is dropped (the visitor left the form). */
const PENDING_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a visitor's prepared photo for the business of a published showroom; no lead yet. The business's
 * photos left pending for a day go at the same time (their files once the transaction committed).
 */
export async function storeRequestPhoto(scope: PublicScope, input: { slug: string; photo: PreparedPhoto }) {
  const { stored, abandoned } = await writeForVisitor(scope, async (server) => {
    const business = await publishedBusiness(server, input.slug);
    const abandoned = await server.tx
      .delete(leadPhotos)
      .where(
        and(
          eq(leadPhotos.businessId, business.id),
          isNull(leadPhotos.leadId),
          lt(leadPhotos.createdAt, new Date(server.now.getTime() - PENDING_FOR_MS)),
        ),
      )
      .returning({ variants: leadPhotos.variants });
    const variants = await storePhotoVariants(server, business.id, input.photo);
    const [row] = await server.tx
      .insert(leadPhotos)
      .values({
        businessId: business.id,
        variants,
        width: input.photo.width,
        height: input.photo.height,
        originalBytes: input.photo.uploadedBytes,
      })
      .returning({ id: leadPhotos.id, width: leadPhotos.width, height: leadPhotos.height });
    return { stored: row!, abandoned };
  });
  for (const photo of abandoned) {
    for (const variant of photo.variants) await scope.deps.storage.delete(variant.key);
  }
  return stored;
}

/**
 * Gives the request its photos, in the order named: each must be an unattached photo of this showroom's
 * business (another business's, or one a request already took, is refused with 422 on `photoIds`).
 */
export async function attachRequestPhotos(
  server: SystemScope,
  input: { businessId: string; leadId: string; photoIds: readonly string[] },
) {
  const ids = [...new Set(input.photoIds)];
  if (ids.length === 0) return;
  const taken = await server.tx
    .update(leadPhotos)
    .set({ leadId: input.leadId })
    .where(
      and(
        eq(leadPhotos.businessId, input.businessId),
        isNull(leadPhotos.leadId),
        inArray(leadPhotos.id, ids),
      ),
    )
    .returning({ id: leadPhotos.id });
  if (taken.length !== ids.length) throw AppError.validation({ photoIds: 'Unknown photo' });
  for (const [position, id] of ids.entries()) {
    await server.tx.update(leadPhotos).set({ position }).where(eq(leadPhotos.id, id));
  }
}

/** A lead's photos for its members, in order, with signed addresses. */
export async function leadPhotoList(scope: TenantScope, leadId: string) {
  const rows = await scope.tx
    .select({
      id: leadPhotos.id,
      variants: leadPhotos.variants,
      width: leadPhotos.width,
      height: leadPhotos.height,
    })
    .from(leadPhotos)
    .where(and(eq(leadPhotos.businessId, scope.businessId), eq(leadPhotos.leadId, leadId)))
    .orderBy(asc(leadPhotos.position), asc(leadPhotos.createdAt));
  return rows.map((row) => {
    const { url, srcset } = signedPhotoAddresses(scope, '/lead-photos', row);
    return { id: row.id, width: row.width, height: row.height, url, srcset };
  });
}

/**
 * One stored size of a lead's photo, for a signed address the route checked (it names this photo only);
 * the scope reads as the server. A photo no request took yet is not served.
 */
export async function readLeadPhotoFile(
  scope: PublicScope,
  input: { photoId: string; width: number; format: PhotoFormat },
) {
  const [row] = await scope.tx
    .select({ variants: leadPhotos.variants, leadId: leadPhotos.leadId })
    .from(leadPhotos)
    .where(eq(leadPhotos.id, input.photoId));
  const variant = row?.leadId
    ? row.variants.find((v) => v.width === input.width && v.format === input.format)
    : undefined;
  if (!variant) throw AppError.notFound('Image');
  const bytes = await scope.deps.storage.get(variant.key);
  if (!bytes) throw AppError.notFound('Image');
  return { bytes, contentType: photoContentType(variant.format), etag: variant.key.split('/')[1]! };
}
