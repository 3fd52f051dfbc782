import { describe, expect, it } from 'vitest';
import { canTakePayments, hasApiAccess, showsWatermark, TOOL_IDS, teamSeats, toolsFor } from '#lib/access.ts';
import {
  BILLING_CYCLES,
  billingCycleLabel,
  LANDING_PLANS,
  LANDING_POPULAR_BADGE,
  landingPlanById,
  landingPlanPrice,
  PAYMENT_PLANS,
  PAYMENT_POPULAR_BADGE,
  PLAN_FEATURES,
  type PlanFeature,
  parseBillingCycle,
  paymentPlanById,
  planChoiceFromName,
} from '#lib/plans.ts';
import { TIERS } from '#lib/tiers.ts';

const keysOf = (features: readonly PlanFeature[]) => features.map((feature) => feature.key);

describe('LANDING_PLANS', () => {
  it('lists CZ, MOISSANITE and DIAMOND with their spec names', () => {
    expect(LANDING_PLANS.map((plan) => [plan.id, plan.name])).toEqual([
      ['CZ', 'CZ Plan'],
      ['MOISSANITE', 'MOISSANITE Plan'],
      ['DIAMOND', 'DIAMOND Plan'],
    ]);
  });

  it('prices the plans in pence of GBP as the spec states', () => {
    const prices = LANDING_PLANS.map((plan) => [
      plan.monthlyPrice.amount,
      plan.yearlyPrice.amount,
      plan.originalYearlyPrice.amount,
      plan.discountPercent,
    ]);
    expect(prices).toEqual([
      [5000, 2500, 5000, 50],
      [13000, 6500, 13000, 50],
      [25000, 12500, 25000, 50],
    ]);
    for (const plan of LANDING_PLANS) {
      for (const price of [plan.monthlyPrice, plan.yearlyPrice, plan.originalYearlyPrice]) {
        expect(price.currency).toBe('GBP');
        expect(Number.isSafeInteger(price.amount)).toBe(true);
      }
    }
  });

  it('shows a yearly price consistent with the advertised discount', () => {
    for (const plan of LANDING_PLANS) {
      expect(plan.yearlyPrice.amount * 100).toBe(
        plan.originalYearlyPrice.amount * (100 - plan.discountPercent),
      );
    }
  });

  it('marks MOISSANITE alone as Most Popular', () => {
    expect(LANDING_PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['MOISSANITE']);
    expect(LANDING_POPULAR_BADGE).toBe('Most Popular');
  });

  it('has subtitles and features in French and English', () => {
    for (const plan of LANDING_PLANS) {
      expect(plan.subtitle.fr).not.toBe('');
      expect(plan.subtitle.en).not.toBe('');
      for (const feature of plan.features) {
        expect(feature.text.fr).not.toBe('');
        expect(feature.text.en).not.toBe('');
      }
    }
  });

  it('gives the price for a billing cycle', () => {
    const diamond = landingPlanById('DIAMOND');
    expect(landingPlanPrice(diamond, 'monthly')).toEqual({ amount: 25000, currency: 'GBP' });
    expect(landingPlanPrice(diamond, 'yearly')).toEqual({ amount: 12500, currency: 'GBP' });
  });
});

describe('PAYMENT_PLANS', () => {
  it('lists DIAMOND $199, MOISSANITE $149 and SILVER $99 a month, in cents of USD', () => {
    expect(PAYMENT_PLANS.map((plan) => [plan.name, plan.price.amount, plan.price.currency])).toEqual([
      ['DIAMOND', 19900, 'USD'],
      ['MOISSANITE', 14900, 'USD'],
      ['SILVER', 9900, 'USD'],
    ]);
  });

  it("marks MOISSANITE alone as 'Populaire'", () => {
    expect(PAYMENT_PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['MOISSANITE']);
    expect(PAYMENT_POPULAR_BADGE).toBe('Populaire');
  });

  it('has a description and features in French with English alongside', () => {
    for (const plan of PAYMENT_PLANS) {
      expect(plan.description.fr).not.toBe('');
      expect(plan.description.en).not.toBe('');
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(paymentPlanById('SILVER').features).toBe(PLAN_FEATURES.SILVER);
  });
});

describe('plan features agree with the access rules', () => {
  for (const tier of TIERS) {
    it(`lists exactly the tools and limits of ${tier}`, () => {
      const keys = keysOf(PLAN_FEATURES[tier]);
      const tools = keys.filter((key) => (TOOL_IDS as readonly string[]).includes(key));
      expect(tools).toEqual(toolsFor(tier));
      expect(keys.includes('watermark')).toBe(showsWatermark(tier));
      expect(keys.includes('online-payments')).toBe(canTakePayments(tier));
      expect(keys.includes('api-access')).toBe(hasApiAccess(tier));
      const team = PLAN_FEATURES[tier].find((feature) => feature.key === 'team-members');
      if (teamSeats(tier) > 1) {
        expect(team?.text.en).toBe(`${teamSeats(tier)} team members`);
        expect(team?.text.fr).toBe(`${teamSeats(tier)} membres d'équipe`);
      } else {
        expect(team).toBeUndefined();
      }
    });
  }

  it('states the FAQ limits in words: watermark on CZ, 2 and 5 team members, API on DIAMOND', () => {
    expect(keysOf(landingPlanById('CZ').features)).toContain('watermark');
    expect(landingPlanById('MOISSANITE').features.map((f) => f.text.en)).toContain('2 team members');
    expect(landingPlanById('DIAMOND').features.map((f) => f.text.en)).toContain('5 team members');
    expect(landingPlanById('DIAMOND').features.map((f) => f.text.en)).toContain('API access');
  });
});

describe('planChoiceFromName', () => {
  it('picks DIAMOND or MOISSANITE when the name contains it, ignoring case', () => {
    expect(planChoiceFromName('DIAMOND Plan')).toBe('DIAMOND');
    expect(planChoiceFromName('diamond')).toBe('DIAMOND');
    expect(planChoiceFromName('MOISSANITE Plan')).toBe('MOISSANITE');
    expect(planChoiceFromName('my Moissanite')).toBe('MOISSANITE');
  });

  it('falls back to SILVER for anything else, null or undefined', () => {
    expect(planChoiceFromName('CZ Plan')).toBe('SILVER');
    expect(planChoiceFromName('')).toBe('SILVER');
    expect(planChoiceFromName(null)).toBe('SILVER');
    expect(planChoiceFromName(undefined)).toBe('SILVER');
  });

  it("tests 'diamond' before 'moissanite'", () => {
    expect(planChoiceFromName('moissanite-diamond')).toBe('DIAMOND');
  });
});

describe('billing cycles', () => {
  it('are monthly and yearly', () => {
    expect(BILLING_CYCLES).toEqual(['monthly', 'yearly']);
  });

  it("reads 'yearly' as yearly and anything else as monthly", () => {
    expect(parseBillingCycle('yearly')).toBe('yearly');
    expect(parseBillingCycle('monthly')).toBe('monthly');
    expect(parseBillingCycle('YEARLY')).toBe('monthly');
    expect(parseBillingCycle('annual')).toBe('monthly');
    expect(parseBillingCycle(null)).toBe('monthly');
    expect(parseBillingCycle(undefined)).toBe('monthly');
  });

  it("labels yearly 'annuel' and everything else 'mensuel'", () => {
    expect(billingCycleLabel('yearly')).toBe('annuel');
    expect(billingCycleLabel('monthly')).toBe('mensuel');
    expect(billingCycleLabel('something')).toBe('mensuel');
    expect(billingCycleLabel(null)).toBe('mensuel');
    expect(billingCycleLabel('yearly', 'en')).toBe('yearly');
    expect(billingCycleLabel(undefined, 'en')).toBe('monthly');
  });
});
