import { createSignedToken, verifySignedToken } from '@carat/marketing/email';
import type { Config } from '#api/config.ts';
import { marketingSecret } from '#api/lib/link-secret.ts';

/**
 * Short-lived signed addresses for the photos only members may see (a draft piece's photos, a lead's
 * photos; ADR 049). The dashboard's <img> cannot send a bearer token, so the API's answers to members carry
 * `…?access=<token>`: an HMAC (the unsubscribe links' signed token and secret, another purpose) over the one
 * image's id and an expiry. A token names one image: it opens no other. Anonymous requests without one get
 * 404, as if the image did not exist.
 */

const PURPOSE = 'member-image.v1';

/** A token lives between half an hour and an hour: its expiry is rounded up, so an address stays the same
 * (and the browser's cache keeps working) for half an hour of answers. */
const WINDOW_MS = 30 * 60 * 1000;

export function imageAccessToken(config: Config, imageId: string, now: Date = new Date()): string {
  const expires = (Math.floor(now.getTime() / WINDOW_MS) + 2) * WINDOW_MS;
  return createSignedToken(PURPOSE, { i: imageId, e: expires / 1000 }, marketingSecret(config));
}

/** Seconds the token has left if it is valid for this image now, else null. */
export function imageAccessLeft(
  config: Config,
  imageId: string,
  token: string,
  now: Date = new Date(),
): number | null {
  const payload = verifySignedToken(PURPOSE, token, marketingSecret(config)) as {
    i?: unknown;
    e?: unknown;
  } | null;
  if (!payload || payload.i !== imageId || typeof payload.e !== 'number') return null;
  const left = Math.floor(payload.e - now.getTime() / 1000);
  return left > 0 ? left : null;
}

const OWN_IMAGE = /^\/(?:product-images|files|lead-photos|stock-photos)\/([0-9a-f-]{36})(?:\/|$)/i;

/**
 * One of our image addresses (`/product-images/{id}/…`, `/files/{id}`, `/lead-photos/{id}/…` on the API's
 * address) with a member's token added; any other address as it was.
 */
export function signImageAddress(config: Config, address: string, now?: Date): string {
  const base = config.API_URL.replace(/\/$/, '');
  if (!address.startsWith(`${base}/`)) return address;
  const path = address.slice(base.length).split('?')[0]!;
  const match = OWN_IMAGE.exec(path);
  if (!match) return address;
  return `${base}${path}?access=${imageAccessToken(config, match[1]!.toLowerCase(), now)}`;
}

/** A srcset (`url 400w, url 800w`) with each of our addresses signed. */
export function signSrcset(config: Config, srcset: string, now?: Date): string {
  return srcset
    .split(',')
    .map((entry) => {
      const [url = '', ...rest] = entry.trim().split(/\s+/);
      return [signImageAddress(config, url, now), ...rest].join(' ');
    })
    .join(', ');
}
