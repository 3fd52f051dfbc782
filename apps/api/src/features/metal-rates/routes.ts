import {
  metalGradeSchema,
  metalRateFeedSchema,
  metalRatesInputSchema,
  productMetalPricingSchema,
  repricingApplySchema,
  roundingRuleSchema,
} from '@carat/validation/metal';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { setMetalRateFeed } from './feed-settings.ts';
import {
  applyRepricing,
  getMetalRates,
  getProductMetalPricing,
  repricingQueue,
  setMetalRates,
  setProductMetalPricing,
} from './metal-rates.ts';

const Rate = z.object({
  metal: metalGradeSchema,
  /** Parts per thousand of fine metal. */
  fineness: z.number().int(),
  /** Minor units per kilogram of fine metal (the stored, exact figure). */
  buyPerKgMinor: z.number().int(),
  sellPerKgMinor: z.number().int(),
  buyPerGramMinor: z.number().int(),
  sellPerGramMinor: z.number().int(),
  buyPerTroyOunceMinor: z.number().int(),
  sellPerTroyOunceMinor: z.number().int(),
  source: z.enum(['manual', 'provider']),
  updatedAt: z.string(),
});
const RateChange = z.object({
  id: z.uuid(),
  metal: metalGradeSchema,
  buyPerKgMinor: z.number().int(),
  sellPerKgMinor: z.number().int(),
  previousBuyPerKgMinor: z.number().int().nullable(),
  previousSellPerKgMinor: z.number().int().nullable(),
  source: z.string(),
  changedAt: z.string(),
});
const MetalRates = z
  .object({
    currency: z.string(),
    rates: z.array(Rate),
    history: z.array(RateChange),
    provider: z.object({ configured: z.boolean() }),
    /** Whether the rates follow the operator's feed, its margins, and the last fetch's outcome. */
    feed: z.object({
      enabled: z.boolean(),
      buyMarginBps: z.number().int(),
      sellMarginBps: z.number().int(),
      lastFetchedAt: z.string().nullable(),
      lastFailedAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  })
  .meta({ id: 'MetalRates' });

const Pricing = z.object({
  metal: metalGradeSchema,
  weightMg: z.number().int(),
  labourMinor: z.number().int(),
  stonesMinor: z.number().int(),
  rounding: roundingRuleSchema,
});
const ProductMetalPricing = z
  .object({
    productId: z.uuid(),
    pricing: Pricing.nullable(),
    priceMinor: z.number().int(),
    /** What the rate would make it now; null when not following or no rate for its metal. */
    ratePriceMinor: z.number().int().nullable(),
    currency: z.string(),
  })
  .meta({ id: 'ProductMetalPricing' });

const RepricingItem = z.object({
  productId: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  metal: metalGradeSchema,
  weightMg: z.number().int(),
  oldPriceMinor: z.number().int(),
  newPriceMinor: z.number().int(),
  differenceMinor: z.number().int(),
});
const RepricingQueue = z
  .object({ currency: z.string(), items: z.array(RepricingItem), missingRates: z.array(metalGradeSchema) })
  .meta({ id: 'RepricingQueue' });
const RepricingApplied = z
  .object({ currency: z.string(), applied: z.array(RepricingItem) })
  .meta({ id: 'RepricingApplied' });

const common = { tags: ['Metal prices'], security: [{ bearer: [] }] };

const ratesRead = createRoute({
  ...common,
  method: 'get',
  path: '/metal-rates',
  summary:
    'The business’s metal rates (buy and sell per gram of fine metal, by grade) and their last changes',
  responses: { 200: jsonResponse(MetalRates, 'The rates'), ...tenantErrors },
});
const ratesWrite = createRoute({
  ...common,
  method: 'put',
  path: '/metal-rates',
  summary:
    'Set rates, per gram or per troy ounce of fine metal (converted); each change is kept in the history',
  request: { body: jsonBody(metalRatesInputSchema) },
  responses: { 200: jsonResponse(MetalRates, 'The rates'), ...tenantErrors },
});
const feedWrite = createRoute({
  ...common,
  method: 'put',
  path: '/metal-rates/feed',
  summary:
    'Follow the operator’s metal-rate feed (when one is configured) with margins below and above its price, or stop',
  request: { body: jsonBody(metalRateFeedSchema) },
  responses: { 200: jsonResponse(MetalRates, 'The rates'), ...tenantErrors },
});
const pricingRead = createRoute({
  ...common,
  method: 'get',
  path: '/products/{id}/metal-pricing',
  summary: 'Whether a piece’s price follows the metal rate, its fields and the price the rate gives it',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ProductMetalPricing, 'The piece’s pricing'), ...tenantErrors },
});
const pricingWrite = createRoute({
  ...common,
  method: 'put',
  path: '/products/{id}/metal-pricing',
  summary: 'Make a piece follow the rate (metal, weight, labour, stones, rounding) or stop (null)',
  request: { params: UuidParam, body: jsonBody(productMetalPricingSchema) },
  responses: { 200: jsonResponse(ProductMetalPricing, 'The piece’s pricing'), ...tenantErrors },
});
const queueRead = createRoute({
  ...common,
  method: 'get',
  path: '/repricing',
  summary: 'Pieces whose price the current rates would change: old, new and the difference',
  responses: { 200: jsonResponse(RepricingQueue, 'The queue'), ...tenantErrors },
});
const queueApply = createRoute({
  ...common,
  method: 'post',
  path: '/repricing/apply',
  summary: 'Apply the queue in one approval (all of it, or the productIds given); each change is logged',
  request: { body: jsonBody(repricingApplySchema) },
  responses: { 200: jsonResponse(RepricingApplied, 'What changed'), ...tenantErrors },
});

type Rates = Awaited<ReturnType<typeof getMetalRates>>;
const serialiseRates = (r: Rates) => ({
  ...r,
  rates: r.rates.map(isoDates),
  history: r.history.map(isoDates),
});

export function metalRateRoutes() {
  return router()
    .openapi(ratesRead, async (c) => c.json(serialiseRates(await getMetalRates(c.get('scope'))), 200))
    .openapi(ratesWrite, async (c) =>
      c.json(serialiseRates(await setMetalRates(c.get('scope'), c.req.valid('json'))), 200),
    )
    .openapi(feedWrite, async (c) => {
      const scope = c.get('scope');
      await setMetalRateFeed(scope, c.req.valid('json'));
      return c.json(serialiseRates(await getMetalRates(scope)), 200);
    })
    .openapi(pricingRead, async (c) =>
      c.json(await getProductMetalPricing(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(pricingWrite, async (c) =>
      c.json(
        await setProductMetalPricing(c.get('scope'), {
          productId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(queueRead, async (c) => c.json(await repricingQueue(c.get('scope')), 200))
    .openapi(queueApply, async (c) => c.json(await applyRepricing(c.get('scope'), c.req.valid('json')), 200));
}
