import { clientInputSchema, clientListQuerySchema, clientPatchSchema } from '@carat/validation/clients';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  clientStats,
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from '#api/features/clients/clients.ts';
import { jsonBody, jsonResponse, pageSchema, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const ClientSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(['vip', 'active', 'new']),
    location: z.string().nullable(),
    rating: z.number().int().nullable(),
    createdAt: z.string(),
    ordersCount: z.number().int(),
    totalSpentMinor: z.number().int(),
  })
  .meta({ id: 'ClientSummary' });

const Client = ClientSummary.extend({
  notes: z.string().nullable(),
  ringSizes: z.array(z.object({ finger: z.string(), diameterMm: z.number() })),
  birthday: z.string().nullable(),
  anniversary: z.string().nullable(),
  /** ISO 3166-1 alpha-2 and VAT number, when known: the buyer's on a Factur-X. */
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
  updatedAt: z.string(),
}).meta({ id: 'Client' });

const ClientPage = pageSchema(ClientSummary, 'ClientPage');

const ClientStats = z
  .object({
    total: z.number().int(),
    vip: z.number().int(),
    new: z.number().int(),
    averageSpendMinor: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'ClientStats' });

const common = { tags: ['Clients'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/clients',
  summary: 'Search and list clients (name, email, phone; case- and accent-insensitive)',
  request: { query: clientListQuerySchema() },
  responses: { 200: jsonResponse(ClientPage, 'A page of clients'), ...tenantErrors },
});
const stats = createRoute({
  ...common,
  method: 'get',
  path: '/clients/stats',
  summary: 'The Clients page tiles: total, VIP, new, average spend',
  responses: { 200: jsonResponse(ClientStats, 'Client figures'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/clients',
  summary: 'Add a client',
  request: { body: jsonBody(clientInputSchema()) },
  responses: { 201: jsonResponse(Client, 'The new client'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/clients/{id}',
  summary: 'One client',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Client, 'The client'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/clients/{id}',
  summary: 'Change a client',
  request: { params: UuidParam, body: jsonBody(clientPatchSchema()) },
  responses: { 200: jsonResponse(Client, 'The changed client'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/clients/{id}',
  summary: 'Delete a client (their orders stay, without the link)',
  request: { params: UuidParam },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});

const serialise = isoDates;

export function clientRoutes() {
  return router()
    .openapi(list, async (c) => {
      const page = await listClients(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(serialise) }, 200);
    })
    .openapi(stats, async (c) => c.json(await clientStats(c.get('scope')), 200))
    .openapi(create, async (c) => {
      const client = await createClient(c.get('scope'), c.req.valid('json'));
      return c.json(serialise(client), 201);
    })
    .openapi(read, async (c) => {
      const client = await getClient(c.get('scope'), c.req.valid('param').id);
      return c.json(serialise(client), 200);
    })
    .openapi(update, async (c) => {
      const client = await updateClient(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(serialise(client), 200);
    })
    .openapi(remove, async (c) => {
      await deleteClient(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
