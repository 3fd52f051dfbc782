import type { Executor } from '@carat/db';
import type pg from 'pg';
import { EntitlementCache } from '#api/features/billing/entitlement.ts';
import { ApiKeyRuntime } from '#api/features/integrations/api-key-runtime.ts';
import type { Logger } from '#api/lib/logger.ts';

/** The channel migration 0042's triggers notify with a user's id when their factors or billing rows change. */
export const ENTITLEMENT_CHANNEL = 'carat_entitlements';

/**
 * The per-process caches on the request path and how each learns of a change (ADR 042, ADR 044): verified
 * API keys and callers' entitlements. On PostgreSQL one LISTEN connection hears revokes and entitlement
 * changes written by any process (or by the hosted auth service); embedded, this process is the only
 * writer and forgets as it writes. A forgotten entitlement also forgets the keys (a key acts as its creator).
 */
export async function startRequestCaches(db: Executor, logger: Logger, pool: pg.Pool | null) {
  const apiKeys = new ApiKeyRuntime(db, logger, pool);
  const entitlements = new EntitlementCache(db);
  entitlements.onForget(() => apiKeys.cache.clear());
  apiKeys.on(ENTITLEMENT_CHANNEL, (userId) =>
    userId === '*' ? entitlements.forgetAll() : entitlements.forget(userId),
  );
  await apiKeys.listen();
  return { apiKeys, entitlements };
}
