import * as z from 'zod/mini';

/**
 * The app's configuration, checked when Vite starts (vite.config.ts) rather than in the visitor's browser:
 * `import.meta.env.VITE_*` values are constants baked into the bundle at build time, so a bad value fails the
 * build with this message, and zod stays out of the page's JavaScript.
 */
export const envSchema = z.object({
  VITE_MARKETING_URL: z.url(),
  VITE_SHOWROOM_URL: z.url(),
  VITE_DASHBOARD_URL: z.url(),
  /** The public origin of this site, for canonical URLs, Open Graph and the sitemap. */
  VITE_SITE_URL: z.url(),
  VITE_SUPPORT_EMAIL: z.email(),
  VITE_CONTACT_EMAIL: z.email(),
  VITE_PRIVACY_EMAIL: z.email(),
});

export type EnvInput = z.infer<typeof envSchema>;

export function assertEnv(raw: Record<string, string | undefined>): EnvInput {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid marketing-site configuration (see apps/marketing-site/.env):\n${issues}`);
  }
  return parsed.data;
}
