import { showroomBlockSchema, showroomBlocksSchema } from '@carat/validation/showroom-builder';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  getShowroomPage,
  publishShowroomPage,
  saveShowroomDraft,
  unpublishShowroom,
} from '#api/features/showroom/page.ts';
import { getPublishedPage } from '#api/features/showroom/published-page.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { anonScope } from '#api/middleware/scope.ts';

const Block = z.object({ id: z.string(), type: z.string(), content: z.record(z.string(), z.unknown()) });
const Page = z
  .object({
    slug: z.string(),
    published: z.boolean(),
    draftBlocks: z.array(Block),
    publishedBlocks: z.array(Block),
    draftSavedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'ShowroomPage' });
// Visitors get typed blocks: the showroom renders each type from this shape.
const PublicPage = z
  .object({ blocks: z.array(showroomBlockSchema()), publishedAt: z.string().nullable() })
  .meta({ id: 'PublicShowroomPage' });

const common = { tags: ['Showroom builder'], security: [{ bearer: [] }] };
const routes = {
  get: createRoute({
    ...common,
    method: 'get',
    path: '/showroom/page',
    summary: 'The builder’s draft and the published page',
    responses: { 200: jsonResponse(Page, 'The page'), ...tenantErrors },
  }),
  save: createRoute({
    ...common,
    method: 'put',
    path: '/showroom/page/draft',
    summary: "'Sauvegarder': keep the draft",
    request: { body: jsonBody(showroomBlocksSchema()) },
    responses: { 200: jsonResponse(Page, 'The page'), ...tenantErrors },
  }),
  publish: createRoute({
    ...common,
    method: 'post',
    path: '/showroom/page/publish',
    summary: "'Publier': the draft becomes the public page and the showroom goes online",
    responses: { 200: jsonResponse(Page, 'The page'), ...tenantErrors },
  }),
  unpublish: createRoute({
    ...common,
    method: 'post',
    path: '/showroom/page/unpublish',
    summary: 'Take the showroom offline (the page is kept)',
    responses: { 200: jsonResponse(Page, 'The page'), ...tenantErrors },
  }),
};
const publicRoute = createRoute({
  tags: ['Showroom'],
  method: 'get',
  path: '/showrooms/{slug}/page',
  summary: 'The published builder blocks of a published showroom',
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(63)
        .regex(/^[a-z0-9-]+$/),
    }),
  },
  responses: {
    200: jsonResponse(PublicPage, 'The published blocks'),
    404: { description: 'No such published showroom' },
  },
});

/** The showroom builder (owner and staff): save the draft, publish it, take the showroom offline. */
export function showroomPageRoutes() {
  return router()
    .openapi(routes.get, async (c) => c.json(await getShowroomPage(c.get('scope')), 200))
    .openapi(routes.save, async (c) =>
      c.json(await saveShowroomDraft(c.get('scope'), c.req.valid('json').blocks), 200),
    )
    .openapi(routes.publish, async (c) => c.json(await publishShowroomPage(c.get('scope')), 200))
    .openapi(routes.unpublish, async (c) => c.json(await unpublishShowroom(c.get('scope')), 200));
}

/** Visitors: the published blocks (never the draft), through the anon read policy. */
export function publicShowroomPageRoutes() {
  const app = router();
  app.use('/showrooms/:slug/page', anonScope);
  return app.openapi(publicRoute, async (c) => {
    const page = await getPublishedPage(c.get('publicScope'), c.req.valid('param').slug);
    // As fresh as the showroom's other reads: 'Publier' shows at once.
    c.header('Cache-Control', 'no-cache');
    return c.json(page, 200);
  });
}
