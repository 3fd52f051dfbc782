import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed tokens for links that act without a session: 'payload.signature', both base64url, the
 * signature an HMAC-SHA256 over a purpose label and the payload. The label keeps a click token from being
 * replayed as an unsubscribe token, and the other way round.
 */

const MIN_SECRET_BYTES = 32;

function assertSecret(secret: string | Uint8Array): void {
  const length = typeof secret === 'string' ? Buffer.byteLength(secret) : secret.byteLength;
  if (length < MIN_SECRET_BYTES)
    throw new RangeError(`the signing secret needs at least ${MIN_SECRET_BYTES} bytes`);
}

function sign(purpose: string, payload: string, secret: string | Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();
}

export function createSignedToken(purpose: string, data: unknown, secret: string | Uint8Array): string {
  assertSecret(secret);
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${sign(purpose, payload, secret).toString('base64url')}`;
}

/** The payload if the signature holds (compared in constant time), else null. Never throws on bad input. */
export function verifySignedToken(purpose: string, token: string, secret: string | Uint8Array): unknown {
  assertSecret(secret);
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', signature = ''] = parts;
  if (!/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return null;
  const expected = sign(purpose, payload, secret);
  const given = Buffer.from(signature, 'base64url');
  // timingSafeEqual needs equal lengths; the length of a valid signature is public anyway.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
