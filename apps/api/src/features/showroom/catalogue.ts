import {
  type BusinessPromises,
  businesses,
  collaborations,
  type ProductImage,
  productCategories,
  products,
  reviews,
  showroomSettings,
} from '@carat/db';
import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import { LOCALES, type Locale } from '@carat/domain/locale';
import { averageRatingFromTotals } from '@carat/domain/reviews';
import {
  COLLECTION_TABS,
  type CollectionTab,
  categoryTabLabel,
  inCollectionTab,
  similarProducts,
} from '@carat/domain/showroom';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { serialiseReview } from '#api/features/showroom/reviews.ts';
import { showroomNotFound } from '#api/features/showroom/settings.ts';
import { categoryNameColumns, visitorCategoryName } from '#api/lib/category-names.ts';
import { AppError } from '#api/lib/errors.ts';
import { promiseLines } from '#api/lib/promises.ts';
import type { PublicScope, Scope } from '#api/scope.ts';

/**
 * The public showroom's reads. They run in the request's `anon` transaction: row-level security shows
 * only published showrooms and published rows, and column grants keep private columns (a reviewer's
 * email, stock, the VAT number) out of reach; so every query names its columns.
 */

export interface ShowroomBusiness {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  phone: string | null;
  verified: boolean;
  foundedYear: number | null;
  timeZone: string;
  currency: string;
  tagline: string | null;
  bannerImage: string | null;
  bookingBufferMinutes: number;
  promises: BusinessPromises;
}

const showroomColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  city: businesses.city,
  address: businesses.address,
  postalCode: businesses.postalCode,
  phone: businesses.phone,
  verified: businesses.verified,
  foundedYear: businesses.foundedYear,
  timeZone: businesses.timeZone,
  currency: businesses.currency,
  tagline: showroomSettings.tagline,
  bannerImage: showroomSettings.bannerImage,
  bookingBufferMinutes: showroomSettings.bookingBufferMinutes,
  promises: businesses.promises,
};

/**
 * A business with its showroom's settings, by the slug of its published showroom (404 for visitors when
 * it is not online) or by id, online or not: the columns asked for, as typed rows. Visitors' reads name
 * only the public columns (the anon role may read no other); the owner connection's also read the email.
 */
export async function showroomBusiness<T extends SelectedFields>(
  scope: Scope,
  query: { columns: T } & ({ slug: string } | { id: string }),
): Promise<SelectResultFields<T>> {
  const [row] = await scope.tx
    // Drizzle cannot chain a join on a generic selection: the rows are typed from `T` below.
    .select(query.columns as SelectedFields)
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(
      'slug' in query
        ? and(eq(businesses.slug, query.slug), eq(showroomSettings.published, true))
        : eq(businesses.id, query.id),
    );
  if (!row) {
    // A slug the showroom left answers where it moved (301 showroom_moved), any other 404.
    throw 'slug' in query ? await showroomNotFound(scope, query.slug) : AppError.notFound('Business');
  }
  return row as SelectResultFields<T>;
}

/** The published showroom of a slug, as visitors may read it. */
export function findShowroom(scope: Scope, slug: string): Promise<ShowroomBusiness> {
  return showroomBusiness(scope, { slug, columns: showroomColumns });
}

export interface RatingSummary {
  average: number;
  count: number;
}

async function ratingOf(scope: Scope, businessId: string, productId?: string): Promise<RatingSummary> {
  const [row] = await scope.tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      stars: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.businessId, businessId),
        eq(reviews.status, 'published'),
        productId ? eq(reviews.productId, productId) : undefined,
      ),
    );
  const count = row?.count ?? 0;
  return { average: averageRatingFromTotals(row?.stars ?? 0, count), count };
}

const productSummaryColumns = {
  id: products.id,
  ref: products.ref,
  name: products.name,
  nameFr: products.nameFr,
  nameEn: products.nameEn,
  priceOnRequest: products.priceOnRequest,
  category: products.category,
  ...categoryNameColumns,
  priceMinor: products.priceMinor,
  currency: products.currency,
  images: products.images,
};

export interface ProductSummary {
  ref: number;
  name: string;
  category: (typeof products.$inferSelect)['category'];
  /** The category's name for a category of the jeweller's own or renamed; null: the showroom's words. */
  categoryName: string | null;
  priceMinor: number;
  priceOnRequest: boolean;
  currency: string;
  image: ProductImage | null;
}

/** A text in the visitor's language, else in the other one. */
function inLocale(texts: Record<Locale, string | null | undefined>, locale: Locale): string | null {
  return texts[locale] || LOCALES.map((other) => texts[other]).find(Boolean) || null;
}

/** A photo with its alternative text in the visitor's language. */
function localImage(image: ProductImage, locale: Locale): ProductImage {
  return { ...image, alt: inLocale({ fr: image.alt, en: image.altEn }, locale) ?? '' };
}

function summary(
  row: {
    ref: number;
    name: string;
    nameFr: string | null;
    nameEn: string | null;
    category: ProductSummary['category'];
    categoryNameFr: string | null;
    categoryNameEn: string | null;
    priceMinor: number;
    priceOnRequest: boolean;
    currency: string;
    images: ProductImage[];
  },
  locale: Locale,
): ProductSummary {
  const cover = row.images[0];
  return {
    ref: row.ref,
    name: inLocale({ fr: row.nameFr, en: row.nameEn }, locale) ?? row.name,
    category: row.category,
    categoryName: visitorCategoryName(row, locale),
    priceMinor: row.priceMinor,
    priceOnRequest: row.priceOnRequest,
    currency: row.currency.trim(),
    image: cover ? localImage(cover, locale) : null,
  };
}

/** Which published pieces a read lists: all of them, none, or those with these numbers. */
export type PiecesWanted = 'all' | 'none' | readonly number[];

async function publishedProducts(
  scope: Scope,
  businessId: string,
  wanted: 'all' | readonly number[] = 'all',
) {
  return scope.tx
    .select(productSummaryColumns)
    .from(products)
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.published, true),
        wanted === 'all' ? undefined : inArray(products.ref, [...wanted]),
      ),
    )
    .orderBy(asc(products.position), asc(products.ref));
}

/** How many published pieces each category holds (categories without any are left out). */
async function publishedCategoryCounts(scope: Scope, businessId: string) {
  const rows = await scope.tx
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.published, true)))
    .groupBy(products.category);
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)])) as Record<string, number>;
}

/**
 * The showroom's category tabs after ALL: the business's visible categories in its order (ADR 076), each
 * with its published pieces' count; a hidden category's pieces show under ALL only. The spec's five are
 * always tabs; any other visible category becomes one once it holds a published piece, so a new shop's
 * row does not list empty 'Boucles d'oreilles (0)' or 'Colliers (0)'.
 */
async function visibleCategories(
  scope: Scope,
  businessId: string,
  counts: Partial<Record<string, number>>,
  locale: Locale,
) {
  const rows = await scope.tx
    .select({
      key: productCategories.key,
      nameFr: productCategories.nameFr,
      nameEn: productCategories.nameEn,
    })
    .from(productCategories)
    .where(and(eq(productCategories.businessId, businessId), eq(productCategories.visible, true)))
    .orderBy(asc(productCategories.position), asc(productCategories.key));
  const specTabs: readonly string[] = COLLECTION_TABS;
  return rows
    .filter((row) => specTabs.includes(row.key) || (counts[row.key] ?? 0) > 0)
    .map((row) => ({
      key: row.key,
      name: locale === 'en' ? row.nameEn : row.nameFr,
      tab: categoryTabLabel(row, locale),
      count: counts[row.key] ?? 0,
    }));
}

async function publishedCollaborations(scope: Scope, businessId: string) {
  return scope.tx
    .select({
      id: collaborations.id,
      title: collaborations.title,
      celebrity: collaborations.celebrity,
      year: collaborations.year,
      description: collaborations.description,
      imageUrl: collaborations.imageUrl,
    })
    .from(collaborations)
    .where(and(eq(collaborations.businessId, businessId), eq(collaborations.published, true)))
    .orderBy(asc(collaborations.position), desc(collaborations.year));
}

function publicBusiness(business: ShowroomBusiness) {
  const { id: _id, bookingBufferMinutes: _buffer, ...rest } = business;
  return rest;
}

/**
 * A published showroom: the shop, its rating, how many pieces each tab and category holds, its
 * collaborations, and the summaries of the pieces `wanted` names (every page shows the shop; only the
 * visitor's search needs the whole list, the saved and basket sheets a few pieces).
 */
export async function getShowroom(scope: PublicScope, slug: string, wanted: PiecesWanted = 'all') {
  const business = await findShowroom(scope, slug);
  const [rating, categoryCounts, catalogue, collabs] = [
    await ratingOf(scope, business.id),
    await publishedCategoryCounts(scope, business.id),
    wanted === 'none' || (wanted !== 'all' && wanted.length === 0)
      ? []
      : await publishedProducts(scope, business.id, wanted),
    await publishedCollaborations(scope, business.id),
  ];
  const counts = Object.fromEntries(
    COLLECTION_TABS.map((tab) => [
      tab,
      Object.entries(categoryCounts)
        .filter(([category]) => inCollectionTab(category as ProductSummary['category'], tab))
        .reduce((sum, [, count]) => sum + (count ?? 0), 0),
    ]),
  ) as Record<CollectionTab, number>;
  return {
    ...publicBusiness(business),
    rating,
    collectionCounts: counts,
    categoryCounts,
    categories: await visibleCategories(scope, business.id, categoryCounts, scope.locale),
    products: catalogue.map((row) => summary(row, scope.locale)),
    collaborations: collabs,
  };
}

export async function getCollaborations(scope: PublicScope, slug: string) {
  const business = await findShowroom(scope, slug);
  return { items: await publishedCollaborations(scope, business.id) };
}

/** The published product of a business by its number in the showroom: its id, or null. */
export async function publishedProductId(
  scope: Scope,
  product: { businessId: string; ref: number },
): Promise<string | null> {
  const [row] = await scope.tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.businessId, product.businessId),
        eq(products.ref, product.ref),
        eq(products.published, true),
      ),
    );
  return row?.id ?? null;
}

const PRODUCT_REVIEWS_SHOWN = 10;

/** One product page: the piece, its rating and reviews, and up to three similar pieces. */
export async function getProduct(scope: PublicScope, { slug, ref }: { slug: string; ref: number }) {
  const business = await findShowroom(scope, slug);
  const [product] = await scope.tx
    .select({
      ...productSummaryColumns,
      description: products.description,
      descriptionFr: products.descriptionFr,
      descriptionEn: products.descriptionEn,
      details: products.details,
      sizes: products.sizes,
      sizeSystem: products.sizeSystem,
      engravingAllowed: products.engravingAllowed,
      engravingMaxLength: products.engravingMaxLength,
      colours: products.colours,
      stones: products.stones,
      combinationPrices: products.combinationPrices,
      madeToOrder: products.madeToOrder,
      leadTimeWeeks: products.leadTimeWeeks,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      designId: products.designId,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.businessId, business.id), eq(products.ref, ref), eq(products.published, true)));
  if (!product) throw AppError.notFound('Product');
  const rating = await ratingOf(scope, business.id, product.id);
  const productReviews = await scope.tx
    .select(reviewColumns)
    .from(reviews)
    .where(
      and(
        eq(reviews.businessId, business.id),
        eq(reviews.productId, product.id),
        eq(reviews.status, 'published'),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PRODUCT_REVIEWS_SHOWN);
  const catalogue = await publishedProducts(scope, business.id);
  const { locale } = scope;
  return {
    showroom: {
      slug: business.slug,
      name: business.name,
      currency: business.currency.trim(),
      promises: promiseLines(business.promises, locale),
    },
    ref: product.ref,
    name: inLocale({ fr: product.nameFr, en: product.nameEn }, locale) ?? product.name,
    category: product.category,
    categoryName: visitorCategoryName(product, locale),
    priceMinor: product.priceMinor,
    priceOnRequest: product.priceOnRequest,
    currency: product.currency.trim(),
    images: product.images.map((image) => localImage(image, locale)),
    description:
      inLocale({ fr: product.descriptionFr, en: product.descriptionEn }, locale) ?? product.description,
    details: product.details,
    sizes: product.sizes,
    /** Null: free sizes (as the jeweller wrote them). */
    sizeSystem: product.sizeSystem,
    metals: product.colours,
    stones: product.stones,
    engraving: product.engravingAllowed
      ? { maxLength: product.engravingMaxLength ?? ENGRAVING_MAX_LENGTH }
      : null,
    combinationPrices: (product.combinationPrices ?? []).flatMap(({ size, metal, stone, priceMinor }) =>
      priceMinor != null && priceMinor !== product.priceMinor ? [{ size, metal, stone, priceMinor }] : [],
    ),
    madeToOrder: product.madeToOrder,
    leadTimeWeeks: product.leadTimeWeeks,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    modelUrl: product.designId
      ? `${scope.deps.config.API_URL}/v1/showrooms/${business.slug}/products/${product.ref}/model.glb`
      : null,
    customization: { engraving: product.engravingAllowed, colours: product.colours },
    updatedAt: product.updatedAt.toISOString(),
    rating,
    reviews: productReviews.map(serialiseReview),
    similar: similarProducts(product, catalogue).map((row) => summary(row, locale)),
  };
}

export const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  comment: reviews.comment,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/** The reviews page: the computed average and count, and a page of reviews, newest first. */
export async function listReviews(
  scope: PublicScope,
  query: { slug: string; page: number; pageSize: number },
) {
  const business = await findShowroom(scope, query.slug);
  const rating = await ratingOf(scope, business.id);
  const items = await scope.tx
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.businessId, business.id), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { ...rating, items: items.map(serialiseReview), page: query.page, pageSize: query.pageSize };
}
