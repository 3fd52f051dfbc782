import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * Queues an email in the request's transaction, which runs as `authenticated`: that role has no right
 * on pg-boss's tables (it would let one tenant read another's queued mail), so the job row is written
 * as the connection's owner and the role is put back at once. The job exists exactly when the change
 * commits.
 */
export async function queueEmailFromTenant(scope: TenantScope, message: MailMessage) {
  await asConnectionOwner(scope.tx, () => queueEmail(scope.deps, message, scope.tx));
}
