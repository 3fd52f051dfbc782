import { appointments, appointmentTokens, businesses } from '@carat/db';
import type { IsoDate, WallTime } from '@carat/domain/dates';
import { localize } from '@carat/domain/locale';
import { localSlot } from '@carat/domain/showroom';
import { bookingSlotStepSchema, fieldErrors } from '@carat/validation';
import { eq } from 'drizzle-orm';
import type { AppointmentRow } from '#api/features/appointments/index.ts';
import {
  appointmentServiceFor,
  asSlotTaken,
  type BookingBusiness,
  bookableAppointmentService,
  bookedRange,
  dropReminder,
  freeSlotsFor,
  issueManageToken,
  lockBusinessBookings,
  manageUrl,
  moveManageTokens,
  publishedBusiness,
  queueClientBookingMail,
  queueJewellerBookingNotice,
  scheduleReminder,
  serviceTextsFor,
  slotTaken,
} from '#api/features/appointments/index.ts';
import { appointmentPayload, emitWebhookEvent } from '#api/features/integrations/index.ts';
import { consentAtBooking, queueBookingText } from '#api/features/messaging/index.ts';
import {
  clientOfBooking,
  depositAccount,
  holdUntil,
  refundDepositOnCancel,
  releaseExpiredHolds,
  startDepositCheckout,
} from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import type { PublicScope, SystemScope } from '#api/scope.ts';
import { publishedProductId } from './catalogue.ts';
import { writeForVisitor } from './visitor-writes.ts';

/**
 * Booking from the public showroom. A visitor never writes as `anon`: after validation, the booking is
 * written on the owner connection (visitor-writes.ts), scoped to the business resolved from its published
 * slug. Overlaps are refused by the database's exclusion constraint (a second booking of a held range
 * fails with 23P01, answered 409 slot_taken), whatever the race. The emails and the reminder job are
 * written in the same transaction, so they exist exactly when the booking does. The rules, mails, links
 * and reminders are those of services/appointments, shared with the back office.
 */

export interface BookingRequest {
  slug: string;
  type: string;
  date: IsoDate;
  time: WallTime;
  firstName: string;
  lastName: string;
  email: string;
  /** '' when the visitor gave none (the assistant books on a name and an email), as in the back office. */
  phone: string;
  message?: string | undefined;
  productRef?: number | undefined;
  locale?: MailLocale | undefined;
  /**
   * Link the booking to the client record with its email, created when there is none (the assistant's
   * bookings: the lead and the client's profile show it at once). The wizard's bookings are linked when
   * a deposit is received.
   */
  linkClient?: boolean | undefined;
  /**
   * The booking form's SMS tick box: the visitor is linked to a client record, their number
   * stored in E.164 with consent to texts ('booking'), and the confirmation and reminder go by SMS too.
   */
  smsConsent?: boolean | undefined;
}

/** Checks the slot is one the business offers and still free; the constraint decides races. */
async function requireOfferedSlot(
  scope: SystemScope,
  business: BookingBusiness,
  slot: { type: string; date: IsoDate; time: WallTime },
  locale: MailLocale,
  ignoreAppointmentId?: string,
) {
  const parsed = bookingSlotStepSchema({ locale, now: scope.now, timeZone: business.timeZone }).safeParse(
    slot,
  );
  if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
  const free = await freeSlotsFor(scope, { business, date: slot.date, type: slot.type, ignoreAppointmentId });
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

/** The booked service's name as the business gives it (its own service, or a spec type renamed or not). */
async function serviceTitle(scope: SystemScope, appointment: AppointmentRow) {
  return (await serviceTextsFor(scope, { businessId: appointment.businessId, type: appointment.type })).title;
}

/**
 * Books a slot: pending until the jeweller confirms; the deposit is the spec's simulated payment, stored
 * as such. The client's confirmation (with its .ics and the cancel/reschedule link) and the jeweller's
 * notification are queued, and the reminder is scheduled for 24 h before.
 */
export async function bookAppointment(
  scope: PublicScope,
  input: BookingRequest,
): Promise<BookingView & { payment?: { url: string; expiresAt: string } }> {
  const locale = input.locale ?? 'fr';
  return writeForVisitor(scope, async (server) => {
    const business = await publishedBusiness(server, input.slug);
    // The type as this business offers it: refused when off; its duration and deposit otherwise.
    const service = await bookableAppointmentService(
      { ...server, locale },
      { businessId: business.id, type: input.type },
    );
    await lockBusinessBookings(server, business.id);
    // Holds whose payment time ran out free their slot before this booking is checked.
    await releaseExpiredHolds(server, business.id);
    const startsAt = await requireOfferedSlot(server, business, input, locale);
    // A deposit taken online (the business's own Stripe): the slot is held while the client pays.
    const online = service.depositMinor > 0 ? await depositAccount(server, business.id) : null;
    const productId =
      input.productRef === undefined
        ? null
        : await publishedProductId(server, { businessId: business.id, ref: input.productRef });
    const [appointment] = await server.tx
      .insert(appointments)
      .values({
        businessId: business.id,
        type: input.type,
        mode: service.mode,
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
        depositStatus: online ? 'pending' : 'simulated',
        holdExpiresAt: online ? holdUntil(server.now) : null,
      })
      .returning();
    if (input.smsConsent && !input.phone.trim()) {
      throw AppError.validation({ phone: 'A phone number is needed to receive texts' });
    }
    if (input.linkClient || input.smsConsent) {
      appointment!.clientId = await clientOfBooking(server, appointment!);
    }
    if (input.smsConsent && appointment!.clientId) {
      const agreed = await consentAtBooking(server, {
        businessId: business.id,
        clientId: appointment!.clientId,
        phone: input.phone,
      });
      if (!agreed) {
        throw AppError.validation({
          phone: 'This phone number is not valid: write it with its country code (+33 6 12 34 56 78)',
        });
      }
    }
    if (online) {
      const manageToken = await issueManageToken(server, {
        appointmentId: appointment!.id,
        expiresAt: startsAt,
      });
      const payment = await startDepositCheckout(server, {
        business,
        appointment: appointment!,
        ...online,
        description: `${localize(service.name, locale)} — ${business.name}`,
        manageToken,
      });
      return { ...bookingView(appointment!, business), payment };
    }
    const token = await issueManageToken(server, { appointmentId: appointment!.id, expiresAt: startsAt });
    await queueClientBookingMail(server, { business, appointment: appointment!, kind: 'new', token });
    await queueBookingText(server, {
      business,
      appointment: appointment!,
      kind: 'booking_confirmation',
      link: manageUrl(server.deps.config.SHOWROOM_URL, token),
    });
    await queueJewellerBookingNotice(server, { business, appointment: appointment!, kind: 'new' });
    await scheduleReminder(server, appointment!);
    await emitWebhookEvent(server, {
      businessId: business.id,
      type: 'appointment.booked',
      data: appointmentPayload(appointment!),
    });
    return bookingView(appointment!, business);
  }).catch(asSlotTaken);
}

interface ManagedRow {
  appointment: AppointmentRow;
  expiresAt: Date;
  slug: string;
}

/** The booking behind an emailed token (its hash). */
async function bookingByToken(scope: SystemScope, token: string): Promise<ManagedRow> {
  const [row] = await scope.tx
    .select({ appointment: appointments, expiresAt: appointmentTokens.expiresAt, slug: businesses.slug })
    .from(appointmentTokens)
    .innerJoin(appointments, eq(appointments.id, appointmentTokens.appointmentId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(appointmentTokens.tokenHash, hashToken(token)));
  if (!row) throw AppError.notFound('Booking');
  return row;
}

function canChange(row: ManagedRow, now: Date) {
  return (
    row.expiresAt.getTime() > now.getTime() &&
    (row.appointment.status === 'pending' || row.appointment.status === 'confirmed')
  );
}

/** The booking behind a token, when it may still change online (until its slot starts). */
async function changeableBooking(scope: SystemScope, token: string) {
  const row = await bookingByToken(scope, token);
  if (!canChange(row, scope.now)) {
    throw new AppError('booking_locked', 'This booking can no longer be changed online', 409);
  }
  return { row, business: await publishedBusiness(scope, row.slug) };
}

export async function getManagedBooking(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const row = await bookingByToken(server, token);
    const business = await publishedBusiness(server, row.slug);
    return {
      ...bookingView(row.appointment, business),
      title: await serviceTitle(server, row.appointment),
      canChange: canChange(row, server.now),
    };
  });
}

/** Cancels through the emailed link: the range is freed, the reminder dropped, both sides told. */
export async function cancelBooking(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const { row, business } = await changeableBooking(server, token);
    const [cancelled] = await server.tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: server.now, sequence: row.appointment.sequence + 1 })
      .where(eq(appointments.id, row.appointment.id))
      .returning();
    // A deposit paid online follows the jeweller's refund policy.
    const refund = await refundDepositOnCancel(server, cancelled!);
    if (refund === 'refunded') cancelled!.depositStatus = 'refunded';
    await dropReminder(server, row.appointment);
    await queueClientBookingMail(server, {
      business,
      appointment: cancelled!,
      kind: 'cancelled',
      token: null,
    });
    await queueJewellerBookingNotice(server, { business, appointment: cancelled!, kind: 'cancelled' });
    await emitWebhookEvent(server, {
      businessId: business.id,
      type: 'appointment.cancelled',
      data: appointmentPayload(cancelled!),
    });
    return {
      ...bookingView(cancelled!, business),
      title: await serviceTitle(server, cancelled!),
      canChange: false,
    };
  });
}

/**
 * Moves the booking: a new range (the constraint still guards it), a new reminder, both sides told. A
 * visitor's move waits for the jeweller's confirmation again.
 */
export async function rescheduleBooking(
  scope: PublicScope,
  move: { token: string; date: IsoDate; time: WallTime },
) {
  const { token } = move;
  return writeForVisitor(scope, async (server) => {
    const { row, business } = await changeableBooking(server, token);
    await lockBusinessBookings(server, business.id);
    const current = row.appointment;
    const service = await appointmentServiceFor(server, { businessId: business.id, type: current.type });
    const startsAt = await requireOfferedSlot(
      server,
      business,
      { type: current.type, date: move.date, time: move.time },
      current.locale,
      current.id,
    );
    const [moved] = await server.tx
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
    await moveManageTokens(server, { appointmentId: current.id, expiresAt: startsAt });
    await dropReminder(server, current);
    await scheduleReminder(server, moved!);
    await queueClientBookingMail(server, { business, appointment: moved!, kind: 'rescheduled', token });
    await queueJewellerBookingNotice(server, { business, appointment: moved!, kind: 'rescheduled' });
    return { ...bookingView(moved!, business), title: await serviceTitle(server, moved!), canChange: true };
  }).catch(asSlotTaken);
}
