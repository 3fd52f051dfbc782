import { z } from 'zod';
import { createSignedToken, verifySignedToken } from '#lib/email/signed-token.ts';

/**
 * Click tracking through the API's redirect: `${apiUrl}/v1/r/${token}`. The destination travels inside a
 * signed token, so the redirect cannot be abused as an open redirect to any URL someone types.
 */

const PURPOSE = 'click.v1';

const clickSchema = z.object({
  campaignId: z.string().min(1),
  clientId: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
});
export type TrackedClick = z.infer<typeof clickSchema>;

export interface ClickTrackingOptions {
  readonly apiUrl: string;
  readonly campaignId: string;
  readonly clientId: string;
  readonly secret: string | Uint8Array;
}

/** The redirect URL for one link in one recipient's email. */
export function clickRedirectUrl(url: string, options: ClickTrackingOptions): string {
  const click = clickSchema.parse({ campaignId: options.campaignId, clientId: options.clientId, url });
  const token = createSignedToken(
    PURPOSE,
    { m: click.campaignId, c: click.clientId, u: click.url },
    options.secret,
  );
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  return new URL(`v1/r/${token}`, base).toString();
}

/** A link rewriter for renderEmail's `trackLink`, bound to one recipient. */
export function clickTracker(options: ClickTrackingOptions): (url: string) => string {
  return (url) => clickRedirectUrl(url, options);
}

const wireSchema = z.object({ m: z.string(), c: z.string(), u: z.string() });

/** What the redirect endpoint records and where it sends the browser; null for a forged or broken token. */
export function verifyClickToken(token: string, secret: string | Uint8Array): TrackedClick | null {
  const wire = wireSchema.safeParse(verifySignedToken(PURPOSE, token, secret));
  if (!wire.success) return null;
  const click = clickSchema.safeParse({ campaignId: wire.data.m, clientId: wire.data.c, url: wire.data.u });
  return click.success ? click.data : null;
}

/**
 * Rewrites the http(s) hrefs of an HTML document already rendered elsewhere (a pasted template), leaving
 * mailto:, anchors and any link marked data-untracked (the unsubscribe link) alone.
 */
export function rewriteLinks(html: string, rewrite: (url: string) => string): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) => {
    if (/\bdata-untracked\b/i.test(tag)) return tag;
    return tag.replace(/\bhref=(["'])(https?:\/\/[^"']+)\1/i, (_, quote: string, href: string) => {
      const decoded = href.replace(/&amp;/g, '&');
      return `href=${quote}${rewrite(decoded).replace(/&/g, '&amp;')}${quote}`;
    });
  });
}
