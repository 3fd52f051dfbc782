import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import {
  createTranslator,
  DEFAULT_LOCALE,
  defineMessages,
  type Locale,
  localize,
} from '@carat/domain/locale';

/** Length caps the spec leaves open, chosen to stop abuse without getting in a real user's way. */
export const FIELD_LIMITS = {
  nameMax: 100,
  /** RFC 5321 path limit. */
  emailMax: 254,
  /** The auth provider (bcrypt) reads no further than 72 bytes; longer would silently be ignored. */
  passwordMax: 72,
  messageMax: 2000,
  commentMax: 2000,
  descriptionMax: 500,
  quantityMax: 9999,
  /** £10 million per unit, in pence: any invoice line stays a safe integer. */
  unitPriceMaxMinor: 1_000_000_000,
} as const;

/** A Custom Jewelry request's photos: a few, like the catalogue's checks. */
export const LEAD_PHOTOS_MAX = 3;

/*
 * French is the default and holds the spec's texts exactly as written, including the ones the spec writes
 * in English (booking and review toasts): the spec keeps its interface texts as written.
 */
const fr = {
  'auth.fullName.min': 'Le nom doit contenir au moins 2 caractères',
  'auth.fullName.max': `Le nom doit contenir au plus ${FIELD_LIMITS.nameMax} caractères`,
  'auth.email.invalid': 'Email invalide',
  'auth.password.min': 'Le mot de passe doit contenir au moins 6 caractères',
  'auth.password.max': `Le mot de passe doit contenir au plus ${FIELD_LIMITS.passwordMax} caractères`,
  'auth.password.required': 'Mot de passe requis',
  'auth.confirmPassword.mismatch': 'Les mots de passe ne correspondent pas',
  'auth.currentPassword.required': 'Mot de passe actuel requis',
  'auth.newPassword.sameAsCurrent': "Le nouveau mot de passe doit être différent de l'actuel",
  'text.control': 'Ce champ contient un caractère invisible non autorisé',

  'booking.selection.title': 'Selection Required',
  'booking.type.required': 'Please select an appointment type to continue.',
  'booking.slot.required': 'Please select a date and time to continue.',
  'booking.date.past': "La date ne peut pas être antérieure à aujourd'hui",
  'booking.time.past': 'Ce créneau est déjà passé',
  'booking.firstName.required': 'Prénom requis',
  'booking.firstName.max': `Le prénom doit contenir au plus ${FIELD_LIMITS.nameMax} caractères`,
  'booking.lastName.required': 'Nom requis',
  'booking.lastName.max': `Le nom doit contenir au plus ${FIELD_LIMITS.nameMax} caractères`,
  'booking.email.required': 'Email requis',
  'booking.email.invalid': 'Email invalide',
  'booking.phone.required': 'Téléphone requis',
  'booking.phone.invalid': 'Numéro de téléphone invalide',
  'booking.message.max': `Le message doit contenir au plus ${FIELD_LIMITS.messageMax} caractères`,

  'review.rating.title': 'Rating Required',
  'review.rating.required': 'Please select a rating before submitting.',
  'review.name.required': 'Nom requis',
  'review.name.max': `Le nom doit contenir au plus ${FIELD_LIMITS.nameMax} caractères`,
  'review.email.required': 'Email requis',
  'review.email.invalid': 'Email invalide',
  'review.comment.required': 'Commentaire requis',
  'review.comment.max': `Le commentaire doit contenir au plus ${FIELD_LIMITS.commentMax} caractères`,

  'invoice.items.min': 'Ajoutez au moins une ligne',
  'invoice.item.description.required': 'Description requise',
  'invoice.item.description.max': `La description doit contenir au plus ${FIELD_LIMITS.descriptionMax} caractères`,
  'invoice.item.quantity.invalid': "La quantité doit être un nombre entier d'au moins 1",
  'invoice.item.quantity.max': `La quantité ne peut pas dépasser ${FIELD_LIMITS.quantityMax}`,
  'invoice.item.price.required': 'Prix requis',
  'invoice.item.price.invalid': 'Prix invalide',
  'invoice.item.price.min': 'Le prix doit être positif ou nul',
  'invoice.item.price.decimals': 'Le prix doit avoir au plus {digits} décimales',
  'invoice.item.price.wholeUnits': 'Le prix s’écrit sans décimales dans cette devise',
  'invoice.item.price.max': 'Le prix ne peut pas dépasser 10 millions',

  'client.name.required': 'Le nom est requis',
  'client.name.max': 'Le nom doit contenir au plus 200 caractères',
  'client.email.invalid': 'Email invalide',
  'client.phone.invalid': 'Numéro de téléphone invalide',
  'client.location.max': 'La ville doit contenir au plus 200 caractères',
  'client.notes.max': 'Les notes doivent contenir au plus 5000 caractères',
  'client.date.invalid': 'Date invalide (AAAA-MM-JJ)',
  'client.birthday.future': 'La date de naissance ne peut pas être dans le futur',
  'client.rating.range': 'La note doit être comprise entre 1 et 5',
  'client.country.invalid': 'Pays inconnu',
  'client.vatNumber.invalid': 'Numéro de TVA invalide (ex. GB123456789)',
  'client.vatNumber.country': 'Numéro de TVA invalide pour ce pays',
  'client.ringSize.range': 'Le diamètre doit être compris entre 10 et 30 mm',
  'client.ringSize.finger': 'Indiquez le doigt',
  'client.ringSizes.max': 'Au plus 10 tailles de bague',
  'client.status.invalid': 'Statut invalide',

  'settings.name.max': 'Au plus 100 caractères',
  'settings.phone.invalid': 'Numéro de téléphone invalide',
  'settings.email.invalid': 'Email invalide',
  'settings.business.name.required': "Le nom de l'entreprise est requis",
  'settings.business.name.max': 'Au plus 200 caractères',
  'settings.business.address.max': 'Au plus 500 caractères',
  'settings.business.city.max': 'Au plus 120 caractères',
  'settings.business.postalCode.invalid': 'Code postal invalide',
  'settings.business.vat.invalid': 'Numéro de TVA invalide (ex. GB123456789)',
  'settings.business.ringSizeSystem.invalid': 'Système de tailles de bague inconnu',
  'settings.business.country.invalid': 'Pays inconnu',
  'settings.business.region.invalid': 'Région inconnue pour ce pays',
  'settings.business.currency.invalid': 'Devise inconnue (code ISO 4217, ex. EUR)',
  'settings.business.currency.locked':
    'La devise ne peut plus changer : des montants sont déjà enregistrés dans la devise actuelle.',
  'settings.business.timeZone.invalid': 'Fuseau horaire inconnu (ex. Europe/Paris)',
  'settings.business.registration.invalid': 'Numéro invalide pour ce pays',
  'settings.business.registration.required': 'Numéro requis sur les factures de ce pays',
  'settings.business.promise.max': 'Au plus 200 caractères',

  'lead.name.required': 'Nom requis',
  'lead.name.max': `Le nom doit contenir au plus ${FIELD_LIMITS.nameMax} caractères`,
  'lead.email.required': 'Email requis',
  'lead.email.invalid': 'Email invalide',
  'lead.phone.invalid': 'Numéro de téléphone invalide',
  'lead.message.required': 'Décrivez votre projet',
  'lead.message.max': `Le message doit contenir au plus ${FIELD_LIMITS.messageMax} caractères`,
  'lead.budget.max': 'Le budget doit contenir au plus 100 caractères',
  'lead.photos.max': `Au plus ${LEAD_PHOTOS_MAX} photos`,
  'basket.items.min': 'Votre sélection est vide',
  'basket.items.max': 'Au plus 20 pièces par demande',

  'builder.url.invalid': 'Adresse invalide (https://…)',
  'builder.text.long': 'Texte trop long',
  'builder.email.invalid': 'Email invalide',
  'builder.blocks.max': 'Au plus 50 blocs',
  'builder.blocks.duplicateId': 'Deux blocs ont le même identifiant',

  'engraving.max': `La gravure ne peut pas dépasser ${ENGRAVING_MAX_LENGTH} caractères`,
} as const;

export type ValidationMessageId = keyof typeof fr;
export type ValidationMessages = Readonly<Record<ValidationMessageId, string>>;

const en: ValidationMessages = {
  'auth.fullName.min': 'Name must be at least 2 characters',
  'auth.fullName.max': `Name must be at most ${FIELD_LIMITS.nameMax} characters`,
  'auth.email.invalid': 'Invalid email',
  'auth.password.min': 'Password must be at least 6 characters',
  'auth.password.max': `Password must be at most ${FIELD_LIMITS.passwordMax} characters`,
  'auth.password.required': 'Password required',
  'auth.confirmPassword.mismatch': "Passwords don't match",
  'auth.currentPassword.required': 'Current password required',
  'auth.newPassword.sameAsCurrent': 'The new password must differ from the current one',
  'text.control': 'This field contains an invisible character that is not allowed',

  'booking.selection.title': 'Selection Required',
  'booking.type.required': 'Please select an appointment type to continue.',
  'booking.slot.required': 'Please select a date and time to continue.',
  'booking.date.past': 'The date cannot be earlier than today',
  'booking.time.past': 'This time slot has already passed',
  'booking.firstName.required': 'First name required',
  'booking.firstName.max': `First name must be at most ${FIELD_LIMITS.nameMax} characters`,
  'booking.lastName.required': 'Last name required',
  'booking.lastName.max': `Last name must be at most ${FIELD_LIMITS.nameMax} characters`,
  'booking.email.required': 'Email required',
  'booking.email.invalid': 'Invalid email',
  'booking.phone.required': 'Phone number required',
  'booking.phone.invalid': 'Invalid phone number',
  'booking.message.max': `Message must be at most ${FIELD_LIMITS.messageMax} characters`,

  'review.rating.title': 'Rating Required',
  'review.rating.required': 'Please select a rating before submitting.',
  'review.name.required': 'Name required',
  'review.name.max': `Name must be at most ${FIELD_LIMITS.nameMax} characters`,
  'review.email.required': 'Email required',
  'review.email.invalid': 'Invalid email',
  'review.comment.required': 'Comment required',
  'review.comment.max': `Comment must be at most ${FIELD_LIMITS.commentMax} characters`,

  'invoice.items.min': 'Add at least one line',
  'invoice.item.description.required': 'Description required',
  'invoice.item.description.max': `Description must be at most ${FIELD_LIMITS.descriptionMax} characters`,
  'invoice.item.quantity.invalid': 'Quantity must be a whole number of at least 1',
  'invoice.item.quantity.max': `Quantity cannot exceed ${FIELD_LIMITS.quantityMax}`,
  'invoice.item.price.required': 'Price required',
  'invoice.item.price.invalid': 'Invalid price',
  'invoice.item.price.min': 'Price must be zero or more',
  'invoice.item.price.decimals': 'Price must have at most {digits} decimal places',
  'invoice.item.price.wholeUnits': 'This currency has no decimal places',
  'invoice.item.price.max': 'Price cannot exceed 10 million',

  'client.name.required': 'Name is required',
  'client.name.max': 'Name must be at most 200 characters',
  'client.email.invalid': 'Invalid email',
  'client.phone.invalid': 'Invalid phone number',
  'client.location.max': 'City must be at most 200 characters',
  'client.notes.max': 'Notes must be at most 5000 characters',
  'client.date.invalid': 'Invalid date (YYYY-MM-DD)',
  'client.birthday.future': 'The birthday cannot be in the future',
  'client.rating.range': 'The rating must be between 1 and 5',
  'client.country.invalid': 'Unknown country',
  'client.vatNumber.invalid': 'Invalid VAT number (e.g. GB123456789)',
  'client.vatNumber.country': 'Invalid VAT number for this country',
  'client.ringSize.range': 'The diameter must be between 10 and 30 mm',
  'client.ringSize.finger': 'Say which finger',
  'client.ringSizes.max': 'At most 10 ring sizes',
  'client.status.invalid': 'Invalid status',

  'settings.name.max': 'At most 100 characters',
  'settings.phone.invalid': 'Invalid phone number',
  'settings.email.invalid': 'Invalid email',
  'settings.business.name.required': 'The business name is required',
  'settings.business.name.max': 'At most 200 characters',
  'settings.business.address.max': 'At most 500 characters',
  'settings.business.city.max': 'At most 120 characters',
  'settings.business.postalCode.invalid': 'Invalid postal code',
  'settings.business.vat.invalid': 'Invalid VAT number (e.g. GB123456789)',
  'settings.business.ringSizeSystem.invalid': 'Unknown ring-size system',
  'settings.business.country.invalid': 'Unknown country',
  'settings.business.region.invalid': 'Unknown region for this country',
  'settings.business.currency.invalid': 'Unknown currency (ISO 4217 code, e.g. EUR)',
  'settings.business.currency.locked':
    'The currency can no longer change: amounts are already recorded in the current one.',
  'settings.business.timeZone.invalid': 'Unknown time zone (e.g. Europe/Paris)',
  'settings.business.registration.invalid': 'Invalid number for this country',
  'settings.business.registration.required': 'This country’s invoices must carry this number',
  'settings.business.promise.max': 'At most 200 characters',

  'lead.name.required': 'Name required',
  'lead.name.max': `Name must be at most ${FIELD_LIMITS.nameMax} characters`,
  'lead.email.required': 'Email required',
  'lead.email.invalid': 'Invalid email',
  'lead.phone.invalid': 'Invalid phone number',
  'lead.message.required': 'Describe your project',
  'lead.message.max': `Message must be at most ${FIELD_LIMITS.messageMax} characters`,
  'lead.budget.max': 'Budget must be at most 100 characters',
  'lead.photos.max': `At most ${LEAD_PHOTOS_MAX} photos`,
  'basket.items.min': 'Your selection is empty',
  'basket.items.max': 'At most 20 pieces per enquiry',

  'builder.url.invalid': 'Invalid address (https://…)',
  'builder.text.long': 'Text too long',
  'builder.email.invalid': 'Invalid email',
  'builder.blocks.max': 'At most 50 blocks',
  'builder.blocks.duplicateId': 'Two blocks have the same id',

  'engraving.max': `Engraving cannot exceed ${ENGRAVING_MAX_LENGTH} characters`,
};

/** Every validation message, per locale, keyed by id: a catalogue of the one text mechanism. */
export const validationMessages = defineMessages({ fr, en });

/** The messages of a locale; an unknown locale gets French, the spec's language. */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): ValidationMessages {
  return localize(validationMessages, locale);
}

export function validationMessage(id: ValidationMessageId, locale: Locale = DEFAULT_LOCALE): string {
  return createTranslator(validationMessages, locale)(id);
}

/** A toast's title and description. */
export interface MessagePair {
  readonly title: string;
  readonly description: string;
}
