import { clients, collections, designs, files, marketingLibrary, productImages, products } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * A body field that names a row must name one of the caller's business. Row-level
 * security hides another tenant's rows from reads, but a foreign key is checked without it, and an id kept
 * in JSON (a campaign's pieces) or in an address (`/files/{id}`) is not checked at all: such references
 * were stored. Services call `assertOwnReferences` before writing; a reference to anything else is
 * refused with 422 naming the field (the first one found), in the member's language.
 */
export type ReferenceKind = 'client' | 'product' | 'collection' | 'design' | 'library' | 'file' | 'photo';

export interface Reference {
  /** The body field as the refusal names it (`blocks.1.productIds`, `visual.productId`). */
  field: string;
  kind: ReferenceKind;
  ids: readonly (string | null | undefined)[];
}

const TABLES: Record<ReferenceKind, { table: PgTable; id: PgColumn; businessId: PgColumn }> = {
  client: { table: clients, id: clients.id, businessId: clients.businessId },
  product: { table: products, id: products.id, businessId: products.businessId },
  collection: { table: collections, id: collections.id, businessId: collections.businessId },
  design: { table: designs, id: designs.id, businessId: designs.businessId },
  library: { table: marketingLibrary, id: marketingLibrary.id, businessId: marketingLibrary.businessId },
  file: { table: files, id: files.id, businessId: files.businessId },
  photo: { table: productImages, id: productImages.id, businessId: productImages.businessId },
};

const MESSAGES: Record<ReferenceKind, Record<Locale, string>> = {
  client: { fr: 'Ce client n’est pas dans votre carnet', en: 'This client is not in your client book' },
  product: { fr: 'Cette pièce n’est pas dans votre catalogue', en: 'This piece is not in your catalogue' },
  collection: { fr: 'Cette collection n’est pas la vôtre', en: 'This collection is not yours' },
  design: { fr: 'Ce design n’est pas le vôtre', en: 'This design is not yours' },
  library: { fr: 'Ce visuel n’est pas dans votre bibliothèque', en: 'This visual is not in your library' },
  file: { fr: 'Cette image n’est pas l’une des vôtres', en: 'This image is not one of yours' },
  photo: { fr: 'Cette photo n’est pas l’une des vôtres', en: 'This photo is not one of yours' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function referenceRefused(locale: Locale, field: string, kind: ReferenceKind): AppError {
  return AppError.validation({ [field]: MESSAGES[kind][locale] }, 'A field names a row of another business');
}

/** Refuses the first field naming a row that is not the business's (one query per field). */
export async function assertOwnReferences(scope: TenantScope, references: readonly Reference[]) {
  for (const { field, kind, ids } of references) {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) continue;
    if (!wanted.every((id) => UUID.test(id))) throw referenceRefused(scope.locale, field, kind);
    const { table, id, businessId } = TABLES[kind];
    const found = await scope.tx
      .select({ id })
      .from(table)
      .where(and(eq(businessId, scope.businessId), inArray(id, wanted)));
    if (found.length !== wanted.length) throw referenceRefused(scope.locale, field, kind);
  }
}

/**
 * The rows an image address names when it is one of ours: `/files/{id}` (an uploaded file) or
 * `/product-images/{id}/…` (a catalogue photo), relative or on the API's own address. Other addresses
 * (an image elsewhere on the web) name nothing here.
 */
export function imageAddressReference(
  apiUrl: string,
  field: string,
  address: string | null | undefined,
): Reference | null {
  if (!address) return null;
  let path: string;
  try {
    const url = new URL(address, apiUrl);
    if (url.origin !== new URL(apiUrl).origin) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  const base = new URL(apiUrl).pathname.replace(/\/$/, '');
  if (base && path.startsWith(`${base}/`)) path = path.slice(base.length);
  const file = /^\/+files\/([^/]+)/.exec(path);
  if (file) return { field, kind: 'file', ids: [decodeURIComponent(file[1]!)] };
  const photo = /^\/+product-images\/([^/]+)/.exec(path);
  if (photo) return { field, kind: 'photo', ids: [decodeURIComponent(photo[1]!)] };
  return null;
}

/** `assertOwnReferences` for image addresses, by field. */
export async function assertOwnImageAddresses(
  scope: TenantScope,
  addresses: Record<string, string | null | undefined>,
) {
  const refs = Object.entries(addresses)
    .map(([field, address]) => imageAddressReference(scope.deps.config.API_URL, field, address))
    .filter((ref): ref is Reference => ref !== null);
  await assertOwnReferences(scope, refs);
}
