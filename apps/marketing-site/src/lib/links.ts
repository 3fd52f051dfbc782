import type { BillingCycle } from '@carat/domain';
import { env } from '#lib/env.ts';

/** The landing page's sections that links and the header's anchors point to. */
export const SECTIONS = {
  home: 'home',
  features: 'features',
  pricing: 'pricing',
  faq: 'faq',
} as const;

/**
 * Every link of the site. Pages of this site are root-relative; pages of the other apps are built from their
 * configured origins (VITE_DASHBOARD_URL, VITE_SHOWROOM_URL).
 */
export const links = {
  home: '/',
  faq: '/faq',
  legal: '/legal',
  privacy: '/privacy',
  terms: '/terms',
  /** An anchor of the landing page; a same-page scroll when already there. */
  section: (id: (typeof SECTIONS)[keyof typeof SECTIONS]) => `/#${id}`,
  auth: `${env.dashboardUrl}/auth`,
  dashboard: `${env.dashboardUrl}/dashboard`,
  jewellerDemo: `${env.dashboardUrl}/dashboard-demo`,
  clientDemo: `${env.showroomUrl}/showroom`,
  supportMail: `mailto:${env.supportEmail}`,
  contactMail: `mailto:${env.contactEmail}`,
  privacyMail: `mailto:${env.privacyEmail}`,
} as const;

/** 'Get Started' on a plan card: the dashboard's sign-up carrying the plan's name and the billing period. */
export function signUpUrl(planName: string, billing: BillingCycle): string {
  const query = new URLSearchParams({ plan: planName, billing });
  return `${links.auth}?${query}`;
}
