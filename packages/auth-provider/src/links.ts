import type { Executor } from '@carat/db';
import type { AuthEmailLocale, AuthProviderConfig, ProviderDeps } from './context.ts';

/**
 * Where a flow may send the browser back to: only pages of our own apps (config.redirectOrigins). Anything
 * else — another site, a typo, nothing — falls back to the site URL (the dashboard), as Supabase Auth does.
 */
export function redirectTarget(config: AuthProviderConfig, requested: string | null | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested);
      const allowed = config.redirectOrigins.map((origin) => new URL(origin).origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && allowed.includes(url.origin)) {
        return url.toString();
      }
    } catch {
      // not a URL: fall through
    }
  }
  return `${config.siteUrl}/`;
}

export type LinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink';

export function verifyLink(
  config: AuthProviderConfig,
  input: { token: string; type: LinkType; redirectTo: string },
): string {
  const query = new URLSearchParams({ token: input.token, type: input.type, redirect_to: input.redirectTo });
  return `${config.url}/verify?${query.toString()}`;
}

/**
 * Queues the email of a link in the transaction that created the link: both exist, or neither. (Magic
 * links go out with their code: otp.ts.)
 */
export async function queueLinkEmail(
  deps: ProviderDeps,
  tx: Executor,
  input: {
    to: string;
    locale: AuthEmailLocale;
    type: Exclude<LinkType, 'magiclink'>;
    url: string;
    newEmail?: string;
  },
): Promise<void> {
  await deps.queueEmail(
    input.type === 'email_change'
      ? {
          kind: input.type,
          to: input.to,
          locale: input.locale,
          url: input.url,
          newEmail: input.newEmail ?? input.to,
        }
      : { kind: input.type, to: input.to, locale: input.locale, url: input.url },
    tx,
  );
}
