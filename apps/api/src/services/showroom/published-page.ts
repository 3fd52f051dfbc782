import { type Executor, type StoredBlock, showroomPages } from '@carat/db';
import { type ShowroomBlock, showroomBlockSchema } from '@carat/validation/showroom-builder';
import { eq } from 'drizzle-orm';
import { findShowroom } from './catalogue.ts';

export interface PublishedPage {
  blocks: ShowroomBlock[];
  publishedAt: string | null;
}

/**
 * The blocks a jeweller published, as visitors see them (never the draft). Each block is checked again
 * against the builder's schema and dropped if it no longer passes (a block published before a rule was
 * tightened, or written around the API), so the showroom only ever receives well-formed blocks. A
 * published showroom that never used the builder has a page with no blocks; an unpublished one is a 404.
 */
export async function getPublishedPage(tx: Executor, slug: string): Promise<PublishedPage> {
  const business = await findShowroom(tx, slug);
  const [row] = await tx
    .select({ blocks: showroomPages.publishedBlocks, publishedAt: showroomPages.publishedAt })
    .from(showroomPages)
    .where(eq(showroomPages.businessId, business.id));
  return {
    blocks: publishableBlocks(row?.blocks ?? []),
    publishedAt: row?.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

export function publishableBlocks(stored: readonly StoredBlock[]): ShowroomBlock[] {
  const schema = showroomBlockSchema();
  return stored.flatMap((block) => {
    const checked = schema.safeParse(block);
    return checked.success ? [checked.data] : [];
  });
}
