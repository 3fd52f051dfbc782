import { isServiceKey } from '@carat/domain/appointment-services';
import { APPOINTMENT_STATUSES } from '@carat/domain/clients';
import { addDays, isIsoDate, isWallTime } from '@carat/domain/dates';
import { LOCALES } from '@carat/domain/locale';
import { z } from 'zod';
import {
  BACK_OFFICE_LIMITS,
  type BackOfficeMessages,
  backOfficeMessagesFor,
} from '#lib/back-office-messages.ts';
import { emptyToNull, optionalPhone, perLocale } from '#lib/fields.ts';

/**
 * The back office's appointments ('Rendez-vous'): 'Nouveau RDV', confirm / reschedule / cancel, the
 * calendars' queries and the availability the showroom books against. Whether a time is free, or already
 * past, is the server's word (its clock, the business's zone, the database's constraint).
 */

/** The longest range the calendars read at once (a month view with its outside days). */
export const APPOINTMENT_RANGE_MAX_DAYS = 62;

/** A start time the jeweller may type: any 'HH:MM' on a 5-minute step (not only the offered slots). */
export function isAppointmentTime(value: unknown): value is string {
  return isWallTime(value) && Number(value.slice(3, 5)) % BACK_OFFICE_LIMITS.appointmentTimeStepMinutes === 0;
}

const dateField = (message: string) =>
  z.string({ error: message }).max(10, message).refine(isIsoDate, message);

function slotFields(m: BackOfficeMessages) {
  return {
    date: dateField(m['appointment.date.invalid']),
    time: z
      .string({ error: m['appointment.time.invalid'] })
      .max(5, m['appointment.time.invalid'])
      .refine(isAppointmentTime, m['appointment.time.invalid']),
  };
}

/** Whether to email the client: yes unless told not. */
const notifyFields = {
  notifyClient: z.boolean().default(true),
};

/** A client written in the form (not picked from the book): they are added to the book. */
function typedClient(m: BackOfficeMessages) {
  return z.strictObject({
    name: z
      .string({ error: m['appointment.clientName.required'] })
      .trim()
      .min(1, { error: m['appointment.clientName.required'], abort: true })
      .max(BACK_OFFICE_LIMITS.appointmentClientNameMax, m['appointment.clientName.max']),
    email: z
      .string({ error: m['appointment.clientEmail.required'] })
      .trim()
      .min(1, { error: m['appointment.clientEmail.required'], abort: true })
      .max(254, m['appointment.clientEmail.invalid'])
      .pipe(z.email(m['appointment.clientEmail.invalid'])),
    phone: optionalPhone(BACK_OFFICE_LIMITS.phoneMax, m['settings.phone.invalid']),
  });
}

/**
 * 'Nouveau RDV': the type, a date and a start time (any free one, not only the offered slots), and the
 * client: picked from the book (`clientId`) or written (`client`). The client is emailed unless told not.
 */
export const appointmentInputSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z
    .strictObject({
      type: z
        .string({ error: m['appointment.type.required'] })
        .refine(isServiceKey, { error: m['appointment.type.required'] }),
      ...slotFields(m),
      clientId: z.preprocess(
        emptyToNull,
        z.uuid({ error: m['appointment.client.required'] }).nullable().optional(),
      ),
      client: typedClient(m).optional(),
      message: z.preprocess(
        emptyToNull,
        z
          .string({ error: m['appointment.message.max'] })
          .trim()
          .max(BACK_OFFICE_LIMITS.appointmentMessageMax, m['appointment.message.max'])
          .nullable()
          .optional(),
      ),
      locale: z.enum(LOCALES).optional(),
      ...notifyFields,
    })
    .refine((input) => Boolean(input.clientId || input.client), {
      path: ['clientId'],
      message: m['appointment.client.required'],
      // Said together with the other fields' messages, so the form shows every mistake at once.
      when: ({ value }) => {
        const v = value as { clientId?: unknown; client?: unknown } | null;
        return typeof v === 'object' && v !== null && !v.client && !emptyToNull(v.clientId);
      },
    });
});
export type AppointmentInput = z.input<ReturnType<typeof appointmentInputSchema>>;
export type AppointmentInputParsed = z.output<ReturnType<typeof appointmentInputSchema>>;

/** Moving an appointment: a new date and start time (any free one). */
export const appointmentRescheduleSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({ ...slotFields(m), ...notifyFields });
});
export type AppointmentReschedule = z.output<ReturnType<typeof appointmentRescheduleSchema>>;

/** Confirm or cancel: whether the client is emailed (yes unless told not). */
export const appointmentActionSchema = perLocale(() => z.strictObject({ ...notifyFields }));
export type AppointmentAction = z.output<ReturnType<typeof appointmentActionSchema>>;

/**
 * The list: a range of local dates (both included, for the calendars), or the upcoming ones; a status
 * ('live' = pending or confirmed); a page.
 */
export const appointmentListQuerySchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z
    .object({
      from: dateField(m['appointment.date.invalid']).optional(),
      to: dateField(m['appointment.date.invalid']).optional(),
      upcoming: z
        .enum(['true', 'false'])
        .optional()
        .transform((value) => value === 'true'),
      status: z.enum([...APPOINTMENT_STATUSES, 'live']).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(500).default(20),
    })
    .superRefine((query, ctx) => {
      if (!query.from !== !query.to) {
        ctx.addIssue({
          code: 'custom',
          path: [query.from ? 'to' : 'from'],
          message: m['appointment.range.invalid'],
        });
        return;
      }
      if (
        query.from &&
        query.to &&
        (query.to < query.from || query.to > addDays(query.from, APPOINTMENT_RANGE_MAX_DAYS))
      ) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: m['appointment.range.invalid'] });
      }
    });
});
export type AppointmentListQuery = z.output<ReturnType<typeof appointmentListQuerySchema>>;

/** The free start times the dialog offers for a type on a date. */
export const appointmentSlotsQuerySchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.object({
    type: z
      .string({ error: m['appointment.type.required'] })
      .refine(isServiceKey, { error: m['appointment.type.required'] }),
    date: dateField(m['appointment.date.invalid']),
  });
});

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The week the showroom books against (local start times per ISO weekday, 1 Monday … 7 Sunday; a day
 * left out is closed), the closed dates with their reason, and the break kept after each appointment.
 */
export const availabilitySettingsSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  const time = z
    .string({ error: m['availability.time.invalid'] })
    .max(5, m['availability.time.invalid'])
    .refine(isWallTime, m['availability.time.invalid']);
  return z.strictObject({
    weekly: z
      .array(
        z.strictObject({
          weekday: z
            .number({ error: m['availability.weekday.invalid'] })
            .int(m['availability.weekday.invalid'])
            .min(1, m['availability.weekday.invalid'])
            .max(7, m['availability.weekday.invalid']),
          times: z
            .array(time)
            .max(BACK_OFFICE_LIMITS.availabilityTimesPerDayMax, m['availability.times.max'])
            // Sorted and without repeats: the same time twice is one slot.
            .transform((times) => [...new Set(times)].sort()),
        }),
      )
      .max(WEEKDAYS.length, m['availability.weekday.duplicate'])
      .superRefine((days, ctx) => {
        const seen = new Set<number>();
        days.forEach((day, index) => {
          if (seen.has(day.weekday)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'weekday'],
              message: m['availability.weekday.duplicate'],
            });
          }
          seen.add(day.weekday);
        });
      }),
    closedDates: z
      .array(
        z.strictObject({
          date: dateField(m['availability.closedDate.invalid']),
          reason: z.preprocess(
            emptyToNull,
            z
              .string({ error: m['availability.reason.max'] })
              .trim()
              .max(BACK_OFFICE_LIMITS.closedReasonMax, m['availability.reason.max'])
              .nullable()
              .optional(),
          ),
        }),
      )
      .max(BACK_OFFICE_LIMITS.closedDatesMax, m['availability.closedDates.max'])
      .superRefine((dates, ctx) => {
        const seen = new Set<string>();
        dates.forEach((closed, index) => {
          if (seen.has(closed.date)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'date'],
              message: m['availability.closedDate.duplicate'],
            });
          }
          seen.add(closed.date);
        });
      }),
    bufferMinutes: z
      .number({ error: m['availability.buffer.range'] })
      .int(m['availability.buffer.range'])
      .min(0, m['availability.buffer.range'])
      .max(BACK_OFFICE_LIMITS.bufferMinutesMax, m['availability.buffer.range']),
  });
});
export type AvailabilitySettingsInput = z.input<ReturnType<typeof availabilitySettingsSchema>>;
export type AvailabilitySettings = z.output<ReturnType<typeof availabilitySettingsSchema>>;
