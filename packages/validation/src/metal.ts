import { METAL_GRADE_NAMES, ROUNDING_RULES } from '@carat/domain/metal';
import { z } from 'zod';

/**
 * Metal prices (ADR 064): rates entered per gram or per troy ounce of fine metal, a
 * catalogue piece's pricing fields, and the repricing queue's approval. Money in integer minor units.
 */

export const METAL_LIMITS = {
  /** 100 million in major units a gram or an ounce (as minor units of a 2-digit currency). */
  rateMaxMinor: 10_000_000_000,
  /** 100 kg. */
  weightMaxMg: 100_000_000,
  amountMaxMinor: 1_000_000_000,
  repricingMax: 500,
} as const;

export const metalGradeSchema = z.enum(METAL_GRADE_NAMES);
export const roundingRuleSchema = z.enum(ROUNDING_RULES);

const amount = (max: number) => z.number().int().min(0).max(max);

export const metalRateInputSchema = z.strictObject({
  metal: metalGradeSchema,
  /** What the amounts are per: a gram or a troy ounce (31.1034768 g) of fine metal. */
  unit: z.enum(['gram', 'troy_ounce']).default('gram'),
  buyMinor: amount(METAL_LIMITS.rateMaxMinor),
  sellMinor: amount(METAL_LIMITS.rateMaxMinor),
});

export const metalRatesInputSchema = z.strictObject({
  rates: z
    .array(metalRateInputSchema)
    .min(1)
    .max(METAL_GRADE_NAMES.length)
    .refine((rates) => new Set(rates.map((r) => r.metal)).size === rates.length, {
      message: 'Each metal once',
    }),
});
export type MetalRatesInput = z.infer<typeof metalRatesInputSchema>;

/** A piece that follows the rate; `null` stops following (its price stays as it is). */
export const productMetalPricingSchema = z.strictObject({
  pricing: z
    .strictObject({
      metal: metalGradeSchema,
      weightMg: z.number().int().min(1).max(METAL_LIMITS.weightMaxMg),
      labourMinor: amount(METAL_LIMITS.amountMaxMinor).default(0),
      stonesMinor: amount(METAL_LIMITS.amountMaxMinor).default(0),
      rounding: roundingRuleSchema.default('minor'),
    })
    .nullable(),
});
export type ProductMetalPricingInput = z.infer<typeof productMetalPricingSchema>;

/** Apply the queue: every piece in it, or only these. */
export const repricingApplySchema = z.strictObject({
  productIds: z.array(z.uuid()).min(1).max(METAL_LIMITS.repricingMax).optional(),
});
export type RepricingApply = z.infer<typeof repricingApplySchema>;

/**
 * A business's use of the operator's metal-rate feed (ADR 088): whether its rates follow it, bought this far
 * below the feed's price of fine metal and sold this far above it, in basis points (1000 = 10 %).
 */
export const metalRateFeedSchema = z.strictObject({
  enabled: z.boolean(),
  buyMarginBps: z.number().int().min(0).max(9000),
  sellMarginBps: z.number().int().min(0).max(100_000),
});
export type MetalRateFeedInput = z.infer<typeof metalRateFeedSchema>;
