import type { InventoryEntry, ProductCategory, ProductStatus } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import { type Currency, fromMinorUnits, MoneyError, toMinorUnits } from '@carat/domain/money';
import { type CategoryNames, DEFAULT_PRODUCT_CATEGORIES } from '@carat/domain/showroom';
import {
  CATALOGUE_LIMITS,
  type CatalogueMessageId,
  catalogueMessagesFor,
  catalogueRuleErrors,
  SIZE_SYSTEMS,
} from '@carat/validation/catalogue';
import { hasForbiddenControl } from '@carat/validation/text';
import { CsvError, parseCsv, toCsv, undefuse } from '#api/lib/csv.ts';

/**
 * Shopify's product CSV (help.shopify.com, "Using CSV files to import and export products"), read and
 * written. One row per variant; a piece's first row carries its title, description, type, status and
 * SEO texts, the rows after it only the handle, the option values and the variant's price and stock;
 * rows with only an image add photos. Our three options are Shopify's three (Size, Metal, Stone); what
 * Shopify has no column for travels in `product.metafields.carat.*` columns, as Shopify names metafields.
 * Pure: text in, pieces and per-row problems out (the service writes them).
 */

const METAFIELD = <K extends string, L extends string>(key: K, label: L) =>
  `${label} (product.metafields.carat.${key})` as const;

/** The columns written by the export, in Shopify's order, then ours. */
export const SHOPIFY_EXPORT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Status',
  METAFIELD('size_system', 'Size system'),
  METAFIELD('engraving_max_length', 'Engraving max length'),
  METAFIELD('lead_time_weeks', 'Lead time weeks'),
  METAFIELD('price_on_request', 'Price on request'),
  METAFIELD('details', 'Details'),
] as const;

type Column = (typeof SHOPIFY_EXPORT_COLUMNS)[number];
const COLUMN = {
  sizeSystem: METAFIELD('size_system', 'Size system'),
  engraving: METAFIELD('engraving_max_length', 'Engraving max length'),
  leadTime: METAFIELD('lead_time_weeks', 'Lead time weeks'),
  priceOnRequest: METAFIELD('price_on_request', 'Price on request'),
  details: METAFIELD('details', 'Details'),
} as const;

const OPTION_SLOTS = [1, 2, 3] as const;
type OptionKind = 'size' | 'metal' | 'stone';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const OPTION_NAMES: Record<string, OptionKind | 'none'> = Object.fromEntries([
  ...['title'].map((n) => [n, 'none'] as const),
  ...[
    'size',
    'sizes',
    'ring size',
    'taille',
    'tailles',
    'tour de doigt',
    'length',
    'longueur',
    'largeur',
  ].map((n) => [n, 'size'] as const),
  ...[
    'metal',
    'metals',
    'metaux',
    'material',
    'matiere',
    'colour',
    'color',
    'couleur',
    'finish',
    'finition',
    'gold',
    'or',
  ].map((n) => [n, 'metal'] as const),
  ...['stone', 'stones', 'gemstone', 'gem', 'pierre', 'pierres', 'diamond', 'diamant'].map(
    (n) => [n, 'stone'] as const,
  ),
]);

/**
 * Words that name a default category, in English and French, singular and plural (folded, no accents),
 * with the categories they mean, most fitting first: a necklace is a necklace, else a chain.
 */
const CATEGORY_WORDS: [readonly ProductCategory[], string[]][] = [
  [
    ['EARRINGS'],
    ['earring', 'earrings', 'boucle', 'boucles', 'boucles d oreilles', 'creole', 'creoles', 'stud', 'studs'],
  ],
  [['RINGS'], ['ring', 'rings', 'bague', 'bagues', 'alliance', 'alliances', 'chevaliere']],
  [['PENDANTS'], ['pendant', 'pendants', 'pendentif', 'pendentifs', 'medaillon', 'locket']],
  [
    ['NECKLACES', 'CHAINS'],
    ['necklace', 'necklaces', 'collier', 'colliers'],
  ],
  [['CHAINS'], ['chain', 'chains', 'chaine', 'chaines']],
  [['BRACELETS'], ['bracelet', 'bracelets', 'bangle', 'bangles', 'jonc', 'gourmette']],
  [['WATCHES'], ['watch', 'watches', 'montre', 'montres']],
  [['GRILLS'], ['grill', 'grills', 'grillz']],
];

/**
 * A category of the business's list (ADR 076) from a cell: its key ('RINGS'), one of its names, or a word
 * of a default category it has ('Bagues', 'Jewelry > Rings', 'ring, gold').
 */
export function categoryFromText(
  text: string,
  categories: readonly CategoryNames[] = DEFAULT_PRODUCT_CATEGORIES,
): ProductCategory | null {
  const keys = new Set(categories.map((c) => c.key));
  const upper = text.trim().toUpperCase();
  if (keys.has(upper)) return upper;
  const words = fold(text);
  if (!words) return null;
  // The business's own names first, then the default words of the categories it has.
  const table: [ProductCategory, string[]][] = [
    ...categories.map((c): [ProductCategory, string[]] => [
      c.key,
      [fold(c.nameFr), fold(c.nameEn)].filter(Boolean),
    ]),
    ...CATEGORY_WORDS.flatMap(([wanted, names]): [ProductCategory, string[]][] => {
      const key = wanted.find((k) => keys.has(k));
      return key ? [[key, names]] : [];
    }),
  ];
  const padded = ` ${words} `;
  // The last segment of a taxonomy path first ('Apparel & Accessories > Jewelry > Rings').
  for (const segment of text.split('>').reverse()) {
    const folded = ` ${fold(segment)} `;
    for (const [category, names] of table) {
      if (names.some((name) => folded.includes(` ${name} `))) return category;
    }
  }
  for (const [category, names] of table) {
    if (names.some((name) => padded.includes(` ${name} `))) return category;
  }
  return null;
}

/** A description written in HTML, as plain paragraphs (tags dropped, entities read, line breaks kept). */
export function textFromHtml(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  // `[^<>]*`, never `[^>]*`: a tag match stops at the next '<', so a text of a million '<' stays linear.
  const text = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^<>]*>/gi, '• ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 31 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return entities[name.toLowerCase()] ?? whole;
    });
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain paragraphs as Shopify's Body (HTML). */
export function htmlFromText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

export interface ImportIssue {
  /** The line in the file (the header is line 1). */
  line: number;
  /** The column's title as the file writes it (or as Shopify names it when the file lacks it). */
  column: string;
  message: string;
}

export interface ImportedImage {
  url: string;
  alt: string | null;
  position: number;
}

/** A piece read from the file, in the shape the catalogue stores. */
export interface ImportedProduct {
  /** The line of its first row. */
  line: number;
  handle: string;
  name: string;
  description: string | null;
  details: string[];
  category: ProductCategory;
  status: ProductStatus;
  seoTitle: string | null;
  seoDescription: string | null;
  priceMinor: number;
  priceOnRequest: boolean;
  sizeSystem: (typeof SIZE_SYSTEMS)[number];
  sizes: string[];
  metals: string[];
  stones: string[];
  engravingMaxLength: number | null;
  madeToOrder: boolean;
  leadTimeWeeks: number | null;
  stock: number;
  inventory: InventoryEntry[];
  variants: number;
  /** Named by address: listed 'to upload', never fetched. */
  images: ImportedImage[];
}

export interface ParsedImport {
  products: ImportedProduct[];
  issues: ImportIssue[];
  rows: number;
  /** The file's columns this import reads, and those it leaves aside. */
  columns: { title: string; read: boolean }[];
}

/** A file that cannot be read as a product CSV at all (as opposed to rows with problems). */
export class ShopifyCsvError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'no_handle_column' | 'empty' | 'too_many_rows' | 'too_many_products',
    message: string,
  ) {
    super(message);
    this.name = 'ShopifyCsvError';
  }
}

const READ_COLUMNS = new Set<string>(
  [
    'Handle',
    'Title',
    'Body (HTML)',
    'Product Category',
    'Type',
    'Tags',
    'Published',
    'Variant Inventory Tracker',
    'Variant Inventory Qty',
    'Variant Price',
    'Image Src',
    'Image Position',
    'Image Alt Text',
    'SEO Title',
    'SEO Description',
    'Variant Image',
    'Status',
    ...OPTION_SLOTS.flatMap((n) => [`Option${n} Name`, `Option${n} Value`]),
    ...Object.values(COLUMN),
  ].map((c) => c.toLowerCase()),
);

const INTEGER = /^-?\d{1,9}$/;
const HTTP_URL = /^https?:\/\/[^\s"<>]+$/i;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

interface Group {
  line: number;
  handle: string;
  first: (name: string) => string;
  title: string;
  options: { slot: number; kind: OptionKind }[];
  variants: {
    line: number;
    values: Record<OptionKind, string | null>;
    price: number | null;
    qty: number;
    tracked: boolean;
  }[];
  images: Map<string, ImportedImage>;
}

/**
 * Reads a Shopify product CSV. Every problem is named by its line and column; a file with problems still
 * answers every piece it could read, so the preview can show both. Prices are read in `currency`.
 */
export function parseShopifyCsv(
  text: string,
  options: { currency: Currency; locale: Locale; categories?: readonly CategoryNames[] },
): ParsedImport {
  const m = catalogueMessagesFor(options.locale);
  let table: string[][];
  try {
    table = parseCsv(text, ',');
  } catch (error) {
    if (error instanceof CsvError) throw new ShopifyCsvError('unreadable', error.message);
    throw error;
  }
  const [header = [], ...body] = table;
  const titles = header.map((title) => title.trim());
  const index = new Map<string, number>();
  titles.forEach((title, i) => {
    if (!index.has(title.toLowerCase())) index.set(title.toLowerCase(), i);
  });
  if (!index.has('handle')) {
    throw new ShopifyCsvError('no_handle_column', 'The first line must name the columns, including "Handle"');
  }
  if (body.length === 0) throw new ShopifyCsvError('empty', 'The file has no products');
  if (body.length > CATALOGUE_LIMITS.importRowsMax) {
    throw new ShopifyCsvError('too_many_rows', `At most ${CATALOGUE_LIMITS.importRowsMax} rows per import`);
  }
  const titleOf = (column: string) => {
    const i = index.get(column.toLowerCase());
    return i === undefined ? column : (titles[i] ?? column);
  };
  const issues: ImportIssue[] = [];
  const issue = (line: number, column: string, id: CatalogueMessageId) =>
    issues.push({ line, column: titleOf(column), message: m[id] });

  const groups = new Map<string, Group>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const cell = (column: string) => {
      const at = index.get(column.toLowerCase());
      return at === undefined ? '' : undefuse((cells[at] ?? '').trim());
    };
    for (const [at, value] of cells.entries()) {
      if (hasForbiddenControl(value)) {
        issues.push({ line, column: titles[at] ?? `#${at + 1}`, message: m['catalogue.text.control'] });
      }
    }
    const handle = cell('Handle').toLowerCase();
    if (!handle) {
      issue(line, 'Handle', 'catalogue.import.handle.required');
      return;
    }
    if (!SLUG.test(handle)) {
      issue(line, 'Handle', 'catalogue.import.handle.invalid');
      return;
    }
    let group = groups.get(handle);
    const title = cell('Title');
    if (!group) {
      if (!title) issue(line, 'Title', 'catalogue.import.title.required');
      if (title.length > CATALOGUE_LIMITS.nameMax) issue(line, 'Title', 'catalogue.name.max');
      const firstCells = cells;
      group = {
        line,
        handle,
        title,
        first: (column) => {
          const at = index.get(column.toLowerCase());
          return at === undefined ? '' : undefuse((firstCells[at] ?? '').trim());
        },
        options: [],
        variants: [],
        images: new Map(),
      };
      const kinds = new Set<OptionKind>();
      for (const slot of OPTION_SLOTS) {
        const name = cell(`Option${slot} Name`);
        if (!name) continue;
        const kind = OPTION_NAMES[fold(name)];
        if (kind === undefined) issue(line, `Option${slot} Name`, 'catalogue.import.option.unknown');
        else if (kind !== 'none') {
          if (kinds.has(kind)) issue(line, `Option${slot} Name`, 'catalogue.import.option.duplicate');
          kinds.add(kind);
          group.options.push({ slot, kind });
        }
      }
      groups.set(handle, group);
    } else if (title && title !== group.title) {
      issue(line, 'Title', 'catalogue.import.handle.duplicateTitle');
    }

    const priceText = cell('Variant Price');
    const isVariant =
      priceText !== '' ||
      OPTION_SLOTS.some((slot) => cell(`Option${slot} Value`) !== '') ||
      cell('Variant Inventory Qty') !== '';
    if (isVariant) {
      const values: Record<OptionKind, string | null> = { size: null, metal: null, stone: null };
      for (const { slot, kind } of group.options) {
        const value = cell(`Option${slot} Value`);
        if (!value) issue(line, `Option${slot} Value`, 'catalogue.import.option.valueMissing');
        else if (value.length > CATALOGUE_LIMITS.optionMax)
          issue(line, `Option${slot} Value`, 'catalogue.option.invalid');
        else values[kind] = value;
      }
      let price: number | null = null;
      if (priceText) {
        try {
          if (!/^\d+(?:\.\d+)?$/.test(priceText)) throw new MoneyError(priceText);
          price = toMinorUnits(priceText, options.currency);
          if (price > CATALOGUE_LIMITS.priceMaxMinor) throw new MoneyError(priceText);
        } catch (error) {
          if (!(error instanceof MoneyError)) throw error;
          issue(line, 'Variant Price', 'catalogue.import.price.invalid');
        }
      }
      const qtyText = cell('Variant Inventory Qty');
      let qty = 0;
      if (qtyText) {
        if (INTEGER.test(qtyText)) qty = Math.min(Math.max(Number(qtyText), 0), CATALOGUE_LIMITS.quantityMax);
        else issue(line, 'Variant Inventory Qty', 'catalogue.import.quantity.invalid');
      }
      const key = JSON.stringify([values.size, values.metal, values.stone]);
      if (
        group.variants.some((v) => JSON.stringify([v.values.size, v.values.metal, v.values.stone]) === key)
      ) {
        issue(
          line,
          group.options[0] ? `Option${group.options[0].slot} Value` : 'Handle',
          'catalogue.import.variant.duplicate',
        );
      }
      group.variants.push({ line, values, price, qty, tracked: cell('Variant Inventory Tracker') !== '' });
    }

    for (const column of ['Image Src', 'Variant Image']) {
      const url = cell(column);
      if (!url) continue;
      if (!HTTP_URL.test(url) || url.length > 2000) {
        issue(line, column, 'catalogue.import.imageUrl.invalid');
        continue;
      }
      if (group.images.has(url)) continue;
      const positionText = column === 'Image Src' ? cell('Image Position') : '';
      const alt = column === 'Image Src' ? cell('Image Alt Text').slice(0, CATALOGUE_LIMITS.altMax) : '';
      group.images.set(url, {
        url,
        alt: alt || null,
        position: INTEGER.test(positionText) ? Number(positionText) : 10_000 + group.images.size,
      });
    }
  });

  if (groups.size > CATALOGUE_LIMITS.importProductsMax) {
    throw new ShopifyCsvError('too_many_products', m['catalogue.import.tooManyProducts']);
  }

  const products: ImportedProduct[] = [];
  for (const group of groups.values()) {
    const product = toProduct(group, issue, options.locale, options.categories ?? DEFAULT_PRODUCT_CATEGORIES);
    if (product) products.push(product);
  }
  issues.sort((a, b) => a.line - b.line);
  return {
    products,
    issues,
    rows: body.length,
    columns: titles.map((title) => ({ title, read: READ_COLUMNS.has(title.toLowerCase()) })),
  };
}

function toProduct(
  group: Group,
  issue: (line: number, column: string, id: CatalogueMessageId) => void,
  locale: Locale,
  categories: readonly CategoryNames[],
): ImportedProduct | null {
  const { first, line } = group;
  const text = (column: string, max: number, id: CatalogueMessageId) => {
    const value = first(column);
    if (value.length > max) issue(line, column, id);
    return value || null;
  };
  const description = textFromHtml(first('Body (HTML)'));
  if (description.length > CATALOGUE_LIMITS.descriptionMax)
    issue(line, 'Body (HTML)', 'catalogue.description.max');
  const seoTitle = text('SEO Title', CATALOGUE_LIMITS.seoTitleMax, 'catalogue.seoTitle.max');
  const seoDescription = text(
    'SEO Description',
    CATALOGUE_LIMITS.seoDescriptionMax,
    'catalogue.seoDescription.max',
  );

  const category =
    categoryFromText(first('Type'), categories) ??
    categoryFromText(first('Product Category'), categories) ??
    categoryFromText(first('Tags'), categories) ??
    categoryFromText(group.title, categories);
  if (!category) issue(line, 'Type', 'catalogue.import.category.unknown');

  const statusText = first('Status').toLowerCase();
  let status: ProductStatus = 'draft';
  if (statusText === 'active') status = 'published';
  else if (statusText === 'archived') status = 'archived';
  else if (statusText === 'draft') status = 'draft';
  else if (statusText) issue(line, 'Status', 'catalogue.import.status.invalid');
  else status = first('Published').toLowerCase() === 'true' ? 'published' : 'draft';

  const wholeNumber = (column: string, min: number, max: number, id: CatalogueMessageId) => {
    const value = first(column);
    if (!value) return null;
    if (!INTEGER.test(value) || Number(value) < min || Number(value) > max) {
      issue(line, column, id);
      return null;
    }
    return Number(value);
  };
  const engravingMaxLength = wholeNumber(COLUMN.engraving, 1, 20, 'catalogue.engraving.max');
  const leadTimeWeeks = wholeNumber(
    COLUMN.leadTime,
    1,
    CATALOGUE_LIMITS.leadTimeWeeksMax,
    'catalogue.leadTime.invalid',
  );
  const systemText = first(COLUMN.sizeSystem).toLowerCase();
  const sizeSystem = (SIZE_SYSTEMS as readonly string[]).includes(systemText)
    ? (systemText as ImportedProduct['sizeSystem'])
    : 'free';
  if (systemText && sizeSystem !== systemText) issue(line, COLUMN.sizeSystem, 'catalogue.sizeSystem.invalid');
  const priceOnRequest = ['true', 'yes', 'oui', '1'].includes(first(COLUMN.priceOnRequest).toLowerCase());
  const details = first(COLUMN.details)
    .split('\n')
    .map((d) => d.trim())
    .filter(Boolean);
  if (
    details.length > CATALOGUE_LIMITS.detailsMax ||
    details.some((d) => d.length > CATALOGUE_LIMITS.detailMax)
  ) {
    issue(line, COLUMN.details, 'catalogue.details.max');
  }

  const optionValues = (kind: OptionKind) => [
    ...new Set(group.variants.map((v) => v.values[kind]).filter((v): v is string => v !== null)),
  ];
  const sizes = optionValues('size');
  const metals = optionValues('metal');
  const stones = optionValues('stone');
  for (const [kind, values, max, id] of [
    ['size', sizes, CATALOGUE_LIMITS.sizesMax, 'catalogue.sizes.max'],
    ['metal', metals, CATALOGUE_LIMITS.metalsMax, 'catalogue.metals.max'],
    ['stone', stones, CATALOGUE_LIMITS.stonesMax, 'catalogue.stones.max'],
  ] as const) {
    const option = group.options.find((o) => o.kind === kind);
    if (values.length > max && option) issue(line, `Option${option.slot} Value`, id);
  }
  const prices = group.variants.map((v) => v.price).filter((p): p is number => p !== null);
  const priceMinor = prices.length ? Math.min(...prices) : 0;
  if (!prices.length && !priceOnRequest) {
    issue(group.variants[0]?.line ?? line, 'Variant Price', 'catalogue.import.price.invalid');
  }
  const hasOptions = group.options.length > 0;
  const inventory: InventoryEntry[] = hasOptions
    ? group.variants.map((v) => ({
        size: v.values.size,
        metal: v.values.metal,
        stone: v.values.stone,
        quantity: v.qty,
        ...(v.price !== null && v.price !== priceMinor ? { priceMinor: v.price } : {}),
      }))
    : [];
  if (inventory.length > CATALOGUE_LIMITS.inventoryMax) issue(line, 'Handle', 'catalogue.inventory.max');
  const stock = Math.min(
    group.variants.reduce((sum, v) => sum + v.qty, 0),
    CATALOGUE_LIMITS.quantityMax,
  );
  const madeToOrder = group.variants.length > 0 && group.variants.every((v) => !v.tracked);

  // Ring sizes must be sizes of their system: named at the size option's column.
  const sizeOption = group.options.find((o) => o.kind === 'size');
  const ruleErrors = catalogueRuleErrors(
    {
      nameFr: group.title,
      nameEn: null,
      priceMinor,
      priceOnRequest,
      sizeSystem,
      sizes,
      metals,
      stones,
      engravingAllowed: engravingMaxLength !== null,
      engravingMaxLength,
      inventory: [],
    },
    locale,
  );
  for (const [field] of Object.entries(ruleErrors)) {
    if (field.startsWith('sizes.') && sizeOption) {
      const size = sizes[Number(field.slice(6))];
      const variant = group.variants.find((v) => v.values.size === size);
      issue(variant?.line ?? line, `Option${sizeOption.slot} Value`, 'catalogue.size.invalid');
    }
  }

  if (!category || !group.title) return null;
  return {
    line,
    handle: group.handle,
    name: group.title,
    description: description || null,
    details,
    category,
    status,
    seoTitle,
    seoDescription,
    priceMinor,
    priceOnRequest,
    sizeSystem,
    sizes,
    metals,
    stones,
    engravingMaxLength,
    madeToOrder,
    leadTimeWeeks,
    stock,
    inventory,
    variants: group.variants.length,
    images: [...group.images.values()]
      .sort((a, b) => a.position - b.position)
      .map((image, position) => ({ ...image, position })),
  };
}

/** A piece as the export writes it. */
export interface ExportedProduct {
  handle: string;
  title: string;
  description: string;
  details: string[];
  category: ProductCategory;
  status: ProductStatus;
  seoTitle: string | null;
  seoDescription: string | null;
  priceMinor: number;
  priceOnRequest: boolean;
  sizeSystem: string | null;
  sizes: string[];
  metals: string[];
  stones: string[];
  engravingMaxLength: number | null;
  madeToOrder: boolean;
  leadTimeWeeks: number | null;
  stock: number;
  inventory: InventoryEntry[];
  images: { url: string; alt: string | null }[];
}

/** Every combination of the piece's options, in the order a form lists them (sizes, then metals, then stones). */
function combinations(product: ExportedProduct) {
  const axes = (
    [
      ['Size', 'size', product.sizes],
      ['Metal', 'metal', product.metals],
      ['Stone', 'stone', product.stones],
    ] as const
  ).filter(([, , values]) => values.length > 0);
  let rows: Record<OptionKind, string | null>[] = [{ size: null, metal: null, stone: null }];
  for (const [, kind, values] of axes) {
    rows = rows.flatMap((row) => values.map((value) => ({ ...row, [kind]: value })));
  }
  return { names: axes.map(([name]) => name), rows };
}

/** The catalogue as Shopify's product CSV: one row per combination of options, extra rows for photos. */
export function shopifyCsv(
  products: readonly ExportedProduct[],
  currency: Currency,
  categories: readonly CategoryNames[] = DEFAULT_PRODUCT_CATEGORIES,
): string {
  // Shopify's Type: the category's English name (the key of one no longer listed).
  const typeOf = new Map(categories.map((c) => [c.key, c.nameEn]));
  const rows: (string | number | null)[][] = [[...SHOPIFY_EXPORT_COLUMNS]];
  const at = Object.fromEntries(SHOPIFY_EXPORT_COLUMNS.map((c, i) => [c, i])) as Record<Column, number>;
  const blank = () => SHOPIFY_EXPORT_COLUMNS.map(() => null as string | number | null);
  for (const product of products) {
    const { names, rows: combos } = combinations(product);
    const byKey = new Map(product.inventory.map((e) => [JSON.stringify([e.size, e.metal, e.stone]), e]));
    const lines = Math.max(combos.length, product.images.length);
    for (let i = 0; i < lines; i++) {
      const row = blank();
      const set = (column: Column, value: string | number | null) => {
        row[at[column]] = value;
      };
      set('Handle', product.handle);
      if (i === 0) {
        set('Title', product.title);
        set('Body (HTML)', htmlFromText(product.description));
        set('Type', typeOf.get(product.category) ?? product.category);
        set('Published', product.status === 'published' ? 'true' : 'false');
        set('Gift Card', 'false');
        set('SEO Title', product.seoTitle);
        set('SEO Description', product.seoDescription);
        set('Status', product.status === 'published' ? 'active' : product.status);
        set(COLUMN.sizeSystem, product.sizeSystem ?? 'free');
        set(COLUMN.engraving, product.engravingMaxLength);
        set(COLUMN.leadTime, product.leadTimeWeeks);
        set(COLUMN.priceOnRequest, product.priceOnRequest ? 'true' : 'false');
        set(COLUMN.details, product.details.join('\n') || null);
      }
      const combo = combos[i];
      if (combo) {
        OPTION_SLOTS.forEach((slot, n) => {
          const name = names[n];
          if (i === 0) set(`Option${slot} Name`, name ?? (n === 0 ? 'Title' : null));
          const kind = name?.toLowerCase() as OptionKind | undefined;
          set(`Option${slot} Value`, kind ? combo[kind] : n === 0 ? 'Default Title' : null);
        });
        const entry = byKey.get(JSON.stringify([combo.size, combo.metal, combo.stone]));
        const quantity =
          names.length === 0 || product.inventory.length === 0
            ? i === 0
              ? product.stock
              : 0
            : (entry?.quantity ?? 0);
        set('Variant Grams', 0);
        set('Variant Inventory Tracker', product.madeToOrder ? null : 'shopify');
        set('Variant Inventory Qty', quantity);
        set('Variant Inventory Policy', product.madeToOrder ? 'continue' : 'deny');
        set('Variant Fulfillment Service', 'manual');
        set('Variant Price', fromMinorUnits(entry?.priceMinor ?? product.priceMinor, currency));
        set('Variant Requires Shipping', 'true');
        set('Variant Taxable', 'true');
        set('Variant Weight Unit', 'g');
      }
      const image = product.images[i];
      if (image) {
        set('Image Src', image.url);
        set('Image Position', i + 1);
        set('Image Alt Text', image.alt);
      }
      rows.push(row);
    }
  }
  return toCsv(rows);
}
