import { type MailLocale, renderLayout } from '#api/mail/layout.ts';
import type { MailAttachment } from '#api/mail/mailer.ts';
import type { RenderedMail } from '#api/mail/templates.ts';

/**
 * The showroom's emails, in French and English: the client's booking confirmation (with its calendar
 * file), cancellation and reminder; the jeweller's notifications of bookings and leads.
 */

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
  const when = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(startsAt);
  return `${when} (${timeZone})`;
}

const icsAttachment = (ics: string, cancelled = false): MailAttachment => ({
  filename: cancelled ? 'annulation.ics' : 'rendez-vous.ics',
  contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
  contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
});

export type MailWithAttachments = RenderedMail & { attachments?: MailAttachment[] };

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
  const slot = formatSlot(input.startsAt, input.timeZone, input.locale);
  const t = {
    fr: {
      subject: {
        new: `Votre rendez-vous chez ${input.businessName}`,
        confirmed: `Rendez-vous confirmé — ${input.businessName}`,
        rescheduled: `Rendez-vous déplacé — ${input.businessName}`,
      }[input.kind],
      title: {
        new: 'Rendez-vous enregistré',
        confirmed: 'Votre rendez-vous est confirmé',
        rescheduled: 'Votre rendez-vous a été déplacé',
      }[input.kind],
      body: [
        `Bonjour ${input.clientName},`,
        `${input.typeTitle} : ${slot}.`,
        `Lieu : ${input.place}.`,
        ...(input.deposit ? [`Acompte : ${input.deposit}.`] : []),
        `${
          input.confirmed
            ? `${input.businessName} confirme ce rendez-vous.`
            : `Votre demande est en attente de confirmation par ${input.businessName}.`
        } Le fichier joint l’ajoute à votre agenda ; un rappel vous sera envoyé 24 heures avant.`,
        ...(input.manageUrl
          ? [
              'Pour annuler ou déplacer ce rendez-vous, utilisez le lien ci-dessous (valable jusqu’au début du rendez-vous).',
            ]
          : [`Pour annuler ou déplacer ce rendez-vous, contactez ${input.businessName}.`]),
      ],
      action: 'Annuler ou déplacer',
    },
    en: {
      subject: {
        new: `Your appointment with ${input.businessName}`,
        confirmed: `Appointment confirmed — ${input.businessName}`,
        rescheduled: `Appointment moved — ${input.businessName}`,
      }[input.kind],
      title: {
        new: 'Appointment booked',
        confirmed: 'Your appointment is confirmed',
        rescheduled: 'Your appointment was moved',
      }[input.kind],
      body: [
        `Hello ${input.clientName},`,
        `${input.typeTitle}: ${slot}.`,
        `Where: ${input.place}.`,
        ...(input.deposit ? [`Deposit: ${input.deposit}.`] : []),
        `${
          input.confirmed
            ? `${input.businessName} confirms this appointment.`
            : `Your request is waiting for ${input.businessName} to confirm it.`
        } The attached file adds it to your calendar; a reminder will be sent 24 hours before.`,
        ...(input.manageUrl
          ? ['To cancel or move this appointment, use the link below (valid until the appointment starts).']
          : [`To cancel or move this appointment, contact ${input.businessName}.`]),
      ],
      action: 'Cancel or reschedule',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    ...(input.manageUrl ? { action: { label: t.action, url: input.manageUrl } } : {}),
    signature: input.businessName,
  });
  return { subject: t.subject, html, text, attachments: [icsAttachment(input.ics)] };
}

export function bookingCancelledMail(
  input: BookingMailFacts & { ics: string; showroomUrl: string | null },
): MailWithAttachments {
  const slot = formatSlot(input.startsAt, input.timeZone, input.locale);
  const t = {
    fr: {
      subject: `Rendez-vous annulé — ${input.businessName}`,
      title: 'Rendez-vous annulé',
      body: [`Bonjour ${input.clientName},`, `Votre rendez-vous (${input.typeTitle}, ${slot}) est annulé.`],
      action: 'Reprendre rendez-vous',
    },
    en: {
      subject: `Appointment cancelled — ${input.businessName}`,
      title: 'Appointment cancelled',
      body: [`Hello ${input.clientName},`, `Your appointment (${input.typeTitle}, ${slot}) is cancelled.`],
      action: 'Book again',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    ...(input.showroomUrl ? { action: { label: t.action, url: input.showroomUrl } } : {}),
    signature: input.businessName,
  });
  return { subject: t.subject, html, text, attachments: [icsAttachment(input.ics, true)] };
}

/** The reminder: the personal cancel link is in the confirmation (its token is only stored hashed). */
export function bookingReminderMail(input: BookingMailFacts & { showroomUrl: string | null }): RenderedMail {
  const slot = formatSlot(input.startsAt, input.timeZone, input.locale);
  const t = {
    fr: {
      subject: `Rappel : votre rendez-vous demain chez ${input.businessName}`,
      title: 'À demain',
      body: [
        `Bonjour ${input.clientName},`,
        `${input.typeTitle} : ${slot}.`,
        `Lieu : ${input.place}.`,
        'Pour annuler ou déplacer ce rendez-vous, utilisez le lien de votre email de confirmation.',
      ],
      action: 'Voir le showroom',
    },
    en: {
      subject: `Reminder: your appointment tomorrow with ${input.businessName}`,
      title: 'See you tomorrow',
      body: [
        `Hello ${input.clientName},`,
        `${input.typeTitle}: ${slot}.`,
        `Where: ${input.place}.`,
        'To cancel or move this appointment, use the link in your confirmation email.',
      ],
      action: 'Visit the showroom',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    ...(input.showroomUrl ? { action: { label: t.action, url: input.showroomUrl } } : {}),
    signature: input.businessName,
  });
  return { subject: t.subject, html, text };
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
  const slot = formatSlot(input.startsAt, input.timeZone, input.locale);
  const t = {
    fr: {
      subject: {
        new: `Nouveau rendez-vous : ${input.clientName}`,
        rescheduled: `Rendez-vous déplacé : ${input.clientName}`,
        cancelled: `Rendez-vous annulé : ${input.clientName}`,
      }[input.kind],
      title: {
        new: 'Nouveau rendez-vous à confirmer',
        rescheduled: 'Un client a déplacé son rendez-vous',
        cancelled: 'Un client a annulé son rendez-vous',
      }[input.kind],
      body: [
        `${input.typeTitle} : ${slot}.`,
        `Client : ${input.clientName} — ${input.clientEmail} — ${input.clientPhone}.`,
        ...(input.productName ? [`Pièce : ${input.productName}.`] : []),
        ...(input.message ? [`Message : ${input.message}`] : []),
        `Acompte : ${input.deposit}.`,
      ],
      action: 'Voir mes rendez-vous',
    },
    en: {
      subject: {
        new: `New appointment: ${input.clientName}`,
        rescheduled: `Appointment moved: ${input.clientName}`,
        cancelled: `Appointment cancelled: ${input.clientName}`,
      }[input.kind],
      title: {
        new: 'New appointment to confirm',
        rescheduled: 'A client moved their appointment',
        cancelled: 'A client cancelled their appointment',
      }[input.kind],
      body: [
        `${input.typeTitle}: ${slot}.`,
        `Client: ${input.clientName} — ${input.clientEmail} — ${input.clientPhone}.`,
        ...(input.productName ? [`Piece: ${input.productName}.`] : []),
        ...(input.message ? [`Message: ${input.message}`] : []),
        `Deposit: ${input.deposit}.`,
      ],
      action: 'See my appointments',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    action: { label: t.action, url: input.dashboardUrl },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}

export interface LeadLine {
  name: string;
  ref: number;
  price: string;
  choices: string;
}

export function leadNotificationMail(input: {
  locale: MailLocale;
  kind: 'custom' | 'basket';
  businessName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  budget: string | null;
  items: LeadLine[];
  dashboardUrl: string;
}): RenderedMail {
  const lines = input.items.map(
    (item) => `#${item.ref} ${item.name} — ${item.price}${item.choices ? ` (${item.choices})` : ''}`,
  );
  const t = {
    fr: {
      subject:
        input.kind === 'custom'
          ? `Demande de création sur mesure : ${input.name}`
          : `Demande sur ${input.items.length} pièce(s) : ${input.name}`,
      title:
        input.kind === 'custom' ? 'Nouvelle demande sur mesure' : 'Nouvelle demande depuis votre showroom',
      body: [
        `De : ${input.name} — ${input.email}${input.phone ? ` — ${input.phone}` : ''}.`,
        ...lines,
        ...(input.budget ? [`Budget : ${input.budget}.`] : []),
        ...(input.message ? [`Message : ${input.message}`] : []),
        'Répondez directement à cet email pour écrire au client.',
      ],
      action: 'Ouvrir mon espace',
    },
    en: {
      subject:
        input.kind === 'custom'
          ? `Custom jewellery request: ${input.name}`
          : `Enquiry about ${input.items.length} piece(s): ${input.name}`,
      title: input.kind === 'custom' ? 'New custom request' : 'New enquiry from your showroom',
      body: [
        `From: ${input.name} — ${input.email}${input.phone ? ` — ${input.phone}` : ''}.`,
        ...lines,
        ...(input.budget ? [`Budget: ${input.budget}.`] : []),
        ...(input.message ? [`Message: ${input.message}`] : []),
        'Reply to this email to write to the client.',
      ],
      action: 'Open my workspace',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    action: { label: t.action, url: input.dashboardUrl },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}
