import { METALS } from '@carat/domain/design';
import type { DesignPhotoFormInput } from '@carat/validation/designs';
import {
  designCreateSchema,
  designOrderSchema,
  designPatchSchema,
  designPhotoFormSchema,
  designPricingSchema,
  designProductSchema,
  designShareSchema,
  designSpecInputSchema,
} from '@carat/validation/designs';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import {
  createDesign,
  createDesignOrder,
  createDesignProduct,
  DESIGN_FILES,
  type DesignFileAnswer,
  designSettings,
  getDesign,
  getDesignShare,
  listDesigns,
  readDesignFile,
  readDesignPhoto,
  readSharedDesignFile,
  shareDesign,
  updateDesign,
  updateDesignPricing,
} from '#api/features/designs/designs.ts';
import { OrderDetail } from '#api/features/orders/index.ts';
import { type PreparedDesignPhoto, prepareDesignPhoto } from '#api/lib/design-photo.ts';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import type { PreparedUpload } from '#api/lib/uploads.ts';
import { requireTool } from '#api/middleware/plan.ts';
import { visitorScope } from '#api/middleware/scope.ts';

const Estimate = z
  .object({
    metalVolumeMm3: z.number(),
    weightG: z.number(),
    stones: z.number().int(),
    totalCarat: z.number(),
    /** Integer minor units of `currency`. */
    price: z.number().int(),
  })
  .meta({ id: 'DesignEstimate' });

const ModelUrls = z
  .object({ glbUrl: z.string(), usdzUrl: z.string(), stlUrl: z.string(), imageUrl: z.string() })
  .meta({ id: 'DesignModelUrls' });

const MetalFigures = z.object(
  Object.fromEntries(
    METALS.map((m) => [m, z.object({ weightG: z.number(), price: z.number().int() })]),
  ) as Record<(typeof METALS)[number], z.ZodObject<{ weightG: z.ZodNumber; price: z.ZodNumber }>>,
);

const DesignSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    brief: z.string().nullable(),
    version: z.number().int(),
    metal: z.enum(METALS),
    estimate: Estimate,
    currency: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DesignSummary' });

/** The caster's checks measured on the design's metal; null for a version made before them. */
const Manufacturability = z
  .object({
    ok: z.boolean(),
    checks: z.array(z.object({ code: z.string(), figure: z.number(), limit: z.number(), ok: z.boolean() })),
  })
  .meta({ id: 'Manufacturability' });

const FromPhoto = z
  .object({
    read: designSpecInputSchema,
    confidence: z.record(z.string(), z.number()),
    engine: z.enum(['offline', 'model']),
    stoneCount: z.number().int(),
  })
  .meta({ id: 'DesignFromPhoto' });

const DesignDetail = z
  .object({
    id: z.uuid(),
    title: z.string(),
    brief: z.string().nullable(),
    spec: designSpecInputSchema,
    unparsed: z.array(z.string()),
    /** What the brief asked that the generator does not make, and what it made instead. */
    notMade: z.array(z.object({ asked: z.string(), nearest: z.string() })),
    engine: z.enum(['offline', 'model', 'form']),
    version: z.number().int(),
    currency: z.string(),
    model: ModelUrls,
    estimate: Estimate,
    /** Weight and price in every alloy: the metal switch shows them without regenerating. */
    byMetal: MetalFigures,
    manufacturability: Manufacturability.nullable(),
    /** What was read from the photo the design was made from (ADR 070); null without a photo. */
    fromPhoto: FromPhoto.nullable(),
    versions: z.array(
      z.object({
        version: z.number().int(),
        title: z.string(),
        metal: z.enum(METALS),
        estimate: Estimate,
        createdAt: z.string(),
      }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DesignDetail' });

const DesignSettings = z
  .object({
    pricing: designPricingSchema,
    currency: z.string(),
    capabilities: z.object({ briefModel: z.boolean(), photoTo3d: z.boolean() }),
  })
  .meta({ id: 'DesignSettings' });

const DesignShare = z
  .object({ token: z.string(), url: z.string(), version: z.number().int(), expiresAt: z.string() })
  .meta({ id: 'DesignShare' });

const SharedDesign = z
  .object({
    business: z.object({ name: z.string(), showroomSlug: z.string().nullable() }),
    title: z.string(),
    spec: designSpecInputSchema,
    estimate: z.object({ weightG: z.number(), stones: z.number().int(), totalCarat: z.number() }),
    model: ModelUrls,
    expiresAt: z.string(),
  })
  .meta({ id: 'SharedDesign' });

const fileContent = {
  'model/gltf-binary': { schema: { type: 'string' as const, format: 'binary' } },
  'model/vnd.usdz+zip': { schema: { type: 'string' as const, format: 'binary' } },
  'model/stl': { schema: { type: 'string' as const, format: 'binary' } },
  'image/jpeg': { schema: { type: 'string' as const, format: 'binary' } },
};

const DesignFileParams = z.object({ id: z.uuid(), file: z.enum(DESIGN_FILES) });
const ShareToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const ShareFileParams = ShareToken.extend({ file: z.enum(DESIGN_FILES) });

const common = { tags: ['Designs'], security: [{ bearer: [] }] };

const settings = createRoute({
  ...common,
  method: 'get',
  path: '/designs/settings',
  summary: "The design generator's price inputs (minor units), currency, and which engines are configured",
  responses: { 200: jsonResponse(DesignSettings, 'The settings'), ...tenantErrors },
});
const putPricing = createRoute({
  ...common,
  method: 'put',
  path: '/designs/pricing',
  summary: 'Sets the price inputs: metal per gram of each alloy, labour, stone per carat (minor units)',
  request: { body: jsonBody(designPricingSchema) },
  responses: { 200: jsonResponse(DesignSettings, 'The settings'), ...tenantErrors },
});
const list = createRoute({
  ...common,
  method: 'get',
  path: '/designs',
  summary: "The business's designs, last changed first (at most 200)",
  responses: {
    200: jsonResponse(z.object({ items: z.array(DesignSummary) }), 'The designs'),
    ...tenantErrors,
  },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/designs',
  summary:
    'A design from a French or English brief (model engine when configured, else the offline parser) or from a spec; ' +
    'or, as multipart/form-data, from a `photo` of a piece on a plain ground or a sketch (JPEG, PNG, WebP, HEIC ≤ 15 MB; ' +
    '413 too large, 415 not an image, 422 no piece read) with an optional `brief` whose fields win, and `locale`; ' +
    'generated off the event loop, files stored, estimate from the price inputs',
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: designCreateSchema },
        'multipart/form-data': { schema: designPhotoFormSchema },
      },
    },
  },
  responses: { 201: jsonResponse(DesignDetail, 'The new design'), ...tenantErrors },
});
const photoReading = createRoute({
  ...common,
  method: 'post',
  path: '/designs/photo-reading',
  summary:
    'What a photo of a piece (or a sketch) gives, with a confidence per field, merged with an optional brief; ' +
    'nothing generated or kept (the jeweller corrects it, then POST /v1/designs with the photo and `spec`)',
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: designPhotoFormSchema } } },
  },
  responses: {
    200: jsonResponse(
      z.object({
        spec: designSpecInputSchema,
        unparsed: z.array(z.string()),
        notMade: z.array(z.object({ asked: z.string(), nearest: z.string() })),
        engine: z.enum(['offline', 'model']),
        fromPhoto: FromPhoto,
      }),
      'What was read',
    ),
    ...tenantErrors,
  },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/designs/{id}',
  summary: 'One design with its versions',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(DesignDetail, 'The design'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/designs/{id}',
  summary: 'A new spec (or brief): a new version, generated and stored; earlier versions stay',
  request: { params: UuidParam, body: jsonBody(designPatchSchema) },
  responses: { 200: jsonResponse(DesignDetail, 'The design'), ...tenantErrors },
});
const file = createRoute({
  ...common,
  method: 'get',
  path: '/designs/{id}/{file}',
  summary:
    "A version's model: model.glb (a material variant per alloy), model.usdz (Quick Look), model.stl (the metal, mm), image.jpg (a still picture, 640 × 640); ?v= a version",
  request: { params: DesignFileParams, query: z.object({ v: z.coerce.number().int().min(1).optional() }) },
  responses: { 200: { description: 'The file', content: fileContent }, ...tenantErrors },
});
const share = createRoute({
  ...common,
  method: 'post',
  path: '/designs/{id}/share',
  summary: 'An expiring link to the current version for a client (the token is shown once; its hash is kept)',
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: designShareSchema } } },
  },
  responses: { 201: jsonResponse(DesignShare, 'The link'), ...tenantErrors },
});
const order = createRoute({
  ...common,
  method: 'post',
  path: '/designs/{id}/order',
  summary:
    "'Créer une commande': a custom order at the quote stage, the estimate as its price, the design attached",
  request: { params: UuidParam, body: jsonBody(designOrderSchema) },
  responses: { 201: jsonResponse(OrderDetail, 'The new order'), ...tenantErrors },
});
const product = createRoute({
  ...common,
  method: 'post',
  path: '/designs/{id}/product',
  summary: "'Ajouter au catalogue': a draft catalogue piece, made to order, priced by the estimate",
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: designProductSchema } } },
  },
  responses: {
    201: jsonResponse(z.object({ id: z.uuid() }).loose(), 'The new draft piece'),
    ...tenantErrors,
  },
});

/** The form's photo, prepared before the transaction (middleware/uploads.ts), or here if it was not. */
async function designPhotoOf(
  file: unknown,
  prepared: PreparedUpload | undefined,
): Promise<PreparedDesignPhoto> {
  if (prepared?.route === 'design-photo' && prepared.photo) return prepared.photo;
  if (file instanceof File) return prepareDesignPhoto(new Uint8Array(await file.arrayBuffer()));
  throw AppError.validation({
    photo: 'Une photo est requise (champ « photo ») / A photo is required (field "photo")',
  });
}

function fileAnswer(c: Context<AppEnv>, answer: DesignFileAnswer, cacheControl: string) {
  const etag = `"${answer.etag}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', answer.contentType);
  c.header('Content-Disposition', `inline; filename="${answer.fileName}"`);
  return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200);
}

/** The AI Design Generator (DIAMOND): behind the tool's plan check, as every tool's routes. */
export function designRoutes() {
  const app = router();
  app.use('/designs', requireTool('ai-design-generator'));
  app.use('/designs/*', requireTool('ai-design-generator'));
  return app
    .openapi(settings, async (c) => c.json(await designSettings(c.get('scope')), 200))
    .openapi(putPricing, async (c) =>
      c.json(await updateDesignPricing(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(list, async (c) => c.json(await listDesigns(c.get('scope')), 200))
    .openapi(create, async (c) => {
      if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
        const form = c.req.valid('form') as DesignPhotoFormInput;
        const photo = await designPhotoOf(form.photo, c.get('preparedUpload'));
        const design = await createDesign(c.get('scope'), {
          brief: form.brief || undefined,
          locale: form.locale,
          photo,
          spec: form.spec,
        });
        return c.json(design, 201);
      }
      const body = designCreateSchema.safeParse(c.req.valid('json'));
      if (!body.success) throw AppError.validation({ brief: 'Un brief ou un design / A brief or a design' });
      return c.json(await createDesign(c.get('scope'), body.data), 201);
    })
    .openapi(photoReading, async (c) => {
      const form = c.req.valid('form') as DesignPhotoFormInput;
      const photo = await designPhotoOf(form.photo, c.get('preparedUpload'));
      const reading = await readDesignPhoto(c.get('scope'), {
        brief: form.brief || undefined,
        locale: form.locale,
        photo,
      });
      return c.json(reading, 200);
    })
    .openapi(read, async (c) => c.json(await getDesign(c.get('scope'), c.req.valid('param').id), 200))
    .openapi(update, async (c) => {
      const design = await updateDesign(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(design, 200);
    })
    .openapi(file, async (c) => {
      const { id, file: name } = c.req.valid('param');
      const answer = await readDesignFile(c.get('scope'), {
        id,
        file: name,
        version: c.req.valid('query').v,
      });
      // A version's files never change: the address names the version.
      return fileAnswer(c, answer, 'private, max-age=31536000, immutable');
    })
    .openapi(share, async (c) => {
      const { days } = designShareSchema.parse(c.req.valid('json') ?? {});
      return c.json(await shareDesign(c.get('scope'), { id: c.req.valid('param').id, days }), 201);
    })
    .openapi(order, async (c) => {
      const created = await createDesignOrder(c.get('scope'), {
        id: c.req.valid('param').id,
        ...c.req.valid('json'),
      });
      return c.json(isoDates(created), 201);
    })
    .openapi(product, async (c) => {
      const options = designProductSchema.parse(c.req.valid('json') ?? {});
      const created = await createDesignProduct(c.get('scope'), { id: c.req.valid('param').id, ...options });
      return c.json(created as unknown as { id: string }, 201);
    });
}

const publicCommon = { tags: ['Designs'] };

const publicShare = createRoute({
  ...publicCommon,
  method: 'get',
  path: '/design-shares/{token}',
  summary: "A shared design for the branded public viewer: the business's name, the piece, its model files",
  request: { params: ShareToken, query: z.object({ lang: localeSchema.optional() }) },
  responses: {
    200: jsonResponse(SharedDesign, 'The shared design'),
    404: tenantErrors[404],
    410: { description: 'The link has expired (code link_expired)' },
    422: tenantErrors[422],
  },
});
const publicFile = createRoute({
  ...publicCommon,
  method: 'get',
  path: '/design-shares/{token}/{file}',
  summary: "A shared design's model.glb, model.usdz (Quick Look), model.stl or image.jpg",
  request: { params: ShareFileParams },
  responses: {
    200: { description: 'The file', content: fileContent },
    404: tenantErrors[404],
    410: { description: 'The link has expired (code link_expired)' },
    422: tenantErrors[422],
  },
});

/** The public viewer's reads: mounted before the tenant middleware; the token is the only key. */
export function publicDesignShareRoutes() {
  const app = router();
  app.use('/design-shares/*', visitorScope);
  return app
    .openapi(publicShare, async (c) =>
      c.json(await getDesignShare(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(publicFile, async (c) => {
      const { token, file: name } = c.req.valid('param');
      const answer = await readSharedDesignFile(c.get('publicScope'), { token, file: name });
      // Short: the link expires, and Quick Look / Scene Viewer fetch it again on each AR tap anyway.
      return fileAnswer(c, answer, 'private, max-age=600');
    });
}
