import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { ownerOnly } from '#api/middleware/scope.ts';
import { addTeamMember, getTeam, removeTeamMember } from '#api/services/team/team.ts';

const Member = z.object({
  userId: z.uuid(),
  role: z.enum(['owner', 'staff']),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
const Team = z
  .object({ members: z.array(Member), seats: z.object({ used: z.number().int(), limit: z.number().int() }) })
  .meta({ id: 'Team' });

const common = { tags: ['Team'], security: [{ bearer: [] }] };
const get = createRoute({
  ...common,
  method: 'get',
  path: '/team',
  summary: 'The members of the business and its seats (MOISSANITE 2, DIAMOND 5)',
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const add = createRoute({
  ...common,
  method: 'post',
  path: '/team/members',
  summary: 'Add an existing account as staff (owner only; refused past the plan’s seats)',
  request: { body: jsonBody(z.object({ email: z.email().max(254) }).strict()) },
  responses: { 201: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/team/members/{userId}',
  summary: 'Remove a staff member (owner only)',
  request: { params: z.object({ userId: z.uuid() }) },
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});

/** Team seats are counted against the plan: the owner is one seat. */
export function teamRoutes() {
  const app = router();
  app.use('/team/members', ownerOnly).use('/team/members/*', ownerOnly);
  return app
    .openapi(get, async (c) => c.json(await getTeam(c.var.scope), 200))
    .openapi(add, async (c) => c.json(await addTeamMember(c.var.scope, c.req.valid('json').email), 201))
    .openapi(remove, async (c) =>
      c.json(await removeTeamMember(c.var.scope, c.req.valid('param').userId), 200),
    );
}
