import { z } from 'zod';
import { createSignedToken, verifySignedToken } from '#lib/email/signed-token.ts';

/**
 * One-click unsubscribe (RFC 8058). The token names who unsubscribes from whom; it carries no expiry
 * because an unsubscribe link must keep working as long as the email sits in an inbox.
 */

const PURPOSE = 'unsubscribe.v1';

const unsubscribePayloadSchema = z.object({
  businessId: z.string().min(1),
  clientId: z.string().min(1),
  /** The campaign the email came from, for the statistics; absent for automations. */
  campaignId: z.string().min(1).optional(),
});
export type UnsubscribePayload = z.infer<typeof unsubscribePayloadSchema>;

export function createUnsubscribeToken(payload: UnsubscribePayload, secret: string | Uint8Array): string {
  const { businessId, clientId, campaignId } = unsubscribePayloadSchema.parse(payload);
  // Short keys keep the URL short; the header line stays well under mail line limits.
  return createSignedToken(
    PURPOSE,
    campaignId ? { b: businessId, c: clientId, m: campaignId } : { b: businessId, c: clientId },
    secret,
  );
}

const wireSchema = z.object({ b: z.string().min(1), c: z.string().min(1), m: z.string().min(1).optional() });

export function verifyUnsubscribeToken(
  token: string,
  secret: string | Uint8Array,
): UnsubscribePayload | null {
  const parsed = wireSchema.safeParse(verifySignedToken(PURPOSE, token, secret));
  if (!parsed.success) return null;
  const { b, c, m } = parsed.data;
  return m ? { businessId: b, clientId: c, campaignId: m } : { businessId: b, clientId: c };
}

/** The public endpoint a token is posted to: `${apiUrl}/v1/unsubscribe/${token}`. */
export function unsubscribeUrl(apiUrl: string, token: string): string {
  return new URL(
    `v1/unsubscribe/${encodeURIComponent(token)}`,
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
  ).toString();
}

export interface ListUnsubscribeOptions {
  /** The HTTPS one-click endpoint (from unsubscribeUrl). */
  readonly url: string;
  /** An optional mailto fallback address for clients that do not do one-click. */
  readonly mailto?: string | undefined;
  /** Embedded mode sends to a local mailbox over http://localhost; nowhere else is plain http accepted. */
  readonly allowLocalHttp?: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The two headers RFC 8058 requires, exactly: `List-Unsubscribe: <https://…>, <mailto:…>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Both must be covered by the DKIM signature, which is
 * the mailer's job; values are kept on one line so no folding can break that signature.
 */
export function listUnsubscribeHeaders(
  options: ListUnsubscribeOptions,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  const url = new URL(options.url);
  const isLocalHttp =
    url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) && options.allowLocalHttp === true;
  if (url.protocol !== 'https:' && !isLocalHttp) {
    throw new RangeError('RFC 8058 one-click unsubscribe needs an https URL');
  }
  const uris = [`<${url.toString()}>`];
  if (options.mailto) {
    const address = z.email().parse(options.mailto);
    uris.push(`<mailto:${address}?subject=unsubscribe>`);
  }
  const value = uris.join(', ');
  if (/[\r\n]/.test(value)) throw new RangeError('header values cannot contain line breaks');
  return { 'List-Unsubscribe': value, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
