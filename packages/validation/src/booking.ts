import { isServiceKey } from '@carat/domain/appointment-services';
import { isBookableDate, isBookableSlot, isTimeSlot } from '@carat/domain/appointments';
import { isIsoDate } from '@carat/domain/dates';
import { DEFAULT_LOCALE, type Locale } from '@carat/domain/locale';
import { z } from 'zod';
import { emailText, perLocale, requiredText } from '#lib/fields.ts';
import { FIELD_LIMITS, type MessagePair, messagesFor } from '#lib/messages.ts';

/** The wizard's toast when Next is pressed too early (spec §5): step 1 (type) or step 2 (date and time). */
export function bookingSelectionRequired(step: 1 | 2, locale: Locale = DEFAULT_LOCALE): MessagePair {
  const m = messagesFor(locale);
  return {
    title: m['booking.selection.title'],
    description: step === 1 ? m['booking.type.required'] : m['booking.slot.required'],
  };
}

/** Step 1: an appointment type must be chosen. */
export const bookingTypeStepSchema = perLocale((m) =>
  z.object({
    type: z
      .string({ error: m['booking.type.required'] })
      .refine(isServiceKey, { error: m['booking.type.required'] }),
  }),
);
export type BookingTypeStepValues = z.output<ReturnType<typeof bookingTypeStepSchema>>;

export interface BookingSlotStepOptions {
  readonly locale?: Locale;
  /** The current instant, passed in so the rule is testable and the server decides with its own clock. */
  readonly now: Date;
  /** The shop's IANA zone: "today" and the slot times are the shop's. */
  readonly timeZone: string;
}

/**
 * Step 2: a date and one of the day's slots. The date's minimum is today (spec); a slot of today that has
 * already begun is refused too. Built per call, since it depends on `now`.
 */
export function bookingSlotStepSchema({ locale = DEFAULT_LOCALE, now, timeZone }: BookingSlotStepOptions) {
  const m = messagesFor(locale);
  const required = m['booking.slot.required'];
  return (
    z
      .object({
        date: z
          .string({ error: required })
          .refine(isIsoDate, { error: required, abort: true })
          .refine((date) => isBookableDate(date, now, timeZone), m['booking.date.past']),
        time: z.string({ error: required }).refine(isTimeSlot, required),
      })
      // Only speaks once the date and the time are each acceptable, so one mistake gives one message.
      .refine(
        (slot) =>
          !isBookableDate(slot.date, now, timeZone) ||
          !isTimeSlot(slot.time) ||
          isBookableSlot(slot.date, slot.time, now, timeZone),
        {
          path: ['time'],
          error: m['booking.time.past'],
        },
      )
  );
}
export type BookingSlotStepValues = z.output<ReturnType<typeof bookingSlotStepSchema>>;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Loose on purpose: any usual way of writing a number, 6 to 15 digits (E.164 allows at most 15). */
export function isPlausiblePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 6 && digits <= 15;
}

/** Step 3 (spec §3, §5): firstName, lastName, email and phone required; message optional. */
export const bookingContactSchema = perLocale((m) =>
  z.object({
    firstName: requiredText(
      m['booking.firstName.required'],
      m['booking.firstName.max'],
      FIELD_LIMITS.nameMax,
    ),
    lastName: requiredText(m['booking.lastName.required'], m['booking.lastName.max'], FIELD_LIMITS.nameMax),
    email: emailText(m['booking.email.required'], m['booking.email.invalid']),
    phone: z
      .string({ error: m['booking.phone.required'] })
      .trim()
      .min(1, { error: m['booking.phone.required'], abort: true })
      .refine(isPlausiblePhone, m['booking.phone.invalid']),
    message: z.string().trim().max(FIELD_LIMITS.messageMax, m['booking.message.max']).optional(),
  }),
);
export type BookingContactInput = z.input<ReturnType<typeof bookingContactSchema>>;
export type BookingContactValues = z.output<ReturnType<typeof bookingContactSchema>>;
