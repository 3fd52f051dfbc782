import { businesses, type ProductImage, products, showroomSettings } from '@carat/db';
import { LOCALES, type Locale } from '@carat/domain/locale';
import type { PublicProductQuery } from '@carat/validation/catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categoryNameColumns, visitorCategoryName } from '#api/lib/category-names.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PublicScope } from '#api/scope.ts';

/** How many matches a public list counts exactly. */
const PUBLIC_COUNT_CAP = 10_000;

/** A text in the visitor's language, else in the other one. */
function inLocale(texts: Record<Locale, string | null | undefined>, locale: Locale): string | null {
  return texts[locale] || LOCALES.map((other) => texts[other]).find(Boolean) || null;
}

/**
 * The showroom's catalogue for visitors (GET /v1/showrooms/{slug}/products): published pieces of a
 * published showroom only, whatever is asked. The page's ids come from a definer function that checks
 * both (0017_catalogue.sql) and can use the listing and trigram indexes; the rows are then read as `anon`,
 * whose row-level security and column grants say the same again (no stock, no draft, no archive).
 */
export async function listPublicProducts(
  scope: PublicScope,
  input: { slug: string; query: PublicProductQuery },
) {
  const { tx } = scope;
  const { query } = input;
  const locale = query.lang ?? scope.locale;
  const [business] = await tx
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      currency: businesses.currency,
    })
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(and(eq(businesses.slug, input.slug), eq(showroomSettings.published, true)));
  if (!business) throw AppError.notFound('Showroom');
  const q = query.q?.trim() || null;
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const category = query.category ?? null;
  const collection = query.collection ?? null;
  const offset = (query.page - 1) * query.pageSize;
  const { rows: idRows } = await tx.execute<{ id: string }>(
    sql`select public.public_product_page_ids(${business.id}, ${pattern}, ${category}, ${collection}::uuid, ${query.sort}, ${query.pageSize}, ${offset}) as id`,
  );
  const ids = idRows.map((row) => row.id);
  const rows = ids.length
    ? await tx
        .select({
          id: products.id,
          ref: products.ref,
          slug: products.slug,
          nameFr: products.nameFr,
          nameEn: products.nameEn,
          category: products.category,
          ...categoryNameColumns,
          priceMinor: products.priceMinor,
          priceOnRequest: products.priceOnRequest,
          currency: products.currency,
          images: products.images,
          metals: products.colours,
          madeToOrder: products.madeToOrder,
          leadTimeWeeks: products.leadTimeWeeks,
        })
        .from(products)
        .where(
          and(
            eq(products.businessId, business.id),
            inArray(products.id, ids),
            eq(products.status, 'published'),
          ),
        )
    : [];
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const { rows: countRows } = await tx.execute<{ n: number }>(
    sql`select public.public_product_count(${business.id}, ${pattern}, ${category}, ${collection}::uuid, ${PUBLIC_COUNT_CAP + 1}) as n`,
  );
  const matched = Number(countRows[0]?.n ?? 0);
  return {
    showroom: { slug: business.slug, name: business.name, currency: business.currency.trim() },
    items: rows.map(({ id: _id, images, nameFr, nameEn, categoryNameFr, categoryNameEn, ...row }) => {
      const cover: ProductImage | undefined = images[0];
      return {
        ...row,
        categoryName: visitorCategoryName({ category: row.category, categoryNameFr, categoryNameEn }, locale),
        name: inLocale({ fr: nameFr, en: nameEn }, locale) ?? '',
        nameFr,
        nameEn,
        priceMinor: row.priceOnRequest ? null : row.priceMinor,
        currency: row.currency.trim(),
        image: cover
          ? {
              ...cover,
              alt: inLocale({ fr: cover.alt, en: cover.altEn }, locale) ?? '',
            }
          : null,
      };
    }),
    total: Math.min(matched, PUBLIC_COUNT_CAP),
    totalIsExact: matched <= PUBLIC_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
