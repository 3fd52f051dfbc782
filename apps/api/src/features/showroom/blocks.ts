import type { StoredBlock } from '@carat/db';
import { type ShowroomBlock, showroomBlockSchema } from '@carat/validation/showroom-builder';

/**
 * The published blocks visitors may receive: each is checked again against the builder's schema and
 * dropped if it no longer passes (a block published before a rule was tightened, or written around the
 * API), so the showroom only ever renders well-formed blocks.
 */
export function publishableBlocks(stored: readonly StoredBlock[]): ShowroomBlock[] {
  const schema = showroomBlockSchema();
  return stored.flatMap((block) => {
    const checked = schema.safeParse(block);
    return checked.success ? [checked.data] : [];
  });
}
