import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  signInSchema,
  signUpSchema,
} from '#lib/auth.ts';
import {
  bookingContactSchema,
  bookingSelectionRequired,
  bookingSlotStepSchema,
  bookingTypeStepSchema,
} from '#lib/booking.ts';
import { clientInputSchema, clientPatchSchema } from '#lib/clients.ts';
import { engravingSchema } from '#lib/engraving.ts';
import { FORM_ERROR_KEY, fieldErrors } from '#lib/field-errors.ts';
import { invoiceItemSchema, invoiceItemsSchema } from '#lib/invoice.ts';
import {
  FIELD_LIMITS,
  messagesFor,
  type ValidationMessageId,
  validationMessage,
  validationMessages,
} from '#lib/messages.ts';
import { reviewRatingRequired, reviewSchema } from '#lib/review.ts';
import { businessSchema, profileSchema } from '#lib/settings.ts';
import { basketEnquirySchema, customRequestSchema } from '#lib/showroom.ts';
import { showroomBlocksSchema } from '#lib/showroom-builder.ts';

/** Every message, written out in full: changing a text must fail here. French first: the spec's words. */
const EXPECTED: Record<ValidationMessageId, { fr: string; en: string }> = {
  'auth.fullName.min': {
    fr: 'Le nom doit contenir au moins 2 caractères',
    en: 'Name must be at least 2 characters',
  },
  'auth.fullName.max': {
    fr: 'Le nom doit contenir au plus 100 caractères',
    en: 'Name must be at most 100 characters',
  },
  'auth.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'auth.password.min': {
    fr: 'Le mot de passe doit contenir au moins 6 caractères',
    en: 'Password must be at least 6 characters',
  },
  'auth.password.max': {
    fr: 'Le mot de passe doit contenir au plus 72 caractères',
    en: 'Password must be at most 72 characters',
  },
  'auth.password.required': { fr: 'Mot de passe requis', en: 'Password required' },
  'auth.confirmPassword.mismatch': {
    fr: 'Les mots de passe ne correspondent pas',
    en: "Passwords don't match",
  },
  'auth.currentPassword.required': { fr: 'Mot de passe actuel requis', en: 'Current password required' },
  'auth.newPassword.sameAsCurrent': {
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
    en: 'The new password must differ from the current one',
  },
  'text.control': {
    fr: 'Ce champ contient un caractère invisible non autorisé',
    en: 'This field contains an invisible character that is not allowed',
  },
  'booking.selection.title': { fr: 'Selection Required', en: 'Selection Required' },
  'booking.type.required': {
    fr: 'Please select an appointment type to continue.',
    en: 'Please select an appointment type to continue.',
  },
  'booking.slot.required': {
    fr: 'Please select a date and time to continue.',
    en: 'Please select a date and time to continue.',
  },
  'booking.date.past': {
    fr: "La date ne peut pas être antérieure à aujourd'hui",
    en: 'The date cannot be earlier than today',
  },
  'booking.time.past': { fr: 'Ce créneau est déjà passé', en: 'This time slot has already passed' },
  'booking.firstName.required': { fr: 'Prénom requis', en: 'First name required' },
  'booking.firstName.max': {
    fr: 'Le prénom doit contenir au plus 100 caractères',
    en: 'First name must be at most 100 characters',
  },
  'booking.lastName.required': { fr: 'Nom requis', en: 'Last name required' },
  'booking.lastName.max': {
    fr: 'Le nom doit contenir au plus 100 caractères',
    en: 'Last name must be at most 100 characters',
  },
  'booking.email.required': { fr: 'Email requis', en: 'Email required' },
  'booking.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'booking.phone.required': { fr: 'Téléphone requis', en: 'Phone number required' },
  'booking.phone.invalid': { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  'booking.message.max': {
    fr: 'Le message doit contenir au plus 2000 caractères',
    en: 'Message must be at most 2000 characters',
  },
  'review.rating.title': { fr: 'Rating Required', en: 'Rating Required' },
  'review.rating.required': {
    fr: 'Please select a rating before submitting.',
    en: 'Please select a rating before submitting.',
  },
  'review.name.required': { fr: 'Nom requis', en: 'Name required' },
  'review.name.max': {
    fr: 'Le nom doit contenir au plus 100 caractères',
    en: 'Name must be at most 100 characters',
  },
  'review.email.required': { fr: 'Email requis', en: 'Email required' },
  'review.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'review.comment.required': { fr: 'Commentaire requis', en: 'Comment required' },
  'review.comment.max': {
    fr: 'Le commentaire doit contenir au plus 2000 caractères',
    en: 'Comment must be at most 2000 characters',
  },
  'invoice.items.min': { fr: 'Ajoutez au moins une ligne', en: 'Add at least one line' },
  'invoice.item.description.required': { fr: 'Description requise', en: 'Description required' },
  'invoice.item.description.max': {
    fr: 'La description doit contenir au plus 500 caractères',
    en: 'Description must be at most 500 characters',
  },
  'invoice.item.quantity.invalid': {
    fr: "La quantité doit être un nombre entier d'au moins 1",
    en: 'Quantity must be a whole number of at least 1',
  },
  'invoice.item.quantity.max': {
    fr: 'La quantité ne peut pas dépasser 9999',
    en: 'Quantity cannot exceed 9999',
  },
  'invoice.item.price.required': { fr: 'Prix requis', en: 'Price required' },
  'invoice.item.price.invalid': { fr: 'Prix invalide', en: 'Invalid price' },
  'invoice.item.price.min': { fr: 'Le prix doit être positif ou nul', en: 'Price must be zero or more' },
  'invoice.item.price.decimals': {
    fr: 'Le prix doit avoir au plus {digits} décimales',
    en: 'Price must have at most {digits} decimal places',
  },
  'invoice.item.price.wholeUnits': {
    fr: 'Le prix s’écrit sans décimales dans cette devise',
    en: 'This currency has no decimal places',
  },
  'invoice.item.price.max': {
    fr: 'Le prix ne peut pas dépasser 10 millions',
    en: 'Price cannot exceed 10 million',
  },
  'client.name.required': { fr: 'Le nom est requis', en: 'Name is required' },
  'client.name.max': {
    fr: 'Le nom doit contenir au plus 200 caractères',
    en: 'Name must be at most 200 characters',
  },
  'client.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'client.phone.invalid': { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  'client.location.max': {
    fr: 'La ville doit contenir au plus 200 caractères',
    en: 'City must be at most 200 characters',
  },
  'client.notes.max': {
    fr: 'Les notes doivent contenir au plus 5000 caractères',
    en: 'Notes must be at most 5000 characters',
  },
  'client.date.invalid': { fr: 'Date invalide (AAAA-MM-JJ)', en: 'Invalid date (YYYY-MM-DD)' },
  'client.birthday.future': {
    fr: 'La date de naissance ne peut pas être dans le futur',
    en: 'The birthday cannot be in the future',
  },
  'client.rating.range': {
    fr: 'La note doit être comprise entre 1 et 5',
    en: 'The rating must be between 1 and 5',
  },
  'client.ringSize.range': {
    fr: 'Le diamètre doit être compris entre 10 et 30 mm',
    en: 'The diameter must be between 10 and 30 mm',
  },
  'client.ringSize.finger': { fr: 'Indiquez le doigt', en: 'Say which finger' },
  'client.ringSizes.max': { fr: 'Au plus 10 tailles de bague', en: 'At most 10 ring sizes' },
  'client.status.invalid': { fr: 'Statut invalide', en: 'Invalid status' },
  'client.country.invalid': {
    fr: 'Pays inconnu',
    en: 'Unknown country',
  },
  'client.vatNumber.invalid': {
    fr: 'Numéro de TVA invalide (ex. GB123456789)',
    en: 'Invalid VAT number (e.g. GB123456789)',
  },
  'client.vatNumber.country': {
    fr: 'Numéro de TVA invalide pour ce pays',
    en: 'Invalid VAT number for this country',
  },
  'settings.name.max': { fr: 'Au plus 100 caractères', en: 'At most 100 characters' },
  'settings.phone.invalid': { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  'settings.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'settings.business.name.required': {
    fr: "Le nom de l'entreprise est requis",
    en: 'The business name is required',
  },
  'settings.business.name.max': { fr: 'Au plus 200 caractères', en: 'At most 200 characters' },
  'settings.business.address.max': { fr: 'Au plus 500 caractères', en: 'At most 500 characters' },
  'settings.business.city.max': { fr: 'Au plus 120 caractères', en: 'At most 120 characters' },
  'settings.business.postalCode.invalid': { fr: 'Code postal invalide', en: 'Invalid postal code' },
  'settings.business.vat.invalid': {
    fr: 'Numéro de TVA invalide (ex. GB123456789)',
    en: 'Invalid VAT number (e.g. GB123456789)',
  },
  'settings.business.ringSizeSystem.invalid': {
    fr: 'Système de tailles de bague inconnu',
    en: 'Unknown ring-size system',
  },
  'settings.business.country.invalid': { fr: 'Pays inconnu', en: 'Unknown country' },
  'settings.business.region.invalid': {
    fr: 'Région inconnue pour ce pays',
    en: 'Unknown region for this country',
  },
  'settings.business.currency.invalid': {
    fr: 'Devise inconnue (code ISO 4217, ex. EUR)',
    en: 'Unknown currency (ISO 4217 code, e.g. EUR)',
  },
  'settings.business.currency.locked': {
    fr: 'La devise ne peut plus changer : des montants sont déjà enregistrés dans la devise actuelle.',
    en: 'The currency can no longer change: amounts are already recorded in the current one.',
  },
  'settings.business.timeZone.invalid': {
    fr: 'Fuseau horaire inconnu (ex. Europe/Paris)',
    en: 'Unknown time zone (e.g. Europe/Paris)',
  },
  'settings.business.registration.invalid': {
    fr: 'Numéro invalide pour ce pays',
    en: 'Invalid number for this country',
  },
  'settings.business.registration.required': {
    fr: 'Numéro requis sur les factures de ce pays',
    en: 'This country’s invoices must carry this number',
  },
  'settings.business.promise.max': { fr: 'Au plus 200 caractères', en: 'At most 200 characters' },
  'lead.name.required': { fr: 'Nom requis', en: 'Name required' },
  'lead.name.max': {
    fr: 'Le nom doit contenir au plus 100 caractères',
    en: 'Name must be at most 100 characters',
  },
  'lead.email.required': { fr: 'Email requis', en: 'Email required' },
  'lead.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'lead.phone.invalid': { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  'lead.message.required': { fr: 'Décrivez votre projet', en: 'Describe your project' },
  'lead.message.max': {
    fr: 'Le message doit contenir au plus 2000 caractères',
    en: 'Message must be at most 2000 characters',
  },
  'lead.budget.max': {
    fr: 'Le budget doit contenir au plus 100 caractères',
    en: 'Budget must be at most 100 characters',
  },
  'lead.photos.max': { fr: 'Au plus 3 photos', en: 'At most 3 photos' },
  'basket.items.min': { fr: 'Votre sélection est vide', en: 'Your selection is empty' },
  'basket.items.max': { fr: 'Au plus 20 pièces par demande', en: 'At most 20 pieces per enquiry' },
  'builder.url.invalid': { fr: 'Adresse invalide (https://…)', en: 'Invalid address (https://…)' },
  'builder.text.long': { fr: 'Texte trop long', en: 'Text too long' },
  'builder.email.invalid': { fr: 'Email invalide', en: 'Invalid email' },
  'builder.blocks.max': { fr: 'Au plus 50 blocs', en: 'At most 50 blocks' },
  'builder.blocks.duplicateId': {
    fr: 'Deux blocs ont le même identifiant',
    en: 'Two blocks have the same id',
  },
  'engraving.max': {
    fr: 'La gravure ne peut pas dépasser 20 caractères',
    en: 'Engraving cannot exceed 20 characters',
  },
};

const LOCALES: readonly Locale[] = ['fr', 'en'];

// 12:30 in London (BST) on 2 June 2027: 12:00 has begun, 14:00 has not.
const NOW = new Date('2027-06-02T11:30:00Z');
const slotSchema = (locale: Locale) => bookingSlotStepSchema({ locale, now: NOW, timeZone: 'Europe/London' });

const email = 'emilie@example.fr';
const valid = {
  signUp: { fullName: 'Émilie Dubois', email, password: 'secret1', confirmPassword: 'secret1' },
  signIn: { email, password: 'x' },
  reset: { email },
  newPassword: { password: 'secret1', confirmPassword: 'secret1' },
  changePassword: { currentPassword: 'old-secret', newPassword: 'secret1', confirmPassword: 'secret1' },
  slot: { date: '2027-06-03', time: '14:00' },
  contact: { firstName: 'Émilie', lastName: 'Dubois', email, phone: '+44 20 7946 0958', message: '' },
  review: { rating: 5, name: 'Émilie', email, comment: 'Une bague superbe.' },
  item: { description: 'Bague solitaire', quantity: 1, price: '19.99' },
  client: { name: 'Émilie Dubois', email, phone: '+44 20 7946 0958', birthday: '1990-11-03', rating: 5 },
};

interface Case {
  readonly id: ValidationMessageId;
  readonly what: string;
  readonly schema: (locale: Locale) => z.ZodType;
  readonly input: unknown;
  readonly path: string;
  /** Values for the message's placeholders ('{digits}'). */
  readonly vars?: Readonly<Record<string, string>>;
}

const LEAD = { name: 'Émilie', email: 'emilie@example.fr', message: 'Une bague' };

const CASES: readonly Case[] = [
  // Showroom builder
  {
    id: 'builder.url.invalid',
    what: 'a javascript: image address',
    schema: showroomBlocksSchema,
    input: { blocks: [{ id: '1', type: 'image', content: { url: 'javascript:alert(1)', alt: '' } }] },
    path: 'blocks.0.content.url',
  },
  {
    id: 'builder.text.long',
    what: 'a 121-letter hero title',
    schema: showroomBlocksSchema,
    input: {
      blocks: [{ id: '1', type: 'hero', content: { title: 'x'.repeat(121), subtitle: '', image: '' } }],
    },
    path: 'blocks.0.content.title',
  },
  {
    id: 'builder.email.invalid',
    what: 'a contact email without @',
    schema: showroomBlocksSchema,
    input: { blocks: [{ id: '1', type: 'contact', content: { email: 'shop', phone: '', address: '' } }] },
    path: 'blocks.0.content.email',
  },
  {
    id: 'builder.blocks.max',
    what: '51 blocks',
    schema: showroomBlocksSchema,
    input: {
      blocks: Array.from({ length: 51 }, (_, i) => ({ id: String(i), type: 'text', content: { text: '' } })),
    },
    path: 'blocks',
  },
  {
    id: 'builder.blocks.duplicateId',
    what: 'two blocks with one id',
    schema: showroomBlocksSchema,
    input: {
      blocks: [
        { id: '1', type: 'hero', content: { title: 'T', subtitle: 'S', image: '' } },
        { id: '1', type: 'hero', content: { title: 'T', subtitle: 'S', image: '' } },
      ],
    },
    path: 'blocks',
  },
  // Showroom leads and the enquiry basket
  {
    id: 'lead.name.required',
    what: 'a blank name',
    schema: customRequestSchema,
    input: { ...LEAD, name: ' ' },
    path: 'name',
  },
  {
    id: 'lead.name.max',
    what: 'a 101-letter name',
    schema: customRequestSchema,
    input: { ...LEAD, name: 'a'.repeat(101) },
    path: 'name',
  },
  {
    id: 'lead.email.required',
    what: 'no email',
    schema: customRequestSchema,
    input: { ...LEAD, email: '' },
    path: 'email',
  },
  {
    id: 'lead.email.invalid',
    what: 'an email without @',
    schema: customRequestSchema,
    input: { ...LEAD, email: 'a.example' },
    path: 'email',
  },
  {
    id: 'lead.phone.invalid',
    what: 'letters in a phone',
    schema: customRequestSchema,
    input: { ...LEAD, phone: 'abc' },
    path: 'phone',
  },
  {
    id: 'lead.message.required',
    what: 'no description',
    schema: customRequestSchema,
    input: { ...LEAD, message: ' ' },
    path: 'message',
  },
  {
    id: 'lead.message.max',
    what: 'a 2001-letter description',
    schema: customRequestSchema,
    input: { ...LEAD, message: 'a'.repeat(2001) },
    path: 'message',
  },
  {
    id: 'lead.budget.max',
    what: 'a 101-letter budget',
    schema: customRequestSchema,
    input: { ...LEAD, budget: 'a'.repeat(101) },
    path: 'budget',
  },
  {
    id: 'lead.photos.max',
    what: 'four photos',
    schema: customRequestSchema,
    input: {
      ...LEAD,
      message: 'Une bague',
      photoIds: [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`),
    },
    path: 'photoIds',
  },
  {
    id: 'basket.items.min',
    what: 'an empty basket',
    schema: basketEnquirySchema,
    input: { ...LEAD, items: [] },
    path: 'items',
  },
  {
    id: 'basket.items.max',
    what: '21 pieces',
    schema: basketEnquirySchema,
    input: { ...LEAD, items: Array.from({ length: 21 }, () => ({ ref: 1 })) },
    path: 'items',
  },
  // Settings
  {
    id: 'settings.name.max',
    what: 'a 101-letter first name',
    schema: profileSchema,
    input: { firstName: 'a'.repeat(101) },
    path: 'firstName',
  },
  {
    id: 'settings.phone.invalid',
    what: 'letters in a phone',
    schema: profileSchema,
    input: { phone: 'abc' },
    path: 'phone',
  },
  {
    id: 'settings.business.name.required',
    what: 'a blank shop name',
    schema: businessSchema,
    input: { name: ' ' },
    path: 'name',
  },
  {
    id: 'settings.business.name.max',
    what: 'a 201-letter shop name',
    schema: businessSchema,
    input: { name: 'a'.repeat(201) },
    path: 'name',
  },
  {
    id: 'settings.business.address.max',
    what: 'a 501-letter address',
    schema: businessSchema,
    input: { name: 'A', address: 'a'.repeat(501) },
    path: 'address',
  },
  {
    id: 'settings.business.city.max',
    what: 'a 121-letter city',
    schema: businessSchema,
    input: { name: 'A', city: 'a'.repeat(121) },
    path: 'city',
  },
  {
    id: 'settings.business.postalCode.invalid',
    what: 'a postal code with symbols',
    schema: businessSchema,
    input: { name: 'A', postalCode: '@@@' },
    path: 'postalCode',
  },
  {
    id: 'settings.business.vat.invalid',
    what: 'a VAT number without its country',
    schema: businessSchema,
    input: { name: 'A', vatNumber: '123456789' },
    path: 'vatNumber',
  },
  {
    id: 'settings.business.ringSizeSystem.invalid',
    what: 'a ring-size system that does not exist',
    schema: businessSchema,
    input: { name: 'A', ringSizeSystem: 'mars' },
    path: 'ringSizeSystem',
  },
  {
    id: 'settings.business.country.invalid',
    what: 'a country written out',
    schema: businessSchema,
    input: { name: 'A', country: 'France' },
    path: 'country',
  },
  {
    id: 'settings.business.region.invalid',
    what: 'a region without its country',
    schema: businessSchema,
    input: { name: 'A', region: 'QC' },
    path: 'region',
  },
  {
    id: 'settings.business.currency.invalid',
    what: 'a currency that is no ISO 4217 code',
    schema: businessSchema,
    input: { name: 'A', currency: 'EURO' },
    path: 'currency',
  },
  {
    id: 'settings.business.timeZone.invalid',
    what: 'a city that is no time zone',
    schema: businessSchema,
    input: { name: 'A', timeZone: 'Europe/Lyon' },
    path: 'timeZone',
  },
  {
    id: 'settings.business.registration.invalid',
    what: 'a SIREN of 41 characters',
    schema: businessSchema,
    input: { name: 'A', taxRegistration: { siren: '1'.repeat(41) } },
    path: 'taxRegistration.siren',
  },
  {
    id: 'settings.business.promise.max',
    what: 'a delivery line of 201 characters',
    schema: businessSchema,
    input: { name: 'A', promises: { delivery: { fr: 'x'.repeat(201), en: 'Free delivery' } } },
    path: 'promises.delivery.fr',
  },
  {
    id: 'settings.email.invalid',
    what: 'a shop email without @',
    schema: businessSchema,
    input: { name: 'A', email: 'shop.example' },
    path: 'email',
  },
  // Clients
  {
    id: 'client.name.required',
    what: 'a blank name',
    schema: clientInputSchema,
    input: { ...valid.client, name: '  ' },
    path: 'name',
  },
  {
    id: 'client.name.required',
    what: 'no name at all',
    schema: clientInputSchema,
    input: { email },
    path: 'name',
  },
  {
    id: 'client.name.max',
    what: 'a 201-character name',
    schema: clientInputSchema,
    input: { ...valid.client, name: 'a'.repeat(201) },
    path: 'name',
  },
  {
    id: 'client.email.invalid',
    what: 'an email without @',
    schema: clientInputSchema,
    input: { ...valid.client, email: 'emilie.example.fr' },
    path: 'email',
  },
  {
    id: 'client.phone.invalid',
    what: 'letters in a phone number',
    schema: clientInputSchema,
    input: { ...valid.client, phone: 'call me' },
    path: 'phone',
  },
  {
    id: 'client.location.max',
    what: 'a 201-character city',
    schema: clientPatchSchema,
    input: { location: 'x'.repeat(201) },
    path: 'location',
  },
  {
    id: 'client.notes.max',
    what: '5001 characters of notes',
    schema: clientPatchSchema,
    input: { notes: 'x'.repeat(5001) },
    path: 'notes',
  },
  {
    id: 'client.date.invalid',
    what: 'the 31st of February',
    schema: clientInputSchema,
    input: { ...valid.client, anniversary: '2020-02-31' },
    path: 'anniversary',
  },
  {
    id: 'client.birthday.future',
    what: 'a birthday next century',
    schema: clientInputSchema,
    input: { ...valid.client, birthday: '2199-01-01' },
    path: 'birthday',
  },
  {
    id: 'client.country.invalid',
    what: 'a country of three letters',
    schema: clientInputSchema,
    input: { ...valid.client, country: 'FRA' },
    path: 'country',
  },
  {
    id: 'client.vatNumber.invalid',
    what: 'a VAT number with a slash',
    schema: clientPatchSchema,
    input: { vatNumber: 'FR12/345' },
    path: 'vatNumber',
  },
  {
    id: 'client.vatNumber.country',
    what: 'a UK VAT number for a French client',
    schema: clientInputSchema,
    input: { ...valid.client, country: 'FR', vatNumber: 'GB123456789' },
    path: 'vatNumber',
  },
  {
    id: 'client.rating.range',
    what: 'a rating of 6',
    schema: clientInputSchema,
    input: { ...valid.client, rating: 6 },
    path: 'rating',
  },
  {
    id: 'client.ringSize.range',
    what: 'a 5 mm ring',
    schema: clientPatchSchema,
    input: { ringSizes: [{ finger: 'left ring', diameterMm: 5 }] },
    path: 'ringSizes.0.diameterMm',
  },
  {
    id: 'client.ringSize.finger',
    what: 'a ring size without its finger',
    schema: clientPatchSchema,
    input: { ringSizes: [{ finger: '', diameterMm: 17 }] },
    path: 'ringSizes.0.finger',
  },
  {
    id: 'client.ringSizes.max',
    what: 'eleven ring sizes',
    schema: clientPatchSchema,
    input: { ringSizes: Array.from({ length: 11 }, () => ({ finger: 'x', diameterMm: 17 })) },
    path: 'ringSizes',
  },
  {
    id: 'client.status.invalid',
    what: 'an unknown status',
    schema: clientPatchSchema,
    input: { status: 'gold' },
    path: 'status',
  },
  // Sign-up
  {
    id: 'auth.fullName.min',
    what: 'a 1-letter name once trimmed',
    schema: signUpSchema,
    input: { ...valid.signUp, fullName: ' A ' },
    path: 'fullName',
  },
  {
    id: 'auth.fullName.min',
    what: 'a missing name',
    schema: signUpSchema,
    input: { ...valid.signUp, fullName: undefined },
    path: 'fullName',
  },
  {
    id: 'auth.fullName.max',
    what: 'a 101-letter name',
    schema: signUpSchema,
    input: { ...valid.signUp, fullName: 'a'.repeat(101) },
    path: 'fullName',
  },
  {
    id: 'auth.email.invalid',
    what: 'a malformed email',
    schema: signUpSchema,
    input: { ...valid.signUp, email: 'emilie@' },
    path: 'email',
  },
  {
    id: 'auth.email.invalid',
    what: 'an empty email',
    schema: signUpSchema,
    input: { ...valid.signUp, email: '' },
    path: 'email',
  },
  {
    id: 'auth.password.min',
    what: 'a 5-character password',
    schema: signUpSchema,
    input: { ...valid.signUp, password: '12345', confirmPassword: '12345' },
    path: 'password',
  },
  {
    id: 'auth.password.max',
    what: 'a 73-character password',
    schema: signUpSchema,
    input: { ...valid.signUp, password: 'a'.repeat(73), confirmPassword: 'a'.repeat(73) },
    path: 'password',
  },
  {
    id: 'auth.confirmPassword.mismatch',
    what: 'a different confirmation',
    schema: signUpSchema,
    input: { ...valid.signUp, confirmPassword: 'secret2' },
    path: 'confirmPassword',
  },
  // Sign-in
  {
    id: 'auth.email.invalid',
    what: 'a malformed email',
    schema: signInSchema,
    input: { ...valid.signIn, email: 'emilie.example.fr' },
    path: 'email',
  },
  {
    id: 'auth.password.required',
    what: 'an empty password',
    schema: signInSchema,
    input: { ...valid.signIn, password: '' },
    path: 'password',
  },
  {
    id: 'auth.password.required',
    what: 'a missing password',
    schema: signInSchema,
    input: { email },
    path: 'password',
  },
  // Password reset, new password, change password
  {
    id: 'auth.email.invalid',
    what: 'a malformed email',
    schema: passwordResetRequestSchema,
    input: { email: 'nope' },
    path: 'email',
  },
  {
    id: 'auth.password.min',
    what: 'a short new password',
    schema: newPasswordSchema,
    input: { password: '123', confirmPassword: '123' },
    path: 'password',
  },
  {
    id: 'auth.confirmPassword.mismatch',
    what: 'a different confirmation',
    schema: newPasswordSchema,
    input: { ...valid.newPassword, confirmPassword: 'other' },
    path: 'confirmPassword',
  },
  {
    id: 'auth.currentPassword.required',
    what: 'no current password',
    schema: changePasswordSchema,
    input: { ...valid.changePassword, currentPassword: '' },
    path: 'currentPassword',
  },
  {
    id: 'auth.password.min',
    what: 'a short new password',
    schema: changePasswordSchema,
    input: { ...valid.changePassword, newPassword: '123', confirmPassword: '123' },
    path: 'newPassword',
  },
  {
    id: 'auth.password.max',
    what: 'a 73-character new password',
    schema: changePasswordSchema,
    input: { ...valid.changePassword, newPassword: 'b'.repeat(73), confirmPassword: 'b'.repeat(73) },
    path: 'newPassword',
  },
  {
    id: 'auth.confirmPassword.mismatch',
    what: 'a different confirmation',
    schema: changePasswordSchema,
    input: { ...valid.changePassword, confirmPassword: 'secret2' },
    path: 'confirmPassword',
  },
  {
    id: 'auth.newPassword.sameAsCurrent',
    what: 'the current password again',
    schema: changePasswordSchema,
    input: { currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' },
    path: 'newPassword',
  },
  // Booking wizard
  {
    id: 'booking.type.required',
    what: 'no type',
    schema: bookingTypeStepSchema,
    input: { type: null },
    path: 'type',
  },
  {
    id: 'booking.type.required',
    what: 'a type that is no service key',
    schema: bookingTypeStepSchema,
    input: { type: 'Coffee!' },
    path: 'type',
  },
  {
    id: 'booking.slot.required',
    what: 'no date',
    schema: slotSchema,
    input: { ...valid.slot, date: '' },
    path: 'date',
  },
  {
    id: 'booking.slot.required',
    what: 'no time',
    schema: slotSchema,
    input: { ...valid.slot, time: undefined },
    path: 'time',
  },
  {
    id: 'booking.slot.required',
    what: 'a time outside the slots',
    schema: slotSchema,
    input: { ...valid.slot, time: '13:00' },
    path: 'time',
  },
  {
    id: 'booking.date.past',
    what: 'yesterday',
    schema: slotSchema,
    input: { ...valid.slot, date: '2027-06-01' },
    path: 'date',
  },
  {
    id: 'booking.time.past',
    what: 'a slot of today already begun',
    schema: slotSchema,
    input: { date: '2027-06-02', time: '12:00' },
    path: 'time',
  },
  // Booking contact
  {
    id: 'booking.firstName.required',
    what: 'a blank first name',
    schema: bookingContactSchema,
    input: { ...valid.contact, firstName: '   ' },
    path: 'firstName',
  },
  {
    id: 'booking.firstName.max',
    what: 'a 101-letter first name',
    schema: bookingContactSchema,
    input: { ...valid.contact, firstName: 'a'.repeat(101) },
    path: 'firstName',
  },
  {
    id: 'booking.lastName.required',
    what: 'a missing last name',
    schema: bookingContactSchema,
    input: { ...valid.contact, lastName: undefined },
    path: 'lastName',
  },
  {
    id: 'booking.lastName.max',
    what: 'a 101-letter last name',
    schema: bookingContactSchema,
    input: { ...valid.contact, lastName: 'a'.repeat(101) },
    path: 'lastName',
  },
  {
    id: 'booking.email.required',
    what: 'an empty email',
    schema: bookingContactSchema,
    input: { ...valid.contact, email: '' },
    path: 'email',
  },
  {
    id: 'booking.email.invalid',
    what: 'a malformed email',
    schema: bookingContactSchema,
    input: { ...valid.contact, email: 'emilie@example' },
    path: 'email',
  },
  {
    id: 'booking.email.invalid',
    what: 'an over-long email',
    schema: bookingContactSchema,
    input: { ...valid.contact, email: `${'a'.repeat(250)}@b.fr` },
    path: 'email',
  },
  {
    id: 'booking.phone.required',
    what: 'an empty phone',
    schema: bookingContactSchema,
    input: { ...valid.contact, phone: ' ' },
    path: 'phone',
  },
  {
    id: 'booking.phone.invalid',
    what: 'letters in the phone',
    schema: bookingContactSchema,
    input: { ...valid.contact, phone: '06 12 ab' },
    path: 'phone',
  },
  {
    id: 'booking.phone.invalid',
    what: 'too few digits',
    schema: bookingContactSchema,
    input: { ...valid.contact, phone: '123' },
    path: 'phone',
  },
  {
    id: 'booking.message.max',
    what: 'a 2001-character message',
    schema: bookingContactSchema,
    input: { ...valid.contact, message: 'a'.repeat(2001) },
    path: 'message',
  },
  // Review
  {
    id: 'review.rating.required',
    what: 'no star (0)',
    schema: reviewSchema,
    input: { ...valid.review, rating: 0 },
    path: 'rating',
  },
  {
    id: 'review.rating.required',
    what: 'a missing rating',
    schema: reviewSchema,
    input: { ...valid.review, rating: undefined },
    path: 'rating',
  },
  {
    id: 'review.rating.required',
    what: 'a rating of 6',
    schema: reviewSchema,
    input: { ...valid.review, rating: 6 },
    path: 'rating',
  },
  {
    id: 'review.rating.required',
    what: 'half a star',
    schema: reviewSchema,
    input: { ...valid.review, rating: 2.5 },
    path: 'rating',
  },
  {
    id: 'review.name.required',
    what: 'an empty name',
    schema: reviewSchema,
    input: { ...valid.review, name: '' },
    path: 'name',
  },
  {
    id: 'review.name.max',
    what: 'a 101-letter name',
    schema: reviewSchema,
    input: { ...valid.review, name: 'a'.repeat(101) },
    path: 'name',
  },
  {
    id: 'review.email.required',
    what: 'an empty email',
    schema: reviewSchema,
    input: { ...valid.review, email: '  ' },
    path: 'email',
  },
  {
    id: 'review.email.invalid',
    what: 'a malformed email',
    schema: reviewSchema,
    input: { ...valid.review, email: '@example.fr' },
    path: 'email',
  },
  {
    id: 'review.comment.required',
    what: 'an empty comment',
    schema: reviewSchema,
    input: { ...valid.review, comment: '' },
    path: 'comment',
  },
  {
    id: 'review.comment.max',
    what: 'a 2001-character comment',
    schema: reviewSchema,
    input: { ...valid.review, comment: 'a'.repeat(2001) },
    path: 'comment',
  },
  // Invoice
  { id: 'invoice.items.min', what: 'no line', schema: invoiceItemsSchema, input: [], path: FORM_ERROR_KEY },
  {
    id: 'invoice.item.description.required',
    what: 'an empty description',
    schema: invoiceItemSchema,
    input: { ...valid.item, description: ' ' },
    path: 'description',
  },
  {
    id: 'invoice.item.description.max',
    what: 'a 501-character description',
    schema: invoiceItemSchema,
    input: { ...valid.item, description: 'a'.repeat(501) },
    path: 'description',
  },
  {
    id: 'invoice.item.quantity.invalid',
    what: 'a quantity of 0',
    schema: invoiceItemSchema,
    input: { ...valid.item, quantity: 0 },
    path: 'quantity',
  },
  {
    id: 'invoice.item.quantity.invalid',
    what: 'a fractional quantity',
    schema: invoiceItemSchema,
    input: { ...valid.item, quantity: 1.5 },
    path: 'quantity',
  },
  {
    id: 'invoice.item.quantity.invalid',
    what: 'an empty quantity',
    schema: invoiceItemSchema,
    input: { ...valid.item, quantity: '' },
    path: 'quantity',
  },
  {
    id: 'invoice.item.quantity.invalid',
    what: 'a quantity in words',
    schema: invoiceItemSchema,
    input: { ...valid.item, quantity: 'two' },
    path: 'quantity',
  },
  {
    id: 'invoice.item.quantity.max',
    what: 'a quantity of 10000',
    schema: invoiceItemSchema,
    input: { ...valid.item, quantity: 10_000 },
    path: 'quantity',
  },
  {
    id: 'invoice.item.price.required',
    what: 'an empty price',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.invalid',
    what: 'a price in words',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: 'free' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.invalid',
    what: 'a price with a symbol',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '£5' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.invalid',
    what: 'a missing price',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: null },
    path: 'price',
  },
  {
    id: 'invoice.item.price.min',
    what: 'a negative price',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: -1 },
    path: 'price',
  },
  {
    id: 'invoice.item.price.min',
    what: 'a negative price string',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '-0.01' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.decimals',
    what: 'a 3-decimal price string',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '1.999' },
    path: 'price',
    vars: { digits: '2' },
  },
  {
    id: 'invoice.item.price.decimals',
    what: 'a 3-decimal price number',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: 1.005 },
    path: 'price',
    vars: { digits: '2' },
  },
  {
    id: 'invoice.item.price.wholeUnits',
    what: 'a decimal in yen',
    schema: (locale) => invoiceItemSchema(locale, 'JPY'),
    input: { ...valid.item, price: '1500.5' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.max',
    what: 'a price over £10 million',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '10000000.01' },
    path: 'price',
  },
  {
    id: 'invoice.item.price.max',
    what: 'a price beyond the safe range',
    schema: invoiceItemSchema,
    input: { ...valid.item, price: '99999999999999999' },
    path: 'price',
  },
  // Engraving
  {
    id: 'engraving.max',
    what: '21 characters',
    schema: engravingSchema,
    input: 'a'.repeat(21),
    path: FORM_ERROR_KEY,
  },
];

/** Ids shown as toast titles rather than under a field. */
const TOAST_TITLE_IDS: readonly ValidationMessageId[] = ['booking.selection.title', 'review.rating.title'];

describe('the message catalogue', () => {
  it('holds exactly the expected texts in French and English', () => {
    expect(Object.keys(validationMessages.fr).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(validationMessages.en).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [id, texts] of Object.entries(EXPECTED) as [
      ValidationMessageId,
      { fr: string; en: string },
    ][]) {
      expect(validationMessage(id, 'fr')).toBe(texts.fr);
      expect(validationMessage(id, 'en')).toBe(texts.en);
    }
  });

  it('keeps the spec texts in French, the default', () => {
    expect(validationMessage('auth.fullName.min')).toBe('Le nom doit contenir au moins 2 caractères');
    expect(validationMessage('auth.email.invalid')).toBe('Email invalide');
    expect(validationMessage('auth.password.min')).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(validationMessage('auth.confirmPassword.mismatch')).toBe('Les mots de passe ne correspondent pas');
    expect(validationMessage('auth.password.required')).toBe('Mot de passe requis');
  });

  it('falls back to French for an unknown locale', () => {
    expect(messagesFor('de' as Locale)).toBe(validationMessages.fr);
  });

  it('states limits that match the messages', () => {
    expect(FIELD_LIMITS).toMatchObject({ nameMax: 100, passwordMax: 72, messageMax: 2000, commentMax: 2000 });
  });

  it('has a schema case for every field message', () => {
    // 'text.control' is given by the API's input guard for every field (apps/api middleware/edge.ts).
    const covered = new Set<ValidationMessageId>([
      ...CASES.map((c) => c.id),
      ...TOAST_TITLE_IDS,
      'text.control',
      // Given by the API, which knows the business's stored country and its recorded amounts (ADR 051).
      'settings.business.registration.required',
      'settings.business.currency.locked',
    ]);
    expect([...covered].sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe('toast pairs', () => {
  it("gives the booking wizard's 'Selection Required' pairs", () => {
    for (const locale of LOCALES) {
      expect(bookingSelectionRequired(1, locale)).toEqual({
        title: EXPECTED['booking.selection.title'][locale],
        description: EXPECTED['booking.type.required'][locale],
      });
      expect(bookingSelectionRequired(2, locale)).toEqual({
        title: EXPECTED['booking.selection.title'][locale],
        description: EXPECTED['booking.slot.required'][locale],
      });
    }
    expect(bookingSelectionRequired(1)).toEqual({
      title: 'Selection Required',
      description: 'Please select an appointment type to continue.',
    });
  });

  it("gives the review's 'Rating Required' pair", () => {
    for (const locale of LOCALES) {
      expect(reviewRatingRequired(locale)).toEqual({
        title: EXPECTED['review.rating.title'][locale],
        description: EXPECTED['review.rating.required'][locale],
      });
    }
    expect(reviewRatingRequired()).toEqual({
      title: 'Rating Required',
      description: 'Please select a rating before submitting.',
    });
  });
});

describe('every message on its field, in both languages', () => {
  for (const testCase of CASES) {
    for (const locale of LOCALES) {
      it(`${testCase.id} [${locale}]: ${testCase.what}`, () => {
        const result = testCase.schema(locale).safeParse(testCase.input);
        expect(result.success).toBe(false);
        if (result.success) return;
        // The one failing field, with its one message: the rest of the input is valid.
        const expected = Object.entries(testCase.vars ?? {}).reduce(
          (text, [name, value]) => text.replace(`{${name}}`, value),
          EXPECTED[testCase.id][locale],
        );
        expect(fieldErrors(result.error)).toEqual({ [testCase.path]: expected });
      });
    }
  }
});
