import {
  APPOINTMENT_SERVICE_LIMITS,
  isOwnServiceKey,
  isServiceKey,
} from '@carat/domain/appointment-services';
import {
  DEFAULT_LOCALE,
  defineMessages,
  LOCALES,
  type Locale,
  localize,
  type Messages,
} from '@carat/domain/locale';
import { isCurrency } from '@carat/domain/money';
import { APPOINTMENT_MODES, CATEGORY_NAME_MAX, isProductCategory } from '@carat/domain/showroom';
import { safeBlockUrl } from '@carat/domain/showroom-blocks';
import { z } from 'zod';
import { emptyToNull, perLocale } from '#lib/fields.ts';
import { hasForbiddenControl } from '#lib/text.ts';

/**
 * What a jeweller sets around the catalogue: collections, collaborations, review
 * moderation, the appointment types ('services') and the showroom settings. The dashboard's forms and
 * the API's routes parse with the same schemas; the messages are French and English.
 */
export const CATALOGUE_SETTINGS_LIMITS = {
  collectionNameMax: 120,
  collectionDescriptionMax: 2000,
  collectionProductsMax: 500,
  imageUrlMax: 1000,
  collaborationTitleMax: 200,
  celebrityMax: 200,
  collaborationDescriptionMax: 2000,
  collaborationYearMin: 1900,
  collaborationYearMax: 2100,
  positionMax: 10_000,
  replyMax: 2000,
  searchMax: 100,
  pageSizeMax: 100,
  showroomNameMax: 200,
  taglineMax: 300,
  cityMax: 120,
  addressMax: 500,
  socialUrlMax: 300,
  slugMin: 2,
  slugMax: 63,
  foundedYearMin: 1800,
} as const;

/** The social networks a showroom may link to, in the order the showroom shows them. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'tiktok',
  'x',
  'pinterest',
  'youtube',
  'whatsapp',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const L = CATALOGUE_SETTINGS_LIMITS;
const S = APPOINTMENT_SERVICE_LIMITS;

const fr = {
  'catalogueSettings.text.control': 'Ce champ contient un caractère invisible non autorisé',
  'catalogueSettings.image.invalid': 'Adresse d’image invalide (http, https ou une image téléversée)',
  'catalogueSettings.position.invalid': 'Position invalide',
  'collection.name.required': 'Donnez un nom à la collection, en français ou en anglais',
  'collection.name.max': `Le nom doit contenir au plus ${L.collectionNameMax} caractères`,
  'collection.description.max': `La description doit contenir au plus ${L.collectionDescriptionMax} caractères`,
  'collection.products.invalid': 'Choisissez des pièces de votre catalogue',
  'collection.products.max': `Au plus ${L.collectionProductsMax} pièces par collection`,
  'collection.products.duplicate': 'Cette pièce est déjà dans la collection',
  'collection.products.unknown': 'Cette pièce n’est pas dans votre catalogue',
  'category.key.invalid':
    'Code invalide : des lettres majuscules sans accent, des chiffres ou _ (40 au plus, ALL est réservé)',
  'category.key.taken': 'Cette catégorie existe déjà',
  'category.nameFr.required': 'Nom en français requis',
  'category.nameEn.required': 'Nom en anglais requis',
  'category.name.max': `Le nom doit contenir au plus ${CATEGORY_NAME_MAX} caractères`,
  'category.order.invalid': 'Donnez chacune de vos catégories, une fois, dans l’ordre voulu',
  'category.moveTo.invalid': 'Choisissez une autre de vos catégories pour y déplacer les pièces',
  'category.last': 'Gardez au moins une catégorie : ajoutez-en une autre avant de supprimer celle-ci',
  'category.unknown': 'Cette catégorie n’existe pas dans votre catalogue : choisissez-en une de la liste',
  'collaboration.title.required': 'Titre requis',
  'collaboration.title.max': `Le titre doit contenir au plus ${L.collaborationTitleMax} caractères`,
  'collaboration.celebrity.required': 'Nom de la célébrité requis',
  'collaboration.celebrity.max': `Le nom doit contenir au plus ${L.celebrityMax} caractères`,
  'collaboration.year.invalid': `L’année doit être comprise entre ${L.collaborationYearMin} et ${L.collaborationYearMax}`,
  'collaboration.description.max': `La description doit contenir au plus ${L.collaborationDescriptionMax} caractères`,
  'moderation.status.invalid': 'Statut inconnu (visible ou masqué)',
  'moderation.reply.max': `La réponse doit contenir au plus ${L.replyMax} caractères`,
  'service.key.invalid':
    'Code invalide : des lettres minuscules sans accent, des chiffres ou des tirets (40 au plus), autre que ceux des quatre rendez-vous par défaut',
  'service.key.taken': 'Ce service existe déjà',
  'service.nameFr.required': 'Nom en français requis',
  'service.nameEn.required': 'Nom en anglais requis',
  'service.name.max': `Le nom doit contenir au plus ${S.nameMax} caractères`,
  'service.mode.invalid': 'Choisissez comment il a lieu : téléphone, vidéo ou en personne',
  'service.order.invalid': 'Donnez chacun de vos services, une fois, dans l’ordre voulu',
  'service.default.delete': 'Un rendez-vous par défaut ne se supprime pas : masquez-le',
  'service.max': `Au plus ${S.servicesMax} services`,
  'service.type.invalid': 'Type de rendez-vous inconnu',
  'service.type.duplicate': 'Ce type de rendez-vous apparaît deux fois',
  'service.type.disabled': 'Ce type de rendez-vous n’est pas proposé : choisissez-en un autre',
  'service.list.invalid': `Donnez de un à ${S.servicesMax} services`,
  'service.duration.invalid': `La durée doit être un nombre entier de minutes entre ${S.durationMinMinutes} et ${S.durationMaxMinutes}`,
  'service.duration.order': 'La durée minimale ne peut pas dépasser la durée maximale',
  'service.price.invalid': 'Le prix doit être un montant positif ou nul en centimes, 100 000 au plus',
  'service.price.order': 'Le prix minimal ne peut pas dépasser le prix maximal',
  'service.currency.invalid': 'Devise inconnue',
  'service.description.max': `La description doit contenir au plus ${S.descriptionMax} caractères`,
  'service.deposit.invalid': 'L’acompte doit être un montant positif ou nul en centimes',
  'service.deposit.max': 'L’acompte ne peut pas dépasser le prix maximal',
  'showroom.slug.invalid': `L’adresse doit contenir de ${L.slugMin} à ${L.slugMax} lettres minuscules sans accent, chiffres ou tirets (sans tiret au début ni à la fin)`,
  'showroom.slug.taken': 'Cette adresse est déjà prise : choisissez-en une autre',
  'showroom.name.required': 'Nom de la boutique requis',
  'showroom.name.max': `Le nom doit contenir au plus ${L.showroomNameMax} caractères`,
  'showroom.tagline.max': `Le slogan doit contenir au plus ${L.taglineMax} caractères`,
  'showroom.city.max': `La ville doit contenir au plus ${L.cityMax} caractères`,
  'showroom.foundedYear.invalid': `L’année de création doit être comprise entre ${L.foundedYearMin} et l’année en cours`,
  'showroom.social.invalid': 'Lien invalide : une adresse https',
  'showroom.email.invalid': 'Email invalide',
  'showroom.phone.invalid': 'Numéro de téléphone invalide',
  'showroom.address.max': `L’adresse doit contenir au plus ${L.addressMax} caractères`,
  'showroom.postalCode.invalid': 'Code postal invalide',
  'showroom.languages.invalid': 'Proposez le français, l’anglais ou les deux',
};

export type CatalogueSettingsMessageId = keyof typeof fr;
export type CatalogueSettingsMessages = Messages<CatalogueSettingsMessageId>;

const en: CatalogueSettingsMessages = {
  'catalogueSettings.text.control': 'This field contains an invisible character that is not allowed',
  'catalogueSettings.image.invalid': 'Invalid image address (http, https or an uploaded image)',
  'catalogueSettings.position.invalid': 'Invalid position',
  'collection.name.required': 'Give the collection a name, in French or in English',
  'collection.name.max': `The name must be at most ${L.collectionNameMax} characters`,
  'collection.description.max': `The description must be at most ${L.collectionDescriptionMax} characters`,
  'collection.products.invalid': 'Choose pieces from your catalogue',
  'collection.products.max': `At most ${L.collectionProductsMax} pieces per collection`,
  'collection.products.duplicate': 'This piece is already in the collection',
  'collection.products.unknown': 'This piece is not in your catalogue',
  'category.key.invalid':
    'Invalid code: upper-case letters without accents, digits or _ (40 at most, ALL is reserved)',
  'category.key.taken': 'This category already exists',
  'category.nameFr.required': 'French name required',
  'category.nameEn.required': 'English name required',
  'category.name.max': `The name must be at most ${CATEGORY_NAME_MAX} characters`,
  'category.order.invalid': 'Give each of your categories, once, in the order you want',
  'category.moveTo.invalid': 'Choose another of your categories to move the pieces to',
  'category.last': 'Keep at least one category: add another before deleting this one',
  'category.unknown': 'This category is not in your catalogue: choose one from the list',
  'collaboration.title.required': 'Title required',
  'collaboration.title.max': `The title must be at most ${L.collaborationTitleMax} characters`,
  'collaboration.celebrity.required': 'Celebrity name required',
  'collaboration.celebrity.max': `The name must be at most ${L.celebrityMax} characters`,
  'collaboration.year.invalid': `The year must be between ${L.collaborationYearMin} and ${L.collaborationYearMax}`,
  'collaboration.description.max': `The description must be at most ${L.collaborationDescriptionMax} characters`,
  'moderation.status.invalid': 'Unknown status (shown or hidden)',
  'moderation.reply.max': `The reply must be at most ${L.replyMax} characters`,
  'service.key.invalid':
    'Invalid code: lower-case letters without accents, digits or hyphens (40 at most), other than those of the four default appointments',
  'service.key.taken': 'This service already exists',
  'service.nameFr.required': 'French name required',
  'service.nameEn.required': 'English name required',
  'service.name.max': `The name must be at most ${S.nameMax} characters`,
  'service.mode.invalid': 'Choose how it takes place: phone, video or in person',
  'service.order.invalid': 'Give each of your services, once, in the order you want',
  'service.default.delete': 'A default appointment cannot be deleted: hide it',
  'service.max': `At most ${S.servicesMax} services`,
  'service.type.invalid': 'Unknown appointment type',
  'service.type.duplicate': 'This appointment type appears twice',
  'service.type.disabled': 'This appointment type is not offered: choose another one',
  'service.list.invalid': `Give one to ${S.servicesMax} services`,
  'service.duration.invalid': `The duration must be a whole number of minutes from ${S.durationMinMinutes} to ${S.durationMaxMinutes}`,
  'service.duration.order': 'The shortest duration cannot exceed the longest',
  'service.price.invalid': 'The price must be an amount of zero or more in minor units, 100,000 at most',
  'service.price.order': 'The lowest price cannot exceed the highest',
  'service.currency.invalid': 'Unknown currency',
  'service.description.max': `The description must be at most ${S.descriptionMax} characters`,
  'service.deposit.invalid': 'The deposit must be an amount of zero or more in minor units',
  'service.deposit.max': 'The deposit cannot exceed the highest price',
  'showroom.slug.invalid': `The address must be ${L.slugMin} to ${L.slugMax} lower-case letters without accents, digits or hyphens (no hyphen first or last)`,
  'showroom.slug.taken': 'This address is already taken: choose another one',
  'showroom.name.required': 'Shop name required',
  'showroom.name.max': `The name must be at most ${L.showroomNameMax} characters`,
  'showroom.tagline.max': `The tagline must be at most ${L.taglineMax} characters`,
  'showroom.city.max': `The city must be at most ${L.cityMax} characters`,
  'showroom.foundedYear.invalid': `The founding year must be between ${L.foundedYearMin} and this year`,
  'showroom.social.invalid': 'Invalid link: an https address',
  'showroom.email.invalid': 'Invalid email',
  'showroom.phone.invalid': 'Invalid phone number',
  'showroom.address.max': `The address must be at most ${L.addressMax} characters`,
  'showroom.postalCode.invalid': 'Invalid postal code',
  'showroom.languages.invalid': 'Offer French, English or both',
};

/** The messages of collections, collaborations, moderation, services and showroom settings: a catalogue. */
export const catalogueSettingsMessages = defineMessages({ fr, en });

/** The messages of a locale; an unknown locale gets French. */
export function catalogueSettingsMessagesFor(locale: Locale = DEFAULT_LOCALE): CatalogueSettingsMessages {
  return localize(catalogueSettingsMessages, locale);
}

/** Builds a schema per locale with this file's messages (the shared `perLocale` passes the general ones). */
const perLocaleSettings = <T>(build: (m: CatalogueSettingsMessages) => T) =>
  perLocale((_general, locale) => build(catalogueSettingsMessagesFor(locale)));

function pieces(m: CatalogueSettingsMessages) {
  const safe = (schema: z.ZodString) =>
    schema.refine((value) => !hasForbiddenControl(value), m['catalogueSettings.text.control']);
  /** An optional text: trimmed, empty becomes null. */
  const optionalText = (max: number, message: string) =>
    z.preprocess(emptyToNull, safe(z.string({ error: message }).trim().max(max, message)).nullable());
  const requiredText = (max: number, required: string, tooLong: string) =>
    safe(z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong));
  /** An image the showroom shows: an http(s) address or a path on the site (an uploaded file). */
  const image = z.preprocess(
    emptyToNull,
    z
      .string({ error: m['catalogueSettings.image.invalid'] })
      .trim()
      .max(L.imageUrlMax, m['catalogueSettings.image.invalid'])
      .refine((value) => safeBlockUrl(value) !== null, m['catalogueSettings.image.invalid'])
      .nullable(),
  );
  const position = z
    .number({ error: m['catalogueSettings.position.invalid'] })
    .int(m['catalogueSettings.position.invalid'])
    .min(0, m['catalogueSettings.position.invalid'])
    .max(L.positionMax, m['catalogueSettings.position.invalid']);
  return { safe, optionalText, requiredText, image, position };
}

// Collections ------------------------------------------------------------------------------------------

function collectionFields(m: CatalogueSettingsMessages) {
  const { optionalText, image, position } = pieces(m);
  return {
    nameFr: optionalText(L.collectionNameMax, m['collection.name.max']),
    nameEn: optionalText(L.collectionNameMax, m['collection.name.max']),
    descriptionFr: optionalText(L.collectionDescriptionMax, m['collection.description.max']),
    descriptionEn: optionalText(L.collectionDescriptionMax, m['collection.description.max']),
    coverImage: image,
    published: z.boolean(),
    /** The pieces in the jeweller's order (the whole list: it replaces the one stored). */
    productIds: z
      .array(z.uuid({ error: m['collection.products.invalid'] }), { error: m['collection.products.invalid'] })
      .max(L.collectionProductsMax, m['collection.products.max'])
      .superRefine((ids, ctx) => {
        const seen = new Set<string>();
        ids.forEach((id, i) => {
          if (seen.has(id))
            ctx.addIssue({ code: 'custom', path: [i], message: m['collection.products.duplicate'] });
          seen.add(id);
        });
      }),
    position,
  };
}

/** A collection has a name in French or in English (either will do; the showroom shows the visitor's). */
export function collectionNameMissing(values: { nameFr?: string | null; nameEn?: string | null }): boolean {
  return !values.nameFr?.trim() && !values.nameEn?.trim();
}

export const collectionInputSchema = perLocaleSettings((m) => {
  const f = collectionFields(m);
  return z
    .strictObject({
      nameFr: f.nameFr.optional(),
      nameEn: f.nameEn.optional(),
      descriptionFr: f.descriptionFr.optional(),
      descriptionEn: f.descriptionEn.optional(),
      coverImage: f.coverImage.optional(),
      published: f.published.default(true),
      productIds: f.productIds.default([]),
    })
    .superRefine((values, ctx) => {
      if (collectionNameMissing(values))
        ctx.addIssue({ code: 'custom', path: ['nameFr'], message: m['collection.name.required'] });
    });
});

/** A change: any field; `position` moves the collection in the list; `productIds` replaces the pieces. */
export const collectionPatchSchema = perLocaleSettings((m) => z.strictObject(collectionFields(m)).partial());

export type CollectionInput = z.input<ReturnType<typeof collectionInputSchema>>;
export type CollectionInputParsed = z.output<ReturnType<typeof collectionInputSchema>>;
export type CollectionPatch = z.output<ReturnType<typeof collectionPatchSchema>>;

// Product categories (ADR 076) ----------------------------------------------------------------------------

/** How many categories a business may have: the tabs of a showroom, not a taxonomy. */
export const CATEGORIES_MAX = 100;

function categoryFields(m: CatalogueSettingsMessages) {
  const { requiredText } = pieces(m);
  return {
    key: z
      .string({ error: m['category.key.invalid'] })
      .trim()
      .refine(isProductCategory, m['category.key.invalid']),
    nameFr: requiredText(CATEGORY_NAME_MAX, m['category.nameFr.required'], m['category.name.max']),
    nameEn: requiredText(CATEGORY_NAME_MAX, m['category.nameEn.required'], m['category.name.max']),
    visible: z.boolean(),
  };
}

/** A new category: its names; its key, when not given, is made from the English name. It goes last. */
export const categoryInputSchema = perLocaleSettings((m) => {
  const f = categoryFields(m);
  return z.strictObject({
    key: f.key.optional(),
    nameFr: f.nameFr,
    nameEn: f.nameEn,
    visible: f.visible.default(true),
  });
});

/** A change of names or of whether the showroom shows it; the key stays (the pieces and links name it). */
export const categoryPatchSchema = perLocaleSettings((m) => {
  const f = categoryFields(m);
  return z.strictObject({ nameFr: f.nameFr, nameEn: f.nameEn, visible: f.visible }).partial();
});

/** The new order: every key of the business, once. */
export const categoryOrderSchema = perLocaleSettings((m) =>
  z.strictObject({
    keys: z
      .array(z.string().refine(isProductCategory, m['category.order.invalid']), {
        error: m['category.order.invalid'],
      })
      .min(1, m['category.order.invalid'])
      .max(CATEGORIES_MAX, m['category.order.invalid'])
      .refine((keys) => new Set(keys).size === keys.length, m['category.order.invalid']),
  }),
);

/** Deleting a category its pieces name: `moveTo` another key moves them first. */
export const categoryDeleteQuerySchema = perLocaleSettings((m) =>
  z.object({
    moveTo: z.string().refine(isProductCategory, m['category.moveTo.invalid']).optional(),
  }),
);

export type CategoryInput = z.input<ReturnType<typeof categoryInputSchema>>;
export type CategoryInputParsed = z.output<ReturnType<typeof categoryInputSchema>>;
export type CategoryPatch = z.output<ReturnType<typeof categoryPatchSchema>>;

// Collaborations ---------------------------------------------------------------------------------------

function collaborationFields(m: CatalogueSettingsMessages) {
  const { optionalText, requiredText, image, position } = pieces(m);
  return {
    title: requiredText(
      L.collaborationTitleMax,
      m['collaboration.title.required'],
      m['collaboration.title.max'],
    ),
    celebrity: requiredText(
      L.celebrityMax,
      m['collaboration.celebrity.required'],
      m['collaboration.celebrity.max'],
    ),
    year: z
      .number({ error: m['collaboration.year.invalid'] })
      .int(m['collaboration.year.invalid'])
      .min(L.collaborationYearMin, m['collaboration.year.invalid'])
      .max(L.collaborationYearMax, m['collaboration.year.invalid']),
    description: optionalText(L.collaborationDescriptionMax, m['collaboration.description.max']),
    imageUrl: image,
    published: z.boolean(),
    position,
  };
}

export const collaborationInputSchema = perLocaleSettings((m) => {
  const f = collaborationFields(m);
  return z.strictObject({
    title: f.title,
    celebrity: f.celebrity,
    year: f.year,
    description: f.description.optional(),
    imageUrl: f.imageUrl.optional(),
    published: f.published.default(true),
  });
});

/** A change: any field; `position` moves the collaboration to that place in the list (0 first). */
export const collaborationPatchSchema = perLocaleSettings((m) =>
  z.strictObject(collaborationFields(m)).partial(),
);

export type CollaborationInput = z.input<ReturnType<typeof collaborationInputSchema>>;
export type CollaborationInputParsed = z.output<ReturnType<typeof collaborationInputSchema>>;
export type CollaborationPatch = z.output<ReturnType<typeof collaborationPatchSchema>>;

// Reviews ----------------------------------------------------------------------------------------------

export const MODERATED_REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ModeratedReviewStatus = (typeof MODERATED_REVIEW_STATUSES)[number];

/** The 'Avis' list: status, verified or not, a search in name, email and comment, a piece, a page. */
export const reviewListQuerySchema = perLocaleSettings((m) =>
  z.object({
    status: z.enum(MODERATED_REVIEW_STATUSES, { error: m['moderation.status.invalid'] }).optional(),
    verified: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    q: pieces(m).safe(z.string().trim().max(L.searchMax)).optional(),
    productId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(L.pageSizeMax).default(20),
  }),
);

/** Hide or show, mark verified or not, reply in public (an empty reply removes it). */
export const reviewModerationSchema = perLocaleSettings((m) =>
  z
    .strictObject({
      status: z.enum(MODERATED_REVIEW_STATUSES, { error: m['moderation.status.invalid'] }),
      verified: z.boolean(),
      reply: pieces(m).optionalText(L.replyMax, m['moderation.reply.max']),
    })
    .partial(),
);

export type ReviewListQuery = z.output<ReturnType<typeof reviewListQuerySchema>>;
export type ReviewModeration = z.output<ReturnType<typeof reviewModerationSchema>>;

// Services (the appointment types) ---------------------------------------------------------------------

/** A service's settings (durations, prices, currency, descriptions, deposit), each checked against the others. */
function serviceSettingsFields(m: CatalogueSettingsMessages) {
  const { optionalText } = pieces(m);
  const minutes = z
    .number({ error: m['service.duration.invalid'] })
    .int(m['service.duration.invalid'])
    .min(S.durationMinMinutes, m['service.duration.invalid'])
    .max(S.durationMaxMinutes, m['service.duration.invalid']);
  const price = z
    .number({ error: m['service.price.invalid'] })
    .int(m['service.price.invalid'])
    .min(0, m['service.price.invalid'])
    .max(S.priceMaxMinor, m['service.price.invalid']);
  return {
    enabled: z.boolean(),
    minDurationMinutes: minutes,
    maxDurationMinutes: minutes,
    minPriceMinor: price,
    maxPriceMinor: price,
    // Any ISO 4217 code (the business's own currency; issue 36).
    currency: z.string().refine(isCurrency, { error: m['service.currency.invalid'] }),
    descriptionFr: optionalText(S.descriptionMax, m['service.description.max']).optional(),
    descriptionEn: optionalText(S.descriptionMax, m['service.description.max']).optional(),
    depositMinor: z
      .number({ error: m['service.deposit.invalid'] })
      .int(m['service.deposit.invalid'])
      .min(0, m['service.deposit.invalid']),
  };
}

function checkServiceRanges(m: CatalogueSettingsMessages) {
  return (
    s: {
      minDurationMinutes: number;
      maxDurationMinutes: number;
      minPriceMinor: number;
      maxPriceMinor: number;
      depositMinor: number;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (s.minDurationMinutes > s.maxDurationMinutes)
      ctx.addIssue({ code: 'custom', path: ['minDurationMinutes'], message: m['service.duration.order'] });
    if (s.minPriceMinor > s.maxPriceMinor)
      ctx.addIssue({ code: 'custom', path: ['minPriceMinor'], message: m['service.price.order'] });
    if (s.depositMinor > s.maxPriceMinor)
      ctx.addIssue({ code: 'custom', path: ['depositMinor'], message: m['service.deposit.max'] });
  };
}

function serviceNameFields(m: CatalogueSettingsMessages) {
  const { requiredText } = pieces(m);
  return {
    nameFr: requiredText(S.nameMax, m['service.nameFr.required'], m['service.name.max']),
    nameEn: requiredText(S.nameMax, m['service.nameEn.required'], m['service.name.max']),
    mode: z.enum(APPOINTMENT_MODES, { error: m['service.mode.invalid'] }),
  };
}

/** A service key as callers name one: the spec's four or one of the business's own (ADR 084). */
export const serviceKeySchema = (message: string) =>
  z.string({ error: message }).refine(isServiceKey, { error: message });

export const appointmentServicesSchema = perLocaleSettings((m) => {
  const service = z
    .strictObject({ type: serviceKeySchema(m['service.type.invalid']), ...serviceSettingsFields(m) })
    .superRefine(checkServiceRanges(m));
  return z.strictObject({
    /** The services to set, each whole; a service left out keeps what it had. */
    services: z
      .array(service, { error: m['service.list.invalid'] })
      .min(1, m['service.list.invalid'])
      .max(S.servicesMax, m['service.list.invalid'])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((s, i) => {
          if (seen.has(s.type))
            ctx.addIssue({ code: 'custom', path: [i, 'type'], message: m['service.type.duplicate'] });
          seen.add(s.type);
        });
      }),
  });
});

/**
 * A service of the business's own: its names (both: it is read in both languages), how it takes place and
 * its settings; its key, when not given, is made from the English name. It goes last.
 */
export const appointmentServiceInputSchema = perLocaleSettings((m) =>
  z
    .strictObject({
      key: z
        .string({ error: m['service.key.invalid'] })
        .trim()
        .refine(isOwnServiceKey, m['service.key.invalid'])
        .optional(),
      ...serviceNameFields(m),
      ...serviceSettingsFields(m),
      enabled: z.boolean().default(true),
      mode: serviceNameFields(m).mode.default('in-person'),
      // The business's own currency when not given.
      currency: serviceSettingsFields(m).currency.optional(),
      depositMinor: serviceSettingsFields(m).depositMinor.default(0),
    })
    .superRefine(checkServiceRanges(m)),
);

/**
 * Rename, show or hide a service, or say how one of the business's own takes place; the key stays (the
 * bookings and links name it). The settings are `PUT /v1/services`'s.
 */
export const appointmentServicePatchSchema = perLocaleSettings((m) => {
  const names = serviceNameFields(m);
  return z
    .strictObject({ nameFr: names.nameFr, nameEn: names.nameEn, mode: names.mode, enabled: z.boolean() })
    .partial();
});

/** The new order: every service key of the business (the spec's four included), once. */
export const appointmentServiceOrderSchema = perLocaleSettings((m) =>
  z.strictObject({
    keys: z
      .array(z.string().refine(isServiceKey, m['service.order.invalid']), {
        error: m['service.order.invalid'],
      })
      .min(1, m['service.order.invalid'])
      .max(S.servicesMax, m['service.order.invalid'])
      .refine((keys) => new Set(keys).size === keys.length, m['service.order.invalid']),
  }),
);

export type AppointmentServiceInput = z.output<ReturnType<typeof appointmentServiceInputSchema>>;
export type AppointmentServicePatch = z.output<ReturnType<typeof appointmentServicePatchSchema>>;
export type AppointmentServiceOrder = z.output<ReturnType<typeof appointmentServiceOrderSchema>>;

export type AppointmentServicesInput = z.input<ReturnType<typeof appointmentServicesSchema>>;
export type AppointmentServicesValues = z.output<ReturnType<typeof appointmentServicesSchema>>;

// Showroom settings ------------------------------------------------------------------------------------

/** The slug rule of the database (0002), with a minimum length for a slug the jeweller chooses. */
export const SHOWROOM_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function httpsLink(m: CatalogueSettingsMessages) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: m['showroom.social.invalid'] })
      .trim()
      .max(L.socialUrlMax, m['showroom.social.invalid'])
      .refine((value) => {
        const url = safeBlockUrl(value);
        return url !== null && /^https:\/\//i.test(url);
      }, m['showroom.social.invalid'])
      .nullable(),
  );
}

export const showroomSettingsPatchSchema = perLocaleSettings((m) => {
  const { optionalText, requiredText, image } = pieces(m);
  const link = httpsLink(m);
  return z
    .strictObject({
      slug: z
        .string({ error: m['showroom.slug.invalid'] })
        .trim()
        .toLowerCase()
        .min(L.slugMin, m['showroom.slug.invalid'])
        .max(L.slugMax, m['showroom.slug.invalid'])
        .regex(SHOWROOM_SLUG, m['showroom.slug.invalid']),
      name: requiredText(L.showroomNameMax, m['showroom.name.required'], m['showroom.name.max']),
      tagline: optionalText(L.taglineMax, m['showroom.tagline.max']),
      city: optionalText(L.cityMax, m['showroom.city.max']),
      foundedYear: z
        .number({ error: m['showroom.foundedYear.invalid'] })
        .int(m['showroom.foundedYear.invalid'])
        .min(L.foundedYearMin, m['showroom.foundedYear.invalid'])
        // This year at the latest, read when the value is checked (the schema outlives a new year).
        .refine((year) => year <= new Date().getUTCFullYear() + 1, m['showroom.foundedYear.invalid'])
        .nullable(),
      logoImage: image,
      bannerImage: image,
      /** Each network's link; null or empty removes it. Networks left out keep theirs. */
      socialLinks: z.strictObject(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link.optional()])) as Record<
          SocialNetwork,
          z.ZodOptional<typeof link>
        >,
      ),
      contact: z
        .strictObject({
          email: z.preprocess(
            emptyToNull,
            z
              .string({ error: m['showroom.email.invalid'] })
              .trim()
              .max(254, m['showroom.email.invalid'])
              .pipe(z.email(m['showroom.email.invalid']))
              .nullable(),
          ),
          phone: z.preprocess(
            emptyToNull,
            z
              .string({ error: m['showroom.phone.invalid'] })
              .trim()
              .max(40, m['showroom.phone.invalid'])
              .regex(/^\+?[0-9 ().-]{6,}$/, m['showroom.phone.invalid'])
              .nullable(),
          ),
          address: optionalText(L.addressMax, m['showroom.address.max']),
          postalCode: z.preprocess(
            emptyToNull,
            z
              .string({ error: m['showroom.postalCode.invalid'] })
              .trim()
              .max(20, m['showroom.postalCode.invalid'])
              .regex(/^[A-Za-z0-9 -]{2,}$/, m['showroom.postalCode.invalid'])
              .nullable(),
          ),
        })
        .partial(),
      /** The languages offered, the showroom's default first. */
      languages: z
        .array(z.enum(LOCALES, { error: m['showroom.languages.invalid'] }), {
          error: m['showroom.languages.invalid'],
        })
        .min(1, m['showroom.languages.invalid'])
        .max(LOCALES.length, m['showroom.languages.invalid'])
        .refine((list) => new Set(list).size === list.length, m['showroom.languages.invalid']),
    })
    .partial();
});

export type ShowroomSettingsPatch = z.output<ReturnType<typeof showroomSettingsPatchSchema>>;
export type ShowroomSettingsPatchInput = z.input<ReturnType<typeof showroomSettingsPatchSchema>>;
