import { type InventoryEntry, products } from '@carat/db';
import { productActions } from '@carat/domain/showroom';
import {
  catalogueMessagesFor,
  catalogueRuleErrors,
  type ProductInputParsed,
  type ProductListQuery,
  type ProductPatch,
} from '@carat/validation/catalogue';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { requireCategory } from './categories.ts';
import {
  copyProductImages,
  deleteStoredVariants,
  memberImage,
  productImageRows,
  reorderProductImages,
  serialiseImage,
} from './images.ts';

/**
 * The catalogue as the jeweller manages it: one function per action, each in the
 * request's scope. A piece that orders or enquiries name is archived, never deleted.
 */

/** Searches count exactly up to this many matches, then say "at least". */
export const PRODUCT_SEARCH_COUNT_CAP = 1000;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
function likeFragment(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const summaryColumns = {
  id: products.id,
  ref: products.ref,
  slug: products.slug,
  name: products.name,
  nameFr: products.nameFr,
  nameEn: products.nameEn,
  category: products.category,
  priceMinor: products.priceMinor,
  currency: products.currency,
  priceOnRequest: products.priceOnRequest,
  status: products.status,
  published: products.published,
  stock: products.stock,
  madeToOrder: products.madeToOrder,
  position: products.position,
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const detailColumns = {
  ...summaryColumns,
  descriptionFr: products.descriptionFr,
  descriptionEn: products.descriptionEn,
  details: products.details,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  sizeSystem: products.sizeSystem,
  sizes: products.sizes,
  metals: products.colours,
  stones: products.stones,
  engravingAllowed: products.engravingAllowed,
  engravingMaxLength: products.engravingMaxLength,
  leadTimeWeeks: products.leadTimeWeeks,
  inventory: products.inventory,
  archivedAt: products.archivedAt,
};

const selectSummaries = (scope: TenantScope) => scope.tx.select(summaryColumns).from(products);
const selectDetails = (scope: TenantScope) => scope.tx.select(detailColumns).from(products);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function serialiseSummary(scope: TenantScope, { images, ...row }: SummaryRow) {
  const cover = memberImage(scope, images[0], row.status === 'published');
  return {
    ...row,
    cover,
    photos: images.length,
    actions: productActions(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One page of the Catalogue list, with the status tabs' counts. The page's ids and the match count come
 * from database functions that can use the trigram and listing indexes (0017_catalogue.sql); the rows are
 * read under row-level security.
 */
export async function listProducts(scope: TenantScope, query: ProductListQuery) {
  const { tx, businessId } = scope;
  const q = query.q?.trim() || null;
  const pattern = q ? likeFragment(q) : null;
  const category = query.category ?? null;
  const status = query.status ?? null;
  const collection = query.collection ?? null;
  const offset = (query.page - 1) * query.pageSize;
  const { rows: idRows } = await tx.execute<{ id: string }>(
    sql`select public.product_page_ids(${businessId}, ${pattern}, ${category}, ${status}, ${collection}::uuid, ${query.sort}, ${query.pageSize}, ${offset}) as id`,
  );
  const ids = idRows.map((row) => row.id);
  const rows = ids.length
    ? await selectSummaries(scope).where(and(eq(products.businessId, businessId), inArray(products.id, ids)))
    : [];
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  // The status tabs' counts (one index-only pass); without other filters, the total is among them.
  const { rows: statusRows } = await tx.execute<{ status: string; n: number }>(
    sql`select status, count(*)::integer as n from public.products where business_id = ${businessId} group by status`,
  );
  const statusCounts = { draft: 0, published: 0, archived: 0 };
  for (const row of statusRows) {
    if (row.status in statusCounts) statusCounts[row.status as keyof typeof statusCounts] = Number(row.n);
  }
  let matched: number;
  if (!pattern && !category && !collection) {
    matched =
      status === null
        ? statusCounts.draft + statusCounts.published
        : status === 'all'
          ? statusCounts.draft + statusCounts.published + statusCounts.archived
          : statusCounts[status];
  } else {
    const cap = pattern ? PRODUCT_SEARCH_COUNT_CAP + 1 : 1_000_000_000;
    const { rows: countRows } = await tx.execute<{ n: number }>(
      sql`select public.product_match_count(${businessId}, ${pattern}, ${category}, ${status}, ${collection}::uuid, ${cap}) as n`,
    );
    matched = Number(countRows[0]?.n ?? 0);
  }
  return {
    items: rows.map((row) => serialiseSummary(scope, row)),
    total: pattern ? Math.min(matched, PRODUCT_SEARCH_COUNT_CAP) : matched,
    totalIsExact: !pattern || matched <= PRODUCT_SEARCH_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
    currency: scope.currency,
  };
}

async function productRow(scope: TenantScope, id: string): Promise<DetailRow> {
  const [row] = await selectDetails(scope).where(
    and(eq(products.businessId, scope.businessId), eq(products.id, id)),
  );
  if (!row) throw AppError.notFound('Product');
  return row;
}

/** One piece with its photos (those to upload included) and the actions it allows. */
export async function getProduct(scope: TenantScope, id: string) {
  const row = await productRow(scope, id);
  const images = await productImageRows(scope, id);
  const { images: _list, ...rest } = row;
  return {
    ...rest,
    sizeSystem: row.sizeSystem ?? ('free' as const),
    images: images.map((image) => serialiseImage(scope, image, row.status !== 'published')),
    actions: productActions(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

export type CatalogueProduct = Awaited<ReturnType<typeof getProduct>>;

/** A piece whole, as the form edits it (what create takes, and what a change is merged into). */
type ProductFields = Omit<ProductInputParsed, 'position'> & { position?: number };

/** The stored columns of a piece. `name` and `description` follow the French texts (the database's trigger). */
export function productColumns(scope: TenantScope, fields: ProductFields) {
  const inventory: InventoryEntry[] = fields.inventory.map((entry) => ({
    size: entry.size,
    metal: entry.metal,
    stone: entry.stone,
    quantity: entry.quantity,
    ...(entry.priceMinor != null ? { priceMinor: entry.priceMinor } : {}),
  }));
  return {
    nameFr: fields.nameFr,
    nameEn: fields.nameEn,
    descriptionFr: fields.descriptionFr,
    descriptionEn: fields.descriptionEn,
    details: fields.details,
    category: fields.category,
    priceMinor: fields.priceMinor ?? 0,
    currency: scope.currency,
    priceOnRequest: fields.priceOnRequest,
    status: fields.status,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    sizeSystem: fields.sizeSystem === 'free' ? null : fields.sizeSystem,
    sizes: fields.sizes,
    colours: fields.metals,
    stones: fields.stones,
    engravingAllowed: fields.engravingAllowed,
    engravingMaxLength: fields.engravingAllowed ? (fields.engravingMaxLength ?? 20) : null,
    madeToOrder: fields.madeToOrder,
    leadTimeWeeks: fields.leadTimeWeeks,
    inventory,
    // With stock per combination, the total is their sum; otherwise the piece's own figure.
    stock: inventory.length ? inventory.reduce((sum, e) => sum + e.quantity, 0) : fields.stock,
  };
}

async function assertSlugFree(scope: TenantScope, slug: string | null, exceptId?: string) {
  if (!slug) return;
  const [taken] = await scope.tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.businessId, scope.businessId),
        eq(products.slug, slug),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  if (taken) throw AppError.validation({ slug: catalogueMessagesFor(scope.locale)['catalogue.slug.taken'] });
}

/** The database gives the business's next number (0007's trigger) to a piece inserted without one. */
const NEXT_REF = sql<number>`null`;

const nextPosition = (businessId: string) =>
  sql<number>`(select coalesce(max(p.position), 0) + 1 from public.products p where p.business_id = ${businessId})`;

/** Adds a piece (a draft unless said), at the end of the catalogue's manual order, in the business's currency. */
export async function createProduct(scope: TenantScope, input: ProductInputParsed) {
  await requireCategory(scope, input.category);
  await assertSlugFree(scope, input.slug);
  const [created] = await scope.tx
    .insert(products)
    .values({
      ...productColumns(scope, input),
      businessId: scope.businessId,
      ref: NEXT_REF,
      name: input.nameFr ?? input.nameEn ?? '',
      ...(input.slug ? { slug: input.slug } : {}),
      position: input.position ?? nextPosition(scope.businessId),
    })
    .returning({ id: products.id });
  return getProduct(scope, created!.id);
}

/** The stored piece in the form's shape, to merge a change into. */
function fieldsOf(row: DetailRow): ProductFields {
  return {
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    details: row.details,
    category: row.category,
    priceMinor: row.priceMinor,
    priceOnRequest: row.priceOnRequest,
    status: row.status,
    slug: row.slug,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    sizeSystem: row.sizeSystem ?? 'free',
    sizes: row.sizes,
    metals: row.metals,
    stones: row.stones,
    engravingAllowed: row.engravingAllowed,
    engravingMaxLength: row.engravingMaxLength,
    madeToOrder: row.madeToOrder,
    leadTimeWeeks: row.leadTimeWeeks,
    stock: row.stock,
    inventory: row.inventory.map((e) => ({ ...e, priceMinor: e.priceMinor ?? null })),
    position: row.position,
  };
}

/**
 * Changes a piece: the change is merged with the stored piece and the rules spanning fields checked on
 * the result (a name left in one language, stock only for offered options…). `imageOrder` reorders the
 * photos. Status moves freely (an archived piece can be restored as a draft).
 */
export async function updateProduct(scope: TenantScope, input: { id: string; patch: ProductPatch }) {
  const { imageOrder, ...patch } = input.patch;
  const row = await productRow(scope, input.id);
  if (Object.keys(patch).length > 0) {
    const merged: ProductFields = { ...fieldsOf(row), ...patch };
    // Options removed take their stock entries with them.
    if (patch.sizes || patch.metals || patch.stones) {
      const keep = (values: readonly string[], value: string | null) =>
        value === null ? values.length === 0 : values.includes(value);
      merged.inventory = merged.inventory.filter(
        (e) => keep(merged.sizes, e.size) && keep(merged.metals, e.metal) && keep(merged.stones, e.stone),
      );
    }
    const errors = catalogueRuleErrors(merged, scope.locale);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    if (patch.category !== undefined && patch.category !== row.category)
      await requireCategory(scope, patch.category);
    if (patch.slug !== undefined) await assertSlugFree(scope, patch.slug, row.id);
    const columns = productColumns(scope, merged);
    await scope.tx
      .update(products)
      .set({
        ...columns,
        // null asks the database for a slug from the name.
        slug: (patch.slug === undefined ? row.slug : patch.slug) ?? sql`null`,
        ...(patch.position !== undefined ? { position: patch.position } : {}),
      })
      .where(and(eq(products.businessId, scope.businessId), eq(products.id, row.id)));
  }
  if (imageOrder) await reorderProductImages(scope, { productId: row.id, order: imageOrder });
  return getProduct(scope, row.id);
}

/** A copy of a piece, as a draft, with its photos (their files copied) and a new address. */
export async function duplicateProduct(scope: TenantScope, id: string) {
  const row = await productRow(scope, id);
  const fields = fieldsOf(row);
  // Each name marked in its own language: 'Bague Éclat (copie)', 'Eclat Ring (copy)'.
  const copyOf = (name: string | null, locale: 'fr' | 'en') =>
    name ? `${name} (${catalogueMessagesFor(locale)['catalogue.copy.suffix']})`.slice(0, 200) : null;
  const nameFr = copyOf(fields.nameFr, 'fr');
  const nameEn = copyOf(fields.nameEn, 'en');
  const [created] = await scope.tx
    .insert(products)
    .values({
      ...productColumns(scope, { ...fields, nameFr, nameEn, status: 'draft', slug: null }),
      businessId: scope.businessId,
      ref: NEXT_REF,
      name: nameFr ?? nameEn ?? '',
      position: nextPosition(scope.businessId),
    })
    .returning({ id: products.id, name: products.name });
  await copyProductImages(scope, { fromProductId: row.id, toProductId: created!.id, name: created!.name });
  return getProduct(scope, created!.id);
}

/** Takes a piece off the showroom and out of the live list, keeping it (and what names it). */
export async function archiveProduct(scope: TenantScope, id: string) {
  const [archived] = await scope.tx
    .update(products)
    .set({ status: 'archived' })
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, id)))
    .returning({ id: products.id });
  if (!archived) throw AppError.notFound('Product');
  return getProduct(scope, id);
}

/**
 * Whether something the business keeps names the piece: a showroom enquiry's basket or an appointment
 * booked about it. (Orders name their piece in words, with no link to the catalogue.)
 */
async function isReferenced(scope: TenantScope, id: string): Promise<boolean> {
  const { rows } = await scope.tx.execute<{ referenced: boolean }>(sql`select
      exists (select 1 from public.showroom_leads l
               where l.business_id = ${scope.businessId}
                 and l.items @> jsonb_build_array(jsonb_build_object('productId', ${id}::text)))
      or exists (select 1 from public.appointments a
                  where a.business_id = ${scope.businessId} and a.product_id = ${id}) as referenced`);
  return rows[0]?.referenced === true;
}

/**
 * Deletes a piece and its photos' files, unless orders or enquiries name it: then it is archived and the
 * answer says so.
 */
export async function deleteProduct(
  scope: TenantScope,
  id: string,
): Promise<{ outcome: 'deleted' } | { outcome: 'archived'; product: CatalogueProduct }> {
  await productRow(scope, id);
  if (await isReferenced(scope, id)) return { outcome: 'archived', product: await archiveProduct(scope, id) };
  const images = await productImageRows(scope, id);
  await scope.tx.delete(products).where(and(eq(products.businessId, scope.businessId), eq(products.id, id)));
  await deleteStoredVariants(
    scope,
    images.flatMap((image) => image.variants),
  );
  return { outcome: 'deleted' };
}
