import { createHash, randomBytes } from 'node:crypto';
import { appointmentTokens, type Executor } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';

/**
 * The client's cancel / reschedule link: 32 random bytes in the URL fragment (never sent to a server,
 * never in a Referer), only their SHA-256 stored, valid until the slot starts. The hashes are written as
 * the connection's owner: no tenant role can read them.
 */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function manageUrl(deps: Pick<Deps, 'config'>, token: string): string {
  return `${deps.config.SHOWROOM_URL}/booking/manage#${token}`;
}

/** A new link for a booking (each email that offers one carries its own), valid until `expiresAt`. */
export async function issueManageToken(
  tx: Executor,
  appointmentId: string,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await asConnectionOwner(tx, () =>
    tx.insert(appointmentTokens).values({ tokenHash: hashToken(token), appointmentId, expiresAt }),
  );
  return token;
}

/** A moved booking: every link of it now runs until the new start. */
export async function moveManageTokens(tx: Executor, appointmentId: string, expiresAt: Date) {
  await asConnectionOwner(tx, () =>
    tx.update(appointmentTokens).set({ expiresAt }).where(eq(appointmentTokens.appointmentId, appointmentId)),
  );
}
