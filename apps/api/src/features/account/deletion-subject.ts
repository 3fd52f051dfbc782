import { createHash } from 'node:crypto';

/** The audit trail's name for a user: a hash of the (random) id, nothing a stranger could look up. */
export function deletionSubject(userId: string): string {
  return createHash('sha256').update(`carat-account:${userId}`).digest('hex');
}
