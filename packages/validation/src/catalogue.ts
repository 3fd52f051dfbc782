import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@carat/domain/locale';
import {
  diameterFromRingSize,
  parseUkSize,
  RING_SIZE_SYSTEMS,
  type RingSizeSystem,
} from '@carat/domain/ring-sizes';
import { isProductCategory, PRODUCT_STATUSES } from '@carat/domain/showroom';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';
import { localeSchema } from '#lib/locale.ts';
import { hasForbiddenControl } from '#lib/text.ts';

/**
 * The catalogue: a piece as the dashboard's form and the API read it, its photos, the list's
 * filters, the showroom's public list and the Shopify CSV import. Rules that span fields (one name
 * required, stock only for the piece's own options) are in `catalogueRuleErrors`, which the API runs
 * again on a change merged with the stored piece.
 */
export const CATALOGUE_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  detailsMax: 30,
  detailMax: 200,
  seoTitleMax: 70,
  seoDescriptionMax: 320,
  slugMax: 100,
  sizesMax: 40,
  sizeMax: 40,
  metalsMax: 20,
  stonesMax: 20,
  optionMax: 100,
  inventoryMax: 2000,
  quantityMax: 1_000_000,
  leadTimeWeeksMax: 52,
  /** 10 million in the currency's major unit, as minor units (pence, cents). */
  priceMaxMinor: 1_000_000_000,
  altMax: 300,
  positionMax: 10_000,
  pageSizeMax: 200,
  publicPageSizeMax: 48,
  imagesMax: 30,
  /** A Shopify CSV: what one request carries (the import routes accept bodies up to 5 MB). */
  importCsvMaxChars: 4_000_000,
  importProductsMax: 2000,
  importRowsMax: 20_000,
} as const;

export const PRODUCT_SORTS = ['position', 'name', 'recent', 'updated', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Free sizes ('45 cm', 'S') or a ring-size system of @carat/domain. */
export const SIZE_SYSTEMS = ['free', ...RING_SIZE_SYSTEMS] as const;

const fr = {
  'catalogue.name.required': 'Donnez un nom à la pièce, en français ou en anglais',
  'catalogue.name.max': `Le nom doit contenir au plus ${CATALOGUE_LIMITS.nameMax} caractères`,
  'catalogue.description.max': `La description doit contenir au plus ${CATALOGUE_LIMITS.descriptionMax} caractères`,
  'catalogue.details.max': `Au plus ${CATALOGUE_LIMITS.detailsMax} détails de ${CATALOGUE_LIMITS.detailMax} caractères chacun`,
  'catalogue.category.invalid': 'Choisissez une catégorie',
  'catalogue.price.required': 'Indiquez un prix, ou cochez « Prix sur demande »',
  'catalogue.price.invalid': 'Le prix doit être un montant positif en centimes',
  'catalogue.price.max': 'Le prix ne peut pas dépasser 10 millions',
  'catalogue.status.invalid': 'Statut inconnu (brouillon, publié ou archivé)',
  'catalogue.slug.invalid':
    'L’adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets',
  'catalogue.slug.taken': 'Une autre pièce utilise déjà cette adresse',
  'catalogue.seoTitle.max': `Le titre SEO doit contenir au plus ${CATALOGUE_LIMITS.seoTitleMax} caractères`,
  'catalogue.seoDescription.max': `La description SEO doit contenir au plus ${CATALOGUE_LIMITS.seoDescriptionMax} caractères`,
  'catalogue.sizeSystem.invalid': 'Système de tailles inconnu',
  'catalogue.sizes.max': `Au plus ${CATALOGUE_LIMITS.sizesMax} tailles`,
  'catalogue.size.invalid': 'Taille invalide pour ce système de tailles',
  'catalogue.option.invalid': `Une option doit contenir entre 1 et ${CATALOGUE_LIMITS.optionMax} caractères`,
  'catalogue.option.duplicate': 'Cette valeur apparaît deux fois',
  'catalogue.metals.max': `Au plus ${CATALOGUE_LIMITS.metalsMax} métaux ou couleurs`,
  'catalogue.stones.max': `Au plus ${CATALOGUE_LIMITS.stonesMax} pierres`,
  'catalogue.engraving.max': `La gravure est limitée à ${ENGRAVING_MAX_LENGTH} caractères au plus`,
  'catalogue.stock.invalid': 'Le stock doit être un nombre entier positif ou nul',
  'catalogue.leadTime.invalid': `Le délai doit être compris entre 1 et ${CATALOGUE_LIMITS.leadTimeWeeksMax} semaines`,
  'catalogue.inventory.max': `Au plus ${CATALOGUE_LIMITS.inventoryMax} combinaisons`,
  'catalogue.inventory.unknownOption': 'Cette combinaison utilise une option que la pièce ne propose pas',
  'catalogue.inventory.duplicate': 'Cette combinaison apparaît deux fois',
  'catalogue.position.invalid': 'Position invalide',
  'catalogue.alt.max': `Le texte alternatif doit contenir au plus ${CATALOGUE_LIMITS.altMax} caractères`,
  'catalogue.metal.unknown': 'Choisissez un des métaux de la pièce',
  'catalogue.imageOrder.invalid': 'L’ordre doit nommer chaque photo de la pièce une fois',
  'catalogue.text.control': 'Ce champ contient un caractère invisible non autorisé',
  'catalogue.file.required': 'Choisissez une photo',
  'catalogue.copy.suffix': 'copie',
  'catalogue.import.csv.required': 'Collez ou choisissez un fichier CSV',
  'catalogue.import.csv.max': 'Le fichier est trop volumineux (4 Mo au plus)',
  'catalogue.import.handle.required': 'Chaque ligne doit avoir un « Handle »',
  'catalogue.import.handle.invalid':
    'Le Handle ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets',
  'catalogue.import.title.required': 'La première ligne d’une pièce doit avoir un titre',
  'catalogue.import.category.unknown':
    'Catégorie inconnue : indiquez bague, boucles d’oreilles, chaîne, pendentif, bracelet, montre ou grillz',
  'catalogue.import.option.unknown': 'Option inconnue : utilisez Taille, Métal (ou Couleur) ou Pierre',
  'catalogue.import.option.duplicate': 'Cette option est déjà donnée dans une autre colonne',
  'catalogue.import.option.valueMissing': 'La pièce a cette option : donnez sa valeur',
  'catalogue.import.variant.duplicate': 'Cette combinaison d’options apparaît déjà pour cette pièce',
  'catalogue.import.price.invalid': 'Prix illisible (ex. : 1250.00)',
  'catalogue.import.quantity.invalid': 'Quantité illisible : un nombre entier positif ou nul',
  'catalogue.import.status.invalid': 'Statut inconnu : active, draft ou archived',
  'catalogue.import.imageUrl.invalid': 'Adresse d’image invalide (http ou https)',
  'catalogue.import.number.invalid': 'Nombre entier attendu',
  'catalogue.import.tooManyProducts': `Au plus ${CATALOGUE_LIMITS.importProductsMax} pièces par import`,
  'catalogue.import.handle.duplicateTitle': 'Ce Handle a déjà une première ligne plus haut',
} as const;

export type CatalogueMessageId = keyof typeof fr;
export type CatalogueMessages = Readonly<Record<CatalogueMessageId, string>>;

const en: CatalogueMessages = {
  'catalogue.name.required': 'Give the piece a name, in French or in English',
  'catalogue.name.max': `The name must be at most ${CATALOGUE_LIMITS.nameMax} characters`,
  'catalogue.description.max': `The description must be at most ${CATALOGUE_LIMITS.descriptionMax} characters`,
  'catalogue.details.max': `At most ${CATALOGUE_LIMITS.detailsMax} details of ${CATALOGUE_LIMITS.detailMax} characters each`,
  'catalogue.category.invalid': 'Choose a category',
  'catalogue.price.required': 'Give a price, or tick “Price on request”',
  'catalogue.price.invalid': 'The price must be a positive amount in minor units (pence, cents)',
  'catalogue.price.max': 'The price cannot exceed 10 million',
  'catalogue.status.invalid': 'Unknown status (draft, published or archived)',
  'catalogue.slug.invalid':
    'The address may only hold lower-case letters without accents, digits and hyphens',
  'catalogue.slug.taken': 'Another piece already uses this address',
  'catalogue.seoTitle.max': `The SEO title must be at most ${CATALOGUE_LIMITS.seoTitleMax} characters`,
  'catalogue.seoDescription.max': `The SEO description must be at most ${CATALOGUE_LIMITS.seoDescriptionMax} characters`,
  'catalogue.sizeSystem.invalid': 'Unknown size system',
  'catalogue.sizes.max': `At most ${CATALOGUE_LIMITS.sizesMax} sizes`,
  'catalogue.size.invalid': 'Not a size of this size system',
  'catalogue.option.invalid': `An option must be between 1 and ${CATALOGUE_LIMITS.optionMax} characters`,
  'catalogue.option.duplicate': 'This value appears twice',
  'catalogue.metals.max': `At most ${CATALOGUE_LIMITS.metalsMax} metals or colours`,
  'catalogue.stones.max': `At most ${CATALOGUE_LIMITS.stonesMax} stones`,
  'catalogue.engraving.max': `Engraving is limited to at most ${ENGRAVING_MAX_LENGTH} characters`,
  'catalogue.stock.invalid': 'Stock must be a whole number, zero or more',
  'catalogue.leadTime.invalid': `The lead time must be between 1 and ${CATALOGUE_LIMITS.leadTimeWeeksMax} weeks`,
  'catalogue.inventory.max': `At most ${CATALOGUE_LIMITS.inventoryMax} combinations`,
  'catalogue.inventory.unknownOption': 'This combination uses an option the piece does not offer',
  'catalogue.inventory.duplicate': 'This combination appears twice',
  'catalogue.position.invalid': 'Invalid position',
  'catalogue.alt.max': `The alternative text must be at most ${CATALOGUE_LIMITS.altMax} characters`,
  'catalogue.metal.unknown': 'Choose one of the piece’s metals',
  'catalogue.imageOrder.invalid': 'The order must name each photo of the piece once',
  'catalogue.text.control': 'This field contains an invisible character that is not allowed',
  'catalogue.file.required': 'Choose a photo',
  'catalogue.copy.suffix': 'copy',
  'catalogue.import.csv.required': 'Paste or choose a CSV file',
  'catalogue.import.csv.max': 'The file is too large (4 MB at most)',
  'catalogue.import.handle.required': 'Every row needs a “Handle”',
  'catalogue.import.handle.invalid':
    'The Handle may only hold lower-case letters without accents, digits and hyphens',
  'catalogue.import.title.required': 'The first row of a piece needs a title',
  'catalogue.import.category.unknown':
    'Unknown category: say ring, earrings, chain, pendant, bracelet, watch or grillz',
  'catalogue.import.option.unknown': 'Unknown option: use Size, Metal (or Colour) or Stone',
  'catalogue.import.option.duplicate': 'This option is already given in another column',
  'catalogue.import.option.valueMissing': 'The piece has this option: give its value',
  'catalogue.import.variant.duplicate': 'This combination of options already appears for this piece',
  'catalogue.import.price.invalid': 'Unreadable price (e.g. 1250.00)',
  'catalogue.import.quantity.invalid': 'Unreadable quantity: a whole number, zero or more',
  'catalogue.import.status.invalid': 'Unknown status: active, draft or archived',
  'catalogue.import.imageUrl.invalid': 'Invalid image address (http or https)',
  'catalogue.import.number.invalid': 'A whole number is expected',
  'catalogue.import.tooManyProducts': `At most ${CATALOGUE_LIMITS.importProductsMax} pieces per import`,
  'catalogue.import.handle.duplicateTitle': 'This Handle already has a first row further up',
};

/** The catalogue's messages, per locale; French first, as the rest of the interface. */
export const catalogueMessages: Readonly<Record<Locale, CatalogueMessages>> = { fr, en };

export function catalogueMessagesFor(locale: Locale = DEFAULT_LOCALE): CatalogueMessages {
  return catalogueMessages[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A ring size as written in a system ('54', '7.5', '7,5', 'N½'), checked against a finger's range. */
export function isRingSizeLabel(system: RingSizeSystem, label: string): boolean {
  const text = label.trim();
  let size: number | null;
  if (system === 'uk') size = parseUkSize(text);
  else {
    const match = /^\d{1,2}(?:[.,]\d{1,2})?$/.exec(text);
    size = match ? Number(text.replace(',', '.')) : null;
  }
  if (size === null || !Number.isFinite(size)) return false;
  const diameter = diameterFromRingSize(system, size);
  // From a child's ring (about 12 mm inside) to the largest men's sizes (about 25 mm).
  return diameter >= 12 && diameter <= 25;
}

function catalogueFields(m: CatalogueMessages) {
  const safe = (schema: z.ZodString) =>
    schema.refine((value) => !hasForbiddenControl(value), m['catalogue.text.control']);
  const optionalText = (max: number, message: string) =>
    z.preprocess(emptyToNull, safe(z.string({ error: message }).trim().max(max, message)).nullable());
  const option = safe(
    z
      .string({ error: m['catalogue.option.invalid'] })
      .trim()
      .min(1, m['catalogue.option.invalid'])
      .max(CATALOGUE_LIMITS.optionMax, m['catalogue.option.invalid']),
  );
  const optionList = (max: number, message: string) =>
    z
      .array(option, { error: message })
      .max(max, message)
      .superRefine((values, ctx) => {
        const seen = new Set<string>();
        values.forEach((value, i) => {
          const key = value.toLocaleLowerCase('fr');
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [i], message: m['catalogue.option.duplicate'] });
          seen.add(key);
        });
      });
  const inventoryValue = z.preprocess(emptyToNull, option.nullable()).default(null);
  return {
    nameFr: optionalText(CATALOGUE_LIMITS.nameMax, m['catalogue.name.max']),
    nameEn: optionalText(CATALOGUE_LIMITS.nameMax, m['catalogue.name.max']),
    descriptionFr: optionalText(CATALOGUE_LIMITS.descriptionMax, m['catalogue.description.max']),
    descriptionEn: optionalText(CATALOGUE_LIMITS.descriptionMax, m['catalogue.description.max']),
    details: z
      .array(
        safe(
          z
            .string({ error: m['catalogue.details.max'] })
            .trim()
            .min(1, m['catalogue.details.max'])
            .max(CATALOGUE_LIMITS.detailMax, m['catalogue.details.max']),
        ),
        { error: m['catalogue.details.max'] },
      )
      .max(CATALOGUE_LIMITS.detailsMax, m['catalogue.details.max']),
    category: z
      .string({ error: m['catalogue.category.invalid'] })
      .refine(isProductCategory, m['catalogue.category.invalid']),
    priceMinor: z
      .number({ error: m['catalogue.price.invalid'] })
      .int(m['catalogue.price.invalid'])
      .min(0, m['catalogue.price.invalid'])
      .max(CATALOGUE_LIMITS.priceMaxMinor, m['catalogue.price.max'])
      .nullable(),
    priceOnRequest: z.boolean({ error: m['catalogue.price.required'] }),
    status: z.enum(PRODUCT_STATUSES, { error: m['catalogue.status.invalid'] }),
    slug: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['catalogue.slug.invalid'] })
        .trim()
        .max(CATALOGUE_LIMITS.slugMax, m['catalogue.slug.invalid'])
        .regex(SLUG, m['catalogue.slug.invalid'])
        .nullable(),
    ),
    seoTitle: optionalText(CATALOGUE_LIMITS.seoTitleMax, m['catalogue.seoTitle.max']),
    seoDescription: optionalText(CATALOGUE_LIMITS.seoDescriptionMax, m['catalogue.seoDescription.max']),
    sizeSystem: z.enum(SIZE_SYSTEMS, { error: m['catalogue.sizeSystem.invalid'] }),
    sizes: optionList(CATALOGUE_LIMITS.sizesMax, m['catalogue.sizes.max']),
    metals: optionList(CATALOGUE_LIMITS.metalsMax, m['catalogue.metals.max']),
    stones: optionList(CATALOGUE_LIMITS.stonesMax, m['catalogue.stones.max']),
    engravingAllowed: z.boolean({ error: m['catalogue.engraving.max'] }),
    engravingMaxLength: z
      .number({ error: m['catalogue.engraving.max'] })
      .int(m['catalogue.engraving.max'])
      .min(1, m['catalogue.engraving.max'])
      .max(ENGRAVING_MAX_LENGTH, m['catalogue.engraving.max'])
      .nullable(),
    madeToOrder: z.boolean({ error: m['catalogue.leadTime.invalid'] }),
    leadTimeWeeks: z
      .number({ error: m['catalogue.leadTime.invalid'] })
      .int(m['catalogue.leadTime.invalid'])
      .min(1, m['catalogue.leadTime.invalid'])
      .max(CATALOGUE_LIMITS.leadTimeWeeksMax, m['catalogue.leadTime.invalid'])
      .nullable(),
    stock: z
      .number({ error: m['catalogue.stock.invalid'] })
      .int(m['catalogue.stock.invalid'])
      .min(0, m['catalogue.stock.invalid'])
      .max(CATALOGUE_LIMITS.quantityMax, m['catalogue.stock.invalid']),
    inventory: z
      .array(
        z.strictObject({
          size: inventoryValue,
          metal: inventoryValue,
          stone: inventoryValue,
          quantity: z
            .number({ error: m['catalogue.stock.invalid'] })
            .int(m['catalogue.stock.invalid'])
            .min(0, m['catalogue.stock.invalid'])
            .max(CATALOGUE_LIMITS.quantityMax, m['catalogue.stock.invalid']),
          priceMinor: z
            .number({ error: m['catalogue.price.invalid'] })
            .int(m['catalogue.price.invalid'])
            .min(0, m['catalogue.price.invalid'])
            .max(CATALOGUE_LIMITS.priceMaxMinor, m['catalogue.price.max'])
            .nullable()
            .optional(),
        }),
        { error: m['catalogue.inventory.max'] },
      )
      .max(CATALOGUE_LIMITS.inventoryMax, m['catalogue.inventory.max']),
    position: z
      .number({ error: m['catalogue.position.invalid'] })
      .int(m['catalogue.position.invalid'])
      .min(0, m['catalogue.position.invalid'])
      .max(CATALOGUE_LIMITS.positionMax, m['catalogue.position.invalid']),
  };
}

/** What a piece is, whole, once parsed (a change merged with the stored piece has this shape too). */
export interface ProductRulesInput {
  nameFr: string | null;
  nameEn: string | null;
  priceMinor: number | null;
  priceOnRequest: boolean;
  sizeSystem: (typeof SIZE_SYSTEMS)[number];
  sizes: readonly string[];
  metals: readonly string[];
  stones: readonly string[];
  engravingAllowed: boolean;
  engravingMaxLength: number | null;
  inventory: readonly { size: string | null; metal: string | null; stone: string | null }[];
}

/**
 * The rules that span fields, as `{ field: message }` (empty when the piece is valid): a name in one of
 * the two languages; a price unless on request; ring sizes valid in their system; stock entries only for
 * the piece's own options, each combination once.
 */
export function catalogueRuleErrors(
  product: ProductRulesInput,
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string> {
  const m = catalogueMessagesFor(locale);
  const errors: Record<string, string> = {};
  if (!product.nameFr?.trim() && !product.nameEn?.trim()) errors.nameFr = m['catalogue.name.required'];
  if (product.priceMinor === null && !product.priceOnRequest)
    errors.priceMinor = m['catalogue.price.required'];
  if (product.sizeSystem !== 'free') {
    const system = product.sizeSystem;
    product.sizes.forEach((size, i) => {
      if (!isRingSizeLabel(system, size)) errors[`sizes.${i}`] ??= m['catalogue.size.invalid'];
    });
  }
  const offered = (values: readonly string[], value: string | null) =>
    value === null ? values.length === 0 : values.includes(value);
  const combinations = new Set<string>();
  product.inventory.forEach((entry, i) => {
    if (
      !offered(product.sizes, entry.size) ||
      !offered(product.metals, entry.metal) ||
      !offered(product.stones, entry.stone)
    ) {
      errors[`inventory.${i}`] ??= m['catalogue.inventory.unknownOption'];
      return;
    }
    const key = JSON.stringify([entry.size, entry.metal, entry.stone]);
    if (combinations.has(key)) errors[`inventory.${i}`] ??= m['catalogue.inventory.duplicate'];
    combinations.add(key);
  });
  return errors;
}

/** A new piece: a name in one language, a category and a price (or 'on request'); the rest has defaults. */
export const productInputSchema = perLocale((_, locale) => {
  const m = catalogueMessagesFor(locale);
  const f = catalogueFields(m);
  return z
    .strictObject({
      nameFr: f.nameFr.default(null),
      nameEn: f.nameEn.default(null),
      descriptionFr: f.descriptionFr.default(null),
      descriptionEn: f.descriptionEn.default(null),
      details: f.details.default([]),
      category: f.category,
      priceMinor: f.priceMinor.default(null),
      priceOnRequest: f.priceOnRequest.default(false),
      status: f.status.default('draft'),
      slug: f.slug.default(null),
      seoTitle: f.seoTitle.default(null),
      seoDescription: f.seoDescription.default(null),
      sizeSystem: f.sizeSystem.default('free'),
      sizes: f.sizes.default([]),
      metals: f.metals.default([]),
      stones: f.stones.default([]),
      engravingAllowed: f.engravingAllowed.default(false),
      engravingMaxLength: f.engravingMaxLength.default(null),
      madeToOrder: f.madeToOrder.default(false),
      leadTimeWeeks: f.leadTimeWeeks.default(null),
      stock: f.stock.default(0),
      inventory: f.inventory.default([]),
      position: f.position.optional(),
    })
    .superRefine((product, ctx) => {
      for (const [path, message] of Object.entries(catalogueRuleErrors(product, locale))) {
        ctx.addIssue({
          code: 'custom',
          path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message,
        });
      }
    });
});

/**
 * A change to a piece: any subset of the fields, and the photos' new order. The rules spanning fields are
 * checked by the API on the change merged with the stored piece.
 */
export const productPatchSchema = perLocale((_, locale) => {
  const f = catalogueFields(catalogueMessagesFor(locale));
  return z
    .strictObject({
      ...f,
      /** Every photo id of the piece, in the new order. */
      imageOrder: z.array(z.uuid()).max(CATALOGUE_LIMITS.imagesMax),
    })
    .partial();
});

/** The Catalogue page's search, filters, sort and page. No status: the live pieces (draft and published). */
export const productListQuerySchema = perLocale(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    category: z.string().refine(isProductCategory).optional(),
    status: z.enum([...PRODUCT_STATUSES, 'all']).optional(),
    collection: z.uuid().optional(),
    sort: z.enum(PRODUCT_SORTS).default('position'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.pageSizeMax).default(100),
  }),
);

/** The showroom's public list: published pieces only, filtered by category, collection and words. */
export const publicProductQuerySchema = perLocale(() =>
  z.object({
    category: z.string().refine(isProductCategory).optional(),
    collection: z.uuid().optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default('position'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.publicPageSizeMax).default(24),
    lang: localeSchema.optional(),
  }),
);

function imageFields(m: CatalogueMessages) {
  const alt = z.preprocess(
    emptyToNull,
    z
      .string({ error: m['catalogue.alt.max'] })
      .trim()
      .max(CATALOGUE_LIMITS.altMax, m['catalogue.alt.max'])
      .refine((value) => !hasForbiddenControl(value), m['catalogue.text.control'])
      .nullable(),
  );
  return {
    altFr: alt,
    altEn: alt,
    metal: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['catalogue.option.invalid'] })
        .trim()
        .max(CATALOGUE_LIMITS.optionMax, m['catalogue.option.invalid'])
        .refine((value) => !hasForbiddenControl(value), m['catalogue.text.control'])
        .nullable(),
    ),
    position: z.coerce
      .number({ error: m['catalogue.position.invalid'] })
      .int(m['catalogue.position.invalid'])
      .min(0, m['catalogue.position.invalid'])
      .max(CATALOGUE_LIMITS.imagesMax, m['catalogue.position.invalid']),
  };
}

/** The texts sent beside an uploaded photo (multipart fields; the file itself is checked by its bytes). */
export const productImageFieldsSchema = perLocale((_, locale) => {
  const f = imageFields(catalogueMessagesFor(locale));
  return z.object({
    altFr: f.altFr.optional(),
    altEn: f.altEn.optional(),
    metal: f.metal.optional(),
    position: f.position.optional(),
  });
});

/** A change to a photo: its alternative texts, the metal it shows, its place among the piece's photos. */
export const productImagePatchSchema = perLocale((_, locale) => {
  const f = imageFields(catalogueMessagesFor(locale));
  return z.strictObject(f).partial();
});

/** A Shopify product CSV, as text; the language its titles and descriptions are written in. */
export const productImportSchema = perLocale((_, locale) => {
  const m = catalogueMessagesFor(locale);
  return z.strictObject({
    csv: z
      .string({ error: m['catalogue.import.csv.required'] })
      .min(1, m['catalogue.import.csv.required'])
      .max(CATALOGUE_LIMITS.importCsvMaxChars, m['catalogue.import.csv.max']),
    language: localeSchema.optional(),
  });
});

export type ProductInput = z.input<ReturnType<typeof productInputSchema>>;
export type ProductInputParsed = z.output<ReturnType<typeof productInputSchema>>;
export type ProductPatch = z.output<ReturnType<typeof productPatchSchema>>;
export type ProductListQuery = z.output<ReturnType<typeof productListQuerySchema>>;
export type PublicProductQuery = z.output<ReturnType<typeof publicProductQuerySchema>>;
export type ProductImageFields = z.output<ReturnType<typeof productImageFieldsSchema>>;
export type ProductImagePatch = z.output<ReturnType<typeof productImagePatchSchema>>;
