/**
 * Every import.meta.env read of this app lives here. The values were checked against `envSchema` when Vite
 * started (vite.config.ts), so they are valid URLs and addresses by the time this code runs.
 */
const trim = (url: string) => url.replace(/\/+$/, '');

export const env = {
  marketingUrl: trim(import.meta.env.VITE_MARKETING_URL),
  showroomUrl: trim(import.meta.env.VITE_SHOWROOM_URL),
  dashboardUrl: trim(import.meta.env.VITE_DASHBOARD_URL),
  siteUrl: trim(import.meta.env.VITE_SITE_URL),
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL,
  privacyEmail: import.meta.env.VITE_PRIVACY_EMAIL,
} as const;
