import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '#api/features/integrations/webhook-signing.ts';

export interface WebhookAnswer {
  status: number;
  /** The first characters of the receiver's answer, for the delivery log. */
  excerpt: string;
}

export class UnsafeWebhookTarget extends Error {}

/** Whether a webhook URL may be saved: a literal private address is refused at once (DNS is checked on send). */
export function isAllowedWebhookUrl(url: string, allowPrivate: boolean): boolean {
  if (allowPrivate) return true;
  const { hostname } = new URL(url);
  const bare = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal')) return false;
  return isIP(bare) === 0 || !isPrivateAddress(bare);
}

/**
 * POSTs one webhook. The address is checked where the connection is made: the lookup refuses a name that
 * resolves to a private address (or is re-pointed to one after saving), and the socket's own remote
 * address is checked once connected, before a byte is written — an IP literal (for which node never calls
 * the lookup) included. No redirect is followed; 10 seconds at most.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs?: number; resolver?: typeof dnsLookup },
): Promise<WebhookAnswer> {
  const target = new URL(url);
  if (!isAllowedWebhookUrl(url, options.allowPrivate)) {
    return Promise.reject(new UnsafeWebhookTarget(`${target.hostname} is not a public address`));
  }
  const lookup: typeof dnsLookup = ((
    hostname: string,
    lookupOptions: object,
    callback: (...args: unknown[]) => void,
  ) => {
    (options.resolver ?? dnsLookup)(
      hostname,
      { ...lookupOptions, all: true },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error);
        const unsafe = !options.allowPrivate && addresses.some((a) => isPrivateAddress(a.address));
        if (unsafe) return callback(new UnsafeWebhookTarget(`${hostname} resolves to a private address`));
        const all = (lookupOptions as { all?: boolean }).all;
        if (all) return callback(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
    );
  }) as typeof dnsLookup;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < 1000) excerpt += chunk.slice(0, 1000 - excerpt.length);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, excerpt }));
        response.on('error', reject);
      },
    );
    if (!options.allowPrivate) {
      // Registered before the request flushes its headers to the socket (node emits 'socket' first), so
      // this runs before any pending write: a refused address receives nothing.
      request.once('socket', (socket) => {
        const check = () => {
          const remote = socket.remoteAddress;
          if (!remote || isPrivateAddress(remote)) {
            request.destroy(new UnsafeWebhookTarget(`${target.hostname} connected to a private address`));
          }
        };
        if (socket.connecting) socket.once('connect', check);
        else check();
      });
    }
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
