import { ASSIGNABLE_ROLES, MEMBER_ROLES } from '@carat/domain';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listActivity } from '#api/features/team/activity.ts';
import { INVITATION_TOKEN } from '#api/features/team/invitation-token.ts';
import {
  acceptInvitation,
  declineInvitation,
  getInvitation,
  invitationPreview,
  inviteMember,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '#api/features/team/invitations.ts';
import {
  changeMemberRole,
  getTeam,
  leaveBusiness,
  myBusinesses,
  removeMember,
  transferOwnership,
} from '#api/features/team/team.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { requireUser } from '#api/middleware/auth.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';
import { systemScopeOf } from '#api/scope.ts';

const Member = z.object({
  userId: z.uuid(),
  role: z.enum(MEMBER_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  joinedAt: z.date(),
});
const Team = z
  .object({
    members: z.array(Member),
    /** `used` counts members and pending invitations; `limit` is the plan's seats. */
    seats: z.object({ used: z.number().int(), members: z.number().int(), limit: z.number().int() }),
  })
  .meta({ id: 'Team' });
const Invitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
    status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
    expired: z.boolean(),
    expiresAt: z.date(),
    sentAt: z.date(),
    respondedAt: z.date().nullable(),
  })
  .meta({ id: 'Invitation' });
const InvitationPreview = z
  .object({
    business: z.string(),
    /** The address invited, while the invitation is pending; null once used, declined, revoked or expired. */
    email: z.string().nullable(),
    role: z.enum(ASSIGNABLE_ROLES),
    status: z.enum(['pending', 'expired', 'accepted', 'declined', 'revoked']),
    expiresAt: z.date(),
  })
  .meta({ id: 'InvitationPreview' });
const Business = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string(), role: z.enum(MEMBER_ROLES) })
  .meta({ id: 'MyBusiness' });
const ActivityItem = z.object({
  seq: z.number().int(),
  entity: z.enum(['order', 'invoice', 'appointment']),
  entityId: z.uuid(),
  action: z.enum(['created', 'updated', 'status', 'deleted']),
  detail: z.record(z.string(), z.string()),
  at: z.date(),
  actorId: z.uuid().nullable(),
  actor: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
});
const Activity = z
  .object({ items: z.array(ActivityItem), nextBefore: z.number().int().nullable() })
  .meta({ id: 'Activity' });

const UserIdParam = z.object({ userId: z.uuid() });
const TokenParam = z.object({ token: z.string().regex(INVITATION_TOKEN) });
const common = { tags: ['Team'], security: [{ bearer: [] }] };

const get = createRoute({
  ...common,
  method: 'get',
  path: '/team',
  summary: 'The members of the business and its seats (owners and admins)',
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const patchMember = createRoute({
  ...common,
  method: 'patch',
  path: '/team/members/{userId}',
  summary: 'Give a member the admin or staff role',
  request: {
    params: UserIdParam,
    body: jsonBody(z.object({ role: z.enum(ASSIGNABLE_ROLES) }).strict()),
  },
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/team/members/{userId}',
  summary: 'Remove a member (their access to this business ends at once)',
  request: { params: UserIdParam },
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const leave = createRoute({
  ...common,
  method: 'post',
  path: '/team/leave',
  summary: 'Leave the business acted for (owners transfer ownership first)',
  responses: { 204: { description: 'Left' }, ...tenantErrors },
});
const transfer = createRoute({
  ...common,
  method: 'post',
  path: '/team/ownership',
  summary: 'Transfer ownership to a member (owner only); the former owner stays as an admin',
  request: { body: jsonBody(z.object({ userId: z.uuid() }).strict()) },
  responses: { 200: jsonResponse(Team, 'The team'), ...tenantErrors },
});
const listInvites = createRoute({
  ...common,
  method: 'get',
  path: '/team/invitations',
  summary: 'The invitations of the business (revoked ones left out)',
  responses: {
    200: jsonResponse(z.object({ items: z.array(Invitation) }), 'The invitations'),
    ...tenantErrors,
  },
});
const invite = createRoute({
  ...common,
  method: 'post',
  path: '/team/invitations',
  summary: 'Invite by email (403 seat_limit when every seat is taken, members and pending invitations)',
  request: {
    body: jsonBody(
      z.object({ email: z.email().max(254), role: z.enum(ASSIGNABLE_ROLES).default('staff') }).strict(),
    ),
  },
  responses: { 201: jsonResponse(Invitation, 'The invitation, emailed'), ...tenantErrors },
});
const getInvite = createRoute({
  ...common,
  method: 'get',
  path: '/team/invitations/{id}',
  summary: 'One invitation',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Invitation, 'The invitation'), ...tenantErrors },
});
const revoke = createRoute({
  ...common,
  method: 'delete',
  path: '/team/invitations/{id}',
  summary: 'Revoke a pending invitation (its link stops working)',
  request: { params: UuidParam },
  responses: { 204: { description: 'Revoked' }, ...tenantErrors },
});
const resend = createRoute({
  ...common,
  method: 'post',
  path: '/team/invitations/{id}/resend',
  summary: 'Send a pending invitation again: a new link, valid seven more days',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Invitation, 'The invitation'), ...tenantErrors },
});
const activity = createRoute({
  ...common,
  tags: ['Activity'],
  method: 'get',
  path: '/activity',
  summary: 'Who did what: orders, invoices and appointments, newest first (owners and admins)',
  request: {
    query: z.object({
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
  },
  responses: { 200: jsonResponse(Activity, 'A page of the log'), ...tenantErrors },
});

const preview = createRoute({
  tags: ['Team'],
  method: 'get',
  path: '/invitations/{token}',
  summary: 'What an invitation link is for (the token is the proof)',
  request: { params: TokenParam },
  responses: { 200: jsonResponse(InvitationPreview, 'The invitation'), ...tenantErrors },
});
const accept = createRoute({
  ...common,
  method: 'post',
  path: '/invitations/{token}/accept',
  summary: 'Join the business, signed in with the invited address',
  request: { params: TokenParam },
  responses: {
    200: jsonResponse(
      z.object({ businessId: z.uuid(), business: z.string(), role: z.enum(ASSIGNABLE_ROLES) }),
      'Joined',
    ),
    ...tenantErrors,
  },
});
const decline = createRoute({
  tags: ['Team'],
  method: 'post',
  path: '/invitations/{token}/decline',
  summary: 'Decline an invitation (no account needed); the owner is told',
  request: { params: TokenParam },
  responses: { 204: { description: 'Declined' }, ...tenantErrors },
});
const businesses = createRoute({
  ...common,
  method: 'get',
  path: '/businesses',
  summary: 'The businesses the caller belongs to, with their role (the switcher)',
  responses: {
    200: jsonResponse(z.object({ businesses: z.array(Business) }), 'Mine'),
    ...tenantErrors,
  },
});

/** The team of the business acted for (its role rule: lib/route-areas.ts). */
export function teamRoutes() {
  return router()
    .openapi(get, async (c) => c.json(await getTeam(c.get('scope')), 200))
    .openapi(patchMember, async (c) =>
      c.json(
        await changeMemberRole(c.get('scope'), {
          userId: c.req.valid('param').userId,
          role: c.req.valid('json').role,
        }),
        200,
      ),
    )
    .openapi(remove, async (c) => c.json(await removeMember(c.get('scope'), c.req.valid('param')), 200))
    .openapi(leave, async (c) => {
      await leaveBusiness(c.get('scope'));
      return c.body(null, 204);
    })
    .openapi(transfer, async (c) => c.json(await transferOwnership(c.get('scope'), c.req.valid('json')), 200))
    .openapi(listInvites, async (c) => c.json({ items: await listInvitations(c.get('scope')) }, 200))
    .openapi(getInvite, async (c) => c.json(await getInvitation(c.get('scope'), c.req.valid('param')), 200))
    .openapi(invite, async (c) => c.json(await inviteMember(c.get('scope'), c.req.valid('json')), 201))
    .openapi(revoke, async (c) => {
      await revokeInvitation(c.get('scope'), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(resend, async (c) => c.json(await resendInvitation(c.get('scope'), c.req.valid('param')), 200));
}

/** The activity log page. */
export function activityRoutes() {
  return router().openapi(activity, async (c) =>
    c.json(await listActivity(c.get('scope'), c.req.valid('query')), 200),
  );
}

/**
 * Before the tenant middleware: an invited account has no business yet, and the switcher lists them all.
 * Answering an invitation is counted per address (the token is long, but the page is public).
 */
export function memberAccountRoutes() {
  const app = router();
  const answers = rateLimit({ name: 'invitation', windowMs: 10 * 60_000, max: 30 });
  app.use('/invitations/*', answers);
  app.use('/invitations/:token/accept', requireUser);
  app.use('/businesses', requireUser);
  return app
    .openapi(preview, async (c) =>
      c.json(await invitationPreview(systemScopeOf(c.get('deps')), c.req.valid('param')), 200),
    )
    .openapi(accept, async (c) => {
      const { user } = c.var;
      const joined = await acceptInvitation(systemScopeOf(c.get('deps')), {
        token: c.req.valid('param').token,
        userId: user.id,
        email: user.email,
      });
      return c.json(joined, 200);
    })
    .openapi(decline, async (c) => {
      await declineInvitation(systemScopeOf(c.get('deps')), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(businesses, async (c) =>
      c.json(
        { businesses: await myBusinesses(systemScopeOf(c.get('deps')), { userId: c.get('user').id }) },
        200,
      ),
    );
}
