import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import { DEFAULT_LOCALE, defineMessages, type Locale, localize } from '@carat/domain/locale';

/** Length caps of the back office (orders, invoices, files), as the database backs them up. */
export const BACK_OFFICE_LIMITS = {
  itemMax: 200,
  metalMax: 100,
  stonesMax: 500,
  sizeMax: 40,
  notesMax: 5000,
  noteMax: 2000,
  reasonMax: 500,
  imagesMax: 10,
  clientNameMax: 200,
  addressMax: 1000,
  invoiceNotesMax: 2000,
  invoiceLinesMax: 100,
  companyNameMax: 200,
  phoneMax: 40,
  websiteMax: 300,
  taxIdMax: 60,
  bankDetailsMax: 1000,
  paymentTermsMax: 365,
  /** £10 million, in pence, as an invoice line's unit price. */
  amountMaxMinor: 1_000_000_000,
  /** A CSV import of clients: what one request carries (the API's body limit is 1 MB). */
  importRowsMax: 5000,
  importCsvMaxChars: 1_000_000,
  /** Appointments: a client written in the form, the message, the week's times and closed days. */
  appointmentClientNameMax: 200,
  appointmentMessageMax: 2000,
  availabilityTimesPerDayMax: 48,
  closedDatesMax: 366,
  closedReasonMax: 200,
  bufferMinutesMax: 240,
  /** Minutes between the start times the jeweller may type. */
  appointmentTimeStepMinutes: 5,
  /** The jeweller's private note on a showroom lead. */
  leadNoteMax: 2000,
} as const;

/*
 * The back office's messages. The spec writes none for these forms, so they are ours, French first as
 * the rest of the interface, English alongside; kept apart from messages.ts (the spec's own texts).
 */
const fr = {
  'order.client.required': 'Choisissez un client ou créez-en un',
  'order.item.required': 'La pièce est requise',
  'order.item.max': `La pièce doit contenir au plus ${BACK_OFFICE_LIMITS.itemMax} caractères`,
  'order.metal.max': `Le métal doit contenir au plus ${BACK_OFFICE_LIMITS.metalMax} caractères`,
  'order.stones.max': `Les pierres doivent contenir au plus ${BACK_OFFICE_LIMITS.stonesMax} caractères`,
  'order.size.max': `La taille doit contenir au plus ${BACK_OFFICE_LIMITS.sizeMax} caractères`,
  'order.engraving.max': `La gravure ne peut pas dépasser ${ENGRAVING_MAX_LENGTH} caractères`,
  'order.price.required': 'Prix requis',
  'order.price.invalid': 'Montant invalide',
  'order.price.min': 'Le montant doit être positif ou nul',
  'order.price.decimals': 'Le montant doit avoir au plus {digits} décimales',
  'order.price.wholeUnits': 'Le montant s’écrit sans décimales dans cette devise',
  'order.price.max': 'Le montant ne peut pas dépasser 10 millions',
  'order.deposit.exceedsPrice': "L'acompte ne peut pas dépasser le prix",
  'order.dueDate.invalid': 'Date invalide (AAAA-MM-JJ)',
  'order.notes.max': `Les notes doivent contenir au plus ${BACK_OFFICE_LIMITS.notesMax} caractères`,
  'order.images.max': `Au plus ${BACK_OFFICE_LIMITS.imagesMax} images`,
  'order.stage.invalid': 'Étape inconnue',
  'order.note.required': 'Écrivez une note',
  'order.note.max': `La note doit contenir au plus ${BACK_OFFICE_LIMITS.noteMax} caractères`,
  'order.reason.max': `Le motif doit contenir au plus ${BACK_OFFICE_LIMITS.reasonMax} caractères`,

  'invoice.clientName.required': 'Nom du client requis',
  'invoice.clientName.max': `Le nom doit contenir au plus ${BACK_OFFICE_LIMITS.clientNameMax} caractères`,
  'invoice.clientEmail.invalid': 'Email invalide',
  'invoice.clientAddress.max': `L'adresse doit contenir au plus ${BACK_OFFICE_LIMITS.addressMax} caractères`,
  'invoice.items.max': `Au plus ${BACK_OFFICE_LIMITS.invoiceLinesMax} lignes`,
  'invoice.notes.max': `Les notes doivent contenir au plus ${BACK_OFFICE_LIMITS.invoiceNotesMax} caractères`,
  'invoice.dueDate.invalid': "Date d'échéance invalide (AAAA-MM-JJ)",
  'invoice.to.invalid': 'Email invalide',
  'invoice.reason.max': `Le motif doit contenir au plus ${BACK_OFFICE_LIMITS.reasonMax} caractères`,

  'settings.companyName.max': `Le nom doit contenir au plus ${BACK_OFFICE_LIMITS.companyNameMax} caractères`,
  'settings.email.invalid': 'Email invalide',
  'settings.phone.invalid': 'Numéro de téléphone invalide',
  'settings.address.max': `L'adresse doit contenir au plus ${BACK_OFFICE_LIMITS.addressMax} caractères`,
  'settings.website.invalid': 'Adresse de site invalide',
  'settings.taxId.max': `Le numéro doit contenir au plus ${BACK_OFFICE_LIMITS.taxIdMax} caractères`,
  'settings.bankDetails.max': `Les coordonnées bancaires doivent contenir au plus ${BACK_OFFICE_LIMITS.bankDetailsMax} caractères`,
  'settings.paymentTerms.range': `Le délai de paiement doit être un nombre entier de jours entre 0 et ${BACK_OFFICE_LIMITS.paymentTermsMax}`,
  'settings.defaultNotes.max': `Les notes doivent contenir au plus ${BACK_OFFICE_LIMITS.invoiceNotesMax} caractères`,
  'settings.color.invalid': 'Couleur inconnue',

  'import.csv.required': 'Choisissez un fichier CSV',
  'import.csv.max': 'Le fichier est trop volumineux (1 Mo au plus)',

  'appointment.type.required': 'Choisissez un type de rendez-vous',
  'appointment.date.invalid': 'Date invalide (AAAA-MM-JJ)',
  'appointment.time.invalid': `Heure invalide (HH:MM, par pas de ${BACK_OFFICE_LIMITS.appointmentTimeStepMinutes} minutes)`,
  'appointment.time.past': 'Ce créneau est déjà passé',
  'appointment.client.required': 'Choisissez un client ou saisissez-en un',
  'appointment.client.noEmail':
    "Ce client n'a pas d'email : ajoutez-en un à sa fiche, ou saisissez le client",
  'appointment.clientName.required': 'Nom du client requis',
  'appointment.clientName.max': `Le nom doit contenir au plus ${BACK_OFFICE_LIMITS.appointmentClientNameMax} caractères`,
  'appointment.clientEmail.required': 'Email requis',
  'appointment.clientEmail.invalid': 'Email invalide',
  'appointment.message.max': `Le message doit contenir au plus ${BACK_OFFICE_LIMITS.appointmentMessageMax} caractères`,
  'appointment.range.invalid': 'Période invalide',
  'availability.time.invalid': 'Heure invalide (HH:MM)',
  'availability.times.max': `Au plus ${BACK_OFFICE_LIMITS.availabilityTimesPerDayMax} horaires par jour`,
  'availability.weekday.invalid': 'Jour inconnu',
  'availability.weekday.duplicate': 'Ce jour est déjà décrit',
  'availability.closedDate.invalid': 'Date invalide (AAAA-MM-JJ)',
  'availability.closedDate.duplicate': 'Ce jour est déjà fermé',
  'availability.closedDate.past': 'Cette date est déjà passée',
  'availability.closedDates.max': `Au plus ${BACK_OFFICE_LIMITS.closedDatesMax} jours de fermeture`,
  'availability.reason.max': `Le motif doit contenir au plus ${BACK_OFFICE_LIMITS.closedReasonMax} caractères`,
  'availability.buffer.range': `La pause doit être un nombre entier de minutes entre 0 et ${BACK_OFFICE_LIMITS.bufferMinutesMax}`,

  'lead.status.invalid': 'Statut inconnu',
  'lead.note.max': `La note doit contenir au plus ${BACK_OFFICE_LIMITS.leadNoteMax} caractères`,
} as const;

export type BackOfficeMessageId = keyof typeof fr;
export type BackOfficeMessages = Readonly<Record<BackOfficeMessageId, string>>;

const en: BackOfficeMessages = {
  'order.client.required': 'Choose a client or create one',
  'order.item.required': 'The piece is required',
  'order.item.max': `The piece must be at most ${BACK_OFFICE_LIMITS.itemMax} characters`,
  'order.metal.max': `The metal must be at most ${BACK_OFFICE_LIMITS.metalMax} characters`,
  'order.stones.max': `The stones must be at most ${BACK_OFFICE_LIMITS.stonesMax} characters`,
  'order.size.max': `The size must be at most ${BACK_OFFICE_LIMITS.sizeMax} characters`,
  'order.engraving.max': `Engraving cannot exceed ${ENGRAVING_MAX_LENGTH} characters`,
  'order.price.required': 'Price required',
  'order.price.invalid': 'Invalid amount',
  'order.price.min': 'The amount must be zero or more',
  'order.price.decimals': 'The amount must have at most {digits} decimal places',
  'order.price.wholeUnits': 'This currency has no decimal places',
  'order.price.max': 'The amount cannot exceed 10 million',
  'order.deposit.exceedsPrice': 'The deposit cannot exceed the price',
  'order.dueDate.invalid': 'Invalid date (YYYY-MM-DD)',
  'order.notes.max': `Notes must be at most ${BACK_OFFICE_LIMITS.notesMax} characters`,
  'order.images.max': `At most ${BACK_OFFICE_LIMITS.imagesMax} images`,
  'order.stage.invalid': 'Unknown stage',
  'order.note.required': 'Write a note',
  'order.note.max': `The note must be at most ${BACK_OFFICE_LIMITS.noteMax} characters`,
  'order.reason.max': `The reason must be at most ${BACK_OFFICE_LIMITS.reasonMax} characters`,

  'invoice.clientName.required': 'Client name required',
  'invoice.clientName.max': `The name must be at most ${BACK_OFFICE_LIMITS.clientNameMax} characters`,
  'invoice.clientEmail.invalid': 'Invalid email',
  'invoice.clientAddress.max': `The address must be at most ${BACK_OFFICE_LIMITS.addressMax} characters`,
  'invoice.items.max': `At most ${BACK_OFFICE_LIMITS.invoiceLinesMax} lines`,
  'invoice.notes.max': `Notes must be at most ${BACK_OFFICE_LIMITS.invoiceNotesMax} characters`,
  'invoice.dueDate.invalid': 'Invalid due date (YYYY-MM-DD)',
  'invoice.to.invalid': 'Invalid email',
  'invoice.reason.max': `The reason must be at most ${BACK_OFFICE_LIMITS.reasonMax} characters`,

  'settings.companyName.max': `The name must be at most ${BACK_OFFICE_LIMITS.companyNameMax} characters`,
  'settings.email.invalid': 'Invalid email',
  'settings.phone.invalid': 'Invalid phone number',
  'settings.address.max': `The address must be at most ${BACK_OFFICE_LIMITS.addressMax} characters`,
  'settings.website.invalid': 'Invalid website address',
  'settings.taxId.max': `The number must be at most ${BACK_OFFICE_LIMITS.taxIdMax} characters`,
  'settings.bankDetails.max': `Bank details must be at most ${BACK_OFFICE_LIMITS.bankDetailsMax} characters`,
  'settings.paymentTerms.range': `Payment terms must be a whole number of days from 0 to ${BACK_OFFICE_LIMITS.paymentTermsMax}`,
  'settings.defaultNotes.max': `Notes must be at most ${BACK_OFFICE_LIMITS.invoiceNotesMax} characters`,
  'settings.color.invalid': 'Unknown colour',

  'import.csv.required': 'Choose a CSV file',
  'import.csv.max': 'The file is too large (1 MB at most)',

  'appointment.type.required': 'Choose an appointment type',
  'appointment.date.invalid': 'Invalid date (YYYY-MM-DD)',
  'appointment.time.invalid': `Invalid time (HH:MM, in ${BACK_OFFICE_LIMITS.appointmentTimeStepMinutes}-minute steps)`,
  'appointment.time.past': 'This time has already passed',
  'appointment.client.required': 'Choose a client or enter one',
  'appointment.client.noEmail': 'This client has no email: add one to their profile, or enter the client',
  'appointment.clientName.required': 'Client name required',
  'appointment.clientName.max': `The name must be at most ${BACK_OFFICE_LIMITS.appointmentClientNameMax} characters`,
  'appointment.clientEmail.required': 'Email required',
  'appointment.clientEmail.invalid': 'Invalid email',
  'appointment.message.max': `The message must be at most ${BACK_OFFICE_LIMITS.appointmentMessageMax} characters`,
  'appointment.range.invalid': 'Invalid period',
  'availability.time.invalid': 'Invalid time (HH:MM)',
  'availability.times.max': `At most ${BACK_OFFICE_LIMITS.availabilityTimesPerDayMax} start times a day`,
  'availability.weekday.invalid': 'Unknown day',
  'availability.weekday.duplicate': 'This day is already described',
  'availability.closedDate.invalid': 'Invalid date (YYYY-MM-DD)',
  'availability.closedDate.duplicate': 'This day is already closed',
  'availability.closedDate.past': 'This date has already passed',
  'availability.closedDates.max': `At most ${BACK_OFFICE_LIMITS.closedDatesMax} closed days`,
  'availability.reason.max': `The reason must be at most ${BACK_OFFICE_LIMITS.closedReasonMax} characters`,
  'availability.buffer.range': `The break must be a whole number of minutes from 0 to ${BACK_OFFICE_LIMITS.bufferMinutesMax}`,

  'lead.status.invalid': 'Unknown status',
  'lead.note.max': `The note must be at most ${BACK_OFFICE_LIMITS.leadNoteMax} characters`,
};

/** The back office's messages, per locale: a catalogue of the one text mechanism. */
export const backOfficeMessages = defineMessages({ fr, en });

/** The messages of a locale; an unknown locale gets French. */
export function backOfficeMessagesFor(locale: Locale = DEFAULT_LOCALE): BackOfficeMessages {
  return localize(backOfficeMessages, locale);
}
