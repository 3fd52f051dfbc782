import { localeSchema } from '@carat/validation/locale';
import {
  AUTOMATION_KINDS,
  automationPatchSchema,
  captionsRequestSchema,
  POST_NETWORKS,
  postInputSchema,
  postPatchSchema,
  postsQuerySchema,
  VISUAL_FORMAT_IDS,
  visualQuerySchema,
  visualRequestSchema,
} from '@carat/validation/marketing';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listAutomations, setAutomation } from '#api/features/marketing/automations.ts';
import { writeCaptions } from '#api/features/marketing/captions.ts';
import { createPost, deletePost, getPost, listPosts, updatePost } from '#api/features/marketing/posts.ts';
import {
  listLibrary,
  readLibraryItem,
  renderPostVisual,
  saveVisualToLibrary,
} from '#api/features/marketing/visuals.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { requireTool } from '#api/middleware/plan.ts';

const Captions = z
  .object({
    engine: z.enum(['model', 'offline', 'mixed']),
    variants: z.array(
      z.object({
        platform: z.enum(['instagram', 'facebook']),
        text: z.string(),
        hashtags: z.array(z.string()),
        link: z.string(),
      }),
    ),
  })
  .meta({ id: 'MarketingCaptions' });

const LibraryItem = z
  .object({
    id: z.uuid(),
    productId: z.uuid().nullable(),
    title: z.string(),
    template: z.string(),
    format: z.enum(VISUAL_FORMAT_IDS),
    contentType: z.enum(['image/png', 'image/jpeg']),
    bytes: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'MarketingLibraryItem' });

const imageResponse = (description: string) => ({
  description,
  content: {
    'image/png': { schema: { type: 'string' as const, format: 'binary' } },
    'image/jpeg': { schema: { type: 'string' as const, format: 'binary' } },
  },
});

const common = { tags: ['Marketing studio'], security: [{ bearer: [] }] };

const captions = createRoute({
  ...common,
  method: 'post',
  path: '/marketing/captions',
  summary:
    'Caption variants for Instagram and Facebook (FR or EN) from the real metal, stone and price of the pieces, a collection or an occasion; another seed, other variants',
  request: { body: jsonBody(captionsRequestSchema) },
  responses: { 200: jsonResponse(Captions, 'The variants'), ...tenantErrors },
});

const visual = createRoute({
  ...common,
  method: 'post',
  path: '/marketing/visuals',
  summary:
    "A post's visual of a piece (its stored photo, the business's branding) or of a design from the design generator (designId) in 1080×1080, 1080×1350, 1080×1920 or the email header: PNG, or JPEG with ?type=jpeg or Accept: image/jpeg; ?save=true keeps it in the library",
  request: { body: jsonBody(visualRequestSchema), query: visualQuerySchema },
  responses: { 200: imageResponse('The image'), ...tenantErrors },
});

const library = createRoute({
  ...common,
  method: 'get',
  path: '/marketing/library',
  summary: "The studio's saved visuals, newest first",
  responses: {
    200: jsonResponse(z.object({ items: z.array(LibraryItem) }), 'The library'),
    ...tenantErrors,
  },
});

const libraryFile = createRoute({
  ...common,
  method: 'get',
  path: '/marketing/library/{id}',
  summary: 'One saved visual, as its image',
  request: { params: UuidParam },
  responses: { 200: imageResponse('The image'), ...tenantErrors },
});

const Post = z
  .object({
    id: z.uuid(),
    network: z.enum(POST_NETWORKS),
    caption: z.string(),
    hashtags: z.array(z.string()),
    link: z.string().nullable(),
    plannedAt: z.string().nullable(),
    libraryItemId: z.uuid().nullable(),
    visual: z
      .object({
        format: z.enum(VISUAL_FORMAT_IDS),
        contentType: z.enum(['image/png', 'image/jpeg']),
        title: z.string(),
      })
      .nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MarketingPost' });

const posts = createRoute({
  ...common,
  method: 'get',
  path: '/marketing/posts',
  summary: "The studio's saved posts, planned ones first by date; ?month=YYYY-MM for one month's calendar",
  request: { query: postsQuerySchema },
  responses: { 200: jsonResponse(z.object({ items: z.array(Post) }), 'The posts'), ...tenantErrors },
});

const savePost = createRoute({
  ...common,
  method: 'post',
  path: '/marketing/posts',
  summary:
    'Save a post: caption, hashtags, link, network, planned date, and its visual (a library item, or drawn now and kept in the library)',
  request: { body: jsonBody(postInputSchema) },
  responses: { 201: jsonResponse(Post, 'The saved post'), ...tenantErrors },
});

const readPost = createRoute({
  ...common,
  method: 'get',
  path: '/marketing/posts/{id}',
  summary: 'One saved post',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Post, 'The post'), ...tenantErrors },
});

const changePost = createRoute({
  ...common,
  method: 'patch',
  path: '/marketing/posts/{id}',
  summary: "Change a post's caption, network, visual or planned date",
  request: { params: UuidParam, body: jsonBody(postPatchSchema) },
  responses: { 200: jsonResponse(Post, 'The post'), ...tenantErrors },
});

const removePost = createRoute({
  ...common,
  method: 'delete',
  path: '/marketing/posts/{id}',
  summary: 'Delete a post (its visual stays in the library)',
  request: { params: UuidParam },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});

const Automations = z
  .object({
    automations: z.array(
      z.object({
        kind: z.enum(AUTOMATION_KINDS),
        enabled: z.boolean(),
        locale: localeSchema,
        /** Birthday and anniversary: the wishes go by text too, to clients who agreed to texts. */
        sms: z.boolean(),
        sentCount: z.number().int(),
        lastSentAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'MarketingAutomations' });

const automations = createRoute({
  ...common,
  method: 'get',
  path: '/marketing/automations',
  summary:
    'The automations (birthday, anniversary, review request after collection, re-engagement after 12 months): on or off, language, emails sent',
  responses: { 200: jsonResponse(Automations, 'The automations'), ...tenantErrors },
});

const automation = createRoute({
  ...common,
  method: 'put',
  path: '/marketing/automations/{kind}',
  summary: 'Switch one automation on or off (and choose the language of its emails)',
  request: {
    params: z.object({ kind: z.enum(AUTOMATION_KINDS) }),
    body: jsonBody(automationPatchSchema),
  },
  responses: { 200: jsonResponse(Automations, 'The automations'), ...tenantErrors },
});

/** The AI marketing studio's posts: behind the tool's plan check (403 plan_required). */
export function marketingRoutes() {
  const app = router();
  app.use('/marketing/*', requireTool('ai-marketing-studio'));
  return app
    .openapi(captions, async (c) => c.json(await writeCaptions(c.get('scope'), c.req.valid('json')), 200))
    .openapi(visual, async (c) => {
      const query = c.req.valid('query');
      const type = query.type ?? ((c.req.header('accept') ?? '').includes('image/jpeg') ? 'jpeg' : 'png');
      const input = { ...c.req.valid('json'), type };
      let image: Awaited<ReturnType<typeof renderPostVisual>>;
      if (query.save === 'true') {
        const saved = await saveVisualToLibrary(c.get('scope'), input);
        c.header('X-Library-Item', saved.item.id);
        image = saved.visual;
      } else {
        image = await renderPostVisual(c.get('scope'), input);
      }
      c.header('Content-Type', image.mime);
      c.header('Cache-Control', 'private, no-store');
      c.header(
        'Content-Disposition',
        `inline; filename="post-${input.format}.${type === 'png' ? 'png' : 'jpg'}"`,
      );
      return c.body(new Uint8Array(image.bytes), 200);
    })
    .openapi(library, async (c) => c.json(await listLibrary(c.get('scope')), 200))
    .openapi(posts, async (c) => c.json(await listPosts(c.get('scope'), c.req.valid('query')), 200))
    .openapi(savePost, async (c) => c.json(await createPost(c.get('scope'), c.req.valid('json')), 201))
    .openapi(readPost, async (c) => c.json(await getPost(c.get('scope'), c.req.valid('param').id), 200))
    .openapi(changePost, async (c) =>
      c.json(
        await updatePost(c.get('scope'), { id: c.req.valid('param').id, patch: c.req.valid('json') }),
        200,
      ),
    )
    .openapi(removePost, async (c) => {
      await deletePost(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(automations, async (c) => c.json(await listAutomations(c.get('scope')), 200))
    .openapi(automation, async (c) =>
      c.json(
        await setAutomation(c.get('scope'), { kind: c.req.valid('param').kind, patch: c.req.valid('json') }),
        200,
      ),
    )
    .openapi(libraryFile, async (c) => {
      const item = await readLibraryItem(c.get('scope'), c.req.valid('param').id);
      c.header('Content-Type', item.contentType);
      c.header('Cache-Control', 'private, no-store');
      return c.body(new Uint8Array(item.bytes), 200);
    });
}
