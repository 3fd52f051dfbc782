import { randomUUID } from 'node:crypto';
import type { ImageVariant } from '@carat/db';
import { signImageAddress } from '#api/lib/image-access.ts';
import { photoContentType } from '#api/lib/image-pipeline.ts';
import type { PreparedPhoto } from '#api/lib/uploads.ts';
import type { Scope } from '#api/scope.ts';
import { storageKey } from '#api/storage/index.ts';

/**
 * A prepared photo's sizes written to the file storage under the business, each under a new key; what a
 * photo row keeps (format, size, key, bytes). Written before the row: a failed request leaves at most
 * unreferenced bytes, never a row without its files.
 */
export async function storePhotoVariants(
  scope: Scope,
  businessId: string,
  photo: PreparedPhoto,
): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const variant of photo.variants) {
    const key = storageKey(businessId, randomUUID());
    await scope.deps.storage.put(key, variant.bytes, photoContentType(variant.format));
    variants.push({
      format: variant.format,
      width: variant.width,
      height: variant.height,
      key,
      bytes: variant.bytes.byteLength,
    });
  }
  return variants;
}

/**
 * A members-only photo's addresses, each signed for this photo (lib/image-access.ts, ADR 049): the size a
 * page shows (800 px WebP, or the largest below), the smallest as a thumbnail, and the WebP srcset.
 * `path` is where the API serves its sizes (`/lead-photos`, `/stock-photos`).
 */
export function signedPhotoAddresses(
  scope: Scope,
  path: string,
  photo: { id: string; variants: readonly ImageVariant[] },
) {
  const webp = photo.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const address = (v: ImageVariant) =>
    signImageAddress(
      scope.deps.config,
      `${scope.deps.config.API_URL}${path}/${photo.id}/${v.width}.${v.format}`,
      scope.now,
    );
  const shown = webp.filter((v) => v.width <= 800).pop() ?? webp[0];
  return {
    url: shown ? address(shown) : null,
    thumbnailUrl: webp[0] ? address(webp[0]) : null,
    srcset: webp.map((v) => `${address(v)} ${v.width}w`).join(', ') || null,
  };
}

/** Removes stored sizes from the file storage (after their rows are gone). */
export async function deleteStoredVariants(scope: Scope, variants: readonly ImageVariant[]) {
  for (const variant of variants) await scope.deps.storage.delete(variant.key);
}
