import { createHash } from 'node:crypto';

/**
 * The client's cancel / reschedule link: 32 random bytes in the URL fragment (never sent to a server,
 * never in a Referer), only their SHA-256 stored.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The showroom's page that reads the token from the fragment. */
export function manageUrl(showroomUrl: string, token: string): string {
  return `${showroomUrl}/booking/manage#${token}`;
}
