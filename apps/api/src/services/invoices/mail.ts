import type { Executor } from '@carat/db';
import type { Deps } from '#api/context.ts';
import { queueEmail } from '#api/jobs/email.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

/**
 * Queues an email in the request's transaction, which runs as `authenticated`: that role has no right
 * on pg-boss's tables (it would let one tenant read another's queued mail), so the job row is written
 * as the connection's owner and the role is put back at once. The job exists exactly when the change
 * commits.
 */
export async function queueEmailFromTenant(deps: Pick<Deps, 'jobs'>, message: MailMessage, tx: Executor) {
  await asConnectionOwner(tx, () => queueEmail(deps, message, tx));
}
