import { products } from '@carat/db';
import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const ProductItem = z
  .object({
    id: z.uuid(),
    ref: z.number().int(),
    name: z.string(),
    category: z.string(),
    published: z.boolean(),
  })
  .meta({ id: 'ProductItem' });

const list = createRoute({
  tags: ['Products'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/products',
  summary: "The business's products (number, name, category, published), for pickers such as the builder's",
  responses: {
    200: jsonResponse(z.object({ items: z.array(ProductItem) }), 'The products'),
    ...tenantErrors,
  },
});

export function productRoutes() {
  return router().openapi(list, async (c) => {
    const items = await c.var.tx
      .select({
        id: products.id,
        ref: products.ref,
        name: products.name,
        category: products.category,
        published: products.published,
      })
      .from(products)
      .where(eq(products.businessId, c.var.businessId))
      .orderBy(asc(products.ref));
    return c.json({ items }, 200);
  });
}
