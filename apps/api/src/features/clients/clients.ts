import { clients, orders, type RingSize } from '@carat/db';
import { clientVatNumberFits } from '@carat/validation/clients';
import { validationMessage } from '@carat/validation/messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

export type ClientStatus = 'vip' | 'active' | 'new';

export interface ClientInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  status?: ClientStatus;
  location?: string | null;
  notes?: string | null;
  ringSizes?: RingSize[];
  birthday?: string | null;
  anniversary?: string | null;
  rating?: number | null;
  country?: string | null;
  vatNumber?: string | null;
}

export interface ClientListQuery {
  q?: string;
  status?: ClientStatus;
  page: number;
  pageSize: number;
  sort: 'name' | 'recent';
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
function likeFragment(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Derived, never typed in: orders that were not cancelled, and what completed orders brought in.
// (The outer row is named in full: Drizzle writes a bare "id" for a column of the selected table.)
const ordersCount = sql<number>`(select count(*) from public.orders o
  where o.client_id = "clients"."id" and o.status <> 'cancelled')`.mapWith(Number);
const totalSpentMinor = sql<number>`(select coalesce(sum(o.amount_minor), 0) from public.orders o
  where o.client_id = "clients"."id" and o.status = 'completed')`.mapWith(Number);

const summaryColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  status: clients.status,
  location: clients.location,
  rating: clients.rating,
  createdAt: clients.createdAt,
  ordersCount,
  totalSpentMinor,
};

const detailColumns = {
  ...summaryColumns,
  notes: clients.notes,
  ringSizes: clients.ringSizes,
  birthday: clients.birthday,
  anniversary: clients.anniversary,
  country: clients.country,
  vatNumber: clients.vatNumber,
  updatedAt: clients.updatedAt,
};

/** Searches count exactly up to this many matches, then say "at least". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * One page of the Clients list. The page's ids and the match count come from two database functions
 * that can use the trigram and name indexes (see 0003_clients_and_orders.sql); the rows themselves are
 * read under row-level security, with their derived figures computed for those rows only.
 */
export async function listClients(scope: TenantScope, query: ClientListQuery) {
  const { tx, businessId } = scope;
  const q = query.q?.trim() || null;
  const pattern = q ? likeFragment(q) : null;
  const status = query.status ?? null;
  const offset = (query.page - 1) * query.pageSize;
  const order =
    query.sort === 'recent'
      ? [desc(clients.createdAt), asc(clients.id)]
      : [asc(clients.sortName), asc(clients.id)];
  const items = await tx
    .select(summaryColumns)
    .from(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        sql`${clients.id} in (select public.client_page_ids(${businessId}, ${pattern}, ${status}, ${query.sort}, ${query.pageSize}, ${offset}))`,
      ),
    )
    .orderBy(...order);
  let total: number;
  let totalIsExact = true;
  if (pattern) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select public.client_match_count(${businessId}, ${pattern}, ${status}, ${SEARCH_COUNT_CAP + 1}) as n`,
    );
    const matched = Number(rows[0]?.n ?? 0);
    total = Math.min(matched, SEARCH_COUNT_CAP);
    totalIsExact = matched <= SEARCH_COUNT_CAP;
  } else {
    const [row] = await tx
      .select({ n: count() })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), status ? eq(clients.status, status) : undefined));
    total = row?.n ?? 0;
  }
  return { items, total, totalIsExact, page: query.page, pageSize: query.pageSize };
}

export async function getClient(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [client] = await tx
    .select(detailColumns)
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)));
  if (!client) throw AppError.notFound('Client');
  return client;
}

export async function createClient(scope: TenantScope, input: ClientInput) {
  const [created] = await scope.tx
    .insert(clients)
    .values({ ...input, businessId: scope.businessId })
    .returning({ id: clients.id });
  return getClient(scope, created!.id);
}

export async function updateClient(
  scope: TenantScope,
  { id, patch }: { id: string; patch: Partial<ClientInput> },
) {
  const { tx, businessId } = scope;
  // An empty change changes nothing; it still answers 404 for someone else's client.
  if (Object.keys(patch).length === 0) return getClient(scope, id);
  if (patch.country !== undefined || patch.vatNumber !== undefined) {
    // A VAT number must fit the country the change leaves the client with, even when only one moves.
    const current = await getClient(scope, id);
    const country = patch.country !== undefined ? patch.country : current.country;
    const vatNumber = patch.vatNumber !== undefined ? patch.vatNumber : current.vatNumber;
    if (!clientVatNumberFits(country, vatNumber))
      throw AppError.validation({ vatNumber: validationMessage('client.vatNumber.country') });
  }
  const [updated] = await tx
    .update(clients)
    .set(patch)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning({ id: clients.id });
  if (!updated) throw AppError.notFound('Client');
  return getClient(scope, id);
}

export async function deleteClient(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [deleted] = await tx
    .delete(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning({ id: clients.id });
  if (!deleted) throw AppError.notFound('Client');
}

/** The Clients page's four tiles: total, VIP, new, and the average spend of clients who bought. */
export async function clientStats(scope: TenantScope) {
  const { tx, businessId } = scope;
  const [counts] = await tx
    .select({
      total: count(),
      vip: sql<number>`count(*) filter (where ${clients.status} = 'vip')`.mapWith(Number),
      new: sql<number>`count(*) filter (where ${clients.status} = 'new')`.mapWith(Number),
    })
    .from(clients)
    .where(eq(clients.businessId, businessId));
  const [spend] = await tx
    .select({
      average: sql<number>`coalesce(round(avg(per_client.spent)), 0)`.mapWith(Number),
    })
    .from(
      sql`(select sum(${orders.amountMinor}) as spent from ${orders}
        where ${orders.businessId} = ${businessId} and ${orders.status} = 'completed' and ${orders.clientId} is not null
        group by ${orders.clientId}) as per_client`,
    );
  return {
    total: counts?.total ?? 0,
    vip: counts?.vip ?? 0,
    new: counts?.new ?? 0,
    averageSpendMinor: spend?.average ?? 0,
    currency: scope.currency,
  };
}
