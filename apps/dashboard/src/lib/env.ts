/**
 * Every import.meta.env read of this app lives here, checked once. By hand rather than with zod: this module
 * is in every page's first load, and zod is not (ADR 047).
 */
const source = import.meta.env as Record<string, string | undefined>;
const problems: string[] = [];

function url(name: string): string {
  const value = source[name];
  try {
    if (value && new URL(value)) return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name}: a URL is needed`);
  return '';
}

function text(name: string, minLength: number): string {
  const value = source[name];
  if (typeof value === 'string' && value.length >= minLength) return value;
  problems.push(`${name}: at least ${minLength} characters are needed`);
  return '';
}

export const env = {
  marketingUrl: url('VITE_MARKETING_URL'),
  showroomUrl: url('VITE_SHOWROOM_URL'),
  dashboardUrl: url('VITE_DASHBOARD_URL'),
  apiUrl: url('VITE_API_URL'),
  supabaseUrl: url('VITE_SUPABASE_URL'),
  supabaseAnonKey: text('VITE_SUPABASE_ANON_KEY', 10),
  cookieDomain: source.VITE_COOKIE_DOMAIN || undefined,
} as const;

if (problems.length) {
  throw new Error(`Invalid app configuration (see the app's .env): ${problems.join('; ')}`);
}
