import type { Deps } from '#api/context.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

/** Every queue's worker, registered once; they run in the API (embedded) or in worker.ts (hosted). */
export function registerJobHandlers(deps: Deps) {
  void deps.jobs.work<MailMessage>('email.send', async (message) => {
    await deps.mailer.send(message);
  });
}

/** Sends an email once the caller's transaction commits (the job is written in that transaction). */
export function queueEmail(deps: Pick<Deps, 'jobs'>, message: MailMessage, tx: import('@carat/db').Executor) {
  return deps.jobs.send('email.send', message, { tx });
}
