import {
  appointments,
  assistantConversations,
  type BasketItem,
  clients,
  orders,
  type ShowroomLeadAssistant,
  showroomLeads,
} from '@carat/db';
import {
  LEAD_MOVE_TO,
  type LeadContent,
  type LeadStatus,
  leadActions,
  leadHeadline,
  leadOrderDetails,
  leadOrderItem,
  leadOrderNotes,
} from '@carat/domain/leads';
import type { LeadConvert, LeadListQuery, LeadPatch } from '@carat/validation/leads';
import { orderInputSchema } from '@carat/validation/orders';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { withAppointmentTruth } from '#api/features/assistant/index.ts';
import { leadPhotoList } from '#api/features/leads/photos.ts';
import { createOrder } from '#api/features/orders/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { issuesToFields } from '#api/lib/openapi.ts';
import { likeFragment } from '#api/lib/search.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The back office's inbox of showroom leads ('Demandes'): what visitors send through the showroom
 * (features/showroom/submissions.ts) read under RLS, answered (status, private note), and turned into a
 * client and an order once. A business receives a few leads a day, not thousands: the list filters its
 * own rows in date order, without the definer functions the orders' and clients' lists need (ADR 016).
 */

const summaryColumns = {
  id: showroomLeads.id,
  kind: showroomLeads.kind,
  name: showroomLeads.name,
  email: showroomLeads.email,
  message: showroomLeads.message,
  items: showroomLeads.items,
  status: showroomLeads.status,
  orderId: showroomLeads.orderId,
  createdAt: showroomLeads.createdAt,
};

type SummaryRow = {
  message: string | null;
  items: BasketItem[];
  status: LeadStatus;
  orderId: string | null;
} & Record<string, unknown>;

/**
 * A row of the list: the headline (pieces, or the message's first line) instead of the whole message,
 * and what the lead allows next (domain: leadActions).
 */
function summarise<T extends SummaryRow>(row: T) {
  const { message, items, ...rest } = row;
  return {
    ...rest,
    headline: leadHeadline({ message, items }),
    pieceCount: items.length,
    actions: [...leadActions(row)],
  };
}

/** One page of leads, newest first: search (contact, message, piece names), status and kind filters. */
export async function listLeads(scope: TenantScope, query: LeadListQuery) {
  const { tx, businessId } = scope;
  const q = query.q?.trim();
  const where = and(
    eq(showroomLeads.businessId, businessId),
    q ? sql`${showroomLeads.searchText} like public.normalize_search(${likeFragment(q)})` : undefined,
    query.status ? eq(showroomLeads.status, query.status) : undefined,
    query.kind ? eq(showroomLeads.kind, query.kind) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await tx
    .select(summaryColumns)
    .from(showroomLeads)
    .where(where)
    .orderBy(desc(showroomLeads.createdAt), desc(showroomLeads.id))
    .limit(query.pageSize)
    .offset(offset);
  let total = offset + rows.length;
  // A page that is not full is the last one: the count is known without counting.
  if (rows.length === query.pageSize || (rows.length === 0 && query.page > 1)) {
    const [row] = await tx.select({ n: count() }).from(showroomLeads).where(where);
    total = row?.n ?? 0;
  }
  return {
    items: rows.map(summarise),
    total,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The tiles: new, contacted and closed leads, and those received this month (the business's month). */
export async function leadStats(scope: TenantScope) {
  const zone = sql`${scope.timeZone}::text`;
  const { rows } = await scope.tx.execute<Record<'new' | 'contacted' | 'closed' | 'this_month', string>>(sql`
    select count(*) filter (where l.status = 'new') as new,
           count(*) filter (where l.status = 'contacted') as contacted,
           count(*) filter (where l.status = 'closed') as closed,
           count(*) filter (where l.created_at >= (
             date_trunc('month', ${scope.now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone}
           )) as this_month
      from public.showroom_leads l
     where l.business_id = ${scope.businessId}`);
  const row = rows[0];
  return {
    new: Number(row?.new ?? 0),
    contacted: Number(row?.contacted ?? 0),
    closed: Number(row?.closed ?? 0),
    thisMonth: Number(row?.this_month ?? 0),
  };
}

/**
 * The detail: the whole request, its basket pieces, the client of the book with the same email (when
 * there is one), and the order it became.
 */
export async function getLead(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [lead] = await tx
    .select({
      ...summaryColumns,
      phone: showroomLeads.phone,
      budget: showroomLeads.budget,
      note: showroomLeads.note,
      locale: showroomLeads.locale,
      updatedAt: showroomLeads.updatedAt,
      orderNumber: orders.number,
      assistant: showroomLeads.assistant,
    })
    .from(showroomLeads)
    .leftJoin(orders, and(eq(orders.id, showroomLeads.orderId), eq(orders.businessId, businessId)))
    .where(and(eq(showroomLeads.businessId, businessId), eq(showroomLeads.id, id)));
  if (!lead) throw AppError.notFound('Lead');
  const client = await clientByEmail(scope, lead.email);
  const { orderNumber, orderId, ...rest } = lead;
  if (rest.assistant) rest.assistant = await assistantWithAppointment(scope, rest.assistant);
  return {
    ...summarise({ ...rest, orderId }),
    orderId,
    message: lead.message,
    items: lead.items.map((item) => ({
      productId: item.productId ?? null,
      ref: item.ref,
      name: item.name,
      priceMinor: item.priceMinor,
      currency: item.currency,
      size: item.size ?? null,
      colour: item.colour ?? null,
      stone: item.stone ?? null,
      engraving: item.engraving ?? null,
    })),
    client: client ? { id: client.id, name: client.name } : null,
    order: orderId && orderNumber ? { id: orderId, number: orderNumber } : null,
    photos: await leadPhotoList(scope, id),
  };
}

export type LeadDetail = Awaited<ReturnType<typeof getLead>>;

/** An assistant lead's score and reasons, its appointment line as the appointment stands now. */
async function assistantWithAppointment(scope: TenantScope, assistant: ShowroomLeadAssistant) {
  const [row] = await scope.tx
    .select({
      status: appointments.status,
      depositStatus: appointments.depositStatus,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(assistantConversations)
    .innerJoin(appointments, eq(appointments.id, assistantConversations.appointmentId))
    .where(
      and(
        eq(assistantConversations.businessId, scope.businessId),
        eq(assistantConversations.id, assistant.conversationId),
      ),
    );
  return withAppointmentTruth(assistant, row ?? null, scope.now);
}

/** The client of the book a lead's email belongs to (emails compared without case), the oldest first. */
async function clientByEmail(scope: TenantScope, email: string | null) {
  // A phone-only lead has no email to match: converting it creates the client.
  if (email === null) return null;
  const [client] = await scope.tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.businessId, scope.businessId), sql`lower(${clients.email}) = lower(${email})`))
    .orderBy(clients.createdAt, clients.id)
    .limit(1);
  return client ?? null;
}

/** The lead, locked for the rest of the transaction: two conversions of one lead queue up. */
async function lockLead(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [lead] = await tx
    .select({
      id: showroomLeads.id,
      kind: showroomLeads.kind,
      status: showroomLeads.status,
      name: showroomLeads.name,
      email: showroomLeads.email,
      phone: showroomLeads.phone,
      message: showroomLeads.message,
      budget: showroomLeads.budget,
      items: showroomLeads.items,
      orderId: showroomLeads.orderId,
    })
    .from(showroomLeads)
    .where(and(eq(showroomLeads.businessId, businessId), eq(showroomLeads.id, id)))
    .for('update');
  if (!lead) throw AppError.notFound('Lead');
  return lead;
}

const alreadyConverted = (orderId: string) =>
  new AppError('already_converted', 'This request has already become an order', 409, undefined, { orderId });

/**
 * 'Marquer comme contactée', 'Clôturer', 'Rouvrir', or the note: a move the lead allows (domain:
 * leadActions; asking for the status it has changes nothing). A converted lead stays closed.
 */
export async function updateLead(scope: TenantScope, { id, patch }: { id: string; patch: LeadPatch }) {
  const lead = await lockLead(scope, id);
  if (
    patch.status &&
    patch.status !== lead.status &&
    !leadActions(lead).includes(LEAD_MOVE_TO[patch.status])
  ) {
    if (lead.orderId) throw alreadyConverted(lead.orderId);
    throw new AppError(
      'invalid_status_move',
      `A ${lead.status} lead cannot become ${patch.status}`,
      409,
      undefined,
      { from: lead.status },
    );
  }
  const changes: Partial<typeof showroomLeads.$inferInsert> = {};
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.note !== undefined) changes.note = patch.note;
  if (Object.keys(changes).length > 0) {
    await scope.tx
      .update(showroomLeads)
      .set(changes)
      .where(and(eq(showroomLeads.businessId, scope.businessId), eq(showroomLeads.id, id)));
  }
  return getLead(scope, id);
}

/**
 * 'Créer la commande': the client of the book with the lead's email, or a new one from the lead's
 * contact; then an order at the enquiry stage named after the lead (its pieces, or its request's first
 * line), with the budget, the pieces' choices and showroom prices, and the message in its notes, and no
 * price yet (a price is agreed at the quote, before VAT; the showroom's prices are in the notes). The
 * lead closes and keeps the order's id; a second conversion answers 409 `already_converted`.
 */
export async function convertLead(scope: TenantScope, { id, ...options }: { id: string } & LeadConvert) {
  const lead = await lockLead(scope, id);
  if (!leadActions(lead).includes('convert')) throw alreadyConverted(lead.orderId ?? '');
  const content: LeadContent = {
    kind: lead.kind,
    message: lead.message,
    budget: lead.budget,
    items: lead.items,
  };
  const client = await clientByEmail(scope, lead.email);
  const parsed = orderInputSchema(options.locale).safeParse({
    ...(client
      ? { clientId: client.id }
      : { client: { name: lead.name, email: lead.email, phone: lead.phone } }),
    item: leadOrderItem(content, options.locale),
    price: 0,
    notes: leadOrderNotes(content, options.locale),
    ...leadOrderDetails(content),
  });
  if (!parsed.success) {
    throw AppError.validation(issuesToFields(parsed.error.issues), 'The request cannot become an order');
  }
  const order = await createOrder(scope, parsed.data);
  await scope.tx
    .update(showroomLeads)
    .set({ status: 'closed', orderId: order.id })
    .where(and(eq(showroomLeads.businessId, scope.businessId), eq(showroomLeads.id, id)));
  return order;
}
