/**
 * Plan tiers in rank order, lowest first. CZ is the free / entry tier every account falls back to; SILVER is
 * the legacy name still sold on the payment page and sits between CZ and MOISSANITE.
 */
export const TIERS = ['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND'] as const;
export type Tier = (typeof TIERS)[number];

/** The tier of an account without a recognised subscription product. */
export const FALLBACK_TIER: Tier = 'CZ';

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** 0 for CZ up to 3 for DIAMOND. */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** Negative when `a` ranks below `b`; usable with Array.prototype.sort. */
export function compareTiers(a: Tier, b: Tier): number {
  return tierRank(a) - tierRank(b);
}

export function isAtLeastTier(tier: Tier, minimum: Tier): boolean {
  return tierRank(tier) >= tierRank(minimum);
}

/** The best of several tiers (e.g. one per active subscription); CZ when there are none. */
export function highestTier(tiers: readonly Tier[]): Tier {
  return tiers.reduce<Tier>((best, tier) => (compareTiers(tier, best) > 0 ? tier : best), FALLBACK_TIER);
}

/** A better plan exists to move to: every tier but the top one (DIAMOND) offers 'Upgrade'. */
export function canUpgrade(tier: Tier): boolean {
  return tierRank(tier) < TIERS.length - 1;
}

/** CZ is the free plan: no watermark-free showroom, no payments. Every other tier is paid. */
export function isPaidTier(tier: Tier): boolean {
  return tier !== FALLBACK_TIER;
}

type ProductIds = string | readonly string[];

/** Product ids per paid tier, e.g. read from configuration. The ids themselves are not in the spec. */
export interface ProductIdsByTier {
  readonly diamond?: ProductIds;
  readonly moissanite?: ProductIds;
  readonly silver?: ProductIds;
}

/**
 * Either product ids listed per tier (`{ diamond: 'prod_A', silver: ['prod_B', 'prod_C'] }`) or tiers keyed
 * by product id (`{ prod_A: 'DIAMOND' }`). A key named after a tier ('diamond', 'moissanite', 'silver')
 * always reads as the first form.
 */
export type TierProductMap = ProductIdsByTier | Readonly<Record<string, Tier>>;

const TIER_KEYS = { diamond: 'DIAMOND', moissanite: 'MOISSANITE', silver: 'SILVER' } as const;

function isTierKey(key: string): key is keyof typeof TIER_KEYS {
  return Object.hasOwn(TIER_KEYS, key);
}

/**
 * The tier a subscription's product id grants (spec: one id means Diamond, another Moissanite, another
 * Silver, anything else or none means CZ). Empty ids never match, so an unset configuration value cannot
 * turn an empty product id into a paid tier. If a misconfigured id is listed under several tiers, the
 * highest wins.
 */
export function tierFromProductId(productId: string | null | undefined, productMap: TierProductMap): Tier {
  if (!productId) return FALLBACK_TIER;
  const matches: Tier[] = [];
  for (const [key, value] of Object.entries(productMap)) {
    if (isTierKey(key)) {
      const ids: readonly string[] = typeof value === 'string' ? [value] : (value ?? []);
      if (ids.includes(productId)) matches.push(TIER_KEYS[key]);
    } else if (key === productId && isTier(value)) {
      matches.push(value);
    }
  }
  return highestTier(matches);
}
