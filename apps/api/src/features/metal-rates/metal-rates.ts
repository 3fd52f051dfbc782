import { metalRateChanges, metalRates, productMetalPricing, productPriceChanges, products } from '@carat/db';
import {
  followRatePrice,
  isMetalGrade,
  METAL_GRADE_NAMES,
  METAL_GRADES,
  type MetalGrade,
  perGramMinor,
  perTroyOunceMinor,
  type RoundingRule,
  ratePerKgMinor,
} from '@carat/domain/metal';
import { minorDigitsOf } from '@carat/domain/money';
import type { MetalRatesInput, ProductMetalPricingInput, RepricingApply } from '@carat/validation/metal';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { metalRateFeedOf } from './feed-settings.ts';
import { metalRateProviderFrom } from './provider.ts';

/**
 * The business's metal rates (ADR 064): buy and sell per grade, stored per kilogram of fine
 * metal in minor units of the business's currency, each change appended to the history; the catalogue
 * pieces that follow them and the repricing queue that moves their prices in one approval.
 */

const HISTORY_SHOWN = 50;

type RateRow = typeof metalRates.$inferSelect;

function rateOut(row: RateRow) {
  return {
    metal: row.metal as MetalGrade,
    fineness: METAL_GRADES[row.metal as MetalGrade],
    buyPerKgMinor: row.buyPerKgMinor,
    sellPerKgMinor: row.sellPerKgMinor,
    buyPerGramMinor: perGramMinor(row.buyPerKgMinor),
    sellPerGramMinor: perGramMinor(row.sellPerKgMinor),
    buyPerTroyOunceMinor: perTroyOunceMinor(row.buyPerKgMinor),
    sellPerTroyOunceMinor: perTroyOunceMinor(row.sellPerKgMinor),
    source: row.source,
    updatedAt: row.updatedAt,
  };
}

async function rateRows(scope: TenantScope) {
  const rows = await scope.tx.select().from(metalRates).where(eq(metalRates.businessId, scope.businessId));
  const order = new Map(METAL_GRADE_NAMES.map((m, i) => [m, i]));
  return rows.sort(
    (a, b) => (order.get(a.metal as MetalGrade) ?? 99) - (order.get(b.metal as MetalGrade) ?? 99),
  );
}

/** The rates, their last changes, and whether a provider feed is configured. */
export async function getMetalRates(scope: TenantScope) {
  const rows = await rateRows(scope);
  const history = await scope.tx
    .select()
    .from(metalRateChanges)
    .where(eq(metalRateChanges.businessId, scope.businessId))
    .orderBy(desc(metalRateChanges.changedAt), desc(metalRateChanges.id))
    .limit(HISTORY_SHOWN);
  return {
    currency: scope.currency,
    rates: rows.map(rateOut),
    history: history.map((h) => ({
      id: h.id,
      metal: h.metal as MetalGrade,
      buyPerKgMinor: h.buyPerKgMinor,
      sellPerKgMinor: h.sellPerKgMinor,
      previousBuyPerKgMinor: h.previousBuyPerKgMinor,
      previousSellPerKgMinor: h.previousSellPerKgMinor,
      source: h.source,
      changedAt: h.changedAt,
    })),
    provider: { configured: metalRateProviderFrom(scope.deps.config) !== null },
    feed: await metalRateFeedOf(scope),
  };
}

/** Set the rates given (the others stay); a rate that changes is appended to the history. */
export async function setMetalRates(scope: TenantScope, input: MetalRatesInput) {
  await writeMetalRates(
    scope,
    input.rates.map((rate) => ({
      metal: rate.metal,
      buyPerKgMinor: ratePerKgMinor(rate.buyMinor, rate.unit),
      sellPerKgMinor: ratePerKgMinor(rate.sellMinor, rate.unit),
    })),
    'manual',
  );
  return getMetalRates(scope);
}

/**
 * What a hand entry and the feed both write: each rate that changes, its source and who (the member; none
 * for the feed), appended to the history. A rate equal to the one kept changes nothing.
 */
export async function writeMetalRates(
  scope: TenantScope,
  rates: readonly { metal: MetalGrade; buyPerKgMinor: number; sellPerKgMinor: number }[],
  source: 'manual' | 'provider',
) {
  const current = new Map((await rateRows(scope)).map((r) => [r.metal, r]));
  const by = source === 'manual' ? scope.userId : null;
  let changed = 0;
  for (const { metal, buyPerKgMinor: buy, sellPerKgMinor: sell } of rates) {
    const before = current.get(metal);
    if (before && before.buyPerKgMinor === buy && before.sellPerKgMinor === sell) continue;
    changed += 1;
    await scope.tx
      .insert(metalRates)
      .values({
        businessId: scope.businessId,
        metal,
        buyPerKgMinor: buy,
        sellPerKgMinor: sell,
        source,
        updatedBy: by,
        updatedAt: scope.now,
      })
      .onConflictDoUpdate({
        target: [metalRates.businessId, metalRates.metal],
        set: { buyPerKgMinor: buy, sellPerKgMinor: sell, source, updatedBy: by, updatedAt: scope.now },
      });
    await scope.tx.insert(metalRateChanges).values({
      businessId: scope.businessId,
      metal,
      buyPerKgMinor: buy,
      sellPerKgMinor: sell,
      previousBuyPerKgMinor: before?.buyPerKgMinor ?? null,
      previousSellPerKgMinor: before?.sellPerKgMinor ?? null,
      source,
      changedBy: by,
      changedAt: scope.now,
    });
  }
  return changed;
}

/** The sell rate per kilogram of fine metal, by grade (what pricing and the design estimate read). */
export async function sellRatesPerKg(scope: TenantScope): Promise<Map<MetalGrade, number>> {
  const rows = await rateRows(scope);
  return new Map(
    rows.filter((r) => isMetalGrade(r.metal)).map((r) => [r.metal as MetalGrade, r.sellPerKgMinor]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// A piece that follows the rate

type PricingRow = typeof productMetalPricing.$inferSelect;

function pricingOut(row: PricingRow | undefined) {
  if (!row) return null;
  return {
    metal: row.metal as MetalGrade,
    weightMg: row.weightMg,
    labourMinor: row.labourMinor,
    stonesMinor: row.stonesMinor,
    rounding: row.rounding as RoundingRule,
  };
}

async function assertProduct(scope: TenantScope, productId: string) {
  const [row] = await scope.tx
    .select({ id: products.id, priceMinor: products.priceMinor, currency: products.currency })
    .from(products)
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, productId)));
  if (!row) throw AppError.notFound('Product');
  return row;
}

/** A piece's pricing fields and the price the rate gives it now (null without a rate for its metal). */
export async function getProductMetalPricing(scope: TenantScope, productId: string) {
  const product = await assertProduct(scope, productId);
  const [row] = await scope.tx
    .select()
    .from(productMetalPricing)
    .where(
      and(eq(productMetalPricing.businessId, scope.businessId), eq(productMetalPricing.productId, productId)),
    );
  const pricing = pricingOut(row);
  const rates = await sellRatesPerKg(scope);
  return {
    productId,
    pricing,
    priceMinor: product.priceMinor,
    ratePriceMinor: pricing
      ? followRatePrice(pricing, (m) => rates.get(m), minorDigitsOf(scope.currency))
      : null,
    currency: product.currency,
  };
}

/** Set (or, with null, stop) a piece following the rate. Its price moves only through the queue. */
export async function setProductMetalPricing(
  scope: TenantScope,
  { productId, input }: { productId: string; input: ProductMetalPricingInput },
) {
  await assertProduct(scope, productId);
  if (input.pricing === null) {
    await scope.tx
      .delete(productMetalPricing)
      .where(
        and(
          eq(productMetalPricing.businessId, scope.businessId),
          eq(productMetalPricing.productId, productId),
        ),
      );
  } else {
    const values = { ...input.pricing, updatedAt: scope.now };
    await scope.tx
      .insert(productMetalPricing)
      .values({ businessId: scope.businessId, productId, ...values })
      .onConflictDoUpdate({
        target: [productMetalPricing.businessId, productMetalPricing.productId],
        set: values,
      });
  }
  return getProductMetalPricing(scope, productId);
}

// ---------------------------------------------------------------------------------------------------------
// The repricing queue

/** Pieces whose price the rate would change: old, new and the difference. */
export async function repricingQueue(
  scope: TenantScope,
  options: { productIds?: readonly string[]; lock?: boolean } = {},
) {
  const rates = await sellRatesPerKg(scope);
  const digits = minorDigitsOf(scope.currency);
  const conditions = [
    eq(productMetalPricing.businessId, scope.businessId),
    eq(products.businessId, scope.businessId),
  ];
  if (options.productIds) conditions.push(inArray(products.id, [...options.productIds]));
  let query = scope.tx
    .select({
      productId: products.id,
      ref: products.ref,
      name: products.name,
      priceMinor: products.priceMinor,
      currency: products.currency,
      pricing: productMetalPricing,
    })
    .from(productMetalPricing)
    .innerJoin(products, eq(products.id, productMetalPricing.productId))
    .where(and(...conditions))
    .orderBy(products.ref)
    .$dynamic();
  if (options.lock) query = query.for('update', { of: products });
  const rows = await query;
  const items = [];
  const missingRates = new Set<MetalGrade>();
  for (const row of rows) {
    const pricing = pricingOut(row.pricing);
    if (!pricing) continue;
    // A piece priced in another currency than the business's is left alone: the rates are in the business's.
    if (row.currency !== scope.currency) continue;
    const next = followRatePrice(pricing, (m) => rates.get(m), digits);
    if (next === null) {
      missingRates.add(pricing.metal);
      continue;
    }
    if (next === row.priceMinor) continue;
    items.push({
      productId: row.productId,
      ref: row.ref,
      name: row.name,
      metal: pricing.metal,
      weightMg: pricing.weightMg,
      oldPriceMinor: row.priceMinor,
      newPriceMinor: next,
      differenceMinor: next - row.priceMinor,
    });
  }
  return { currency: scope.currency, items, missingRates: [...missingRates] };
}

/** Apply the queue (all of it, or the ids given) in one approval, each change logged. */
export async function applyRepricing(scope: TenantScope, input: RepricingApply) {
  if (input.productIds)
    await assertOwnReferences(scope, [{ field: 'productIds', kind: 'product', ids: input.productIds }]);
  const queue = await repricingQueue(scope, { productIds: input.productIds, lock: true });
  for (const item of queue.items) {
    await scope.tx
      .update(products)
      .set({ priceMinor: item.newPriceMinor, updatedAt: scope.now })
      .where(and(eq(products.businessId, scope.businessId), eq(products.id, item.productId)));
  }
  if (queue.items.length > 0) {
    await scope.tx.insert(productPriceChanges).values(
      queue.items.map((item) => ({
        businessId: scope.businessId,
        productId: item.productId,
        oldPriceMinor: item.oldPriceMinor,
        newPriceMinor: item.newPriceMinor,
        appliedBy: scope.userId,
        appliedAt: scope.now,
      })),
    );
  }
  return { currency: scope.currency, applied: queue.items };
}
