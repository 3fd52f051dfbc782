import { appointments } from '@carat/db';
import { reminderSendTime } from '@carat/domain/appointments';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  LATE_BOOKING_REMINDER,
  REMINDER_QUEUE,
  type ReminderJob,
  reminderJobId,
} from '#api/features/appointments/reminder-times.ts';
import { queueBookingText } from '#api/features/messaging/index.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { type Scope, type SystemScope, withTx } from '#api/scope.ts';
import { bookingBusiness } from './booking-business.ts';
import { queueBookingReminderMail } from './booking-mails.ts';
import { manageUrl } from './links.ts';
import { issueManageToken } from './manage-links.ts';

/**
 * The 24 h reminder: one pg-boss job per booking version (its id derived from the booking and its
 * sequence, features/appointments/reminder-times.ts). A move drops the old job and queues the new one, a cancel
 * drops it, and the worker re-reads the booking and claims the send, so it never goes twice. The jobs are
 * written as the connection's owner in the scope's transaction (a tenant role has no right on pg-boss's
 * tables).
 */

/** Queues the reminder of this version of the booking (none when it starts within 24 h of now). */
export async function scheduleReminder(
  scope: Scope,
  appointment: { id: string; sequence: number; startsAt: Date },
) {
  const { deps, tx } = scope;
  const at = reminderSendTime(appointment.startsAt, scope.now, LATE_BOOKING_REMINDER);
  if (!at) return null;
  const data: ReminderJob = { appointmentId: appointment.id, sequence: appointment.sequence };
  return asConnectionOwner(tx, () =>
    deps.jobs.send(REMINDER_QUEUE, data, {
      tx,
      startAfter: at,
      id: reminderJobId(appointment.id, appointment.sequence),
      singletonKey: `booking:${appointment.id}:${appointment.sequence}`,
    }),
  );
}

/** Drops the reminder of a version of the booking (moved or cancelled). */
export async function dropReminder(scope: Scope, appointment: { id: string; sequence: number }) {
  const { deps, tx } = scope;
  await asConnectionOwner(tx, () =>
    deps.jobs.cancel(REMINDER_QUEUE, reminderJobId(appointment.id, appointment.sequence), tx),
  );
}

/**
 * The reminder job: re-reads the booking and claims the send in one update (still live, same version,
 * not sent yet, not begun), so a cancelled or moved booking gets none and no booking gets two.
 */
export async function sendBookingReminder(scope: SystemScope, job: ReminderJob): Promise<'sent' | 'skipped'> {
  const { now } = scope;
  return scope.deps.db.transaction(async (tx) => {
    const inTx = withTx(scope, tx);
    const [claimed] = await tx
      .update(appointments)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(appointments.id, job.appointmentId),
          eq(appointments.sequence, job.sequence),
          inArray(appointments.status, ['pending', 'confirmed']),
          isNull(appointments.reminderSentAt),
          gt(appointments.startsAt, now),
        ),
      )
      .returning();
    if (!claimed) return 'skipped';
    const business = await bookingBusiness(inTx, claimed.businessId);
    await queueBookingReminderMail(inTx, { business, appointment: claimed });
    // By text too, when the client agreed to SMS (a STOP since then leaves the email alone), with a link
    // of its own to change or cancel the booking (valid until it starts).
    const token = claimed.clientId
      ? await issueManageToken(inTx, { appointmentId: claimed.id, expiresAt: claimed.startsAt })
      : null;
    await queueBookingText(inTx, {
      business,
      appointment: claimed,
      kind: 'booking_reminder',
      link: token ? manageUrl(scope.deps.config.SHOWROOM_URL, token) : null,
    });
    return 'sent';
  });
}
