import type { Deps } from '#api/context.ts';
import { REMINDER_QUEUE, type ReminderJob } from '#api/features/appointments/reminder-times.ts';
import { sendBookingReminder } from '#api/features/appointments/reminders.ts';
import { systemScopeOf } from '#api/scope.ts';

/**
 * The 24 h booking reminder. Each booking version has its own job (id derived from the booking and its
 * sequence): a reschedule cancels the old job and sends a new one, a cancel drops it. The handler
 * re-reads the booking and claims the send before emailing, so it never goes twice.
 */
export function registerBookingReminders(deps: Deps) {
  // A reminder is due a day ahead: asking every 30 s is punctual enough and keeps the queue's polling light
  // (the embedded database serves every connection through one socket).
  void deps.jobs.work<ReminderJob>(
    REMINDER_QUEUE,
    async (job) => {
      const outcome = await sendBookingReminder(systemScopeOf(deps), job);
      deps.logger.info('booking reminder', { appointmentId: job.appointmentId, outcome });
    },
    { pollingIntervalSeconds: 30 },
  );
}
