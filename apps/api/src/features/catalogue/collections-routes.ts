import { collectionInputSchema, collectionPatchSchema } from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  updateCollection,
} from '#api/features/catalogue/collections.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const CollectionSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameFr: z.string().nullable(),
    nameEn: z.string().nullable(),
    descriptionFr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    coverImage: z.string().nullable(),
    published: z.boolean(),
    position: z.number().int(),
    productIds: z.array(z.uuid()),
    productCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CollectionSummary' });

const Collection = CollectionSummary.extend({
  products: z.array(
    z.object({
      id: z.uuid(),
      ref: z.number().int(),
      name: z.string(),
      published: z.boolean(),
      image: z.object({ url: z.string(), alt: z.string() }).passthrough().nullable(),
    }),
  ),
}).meta({ id: 'Collection' });

const common = { tags: ['Collections'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/collections',
  summary: "The business's collections, in the showroom's order, each with its pieces' ids in order",
  responses: {
    200: jsonResponse(z.object({ items: z.array(CollectionSummary) }), 'The collections'),
    ...tenantErrors,
  },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/collections',
  summary: 'Create a collection (a name in French or English; pieces in the order given); it goes last',
  request: { body: jsonBody(collectionInputSchema()) },
  responses: { 201: jsonResponse(Collection, 'The new collection'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/collections/{id}',
  summary: 'One collection with its pieces in order',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Collection, 'The collection'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/collections/{id}',
  summary: 'Change a collection: `productIds` replaces its pieces and their order; `position` moves it',
  request: { params: UuidParam, body: jsonBody(collectionPatchSchema()) },
  responses: { 200: jsonResponse(Collection, 'The changed collection'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/collections/{id}',
  summary: 'Delete a collection (its pieces stay in the catalogue)',
  request: { params: UuidParam },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});

export function collectionRoutes() {
  return router()
    .openapi(list, async (c) => {
      const { items } = await listCollections(c.get('scope'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(create, async (c) =>
      c.json(isoDates(await createCollection(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(read, async (c) =>
      c.json(isoDates(await getCollection(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(update, async (c) => {
      const changed = await updateCollection(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(isoDates(changed), 200);
    })
    .openapi(remove, async (c) => {
      await deleteCollection(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
