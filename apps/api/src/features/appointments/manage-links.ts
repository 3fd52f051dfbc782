import { randomBytes } from 'node:crypto';
import { appointmentTokens } from '@carat/db';
import { eq } from 'drizzle-orm';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { Scope } from '#api/scope.ts';

/**
 * The client's cancel / reschedule links, valid until the slot starts (see features/appointments/links.ts).
 * The hashes are written as the connection's owner: no tenant role can read them.
 */

export interface ManageLink {
  appointmentId: string;
  /** The booking's start: the link works until then. */
  expiresAt: Date;
}

/** A new link for a booking (each email that offers one carries its own). */
export async function issueManageToken(scope: Scope, link: ManageLink): Promise<string> {
  const { tx } = scope;
  const token = randomBytes(32).toString('base64url');
  await asConnectionOwner(tx, () =>
    tx.insert(appointmentTokens).values({ tokenHash: hashToken(token), ...link }),
  );
  return token;
}

/** A moved booking: every link of it now runs until the new start. */
export async function moveManageTokens(scope: Scope, link: ManageLink) {
  const { tx } = scope;
  await asConnectionOwner(tx, () =>
    tx
      .update(appointmentTokens)
      .set({ expiresAt: link.expiresAt })
      .where(eq(appointmentTokens.appointmentId, link.appointmentId)),
  );
}
