import { productImages, products } from '@carat/db';
import { LOCALES, type Locale } from '@carat/domain/locale';
import { type Currency, isCurrency } from '@carat/domain/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ExportedProduct,
  type ImportedProduct,
  parseShopifyCsv,
  ShopifyCsvError,
  shopifyCsv,
} from '#api/features/catalogue/shopify-csv.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { categoryRows } from './categories.ts';
import { addImagesToUpload, businessImageRows, type ImageRow, serialiseImage } from './images.ts';
import { productColumns } from './products.ts';

/**
 * The catalogue in Shopify's product CSV: a preview that names every problem by row
 * and column, an import that writes everything in the request's one transaction or nothing, and the
 * export in the same format. Photos named by address are listed 'to upload', never fetched: the server
 * never reaches a URL a file gave it.
 */

const currencyOf = (scope: TenantScope): Currency => (isCurrency(scope.currency) ? scope.currency : 'GBP');

async function parse(scope: TenantScope, csv: string) {
  // A piece is filed under one of the business's own categories (ADR 076).
  const categories = await categoryRows(scope, scope.businessId);
  try {
    return parseShopifyCsv(csv, { currency: currencyOf(scope), locale: scope.locale, categories });
  } catch (error) {
    if (!(error instanceof ShopifyCsvError)) throw error;
    switch (error.kind) {
      case 'no_handle_column':
        throw new AppError('missing_name_column', error.message, 422, undefined, { column: 'Handle' });
      case 'empty':
        throw new AppError('empty_import', error.message, 422);
      case 'too_many_rows':
      case 'too_many_products':
        throw new AppError('too_many_rows', error.message, 422);
      default:
        throw new AppError('invalid_csv', error.message, 422);
    }
  }
}

/** The business's pieces with these handles (slugs): an import updates them rather than adding twins. */
async function existingByHandle(scope: TenantScope, handles: string[]) {
  const found = new Map<
    string,
    {
      id: string;
      nameFr: string | null;
      nameEn: string | null;
      descriptionFr: string | null;
      descriptionEn: string | null;
      position: number;
    }
  >();
  for (let i = 0; i < handles.length; i += 1000) {
    const rows = await scope.tx
      .select({
        id: products.id,
        slug: products.slug,
        nameFr: products.nameFr,
        nameEn: products.nameEn,
        descriptionFr: products.descriptionFr,
        descriptionEn: products.descriptionEn,
        position: products.position,
      })
      .from(products)
      .where(
        and(eq(products.businessId, scope.businessId), inArray(products.slug, handles.slice(i, i + 1000))),
      );
    for (const { slug, ...row } of rows) found.set(slug, row);
  }
  return found;
}

/** Reads the file and says what an import would do, piece by piece, and every problem; writes nothing. */
export async function previewProductImport(scope: TenantScope, input: { csv: string; language?: Locale }) {
  const parsed = await parse(scope, input.csv);
  const existing = await existingByHandle(
    scope,
    parsed.products.map((p) => p.handle),
  );
  const variants = parsed.products.reduce((sum, p) => sum + p.variants, 0);
  const images = parsed.products.reduce((sum, p) => sum + p.images.length, 0);
  return {
    rows: parsed.rows,
    columns: parsed.columns,
    products: parsed.products.map((p) => ({
      line: p.line,
      handle: p.handle,
      name: p.name,
      category: p.category,
      status: p.status,
      priceMinor: p.priceMinor,
      priceOnRequest: p.priceOnRequest,
      variants: p.variants,
      sizes: p.sizes,
      metals: p.metals,
      stones: p.stones,
      stock: p.stock,
      madeToOrder: p.madeToOrder,
      action: existing.has(p.handle) ? ('update' as const) : ('create' as const),
      imagesToUpload: p.images.map((image) => image.url),
    })),
    issues: parsed.issues,
    totals: {
      products: parsed.products.length,
      variants,
      imagesToUpload: images,
      create: parsed.products.filter((p) => !existing.has(p.handle)).length,
      update: parsed.products.filter((p) => existing.has(p.handle)).length,
    },
    valid: parsed.issues.length === 0,
  };
}

function fieldsFrom(
  product: ImportedProduct,
  language: Locale,
  kept: {
    nameFr: string | null;
    nameEn: string | null;
    descriptionFr: string | null;
    descriptionEn: string | null;
  },
) {
  const name = { ...{ fr: kept.nameFr, en: kept.nameEn }, [language]: product.name };
  const description = {
    ...{ fr: kept.descriptionFr, en: kept.descriptionEn },
    [language]: product.description?.slice(0, 5000) ?? null,
  };
  return {
    nameFr: name.fr,
    nameEn: name.en,
    descriptionFr: description.fr,
    descriptionEn: description.en,
    details: product.details,
    category: product.category,
    priceMinor: product.priceMinor,
    priceOnRequest: product.priceOnRequest,
    status: product.status,
    slug: product.handle,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    sizeSystem: product.sizeSystem,
    sizes: product.sizes,
    metals: product.metals,
    stones: product.stones,
    engravingAllowed: product.engravingMaxLength !== null,
    engravingMaxLength: product.engravingMaxLength,
    madeToOrder: product.madeToOrder,
    leadTimeWeeks: product.leadTimeWeeks,
    stock: product.stock,
    inventory: product.inventory.map((e) => ({ ...e, priceMinor: e.priceMinor ?? null })),
  };
}

/**
 * Imports the file: every piece in this request's one transaction, or none. A single problem anywhere
 * refuses the whole file (422 import_has_errors, `fields` naming `rows.<line>.<column>`). A handle the
 * business already has updates that piece (its other language's texts and its photos kept); the others
 * are added after the catalogue's last piece, in the file's order.
 */
export async function importProducts(scope: TenantScope, input: { csv: string; language?: Locale }) {
  const parsed = await parse(scope, input.csv);
  if (parsed.issues.length > 0) {
    const first = parsed.issues[0]!;
    throw new AppError(
      'import_has_errors',
      `${parsed.issues.length} problem(s), first at row ${first.line}, column "${first.column}": nothing was imported`,
      422,
      Object.fromEntries(parsed.issues.map((i) => [`rows.${i.line}.${i.column}`, i.message])),
      { issues: String(parsed.issues.length), line: String(first.line), column: first.column },
    );
  }
  const language = input.language ?? scope.locale;
  const existing = await existingByHandle(
    scope,
    parsed.products.map((p) => p.handle),
  );
  const none = { nameFr: null, nameEn: null, descriptionFr: null, descriptionEn: null };
  const { rows: positionRows } = await scope.tx.execute<{ next: number }>(
    sql`select coalesce(max(position), 0) + 1 as next from public.products where business_id = ${scope.businessId}`,
  );
  let nextPosition = Number(positionRows[0]?.next ?? 1);
  const created = parsed.products.filter((p) => !existing.has(p.handle));
  const ids = new Map<string, string>();
  for (let i = 0; i < created.length; i += 500) {
    const inserted = await scope.tx
      .insert(products)
      .values(
        created.slice(i, i + 500).map((product) => {
          const fields = fieldsFrom(product, language, none);
          return {
            ...productColumns(scope, fields),
            businessId: scope.businessId,
            ref: sql<number>`null`,
            name: product.name,
            slug: product.handle,
            position: nextPosition++,
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  const updated = parsed.products.filter((p) => existing.has(p.handle));
  for (const product of updated) {
    const current = existing.get(product.handle)!;
    await scope.tx
      .update(products)
      .set(productColumns(scope, fieldsFrom(product, language, current)))
      .where(and(eq(products.businessId, scope.businessId), eq(products.id, current.id)));
    ids.set(product.handle, current.id);
  }
  // Photos to upload: those the piece does not list yet, after its own.
  const known = new Map<string, { urls: Set<string>; count: number }>();
  if (updated.length) {
    const rows = await scope.tx
      .select({ productId: productImages.productId, sourceUrl: productImages.sourceUrl })
      .from(productImages)
      .where(
        and(
          eq(productImages.businessId, scope.businessId),
          inArray(
            productImages.productId,
            updated.map((p) => ids.get(p.handle)!),
          ),
        ),
      );
    for (const row of rows) {
      const entry = known.get(row.productId) ?? { urls: new Set(), count: 0 };
      if (row.sourceUrl) entry.urls.add(row.sourceUrl);
      entry.count++;
      known.set(row.productId, entry);
    }
  }
  const toUpload = parsed.products.flatMap((product) => {
    const productId = ids.get(product.handle)!;
    const seen = known.get(productId) ?? { urls: new Set<string>(), count: 0 };
    return product.images
      .filter((image) => !seen.urls.has(image.url))
      .map((image, i) => ({ productId, url: image.url, alt: image.alt, position: seen.count + i }));
  });
  await addImagesToUpload(scope, toUpload);
  return {
    imported: parsed.products.length,
    created: created.length,
    updated: updated.length,
    variants: parsed.products.reduce((sum, p) => sum + p.variants, 0),
    imagesToUpload: toUpload.map(({ productId, url }) => ({ productId, url })),
  };
}

/** The whole catalogue (archived pieces included, as Shopify exports them) as Shopify's product CSV. */
export async function exportProducts(scope: TenantScope, input: { language?: Locale }) {
  const language = input.language ?? scope.locale;
  const rows = await scope.tx
    .select({
      id: products.id,
      slug: products.slug,
      nameFr: products.nameFr,
      nameEn: products.nameEn,
      descriptionFr: products.descriptionFr,
      descriptionEn: products.descriptionEn,
      details: products.details,
      category: products.category,
      status: products.status,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      priceMinor: products.priceMinor,
      priceOnRequest: products.priceOnRequest,
      sizeSystem: products.sizeSystem,
      sizes: products.sizes,
      metals: products.colours,
      stones: products.stones,
      engravingAllowed: products.engravingAllowed,
      engravingMaxLength: products.engravingMaxLength,
      madeToOrder: products.madeToOrder,
      leadTimeWeeks: products.leadTimeWeeks,
      stock: products.stock,
      inventory: products.inventory,
    })
    .from(products)
    .where(eq(products.businessId, scope.businessId))
    .orderBy(asc(products.position), asc(products.ref));
  // The export's language first, else the other one.
  const languages = [language, ...LOCALES.filter((l) => l !== language)];
  const inLanguage = (values: Record<Locale, string | null>) =>
    languages.map((l) => values[l]).find(Boolean) ?? '';
  const photos = new Map<string, ImageRow[]>();
  for (const image of await businessImageRows(scope)) {
    photos.set(image.productId, [...(photos.get(image.productId) ?? []), image]);
  }
  const exported: ExportedProduct[] = [];
  for (const row of rows) {
    const images = (photos.get(row.id) ?? []).map((image) => {
      const served = serialiseImage(scope, image);
      const largest = served.sizes.filter((s) => s.format === 'webp').sort((a, b) => b.width - a.width)[0];
      const url = largest?.url ?? served.url ?? '';
      return {
        // The demo's drawings are paths on the showroom's own site.
        url: url.startsWith('/') ? `${scope.deps.config.SHOWROOM_URL}${url}` : url,
        alt: image.altFr ?? image.altEn,
      };
    });
    exported.push({
      handle: row.slug,
      title: inLanguage({ fr: row.nameFr, en: row.nameEn }),
      description: inLanguage({ fr: row.descriptionFr, en: row.descriptionEn }),
      details: row.details,
      category: row.category,
      status: row.status,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      priceMinor: row.priceMinor,
      priceOnRequest: row.priceOnRequest,
      sizeSystem: row.sizeSystem,
      sizes: row.sizes,
      metals: row.metals,
      stones: row.stones,
      engravingMaxLength: row.engravingAllowed ? (row.engravingMaxLength ?? 20) : null,
      madeToOrder: row.madeToOrder,
      leadTimeWeeks: row.leadTimeWeeks,
      stock: row.stock,
      inventory: row.inventory,
      images: images.filter((image) => image.url),
    });
  }
  const categories = await categoryRows(scope, scope.businessId);
  return { csv: shopifyCsv(exported, currencyOf(scope), categories), count: exported.length };
}
