import { hash } from 'node:crypto';

/**
 * A link's random token as it is stored: its SHA-256 only (booking links, pay links, design shares, the
 * assistant's visitor tokens). The tokens are 32 random bytes, so a plain hash is enough.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
