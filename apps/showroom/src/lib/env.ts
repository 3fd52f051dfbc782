/**
 * Every import.meta.env read of this app lives here, checked once. (A hand-written check rather than zod:
 * these four URLs are the only thing it guards, and every visitor would download the parser.)
 */
const KEYS = ['VITE_MARKETING_URL', 'VITE_SHOWROOM_URL', 'VITE_DASHBOARD_URL', 'VITE_API_URL'] as const;

function url(key: (typeof KEYS)[number]): string {
  const value = import.meta.env[key] as unknown;
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error(`Invalid app configuration (see the app's .env): ${key} must be an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  marketingUrl: url('VITE_MARKETING_URL'),
  showroomUrl: url('VITE_SHOWROOM_URL'),
  dashboardUrl: url('VITE_DASHBOARD_URL'),
  apiUrl: url('VITE_API_URL'),
} as const;
