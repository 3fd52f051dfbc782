import { businesses, memberships } from '@carat/db';
import { type AssignableRole, canManageMember, type MemberRole } from '@carat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { seatsInUse } from '#api/features/team/invitations.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { SystemScope, TenantScope } from '#api/scope.ts';

/**
 * The business's team (Settings → Équipe, issue 20): members and their roles, seats against the plan
 * (members + pending invitations), role changes, removal, leaving, and the transfer of ownership. Access
 * is checked per request against the membership, so a removed member's next request to this business
 * is refused: their sessions for it end at once (their other businesses are untouched).
 */

/** The members, owner first, with their emails, and the seats used and included. */
export async function getTeam(scope: TenantScope) {
  const rows = await scope.tx
    .select({
      userId: memberships.userId,
      role: memberships.role,
      firstName: sql<string | null>`e.first_name`,
      lastName: sql<string | null>`e.last_name`,
      email: sql<string | null>`e.email`,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .leftJoin(
      sql`public.business_member_directory(${scope.businessId}) e`,
      sql`e.user_id = ${memberships.userId}`,
    )
    .where(eq(memberships.businessId, scope.businessId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, memberships.createdAt);
  const seats = await seatsInUse(scope);
  return {
    members: rows,
    seats: { used: seats.members + seats.pending, members: seats.members, limit: seats.limit },
  };
}

async function memberRole(scope: TenantScope, userId: string): Promise<MemberRole> {
  const [row] = await scope.tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, userId)));
  if (!row) throw AppError.notFound('Member');
  return row.role;
}

function requireManageable(scope: TenantScope, userId: string, target: MemberRole) {
  if (userId === scope.userId) throw AppError.forbidden('Use “leave” to change your own membership');
  if (!canManageMember(scope.role, target)) throw AppError.forbidden('You cannot manage this member');
}

/** Gives a member the admin or staff role (an owner's role changes only by a transfer). */
export async function changeMemberRole(scope: TenantScope, input: { userId: string; role: AssignableRole }) {
  requireManageable(scope, input.userId, await memberRole(scope, input.userId));
  await scope.tx
    .update(memberships)
    .set({ role: input.role })
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, input.userId)));
  // A key acts as its creator while they manage the business: cached keys go (ADR 042).
  await scope.deps.apiKeys.changed(scope.tx);
  return getTeam(scope);
}

/** Removes a member: from their next request on, this business refuses them. */
export async function removeMember(scope: TenantScope, input: { userId: string }) {
  requireManageable(scope, input.userId, await memberRole(scope, input.userId));
  await scope.tx
    .delete(memberships)
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, input.userId)));
  // A key acts as its creator while they manage the business: cached keys go (ADR 042).
  await scope.deps.apiKeys.changed(scope.tx);
  return getTeam(scope);
}

/** The caller leaves the business they act for (an owner transfers ownership first). */
export async function leaveBusiness(scope: TenantScope) {
  if (scope.role === 'owner') {
    throw new AppError('owner_cannot_leave', 'Transfer ownership before leaving', 409);
  }
  await scope.tx
    .delete(memberships)
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, scope.userId)));
  await scope.deps.apiKeys.changed(scope.tx);
}

/**
 * The owner hands the business to another member, who becomes its owner; the former owner stays as an
 * admin. The plan is the owners' (business_plan), so the new owner must hold a live subscription first:
 * otherwise the business would lose its plan the moment it changed hands.
 */
export async function transferOwnership(scope: TenantScope, input: { userId: string }) {
  if (input.userId === scope.userId) throw AppError.forbidden('You already own this business');
  await memberRole(scope, input.userId);
  // Billing rows are each user's own (RLS): read as the server, for this one yes/no.
  const { rows } = await asConnectionOwner(scope.tx, () =>
    scope.tx.execute<{ live: boolean }>(
      sql`select exists (select 1 from public.billing_subscriptions s
            where s.user_id = ${input.userId}
              and public.subscription_is_live(s.status, s.cancel_at, now())) as live`,
    ),
  );
  if (!rows[0]?.live) {
    throw new AppError('subscription_required', 'The new owner needs a live subscription first', 409);
  }
  await scope.tx
    .update(memberships)
    .set({ role: 'owner' })
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, input.userId)));
  await scope.tx
    .update(memberships)
    .set({ role: 'admin' })
    .where(and(eq(memberships.businessId, scope.businessId), eq(memberships.userId, scope.userId)));
  // A key acts as its creator while they manage the business: cached keys go (ADR 042).
  await scope.deps.apiKeys.changed(scope.tx);
  return getTeam(scope);
}

/** The businesses the signed-in user belongs to (the switcher), with their role in each. */
export async function myBusinesses(scope: SystemScope, input: { userId: string }) {
  return scope.tx
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, input.userId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, memberships.createdAt);
}
