import { type AudienceClient, type AudienceRule, selectAudience } from '@carat/marketing/email';
import { sql } from 'drizzle-orm';
import { firstNameOf } from '#api/features/marketing/rows.ts';
import type { Scope } from '#api/scope.ts';

/**
 * A campaign's audience from the client book: only clients whose consent to marketing email stands (given,
 * not withdrawn since), then the rule (@carat/marketing/email's predicates, the same the tests check), one
 * email per address. The SQL narrows to consenting clients first; the predicates check again.
 */

export interface AudienceRow extends AudienceClient {
  readonly name: string;
}

interface ClientRow extends Record<string, unknown> {
  id: string;
  email: string | null;
  name: string;
  status: string;
  birthday: string | null;
  anniversary: string | null;
  granted_at: string | Date | null;
  source: string | null;
  withdrawn_at: string | Date | null;
  last_purchase_at: string | Date | null;
  in_collection: boolean;
}

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

export async function audienceClients(
  scope: Scope,
  input: { businessId: string; rule: AudienceRule; timeZone: string },
): Promise<AudienceRow[]> {
  const collectionId = input.rule.kind === 'collection' ? input.rule.collectionId : null;
  const { rows } = await scope.tx.execute<ClientRow>(sql`
    select c.id, c.email, c.name, c.status, c.birthday::text as birthday, c.anniversary::text as anniversary,
           k.granted_at, k.source, k.withdrawn_at,
           (select max(o.created_at) from public.orders o
             where o.client_id = c.id and o.business_id = c.business_id and o.status <> 'cancelled') as last_purchase_at,
           (${collectionId}::uuid is not null and exists (
              select 1 from public.showroom_leads l
                left join public.orders o on o.id = l.order_id
               where l.business_id = c.business_id
                 and (o.client_id = c.id or lower(l.email) = lower(c.email))
                 and exists (select 1 from jsonb_array_elements(l.items) as item(value)
                               join public.collection_products cp
                                 on cp.collection_id = ${collectionId}::uuid and cp.product_id::text = item.value->>'productId'))) as in_collection
      from public.clients c
      join public.client_marketing_consents k on k.client_id = c.id and k.business_id = c.business_id
     where c.business_id = ${input.businessId}
       and c.email is not null
       and k.granted_at is not null
       and (k.withdrawn_at is null or k.withdrawn_at < k.granted_at)
     order by c.created_at, c.id`);
  const clients: AudienceRow[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: firstNameOf(row.name),
    vip: row.status === 'vip',
    birthday: row.birthday,
    anniversary: row.anniversary,
    lastPurchaseAt: asDate(row.last_purchase_at),
    collectionIds: row.in_collection && collectionId ? [collectionId] : [],
    emailConsent: row.granted_at
      ? {
          grantedAt: new Date(row.granted_at),
          source: row.source ?? '',
          withdrawnAt: asDate(row.withdrawn_at),
        }
      : null,
  }));
  return selectAudience(input.rule, clients, { now: scope.now, timeZone: input.timeZone });
}
