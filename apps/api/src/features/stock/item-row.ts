import { stockItems } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/** A stock item of the business; 404 otherwise. */
export async function itemRow(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.businessId, scope.businessId), eq(stockItems.id, id)));
  if (!row) throw AppError.notFound('Stock item');
  return row;
}
