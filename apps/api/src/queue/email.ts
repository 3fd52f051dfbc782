import type { Executor } from '@carat/db';
import type { Deps } from '#api/context.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

/**
 * The queue every outgoing email goes through. In a module of its own so services can queue mail without
 * importing the job handlers, which import those services back (the cycle dependency-cruiser refuses).
 */
export const EMAIL_QUEUE = 'email.send';

/** Sends an email once the caller's transaction commits (the job is written in that transaction). */
export function queueEmail(deps: Pick<Deps, 'jobs'>, message: MailMessage, tx: Executor) {
  return deps.jobs.send(EMAIL_QUEUE, message, { tx });
}

/** A batch of emails, queued in one statement once the caller's transaction commits. */
export function queueEmails(deps: Pick<Deps, 'jobs'>, messages: readonly MailMessage[], tx: Executor) {
  return deps.jobs.sendMany(EMAIL_QUEUE, messages, { tx });
}
