import {
  businesses,
  collaborations,
  type Executor,
  type ProductImage,
  products,
  reviews,
  showroomSettings,
} from '@carat/db';
import { averageRatingFromTotals } from '@carat/domain/reviews';
import {
  COLLECTION_TABS,
  type CollectionTab,
  inCollectionTab,
  similarProducts,
} from '@carat/domain/showroom';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { showroomNotFound } from '#api/services/catalogue-settings/showroom-settings.ts';

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
}

/** The published showroom of a slug, or 404 (an unpublished one does not exist for visitors). */
export async function findShowroom(tx: Executor, slug: string): Promise<ShowroomBusiness> {
  const [row] = await tx
    .select({
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
    })
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(and(eq(businesses.slug, slug), eq(showroomSettings.published, true)));
  // A slug the showroom left answers where it moved (301 showroom_moved), any other 404.
  if (!row) throw await showroomNotFound({ tx }, slug);
  return row;
}

export interface RatingSummary {
  average: number;
  count: number;
}

async function ratingOf(tx: Executor, businessId: string, productId?: string): Promise<RatingSummary> {
  const [row] = await tx
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
  category: products.category,
  priceMinor: products.priceMinor,
  currency: products.currency,
  images: products.images,
};

export interface ProductSummary {
  ref: number;
  name: string;
  category: (typeof products.$inferSelect)['category'];
  priceMinor: number;
  currency: string;
  image: ProductImage | null;
}

function summary(row: {
  ref: number;
  name: string;
  category: ProductSummary['category'];
  priceMinor: number;
  currency: string;
  images: ProductImage[];
}): ProductSummary {
  return {
    ref: row.ref,
    name: row.name,
    category: row.category,
    priceMinor: row.priceMinor,
    currency: row.currency,
    image: row.images[0] ?? null,
  };
}

async function publishedProducts(tx: Executor, businessId: string) {
  return tx
    .select(productSummaryColumns)
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.published, true)))
    .orderBy(asc(products.position), asc(products.ref));
}

async function publishedCollaborations(tx: Executor, businessId: string) {
  return tx
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

/** The showroom home: shop info with its computed rating, the collection, the collaborations. */
export async function getShowroom(tx: Executor, slug: string) {
  const business = await findShowroom(tx, slug);
  const [rating, catalogue, collabs] = [
    await ratingOf(tx, business.id),
    await publishedProducts(tx, business.id),
    await publishedCollaborations(tx, business.id),
  ];
  const counts = Object.fromEntries(
    COLLECTION_TABS.map((tab) => [tab, catalogue.filter((p) => inCollectionTab(p.category, tab)).length]),
  ) as Record<CollectionTab, number>;
  return {
    ...publicBusiness(business),
    rating,
    collectionCounts: counts,
    products: catalogue.map(summary),
    collaborations: collabs,
  };
}

export async function getCollaborations(tx: Executor, slug: string) {
  const business = await findShowroom(tx, slug);
  return { items: await publishedCollaborations(tx, business.id) };
}

const PRODUCT_REVIEWS_SHOWN = 10;

/** One product page: the piece, its rating and reviews, and up to three similar pieces. */
export async function getProduct(tx: Executor, slug: string, ref: number) {
  const business = await findShowroom(tx, slug);
  const [product] = await tx
    .select({
      ...productSummaryColumns,
      description: products.description,
      details: products.details,
      sizes: products.sizes,
      engravingAllowed: products.engravingAllowed,
      colours: products.colours,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.businessId, business.id), eq(products.ref, ref), eq(products.published, true)));
  if (!product) throw AppError.notFound('Product');
  const rating = await ratingOf(tx, business.id, product.id);
  const productReviews = await tx
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
  const catalogue = await publishedProducts(tx, business.id);
  return {
    showroom: { slug: business.slug, name: business.name, currency: business.currency },
    ref: product.ref,
    name: product.name,
    category: product.category,
    priceMinor: product.priceMinor,
    currency: product.currency,
    images: product.images,
    description: product.description,
    details: product.details,
    sizes: product.sizes,
    customization: { engraving: product.engravingAllowed, colours: product.colours },
    updatedAt: product.updatedAt.toISOString(),
    rating,
    reviews: productReviews.map(serialiseReview),
    similar: similarProducts(product, catalogue).map(summary),
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

export function serialiseReview(row: {
  id: string;
  name: string;
  rating: number;
  comment: string;
  verified: boolean;
  createdAt: Date;
  /** The jeweller's public reply (0018), when there is one. */
  reply?: string | null;
  repliedAt?: Date | null;
}) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** The reviews page: the computed average and count, and a page of reviews, newest first. */
export async function listReviews(tx: Executor, slug: string, query: { page: number; pageSize: number }) {
  const business = await findShowroom(tx, slug);
  const rating = await ratingOf(tx, business.id);
  const items = await tx
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.businessId, business.id), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { ...rating, items: items.map(serialiseReview), page: query.page, pageSize: query.pageSize };
}
