import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  dataExportStatus,
  downloadDataExport,
  listDataExports,
  requestDataExport,
} from '#api/features/account/data-export.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';
import { visitorScope } from '#api/middleware/scope.ts';

const DataExport = z
  .object({
    id: z.uuid(),
    clientId: z.uuid().nullable(),
    status: z.enum(['queued', 'running', 'ready', 'failed']),
    progress: z.number().int(),
    size: z.number().int().nullable(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });

const common = { tags: ['Settings'], security: [{ bearer: [] }] };

const routes = {
  request: createRoute({
    ...common,
    method: 'post',
    path: '/account/exports',
    summary:
      'Export the business’s data (owners), or one client’s (`clientId`): a ZIP built in the background, its link emailed, good for 7 days',
    request: { body: jsonBody(z.object({ clientId: z.uuid().optional() }).strict()) },
    responses: { 202: jsonResponse(DataExport, 'The export, queued'), ...tenantErrors },
  }),
  list: createRoute({
    ...common,
    method: 'get',
    path: '/account/exports',
    summary: 'The business’s exports, newest first (the last 50), with their progress',
    responses: {
      200: jsonResponse(z.object({ items: z.array(DataExport) }), 'The exports'),
      ...tenantErrors,
    },
  }),
  status: createRoute({
    ...common,
    method: 'get',
    path: '/account/exports/{id}',
    summary: 'An export’s progress (0–100), and until when its emailed link works',
    request: { params: UuidParam },
    responses: { 200: jsonResponse(DataExport, 'The export'), ...tenantErrors },
  }),
};

const download = createRoute({
  tags: ['Settings'],
  method: 'get',
  path: '/exports/{token}',
  summary: 'The emailed link of an export: the ZIP, until the link expires (7 days)',
  request: { params: z.object({ token: z.string().min(20).max(100) }) },
  responses: {
    200: {
      description: 'The ZIP',
      content: { 'application/zip': { schema: { type: 'string' as const, format: 'binary' } } },
    },
    400: tenantErrors[400],
    404: tenantErrors[404],
  },
});

/** Settings → Compte → Exporter mes données, and the client sheet's export. */
export function dataExportRoutes() {
  const app = router();
  // Asking for an export is limited (10 an hour per member); reading the list and the progress is not.
  app.on(
    'POST',
    '/account/exports',
    rateLimit({ name: 'data-export', windowMs: 60 * 60_000, max: 10, key: (c) => c.get('user').id }),
  );
  return app
    .openapi(routes.request, async (c) =>
      c.json(await requestDataExport(c.get('scope'), c.req.valid('json')), 202),
    )
    .openapi(routes.list, async (c) => c.json(await listDataExports(c.get('scope')), 200))
    .openapi(routes.status, async (c) =>
      c.json(await dataExportStatus(c.get('scope'), { id: c.req.valid('param').id }), 200),
    );
}

/**
 * Public: the emailed link (its token is the only key). No request transaction (`visitorScope`, not
 * `anonScope`): the lookup by token hash is the server's, and on the embedded database a request
 * transaction would hold the one session the lookup needs.
 */
export function dataExportDownloadRoutes() {
  const app = router();
  app.use('/exports/*', rateLimit({ name: 'data-export-download', windowMs: 60_000, max: 30 }));
  app.use('/exports/*', visitorScope);
  return app.openapi(download, async (c) => {
    const { bytes, filename } = await downloadDataExport(c.get('publicScope'), {
      token: c.req.valid('param').token,
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  });
}
