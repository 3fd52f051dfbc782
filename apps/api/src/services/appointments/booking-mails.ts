import { type appointments, type Executor, products } from '@carat/db';
import { type AppointmentTypeId, appointmentTypeById } from '@carat/domain/appointments';
import { localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { appointmentMode } from '@carat/domain/showroom';
import { eq } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { queueEmail } from '#api/jobs/email.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  jewellerBookingMail,
} from '#api/mail/templates/showroom.ts';
import { jewellerRecipient } from '#api/services/notifications/recipient.ts';
import type { BookingBusiness } from './booking-business.ts';
import { bookingIcs } from './ics.ts';
import { manageUrl } from './manage-links.ts';

/**
 * The emails of a booking, the same whoever acts (the visitor through the showroom, the jeweller in the
 * back office): the client's confirmation / move / cancellation with its calendar file, and the
 * jeweller's notice of what a visitor did. Queued in the caller's transaction.
 */

export type AppointmentRow = typeof appointments.$inferSelect;
export type ClientMailKind = 'new' | 'confirmed' | 'rescheduled' | 'cancelled';

export const clientNameOf = (appointment: Pick<AppointmentRow, 'firstName' | 'lastName'>) =>
  `${appointment.firstName} ${appointment.lastName}`.trim();

/** Where it happens, in the mail's language: the shop's address, or how the call is made. */
export function bookingPlace(
  business: Pick<BookingBusiness, 'name' | 'address' | 'city'>,
  type: AppointmentTypeId,
  locale: MailLocale,
): string {
  const mode = appointmentMode(type);
  if (mode === 'video')
    return locale === 'fr'
      ? 'visioconférence (lien envoyé avant le rendez-vous)'
      : 'video call (link sent before)';
  if (mode === 'phone')
    return locale === 'fr' ? 'par téléphone (nous vous appelons)' : 'by phone (we call you)';
  return [business.name, business.address, business.city].filter(Boolean).join(', ');
}

/** The deposit line, or null when none was asked (a booking made by the jeweller). */
function depositLine(appointment: AppointmentRow, locale: MailLocale): string | null {
  if (appointment.depositStatus === 'none') return null;
  const money = formatMoney(appointment.depositMinor, appointment.depositCurrency as Currency, locale);
  if (appointment.depositStatus === 'simulated')
    return locale === 'fr' ? `${money} — paiement simulé` : `${money} — simulated payment`;
  return money;
}

const showroomLink = (deps: Pick<Deps, 'config'>, business: BookingBusiness, path = '') =>
  business.published ? `${deps.config.SHOWROOM_URL}/s/${business.slug}${path}` : null;

/** The calendar file of the booking as it now stands (UID per booking, SEQUENCE its version). */
function icsOf(
  deps: Pick<Deps, 'config'>,
  business: BookingBusiness,
  appointment: AppointmentRow,
  link: string | null,
  cancelled: boolean,
  now: Date,
) {
  const locale = appointment.locale;
  const type = appointmentTypeById(appointment.type);
  return bookingIcs({
    appointmentId: appointment.id,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: `${localize(type.title, locale)} — ${business.name}`,
    description: localize(type.description, locale),
    location: bookingPlace(business, appointment.type, locale),
    url: link ?? showroomLink(deps, business) ?? deps.config.SHOWROOM_URL,
    organizer: { name: business.name, email: business.email },
    attendee: { name: clientNameOf(appointment), email: appointment.email },
    cancelled,
    now,
  });
}

/**
 * Queues the client's email for the booking as it now stands: `token` is a fresh cancel / reschedule
 * link for it (none once cancelled, or while the showroom is not online).
 */
export async function queueClientBookingMail(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Executor,
  business: BookingBusiness,
  appointment: AppointmentRow,
  kind: ClientMailKind,
  token: string | null,
  now: Date,
) {
  const locale = appointment.locale;
  const type = appointmentTypeById(appointment.type);
  const link = token && business.published ? manageUrl(deps, token) : null;
  const facts = {
    locale,
    businessName: business.name,
    typeTitle: localize(type.title, locale),
    startsAt: appointment.startsAt,
    timeZone: appointment.timeZone,
    place: bookingPlace(business, appointment.type, locale),
    clientName: clientNameOf(appointment),
  };
  const ics = icsOf(deps, business, appointment, link, kind === 'cancelled', now);
  const mail =
    kind === 'cancelled'
      ? bookingCancelledMail({ ...facts, ics, showroomUrl: showroomLink(deps, business, '/appointment') })
      : bookingConfirmationMail({
          ...facts,
          kind,
          confirmed: appointment.status === 'confirmed',
          deposit: depositLine(appointment, locale),
          manageUrl: link,
          ics,
        });
  await asConnectionOwner(tx, () => queueEmail(deps, { to: appointment.email, ...mail }, tx));
}

/** Tells the jeweller what a visitor did through the showroom (owner connection: reads the owner's email). */
export async function queueJewellerBookingNotice(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Executor,
  business: BookingBusiness,
  appointment: AppointmentRow,
  kind: 'new' | 'rescheduled' | 'cancelled',
) {
  const jeweller = await jewellerRecipient(tx, business, 'appointmentReminders');
  if (!jeweller) return;
  const type = appointmentTypeById(appointment.type);
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
    place: bookingPlace(business, appointment.type, jeweller.locale),
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
