import { LANDING_PLANS, PAYMENT_PLANS, type Tier } from '@carat/domain';
import type { SandboxCatalogueEntry } from '@carat/stripe-sandbox';
import { z } from 'zod';

export type BillingInterval = 'monthly' | 'yearly';

export interface AllowedPrice {
  plan: Tier;
  interval: BillingInterval;
}

/**
 * What the local Stripe sandbox sells, with fixed ids so the allowlist can name them: the payment page's
 * catalogue in US dollars (DIAMOND $199, MOISSANITE $149, SILVER $99 a month; a year costs ten months, as
 * the FAQ's "two months free" says) and the landing page's in pounds (CZ, MOISSANITE, DIAMOND, monthly and
 * yearly as that page shows them). See docs/decisions on the two catalogues.
 */
/** The sandbox's free CZ price; with a real key, the allowlisted CZ price whose amount is 0 is the free start. */
export const FREE_CZ_SANDBOX_PRICE = 'price_cz_free_gbp';

export function sandboxCatalogue(): (SandboxCatalogueEntry & AllowedPrice)[] {
  const payment = PAYMENT_PLANS.flatMap((plan) => [
    {
      priceId: `price_${plan.id.toLowerCase()}_monthly_usd`,
      productId: `prod_${plan.id.toLowerCase()}`,
      productName: plan.name,
      amountMinor: plan.price.amount,
      currency: 'USD',
      interval: 'monthly' as const,
      plan: plan.id,
    },
    {
      priceId: `price_${plan.id.toLowerCase()}_yearly_usd`,
      productId: `prod_${plan.id.toLowerCase()}`,
      productName: plan.name,
      amountMinor: plan.price.amount * 10,
      currency: 'USD',
      interval: 'yearly' as const,
      plan: plan.id,
    },
  ]);
  const landing = LANDING_PLANS.flatMap((plan) => [
    {
      priceId: `price_${plan.id.toLowerCase()}_monthly_gbp`,
      productId: `prod_${plan.id.toLowerCase()}`,
      productName: plan.id,
      amountMinor: plan.monthlyPrice.amount,
      currency: 'GBP',
      interval: 'monthly' as const,
      plan: plan.id,
    },
    {
      priceId: `price_${plan.id.toLowerCase()}_yearly_gbp`,
      productId: `prod_${plan.id.toLowerCase()}`,
      productName: plan.id,
      amountMinor: plan.yearlyPrice.amount * 12,
      currency: 'GBP',
      interval: 'yearly' as const,
      plan: plan.id,
    },
  ]);
  // The free start: CZ at no cost, a subscription Stripe starts without collecting a card.
  const free = {
    priceId: FREE_CZ_SANDBOX_PRICE,
    productId: 'prod_cz',
    productName: 'CZ',
    amountMinor: 0,
    currency: 'GBP',
    interval: 'monthly' as const,
    plan: 'CZ' as const,
  };
  return [...payment, ...landing, free];
}

const allowlistSchema = z.record(
  z.string().regex(/^price_/),
  z.object({
    plan: z.enum(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']),
    interval: z.enum(['monthly', 'yearly']),
  }),
);

const schema = z.object({
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** The endpoint for connected accounts' events (Connect) has a secret of its own. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** JSON: the platform's fee on a jeweller's payments per plan, in basis points ({"SILVER": 100}). Default none. */
  STRIPE_APPLICATION_FEE_BPS: z.string().optional(),
  /** JSON: {"price_…": {"plan": "DIAMOND", "interval": "monthly"}, …}. Default: the sandbox's prices. */
  STRIPE_PRICES: z.string().optional(),
  STRIPE_SANDBOX_PORT: z.coerce.number().int().default(12111),
  STRIPE_SANDBOX_URL: z.url().optional(),
});

export interface BillingConfig {
  mode: 'stripe' | 'sandbox';
  secretKey: string;
  webhookSecret: string;
  allowlist: Record<string, AllowedPrice>;
  sandboxPort: number;
  sandboxUrl: string;
  /** Connect (jewellers' own payments): the secret of its webhook endpoint. */
  connectWebhookSecret: string;
  /** Whether Stripe's events should be live-mode ones (a live key): others are ignored. */
  livemode: boolean;
  /** The platform's fee per plan, in basis points of each payment (0 when absent). */
  applicationFeeBps: Partial<Record<Tier, number>>;
}

/** Committed development values of the sandbox: not secrets (the sandbox moves no money). */
export const SANDBOX_SECRET_KEY = 'sk_test_carat_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_carat_sandbox_development';
export const SANDBOX_CONNECT_WEBHOOK_SECRET = 'whsec_carat_sandbox_connect_development';

const feesSchema = z.partialRecord(
  z.enum(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']),
  z.number().int().min(0).max(10_000),
);

export function loadBillingConfig(
  env: Record<string, string | undefined>,
  production: boolean,
): BillingConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid billing configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const raw = parsed.data;
  const mode = raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox';
  if (production && mode === 'sandbox') {
    throw new Error(
      'STRIPE_SECRET_KEY is required in production: the local Stripe sandbox is refused there.',
    );
  }
  if (mode === 'stripe' && !raw.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: webhooks are verified.');
  }
  if (mode === 'stripe' && !raw.STRIPE_CONNECT_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_CONNECT_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: Connect webhooks are verified.',
    );
  }
  if (mode === 'stripe' && !raw.STRIPE_PRICES) {
    throw new Error(
      'STRIPE_PRICES is required with STRIPE_SECRET_KEY: only allowlisted prices can be bought.',
    );
  }
  const allowlist = raw.STRIPE_PRICES
    ? allowlistSchema.parse(JSON.parse(raw.STRIPE_PRICES))
    : Object.fromEntries(sandboxCatalogue().map((p) => [p.priceId, { plan: p.plan, interval: p.interval }]));
  return {
    mode,
    secretKey: raw.STRIPE_SECRET_KEY ?? SANDBOX_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
    allowlist,
    sandboxPort: raw.STRIPE_SANDBOX_PORT,
    sandboxUrl: raw.STRIPE_SANDBOX_URL ?? `http://localhost:${raw.STRIPE_SANDBOX_PORT}`,
    connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET ?? SANDBOX_CONNECT_WEBHOOK_SECRET,
    livemode: (raw.STRIPE_SECRET_KEY ?? '').startsWith('sk_live_'),
    applicationFeeBps: raw.STRIPE_APPLICATION_FEE_BPS
      ? feesSchema.parse(JSON.parse(raw.STRIPE_APPLICATION_FEE_BPS))
      : {},
  };
}
