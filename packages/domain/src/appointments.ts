import type { AppointmentStatus } from '#lib/clients.ts';
import { addMinutes, type IsoDate, isIsoDate, todayIn, type WallTime, zonedTimeToUtc } from '#lib/dates.ts';
import { BOOKING_REMINDER_HOURS_BEFORE } from '#lib/delays.ts';
import type { LocalizedText } from '#lib/locale.ts';
import type { Money } from '#lib/money.ts';

// Booking code reaches for these with the rest of the slot maths.
export { utcToZoned, zonedTimeToUtc } from '#lib/dates.ts';

export const APPOINTMENT_TYPE_IDS = ['phone', 'video', 'store', 'design'] as const;
export type AppointmentTypeId = (typeof APPOINTMENT_TYPE_IDS)[number];

export interface AppointmentType {
  readonly id: AppointmentTypeId;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly minDurationMinutes: number;
  readonly maxDurationMinutes: number;
  readonly minPrice: Money;
  readonly maxPrice: Money;
}

const usd = (dollars: number): Money => ({ amount: dollars * 100, currency: 'USD' });

/** Spec §9: durations and prices per appointment type (prices in cents of USD). */
export const APPOINTMENT_TYPES: readonly AppointmentType[] = [
  {
    id: 'phone',
    title: { fr: 'Appel téléphonique', en: 'Phone call' },
    description: {
      fr: 'Un premier échange rapide pour parler de votre projet.',
      en: 'A quick first talk about your project.',
    },
    minDurationMinutes: 10,
    maxDurationMinutes: 15,
    minPrice: usd(10),
    maxPrice: usd(15),
  },
  {
    id: 'video',
    title: { fr: 'Consultation vidéo', en: 'Video consultation' },
    description: {
      fr: 'Découvrez nos pièces et parlez de votre projet en visio.',
      en: 'See our pieces and discuss your project over video.',
    },
    minDurationMinutes: 20,
    maxDurationMinutes: 30,
    minPrice: usd(20),
    maxPrice: usd(30),
  },
  {
    id: 'store',
    title: { fr: 'Rendez-vous en boutique', en: 'In-store appointment' },
    description: {
      fr: 'Essayez nos pièces et faites estimer vos bijoux en boutique.',
      en: 'Try our pieces on and have your jewellery appraised in store.',
    },
    minDurationMinutes: 30,
    maxDurationMinutes: 45,
    minPrice: usd(25),
    maxPrice: usd(40),
  },
  {
    id: 'design',
    title: { fr: 'Séance de création', en: 'Design session' },
    description: {
      fr: 'Imaginez votre bijou sur mesure avec notre créateur.',
      en: 'Design your bespoke piece with our designer.',
    },
    minDurationMinutes: 60,
    maxDurationMinutes: 90,
    minPrice: usd(50),
    maxPrice: usd(100),
  },
];

export function isAppointmentTypeId(value: unknown): value is AppointmentTypeId {
  return typeof value === 'string' && (APPOINTMENT_TYPE_IDS as readonly string[]).includes(value);
}

export function appointmentTypeById(id: AppointmentTypeId): AppointmentType {
  const type = APPOINTMENT_TYPES.find((candidate) => candidate.id === id);
  if (!type) throw new RangeError(`unknown appointment type: ${id}`);
  return type;
}

/**
 * The minutes a booking blocks: the longest the type can run, since the slot must hold the longest case
 * and the next client must not wait.
 */
export function bookedDurationMinutes(type: AppointmentTypeId): number {
  return appointmentTypeById(type).maxDurationMinutes;
}

/** Spec: the fee is fully deducted from a later purchase. */
export const FEE_DEDUCTED_FROM_PURCHASE = true;
export const FEE_DEDUCTION_NOTE: LocalizedText = {
  fr: "Les frais sont intégralement déduits d'un achat ultérieur.",
  en: 'The fee is fully deducted from a later purchase.',
};

/** Start times offered each day in the shop's local time, as the spec lists them (13:00 is not offered). */
export const TIME_SLOTS: readonly WallTime[] = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

export function isTimeSlot(value: unknown): value is WallTime {
  return typeof value === 'string' && TIME_SLOTS.includes(value);
}

/** Type, date and time, contact details, payment, confirmation. */
export const BOOKING_STEPS = 5;

export interface BookingSelection {
  /** A service key: one of the spec's four or one of the business's own. */
  readonly type?: string | null;
  readonly date?: IsoDate | null;
  readonly time?: WallTime | null;
}

/** Spec: Next is blocked on step 1 without a type and on step 2 without a date and a time. */
export function canAdvanceBookingStep(step: number, selection: BookingSelection): boolean {
  if (!Number.isInteger(step) || step < 1 || step >= BOOKING_STEPS) return false;
  if (step === 1) return Boolean(selection.type);
  if (step === 2) return Boolean(selection.date && selection.time);
  return true;
}

/** The earliest bookable date is today, in the shop's zone. */
export function earliestBookableDate(now: Date, timeZone: string): IsoDate {
  return todayIn(now, timeZone);
}

export function isBookableDate(date: IsoDate, now: Date, timeZone: string): boolean {
  return isIsoDate(date) && date >= earliestBookableDate(now, timeZone);
}

/**
 * A slot the wizard may offer: a bookable date, one of the day's slots, and not already begun (the spec
 * only bounds the date; offering 09:00 at 15:00 the same day would be a booking in the past).
 */
export function isBookableSlot(date: IsoDate, time: WallTime, now: Date, timeZone: string): boolean {
  if (!isBookableDate(date, now, timeZone) || !isTimeSlot(time)) return false;
  return zonedTimeToUtc(date, time, timeZone).getTime() > now.getTime();
}

export interface TimeRange {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The instants a booking occupies: from the local start, for the booked duration plus a buffer (time to
 * tidy up before the next client). Counted in real minutes, so it stays right on a clock-change day. The
 * duration is the business's own for the type when it set one (appointment-services.ts), else the spec's.
 */
export function slotRange(
  date: IsoDate,
  time: WallTime,
  type: AppointmentTypeId,
  timeZone: string,
  bufferMinutes = 0,
  durationMinutes = bookedDurationMinutes(type),
): TimeRange {
  if (!Number.isInteger(bufferMinutes) || bufferMinutes < 0) {
    throw new RangeError(`bufferMinutes must be a whole number ≥ 0, got ${bufferMinutes}`);
  }
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`durationMinutes must be a whole number > 0, got ${durationMinutes}`);
  }
  const start = zonedTimeToUtc(date, time, timeZone);
  return { start, end: addMinutes(start, durationMinutes + bufferMinutes) };
}

/** Half-open ranges: one booking ending at 10:00 and the next starting at 10:00 do not overlap. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** When the reminder is due: 24 h before the start. */
export function reminderDueAt(start: Date): Date {
  return addMinutes(start, -BOOKING_REMINDER_HOURS_BEFORE * 60);
}

/**
 * When to send the reminder, or null for none. A booking made less than 24 h ahead has no due time left,
 * so the caller decides on purpose: 'send-now' or 'skip'. A booking already begun gets none.
 */
export function reminderSendTime(start: Date, now: Date, lateBooking: 'send-now' | 'skip'): Date | null {
  if (start.getTime() <= now.getTime()) return null;
  const due = reminderDueAt(start);
  if (due.getTime() > now.getTime()) return due;
  return lateBooking === 'send-now' ? now : null;
}

/** Pending or confirmed: a booking that still holds its time (cancelled and completed ones do not). */
export function isLiveAppointment(status: AppointmentStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/**
 * What the jeweller may do with an appointment: until it begins, a live one can be rescheduled or
 * cancelled, and a pending one (the showroom's bookings come in pending) confirmed. Once begun, cancelled
 * or completed, nothing. The API enforces it and answers each appointment with this list.
 */
export const APPOINTMENT_ACTIONS = ['confirm', 'reschedule', 'cancel'] as const;
export type AppointmentActionName = (typeof APPOINTMENT_ACTIONS)[number];

export function appointmentActions(
  appointment: { readonly status: AppointmentStatus; readonly startsAt: Date },
  now: Date,
): readonly AppointmentActionName[] {
  if (!isLiveAppointment(appointment.status) || appointment.startsAt.getTime() <= now.getTime()) return [];
  return appointment.status === 'pending' ? ['confirm', 'reschedule', 'cancel'] : ['reschedule', 'cancel'];
}
