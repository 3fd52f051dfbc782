import { products, reviews } from '@carat/db';
import { averageRatingFromTotals, type ReviewActionName, reviewActions } from '@carat/domain/reviews';
import type { ReviewListQuery, ReviewModeration } from '@carat/validation/catalogue-settings';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { newReviewMail } from '#api/features/catalogue/reviews-mail.ts';
import { jewellerRecipient } from '#api/features/notifications/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { pageArguments } from '#api/lib/search.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { Scope, TenantScope } from '#api/scope.ts';

/**
 * Review moderation, the dashboard's 'Avis'. A visitor's review shows at once; the
 * jeweller may hide it (a hidden review leaves the showroom's average and count, which read visible
 * reviews only), mark it verified or not, and reply in public. A review whose email is a client's with an
 * order or an appointment is verified by the database as it is written (0018). The reviewer's email is
 * the jeweller's only: visitors never read it.
 */

const columns = {
  id: reviews.id,
  name: reviews.name,
  email: reviews.email,
  rating: reviews.rating,
  comment: reviews.comment,
  verified: reviews.verified,
  verification: reviews.verification,
  status: reviews.status,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  productId: reviews.productId,
  productRef: products.ref,
  productName: products.name,
};

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function reviewRows(scope: TenantScope, where: SQL | undefined) {
  return scope.tx
    .select(columns)
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.businessId, scope.businessId), where));
}

function view({ productId, productRef, productName, ...row }: ReviewRow) {
  return {
    ...row,
    product:
      productId && productRef !== null ? { id: productId, ref: productRef, name: productName ?? '' } : null,
    /** What the jeweller may do next (domain reviewActions): the dashboard shows these buttons. */
    actions: [...reviewActions(row)],
  };
}

/**
 * `GET /v1/reviews`: a page of the business's reviews, newest first, with the showroom's figures (the
 * average and count visitors see: visible reviews only) and how many are hidden.
 */
export async function listModeratedReviews(scope: TenantScope, query: ReviewListQuery) {
  const { pattern, offset } = pageArguments(query);
  const filter = and(
    query.status ? eq(reviews.status, query.status) : undefined,
    query.verified !== undefined ? eq(reviews.verified, query.verified) : undefined,
    query.productId ? eq(reviews.productId, query.productId) : undefined,
    pattern
      ? sql`(${reviews.name} ilike ${pattern} or ${reviews.email} ilike ${pattern} or ${reviews.comment} ilike ${pattern})`
      : undefined,
  );
  const items = await reviewRows(scope, filter)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.pageSize)
    .offset(offset);
  const [matched] = await scope.tx
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.businessId, scope.businessId), filter));
  const [figures] = await scope.tx
    .select({
      visible: sql<number>`count(*) filter (where ${reviews.status} = 'published')`.mapWith(Number),
      stars:
        sql<number>`coalesce(sum(${reviews.rating}) filter (where ${reviews.status} = 'published'), 0)`.mapWith(
          Number,
        ),
      hidden: sql<number>`count(*) filter (where ${reviews.status} = 'hidden')`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.businessId, scope.businessId));
  const visible = figures?.visible ?? 0;
  return {
    items: items.map(view),
    total: matched?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      average: averageRatingFromTotals(figures?.stars ?? 0, visible),
      count: visible,
      hidden: figures?.hidden ?? 0,
    },
  };
}

export async function getModeratedReview(scope: TenantScope, id: string) {
  const [row] = await reviewRows(scope, eq(reviews.id, id));
  if (!row) throw AppError.notFound('Review');
  return view(row);
}

function refuse(action: ReviewActionName | 'unverify', from: string) {
  return new AppError('invalid_status_move', `This review cannot ${action} now`, 409, undefined, { from });
}

/**
 * `PATCH /v1/reviews/{id}`: hide or show, mark verified (by hand: 'manual'; once, as reviewActions says),
 * a public reply (an empty one removes it; a changed one is dated again). Asking for what the review
 * already is changes nothing.
 */
export async function moderateReview(
  scope: TenantScope,
  { id, change }: { id: string; change: ReviewModeration },
) {
  const current = await getModeratedReview(scope, id);
  const set: Partial<typeof reviews.$inferInsert> = {};
  if (change.status !== undefined && change.status !== current.status) {
    const action = change.status === 'hidden' ? 'hide' : 'show';
    if (!current.actions.includes(action)) throw refuse(action, current.status);
    set.status = change.status;
  }
  if (change.verified !== undefined && change.verified !== current.verified) {
    if (!change.verified) throw refuse('unverify', 'verified');
    set.verified = true;
    set.verification = 'manual';
  }
  if (change.reply !== undefined && change.reply !== current.reply) {
    set.reply = change.reply;
    set.repliedAt = change.reply === null ? null : scope.now;
  }
  if (Object.keys(set).length > 0) {
    await scope.tx
      .update(reviews)
      .set(set)
      .where(and(eq(reviews.businessId, scope.businessId), eq(reviews.id, id)));
  }
  return getModeratedReview(scope, id);
}

/**
 * Tells the jeweller of a new review, in the transaction that wrote it (no mail for a review rolled
 * back), unless they turned off 'Mises à jour des commandes' (Settings → Notifications): the spec's four
 * switches have none of their own for reviews, and a review is the client's word on a piece or an order.
 */
export async function notifyJewellerOfReview(
  scope: Scope,
  {
    business,
    review,
  }: {
    business: { id: string; name: string; email: string | null };
    review: { name: string; rating: number; comment: string; verified: boolean; productId: string | null };
  },
) {
  const jeweller = await jewellerRecipient(scope, { business, topic: 'orderUpdates' });
  if (!jeweller) return;
  const [product] = review.productId
    ? await scope.tx.select({ name: products.name }).from(products).where(eq(products.id, review.productId))
    : [];
  const mail = newReviewMail({
    locale: jeweller.locale,
    businessName: business.name,
    reviewerName: review.name,
    rating: review.rating,
    comment: review.comment,
    productName: product?.name ?? null,
    verified: review.verified,
    reviewsUrl: `${scope.deps.config.DASHBOARD_URL}/dashboard/reviews`,
  });
  await queueEmail(scope.deps, { to: jeweller.email, ...mail }, scope.tx);
}
