import { createHash, randomBytes } from 'node:crypto';

/** An invitation lasts seven days from its (last) sending. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** A fresh invitation token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: SHA-256, hex. The sign-up trigger computes the same in SQL
 * (`encode(sha256(convert_to(token, 'UTF8')), 'hex')`), so both must stay alike.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as the links carry it: 43 URL-safe characters (anything else is refused before any read). */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
