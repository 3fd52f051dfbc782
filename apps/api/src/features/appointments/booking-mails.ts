import { products } from '@carat/db';
import { localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import type { AppointmentMode } from '@carat/domain/showroom';
import { eq } from 'drizzle-orm';
import { serviceTextsFor } from '#api/features/appointments/appointment-services.ts';
import { type AppointmentRow, clientNameOf } from '#api/features/appointments/booking-text.ts';
import { bookingIcs } from '#api/features/appointments/ics.ts';
import { manageUrl } from '#api/features/appointments/links.ts';
import { jewellerRecipient } from '#api/features/notifications/index.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReminderMail,
  jewellerBookingMail,
  showroomMailTexts,
} from '#api/features/showroom/index.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import type { MailAttachment } from '#api/mail/mailer.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { Scope } from '#api/scope.ts';
import type { BookingBusiness } from './booking-business.ts';

/**
 * The emails of a booking, the same whoever acts (the visitor through the showroom, the jeweller in the
 * back office, the reminder worker): the client's confirmation / move / cancellation with its calendar
 * file, the 24 h reminder, and the jeweller's notice of what a visitor did. Queued in the scope's
 * transaction.
 */

export type { AppointmentRow };
export type ClientMailKind = 'new' | 'confirmed' | 'rescheduled' | 'cancelled';

/** Where it happens, in the mail's language: the shop's address, or how the call is made. */
function bookingPlace(
  business: Pick<BookingBusiness, 'name' | 'address' | 'city'>,
  mode: AppointmentMode,
  locale: MailLocale,
): string {
  if (mode === 'video') return showroomMailTexts(locale)('place.video');
  if (mode === 'phone') return showroomMailTexts(locale)('place.phone');
  return [business.name, business.address, business.city].filter(Boolean).join(', ');
}

/** The deposit line, or null when none was asked (a booking made by the jeweller). */
function depositLine(appointment: AppointmentRow, locale: MailLocale): string | null {
  if (appointment.depositStatus === 'none') return null;
  const money = formatMoney(appointment.depositMinor, appointment.depositCurrency as Currency, locale);
  if (appointment.depositStatus === 'simulated')
    return showroomMailTexts(locale)('deposit.simulated', { money });
  return money;
}

/** A deposit paid online, as the cancellation email tells it: refunded (the policy allowed it) or kept. */
function paidDepositOnCancel(appointment: AppointmentRow) {
  if (appointment.depositStatus !== 'refunded' && appointment.depositStatus !== 'paid') return null;
  return {
    money: formatMoney(appointment.depositMinor, appointment.depositCurrency as Currency, appointment.locale),
    refunded: appointment.depositStatus === 'refunded',
  };
}

const showroomLink = (scope: Scope, business: BookingBusiness, path = '') =>
  business.published ? `${scope.deps.config.SHOWROOM_URL}/s/${business.slug}${path}` : null;

/** The calendar file of the booking as it now stands (UID per booking, SEQUENCE its version). */
async function icsOf(
  scope: Scope,
  business: BookingBusiness,
  appointment: AppointmentRow,
  link: string | null,
  cancelled: boolean,
) {
  const locale = appointment.locale;
  // The service as the business names it (its own, or the spec's type).
  const type = await serviceTextsFor(scope, { businessId: business.id, type: appointment.type });
  return bookingIcs({
    appointmentId: appointment.id,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: `${localize(type.title, locale)} — ${business.name}`,
    description: localize(type.description, locale),
    location: bookingPlace(business, appointment.mode, locale),
    url: link ?? showroomLink(scope, business) ?? scope.deps.config.SHOWROOM_URL,
    organizer: { name: business.name, email: business.email },
    attendee: { name: clientNameOf(appointment), email: appointment.email },
    cancelled,
    // The same word as the email's waiting line: not confirmed yet.
    pending: appointment.status !== 'confirmed',
    now: scope.now,
  });
}

/** What the client's emails say about the booking, in its language. */
async function bookingFacts(scope: Scope, business: BookingBusiness, appointment: AppointmentRow) {
  const locale = appointment.locale;
  const type = await serviceTextsFor(scope, { businessId: business.id, type: appointment.type });
  return {
    locale,
    businessName: business.name,
    typeTitle: localize(type.title, locale),
    startsAt: appointment.startsAt,
    timeZone: appointment.timeZone,
    place: bookingPlace(business, appointment.mode, locale),
    clientName: clientNameOf(appointment),
  };
}

export interface ClientBookingMail {
  business: BookingBusiness;
  appointment: AppointmentRow;
  kind: ClientMailKind;
  /** A fresh cancel / reschedule link (none once cancelled, or while the showroom is not online). */
  token: string | null;
  /** Documents sent with it (the deposit's receipt, once paid online). */
  attachments?: MailAttachment[];
}

/** Queues the client's email for the booking as it now stands, with its calendar file. */
export async function queueClientBookingMail(scope: Scope, message: ClientBookingMail) {
  const { deps, tx } = scope;
  const { business, appointment, kind, token } = message;
  const link = token && business.published ? manageUrl(deps.config.SHOWROOM_URL, token) : null;
  const facts = await bookingFacts(scope, business, appointment);
  const ics = await icsOf(scope, business, appointment, link, kind === 'cancelled');
  const mail =
    kind === 'cancelled'
      ? bookingCancelledMail({
          ...facts,
          ics,
          showroomUrl: showroomLink(scope, business, '/appointment'),
          deposit: paidDepositOnCancel(appointment),
        })
      : bookingConfirmationMail({
          ...facts,
          kind,
          confirmed: appointment.status === 'confirmed',
          deposit: depositLine(appointment, appointment.locale),
          manageUrl: link,
          ics,
        });
  const attachments = [...(mail.attachments ?? []), ...(message.attachments ?? [])];
  await asConnectionOwner(tx, () => queueEmail(deps, { to: appointment.email, ...mail, attachments }, tx));
}

/** Queues the client's reminder of the booking (the worker has claimed its send). */
export async function queueBookingReminderMail(
  scope: Scope,
  reminder: { business: BookingBusiness; appointment: AppointmentRow },
) {
  const { business, appointment } = reminder;
  const mail = bookingReminderMail({
    ...(await bookingFacts(scope, business, appointment)),
    showroomUrl: showroomLink(scope, business),
  });
  await queueEmail(scope.deps, { to: appointment.email, ...mail }, scope.tx);
}

/** Tells the jeweller what a visitor did through the showroom (owner connection: reads the owner's email). */
export async function queueJewellerBookingNotice(
  scope: Scope,
  notice: {
    business: BookingBusiness;
    appointment: AppointmentRow;
    kind: 'new' | 'rescheduled' | 'cancelled';
  },
) {
  const { deps, tx } = scope;
  const { business, appointment, kind } = notice;
  const jeweller = await jewellerRecipient(scope, { business, topic: 'appointmentReminders' });
  if (!jeweller) return;
  const type = await serviceTextsFor(scope, { businessId: business.id, type: appointment.type });
  const [product] = appointment.productId
    ? await tx.select({ name: products.name }).from(products).where(eq(products.id, appointment.productId))
    : [];
  const mail = jewellerBookingMail({
    locale: jeweller.locale,
    kind,
    businessName: business.name,
    typeTitle: localize(type.title, jeweller.locale),
    startsAt: appointment.startsAt,
    timeZone: appointment.timeZone,
    place: bookingPlace(business, appointment.mode, jeweller.locale),
    clientName: clientNameOf(appointment),
    clientEmail: appointment.email,
    clientPhone: appointment.phone,
    message: appointment.message,
    productName: product?.name ?? null,
    deposit: depositLine(appointment, jeweller.locale) ?? '—',
    dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard/appointments`,
  });
  await queueEmail(deps, { to: jeweller.email, replyTo: appointment.email, ...mail }, tx);
}
