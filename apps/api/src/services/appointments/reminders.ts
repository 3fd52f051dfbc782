import { createHash } from 'node:crypto';
import { appointments, type Executor } from '@carat/db';
import { appointmentTypeById, reminderSendTime } from '@carat/domain/appointments';
import { localize } from '@carat/domain/locale';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { queueEmail } from '#api/jobs/email.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { bookingReminderMail } from '#api/mail/templates/showroom.ts';
import { bookingBusiness } from './booking-business.ts';
import { bookingPlace, clientNameOf } from './booking-mails.ts';

/**
 * The 24 h reminder: one pg-boss job per booking version (its id derived from the booking and its
 * sequence). A move drops the old job and queues the new one, a cancel drops it, and the worker re-reads
 * the booking and claims the send, so it never goes twice. The jobs are written as the connection's
 * owner in the caller's transaction (a tenant role has no right on pg-boss's tables).
 */

export const REMINDER_QUEUE = 'booking.reminder';
/** A booking made less than 24 h ahead gets no reminder: its confirmation has just been sent. */
export const LATE_BOOKING_REMINDER = 'skip' as const;

export interface ReminderJob {
  appointmentId: string;
  sequence: number;
}

/** A stable job id per booking and version, so a reschedule replaces the reminder and a cancel drops it. */
export function reminderJobId(appointmentId: string, sequence: number): string {
  const hex = createHash('sha256').update(`reminder:${appointmentId}:${sequence}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the reminder of this version of the booking (none when it starts within 24 h). */
export async function scheduleReminder(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  appointment: { id: string; sequence: number; startsAt: Date },
  now: Date,
) {
  const at = reminderSendTime(appointment.startsAt, now, LATE_BOOKING_REMINDER);
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
export async function dropReminder(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  appointment: { id: string; sequence: number },
) {
  await asConnectionOwner(tx, () =>
    deps.jobs.cancel(REMINDER_QUEUE, reminderJobId(appointment.id, appointment.sequence), tx),
  );
}

/**
 * The reminder job: re-reads the booking and claims the send in one update (still live, same version,
 * not sent yet, not begun), so a cancelled or moved booking gets none and no booking gets two.
 */
export async function sendBookingReminder(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  job: ReminderJob,
  now = new Date(),
): Promise<'sent' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
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
    const business = await bookingBusiness(tx, claimed.businessId);
    const locale = claimed.locale;
    const mail = bookingReminderMail({
      locale,
      businessName: business.name,
      typeTitle: localize(appointmentTypeById(claimed.type).title, locale),
      startsAt: claimed.startsAt,
      timeZone: claimed.timeZone,
      place: bookingPlace(business, claimed.type, locale),
      clientName: clientNameOf(claimed),
      showroomUrl: business.published ? `${deps.config.SHOWROOM_URL}/s/${business.slug}` : null,
    });
    await queueEmail(deps, { to: claimed.email, ...mail }, tx);
    return 'sent';
  });
}
