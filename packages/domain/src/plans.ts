import { type ToolId, toolById } from '#lib/access.ts';
import type { Locale, LocalizedText } from '#lib/locale.ts';
import type { Money } from '#lib/money.ts';
import type { Tier } from '#lib/tiers.ts';

/*
 * The spec has two price lists that disagree on prices and currency (landing page in £, payment page in $);
 * both readings stand, so both catalogues are kept, each under its own name.
 */

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Query string `billing`: 'yearly' means yearly, anything else (or nothing) monthly, as the auth page reads it. */
export function parseBillingCycle(value: string | null | undefined): BillingCycle {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

const BILLING_CYCLE_LABELS: Readonly<Record<Locale, Readonly<Record<BillingCycle, string>>>> = {
  fr: { monthly: 'mensuel', yearly: 'annuel' },
  en: { monthly: 'monthly', yearly: 'yearly' },
};

/** 'annuel' for yearly, otherwise 'mensuel' (spec, auth page). */
export function billingCycleLabel(cycle: string | null | undefined, locale: Locale = 'fr'): string {
  return BILLING_CYCLE_LABELS[locale][parseBillingCycle(cycle)];
}

/** What a plan card lists: a tool, or one of the plan limits the FAQ states. */
export type PlanFeatureKey =
  | ToolId
  | 'showroom'
  | 'watermark'
  | 'online-payments'
  | 'team-members'
  | 'api-access';

export interface PlanFeature {
  readonly key: PlanFeatureKey;
  readonly text: LocalizedText;
  /** False while it is being built: the cards say 'Bientôt' beside it. */
  readonly released: boolean;
}

const FEATURE_TEXTS = {
  showroom: { fr: 'Showroom en ligne', en: 'Online showroom' },
  watermark: { fr: 'Showroom avec filigrane', en: 'Showroom with watermark' },
  onlinePayments: { fr: 'Paiements en ligne', en: 'Online payments' },
  apiAccess: { fr: 'Accès API', en: 'API access' },
} satisfies Record<string, LocalizedText>;

/** A tool's feature line reuses the tool's own title, so the card and the dashboard name it alike. */
function tool(id: ToolId): PlanFeature {
  const found = toolById(id);
  return { key: id, text: found.title, released: found.released };
}

function teamMembers(count: number): PlanFeature {
  // Invitations, roles and seats (ADR 031).
  return {
    key: 'team-members',
    text: { fr: `${count} membres d'équipe`, en: `${count} team members` },
    released: true,
  };
}

const CZ_FEATURES: readonly PlanFeature[] = [
  { key: 'showroom', text: FEATURE_TEXTS.showroom, released: true },
  tool('custom-order-form'),
  tool('appointment-scheduler'),
  tool('size-guide-generator'),
  { key: 'watermark', text: FEATURE_TEXTS.watermark, released: true },
];

const SILVER_FEATURES: readonly PlanFeature[] = [
  { key: 'showroom', text: FEATURE_TEXTS.showroom, released: true },
  tool('custom-order-form'),
  tool('appointment-scheduler'),
  tool('size-guide-generator'),
  tool('ai-chatbot'),
  { key: 'online-payments', text: FEATURE_TEXTS.onlinePayments, released: true },
];

const MOISSANITE_FEATURES: readonly PlanFeature[] = [
  ...SILVER_FEATURES,
  tool('ai-marketing-studio'),
  teamMembers(2),
];

const DIAMOND_FEATURES: readonly PlanFeature[] = [
  ...SILVER_FEATURES,
  tool('ai-marketing-studio'),
  tool('ai-design-generator'),
  teamMembers(5),
  { key: 'api-access', text: FEATURE_TEXTS.apiAccess, released: true },
];

/** The features each tier's plan card lists; kept in step with access.ts by a test. */
export const PLAN_FEATURES: Readonly<Record<Tier, readonly PlanFeature[]>> = {
  CZ: CZ_FEATURES,
  SILVER: SILVER_FEATURES,
  MOISSANITE: MOISSANITE_FEATURES,
  DIAMOND: DIAMOND_FEATURES,
};

export type LandingPlanId = 'CZ' | 'MOISSANITE' | 'DIAMOND';

export interface LandingPlan {
  readonly id: LandingPlanId;
  readonly name: string;
  readonly subtitle: LocalizedText;
  readonly monthlyPrice: Money;
  /** The spec's "£25 per year" for CZ, taken as written. */
  readonly yearlyPrice: Money;
  /** Shown struck through next to the yearly price. */
  readonly originalYearlyPrice: Money;
  readonly discountPercent: number;
  readonly features: readonly PlanFeature[];
  readonly popular: boolean;
}

/** Badge on the landing page's popular card (an English label on the French page, kept as written). */
export const LANDING_POPULAR_BADGE = 'Most Popular';

const gbp = (pounds: number): Money => ({ amount: pounds * 100, currency: 'GBP' });
const usd = (dollars: number): Money => ({ amount: dollars * 100, currency: 'USD' });

/**
 * Landing-page pricing (spec §9). The yearly toggle shows half price with the monthly price struck through;
 * the FAQ's "annual offer saves two months" disagrees, and both readings stand.
 */
export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    id: 'CZ',
    name: 'CZ Plan',
    subtitle: { fr: 'Pour lancer votre showroom', en: 'To launch your showroom' },
    monthlyPrice: gbp(50),
    yearlyPrice: gbp(25),
    originalYearlyPrice: gbp(50),
    discountPercent: 50,
    features: CZ_FEATURES,
    popular: false,
  },
  {
    id: 'MOISSANITE',
    name: 'MOISSANITE Plan',
    subtitle: { fr: 'Pour les bijoutiers en croissance', en: 'For growing jewellers' },
    monthlyPrice: gbp(130),
    yearlyPrice: gbp(65),
    originalYearlyPrice: gbp(130),
    discountPercent: 50,
    features: MOISSANITE_FEATURES,
    popular: true,
  },
  {
    id: 'DIAMOND',
    name: 'DIAMOND Plan',
    subtitle: {
      fr: "Toute la puissance de l'IA pour votre maison",
      en: 'The full power of AI for your house',
    },
    monthlyPrice: gbp(250),
    yearlyPrice: gbp(125),
    originalYearlyPrice: gbp(250),
    discountPercent: 50,
    features: DIAMOND_FEATURES,
    popular: false,
  },
];

/** The price a landing plan card shows for the chosen billing cycle. */
export function landingPlanPrice(plan: LandingPlan, cycle: BillingCycle): Money {
  return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

export type PaymentPlanId = 'DIAMOND' | 'MOISSANITE' | 'SILVER';

export interface PaymentPlan {
  readonly id: PaymentPlanId;
  readonly name: PaymentPlanId;
  /** Per month. */
  readonly price: Money;
  readonly description: LocalizedText;
  readonly features: readonly PlanFeature[];
  readonly popular: boolean;
}

/** Badge on the payment page's popular card. */
export const PAYMENT_POPULAR_BADGE = 'Populaire';

/** Payment-page plans (spec §2 /payment and §9), in the order the page shows them. */
export const PAYMENT_PLANS: readonly PaymentPlan[] = [
  {
    id: 'DIAMOND',
    name: 'DIAMOND',
    price: usd(199),
    description: {
      fr: "Toute la suite IA, l'API et une équipe de cinq personnes.",
      en: 'The whole AI suite, the API and a team of five.',
    },
    features: DIAMOND_FEATURES,
    popular: false,
  },
  {
    id: 'MOISSANITE',
    name: 'MOISSANITE',
    price: usd(149),
    description: {
      fr: 'Le meilleur équilibre pour développer votre bijouterie.',
      en: 'The best balance to grow your jewellery business.',
    },
    features: MOISSANITE_FEATURES,
    popular: true,
  },
  {
    id: 'SILVER',
    name: 'SILVER',
    price: usd(99),
    description: {
      fr: "L'essentiel pour vendre en ligne, sans filigrane.",
      en: 'The essentials to sell online, without a watermark.',
    },
    features: SILVER_FEATURES,
    popular: false,
  },
];

/**
 * Landing-page plan choice by name (spec §6): contains 'diamond' → DIAMOND, contains 'moissanite' →
 * MOISSANITE, otherwise SILVER, ignoring case. So 'CZ Plan' lands on SILVER, the cheapest payment plan.
 */
export function planChoiceFromName(name: string | null | undefined): PaymentPlanId {
  const lowered = (name ?? '').toLowerCase();
  if (lowered.includes('diamond')) return 'DIAMOND';
  if (lowered.includes('moissanite')) return 'MOISSANITE';
  return 'SILVER';
}

export function landingPlanById(id: LandingPlanId): LandingPlan {
  const plan = LANDING_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`unknown landing plan: ${id}`);
  return plan;
}

export function paymentPlanById(id: PaymentPlanId): PaymentPlan {
  const plan = PAYMENT_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`unknown payment plan: ${id}`);
  return plan;
}
