import { idempotencyKeys } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/**
 * `Idempotency-Key` on the public API's creates (ADR 032): the first answer of a key is kept per business,
 * in the request's transaction (so a create that rolled back leaves no answer behind), and given again to
 * a retry with the same key and body.
 */

export interface StoredAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

export async function findIdempotentAnswer(
  scope: TenantScope,
  input: { key: string },
): Promise<StoredAnswer | null> {
  const [row] = await scope.tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, scope.businessId), eq(idempotencyKeys.key, input.key)));
  return row ?? null;
}

export async function storeIdempotentAnswer(
  scope: TenantScope,
  input: { key: string; method: string; path: string; requestHash: string; status: number; body: unknown },
) {
  await scope.tx.insert(idempotencyKeys).values({
    businessId: scope.businessId,
    key: input.key,
    method: input.method,
    path: input.path,
    requestHash: input.requestHash,
    responseStatus: input.status,
    responseBody: input.body,
  });
}
