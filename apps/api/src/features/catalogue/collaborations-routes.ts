import { collaborationInputSchema, collaborationPatchSchema } from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createCollaboration,
  deleteCollaboration,
  getCollaboration,
  listCollaborations,
  updateCollaboration,
} from '#api/features/catalogue/collaborations.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const ManagedCollaboration = z
  .object({
    id: z.uuid(),
    title: z.string(),
    celebrity: z.string(),
    year: z.number().int(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    published: z.boolean(),
    position: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ManagedCollaboration' });

const common = { tags: ['Collaborations'], security: [{ bearer: [] }] };

const routes = {
  list: createRoute({
    ...common,
    method: 'get',
    path: '/collaborations',
    summary: "The business's celebrity collaborations, in the showroom's order",
    responses: {
      200: jsonResponse(z.object({ items: z.array(ManagedCollaboration) }), 'The collaborations'),
      ...tenantErrors,
    },
  }),
  create: createRoute({
    ...common,
    method: 'post',
    path: '/collaborations',
    summary: 'Add a collaboration (title, celebrity, year, description, image); it goes last',
    request: { body: jsonBody(collaborationInputSchema()) },
    responses: { 201: jsonResponse(ManagedCollaboration, 'The new collaboration'), ...tenantErrors },
  }),
  read: createRoute({
    ...common,
    method: 'get',
    path: '/collaborations/{id}',
    summary: 'One collaboration',
    request: { params: UuidParam },
    responses: { 200: jsonResponse(ManagedCollaboration, 'The collaboration'), ...tenantErrors },
  }),
  update: createRoute({
    ...common,
    method: 'patch',
    path: '/collaborations/{id}',
    summary: 'Change a collaboration; `position` moves it to that place in the list (0 first)',
    request: { params: UuidParam, body: jsonBody(collaborationPatchSchema()) },
    responses: { 200: jsonResponse(ManagedCollaboration, 'The changed collaboration'), ...tenantErrors },
  }),
  remove: createRoute({
    ...common,
    method: 'delete',
    path: '/collaborations/{id}',
    summary: 'Delete a collaboration',
    request: { params: UuidParam },
    responses: { 204: { description: 'Deleted' }, ...tenantErrors },
  }),
};

export function collaborationRoutes() {
  return router()
    .openapi(routes.list, async (c) => {
      const { items } = await listCollaborations(c.get('scope'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(routes.create, async (c) =>
      c.json(isoDates(await createCollaboration(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(routes.read, async (c) =>
      c.json(isoDates(await getCollaboration(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(routes.update, async (c) => {
      const input = { id: c.req.valid('param').id, patch: c.req.valid('json') };
      return c.json(isoDates(await updateCollaboration(c.get('scope'), input)), 200);
    })
    .openapi(routes.remove, async (c) => {
      await deleteCollaboration(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
