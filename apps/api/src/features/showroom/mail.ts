import { zoneLabel } from '@carat/domain/dates';
import { createTranslator, defineMessages, intlLocale, type Locale } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';
import type { MailAttachment } from '#api/mail/mailer.ts';

/**
 * The showroom's emails, in French and English: the client's booking confirmation (with its calendar
 * file), cancellation and reminder; the jeweller's notifications of bookings and leads.
 */

const texts = defineMessages({
  fr: {
    hello: 'Bonjour {name},',
    slot: '{type} : {slot}.',
    place: 'Lieu : {place}.',
    deposit: 'Acompte : {deposit}.',
    message: 'Message : {message}',
    budget: 'Budget : {budget}.',
    openWorkspace: 'Ouvrir mon espace',
    'place.video': 'visioconférence (lien envoyé avant le rendez-vous)',
    'place.phone': 'par téléphone (nous vous appelons)',
    'deposit.simulated': '{money} — paiement simulé',

    'confirmation.subject.new': 'Votre rendez-vous chez {business}',
    'confirmation.subject.confirmed': 'Rendez-vous confirmé — {business}',
    'confirmation.subject.rescheduled': 'Rendez-vous déplacé — {business}',
    'confirmation.title.new': 'Rendez-vous enregistré',
    'confirmation.title.confirmed': 'Votre rendez-vous est confirmé',
    'confirmation.title.rescheduled': 'Votre rendez-vous a été déplacé',
    'confirmation.confirmed':
      '{business} confirme ce rendez-vous. Le fichier joint l’ajoute à votre agenda ; un rappel vous sera envoyé 24 heures avant.',
    'confirmation.waiting':
      'Votre demande est en attente de confirmation par {business}. Le fichier joint l’ajoute à votre agenda ; un rappel vous sera envoyé 24 heures avant.',
    'confirmation.manage':
      'Pour annuler ou déplacer ce rendez-vous, utilisez le lien ci-dessous (valable jusqu’au début du rendez-vous).',
    'confirmation.contact': 'Pour annuler ou déplacer ce rendez-vous, contactez {business}.',
    'confirmation.action': 'Annuler ou déplacer',

    'cancelled.subject': 'Rendez-vous annulé — {business}',
    'cancelled.title': 'Rendez-vous annulé',
    'cancelled.body': 'Votre rendez-vous ({type}, {slot}) est annulé.',
    'cancelled.action': 'Reprendre rendez-vous',
    'cancelled.refunded':
      'Votre acompte de {money} vous est remboursé sur le moyen de paiement utilisé (quelques jours selon votre banque).',
    'cancelled.kept': 'Selon les conditions d’annulation, votre acompte de {money} n’est pas remboursé.',

    'reminder.subject': 'Rappel : votre rendez-vous demain chez {business}',
    'reminder.title': 'À demain',
    'reminder.manage':
      'Pour annuler ou déplacer ce rendez-vous, utilisez le lien de votre email de confirmation.',
    'reminder.action': 'Voir le showroom',

    'jeweller.subject.new': 'Nouveau rendez-vous : {client}',
    'jeweller.subject.rescheduled': 'Rendez-vous déplacé : {client}',
    'jeweller.subject.cancelled': 'Rendez-vous annulé : {client}',
    'jeweller.title.new': 'Nouveau rendez-vous à confirmer',
    'jeweller.title.rescheduled': 'Un client a déplacé son rendez-vous',
    'jeweller.title.cancelled': 'Un client a annulé son rendez-vous',
    'jeweller.client': 'Client : {client} — {email} — {phone}.',
    'jeweller.piece': 'Pièce : {piece}.',
    'jeweller.action': 'Voir mes rendez-vous',

    'lead.subject.custom': 'Demande de création sur mesure : {name}',
    'lead.subject.basket': 'Demande sur {count, plural, one {# pièce} other {# pièces}} : {name}',
    'lead.title.custom': 'Nouvelle demande sur mesure',
    'lead.title.basket': 'Nouvelle demande depuis votre showroom',
    'lead.subject.assistant': 'Prospect qualifié par l’assistant : {name}',
    'lead.title.assistant': 'Un prospect chaud via l’assistant de votre showroom',
    'lead.from': 'De : {name} — {contact}.',
    'lead.reply': 'Répondez directement à cet email pour écrire au client.',
  },
  en: {
    hello: 'Hello {name},',
    slot: '{type}: {slot}.',
    place: 'Where: {place}.',
    deposit: 'Deposit: {deposit}.',
    message: 'Message: {message}',
    budget: 'Budget: {budget}.',
    openWorkspace: 'Open my workspace',
    'place.video': 'video call (link sent before)',
    'place.phone': 'by phone (we call you)',
    'deposit.simulated': '{money} — simulated payment',

    'confirmation.subject.new': 'Your appointment with {business}',
    'confirmation.subject.confirmed': 'Appointment confirmed — {business}',
    'confirmation.subject.rescheduled': 'Appointment moved — {business}',
    'confirmation.title.new': 'Appointment booked',
    'confirmation.title.confirmed': 'Your appointment is confirmed',
    'confirmation.title.rescheduled': 'Your appointment was moved',
    'confirmation.confirmed':
      '{business} confirms this appointment. The attached file adds it to your calendar; a reminder will be sent 24 hours before.',
    'confirmation.waiting':
      'Your request is waiting for {business} to confirm it. The attached file adds it to your calendar; a reminder will be sent 24 hours before.',
    'confirmation.manage':
      'To cancel or move this appointment, use the link below (valid until the appointment starts).',
    'confirmation.contact': 'To cancel or move this appointment, contact {business}.',
    'confirmation.action': 'Cancel or reschedule',

    'cancelled.subject': 'Appointment cancelled — {business}',
    'cancelled.title': 'Appointment cancelled',
    'cancelled.body': 'Your appointment ({type}, {slot}) is cancelled.',
    'cancelled.action': 'Book again',
    'cancelled.refunded':
      'Your deposit of {money} is refunded to the payment method you used (a few days, depending on your bank).',
    'cancelled.kept': 'Under the cancellation terms, your deposit of {money} is not refunded.',

    'reminder.subject': 'Reminder: your appointment tomorrow with {business}',
    'reminder.title': 'See you tomorrow',
    'reminder.manage': 'To cancel or move this appointment, use the link in your confirmation email.',
    'reminder.action': 'Visit the showroom',

    'jeweller.subject.new': 'New appointment: {client}',
    'jeweller.subject.rescheduled': 'Appointment moved: {client}',
    'jeweller.subject.cancelled': 'Appointment cancelled: {client}',
    'jeweller.title.new': 'New appointment to confirm',
    'jeweller.title.rescheduled': 'A client moved their appointment',
    'jeweller.title.cancelled': 'A client cancelled their appointment',
    'jeweller.client': 'Client: {client} — {email} — {phone}.',
    'jeweller.piece': 'Piece: {piece}.',
    'jeweller.action': 'See my appointments',

    'lead.subject.custom': 'Custom jewellery request: {name}',
    'lead.subject.basket': 'Enquiry about {count, plural, one {# piece} other {# pieces}}: {name}',
    'lead.title.custom': 'New custom request',
    'lead.title.basket': 'New enquiry from your showroom',
    'lead.subject.assistant': 'Lead qualified by the assistant: {name}',
    'lead.title.assistant': 'A hot lead from your showroom assistant',
    'lead.from': 'From: {name} — {contact}.',
    'lead.reply': 'Reply to this email to write to the client.',
  },
});

/** The showroom mails' texts in a locale, for the facts the booking service writes into them. */
export const showroomMailTexts = (locale: Locale) => createTranslator(texts, locale);

export interface BookingMailFacts {
  locale: MailLocale;
  businessName: string;
  /** The appointment type's title in the mail's language. */
  typeTitle: string;
  startsAt: Date;
  timeZone: string;
  /** Where it happens: the shop's address, or "video call" / "phone call". */
  place: string;
  clientName: string;
}

/** "lundi 3 mai 2027 à 14:00" in the business's zone (the zone is named, since the client may be elsewhere). */
export function formatSlot(startsAt: Date, timeZone: string, locale: MailLocale): string {
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(startsAt);
  return `${when} (${zoneLabel(timeZone, locale)})`;
}

const icsAttachment = (ics: string, cancelled = false): MailAttachment => ({
  filename: cancelled ? 'annulation.ics' : 'rendez-vous.ics',
  contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
  contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
});

export type MailWithAttachments = RenderedMail & { attachments?: MailAttachment[] };

/** A booking mail's translator and the values its sentences share. */
function bookingTexts(input: BookingMailFacts) {
  const t = createTranslator(texts, input.locale);
  const facts = {
    business: input.businessName,
    name: input.clientName,
    client: input.clientName,
    type: input.typeTitle,
    slot: formatSlot(input.startsAt, input.timeZone, input.locale),
    place: input.place,
  };
  return { t, facts };
}

/** Where a client's mail sends them, as its button; none without a link. */
const button = (label: string, url: string | null) => (url ? { action: { label, url } } : {});

/**
 * The client's confirmation of a booking, with its calendar file: a new booking (pending until the
 * jeweller confirms, or confirmed at once when the jeweller made it), the jeweller's confirmation, or a
 * move. Without a deposit (a booking made by the jeweller) there is no deposit line; without a link (a
 * showroom not online) there is no cancel / reschedule button.
 */
export function bookingConfirmationMail(
  input: BookingMailFacts & {
    kind: 'new' | 'confirmed' | 'rescheduled';
    /** Whether the jeweller has confirmed it (the wording of the waiting line). */
    confirmed: boolean;
    /** The deposit line, e.g. "$10.00 — simulated payment"; null when none was asked. */
    deposit: string | null;
    manageUrl: string | null;
    ics: string;
  },
): MailWithAttachments {
  const { t, facts } = bookingTexts(input);
  const mail = renderMail(t(`confirmation.subject.${input.kind}`, facts), {
    locale: input.locale,
    title: t(`confirmation.title.${input.kind}`),
    paragraphs: [
      t('hello', facts),
      t('slot', facts),
      t('place', facts),
      ...(input.deposit ? [t('deposit', { deposit: input.deposit })] : []),
      t(input.confirmed ? 'confirmation.confirmed' : 'confirmation.waiting', facts),
      t(input.manageUrl ? 'confirmation.manage' : 'confirmation.contact', facts),
    ],
    ...button(t('confirmation.action'), input.manageUrl),
    signature: input.businessName,
  });
  return { ...mail, attachments: [icsAttachment(input.ics)] };
}

export function bookingCancelledMail(
  input: BookingMailFacts & {
    ics: string;
    showroomUrl: string | null;
    /** A deposit paid online: refunded in full on this cancellation, or kept under the refund policy. */
    deposit?: { money: string; refunded: boolean } | null;
  },
): MailWithAttachments {
  const { t, facts } = bookingTexts(input);
  const deposit = input.deposit
    ? [t(input.deposit.refunded ? 'cancelled.refunded' : 'cancelled.kept', { money: input.deposit.money })]
    : [];
  const mail = renderMail(t('cancelled.subject', facts), {
    locale: input.locale,
    title: t('cancelled.title'),
    paragraphs: [t('hello', facts), t('cancelled.body', facts), ...deposit],
    ...button(t('cancelled.action'), input.showroomUrl),
    signature: input.businessName,
  });
  return { ...mail, attachments: [icsAttachment(input.ics, true)] };
}

/** The reminder: the personal cancel link is in the confirmation (its token is only stored hashed). */
export function bookingReminderMail(input: BookingMailFacts & { showroomUrl: string | null }): RenderedMail {
  const { t, facts } = bookingTexts(input);
  return renderMail(t('reminder.subject', facts), {
    locale: input.locale,
    title: t('reminder.title'),
    paragraphs: [t('hello', facts), t('slot', facts), t('place', facts), t('reminder.manage')],
    ...button(t('reminder.action'), input.showroomUrl),
    signature: input.businessName,
  });
}

export function jewellerBookingMail(
  input: BookingMailFacts & {
    kind: 'new' | 'rescheduled' | 'cancelled';
    clientEmail: string;
    clientPhone: string;
    message: string | null;
    productName: string | null;
    deposit: string;
    dashboardUrl: string;
  },
): RenderedMail {
  const { t, facts } = bookingTexts(input);
  return renderMail(t(`jeweller.subject.${input.kind}`, facts), {
    locale: input.locale,
    title: t(`jeweller.title.${input.kind}`),
    paragraphs: [
      t('slot', facts),
      t('jeweller.client', { ...facts, email: input.clientEmail, phone: input.clientPhone }),
      ...(input.productName ? [t('jeweller.piece', { piece: input.productName })] : []),
      ...(input.message ? [t('message', { message: input.message })] : []),
      t('deposit', { deposit: input.deposit }),
    ],
    action: { label: t('jeweller.action'), url: input.dashboardUrl },
    signature: 'Carat',
  });
}

export interface LeadLine {
  name: string;
  ref: number;
  price: string;
  choices: string;
}

export function leadNotificationMail(input: {
  locale: MailLocale;
  kind: 'custom' | 'basket' | 'assistant';
  businessName: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  budget: string | null;
  items: LeadLine[];
  dashboardUrl: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const lines = input.items.map(
    (item) => `#${item.ref} ${item.name} — ${item.price}${item.choices ? ` (${item.choices})` : ''}`,
  );
  const contact = [input.email, input.phone].filter(Boolean).join(' — ');
  return renderMail(t(`lead.subject.${input.kind}`, { name: input.name, count: input.items.length }), {
    locale: input.locale,
    title: t(`lead.title.${input.kind}`),
    paragraphs: [
      t('lead.from', { name: input.name, contact }),
      ...lines,
      ...(input.budget ? [t('budget', { budget: input.budget })] : []),
      ...(input.message ? [t('message', { message: input.message })] : []),
      t('lead.reply'),
    ],
    action: { label: t('openWorkspace'), url: input.dashboardUrl },
    signature: 'Carat',
  });
}
