import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Outgoing webhooks (ADR 032): each endpoint has a secret (`whsec_…`), shown once and kept sealed with the
 * server's key; every attempt is signed like Stripe's — `Carat-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<body>")>` — so a receiver checks the body and refuses stale replays.
 */

export const SIGNATURE_HEADER = 'Carat-Signature';
/** Tolerance a receiver should allow between `t` and its clock (documented; used by verifySignature). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What the list shows of a secret. */
export const secretStart = (secret: string) => secret.slice(0, 10);

export function signatureHeader(
  secret: string,
  body: string,
  timestamp: number,
  previousSecret?: string | null,
): string {
  const mac = (key: string) => createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
  // During a rotation's grace period, one v1 per secret (newest first), as Stripe does.
  return `t=${timestamp},v1=${mac(secret)}${previousSecret ? `,v1=${mac(previousSecret)}` : ''}`;
}

/** A receiver's check, as the docs show it: a v1 signature of this body, not older than the tolerance. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(signatureHeader(secret, body, timestamp).split('v1=')[1]!, 'hex');
  // Any v1 may be ours: during a rotation the header holds one per secret.
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Outside production a fixed key seals the secrets; production sets WEBHOOK_SECRET_KEY (config.ts). */
const DEVELOPMENT_KEY = Buffer.from('carat-development-webhook-key-01', 'utf8');

function sealingKey(configured: string | undefined): Buffer {
  return configured ? Buffer.from(configured, 'base64') : DEVELOPMENT_KEY;
}

/** AES-256-GCM, bound to the endpoint's id: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function sealSecret(secret: string, endpointId: string, configuredKey: string | undefined): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(configuredKey), iv);
  cipher.setAAD(Buffer.from(endpointId));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(sealed: string, endpointId: string, configuredKey: string | undefined): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(configuredKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Delays before each retry (after attempt 1, 2, …): about a day and a half in all, then the delivery fails. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** Failed attempts in a row (across deliveries) after which an endpoint is disabled and the owner told. */
export const DISABLE_AFTER_FAILURES = 20;

/** Seconds before the next try after `attempts` failed ones, or null when the delivery has had its tries. */
export function retryDelaySeconds(attempts: number): number | null {
  return RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

/** The body of an event: what receivers parse. Its id stays the same across retries and replays. */
export function eventBody(event: {
  id: string;
  type: string;
  createdAt: Date;
  businessId: string;
  data: unknown;
}) {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    businessId: event.businessId,
    data: event.data,
  });
}

/**
 * Addresses a webhook must not reach in production (SSRF). Only global unicast is public: loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, multicast, broadcast, unspecified, reserved and
 * benchmarking ranges are refused, and so is every IPv6 form that carries an IPv4 address or reaches an
 * internal network — IPv4-mapped (`::ffff:7f00:1`, checked as the IPv4 it carries), IPv4-compatible
 * (`::7f00:1`), NAT64 (`64:ff9b::/96`), 6to4, Teredo, unique-local. The ranges are ipaddr.js's (ADR 044).
 * Anything that is not an IP address is refused: callers pass the address a name resolved to.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // ::/96, the deprecated IPv4-compatible form (and :: and ::1): never a public target.
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return true;
  }
  return parsed.range() !== 'unicast';
}
