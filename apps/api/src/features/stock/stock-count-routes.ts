import { stockCountScanSchema, stockCountSchema } from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, PageQuery, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import {
  finishStockCount,
  getStockCount,
  listStockCounts,
  scanStockCount,
  startStockCount,
  stockLocations,
} from './stock-counts.ts';

/** Stock counts (ADR 072): `/v1/stock-counts`, the counter's work as stock is. */

const Piece = z.object({
  id: z.uuid(),
  tag: z.string(),
  name: z.string(),
  status: z.string(),
  location: z.string().nullable(),
});
const Reason = z.enum(['elsewhere', 'not_in_stock', 'unknown']);
const Count = z
  .object({
    id: z.uuid(),
    location: z.string(),
    status: z.enum(['open', 'finished']),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    totals: z.object({
      expected: z.number().int(),
      counted: z.number().int(),
      missing: z.number().int(),
      unexpected: z.number().int(),
    }),
    counted: z.array(Piece),
    missing: z.array(Piece),
    unexpected: z.array(z.object({ code: z.string(), item: Piece.nullable(), reason: Reason })),
  })
  .meta({ id: 'StockCount' });

const common = { tags: ['Stock'], security: [{ bearer: [] }] };
const finished = { 409: { description: 'The count is finished (count_finished)' } };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/stock-counts',
  summary: 'The stock counts, newest first',
  request: {
    query: PageQuery,
  },
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(
          z.object({
            id: z.uuid(),
            location: z.string(),
            status: z.enum(['open', 'finished']),
            createdAt: z.string(),
            finishedAt: z.string().nullable(),
            expectedCount: z.number().int().nullable(),
            countedCount: z.number().int().nullable(),
            missingCount: z.number().int().nullable(),
            unexpectedCount: z.number().int().nullable(),
          }),
        ),
      }),
      'Counts',
    ),
    ...tenantErrors,
  },
});
const locations = createRoute({
  ...common,
  method: 'get',
  path: '/stock-counts/locations',
  summary: 'The locations the pieces in the shop name, with how many each holds',
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(z.object({ location: z.string(), pieces: z.number().int() })) }),
      'Locations',
    ),
    ...tenantErrors,
  },
});
const start = createRoute({
  ...common,
  method: 'post',
  path: '/stock-counts',
  summary: 'Start counting a location (a case, the safe, a window)',
  request: { body: jsonBody(stockCountSchema()) },
  responses: { 201: jsonResponse(Count, 'The count'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/stock-counts/{id}',
  summary: 'One count: expected, counted, missing and unexpected pieces (kept as they were once finished)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Count, 'The count'), ...tenantErrors },
});
const scan = createRoute({
  ...common,
  method: 'post',
  path: '/stock-counts/{id}/scans',
  summary:
    'A scanned or typed tag: counted, unexpected (another location, or not in stock), unknown, or a repeat (409 count_finished)',
  request: { params: UuidParam, body: jsonBody(stockCountScanSchema()) },
  responses: {
    201: jsonResponse(
      z.object({
        scan: z.object({
          code: z.string(),
          outcome: z.enum(['counted', 'elsewhere', 'not_in_stock', 'unknown', 'repeat']),
          item: Piece.nullable(),
        }),
        count: Count,
      }),
      'The scan and the count',
    ),
    ...tenantErrors,
    ...finished,
  },
});
const finish = createRoute({
  ...common,
  method: 'post',
  path: '/stock-counts/{id}/finish',
  summary: 'Finish the count: its result is kept, the missing pieces listed (409 count_finished)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Count, 'The finished count'), ...tenantErrors, ...finished },
});

/** `locations` is registered before /stock-counts/{id}: it is not an id. */
export function stockCountRoutes() {
  return router()
    .openapi(list, async (c) => {
      const items = await listStockCounts(c.get('scope'), c.req.valid('query'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(locations, async (c) => c.json({ items: await stockLocations(c.get('scope')) }, 200))
    .openapi(start, async (c) =>
      c.json(isoDates(await startStockCount(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(read, async (c) =>
      c.json(isoDates(await getStockCount(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(scan, async (c) => {
      const result = await scanStockCount(c.get('scope'), {
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
      });
      return c.json({ scan: result.scan, count: isoDates(result.count) }, 201);
    })
    .openapi(finish, async (c) =>
      c.json(isoDates(await finishStockCount(c.get('scope'), c.req.valid('param').id)), 200),
    );
}
