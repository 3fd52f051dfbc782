import { marketingLibrary, marketingPosts } from '@carat/db';
import type { PostInput, PostPatch } from '@carat/validation/marketing';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences, referenceRefused } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { saveVisualToLibrary } from './visuals.ts';

/**
 * The studio's posts: a caption (as the caption engines wrote it, or as the jeweller edited it), the visual
 * kept in the library (its bytes in the file storage), the network and the day it is planned for. Carat
 * does not publish to the networks: the jeweller downloads the visual and copies the caption; the calendar
 * shows what is planned.
 */

type PostRow = typeof marketingPosts.$inferSelect;

type LibraryRow = typeof marketingLibrary.$inferSelect;
type PostVisual = Pick<LibraryRow, 'format' | 'contentType' | 'title'>;

function serialisePost(row: PostRow, visual: PostVisual | null) {
  return {
    id: row.id,
    network: row.network,
    caption: row.caption,
    hashtags: row.hashtags,
    link: row.link,
    plannedAt: row.plannedAt?.toISOString() ?? null,
    libraryItemId: visual ? row.libraryItemId : null,
    visual,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type StoredPost = ReturnType<typeof serialisePost>;

function postsWithVisual(scope: TenantScope) {
  return scope.tx
    .select({
      post: marketingPosts,
      format: marketingLibrary.format,
      contentType: marketingLibrary.contentType,
      title: marketingLibrary.title,
    })
    .from(marketingPosts)
    .leftJoin(marketingLibrary, eq(marketingLibrary.id, marketingPosts.libraryItemId));
}

function fromJoined(row: {
  post: PostRow;
  format: LibraryRow['format'] | null;
  contentType: LibraryRow['contentType'] | null;
  title: string | null;
}) {
  return serialisePost(
    row.post,
    row.format && row.contentType && row.title
      ? { format: row.format, contentType: row.contentType, title: row.title }
      : null,
  );
}

async function requireLibraryItem(scope: TenantScope, id: string) {
  const [item] = await scope.tx
    .select({ id: marketingLibrary.id })
    .from(marketingLibrary)
    .where(and(eq(marketingLibrary.businessId, scope.businessId), eq(marketingLibrary.id, id)));
  if (!item) throw referenceRefused(scope.locale, 'libraryItemId', 'library');
}

/** `?month=YYYY-MM`: the posts planned in that month (UTC bounds, the calendar widens by a day each side). */
export async function listPosts(scope: TenantScope, query: { month?: string | undefined }) {
  const where = [eq(marketingPosts.businessId, scope.businessId)];
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    // A day either side: the calendar shows the month in the jeweller's own time zone.
    where.push(gte(marketingPosts.plannedAt, new Date(Date.UTC(year, month - 1, 0))));
    where.push(lt(marketingPosts.plannedAt, new Date(Date.UTC(year, month, 2))));
  }
  const rows = await postsWithVisual(scope)
    .where(and(...where))
    .orderBy(sql`${marketingPosts.plannedAt} asc nulls last`, desc(marketingPosts.createdAt))
    .limit(500);
  return { items: rows.map(fromJoined) };
}

export async function getPost(scope: TenantScope, id: string) {
  const [row] = await postsWithVisual(scope).where(
    and(eq(marketingPosts.businessId, scope.businessId), eq(marketingPosts.id, id)),
  );
  if (!row) throw AppError.notFound('Post');
  return fromJoined(row);
}

/** Saves a post; a `visual` asked for is drawn now and kept in the library with it. */
export async function createPost(scope: TenantScope, input: PostInput) {
  let libraryItemId = input.libraryItemId ?? null;
  if (libraryItemId) await requireLibraryItem(scope, libraryItemId);
  if (input.visual) {
    await assertOwnReferences(scope, [
      { field: 'visual.productId', kind: 'product', ids: [input.visual.productId] },
      { field: 'visual.designId', kind: 'design', ids: [input.visual.designId] },
    ]);
    const saved = await saveVisualToLibrary(scope, input.visual);
    libraryItemId = saved.item.id;
  }
  const [row] = await scope.tx
    .insert(marketingPosts)
    .values({
      businessId: scope.businessId,
      network: input.network,
      caption: input.caption.trim(),
      hashtags: input.hashtags ?? [],
      link: input.link ?? null,
      plannedAt: input.plannedAt ? new Date(input.plannedAt) : null,
      libraryItemId,
    })
    .returning({ id: marketingPosts.id });
  return getPost(scope, row!.id);
}

export async function updatePost(scope: TenantScope, { id, patch }: { id: string; patch: PostPatch }) {
  if (patch.libraryItemId) await requireLibraryItem(scope, patch.libraryItemId);
  const { plannedAt, caption, ...rest } = patch;
  const changes = {
    ...rest,
    ...(caption !== undefined ? { caption: caption.trim() } : {}),
    ...(plannedAt !== undefined ? { plannedAt: plannedAt ? new Date(plannedAt) : null } : {}),
  };
  // `{}` changes nothing: the post as it is (an UPDATE without a column is not SQL).
  if (Object.keys(changes).length === 0) return getPost(scope, id);
  const updated = await scope.tx
    .update(marketingPosts)
    .set(changes)
    .where(and(eq(marketingPosts.businessId, scope.businessId), eq(marketingPosts.id, id)))
    .returning({ id: marketingPosts.id });
  if (updated.length === 0) throw AppError.notFound('Post');
  return getPost(scope, id);
}

/** Deletes the post; its visual stays in the library (it may serve another post). */
export async function deletePost(scope: TenantScope, id: string) {
  const deleted = await scope.tx
    .delete(marketingPosts)
    .where(and(eq(marketingPosts.businessId, scope.businessId), eq(marketingPosts.id, id)))
    .returning({ id: marketingPosts.id });
  if (deleted.length === 0) throw AppError.notFound('Post');
}
