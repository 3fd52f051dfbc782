import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { ApiScope } from '@carat/validation/integrations';

/**
 * API keys (ADR 032): `carat_live_` (production) or `carat_test_` (everywhere else), 32 random base62
 * characters (~190 bits), then a 6-character base62 CRC-32 of everything before it. The checksum lets a
 * malformed or mistyped key be refused before any database lookup (and lets secret scanners recognise
 * ours). Only the SHA-256 of the whole key is stored, with its first characters for display.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_SHAPE = /^carat_(live|test)_([0-9A-Za-z]{38})$/;

export type KeyEnvironment = 'live' | 'test';

export const keyPrefix = (environment: KeyEnvironment) => `carat_${environment}_`;

/** The environment this server issues and accepts keys for. */
export const keyEnvironment = (production: boolean): KeyEnvironment => (production ? 'live' : 'test');

function base62(value: number, length: number): string {
  let out = '';
  let rest = value >>> 0;
  for (let i = 0; i < length; i++) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  // Rejection sampling: bytes ≥ 248 would bias the first characters.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

const checksumOf = (text: string) => base62(crc32(text), CHECKSUM_LENGTH);

export interface NewKey {
  /** The whole key: shown once, never stored. */
  key: string;
  hash: string;
  /** What the list shows: the prefix and four characters. */
  start: string;
}

export function generateApiKey(environment: KeyEnvironment): NewKey {
  const head = keyPrefix(environment) + randomBase62(BODY_LENGTH);
  const key = head + checksumOf(head);
  return { key, hash: hashApiKey(key), start: key.slice(0, keyPrefix(environment).length + 4) };
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a bearer token is meant as an API key (a JWT never starts so). */
export const looksLikeApiKey = (token: string) => token.startsWith('carat_');

/** A well-formed key of this environment with a valid checksum; anything else is refused unread. */
export function isWellFormedKey(token: string, environment: KeyEnvironment): boolean {
  const match = KEY_SHAPE.exec(token);
  if (!match || match[1] !== environment) return false;
  const head = token.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(head) === token.slice(-CHECKSUM_LENGTH);
}

/** A key's scopes grant `needed`; `write` includes `read` of the same resource. */
export function scopesAllow(scopes: readonly string[], needed: ApiScope): boolean {
  if (scopes.includes(needed)) return true;
  const [resource, access] = needed.split(':');
  return access === 'read' && scopes.includes(`${resource}:write`);
}

/** The roles that manage keys and endpoints, and that a key may act as (admin arrives with issue 20 item 2). */
export const MANAGER_ROLES: ReadonlySet<string> = new Set(['owner', 'admin']);
