import { businesses, memberships, profiles, teamInvitations } from '@carat/db';
import { type AssignableRole, canManageMember, teamSeats } from '@carat/domain';
import { isLocale, type Locale } from '@carat/domain/locale';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  hashInvitationToken,
  INVITATION_TOKEN,
  INVITATION_TTL_MS,
  newInvitationToken,
} from '#api/features/team/invitation-token.ts';
import { invitationDeclinedMail, teamInvitationMail } from '#api/features/team/mail.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { SystemScope, TenantScope } from '#api/scope.ts';

/**
 * Invitations (ADR 031): an owner or admin invites by email; the link carries a random token
 * kept only as its hash, valid seven days, resendable (a new token: the old link dies) and revocable.
 * Pending invitations hold a seat, so members + pending never pass the plan's seats; a business above
 * its seats after a downgrade keeps everyone but cannot invite. The invitee accepts once signed in with
 * the invited address, or declines (the owner is told).
 */

const columns = {
  id: teamInvitations.id,
  email: teamInvitations.email,
  role: teamInvitations.role,
  status: teamInvitations.status,
  expiresAt: teamInvitations.expiresAt,
  sentAt: teamInvitations.sentAt,
  respondedAt: teamInvitations.respondedAt,
};

const inviteUrl = (scope: { deps: SystemScope['deps'] }, token: string) =>
  `${scope.deps.config.DASHBOARD_URL}/invitation/${token}`;

/** Seats taken: members, plus pending invitations that have not expired. */
export async function seatsInUse(scope: TenantScope) {
  const [members] = await scope.tx
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.businessId, scope.businessId));
  const [pending] = await scope.tx
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.businessId, scope.businessId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, scope.now),
      ),
    );
  return { members: members?.n ?? 0, pending: pending?.n ?? 0, limit: teamSeats(scope.plan) };
}

/** The invitations of the business, newest first (revoked ones left out). */
export async function listInvitations(scope: TenantScope) {
  const rows = await scope.tx
    .select(columns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, scope.businessId), ne(teamInvitations.status, 'revoked')))
    .orderBy(desc(teamInvitations.createdAt))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    expired: row.status === 'pending' && row.expiresAt <= scope.now,
  }));
}

async function inviterAndBusiness(scope: TenantScope) {
  const [row] = await scope.tx
    .select({ business: businesses.name, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(businesses)
    .leftJoin(profiles, eq(profiles.userId, scope.userId))
    .where(eq(businesses.id, scope.businessId));
  const inviter = [row?.firstName, row?.lastName].filter(Boolean).join(' ').trim();
  return { business: row?.business ?? 'Carat', inviter: inviter || (row?.business ?? 'Carat') };
}

async function sendInvitation(
  scope: TenantScope,
  invitation: { email: string; role: AssignableRole },
  token: string,
) {
  const { business, inviter } = await inviterAndBusiness(scope);
  const mail = teamInvitationMail({
    locale: scope.locale,
    business,
    inviter,
    role: invitation.role,
    url: inviteUrl(scope, token),
  });
  await asConnectionOwner(scope.tx, () =>
    queueEmail(scope.deps, { to: invitation.email, ...mail }, scope.tx),
  );
}

/** Invites `email` as `role`; refused past the plan's seats (403 seat_limit) or for a member (409). */
export async function inviteMember(scope: TenantScope, input: { email: string; role: AssignableRole }) {
  const email = input.email.trim().toLowerCase();
  if (!canManageMember(scope.role, input.role)) throw AppError.forbidden('You cannot invite this role');
  const { rows: existing } = await scope.tx.execute<{ email: string }>(
    sql`select email from public.business_member_directory(${scope.businessId}) where lower(email) = ${email}`,
  );
  if (existing.length > 0) throw new AppError('already_member', 'This person is already a member', 409);
  const seats = await seatsInUse(scope);
  // A pending invitation to the same address is replaced (same seat): only new people need a free seat.
  const [pending] = await scope.tx
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.businessId, scope.businessId),
        eq(teamInvitations.status, 'pending'),
        sql`lower(${teamInvitations.email}) = ${email}`,
      ),
    );
  if (!pending && seats.members + seats.pending >= seats.limit) {
    throw new AppError(
      'seat_limit',
      `The ${scope.plan} plan includes ${seats.limit} seat(s); ${seats.members + seats.pending} are in use`,
      403,
      undefined,
      { limit: String(seats.limit), used: String(seats.members + seats.pending) },
    );
  }
  if (pending) {
    await scope.tx
      .update(teamInvitations)
      .set({ status: 'revoked', respondedAt: scope.now })
      .where(eq(teamInvitations.id, pending.id));
  }
  const token = newInvitationToken();
  const [row] = await scope.tx
    .insert(teamInvitations)
    .values({
      businessId: scope.businessId,
      email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: scope.userId,
      expiresAt: new Date(scope.now.getTime() + INVITATION_TTL_MS),
      sentAt: scope.now,
      createdAt: scope.now,
    })
    .returning(columns);
  await sendInvitation(scope, { email, role: input.role }, token);
  return { ...row!, expired: false };
}

/** One invitation of the business. */
export async function getInvitation(scope: TenantScope, input: { id: string }) {
  const [row] = await scope.tx
    .select(columns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, input.id), eq(teamInvitations.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('Invitation');
  return { ...row, expired: row.status === 'pending' && row.expiresAt <= scope.now };
}

async function pendingInvitation(scope: TenantScope, id: string) {
  const row = await getInvitation(scope, { id });
  if (row.status !== 'pending') throw new AppError('invitation_invalid', 'This invitation was answered', 409);
  return row;
}

/** Sends again with a new token and seven more days (the previous link stops working). */
export async function resendInvitation(scope: TenantScope, input: { id: string }) {
  const invitation = await pendingInvitation(scope, input.id);
  const token = newInvitationToken();
  const [row] = await scope.tx
    .update(teamInvitations)
    .set({
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(scope.now.getTime() + INVITATION_TTL_MS),
      sentAt: scope.now,
    })
    .where(eq(teamInvitations.id, invitation.id))
    .returning(columns);
  await sendInvitation(scope, invitation, token);
  return { ...row!, expired: false };
}

/** Revokes a pending invitation: its link stops working and its seat is free. */
export async function revokeInvitation(scope: TenantScope, input: { id: string }) {
  const invitation = await pendingInvitation(scope, input.id);
  await scope.tx
    .update(teamInvitations)
    .set({ status: 'revoked', respondedAt: scope.now, respondedBy: scope.userId })
    .where(eq(teamInvitations.id, invitation.id));
}

/** The invitation behind a link, read as the server (the token is the proof), or 404 invitation_invalid. */
async function invitationByToken(scope: SystemScope, token: string) {
  if (!INVITATION_TOKEN.test(token)) throw new AppError('invitation_invalid', 'Unknown invitation', 404);
  const [row] = await scope.tx
    .select({
      id: teamInvitations.id,
      businessId: teamInvitations.businessId,
      business: businesses.name,
      email: teamInvitations.email,
      role: teamInvitations.role,
      status: teamInvitations.status,
      expiresAt: teamInvitations.expiresAt,
      invitedBy: teamInvitations.invitedBy,
    })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(eq(teamInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) throw new AppError('invitation_invalid', 'Unknown invitation', 404);
  return row;
}

function requirePending(invitation: { status: string; expiresAt: Date }, now: Date) {
  if (invitation.status !== 'pending' || invitation.expiresAt <= now) {
    throw new AppError('invitation_invalid', 'This invitation is no longer valid', 410);
  }
}

/** What the invitation page shows before answering: the business, the address invited (while pending), the role. */
export async function invitationPreview(scope: SystemScope, input: { token: string }) {
  const row = await invitationByToken(scope, input.token);
  const valid = row.status === 'pending' && row.expiresAt > scope.now;
  return {
    business: row.business,
    // The link is the only proof: once it cannot be used, it no longer tells whom it was for.
    email: valid ? row.email : null,
    role: row.role,
    status: valid ? ('pending' as const) : row.status === 'pending' ? ('expired' as const) : row.status,
    expiresAt: row.expiresAt,
  };
}

/**
 * The signed-in invitee joins: the account's address must be the one invited. In one transaction of the
 * server's connection (the invitee is not a member yet, so no tenant policy would let them in).
 */
export async function acceptInvitation(
  scope: SystemScope,
  input: { token: string; userId: string; email: string | null },
) {
  return scope.deps.db
    .transaction(async (tx) => {
      const inner = { ...scope, tx };
      const row = await invitationByToken(inner, input.token);
      requirePending(row, scope.now);
      if (!input.email || input.email.trim().toLowerCase() !== row.email.toLowerCase()) {
        throw new AppError('invitation_email_mismatch', 'This invitation is for another address', 403);
      }
      await tx
        .insert(memberships)
        .values({ businessId: row.businessId, userId: input.userId, role: row.role })
        .onConflictDoNothing();
      await tx
        .update(teamInvitations)
        .set({ status: 'accepted', respondedAt: scope.now, respondedBy: input.userId })
        .where(eq(teamInvitations.id, row.id));
      return { businessId: row.businessId, business: row.business, role: row.role };
    })
    .then((joined) => {
      // The subscription check now answers for the owner's plan: forget this process's copy.
      scope.deps.entitlements.forget(input.userId);
      return joined;
    });
}

/** The invitee declines (with the link alone: no account needed); the owners and the inviter are told. */
export async function declineInvitation(scope: SystemScope, input: { token: string }) {
  await scope.deps.db.transaction(async (tx) => {
    const inner = { ...scope, tx };
    const row = await invitationByToken(inner, input.token);
    requirePending(row, scope.now);
    await tx
      .update(teamInvitations)
      .set({ status: 'declined', respondedAt: scope.now })
      .where(eq(teamInvitations.id, row.id));
    const { rows: told } = await tx.execute<{ email: string; locale: string | null }>(
      sql`select u.email, p.locale from auth.users u left join public.profiles p on p.user_id = u.id
           where u.email is not null and (u.id = ${row.invitedBy} or u.id in (
             select m.user_id from public.memberships m
              where m.business_id = ${row.businessId} and m.role = 'owner'))`,
    );
    for (const person of told) {
      const locale: Locale = isLocale(person.locale) ? person.locale : 'fr';
      const mail = invitationDeclinedMail({
        locale,
        business: row.business,
        email: row.email,
        teamUrl: `${scope.deps.config.DASHBOARD_URL}/dashboard/team`,
      });
      await queueEmail(scope.deps, { to: person.email, ...mail }, tx);
    }
  });
}
