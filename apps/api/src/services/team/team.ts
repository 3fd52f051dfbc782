import { memberships, profiles } from '@carat/db';
import { teamSeats } from '@carat/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The business's team (Settings → Équipe). Seats are counted against the plan (the scope's): the owner is
 * one seat. Only the owner adds or removes (the routes' ownerOnly; row-level security agrees).
 */

/** The members, owner first, and the seats used and included. */
export async function getTeam(scope: TenantScope) {
  const members = await scope.tx
    .select({
      userId: memberships.userId,
      role: memberships.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(memberships)
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(eq(memberships.businessId, scope.businessId))
    .orderBy(sql`${memberships.role} = 'owner' desc`, memberships.createdAt);
  return { members, seats: { used: members.length, limit: teamSeats(scope.plan) } };
}

/** Refused (403 seat_limit) once every seat of the plan is taken. */
async function requireFreeSeat(scope: TenantScope) {
  const { plan } = scope;
  const [used] = await scope.tx
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.businessId, scope.businessId));
  if ((used?.n ?? 0) >= teamSeats(plan)) {
    throw new AppError('seat_limit', `The ${plan} plan includes ${teamSeats(plan)} seat(s)`, 403, undefined, {
      limit: String(teamSeats(plan)),
    });
  }
}

/** Adds an existing account, by its email, as staff: it must have signed up first. */
export async function addTeamMember(scope: TenantScope, email: string) {
  const { tx, businessId } = scope;
  await requireFreeSeat(scope);
  const { rows } = await tx.execute<{ id: string | null }>(
    sql`select public.user_id_for_team_invite(${businessId}, ${email}) as id`,
  );
  const userId = rows[0]?.id;
  if (!userId)
    throw new AppError('unknown_account', 'No account uses this email: ask them to sign up first', 404);
  await tx.insert(memberships).values({ businessId, userId, role: 'staff' }).onConflictDoNothing();
  return getTeam(scope);
}

/** Removes a staff member (the owner cannot be removed this way). */
export async function removeTeamMember(scope: TenantScope, userId: string) {
  const deleted = await scope.tx
    .delete(memberships)
    .where(
      and(
        eq(memberships.businessId, scope.businessId),
        eq(memberships.userId, userId),
        eq(memberships.role, 'staff'),
      ),
    )
    .returning({ userId: memberships.userId });
  if (deleted.length === 0) throw AppError.notFound('Staff member');
  return getTeam(scope);
}
