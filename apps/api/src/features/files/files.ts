import { randomUUID } from 'node:crypto';
import { type FileKind, files } from '@carat/db';
import { type Area, can, minimumRoleFor } from '@carat/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { PreparedFile } from '#api/lib/uploads.ts';
import type { PublicScope, TenantScope } from '#api/scope.ts';
import { storageKey } from '#api/storage/index.ts';

export { FILE_KINDS, FILE_RULES } from '#api/lib/uploads.ts';

/**
 * Whose files each kind is: the invoice logo belongs to the invoice settings and the showroom's images to
 * the showroom, so a member whose role cannot open that area (staff) neither uploads nor deletes them
 * (issue 28: staff deleted the owner's logo). Catalogue and order images are staff's work too.
 */
const FILE_AREAS: Readonly<Record<FileKind, Area>> = {
  logo: 'invoice-settings',
  product: 'catalogue',
  reference: 'orders',
  showroom: 'showroom',
  // Photos taken at the counter: staff take jobs in.
  repair: 'orders',
  valuation: 'orders',
};

function requireFileArea(scope: TenantScope, kind: FileKind) {
  const area = FILE_AREAS[kind];
  if (can(scope.role, area)) return;
  throw new AppError('forbidden', `Your role (${scope.role}) does not give access to this`, 403, undefined, {
    area,
    requiredRole: minimumRoleFor(area),
  });
}

const columns = {
  id: files.id,
  kind: files.kind,
  contentType: files.contentType,
  byteSize: files.byteSize,
  originalName: files.originalName,
  sha256: files.sha256,
  createdAt: files.createdAt,
};

/**
 * Keeps an uploaded image, prepared before the transaction (lib/uploads.ts: checked against the kind's
 * rules, decoded and written again without metadata, an SVG drawn to a PNG): the row is written and the
 * bytes stored under `<business>/<file id>`.
 */
export async function uploadFile(
  scope: TenantScope,
  input: { file: PreparedFile; originalName?: string | null },
) {
  const { file } = input;
  requireFileArea(scope, file.kind);
  const id = randomUUID();
  const key = storageKey(scope.businessId, id);
  const [row] = await scope.tx
    .insert(files)
    .values({
      id,
      businessId: scope.businessId,
      kind: file.kind,
      contentType: file.contentType,
      byteSize: file.bytes.byteLength,
      sha256: file.sha256,
      storageKey: key,
      originalName: input.originalName?.slice(0, 255) || null,
      createdBy: scope.userId,
    })
    .returning(columns);
  await scope.deps.storage.put(key, file.bytes, file.contentType);
  return row!;
}

export async function listFiles(scope: TenantScope, kind?: FileKind) {
  return scope.tx
    .select(columns)
    .from(files)
    .where(and(eq(files.businessId, scope.businessId), kind ? eq(files.kind, kind) : undefined))
    .orderBy(desc(files.createdAt), files.id)
    .limit(200);
}

export async function getFile(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select({ ...columns, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.businessId, scope.businessId), eq(files.id, id)));
  if (!row) throw AppError.notFound('File');
  return row;
}

/** The bytes of one of the business's files (RLS already keeps others' rows out of reach). */
export async function readFileBytes(scope: TenantScope, id: string) {
  const file = await getFile(scope, id);
  const bytes = await scope.deps.storage.get(file.storageKey);
  if (!bytes) throw new AppError('file_missing', 'The file is no longer in storage', 404);
  return { file, bytes };
}

/** The files of the business among `ids` (for links from orders and settings): unknown ids are refused. */
export async function assertOwnFiles(
  scope: TenantScope,
  { ids, field }: { ids: readonly string[]; field: string },
) {
  if (ids.length === 0) return;
  const found = await scope.tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.businessId, scope.businessId), inArray(files.id, [...new Set(ids)])));
  if (found.length !== new Set(ids).size) {
    throw AppError.validation({ [field]: 'Unknown file' }, 'A file does not exist');
  }
}

/** Deletes the row (order images and a logo setting go with it), then the bytes. */
export async function deleteFile(scope: TenantScope, id: string) {
  requireFileArea(scope, (await getFile(scope, id)).kind);
  const [deleted] = await scope.tx
    .delete(files)
    .where(and(eq(files.businessId, scope.businessId), eq(files.id, id)))
    .returning({ storageKey: files.storageKey });
  if (!deleted) throw AppError.notFound('File');
  await scope.deps.storage.delete(deleted.storageKey);
}

/**
 * A product or showroom image for the public showroom, with its bytes: read through a definer function that
 * answers those kinds only (never an invoice logo or a reference image), so a visitor reaches nothing else.
 */
export async function publicProductImage(scope: PublicScope, id: string) {
  const { rows } = await scope.tx.execute<{ storage_key: string; content_type: string; sha256: string }>(
    sql`select * from public.public_product_image(${id})`,
  );
  const row = rows[0];
  if (!row) throw AppError.notFound('Image');
  const bytes = await scope.deps.storage.get(row.storage_key);
  if (!bytes) throw AppError.notFound('Image');
  return { file: { contentType: row.content_type, sha256: row.sha256 }, bytes };
}

/**
 * A product or showroom file for a member's signed address (a draft piece's file too): the route checked
 * the token, which names this file only (lib/image-access.ts); the scope reads as the server.
 */
export async function signedProductImage(scope: PublicScope, id: string) {
  const [row] = await scope.tx
    .select({ storageKey: files.storageKey, contentType: files.contentType, sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.id, id), inArray(files.kind, ['product', 'showroom'])));
  if (!row) throw AppError.notFound('Image');
  const bytes = await scope.deps.storage.get(row.storageKey);
  if (!bytes) throw AppError.notFound('Image');
  return { file: { contentType: row.contentType, sha256: row.sha256 }, bytes };
}
