import { describe, expect, it } from 'vitest';
import {
  canUpgrade,
  compareTiers,
  FALLBACK_TIER,
  highestTier,
  isAtLeastTier,
  isPaidTier,
  isTier,
  TIERS,
  tierFromProductId,
  tierRank,
} from '#lib/tiers.ts';

describe('tier order', () => {
  it('ranks CZ lowest, then SILVER, MOISSANITE and DIAMOND', () => {
    expect(TIERS).toEqual(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']);
    expect(TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
    expect(compareTiers('CZ', 'DIAMOND')).toBeLessThan(0);
    expect(compareTiers('DIAMOND', 'MOISSANITE')).toBeGreaterThan(0);
    expect(compareTiers('SILVER', 'SILVER')).toBe(0);
    expect([...TIERS].reverse().sort(compareTiers)).toEqual([...TIERS]);
  });

  it('compares against a minimum tier', () => {
    expect(isAtLeastTier('MOISSANITE', 'SILVER')).toBe(true);
    expect(isAtLeastTier('MOISSANITE', 'MOISSANITE')).toBe(true);
    expect(isAtLeastTier('SILVER', 'MOISSANITE')).toBe(false);
  });

  it('recognises tier names exactly', () => {
    expect(isTier('DIAMOND')).toBe(true);
    expect(isTier('diamond')).toBe(false);
    expect(isTier(null)).toBe(false);
  });
});

describe('highestTier', () => {
  it('returns the best tier of a list', () => {
    expect(highestTier(['SILVER', 'DIAMOND', 'CZ'])).toBe('DIAMOND');
    expect(highestTier(['SILVER', 'MOISSANITE'])).toBe('MOISSANITE');
  });

  it('falls back to CZ for an empty list', () => {
    expect(FALLBACK_TIER).toBe('CZ');
    expect(highestTier([])).toBe('CZ');
  });
});

describe('isPaidTier', () => {
  it('treats CZ as the free tier and every other tier as paid', () => {
    expect(isPaidTier('CZ')).toBe(false);
    expect(isPaidTier('SILVER')).toBe(true);
    expect(isPaidTier('MOISSANITE')).toBe(true);
    expect(isPaidTier('DIAMOND')).toBe(true);
  });
});

describe('tierFromProductId', () => {
  const byTier = { diamond: 'prod_D', moissanite: 'prod_M', silver: ['prod_S1', 'prod_S2'] };

  it('maps configured product ids to their tier', () => {
    expect(tierFromProductId('prod_D', byTier)).toBe('DIAMOND');
    expect(tierFromProductId('prod_M', byTier)).toBe('MOISSANITE');
    expect(tierFromProductId('prod_S1', byTier)).toBe('SILVER');
    expect(tierFromProductId('prod_S2', byTier)).toBe('SILVER');
  });

  it('gives CZ for anything else, null or undefined', () => {
    expect(tierFromProductId('prod_other', byTier)).toBe('CZ');
    expect(tierFromProductId(null, byTier)).toBe('CZ');
    expect(tierFromProductId(undefined, byTier)).toBe('CZ');
    expect(tierFromProductId('prod_D', {})).toBe('CZ');
  });

  it('never matches an empty id, even against an unset configuration value', () => {
    expect(tierFromProductId('', { diamond: '' })).toBe('CZ');
  });

  it('matches ids exactly, without case folding', () => {
    expect(tierFromProductId('PROD_D', byTier)).toBe('CZ');
  });

  it('accepts tiers keyed by product id', () => {
    const byProduct = { prod_D: 'DIAMOND', prod_M: 'MOISSANITE' } as const;
    expect(tierFromProductId('prod_D', byProduct)).toBe('DIAMOND');
    expect(tierFromProductId('prod_M', byProduct)).toBe('MOISSANITE');
    expect(tierFromProductId('prod_X', byProduct)).toBe('CZ');
  });

  it('lets the highest tier win when an id is listed twice', () => {
    expect(tierFromProductId('prod_X', { silver: 'prod_X', diamond: ['prod_X'] })).toBe('DIAMOND');
  });
});

describe('canUpgrade', () => {
  it('offers an upgrade on every plan but the top one', () => {
    expect(TIERS.filter(canUpgrade)).toEqual(['CZ', 'SILVER', 'MOISSANITE']);
    expect(canUpgrade('DIAMOND')).toBe(false);
  });
});
