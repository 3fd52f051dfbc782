import { createHash, randomBytes } from 'node:crypto';
import {
  appointments,
  appointmentTokens,
  authUsers,
  businesses,
  type Executor,
  memberships,
  products,
  profiles,
  showroomSettings,
  type Tx,
} from '@carat/db';
import {
  type AppointmentTypeId,
  appointmentTypeById,
  bookedDurationMinutes,
  reminderSendTime,
} from '@carat/domain/appointments';
import { addMinutes, type IsoDate, type WallTime } from '@carat/domain/dates';
import { localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { appointmentMode, bookingDeposit, localSlot } from '@carat/domain/showroom';
import { bookingSlotStepSchema, fieldErrors } from '@carat/validation';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { queueEmail } from '#api/jobs/handlers.ts';
import { pgErrorOf } from '#api/lib/db-errors.ts';
import { AppError } from '#api/lib/errors.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReminderMail,
  jewellerBookingMail,
} from '#api/mail/templates/showroom.ts';
import { freeSlotsFor } from './availability.ts';
import { bookingIcs } from './ics.ts';

/**
 * Booking from the public showroom. A visitor never writes as `anon`: after validation, the booking is
 * written on the owner connection, scoped to the business resolved from its published slug. Overlaps are
 * refused by the database's exclusion constraint (a second booking of a held range fails with 23P01,
 * answered 409 slot_taken), whatever the race. The emails and the reminder job are written in the same
 * transaction, so they exist exactly when the booking does.
 */

export const REMINDER_QUEUE = 'booking.reminder';
/** A booking made less than 24 h ahead gets no reminder: its confirmation has just been sent. */
export const LATE_BOOKING_REMINDER = 'skip' as const;

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

export const slotTaken = () =>
  new AppError('slot_taken', 'This time has just been booked: please choose another one', 409);

interface BookingBusiness {
  id: string;
  slug: string;
  name: string;
  email: string | null;
  address: string | null;
  city: string | null;
  timeZone: string;
  bookingBufferMinutes: number;
}

/** The published business of a slug, read on the owner connection (for writes). */
export async function publishedBusiness(tx: Executor, slug: string): Promise<BookingBusiness> {
  const [row] = await tx
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      email: businesses.email,
      address: businesses.address,
      city: businesses.city,
      timeZone: businesses.timeZone,
      bookingBufferMinutes: showroomSettings.bookingBufferMinutes,
    })
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(and(eq(businesses.slug, slug), eq(showroomSettings.published, true)));
  if (!row) throw AppError.notFound('Showroom');
  return row;
}

/** Where the jeweller reads about their bookings: the shop's email, else the owner's, in the owner's language. */
export async function jewellerContact(
  tx: Executor,
  business: { id: string; email: string | null },
): Promise<{ email: string | null; locale: MailLocale }> {
  const [owner] = await tx
    .select({ email: authUsers.email, locale: profiles.locale })
    .from(memberships)
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(and(eq(memberships.businessId, business.id), eq(memberships.role, 'owner')))
    .limit(1);
  return { email: business.email ?? owner?.email ?? null, locale: owner?.locale ?? 'fr' };
}

function place(business: BookingBusiness, type: AppointmentTypeId, locale: MailLocale): string {
  const mode = appointmentMode(type);
  if (mode === 'video')
    return locale === 'fr'
      ? 'visioconférence (lien envoyé avant le rendez-vous)'
      : 'video call (link sent before)';
  if (mode === 'phone')
    return locale === 'fr' ? 'par téléphone (nous vous appelons)' : 'by phone (we call you)';
  return [business.name, business.address, business.city].filter(Boolean).join(', ');
}

function depositLine(amount: number, currency: string, status: string, locale: MailLocale): string {
  const money = formatMoney(amount, currency as Currency, locale);
  if (status === 'simulated')
    return locale === 'fr' ? `${money} — paiement simulé` : `${money} — simulated payment`;
  return money;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function manageUrl(deps: Pick<Deps, 'config'>, token: string): string {
  // In the fragment: never sent to a server, never in a Referer.
  return `${deps.config.SHOWROOM_URL}/booking/manage#${token}`;
}

/** A stable job id per booking and version, so a reschedule replaces the reminder and a cancel drops it. */
export function reminderJobId(appointmentId: string, sequence: number): string {
  const hex = createHash('sha256').update(`reminder:${appointmentId}:${sequence}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface ReminderJob {
  appointmentId: string;
  sequence: number;
}

async function scheduleReminder(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  appointment: { id: string; sequence: number; startsAt: Date },
  now: Date,
) {
  const at = reminderSendTime(appointment.startsAt, now, LATE_BOOKING_REMINDER);
  if (!at) return null;
  const data: ReminderJob = { appointmentId: appointment.id, sequence: appointment.sequence };
  return deps.jobs.send(REMINDER_QUEUE, data, {
    tx,
    startAfter: at,
    id: reminderJobId(appointment.id, appointment.sequence),
    singletonKey: `booking:${appointment.id}:${appointment.sequence}`,
  });
}

type AppointmentRow = typeof appointments.$inferSelect;

async function queueBookingMails(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Tx,
  business: BookingBusiness,
  appointment: AppointmentRow,
  kind: 'new' | 'rescheduled' | 'cancelled',
  token: string | null,
  now: Date,
) {
  const locale = appointment.locale;
  const type = appointmentTypeById(appointment.type);
  const clientName = `${appointment.firstName} ${appointment.lastName}`;
  const [product] = appointment.productId
    ? await tx.select({ name: products.name }).from(products).where(eq(products.id, appointment.productId))
    : [];
  const facts = {
    businessName: business.name,
    startsAt: appointment.startsAt,
    timeZone: appointment.timeZone,
    clientName,
  };
  const ics = bookingIcs({
    appointmentId: appointment.id,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: `${localize(type.title, locale)} — ${business.name}`,
    description: localize(type.description, locale),
    location: place(business, appointment.type, locale),
    url: token ? manageUrl(deps, token) : `${deps.config.SHOWROOM_URL}/s/${business.slug}`,
    organizer: { name: business.name, email: business.email },
    attendee: { name: clientName, email: appointment.email },
    cancelled: kind === 'cancelled',
    now,
  });
  const clientMail =
    kind === 'cancelled'
      ? bookingCancelledMail({
          ...facts,
          locale,
          typeTitle: localize(type.title, locale),
          place: place(business, appointment.type, locale),
          ics,
          showroomUrl: `${deps.config.SHOWROOM_URL}/s/${business.slug}/appointment`,
        })
      : bookingConfirmationMail({
          ...facts,
          locale,
          typeTitle: localize(type.title, locale),
          place: place(business, appointment.type, locale),
          rescheduled: kind === 'rescheduled',
          deposit: depositLine(
            appointment.depositMinor,
            appointment.depositCurrency,
            appointment.depositStatus,
            locale,
          ),
          manageUrl: manageUrl(deps, token ?? ''),
          ics,
        });
  await queueEmail(deps, { to: appointment.email, ...clientMail }, tx);

  const jeweller = await jewellerContact(tx, business);
  if (jeweller.email) {
    const mail = jewellerBookingMail({
      ...facts,
      locale: jeweller.locale,
      kind,
      typeTitle: localize(type.title, jeweller.locale),
      place: place(business, appointment.type, jeweller.locale),
      clientEmail: appointment.email,
      clientPhone: appointment.phone,
      message: appointment.message,
      productName: product?.name ?? null,
      deposit: depositLine(
        appointment.depositMinor,
        appointment.depositCurrency,
        appointment.depositStatus,
        jeweller.locale,
      ),
      dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard/appointments`,
    });
    await queueEmail(deps, { to: jeweller.email, replyTo: appointment.email, ...mail }, tx);
  }
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

/** Turns the exclusion constraint's refusal into the booking's own answer. */
function asSlotTaken(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23P01') throw slotTaken();
  throw error;
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
      // One booking of a business at a time: the constraint stays the guarantee, the lock only spares
      // concurrent inserts a deadlock between their index checks.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${business.id}`}, 0))`);
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
      const deposit = bookingDeposit(input.type);
      const endsAt = addMinutes(startsAt, bookedDurationMinutes(input.type));
      const [appointment] = await tx
        .insert(appointments)
        .values({
          businessId: business.id,
          type: input.type,
          mode: appointmentMode(input.type),
          status: 'pending',
          startsAt,
          endsAt,
          blockedUntil: addMinutes(endsAt, business.bookingBufferMinutes),
          timeZone: business.timeZone,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          message: input.message || null,
          locale,
          productId,
          depositMinor: deposit.amount,
          depositCurrency: deposit.currency,
          depositStatus: 'simulated',
        })
        .returning();
      const token = randomBytes(32).toString('base64url');
      await tx
        .insert(appointmentTokens)
        .values({ tokenHash: hashToken(token), appointmentId: appointment!.id, expiresAt: startsAt });
      await queueBookingMails(deps, tx, business, appointment!, 'new', token, now);
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
    await deps.jobs.cancel(REMINDER_QUEUE, reminderJobId(row.appointment.id, row.appointment.sequence), tx);
    await queueBookingMails(deps, tx, business, cancelled!, 'cancelled', null, now);
    return { ...bookingView(cancelled!, business), canChange: false };
  });
}

/** Moves the booking: a new range (the constraint still guards it), a new reminder, both sides told. */
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
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${business.id}`}, 0))`);
      const current = row.appointment;
      const startsAt = await requireOfferedSlot(
        tx,
        business,
        { type: current.type, ...slot },
        now,
        current.locale,
        current.id,
      );
      const endsAt = addMinutes(startsAt, bookedDurationMinutes(current.type));
      const [moved] = await tx
        .update(appointments)
        .set({
          startsAt,
          endsAt,
          blockedUntil: addMinutes(endsAt, business.bookingBufferMinutes),
          sequence: current.sequence + 1,
          reminderSentAt: null,
          status: 'pending',
        })
        .where(eq(appointments.id, current.id))
        .returning();
      await tx
        .update(appointmentTokens)
        .set({ expiresAt: startsAt })
        .where(eq(appointmentTokens.tokenHash, hashToken(token)));
      await deps.jobs.cancel(REMINDER_QUEUE, reminderJobId(current.id, current.sequence), tx);
      await scheduleReminder(deps, tx, moved!, now);
      await queueBookingMails(deps, tx, business, moved!, 'rescheduled', token, now);
      return { ...bookingView(moved!, business), canChange: true };
    })
    .catch(asSlotTaken);
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
    const [business] = await tx
      .select({
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        email: businesses.email,
        address: businesses.address,
        city: businesses.city,
        timeZone: businesses.timeZone,
        bookingBufferMinutes: sql<number>`0`,
      })
      .from(businesses)
      .where(eq(businesses.id, claimed.businessId));
    const locale = claimed.locale;
    const type = appointmentTypeById(claimed.type);
    const mail = bookingReminderMail({
      locale,
      businessName: business!.name,
      typeTitle: localize(type.title, locale),
      startsAt: claimed.startsAt,
      timeZone: claimed.timeZone,
      place: place(business!, claimed.type, locale),
      clientName: `${claimed.firstName} ${claimed.lastName}`,
      showroomUrl: `${deps.config.SHOWROOM_URL}/s/${business!.slug}`,
    });
    await queueEmail(deps, { to: claimed.email, ...mail }, tx);
    return 'sent';
  });
}
