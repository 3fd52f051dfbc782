import * as z from 'zod/mini';

/** Every import.meta.env read of this app lives here, parsed once. */
const schema = z.object({
  VITE_MARKETING_URL: z.url(),
  VITE_SHOWROOM_URL: z.url(),
  VITE_DASHBOARD_URL: z.url(),
  VITE_API_URL: z.url(),
  VITE_SUPABASE_URL: z.url(),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(10)),
  VITE_COOKIE_DOMAIN: z.optional(z.string()),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid app configuration (see the app's .env): ${parsed.error.message}`);
}

const trim = (url: string) => url.replace(/\/+$/, '');

export const env = {
  marketingUrl: trim(parsed.data.VITE_MARKETING_URL),
  showroomUrl: trim(parsed.data.VITE_SHOWROOM_URL),
  dashboardUrl: trim(parsed.data.VITE_DASHBOARD_URL),
  apiUrl: trim(parsed.data.VITE_API_URL),
  supabaseUrl: trim(parsed.data.VITE_SUPABASE_URL),
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
  cookieDomain: parsed.data.VITE_COOKIE_DOMAIN || undefined,
} as const;
