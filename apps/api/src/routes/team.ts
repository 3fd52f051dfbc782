import { memberships, profiles } from '@carat/db';
import { teamSeats } from '@carat/domain';
import { createRoute } from '@hono/zod-openapi';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { ownerOnly } from '#api/middleware/scope.ts';

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

async function team(
  tx: import('@carat/db').Executor,
  businessId: string,
  plan: Parameters<typeof teamSeats>[0],
) {
  const members = await tx
    .select({
      userId: memberships.userId,
      role: memberships.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(memberships)
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, memberships.createdAt);
  return { members, seats: { used: members.length, limit: teamSeats(plan) } };
}

/** Team seats are counted against the plan: the owner is one seat. */
export function teamRoutes() {
  const app = router();
  app.use('/team/members', ownerOnly).use('/team/members/*', ownerOnly);
  return app
    .openapi(get, async (c) => c.json(await team(c.var.tx, c.var.businessId, c.var.plan), 200))
    .openapi(add, async (c) => {
      const { tx, businessId, plan } = c.var;
      const [used] = await tx
        .select({ n: count() })
        .from(memberships)
        .where(eq(memberships.businessId, businessId));
      if ((used?.n ?? 0) >= teamSeats(plan)) {
        throw new AppError(
          'seat_limit',
          `The ${plan} plan includes ${teamSeats(plan)} seat(s)`,
          403,
          undefined,
          {
            limit: String(teamSeats(plan)),
          },
        );
      }
      const { rows } = await tx.execute<{ id: string | null }>(
        sql`select public.user_id_for_team_invite(${businessId}, ${c.req.valid('json').email}) as id`,
      );
      const userId = rows[0]?.id;
      if (!userId)
        throw new AppError('unknown_account', 'No account uses this email: ask them to sign up first', 404);
      await tx.insert(memberships).values({ businessId, userId, role: 'staff' }).onConflictDoNothing();
      return c.json(await team(tx, businessId, plan), 201);
    })
    .openapi(remove, async (c) => {
      const { tx, businessId, plan } = c.var;
      const deleted = await tx
        .delete(memberships)
        .where(
          and(
            eq(memberships.businessId, businessId),
            eq(memberships.userId, c.req.valid('param').userId),
            eq(memberships.role, 'staff'),
          ),
        )
        .returning({ userId: memberships.userId });
      if (deleted.length === 0) throw AppError.notFound('Staff member');
      return c.json(await team(tx, businessId, plan), 200);
    });
}
