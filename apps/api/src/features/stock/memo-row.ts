import { memos } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/** A memo of the business (locked for the change that follows, when asked); 404 otherwise. */
export async function memoRow(scope: TenantScope, id: string, lock = false) {
  const query = scope.tx
    .select()
    .from(memos)
    .where(and(eq(memos.businessId, scope.businessId), eq(memos.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Memo');
  return row;
}
