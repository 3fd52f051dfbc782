/**
 * What an assistant lead says of its appointment, read from the appointment as it stands now rather than
 * as the conversation last saw it: a slot held while its deposit is paid, a booking, or one cancelled
 * (by the client, the jeweller, or an unpaid hold released after 15 minutes). The conversation only knows
 * the moment it booked; the appointment row knows what happened since, so the lead and the conversation
 * list are corrected when read (one rule, whichever path moved the appointment).
 */

export interface ScoreReasonJson {
  code: string;
  points: number;
  text: { fr: string; en: string };
}

export interface AppointmentNow {
  status: string;
  depositStatus: string;
  holdExpiresAt: Date | null;
}

export type AppointmentTruth = 'held' | 'booked' | 'cancelled' | 'released';

const APPOINTMENT_CODES = new Set(['booked', 'held', 'cancelled', 'released']);

const REASONS: Record<AppointmentTruth, ScoreReasonJson> = {
  booked: { code: 'booked', points: 10, text: { fr: 'Rendez-vous réservé', en: 'Appointment booked' } },
  held: {
    code: 'held',
    points: 5,
    text: { fr: 'Créneau retenu, acompte en attente', en: 'Slot held, deposit pending' },
  },
  cancelled: {
    code: 'cancelled',
    points: 0,
    text: { fr: 'Rendez-vous annulé', en: 'Appointment cancelled' },
  },
  released: {
    code: 'released',
    points: 0,
    text: { fr: 'Créneau libéré : acompte non payé', en: 'Slot released: deposit not paid' },
  },
};

export function appointmentTruth(appointment: AppointmentNow, now: Date): AppointmentTruth {
  const holdRanOut =
    appointment.holdExpiresAt !== null && appointment.holdExpiresAt.getTime() <= now.getTime();
  if (appointment.depositStatus === 'expired' || (appointment.status !== 'cancelled' && holdRanOut)) {
    return 'released';
  }
  if (appointment.status === 'cancelled') return 'cancelled';
  if (appointment.holdExpiresAt !== null && appointment.depositStatus === 'pending') return 'held';
  return 'booked';
}

/**
 * The reasons and score with the appointment's line made true. Unchanged when the conversation booked
 * nothing; without its appointment any more (deleted), the line is dropped.
 */
export function withAppointmentTruth<T extends { score: number | null; reasons: ScoreReasonJson[] }>(
  row: T,
  appointment: AppointmentNow | null,
  now: Date,
): T {
  const previous = row.reasons.filter((reason) => APPOINTMENT_CODES.has(reason.code));
  if (previous.length === 0 && appointment === null) return row;
  const kept = row.reasons.filter((reason) => !APPOINTMENT_CODES.has(reason.code));
  const current = appointment ? REASONS[appointmentTruth(appointment, now)] : null;
  const reasons = current ? [...kept, current] : kept;
  if (row.score === null) return { ...row, reasons };
  const delta = (current?.points ?? 0) - previous.reduce((sum, reason) => sum + reason.points, 0);
  return { ...row, reasons, score: Math.max(0, Math.min(100, row.score + delta)) };
}
