import { appointments, appointmentTokens, businesses, type Executor, products } from '@carat/db';
import type { AppointmentTypeId } from '@carat/domain/appointments';
import type { IsoDate, WallTime } from '@carat/domain/dates';
import { appointmentMode, localSlot } from '@carat/domain/showroom';
import { bookingSlotStepSchema, fieldErrors } from '@carat/validation';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import { type BookingBusiness, publishedBusiness } from '#api/services/appointments/booking-business.ts';
import {
  type AppointmentRow,
  queueClientBookingMail,
  queueJewellerBookingNotice,
} from '#api/services/appointments/booking-mails.ts';
import { hashToken, issueManageToken, moveManageTokens } from '#api/services/appointments/manage-links.ts';
import { dropReminder, scheduleReminder } from '#api/services/appointments/reminders.ts';
import {
  asSlotTaken,
  bookedRange,
  freeSlotsFor,
  lockBusinessBookings,
  slotTaken,
} from '#api/services/appointments/slots.ts';
import {
  appointmentServiceFor,
  bookableAppointmentService,
} from '#api/services/catalogue-settings/appointment-services.ts';

/**
 * Booking from the public showroom. A visitor never writes as `anon`: after validation, the booking is
 * written on the owner connection, scoped to the business resolved from its published slug. Overlaps are
 * refused by the database's exclusion constraint (a second booking of a held range fails with 23P01,
 * answered 409 slot_taken), whatever the race. The emails and the reminder job are written in the same
 * transaction, so they exist exactly when the booking does. The rules, mails, links and reminders are
 * those of services/appointments, shared with the back office.
 */

export interface BookingRequest {
  type: AppointmentTypeId;
  date: IsoDate;
  time: WallTime;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string | undefined;
  productRef?: number | undefined;
  locale?: MailLocale | undefined;
}

/** Checks the slot is one the business offers and still free; the constraint decides races. */
async function requireOfferedSlot(
  tx: Executor,
  business: BookingBusiness,
  slot: { type: AppointmentTypeId; date: IsoDate; time: WallTime },
  now: Date,
  locale: MailLocale,
  ignoreAppointmentId?: string,
) {
  const parsed = bookingSlotStepSchema({ locale, now, timeZone: business.timeZone }).safeParse(slot);
  if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
  const free = await freeSlotsFor(tx, {
    business,
    date: slot.date,
    type: slot.type,
    now,
    ignoreAppointmentId,
  });
  const found = free.find((s) => s.time === slot.time);
  if (!found) throw slotTaken();
  return found.startsAt;
}

function bookingView(appointment: AppointmentRow, business: { slug: string; name: string }) {
  const local = localSlot(appointment.startsAt, appointment.timeZone);
  return {
    id: appointment.id,
    showroom: { slug: business.slug, name: business.name },
    type: appointment.type,
    mode: appointment.mode,
    status: appointment.status,
    date: local.date,
    time: local.time,
    timeZone: appointment.timeZone,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
    deposit: {
      amountMinor: appointment.depositMinor,
      currency: appointment.depositCurrency,
      status: appointment.depositStatus,
    },
  };
}

export type BookingView = ReturnType<typeof bookingView>;

/**
 * Books a slot: pending until the jeweller confirms; the deposit is the spec's simulated payment, stored
 * as such. The client's confirmation (with its .ics and the cancel/reschedule link) and the jeweller's
 * notification are queued, and the reminder is scheduled for 24 h before.
 */
export async function bookAppointment(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  slug: string,
  input: BookingRequest,
  now = new Date(),
): Promise<BookingView> {
  const locale = input.locale ?? 'fr';
  return deps.db
    .transaction(async (tx) => {
      const business = await publishedBusiness(tx, slug);
      // The type as this business offers it: refused when off; its duration and deposit otherwise.
      const service = await bookableAppointmentService(
        { tx, locale },
        { businessId: business.id, type: input.type },
      );
      await lockBusinessBookings(tx, business.id);
      const startsAt = await requireOfferedSlot(tx, business, input, now, locale);
      let productId: string | null = null;
      if (input.productRef !== undefined) {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.businessId, business.id),
              eq(products.ref, input.productRef),
              eq(products.published, true),
            ),
          );
        productId = product?.id ?? null;
      }
      const [appointment] = await tx
        .insert(appointments)
        .values({
          businessId: business.id,
          type: input.type,
          mode: appointmentMode(input.type),
          status: 'pending',
          ...bookedRange(startsAt, input.type, business.bookingBufferMinutes, service.maxDurationMinutes),
          timeZone: business.timeZone,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          message: input.message || null,
          locale,
          productId,
          depositMinor: service.depositMinor,
          depositCurrency: service.currency,
          depositStatus: 'simulated',
        })
        .returning();
      const token = await issueManageToken(tx, appointment!.id, startsAt);
      await queueClientBookingMail(deps, tx, business, appointment!, 'new', token, now);
      await queueJewellerBookingNotice(deps, tx, business, appointment!, 'new');
      await scheduleReminder(deps, tx, appointment!, now);
      return bookingView(appointment!, business);
    })
    .catch(asSlotTaken);
}

/** The booking behind an emailed token (its hash), with whether it may still change. */
async function bookingByToken(tx: Executor, token: string) {
  const [row] = await tx
    .select({ appointment: appointments, expiresAt: appointmentTokens.expiresAt, slug: businesses.slug })
    .from(appointmentTokens)
    .innerJoin(appointments, eq(appointments.id, appointmentTokens.appointmentId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(appointmentTokens.tokenHash, hashToken(token)));
  if (!row) throw AppError.notFound('Booking');
  return row;
}

function canChange(row: { appointment: AppointmentRow; expiresAt: Date }, now: Date) {
  return (
    row.expiresAt.getTime() > now.getTime() &&
    (row.appointment.status === 'pending' || row.appointment.status === 'confirmed')
  );
}

export async function getManagedBooking(deps: Pick<Deps, 'db'>, token: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const row = await bookingByToken(tx, token);
    const business = await publishedBusiness(tx, row.slug);
    return { ...bookingView(row.appointment, business), canChange: canChange(row, now) };
  });
}

function requireChangeable(row: { appointment: AppointmentRow; expiresAt: Date }, now: Date) {
  if (!canChange(row, now)) {
    throw new AppError('booking_locked', 'This booking can no longer be changed online', 409);
  }
}

/** Cancels through the emailed link: the range is freed, the reminder dropped, both sides told. */
export async function cancelBooking(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  token: string,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const row = await bookingByToken(tx, token);
    requireChangeable(row, now);
    const business = await publishedBusiness(tx, row.slug);
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now, sequence: row.appointment.sequence + 1 })
      .where(eq(appointments.id, row.appointment.id))
      .returning();
    await dropReminder(deps, tx, row.appointment);
    await queueClientBookingMail(deps, tx, business, cancelled!, 'cancelled', null, now);
    await queueJewellerBookingNotice(deps, tx, business, cancelled!, 'cancelled');
    return { ...bookingView(cancelled!, business), canChange: false };
  });
}

/**
 * Moves the booking: a new range (the constraint still guards it), a new reminder, both sides told. A
 * visitor's move waits for the jeweller's confirmation again.
 */
export async function rescheduleBooking(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  token: string,
  slot: { date: IsoDate; time: WallTime },
  now = new Date(),
) {
  return deps.db
    .transaction(async (tx) => {
      const row = await bookingByToken(tx, token);
      requireChangeable(row, now);
      const business = await publishedBusiness(tx, row.slug);
      await lockBusinessBookings(tx, business.id);
      const current = row.appointment;
      const service = await appointmentServiceFor({ tx }, { businessId: business.id, type: current.type });
      const startsAt = await requireOfferedSlot(
        tx,
        business,
        { type: current.type, ...slot },
        now,
        current.locale,
        current.id,
      );
      const [moved] = await tx
        .update(appointments)
        .set({
          ...bookedRange(startsAt, current.type, business.bookingBufferMinutes, service.maxDurationMinutes),
          sequence: current.sequence + 1,
          reminderSentAt: null,
          status: 'pending',
          confirmedAt: null,
        })
        .where(eq(appointments.id, current.id))
        .returning();
      await moveManageTokens(tx, current.id, startsAt);
      await dropReminder(deps, tx, current);
      await scheduleReminder(deps, tx, moved!, now);
      await queueClientBookingMail(deps, tx, business, moved!, 'rescheduled', token, now);
      await queueJewellerBookingNotice(deps, tx, business, moved!, 'rescheduled');
      return { ...bookingView(moved!, business), canChange: true };
    })
    .catch(asSlotTaken);
}
