import { showroomPages } from '@carat/db';
import type { ShowroomBlock } from '@carat/validation/showroom-builder';
import { eq } from 'drizzle-orm';
import { publishableBlocks } from '#api/features/showroom/blocks.ts';
import type { PublicScope } from '#api/scope.ts';
import { findShowroom } from './catalogue.ts';

export interface PublishedPage {
  blocks: ShowroomBlock[];
  publishedAt: string | null;
}

/**
 * The blocks a jeweller published, as visitors see them (never the draft), each checked again against
 * the builder's schema (features/showroom/blocks.ts). A published showroom that never used the builder has a
 * page with no blocks; an unpublished one is a 404.
 */
export async function getPublishedPage(scope: PublicScope, slug: string): Promise<PublishedPage> {
  const business = await findShowroom(scope, slug);
  const [row] = await scope.tx
    .select({ blocks: showroomPages.publishedBlocks, publishedAt: showroomPages.publishedAt })
    .from(showroomPages)
    .where(eq(showroomPages.businessId, business.id));
  return {
    blocks: publishableBlocks(row?.blocks ?? []),
    publishedAt: row?.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
