import type { ProductCreate, ProductDetail } from '@carat/api-client/react';
import { type Currency, fromMinorUnits, isCurrency, minorDigitsOf, toMinorUnits } from '@carat/domain';
import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import type { Locale } from '@carat/domain/locale';
import { parseUkSize, type RingSizeSystem, ukSizeLabel } from '@carat/domain/ring-sizes';
import type { ProductCategory, ProductStatus } from '@carat/domain/showroom';
import {
  catalogueRuleErrors,
  isRingSizeLabel,
  type ProductRulesInput,
  productInputSchema,
  type SIZE_SYSTEMS,
} from '@carat/validation/catalogue';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { schemaResolver } from '#lib/schemaResolver.ts';

export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** One combination of a piece's options (null where the piece has no such option). */
export interface Combination {
  size: string | null;
  metal: string | null;
  stone: string | null;
}

/**
 * The product form's values, as the fields hold them: texts as typed, the price as a decimal in the
 * business's currency, stock per combination keyed by `combinationKey`.
 */
export interface ProductFormValues {
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  /** One detail per line. */
  details: string;
  category: ProductCategory | '';
  price: string;
  priceOnRequest: boolean;
  status: ProductStatus;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  sizeSystem: SizeSystem;
  sizes: string[];
  metals: string[];
  stones: string[];
  engravingAllowed: boolean;
  engravingMaxLength: string;
  madeToOrder: boolean;
  leadTimeWeeks: string;
  /** The piece's stock when it has no options. */
  stock: string;
  inventory: Record<string, string>;
  /** A combination's own price, as typed (empty: the piece's price), keyed like `inventory`. */
  prices: Record<string, string>;
}

export const currencyOf = (code: string | undefined): Currency => (isCurrency(code) ? code : 'GBP');

/**
 * The ring-size system a business most likely sizes in, from its currency: the form starts there and
 * the jeweller can pick another.
 */
export function defaultSizeSystem(currency: string | undefined): RingSizeSystem {
  switch (currency) {
    case 'GBP':
      return 'uk';
    case 'USD':
    case 'CAD':
      return 'us';
    case 'CHF':
      return 'ch';
    default:
      return 'eu';
  }
}

/**
 * A price typed in the business's currency ('1250', '1 250,50', '1250.5') as integer minor units; null
 * when empty, 'invalid' when it cannot be read as a positive amount with at most the currency's decimals.
 */
export function priceToMinor(text: string, currency: Currency): number | null | 'invalid' {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  try {
    const minor = toMinorUnits(compact, currency);
    return minor < 0 ? 'invalid' : minor;
  } catch {
    return 'invalid';
  }
}

/** Minor units back as the field shows them: 125000 → '1250', 125050 → '1250.50'. */
export function minorToPrice(minor: number | null, currency: Currency): string {
  if (minor === null) return '';
  const text = fromMinorUnits(minor, currency);
  const zeros = `.${'0'.repeat(minorDigitsOf(currency))}`;
  return text.endsWith(zeros) ? text.slice(0, -zeros.length) : text;
}

export const combinationKey = (c: Combination) => JSON.stringify([c.size, c.metal, c.stone]);

/** Every combination of the options offered, in the options' order; none when the piece has no options. */
export function combinations(sizes: readonly string[], metals: readonly string[], stones: readonly string[]) {
  if (sizes.length === 0 && metals.length === 0 && stones.length === 0) return [];
  const axis = (values: readonly string[]) => (values.length ? values : [null]);
  const result: Combination[] = [];
  for (const metal of axis(metals))
    for (const stone of axis(stones)) for (const size of axis(sizes)) result.push({ size, metal, stone });
  return result;
}

/**
 * The stock grid's layout: one row per metal × stone, one column per size (a single column when the
 * piece has no sizes), so 4 metals × 25 sizes is one table of 4 rows.
 */
export function stockGrid(sizes: readonly string[], metals: readonly string[], stones: readonly string[]) {
  const axis = (values: readonly string[]) => (values.length ? values : [null]);
  const columns = axis(sizes);
  const rows: { metal: string | null; stone: string | null }[] = [];
  for (const metal of axis(metals)) for (const stone of axis(stones)) rows.push({ metal, stone });
  return { columns, rows };
}

/** A whole number of pieces, zero or more; empty reads as 0. Null when unreadable. */
export function quantityOf(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return 0;
  return /^\d{1,7}$/.test(value) ? Number(value) : null;
}

const STEP: Record<RingSizeSystem, number> = { eu: 1, fr: 1, ch: 1, us: 0.5, uk: 1, jp: 1 };

/** A ring size as a number in its system (UK letters as their index), or null. */
function ringSizeNumber(system: RingSizeSystem, label: string): number | null {
  if (system === 'uk') return parseUkSize(label);
  const value = Number(label.trim().replace(',', '.'));
  return label.trim() !== '' && Number.isFinite(value) ? value : null;
}

function ringSizeLabel(system: RingSizeSystem, value: number): string | null {
  if (system === 'uk') return ukSizeLabel(value);
  return String(Math.round(value * 100) / 100);
}

/**
 * The sizes from one size to another in a ring-size system, by the system's usual step (whole sizes,
 * half sizes in the US, whole letters in the UK), keeping only real finger sizes; empty when a bound
 * cannot be read.
 */
export function ringSizeRange(system: RingSizeSystem, from: string, to: string): string[] {
  const start = ringSizeNumber(system, from);
  const end = ringSizeNumber(system, to);
  if (start === null || end === null) return [];
  const [low, high] = start <= end ? [start, end] : [end, start];
  const step = STEP[system];
  const sizes: string[] = [];
  const count = Math.floor((high - low) / step + 1e-9);
  for (let i = 0; i <= count && sizes.length < 60; i += 1) {
    const label = ringSizeLabel(system, low + i * step);
    if (label && isRingSizeLabel(system, label)) sizes.push(label);
  }
  return sizes;
}

/** The range the form suggests for each system (a usual women's to men's span). */
export const SUGGESTED_RANGE: Record<RingSizeSystem, { from: string; to: string }> = {
  eu: { from: '48', to: '64' },
  fr: { from: '48', to: '64' },
  ch: { from: '8', to: '24' },
  us: { from: '4', to: '12' },
  uk: { from: 'H', to: 'V' },
  jp: { from: '7', to: '23' },
};

/**
 * What is typed in an option box, as values: separated by commas (or semicolons), except a comma between
 * two digits, which is a decimal comma ('Diamant 0,5 ct' is one value: French jewellers write decimals
 * with a comma). Several numbers go with a comma and a space ('0,5 ct, 1 ct', '52, 54').
 */
export function splitOptions(typed: string): string[] {
  return typed.split(/;|(?<!\d),|,(?!\d)/);
}

/** Adds values to a list, once each (without regard to case), in the order given. */
export function addOptions(list: readonly string[], values: readonly string[]): string[] {
  const seen = new Set(list.map((v) => v.toLocaleLowerCase('fr')));
  const next = [...list];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase('fr');
    if (value && !seen.has(key)) {
      seen.add(key);
      next.push(value);
    }
  }
  return next;
}

export function emptyProductValues(): ProductFormValues {
  return {
    nameFr: '',
    nameEn: '',
    descriptionFr: '',
    descriptionEn: '',
    details: '',
    category: '',
    price: '',
    priceOnRequest: false,
    status: 'draft',
    slug: '',
    seoTitle: '',
    seoDescription: '',
    sizeSystem: 'free',
    sizes: [],
    metals: [],
    stones: [],
    engravingAllowed: false,
    engravingMaxLength: String(ENGRAVING_MAX_LENGTH),
    madeToOrder: false,
    leadTimeWeeks: '',
    stock: '0',
    inventory: {},
    prices: {},
  };
}

/** A stored piece as the form's values. */
export function valuesFromProduct(product: ProductDetail): ProductFormValues {
  const currency = currencyOf(product.currency);
  const inventory: Record<string, string> = {};
  const prices: Record<string, string> = {};
  for (const entry of product.inventory) {
    inventory[combinationKey(entry)] = String(entry.quantity);
    if (entry.priceMinor != null) prices[combinationKey(entry)] = minorToPrice(entry.priceMinor, currency);
  }
  return {
    nameFr: product.nameFr ?? '',
    nameEn: product.nameEn ?? '',
    descriptionFr: product.descriptionFr ?? '',
    descriptionEn: product.descriptionEn ?? '',
    details: product.details.join('\n'),
    category: product.category,
    price:
      product.priceOnRequest && product.priceMinor === 0 ? '' : minorToPrice(product.priceMinor, currency),
    priceOnRequest: product.priceOnRequest,
    status: product.status,
    slug: product.slug,
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    sizeSystem: product.sizeSystem,
    sizes: product.sizes,
    metals: product.metals,
    stones: product.stones,
    engravingAllowed: product.engravingAllowed,
    engravingMaxLength: String(product.engravingMaxLength ?? ENGRAVING_MAX_LENGTH),
    madeToOrder: product.madeToOrder,
    leadTimeWeeks: product.leadTimeWeeks === null ? '' : String(product.leadTimeWeeks),
    stock: String(product.stock),
    inventory,
    prices,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const integerOrNull = (value: string) => {
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * The form's values as the API takes them (the shared schema then checks them): the price in minor
 * units, engraving and lead time only when on, and the stock per combination of the options offered
 * (or the piece's own figure when it has none). A made-to-order piece carries no stock.
 */
export function productBody(values: ProductFormValues, currency: Currency): ProductCreate {
  const price = priceToMinor(values.price, currency);
  const cells = combinations(values.sizes, values.metals, values.stones);
  // A combination's own price is sent where it is given and differs from the piece's (-1 if unreadable,
  // which the shared schema refuses on the grid).
  const ownPrice = (cell: Combination) => {
    const own = priceToMinor(values.prices[combinationKey(cell)] ?? '', currency);
    if (own === null || own === price) return {};
    return { priceMinor: own === 'invalid' ? -1 : own };
  };
  const inventory = values.madeToOrder
    ? []
    : cells.map((cell) => ({
        ...cell,
        quantity: quantityOf(values.inventory[combinationKey(cell)]) ?? -1,
        ...ownPrice(cell),
      }));
  return {
    nameFr: textOrNull(values.nameFr),
    nameEn: textOrNull(values.nameEn),
    descriptionFr: textOrNull(values.descriptionFr),
    descriptionEn: textOrNull(values.descriptionEn),
    details: values.details
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    category: values.category as ProductCategory,
    // An unreadable price is reported by the form itself (priceUnreadable), never sent.
    priceMinor: price === 'invalid' ? null : price,
    priceOnRequest: values.priceOnRequest,
    status: values.status,
    slug: textOrNull(values.slug),
    seoTitle: textOrNull(values.seoTitle),
    seoDescription: textOrNull(values.seoDescription),
    sizeSystem: values.sizeSystem,
    sizes: values.sizes,
    metals: values.metals,
    stones: values.stones,
    engravingAllowed: values.engravingAllowed,
    engravingMaxLength: values.engravingAllowed ? integerOrNull(values.engravingMaxLength) : null,
    madeToOrder: values.madeToOrder,
    leadTimeWeeks: values.madeToOrder ? integerOrNull(values.leadTimeWeeks) : null,
    stock: values.madeToOrder || cells.length ? 0 : (quantityOf(values.stock) ?? -1),
    inventory,
  };
}

/** The form field a schema path's message goes under ('sizes.3' → sizes, 'priceMinor' → price). */
export function formFieldOf(path: string): keyof ProductFormValues {
  const head = path.split('.')[0] ?? '';
  if (head === 'priceMinor') return 'price';
  if (head === 'inventory') return 'inventory';
  const known: readonly (keyof ProductFormValues)[] = [
    'nameFr',
    'nameEn',
    'descriptionFr',
    'descriptionEn',
    'details',
    'category',
    'priceOnRequest',
    'status',
    'slug',
    'seoTitle',
    'seoDescription',
    'sizeSystem',
    'sizes',
    'metals',
    'stones',
    'engravingAllowed',
    'engravingMaxLength',
    'madeToOrder',
    'leadTimeWeeks',
    'stock',
  ];
  return (known as readonly string[]).includes(head) ? (head as keyof ProductFormValues) : 'nameFr';
}

type Issue = { type: string; message: string };

/**
 * The form's validation: the shared schema from @carat/validation on the body the API would receive,
 * its messages in the user's language under their fields. The schema checks the rules spanning fields
 * (a name in one language, a price unless on request) only once every field parses, so they are run
 * here too and every problem shows at the first try; an unreadable price says so in its own words.
 */
export function productResolver(
  locale: Locale,
  currency: Currency,
  priceUnreadable: string,
): Resolver<ProductFormValues> {
  const shared = schemaResolver<ProductFormValues>(
    productInputSchema(locale),
    (values) => productBody(values, currency),
    formFieldOf,
  );
  return async (values, context, options) => {
    const result = await shared(values, context, options);
    const errors: Record<string, Issue> = { ...(result.errors as Record<string, Issue>) };
    const body = productBody(values, currency) as unknown as ProductRulesInput;
    for (const [path, message] of Object.entries(catalogueRuleErrors(body, locale))) {
      errors[formFieldOf(path)] ??= { type: 'validation', message };
    }
    if (priceToMinor(values.price, currency) === 'invalid') {
      errors.price = { type: 'validation', message: priceUnreadable };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<ProductFormValues> }
      : result;
  };
}
