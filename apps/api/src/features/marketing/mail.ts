import { listUnsubscribeHeaders, messageIdFor, type RenderedEmail } from '@carat/marketing/email';
import type { Config } from '#api/config.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

const messageDomain = (apiUrl: string) =>
  new URL(apiUrl).hostname.replace(/[^a-z0-9.-]/gi, '') || 'carat.local';

/**
 * A marketing email (a campaign's or an automation's) as the mailer sends it: RFC 8058's List-Unsubscribe /
 * List-Unsubscribe-Post headers, replies to the business, a Message-ID from the recipient's idempotency key.
 */
export function marketingMail(
  config: Config,
  input: { to: string; email: RenderedEmail; replyTo: string | null; unsubscribe: string; key: string },
): MailMessage {
  return {
    to: input.to,
    subject: input.email.subject,
    html: input.email.html,
    text: input.email.text,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    headers: listUnsubscribeHeaders({ url: input.unsubscribe, allowLocalHttp: !config.production }),
    messageId: messageIdFor(input.key, messageDomain(config.API_URL)),
  };
}
