import { billingPrices, type Database } from '@carat/db';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingConfig } from './config.ts';

/**
 * Copies the allowlisted prices from Stripe into billing_prices (amount, currency, product), and
 * deactivates any price no longer allowed. Run at start; a price outside the list can never be bought.
 */
export async function syncAllowedPrices(
  db: Database,
  stripe: Stripe,
  config: BillingConfig,
): Promise<number> {
  const rows: (typeof billingPrices.$inferInsert)[] = [];
  for (const [priceId, allowed] of Object.entries(config.allowlist)) {
    const price = await stripe.prices.retrieve(priceId);
    rows.push({
      priceId,
      productId: typeof price.product === 'string' ? price.product : price.product.id,
      plan: allowed.plan,
      interval: allowed.interval,
      amountMinor: price.unit_amount ?? 0,
      currency: price.currency.toUpperCase(),
      active: price.active,
      syncedAt: new Date(),
    });
  }
  await db.transaction(async (tx) => {
    await tx.update(billingPrices).set({ active: false });
    if (rows.length) {
      await tx
        .insert(billingPrices)
        .values(rows)
        .onConflictDoUpdate({
          target: billingPrices.priceId,
          set: {
            productId: sql`excluded.product_id`,
            plan: sql`excluded.plan`,
            interval: sql`excluded.interval`,
            amountMinor: sql`excluded.amount_minor`,
            currency: sql`excluded.currency`,
            active: sql`excluded.active`,
            syncedAt: sql`excluded.synced_at`,
          },
        });
    }
  });
  return rows.length;
}
