import { appointments, clients, products } from '@carat/db';
import { type AppointmentActionName, appointmentActions, zonedTimeToUtc } from '@carat/domain/appointments';
import { splitClientName } from '@carat/domain/clients';
import { addDays, todayIn } from '@carat/domain/dates';
import { isoWeekStart, localDayBounds, localSlot } from '@carat/domain/showroom';
import {
  type AppointmentAction,
  type AppointmentInputParsed,
  type AppointmentListQuery,
  type AppointmentReschedule,
  backOfficeMessagesFor,
} from '@carat/validation';
import { and, asc, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { appointmentServiceFor } from '#api/features/appointments/appointment-services.ts';
import { type AppointmentRow, clientNameOf } from '#api/features/appointments/booking-text.ts';
import { asSlotTaken, bookedRange } from '#api/features/appointments/slot-rules.ts';
import { appointmentPayload, emitWebhookEvent } from '#api/features/integrations/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { type BookingBusiness, bookingBusiness } from './booking-business.ts';
import { type ClientMailKind, queueClientBookingMail } from './booking-mails.ts';
import { issueManageToken, moveManageTokens } from './manage-links.ts';
import { dropReminder, scheduleReminder } from './reminders.ts';
import { freeSlotsFor, lockBusinessBookings, memberBusyRanges } from './slots.ts';

/**
 * The back office's appointments ('Rendez-vous'), in the request's RLS transaction: the list and the
 * calendars, the four tiles, 'Nouveau RDV', and confirm / reschedule / cancel. The rules, emails, links
 * and reminders are the showroom's own (this folder), so a booking behaves the same whoever acts on it.
 * The jeweller may book any free start time, not only the ones the showroom offers; the database's
 * exclusion constraint still refuses an overlap (409 slot_taken).
 */

const LIVE = ['pending', 'confirmed'] as const;

function summary(row: AppointmentRow, now: Date) {
  const local = localSlot(row.startsAt, row.timeZone);
  const actions = appointmentActions(row, now);
  return {
    id: row.id,
    type: row.type,
    mode: row.mode,
    status: row.status,
    date: local.date,
    time: local.time,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    clientId: row.clientId,
    clientName: clientNameOf(row),
    email: row.email,
    phone: row.phone || null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canConfirm: actions.includes('confirm'),
    canChange: actions.includes('reschedule'),
    actions: [...actions],
  };
}

export type AppointmentSummary = ReturnType<typeof summary>;

/**
 * A page of appointments: those starting within a range of local dates (both included: the calendars),
 * or those not over yet (the upcoming list), optionally of one status ('live' = pending or confirmed),
 * in start order.
 */
export async function listAppointments(scope: TenantScope, query: AppointmentListQuery) {
  const { tx, businessId, timeZone, now } = scope;
  const where = and(
    eq(appointments.businessId, businessId),
    query.status === 'live'
      ? inArray(appointments.status, [...LIVE])
      : query.status
        ? eq(appointments.status, query.status)
        : undefined,
    query.from ? gte(appointments.startsAt, localDayBounds(query.from, timeZone).start) : undefined,
    query.to ? lt(appointments.startsAt, localDayBounds(query.to, timeZone).end) : undefined,
    query.upcoming ? gt(appointments.endsAt, now) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await tx
    .select()
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.createdAt))
    .limit(query.pageSize)
    .offset(offset);
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && query.page > 1)) {
    const [row] = await tx.select({ n: count() }).from(appointments).where(where);
    total = row?.n ?? 0;
  }
  return {
    items: rows.map((row) => summary(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    timeZone,
  };
}

/**
 * The four tiles, in the business's time zone: live appointments today and this ISO week (Monday to
 * Sunday), and the confirmed and pending ones not over yet. Cancelled ones count nowhere.
 */
export async function appointmentStats(scope: TenantScope) {
  const { tx, businessId, timeZone, now } = scope;
  const today = todayIn(now, timeZone);
  const day = localDayBounds(today, timeZone);
  const monday = isoWeekStart(today);
  const weekStart = localDayBounds(monday, timeZone).start;
  const weekEnd = localDayBounds(addDays(monday, 7), timeZone).start;
  const live = sql`${appointments.status} in ('pending', 'confirmed')`;
  const [row] = await tx
    .select({
      today:
        sql<number>`count(*) filter (where ${live} and ${appointments.startsAt} >= ${day.start} and ${appointments.startsAt} < ${day.end})`.mapWith(
          Number,
        ),
      thisWeek:
        sql<number>`count(*) filter (where ${live} and ${appointments.startsAt} >= ${weekStart} and ${appointments.startsAt} < ${weekEnd})`.mapWith(
          Number,
        ),
      confirmed:
        sql<number>`count(*) filter (where ${appointments.status} = 'confirmed' and ${appointments.endsAt} > ${now})`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${appointments.status} = 'pending' and ${appointments.endsAt} > ${now})`.mapWith(
          Number,
        ),
    })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), gte(appointments.endsAt, weekStart)));
  return {
    today: row?.today ?? 0,
    thisWeek: row?.thisWeek ?? 0,
    confirmed: row?.confirmed ?? 0,
    pending: row?.pending ?? 0,
    timeZone,
    date: today,
    weekStart: monday,
  };
}

async function appointmentRow(scope: TenantScope, id: string, forUpdate = false) {
  const { tx, businessId } = scope;
  const query = tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Appointment');
  return row;
}

/** View Details: the appointment, its message, the piece it is about, its deposit. */
export async function getAppointment(scope: TenantScope, id: string) {
  const { tx, businessId, now } = scope;
  const row = await appointmentRow(scope, id);
  const [product] = row.productId
    ? await tx
        .select({ name: products.name, ref: products.ref })
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.id, row.productId)))
    : [];
  return {
    ...summary(row, now),
    message: row.message,
    locale: row.locale,
    product: product ?? null,
    deposit: { amountMinor: row.depositMinor, currency: row.depositCurrency, status: row.depositStatus },
  };
}

export type AppointmentDetail = Awaited<ReturnType<typeof getAppointment>>;

/** The start instant of a local date and time in the business's zone; a past one is refused. */
function futureStart(
  business: BookingBusiness,
  slot: { date: string; time: string },
  now: Date,
  locale: 'fr' | 'en',
) {
  const startsAt = zonedTimeToUtc(slot.date, slot.time, business.timeZone);
  if (startsAt.getTime() <= now.getTime()) {
    throw AppError.validation({ time: backOfficeMessagesFor(locale)['appointment.time.past'] });
  }
  return startsAt;
}

/** The client of 'Nouveau RDV': picked from the book, or written (and then added to the book, once). */
async function resolveClient(scope: TenantScope, input: AppointmentInputParsed, locale: 'fr' | 'en') {
  const { tx, businessId } = scope;
  const m = backOfficeMessagesFor(locale);
  if (input.clientId) {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.id, input.clientId)));
    if (!client) throw AppError.validation({ clientId: m['appointment.client.required'] });
    if (!client.email) throw AppError.validation({ clientId: m['appointment.client.noEmail'] });
    return { id: client.id, name: client.name, email: client.email, phone: client.phone };
  }
  const typed = input.client!;
  const [known] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), sql`lower(${clients.email}) = lower(${typed.email})`))
    .limit(1);
  const id =
    known?.id ??
    (
      await tx
        .insert(clients)
        .values({ businessId, name: typed.name, email: typed.email, phone: typed.phone ?? null })
        .returning({ id: clients.id })
    )[0]!.id;
  return { id, name: typed.name, email: typed.email, phone: typed.phone ?? null };
}

/** Emails the client about the booking as it now stands, with a fresh cancel / reschedule link. */
async function tellClient(
  scope: TenantScope,
  business: BookingBusiness,
  row: AppointmentRow,
  kind: ClientMailKind,
) {
  const token =
    kind === 'cancelled'
      ? null
      : await issueManageToken(scope, { appointmentId: row.id, expiresAt: row.startsAt });
  await queueClientBookingMail(scope, { business, appointment: row, kind, token });
}

/**
 * 'Nouveau RDV': the jeweller books for a client, at any free start time (not only the offered slots,
 * closed days included: it is their shop). Made by the jeweller, it is confirmed at once; the client is
 * emailed (unless told not) and reminded 24 h before.
 */
export async function createAppointment(scope: TenantScope, input: AppointmentInputParsed) {
  const { tx, now } = scope;
  const locale = input.locale ?? 'fr';
  const business = await bookingBusiness(scope, scope.businessId);
  const startsAt = futureStart(business, input, now, locale);
  const client = await resolveClient(scope, input, locale);
  await lockBusinessBookings(scope, business.id);
  const type = input.type;
  const { maxDurationMinutes, mode } = await appointmentServiceFor(scope, { businessId: business.id, type });
  let row: AppointmentRow;
  try {
    [row] = (await tx
      .insert(appointments)
      .values({
        businessId: business.id,
        type,
        mode,
        status: 'confirmed',
        confirmedAt: now,
        ...bookedRange(startsAt, type, business.bookingBufferMinutes, maxDurationMinutes),
        timeZone: business.timeZone,
        ...splitClientName(client.name),
        email: client.email,
        phone: client.phone ?? '',
        clientId: client.id,
        message: input.message ?? null,
        locale,
      })
      .returning()) as [AppointmentRow];
  } catch (error) {
    asSlotTaken(error);
  }
  if (input.notifyClient) await tellClient(scope, business, row, 'new');
  await scheduleReminder(scope, row);
  await emitWebhookEvent(scope, {
    businessId: scope.businessId,
    type: 'appointment.booked',
    data: appointmentPayload(row),
  });
  return getAppointment(scope, row.id);
}

/**
 * The appointment about to change, locked; refused when it does not allow the action now (domain:
 * appointmentActions), saying why.
 */
async function changeableAppointment(
  scope: TenantScope,
  change: { id: string; action: AppointmentActionName },
) {
  const current = await appointmentRow(scope, change.id, true);
  const actions = appointmentActions(current, scope.now);
  if (actions.includes(change.action)) return current;
  if (actions.length === 0) {
    throw new AppError(
      'booking_locked',
      'This appointment is over or cancelled: it can no longer change',
      409,
    );
  }
  throw new AppError('not_pending', 'This appointment is already confirmed', 409);
}

/** After a change: the client told when the jeweller asked for it, and the appointment as it now stands. */
async function changed(
  scope: TenantScope,
  row: AppointmentRow,
  tell: { kind: ClientMailKind; notifyClient: boolean; business?: BookingBusiness },
) {
  if (tell.notifyClient) {
    const business = tell.business ?? (await bookingBusiness(scope, scope.businessId));
    await tellClient(scope, business, row, tell.kind);
  }
  return getAppointment(scope, row.id);
}

/** Confirms a pending booking (the showroom's come in pending): the client is told, with the .ics. */
export async function confirmAppointment(scope: TenantScope, input: { id: string } & AppointmentAction) {
  const current = await changeableAppointment(scope, { id: input.id, action: 'confirm' });
  const [row] = await scope.tx
    .update(appointments)
    .set({ status: 'confirmed', confirmedAt: scope.now })
    .where(eq(appointments.id, current.id))
    .returning();
  return changed(scope, row!, { kind: 'confirmed', notifyClient: input.notifyClient });
}

/**
 * Moves an appointment to any free start time: a new version (calendar SEQUENCE, reminder key), the old
 * reminder dropped and the new one queued, the client's links moved, the client told. It keeps its
 * status: the jeweller moving it does not need to confirm it again.
 */
export async function rescheduleAppointment(
  scope: TenantScope,
  move: { id: string } & AppointmentReschedule,
) {
  const { tx, now } = scope;
  const id = move.id;
  const current = await changeableAppointment(scope, { id, action: 'reschedule' });
  const business = await bookingBusiness(scope, scope.businessId);
  const startsAt = futureStart(business, move, now, current.locale);
  await lockBusinessBookings(scope, business.id);
  const service = await appointmentServiceFor(scope, { businessId: business.id, type: current.type });
  let row: AppointmentRow;
  try {
    [row] = (await tx
      .update(appointments)
      .set({
        ...bookedRange(startsAt, current.type, business.bookingBufferMinutes, service.maxDurationMinutes),
        timeZone: business.timeZone,
        sequence: current.sequence + 1,
        reminderSentAt: null,
      })
      .where(eq(appointments.id, id))
      .returning()) as [AppointmentRow];
  } catch (error) {
    asSlotTaken(error);
  }
  await moveManageTokens(scope, { appointmentId: id, expiresAt: startsAt });
  await dropReminder(scope, current);
  await scheduleReminder(scope, row);
  return changed(scope, row, { kind: 'rescheduled', notifyClient: move.notifyClient, business });
}

/** Cancels: the range is freed, the reminder dropped, the client told (with a cancelling .ics). */
export async function cancelAppointment(scope: TenantScope, input: { id: string } & AppointmentAction) {
  const current = await changeableAppointment(scope, { id: input.id, action: 'cancel' });
  const [row] = await scope.tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: scope.now, sequence: current.sequence + 1 })
    .where(eq(appointments.id, current.id))
    .returning();
  await dropReminder(scope, current);
  await emitWebhookEvent(scope, {
    businessId: scope.businessId,
    type: 'appointment.cancelled',
    data: appointmentPayload(row!),
  });
  return changed(scope, row!, { kind: 'cancelled', notifyClient: input.notifyClient });
}

/** The free start times the 'Nouveau RDV' dialog offers (the showroom's own, whether it is online or not). */
export async function appointmentSlots(scope: TenantScope, query: { type: string; date: string }) {
  const business = await bookingBusiness(scope, scope.businessId);
  const slots = await freeSlotsFor(scope, {
    business,
    date: query.date,
    type: query.type,
    readBusy: memberBusyRanges,
  });
  return {
    date: query.date,
    type: query.type,
    timeZone: business.timeZone,
    slots: slots.map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString() })),
  };
}
