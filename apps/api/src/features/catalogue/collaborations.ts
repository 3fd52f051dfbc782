import { collaborations } from '@carat/db';
import type { CollaborationInputParsed, CollaborationPatch } from '@carat/validation/catalogue-settings';
import { and, asc, desc, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnImageAddresses } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { moveInList, nextPosition } from './ordering.ts';

/**
 * Celebrity collaborations: title, celebrity, year, description, image, in the order
 * the jeweller sets; the showroom's 'View all' page reads the published ones
 * (`GET /v1/showrooms/{slug}/collaborations`, features/showroom/catalogue.ts).
 */

const columns = {
  id: collaborations.id,
  title: collaborations.title,
  celebrity: collaborations.celebrity,
  year: collaborations.year,
  description: collaborations.description,
  imageUrl: collaborations.imageUrl,
  published: collaborations.published,
  position: collaborations.position,
  createdAt: collaborations.createdAt,
  updatedAt: collaborations.updatedAt,
};

/** In the showroom's order: the jeweller's, then the most recent year first. */
function collaborationRows(scope: TenantScope, id?: string) {
  return scope.tx
    .select(columns)
    .from(collaborations)
    .where(and(eq(collaborations.businessId, scope.businessId), id ? eq(collaborations.id, id) : undefined))
    .orderBy(asc(collaborations.position), desc(collaborations.year), asc(collaborations.id));
}

export async function listCollaborations(scope: TenantScope) {
  return { items: await collaborationRows(scope) };
}

export async function getCollaboration(scope: TenantScope, id: string) {
  const [row] = await collaborationRows(scope, id);
  if (!row) throw AppError.notFound('Collaboration');
  return row;
}

/** A new collaboration goes last. */
export async function createCollaboration(scope: TenantScope, input: CollaborationInputParsed) {
  await assertOwnImageAddresses(scope, { imageUrl: input.imageUrl });
  const [created] = await scope.tx
    .insert(collaborations)
    .values({
      ...input,
      description: input.description ?? '',
      businessId: scope.businessId,
      position: await nextPosition(scope, 'collaborations'),
    })
    .returning({ id: collaborations.id });
  return getCollaboration(scope, created!.id);
}

/** Changes what is given; `position` moves it to that place in the list (0 first). */
export async function updateCollaboration(
  scope: TenantScope,
  { id, patch }: { id: string; patch: CollaborationPatch },
) {
  const { position, description, ...fields } = patch;
  await getCollaboration(scope, id);
  await assertOwnImageAddresses(scope, { imageUrl: fields.imageUrl });
  const set = description === undefined ? fields : { ...fields, description: description ?? '' };
  if (Object.keys(set).length > 0) {
    await scope.tx
      .update(collaborations)
      .set(set)
      .where(and(eq(collaborations.businessId, scope.businessId), eq(collaborations.id, id)));
  }
  if (position !== undefined) await moveInList(scope, { list: 'collaborations', id, position });
  return getCollaboration(scope, id);
}

export async function deleteCollaboration(scope: TenantScope, id: string) {
  const [deleted] = await scope.tx
    .delete(collaborations)
    .where(and(eq(collaborations.businessId, scope.businessId), eq(collaborations.id, id)))
    .returning({ id: collaborations.id });
  if (!deleted) throw AppError.notFound('Collaboration');
}
