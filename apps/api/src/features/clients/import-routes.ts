import { clientImportSchema } from '@carat/validation/invoices';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { exportClients, importClients, previewClientImport } from '#api/features/clients/client-import.ts';
import { clientAppointments } from '#api/features/orders/index.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';

const Preview = z
  .object({
    columns: z.array(z.object({ title: z.string(), field: z.string().nullable() })),
    rows: z.array(
      z.object({
        line: z.number().int(),
        values: z.record(z.string(), z.unknown()),
        errors: z.record(z.string(), z.string()),
      }),
    ),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
  })
  .meta({ id: 'ClientImportPreview' });

const LocaleQuery = z.object({ locale: localeSchema.optional() });
const common = { tags: ['Clients'], security: [{ bearer: [] }] };

const preview = createRoute({
  ...common,
  method: 'post',
  path: '/clients/import/preview',
  summary: 'Check a CSV of clients row by row (the client form’s rules, duplicate emails); writes nothing',
  request: { query: LocaleQuery, body: jsonBody(clientImportSchema()) },
  responses: { 200: jsonResponse(Preview, 'Every row with its errors'), ...tenantErrors },
});
const commit = createRoute({
  ...common,
  method: 'post',
  path: '/clients/import',
  summary: 'Import a CSV of clients: every row in one transaction, or none (422 import_has_errors)',
  request: { query: LocaleQuery, body: jsonBody(clientImportSchema()) },
  responses: {
    201: jsonResponse(
      z.object({ imported: z.number().int() }).meta({ id: 'ClientImportResult' }),
      'Imported',
    ),
    ...tenantErrors,
  },
});
const exportCsv = createRoute({
  ...common,
  method: 'get',
  path: '/export/clients.csv',
  summary: 'Export the client book as CSV (UTF-8; re-importable)',
  request: { query: LocaleQuery },
  responses: {
    200: { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' as const } } } },
    ...tenantErrors,
  },
});

const appointmentsOfClient = createRoute({
  ...common,
  method: 'get',
  path: '/clients/{id}/appointments',
  summary:
    'The client profile’s appointments: those booked for this client in the back office, and showroom bookings made with the client’s email',
  request: { params: UuidParam },
  responses: {
    200: jsonResponse(
      z
        .object({
          items: z.array(
            z.object({
              id: z.uuid(),
              type: z.string(),
              mode: z.enum(['phone', 'video', 'in-person']),
              status: z.enum(['pending', 'confirmed', 'cancelled', 'completed']),
              startsAt: z.string(),
              endsAt: z.string(),
              timeZone: z.string(),
            }),
          ),
        })
        .meta({ id: 'ClientAppointments' }),
      'The appointments, latest first',
    ),
    ...tenantErrors,
  },
});

/** The client book's extras: CSV import (with a preview) and export, and the profile's appointments. */
export function clientImportRoutes() {
  return router()
    .openapi(preview, async (c) => {
      const result = await previewClientImport(c.get('scope'), {
        csv: c.req.valid('json').csv,
        locale: c.req.valid('query').locale ?? 'fr',
      });
      return c.json({ ...result, rows: result.rows.map(({ parsed: _parsed, ...row }) => row) }, 200);
    })
    .openapi(commit, async (c) => {
      const result = await importClients(c.get('scope'), {
        csv: c.req.valid('json').csv,
        locale: c.req.valid('query').locale ?? 'fr',
      });
      return c.json(result, 201);
    })
    .openapi(appointmentsOfClient, async (c) => {
      const items = await clientAppointments(c.get('scope'), c.req.valid('param').id);
      return c.json(
        {
          items: items.map((a) => ({
            ...a,
            startsAt: a.startsAt.toISOString(),
            endsAt: a.endsAt.toISOString(),
          })),
        },
        200,
      );
    })
    .openapi(exportCsv, async (c) => {
      const { csv } = await exportClients(c.get('scope'), c.req.valid('query').locale ?? 'fr');
      const day = c.get('scope').now.toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="clients-${day}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      // A byte-order mark, so spreadsheets read the accents as UTF-8.
      return c.body(`\uFEFF${csv}`, 200);
    });
}
