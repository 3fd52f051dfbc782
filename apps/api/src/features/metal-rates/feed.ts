import { businesses, metalRateFeeds } from '@carat/db';
import { feedGradeRates } from '@carat/domain/metal';
import { eq } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { type TenantScope, tenantScopeOf } from '#api/scope.ts';
import { metalRateFeedOf, recordFeedOutcome } from './feed-settings.ts';
import { writeMetalRates } from './metal-rates.ts';
import { type FeedPrices, metalRateProviderFrom } from './provider.ts';

/** The hourly run of the operator's metal-rate feed (scheduled only when METAL_RATES_PROVIDER_URL is set). */
export const METAL_RATES_FEED_QUEUE = 'metal-rates.feed';

/** The feed's writes are no member's: the history names no one and says 'provider'. */
const FEED_WRITER = '00000000-0000-0000-0000-000000000000';

/**
 * One business's rates from a fetch: derived for every grade with its margins and written as a hand entry
 * is, when the feed quoted the business's own currency. A failed fetch, or prices in another currency (never
 * converted), leave the rates as they are and are recorded for the metal rates page to show.
 */
export async function applyFeedPrices(scope: TenantScope, fetched: FeedPrices | Error) {
  let error: string | null = null;
  if (fetched instanceof Error) {
    error = fetched.message || 'the feed could not be read';
  } else if (fetched.currency !== scope.currency) {
    error = `the feed gave prices in ${fetched.currency}, not ${scope.currency}: rates left as they were`;
  } else {
    const margins = await metalRateFeedOf(scope);
    await writeMetalRates(scope, feedGradeRates(fetched.pricesPerKgMinor, margins), 'provider');
  }
  await recordFeedOutcome(scope, { error });
  if (error) scope.deps.logger.warn('metal-rate feed not applied', { businessId: scope.businessId, error });
  return error;
}

/**
 * The job: the feed read once per currency of the businesses that follow it (outside any transaction), then
 * each business's rates in a transaction of their own. Nothing is fetched when no feed is configured.
 */
export async function runMetalRateFeed(deps: Deps, options: { now?: Date; timeoutMs?: number } = {}) {
  const now = options.now ?? new Date();
  const provider = metalRateProviderFrom(deps.config, options.timeoutMs);
  if (!provider) return { businesses: 0, failed: 0 };
  const rows = await deps.db
    .select({ businessId: businesses.id, currency: businesses.currency, timeZone: businesses.timeZone })
    .from(metalRateFeeds)
    .innerJoin(businesses, eq(businesses.id, metalRateFeeds.businessId))
    .where(eq(metalRateFeeds.enabled, true));
  const fetched = new Map<string, FeedPrices | Error>();
  for (const currency of new Set(rows.map((r) => r.currency.trim()))) {
    fetched.set(
      currency,
      await provider
        .fetchPrices(currency)
        .catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
    );
  }
  let failed = 0;
  for (const row of rows) {
    const currency = row.currency.trim();
    const error = await deps.db.transaction((tx) =>
      applyFeedPrices(
        tenantScopeOf(
          { tx, deps, userId: FEED_WRITER, now },
          { businessId: row.businessId, role: 'owner', plan: 'MOISSANITE', timeZone: row.timeZone, currency },
        ),
        fetched.get(currency)!,
      ),
    );
    if (error) failed += 1;
  }
  return { businesses: rows.length, failed };
}

export function registerMetalRateFeed(deps: Deps) {
  void deps.jobs.work(METAL_RATES_FEED_QUEUE, async () => {
    const result = await runMetalRateFeed(deps);
    deps.logger.info('metal-rate feed run', result);
  });
}
