import { activityLog } from '@carat/db';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/**
 * The activity page (owners and admins): who created, changed or deleted which order, invoice or
 * appointment, newest first, from the lines the database's triggers write (0028). A null actor is a
 * visitor (a showroom booking) or the platform (a job).
 */
export async function listActivity(scope: TenantScope, input: { before?: number; limit: number }) {
  const rows = await scope.tx
    .select({
      seq: activityLog.seq,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      action: activityLog.action,
      detail: activityLog.detail,
      at: activityLog.createdAt,
      actorId: activityLog.actorId,
      actorFirstName: sql<string | null>`d.first_name`,
      actorLastName: sql<string | null>`d.last_name`,
      actorEmail: sql<string | null>`d.email`,
    })
    .from(activityLog)
    .leftJoin(
      sql`public.business_member_directory(${scope.businessId}) d`,
      sql`d.user_id = ${activityLog.actorId}`,
    )
    .where(
      and(
        eq(activityLog.businessId, scope.businessId),
        input.before === undefined ? undefined : lt(activityLog.seq, input.before),
      ),
    )
    .orderBy(desc(activityLog.seq))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    items: page.map(({ actorFirstName, actorLastName, actorEmail, ...row }) => ({
      ...row,
      actor: row.actorId
        ? {
            id: row.actorId,
            name: [actorFirstName, actorLastName].filter(Boolean).join(' ').trim() || actorEmail || null,
          }
        : null,
    })),
    nextBefore: rows.length > input.limit ? (page.at(-1)?.seq ?? null) : null,
  };
}
