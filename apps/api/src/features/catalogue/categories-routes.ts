import {
  categoryDeleteQuerySchema,
  categoryInputSchema,
  categoryOrderSchema,
  categoryPatchSchema,
} from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
  updateCategory,
} from '#api/features/catalogue/categories.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Category = z
  .object({
    key: z.string(),
    name: z.string(),
    nameFr: z.string(),
    nameEn: z.string(),
    position: z.number().int(),
    visible: z.boolean(),
    /** The pieces (any status) filed under it. */
    productCount: z.number().int(),
  })
  .meta({ id: 'ProductCategory' });

const KeyParam = z.object({ key: z.string().max(40) });
const common = { tags: ['Categories'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/categories',
  summary: "The business's product categories, in its order (the visible ones are the showroom's tabs)",
  responses: { 200: jsonResponse(z.object({ items: z.array(Category) }), 'The categories'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/categories',
  summary:
    'Add a category (French and English names; a key made from the English name unless given); it goes last',
  request: { body: jsonBody(categoryInputSchema()) },
  responses: { 201: jsonResponse(Category, 'The new category'), ...tenantErrors },
});
const order = createRoute({
  ...common,
  method: 'put',
  path: '/categories/order',
  summary: 'Put the categories in an order: every key, once',
  request: { body: jsonBody(categoryOrderSchema()) },
  responses: { 200: jsonResponse(z.object({ items: z.array(Category) }), 'The categories'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/categories/{key}',
  summary: 'Rename a category or show or hide it on the showroom (its key stays)',
  request: { params: KeyParam, body: jsonBody(categoryPatchSchema()) },
  responses: { 200: jsonResponse(Category, 'The changed category'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/categories/{key}',
  summary:
    'Delete a category; one its pieces name answers 409 `category_in_use` unless `moveTo` names the category to move them to first',
  request: { params: KeyParam, query: categoryDeleteQuerySchema() },
  responses: {
    200: jsonResponse(z.object({ moved: z.number().int() }), 'Deleted; how many pieces were moved'),
    ...tenantErrors,
  },
});

export function categoryRoutes() {
  return router()
    .openapi(list, async (c) => c.json(await listCategories(c.get('scope')), 200))
    .openapi(create, async (c) => c.json(await createCategory(c.get('scope'), c.req.valid('json')), 201))
    .openapi(order, async (c) =>
      c.json(await reorderCategories(c.get('scope'), c.req.valid('json').keys), 200),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateCategory(c.get('scope'), { key: c.req.valid('param').key, patch: c.req.valid('json') }),
        200,
      ),
    )
    .openapi(remove, async (c) =>
      c.json(
        await deleteCategory(c.get('scope'), c.req.valid('param').key, c.req.valid('query').moveTo),
        200,
      ),
    );
}
