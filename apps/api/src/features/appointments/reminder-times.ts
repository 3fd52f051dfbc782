import { createHash } from 'node:crypto';

/** The queue of the 24 h booking reminders (one job per booking version). */
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
