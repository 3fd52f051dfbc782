import { REVIEW_ACTIONS } from '@carat/domain/reviews';
import { reviewListQuerySchema, reviewModerationSchema } from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getModeratedReview, listModeratedReviews, moderateReview } from '#api/features/catalogue/reviews.ts';
import { ErrorSchema, jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const ModeratedReview = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    rating: z.number().int(),
    comment: z.string(),
    verified: z.boolean(),
    /** 'automatic': a known client's email; 'manual': marked by the jeweller. */
    verification: z.enum(['automatic', 'manual']).nullable(),
    status: z.enum(['pending', 'published', 'hidden']),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    product: z.object({ id: z.uuid(), ref: z.number().int(), name: z.string() }).nullable(),
    /** What the jeweller may do next: show, hide, verify, reply. */
    actions: z.array(z.enum(REVIEW_ACTIONS)),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ModeratedReview' });

const ModeratedReviewPage = z
  .object({
    items: z.array(ModeratedReview),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** What the showroom shows: the average and count of visible reviews; and how many are hidden. */
    summary: z.object({ average: z.number(), count: z.number().int(), hidden: z.number().int() }),
  })
  .meta({ id: 'ModeratedReviewPage' });

const common = { tags: ['Reviews'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/reviews',
  summary: "The showroom's reviews, newest first, with their emails, and the figures the showroom shows",
  request: { query: reviewListQuerySchema() },
  responses: { 200: jsonResponse(ModeratedReviewPage, 'A page of reviews'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/reviews/{id}',
  summary: 'One review',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ModeratedReview, 'The review'), ...tenantErrors },
});
const moderate = createRoute({
  ...common,
  method: 'patch',
  path: '/reviews/{id}',
  summary:
    'Hide or show a review, mark it verified, reply in public (empty reply: none); 409 invalid_status_move for what its actions do not allow',
  request: { params: UuidParam, body: jsonBody(reviewModerationSchema()) },
  responses: {
    200: jsonResponse(ModeratedReview, 'The review'),
    ...tenantErrors,
    409: {
      description: 'Not among the review’s actions (code invalid_status_move), e.g. un-verifying it',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

export function reviewModerationRoutes() {
  return router()
    .openapi(list, async (c) => {
      const page = await listModeratedReviews(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(read, async (c) =>
      c.json(isoDates(await getModeratedReview(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(moderate, async (c) => {
      const input = { id: c.req.valid('param').id, change: c.req.valid('json') };
      return c.json(isoDates(await moderateReview(c.get('scope'), input)), 200);
    });
}
