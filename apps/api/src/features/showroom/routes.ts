import { LOCALES } from '@carat/domain/locale';
import { SIZE_SYSTEMS } from '@carat/validation/catalogue';
import { PROMISE_KEYS } from '@carat/validation/settings';
import {
  availabilityQuerySchema,
  basketEnquirySchema,
  customRequestSchema,
  LEAD_PHOTOS_MAX,
  productRefSchema,
  rescheduleSchema,
  reviewSubmissionSchema,
  showroomBookingSchema,
} from '@carat/validation/showroom';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import { readProductModel } from '#api/features/designs/index.ts';
import { storeRequestPhoto } from '#api/features/leads/index.ts';
import { showroomAvailability, showroomOpening } from '#api/features/showroom/availability.ts';
import {
  bookAppointment,
  cancelBooking,
  getManagedBooking,
  rescheduleBooking,
} from '#api/features/showroom/bookings.ts';
import {
  getCollaborations,
  getProduct,
  getShowroom,
  listReviews,
  type PiecesWanted,
} from '#api/features/showroom/catalogue.ts';
import {
  submitBasketEnquiry,
  submitCustomRequest,
  submitReview,
} from '#api/features/showroom/submissions.ts';
import { AppError } from '#api/lib/errors.ts';
import { ErrorSchema, jsonBody, jsonResponse, router } from '#api/lib/openapi.ts';
import { preparePhoto } from '#api/lib/uploads.ts';
import { clientAddress, rateLimit } from '#api/middleware/rate-limit.ts';
import { anonScope, visitorScope } from '#api/middleware/scope.ts';

/**
 * The public showroom, for visitors without an account: mounted before the tenant middleware. Reads run
 * in one `anon` transaction (row-level security shows only what the jeweller published); writes are
 * validated, rate-limited, and written by the services on the owner connection for the business of a
 * published slug.
 */

const SlugParam = z.object({
  slug: z
    .string()
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
});
const ProductParam = SlugParam.extend({ ref: productRefSchema });
// 32 random bytes, base64url.
const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** One of the business's own category keys (ADR 076). */
const Category = z.string();
/** A photo: its default size, and for uploaded photos the WebP and AVIF srcsets, its size and metal. */
const Image = z.object({
  url: z.string(),
  alt: z.string(),
  srcset: z.string().optional(),
  avifSrcset: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  metal: z.string().nullable().optional(),
});
/** `?lang=fr|en`: product texts in that language, else in the other one. */
const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });
/**
 * `?products=`: which published pieces `products` lists. `all` (the default), `none` (the counts still count
 * them: what a page needs), or up to 100 numbers, `3,7,12` (the visitor's saved pieces or basket).
 */
const ShowroomQuery = LangQuery.extend({
  products: z
    .string()
    .regex(/^(?:all|none|\d{1,9}(?:,\d{1,9}){0,99})$/)
    .optional(),
});
const piecesWanted = (value: string | undefined): PiecesWanted =>
  value === undefined || value === 'all' || value === 'none'
    ? (value ?? 'all')
    : [...new Set(value.split(',').map(Number))];
const Rating = z.object({ average: z.number(), count: z.number().int() });

const ProductSummary = z
  .object({
    ref: z.number().int(),
    name: z.string(),
    category: Category,
    /** The category's name where the jeweller named it (its own or renamed); null: the showroom's words. */
    categoryName: z.string().nullable(),
    priceMinor: z.number().int(),
    priceOnRequest: z.boolean(),
    currency: z.string(),
    image: Image.nullable(),
  })
  .meta({ id: 'ShowroomProductSummary' });

const Collaboration = z
  .object({
    id: z.uuid(),
    title: z.string(),
    celebrity: z.string(),
    year: z.number().int(),
    description: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Collaboration' });

const Review = z
  .object({
    id: z.uuid(),
    name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    verified: z.boolean(),
    createdAt: z.string(),
    /** The jeweller's public reply. */
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
  })
  .meta({ id: 'PublicReview' });

const Showroom = z
  .object({
    slug: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    phone: z.string().nullable(),
    verified: z.boolean(),
    foundedYear: z.number().int().nullable(),
    timeZone: z.string(),
    currency: z.string(),
    tagline: z.string().nullable(),
    bannerImage: z.string().nullable(),
    rating: Rating,
    collectionCounts: z.record(z.string(), z.number().int()),
    /** Published pieces per category (categories without any left out), whatever `?products=` says. */
    categoryCounts: z.record(z.string(), z.number().int()),
    /** The showroom's category tabs after ALL: the visible categories in the jeweller's order (beyond the spec's five, those with a published piece). */
    categories: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        /** The tab's text: the spec's for a default category not renamed, else the name in upper case. */
        tab: z.string(),
        count: z.number().int(),
      }),
    ),
    products: z.array(ProductSummary),
    collaborations: z.array(Collaboration),
  })
  .meta({ id: 'Showroom' });

const Product = z
  .object({
    showroom: z.object({
      slug: z.string(),
      name: z.string(),
      currency: z.string(),
      /** The shop's own delivery, guarantee and returns lines, in the page's language; none until set. */
      promises: z.array(z.object({ kind: z.enum(PROMISE_KEYS), text: z.string() })),
    }),
    ref: z.number().int(),
    name: z.string(),
    category: Category,
    /** The category's name where the jeweller named it (its own or renamed); null: the showroom's words. */
    categoryName: z.string().nullable(),
    priceMinor: z.number().int(),
    priceOnRequest: z.boolean(),
    currency: z.string(),
    images: z.array(Image),
    description: z.string(),
    details: z.array(z.string()),
    sizes: z.array(z.string()),
    sizeSystem: z.enum(SIZE_SYSTEMS).nullable(),
    metals: z.array(z.string()),
    stones: z.array(z.string()),
    /** Null when the piece takes no engraving. */
    engraving: z.object({ maxLength: z.number().int() }).nullable(),
    /** Combinations whose price differs from the piece's (the stock grid's); the rest cost `priceMinor`. */
    combinationPrices: z.array(
      z.object({
        size: z.string().nullable(),
        metal: z.string().nullable(),
        stone: z.string().nullable(),
        priceMinor: z.number().int(),
      }),
    ),
    madeToOrder: z.boolean(),
    leadTimeWeeks: z.number().int().nullable(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    /** The piece's 3D model (GLB, true size, a material variant per alloy) when it was made from a design. */
    modelUrl: z.string().nullable(),
    customization: z.object({ engraving: z.boolean(), colours: z.array(z.string()) }),
    updatedAt: z.string(),
    rating: Rating,
    reviews: z.array(Review),
    similar: z.array(ProductSummary),
  })
  .meta({ id: 'ShowroomProduct' });

const ReviewPage = z
  .object({
    average: z.number(),
    count: z.number().int(),
    items: z.array(Review),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ReviewPage' });

const ReviewQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

const Availability = z
  .object({
    date: z.string(),
    type: z.string(),
    timeZone: z.string(),
    slots: z.array(z.object({ time: z.string(), startsAt: z.string() })),
  })
  .meta({ id: 'Availability' });

const Booking = z
  .object({
    id: z.uuid(),
    showroom: z.object({ slug: z.string(), name: z.string() }),
    /** A service key: one of the spec's four or one of the business's own. */
    type: z.string(),
    mode: z.enum(['phone', 'video', 'in-person']),
    status: z.enum(['pending', 'confirmed', 'cancelled', 'completed']),
    date: z.string(),
    time: z.string(),
    timeZone: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    deposit: z.object({ amountMinor: z.number().int(), currency: z.string(), status: z.string() }),
    /**
     * A deposit paid online: where the client pays, and until when the slot is held for them.
     * Absent when no payment is due.
     */
    payment: z.object({ url: z.string(), expiresAt: z.string() }).optional(),
  })
  .meta({ id: 'Booking' });
const ManagedBooking = Booking.extend({
  /** The booked service's name, as the business gives it. */
  title: z.object({ fr: z.string(), en: z.string() }),
  canChange: z.boolean(),
}).meta({ id: 'ManagedBooking' });
const Created = z.object({ id: z.uuid() }).meta({ id: 'Created' });

const errors = (...codes: (400 | 404 | 409 | 422 | 429)[]) => {
  const descriptions = {
    400: 'Malformed request',
    404: 'No published showroom (or product, or booking) here',
    409: 'The slot is taken (code slot_taken), or the booking can no longer change (booking_locked)',
    422: 'Invalid input: `fields` says what is wrong with each field',
    429: 'Too many submissions from this address: try again later',
  } as const;
  return Object.fromEntries(
    codes.map((code) => [
      code,
      { description: descriptions[code], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<
    (typeof codes)[number],
    { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }
  >;
};

const common = { tags: ['Showroom (public)'] };

const showroom = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}',
  summary:
    'A published showroom: shop info with its computed rating, collection (`?products=none` or `=3,7,12` to list fewer pieces), collaborations',
  request: { params: SlugParam, query: ShowroomQuery },
  responses: { 200: jsonResponse(Showroom, 'The showroom'), ...errors(404, 422) },
});
const product = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/products/{ref}',
  summary: 'A published product by its number in the showroom, with its reviews and similar pieces',
  request: { params: ProductParam, query: LangQuery },
  responses: { 200: jsonResponse(Product, 'The product'), ...errors(404, 422) },
});
const productModel = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/products/{ref}/model.glb',
  summary: "A published product's 3D model (GLB), when the piece was made from a design",
  request: { params: ProductParam },
  responses: {
    200: {
      description: 'The GLB',
      content: { 'model/gltf-binary': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errors(404, 422),
  },
});
const collaborationList = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/collaborations',
  summary: 'The celebrity collaborations of a showroom',
  request: { params: SlugParam },
  responses: {
    200: jsonResponse(z.object({ items: z.array(Collaboration) }), 'Collaborations'),
    ...errors(404, 422),
  },
});
const reviewList = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/reviews',
  summary: 'Average rating, count and a page of reviews, newest first (never an email)',
  request: { params: SlugParam, query: ReviewQuery },
  responses: { 200: jsonResponse(ReviewPage, 'Reviews'), ...errors(404, 422) },
});
const reviewCreate = createRoute({
  ...common,
  method: 'post',
  path: '/showrooms/{slug}/reviews',
  summary: 'Leave a review: shown at once, unverified (rate-limited; honeypot field `website`)',
  request: { params: SlugParam, body: jsonBody(reviewSubmissionSchema()) },
  responses: { 201: jsonResponse(Review, 'The review as shown'), ...errors(404, 422, 429) },
});
const availability = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/availability',
  summary: "The free start times of a date for an appointment type, in the business's time zone",
  request: { params: SlugParam, query: availabilityQuerySchema },
  responses: { 200: jsonResponse(Availability, 'Free start times'), ...errors(404, 422) },
});
const Opening = z
  .object({
    timeZone: z.string(),
    /** ISO weekdays (1 Monday … 7 Sunday) with start times. */
    weekdays: z.array(z.number().int()),
    /** Dates the jeweller closed, from today on. */
    closedDates: z.array(z.string()),
  })
  .meta({ id: 'ShowroomOpening' });
const opening = createRoute({
  ...common,
  method: 'get',
  path: '/showrooms/{slug}/opening',
  summary: 'The days the booking calendar may offer: open weekdays and closed dates',
  request: { params: SlugParam },
  responses: { 200: jsonResponse(Opening, 'Open weekdays and closed dates'), ...errors(404) },
});
const book = createRoute({
  ...common,
  method: 'post',
  path: '/showrooms/{slug}/appointments',
  summary: 'Book an appointment: 201, or 409 slot_taken when the time has just gone',
  request: { params: SlugParam, body: jsonBody(showroomBookingSchema()) },
  responses: { 201: jsonResponse(Booking, 'The booking (pending)'), ...errors(404, 409, 422, 429) },
});
const customRequest = createRoute({
  ...common,
  method: 'post',
  path: '/showrooms/{slug}/custom-requests',
  summary: 'Ask for a custom piece: lands as a lead and in the jeweller’s inbox',
  request: { params: SlugParam, body: jsonBody(customRequestSchema()) },
  responses: { 201: jsonResponse(Created, 'The request was received'), ...errors(404, 422, 429) },
});
const RequestPhoto = z
  .object({ id: z.uuid(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'RequestPhoto' });
const requestPhoto = createRoute({
  ...common,
  method: 'post',
  path: '/showrooms/{slug}/request-photos',
  summary: `A photo for a Custom Jewelry request (the body is the image itself): JPG, PNG or WebP up to 20 MB, checked and written again without metadata like the catalogue's; name its id in the request's \`photoIds\` (at most ${LEAD_PHOTOS_MAX}). Never served publicly.`,
  request: {
    params: SlugParam,
    body: {
      required: true,
      description: 'The image',
      content: {
        'image/jpeg': { schema: { type: 'string' as const, format: 'binary' } },
        'image/png': { schema: { type: 'string' as const, format: 'binary' } },
        'image/webp': { schema: { type: 'string' as const, format: 'binary' } },
      },
    },
  },
  responses: {
    201: jsonResponse(RequestPhoto, 'The stored photo, to name in the request'),
    413: {
      description: 'Larger than 20 MB (code file_too_large)',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    415: {
      description: 'Not a JPG, PNG or WebP (code unsupported_file_type)',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    ...errors(404, 422, 429),
  },
});
const enquiry = createRoute({
  ...common,
  method: 'post',
  path: '/showrooms/{slug}/enquiries',
  summary: 'Send the enquiry basket (pieces with their choices) to the jeweller as one enquiry',
  request: { params: SlugParam, body: jsonBody(basketEnquirySchema()) },
  responses: { 201: jsonResponse(Created, 'The enquiry was received'), ...errors(404, 422, 429) },
});
const managedBooking = createRoute({
  ...common,
  method: 'get',
  path: '/bookings/{token}',
  summary: 'The booking behind an emailed cancel / reschedule link',
  request: { params: TokenParam },
  responses: { 200: jsonResponse(ManagedBooking, 'The booking'), ...errors(404, 422, 429) },
});
const cancel = createRoute({
  ...common,
  method: 'post',
  path: '/bookings/{token}/cancel',
  summary: 'Cancel through the emailed link (until the slot starts)',
  request: { params: TokenParam },
  responses: { 200: jsonResponse(ManagedBooking, 'The cancelled booking'), ...errors(404, 409, 422, 429) },
});
const reschedule = createRoute({
  ...common,
  method: 'post',
  path: '/bookings/{token}/reschedule',
  summary: 'Move the booking through the emailed link: 200, or 409 slot_taken',
  request: { params: TokenParam, body: jsonBody(rescheduleSchema()) },
  responses: { 200: jsonResponse(ManagedBooking, 'The moved booking'), ...errors(404, 409, 422, 429) },
});

/** The booking's email, for a per-visitor limit on top of the per-address one. */
async function bookingEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

const TEN_MINUTES = 10 * 60_000;

export function showroomRoutes() {
  const app = router();
  // Exactly these reads (a wildcard would also wrap other routers' routes under /v1/showrooms).
  app.on(
    'GET',
    [
      '/showrooms/:slug',
      '/showrooms/:slug/products/:ref',
      '/showrooms/:slug/collaborations',
      '/showrooms/:slug/reviews',
      '/showrooms/:slug/availability',
      '/showrooms/:slug/opening',
    ],
    anonScope,
  );
  // Public writes: a person sends a handful; a robot is stopped here (and by the honeypot).
  app.on(
    'POST',
    '/showrooms/:slug/reviews',
    rateLimit({ name: 'showroom-review', windowMs: TEN_MINUTES, max: 5 }),
  );
  app.on(
    'POST',
    ['/showrooms/:slug/custom-requests', '/showrooms/:slug/enquiries'],
    rateLimit({ name: 'showroom-lead', windowMs: TEN_MINUTES, max: 5 }),
  );
  // A request's photos: a few per request, each decoded by the server, so counted per address.
  app.on(
    'POST',
    '/showrooms/:slug/request-photos',
    rateLimit({ name: 'showroom-request-photo', windowMs: TEN_MINUTES, max: 12 }),
  );
  // Bookings: generous per address (a shop's wifi, a family), strict per email.
  app.on(
    'POST',
    '/showrooms/:slug/appointments',
    rateLimit({ name: 'booking-address', windowMs: TEN_MINUTES, max: 150 }),
  );
  app.on(
    'POST',
    '/showrooms/:slug/appointments',
    rateLimit({ name: 'booking-email', windowMs: 60 * 60_000, max: 10, key: bookingEmail }),
  );
  app.on(
    ['GET', 'POST'],
    '/bookings/*',
    rateLimit({ name: 'booking-manage', windowMs: TEN_MINUTES, max: 60, key: clientAddress }),
  );
  // Writes (and the emailed links): the visitor's scope, no request transaction (the services write as
  // the server, in a transaction of their own).
  app.on(
    'POST',
    [
      '/showrooms/:slug/reviews',
      '/showrooms/:slug/appointments',
      '/showrooms/:slug/custom-requests',
      '/showrooms/:slug/request-photos',
      '/showrooms/:slug/enquiries',
    ],
    visitorScope,
  );
  app.on(['GET', 'POST'], '/bookings/*', visitorScope);
  // The model is read with the API's connection (designs are not public rows), by slug and number only.
  app.get('/showrooms/:slug/products/:ref/model.glb', visitorScope);

  return app
    .openapi(showroom, async (c) =>
      c.json(
        await getShowroom(
          c.get('publicScope'),
          c.req.valid('param').slug,
          piecesWanted(c.req.valid('query').products),
        ),
        200,
      ),
    )
    .openapi(product, async (c) => c.json(await getProduct(c.get('publicScope'), c.req.valid('param')), 200))
    .openapi(productModel, async (c) => {
      const answer = await readProductModel(c.get('publicScope'), c.req.valid('param'));
      const etag = `"${answer.etag}"`;
      // Short: the jeweller may regenerate the design the product was made from.
      c.header('Cache-Control', 'public, max-age=600');
      c.header('ETag', etag);
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      c.header('Content-Type', answer.contentType);
      return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(collaborationList, async (c) =>
      c.json(await getCollaborations(c.get('publicScope'), c.req.valid('param').slug), 200),
    )
    .openapi(reviewList, async (c) =>
      c.json(
        await listReviews(c.get('publicScope'), { ...c.req.valid('query'), ...c.req.valid('param') }),
        200,
      ),
    )
    .openapi(reviewCreate, async (c) =>
      c.json(
        await submitReview(c.get('publicScope'), { ...c.req.valid('json'), ...c.req.valid('param') }),
        201,
      ),
    )
    .openapi(availability, async (c) =>
      c.json(
        await showroomAvailability(c.get('publicScope'), {
          ...c.req.valid('query'),
          ...c.req.valid('param'),
        }),
        200,
      ),
    )
    .openapi(opening, async (c) =>
      c.json(await showroomOpening(c.get('publicScope'), c.req.valid('param').slug), 200),
    )
    .openapi(book, async (c) => {
      const input = c.req.valid('json');
      // A filled honeypot holds no slot: a robot gets a plain refusal (a person never sees the field).
      if (input.website?.trim()) throw new AppError('validation_failed', 'Invalid input', 422);
      return c.json(await bookAppointment(c.get('publicScope'), { ...input, ...c.req.valid('param') }), 201);
    })
    .openapi(customRequest, async (c) =>
      c.json(
        await submitCustomRequest(c.get('publicScope'), { ...c.req.valid('json'), ...c.req.valid('param') }),
        201,
      ),
    )
    .openapi(requestPhoto, async (c) => {
      // The image work (decoding, sizes) happens here, before the write's transaction opens.
      const photo = await preparePhoto(new Uint8Array(await c.req.arrayBuffer()));
      const stored = await storeRequestPhoto(c.get('publicScope'), {
        slug: c.req.valid('param').slug,
        photo,
      });
      return c.json(stored, 201);
    })
    .openapi(enquiry, async (c) =>
      c.json(
        await submitBasketEnquiry(c.get('publicScope'), { ...c.req.valid('json'), ...c.req.valid('param') }),
        201,
      ),
    )
    .openapi(managedBooking, async (c) =>
      c.json(await getManagedBooking(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(cancel, async (c) =>
      c.json(await cancelBooking(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(reschedule, async (c) =>
      c.json(
        await rescheduleBooking(c.get('publicScope'), { ...c.req.valid('json'), ...c.req.valid('param') }),
        200,
      ),
    );
}
