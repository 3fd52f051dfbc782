import type { Executor } from '@carat/db';
import type { Config } from '#api/config.ts';
import { queueEmail } from '#api/jobs/email.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import { emailChangeMail, passwordResetMail, signUpConfirmationMail } from '#api/mail/templates.ts';
import type { ProviderDeps } from './context.ts';

/**
 * Where a flow may send the browser back to: only pages of our own apps (config.appOrigins). Anything else
 * — another site, a typo, nothing — falls back to the dashboard, as Supabase Auth falls back to its Site URL.
 */
export function redirectTarget(config: Config, requested: string | null | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested);
      const allowed = config.appOrigins.map((origin) => new URL(origin).origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && allowed.includes(url.origin)) {
        return url.toString();
      }
    } catch {
      // not a URL: fall through
    }
  }
  return `${config.DASHBOARD_URL}/`;
}

export type LinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink';

export function verifyLink(
  config: Config,
  input: { token: string; type: LinkType; redirectTo: string },
): string {
  const query = new URLSearchParams({ token: input.token, type: input.type, redirect_to: input.redirectTo });
  return `${config.API_URL}/auth/v1/verify?${query.toString()}`;
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
    locale: MailLocale;
    type: Exclude<LinkType, 'magiclink'>;
    url: string;
    newEmail?: string;
  },
): Promise<void> {
  const mail =
    input.type === 'recovery'
      ? passwordResetMail({ locale: input.locale, url: input.url })
      : input.type === 'signup'
        ? signUpConfirmationMail({ locale: input.locale, url: input.url })
        : emailChangeMail({ locale: input.locale, url: input.url, newEmail: input.newEmail ?? input.to });
  await queueEmail(deps, { to: input.to, ...mail }, tx);
}
