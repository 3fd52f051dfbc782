import { sql } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/** The lists a jeweller orders by hand (a `position` per row, per business). */
const ORDERED_TABLES = {
  collections: sql.raw('public.collections'),
  collaborations: sql.raw('public.collaborations'),
} as const;

export type OrderedList = keyof typeof ORDERED_TABLES;

/**
 * Moves one row of the business's list to a place (0 first; past the end means last) and numbers the
 * list 0, 1, 2… again, in one statement: the others keep their order around it.
 */
export async function moveInList(
  scope: TenantScope,
  { list, id, position }: { list: OrderedList; id: string; position: number },
) {
  const table = ORDERED_TABLES[list];
  await scope.tx.execute(sql`
    with others as (
      select t.id, row_number() over (order by t.position, t.created_at, t.id) - 1 as n
        from ${table} t where t.business_id = ${scope.businessId} and t.id <> ${id}
    ), placed as (
      select o.id, case when o.n < ${position} then o.n else o.n + 1 end as place from others o
      union all
      select ${id}::uuid, least(${position}, (select count(*) from others))
    )
    update ${table} t set position = p.place from placed p
     where t.id = p.id and t.business_id = ${scope.businessId} and t.position <> p.place`);
}

/** The place after the last of the business's list, for a new row. */
export async function nextPosition(scope: TenantScope, list: OrderedList): Promise<number> {
  const { rows } = await scope.tx.execute<{ next: number }>(
    sql`select coalesce(max(t.position) + 1, 0)::int as next from ${ORDERED_TABLES[list]} t
         where t.business_id = ${scope.businessId}`,
  );
  return Number(rows[0]?.next ?? 0);
}
