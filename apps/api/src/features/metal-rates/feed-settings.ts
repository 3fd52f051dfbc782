import { metalRateFeeds } from '@carat/db';
import type { MetalRateFeedInput } from '@carat/validation/metal';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/** The margins a business that never saved its feed settings starts from: 10 % below, 15 % above. */
export const DEFAULT_FEED_MARGINS = { buyMarginBps: 1000, sellMarginBps: 1500 } as const;

/** A business's feed settings and the outcome of its last fetch (defaults when never saved). */
export async function metalRateFeedOf(scope: TenantScope) {
  const [row] = await scope.tx
    .select()
    .from(metalRateFeeds)
    .where(eq(metalRateFeeds.businessId, scope.businessId));
  return {
    enabled: row?.enabled ?? false,
    buyMarginBps: row?.buyMarginBps ?? DEFAULT_FEED_MARGINS.buyMarginBps,
    sellMarginBps: row?.sellMarginBps ?? DEFAULT_FEED_MARGINS.sellMarginBps,
    lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
    lastFailedAt: row?.lastFailedAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
  };
}

/** Whether the business's rates follow the feed, and its margins. */
export async function setMetalRateFeed(scope: TenantScope, input: MetalRateFeedInput) {
  await scope.tx
    .insert(metalRateFeeds)
    .values({ businessId: scope.businessId, ...input })
    .onConflictDoUpdate({ target: metalRateFeeds.businessId, set: input });
}

/** A fetch's outcome for the business: when it succeeded, or when and why it failed (the rates untouched). */
export async function recordFeedOutcome(scope: TenantScope, outcome: { error: string | null }) {
  const set = outcome.error
    ? { lastFailedAt: scope.now, lastError: outcome.error.slice(0, 500) }
    : { lastFetchedAt: scope.now, lastError: null };
  await scope.tx
    .insert(metalRateFeeds)
    .values({ businessId: scope.businessId, ...set })
    .onConflictDoUpdate({ target: metalRateFeeds.businessId, set });
}
