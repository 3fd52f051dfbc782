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
  const lookup = guardedLookup(options);
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
    refusePrivateSocket(request, target, options.allowPrivate);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

interface GuardOptions {
  allowPrivate: boolean;
  resolver?: typeof dnsLookup;
}

/** A DNS lookup that refuses a name resolving to a private address (unless private addresses are allowed). */
function guardedLookup(options: GuardOptions): typeof dnsLookup {
  return ((hostname: string, lookupOptions: object, callback: (...args: unknown[]) => void) => {
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
}

/**
 * Registered before the request flushes its headers to the socket (node emits 'socket' first), so the
 * check runs before any pending write: a refused address receives nothing.
 */
function refusePrivateSocket(request: http.ClientRequest, target: URL, allowPrivate: boolean) {
  if (allowPrivate) return;
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

export class ResponseTooLarge extends Error {}

/**
 * GETs a document from an address the user gave (an ICS calendar), under the same guard as webhooks: no
 * private or loopback address unless allowed, checked at lookup and on the socket; no redirect followed;
 * at most `maxBytes` read and `timeoutMs` overall. Answers the status and the body as text.
 */
export function getGuarded(
  url: string,
  options: GuardOptions & { timeoutMs: number; maxBytes: number; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  if (!isAllowedWebhookUrl(url, options.allowPrivate)) {
    return Promise.reject(new UnsafeWebhookTarget(`${target.hostname} is not a public address`));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'GET',
        headers: options.headers ?? {},
        lookup: guardedLookup(options),
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy(new ResponseTooLarge(`larger than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    refusePrivateSocket(request, target, options.allowPrivate);
    // The whole exchange, not only an idle socket: a slow drip cannot hold the sync.
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}
