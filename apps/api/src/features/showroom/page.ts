import { businesses, showroomPages, showroomSettings } from '@carat/db';
import type { showroomBlocksSchema } from '@carat/validation/showroom-builder';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The showroom builder (owner and staff): the draft, its publication (the draft becomes the public page
 * and the showroom goes online) and taking the showroom offline, in the request's transaction.
 */

export type ShowroomBlocks = z.output<ReturnType<typeof showroomBlocksSchema>>['blocks'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The builder's draft and the published page. */
export async function getShowroomPage(scope: TenantScope) {
  const { tx, businessId } = scope;
  // A business created before the builder existed gets its row on first use.
  await tx.insert(showroomPages).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .select({ page: showroomPages, published: showroomSettings.published, slug: businesses.slug })
    .from(showroomPages)
    .innerJoin(businesses, eq(businesses.id, showroomPages.businessId))
    .leftJoin(showroomSettings, eq(showroomSettings.businessId, showroomPages.businessId))
    .where(eq(showroomPages.businessId, businessId));
  if (!row) throw AppError.notFound('Showroom page');
  return {
    slug: row.slug,
    published: row.published ?? false,
    draftBlocks: row.page.draftBlocks,
    publishedBlocks: row.page.publishedBlocks,
    draftSavedAt: iso(row.page.draftSavedAt),
    publishedAt: iso(row.page.publishedAt),
  };
}

/** 'Sauvegarder': keeps the draft. */
export async function saveShowroomDraft(scope: TenantScope, blocks: ShowroomBlocks) {
  await getShowroomPage(scope);
  await scope.tx
    .update(showroomPages)
    .set({ draftBlocks: blocks, draftSavedAt: scope.now })
    .where(eq(showroomPages.businessId, scope.businessId));
  return getShowroomPage(scope);
}

/** 'Publier': the draft becomes the public page and the showroom goes online. */
export async function publishShowroomPage(scope: TenantScope) {
  const { tx, businessId } = scope;
  await getShowroomPage(scope);
  await tx
    .update(showroomPages)
    .set({ publishedBlocks: sql`${showroomPages.draftBlocks}`, publishedAt: scope.now })
    .where(eq(showroomPages.businessId, businessId));
  await tx
    .insert(showroomSettings)
    .values({ businessId, published: true })
    .onConflictDoUpdate({ target: showroomSettings.businessId, set: { published: true } });
  return getShowroomPage(scope);
}

/** Takes the showroom offline (the page is kept). */
export async function unpublishShowroom(scope: TenantScope) {
  await scope.tx
    .update(showroomSettings)
    .set({ published: false })
    .where(eq(showroomSettings.businessId, scope.businessId));
  return getShowroomPage(scope);
}
