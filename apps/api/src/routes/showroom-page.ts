import type { Executor } from '@carat/db';
import { businesses, showroomPages, showroomSettings } from '@carat/db';
import { showroomBlockSchema, showroomBlocksSchema } from '@carat/validation/showroom-builder';
import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { anonScope } from '#api/middleware/scope.ts';
import { getPublishedPage } from '#api/services/showroom/published-page.ts';

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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function readPage(tx: Executor, businessId: string) {
  // A business created before the builder existed gets its row on first use.
  await tx.insert(showroomPages).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .select({ page: showroomPages, published: showroomSettings.published, slug: businesses.slug })
    .from(showroomPages)
    .innerJoin(businesses, eq(businesses.id, showroomPages.businessId))
    .leftJoin(showroomSettings, eq(showroomSettings.businessId, showroomPages.businessId))
    .where(eq(showroomPages.businessId, businessId));
  if (!row) throw AppError.notFound('Showroom page');
  return {
    slug: row.slug,
    published: row.published ?? false,
    draftBlocks: row.page.draftBlocks,
    publishedBlocks: row.page.publishedBlocks,
    draftSavedAt: iso(row.page.draftSavedAt),
    publishedAt: iso(row.page.publishedAt),
  };
}

/** The showroom builder (owner and staff): save the draft, publish it, take the showroom offline. */
export function showroomPageRoutes() {
  return router()
    .openapi(routes.get, async (c) => c.json(await readPage(c.var.tx, c.var.businessId), 200))
    .openapi(routes.save, async (c) => {
      await readPage(c.var.tx, c.var.businessId);
      await c.var.tx
        .update(showroomPages)
        .set({ draftBlocks: c.req.valid('json').blocks, draftSavedAt: new Date() })
        .where(eq(showroomPages.businessId, c.var.businessId));
      return c.json(await readPage(c.var.tx, c.var.businessId), 200);
    })
    .openapi(routes.publish, async (c) => {
      const { tx, businessId } = c.var;
      await readPage(tx, businessId);
      await tx
        .update(showroomPages)
        .set({ publishedBlocks: sql`${showroomPages.draftBlocks}`, publishedAt: new Date() })
        .where(eq(showroomPages.businessId, businessId));
      await tx
        .insert(showroomSettings)
        .values({ businessId, published: true })
        .onConflictDoUpdate({ target: showroomSettings.businessId, set: { published: true } });
      return c.json(await readPage(tx, businessId), 200);
    })
    .openapi(routes.unpublish, async (c) => {
      await c.var.tx
        .update(showroomSettings)
        .set({ published: false })
        .where(eq(showroomSettings.businessId, c.var.businessId));
      return c.json(await readPage(c.var.tx, c.var.businessId), 200);
    });
}

/** Visitors: the published blocks (never the draft), through the anon read policy. */
export function publicShowroomPageRoutes() {
  const app = router();
  app.use('/showrooms/:slug/page', anonScope);
  return app.openapi(publicRoute, async (c) => {
    const page = await getPublishedPage(c.var.tx, c.req.valid('param').slug);
    // As fresh as the showroom's other reads: 'Publier' shows at once.
    c.header('Cache-Control', 'no-cache');
    return c.json(page, 200);
  });
}
