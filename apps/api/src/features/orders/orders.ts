import { clients, files, invoices, orderEvents, orderImages, orders } from '@carat/db';
import {
  canCancel,
  canEditOrder,
  formatOrderNumber,
  invoiceDisplayStatus,
  localize,
  nextStages,
  ORDER_STAGE_INFO,
  orderActions,
  statusOfStage,
} from '@carat/domain';
import { todayIn } from '@carat/domain/dates';
import type {
  OrderCancel,
  OrderInputParsed,
  OrderListQuery,
  OrderPatch,
  OrderStageMove,
} from '@carat/validation/orders';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { assertOwnFiles } from '#api/features/files/index.ts';
import { emitWebhookEvent } from '#api/features/integrations/index.ts';
import { businessFacts, queueEmailFromTenant } from '#api/features/invoices/index.ts';
import { orderCancelledMail, orderStageMail } from '#api/features/notifications/index.ts';
import { orderStagePayUrl } from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { pageArguments } from '#api/lib/search.ts';
import type { TenantScope } from '#api/scope.ts';
import { recordOrderEvent } from './events.ts';
import { createStageInvoice } from './order-invoice.ts';

/** Searches count exactly up to this many matches, then say "at least" (as the Clients list). */
export const ORDER_SEARCH_COUNT_CAP = 1000;

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  clientId: orders.clientId,
  clientName: clients.name,
  item: orders.item,
  status: orders.status,
  stage: orders.stage,
  amountMinor: orders.amountMinor,
  depositMinor: orders.depositMinor,
  currency: orders.currency,
  dueDate: orders.dueDate,
  createdAt: orders.createdAt,
};

/**
 * One page of the Orders table: ids and the match count from the definer functions of 0008 (the search
 * covers the number, the item and the client's name through a trigram index), rows read under RLS.
 */
export async function listOrders(scope: TenantScope, query: OrderListQuery) {
  const { tx, businessId } = scope;
  const { pattern, offset } = pageArguments(query);
  const status = query.status ?? null;
  const clientId = query.clientId ?? null;
  const { rows: ids } = await tx.execute<{ id: string }>(
    sql`select public.order_page_ids(${businessId}, ${pattern}, ${status}, ${clientId}, ${query.sort}, ${query.pageSize}, ${offset}) as id`,
  );
  const position = new Map(ids.map((row, index) => [row.id, index]));
  const items =
    ids.length === 0
      ? []
      : await tx
          .select(summaryColumns)
          .from(orders)
          .leftJoin(clients, and(eq(clients.id, orders.clientId), eq(clients.businessId, businessId)))
          .where(and(eq(orders.businessId, businessId), inArray(orders.id, [...position.keys()])));
  items.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  // The page's invoices, for what each order allows next (a live invoice is not drafted twice).
  const pageInvoices =
    ids.length === 0
      ? []
      : await tx
          .select({ orderId: invoices.orderId, kind: invoices.kind, status: invoices.status })
          .from(invoices)
          .where(and(eq(invoices.businessId, businessId), inArray(invoices.orderId, [...position.keys()])));
  let total: number;
  let totalIsExact = true;
  if (items.length < query.pageSize && (items.length > 0 || query.page === 1)) {
    // A page that is not full is the last one: the count is known without counting.
    total = offset + items.length;
  } else if (pattern) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select public.order_match_count(${businessId}, ${pattern}, ${status}, ${clientId}, ${ORDER_SEARCH_COUNT_CAP + 1}) as n`,
    );
    const matched = Number(rows[0]?.n ?? 0);
    total = Math.min(matched, ORDER_SEARCH_COUNT_CAP);
    totalIsExact = matched <= ORDER_SEARCH_COUNT_CAP;
  } else {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.businessId, businessId),
          status ? eq(orders.status, status) : undefined,
          clientId ? eq(orders.clientId, clientId) : undefined,
        ),
      );
    total = row?.n ?? 0;
  }
  return {
    items: items.map((order) => ({
      ...order,
      actions: [
        ...orderActions({
          ...order,
          invoices: pageInvoices.filter((invoice) => invoice.orderId === order.id),
        }),
      ],
    })),
    total,
    totalIsExact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The four cards: completed, in progress, pending, and the revenue of completed orders. */
export async function orderStats(scope: TenantScope) {
  const [row] = await scope.tx
    .select({
      completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${orders.status} = 'in-progress')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
      revenueMinor:
        sql<number>`coalesce(sum(${orders.amountMinor}) filter (where ${orders.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.businessId, scope.businessId));
  return {
    completed: row?.completed ?? 0,
    inProgress: row?.inProgress ?? 0,
    pending: row?.pending ?? 0,
    cancelled: row?.cancelled ?? 0,
    revenueMinor: row?.revenueMinor ?? 0,
    currency: scope.currency,
  };
}

/** Everything the detail view shows: the order, its client, images, timeline, invoices, next moves. */
export async function getOrder(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [order] = await tx
    .select({
      ...summaryColumns,
      metal: orders.metal,
      stones: orders.stones,
      size: orders.size,
      engraving: orders.engraving,
      notes: orders.notes,
      updatedAt: orders.updatedAt,
      clientEmail: clients.email,
      clientPhone: clients.phone,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), eq(clients.businessId, businessId)))
    .where(and(eq(orders.businessId, businessId), eq(orders.id, id)));
  if (!order) throw AppError.notFound('Order');
  const images = await tx
    .select({ id: files.id, contentType: files.contentType, originalName: files.originalName })
    .from(orderImages)
    .innerJoin(files, eq(files.id, orderImages.fileId))
    .where(and(eq(orderImages.businessId, businessId), eq(orderImages.orderId, id)))
    .orderBy(asc(orderImages.position));
  const events = await tx
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      fromStage: orderEvents.fromStage,
      toStage: orderEvents.toStage,
      note: orderEvents.note,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
      // Who did it: a member's name; null for a visitor, a job, or a former member.
      actorName: sql<string | null>`nullif(btrim(concat(d.first_name, ' ', d.last_name)), '')`,
    })
    .from(orderEvents)
    .leftJoin(sql`public.business_member_directory(${businessId}) d`, sql`d.user_id = ${orderEvents.actorId}`)
    .where(and(eq(orderEvents.businessId, businessId), eq(orderEvents.orderId, id)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.seq));
  const orderInvoices = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalMinor: invoices.totalMinor,
      depositsDeductedMinor: invoices.depositsDeductedMinor,
    })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.orderId, id)))
    .orderBy(asc(invoices.createdAt));
  const today = todayIn(scope.now, scope.timeZone);
  const { clientEmail, clientPhone, ...rest } = order;
  return {
    ...rest,
    client: order.clientId
      ? { id: order.clientId, name: order.clientName ?? '', email: clientEmail, phone: clientPhone }
      : null,
    images,
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    invoices: orderInvoices.map((invoice) => ({
      ...invoice,
      displayStatus: invoiceDisplayStatus(invoice, today),
      amountDueMinor: invoice.totalMinor - invoice.depositsDeductedMinor,
    })),
    nextStages: [...nextStages(order.stage)],
    canCancel: canCancel(order.stage),
    actions: [...orderActions({ ...order, invoices: orderInvoices })],
  };
}

export type OrderDetail = Awaited<ReturnType<typeof getOrder>>;

async function assertOwnClient(scope: TenantScope, clientId: string) {
  const [row] = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, clientId)));
  if (!row) throw AppError.validation({ clientId: 'Unknown client' }, 'The client does not exist');
}

async function replaceImages(scope: TenantScope, orderId: string, fileIds: readonly string[]) {
  const { tx, businessId } = scope;
  await assertOwnFiles(scope, { ids: fileIds, field: 'imageFileIds' });
  await tx
    .delete(orderImages)
    .where(and(eq(orderImages.businessId, businessId), eq(orderImages.orderId, orderId)));
  const unique = [...new Set(fileIds)];
  if (unique.length > 0) {
    await tx
      .insert(orderImages)
      .values(unique.map((fileId, position) => ({ businessId, orderId, fileId, position })));
  }
}

/**
 * 'Nouvelle Commande': the client picked or created, the next ORD-YYYY-NNN of the business (taken in
 * this transaction), the order, its images and the first line of its timeline. An order that starts at
 * a stage that raises an invoice gets that invoice as a draft.
 */
export async function createOrder(scope: TenantScope, input: OrderInputParsed) {
  const { tx, businessId } = scope;
  let clientId = input.clientId ?? null;
  if (clientId) await assertOwnClient(scope, clientId);
  else if (input.client) {
    const [created] = await tx
      .insert(clients)
      .values({
        businessId,
        name: input.client.name,
        email: input.client.email ?? null,
        phone: input.client.phone ?? null,
      })
      .returning({ id: clients.id });
    clientId = created!.id;
  }
  const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'order', ${year}) as n`,
  );
  const [order] = await tx
    .insert(orders)
    .values({
      businessId,
      number: formatOrderNumber(year, Number(rows[0]!.n)),
      clientId,
      item: input.item,
      stage: input.stage,
      status: statusOfStage(input.stage),
      amountMinor: input.price,
      depositMinor: input.deposit ?? 0,
      currency: scope.currency,
      metal: input.metal ?? null,
      stones: input.stones ?? null,
      size: input.size ?? null,
      engraving: input.engraving ?? null,
      dueDate: input.dueDate ?? null,
      notes: input.notes ?? null,
      createdAt: scope.now,
    })
    .returning({ id: orders.id, number: orders.number });
  const orderId = order!.id;
  await replaceImages(scope, orderId, input.imageFileIds);
  await recordOrderEvent(scope, { orderId, kind: 'created', toStage: input.stage });
  await createStageInvoice(scope, { orderId, stage: input.stage });
  const created = await getOrder(scope, orderId);
  await emitWebhookEvent(scope, { businessId, type: 'order.created', data: created });
  return created;
}

/** The order row, locked for the rest of the transaction (two moves of one order queue up). */
async function lockOrder(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      item: orders.item,
      stage: orders.stage,
      amountMinor: orders.amountMinor,
      depositMinor: orders.depositMinor,
      clientId: orders.clientId,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, id)))
    .for('update');
  if (!row) throw AppError.notFound('Order');
  return row;
}

const TRACKED_FIELDS = [
  'item',
  'metal',
  'stones',
  'size',
  'engraving',
  'price',
  'deposit',
  'dueDate',
  'notes',
  'clientId',
  'imageFileIds',
] as const;

/** A change to the order's details; the timeline records which fields changed. */
export async function updateOrder(scope: TenantScope, { id, patch }: { id: string; patch: OrderPatch }) {
  const current = await lockOrder(scope, id);
  if (!canEditOrder(current.stage)) {
    throw new AppError('order_cancelled', 'A cancelled order can no longer be changed', 409);
  }
  const price = patch.price ?? current.amountMinor;
  const deposit = patch.deposit ?? current.depositMinor;
  if (deposit > price) {
    throw AppError.validation(
      { deposit: "L'acompte ne peut pas dépasser le prix" },
      'The deposit exceeds the price',
    );
  }
  if (patch.clientId) await assertOwnClient(scope, patch.clientId);
  const changes: Partial<typeof orders.$inferInsert> = {};
  if (patch.item !== undefined) changes.item = patch.item;
  if (patch.metal !== undefined) changes.metal = patch.metal;
  if (patch.stones !== undefined) changes.stones = patch.stones;
  if (patch.size !== undefined) changes.size = patch.size;
  if (patch.engraving !== undefined) changes.engraving = patch.engraving;
  if (patch.price !== undefined) changes.amountMinor = patch.price;
  if (patch.deposit !== undefined) changes.depositMinor = patch.deposit;
  if (patch.dueDate !== undefined) changes.dueDate = patch.dueDate;
  if (patch.notes !== undefined) changes.notes = patch.notes;
  if (patch.clientId !== undefined) changes.clientId = patch.clientId;
  if (Object.keys(changes).length > 0) {
    await scope.tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, id)));
  }
  if (patch.imageFileIds) await replaceImages(scope, id, patch.imageFileIds);
  const changed = TRACKED_FIELDS.filter((field) => patch[field] !== undefined);
  if (changed.length > 0)
    await recordOrderEvent(scope, { orderId: id, kind: 'updated', detail: { fields: changed } });
  return getOrder(scope, id);
}

/** Queues an email to the order's client in this transaction, and records it on the timeline. */
async function emailClient(
  scope: TenantScope,
  order: { id: string; clientId: string | null },
  render: (client: { name: string }, businessName: string) => { subject: string; html: string; text: string },
  locale: 'fr' | 'en',
) {
  const [client] = order.clientId
    ? await scope.tx
        .select({ name: clients.name, email: clients.email })
        .from(clients)
        .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, order.clientId)))
    : [];
  if (!client?.email) {
    throw AppError.validation(
      { notifyClient: 'Ce client n’a pas d’adresse email' },
      'The client has no email address',
    );
  }
  const facts = await businessFacts(scope);
  const mail = render(client, facts.name);
  await queueEmailFromTenant(scope, {
    to: client.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(facts.email ? { replyTo: facts.email } : {}),
  });
  await recordOrderEvent(scope, {
    orderId: order.id,
    kind: 'email',
    detail: { to: client.email, subject: mail.subject, locale },
  });
}

/**
 * Moves an order to one of the stages that may follow its own (domain: nextStages; the CAD loops back to
 * design until approved, hallmarking may be skipped). The status follows the stage. Reaching the deposit
 * or the collection stage drafts the invoice that stage raises.
 */
export async function moveOrderStage(scope: TenantScope, { id, move }: { id: string; move: OrderStageMove }) {
  const order = await lockOrder(scope, id);
  const allowed = nextStages(order.stage);
  if (!allowed.includes(move.stage)) {
    throw new AppError(
      'invalid_stage_move',
      `An order at ${order.stage} cannot move to ${move.stage}`,
      409,
      undefined,
      { from: order.stage, allowed: allowed.join(',') },
    );
  }
  await scope.tx
    .update(orders)
    .set({ stage: move.stage, status: statusOfStage(move.stage) })
    .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, id)));
  await recordOrderEvent(scope, {
    orderId: id,
    kind: 'stage',
    fromStage: order.stage,
    toStage: move.stage,
    note: move.note ?? null,
  });
  if (move.notifyClient) {
    const locale = move.locale ?? 'fr';
    // The deposit's link at 'deposit', the balance's at 'ready-for-collection', when online.
    const payUrl = await orderStagePayUrl(scope, { orderId: id, stage: move.stage });
    await emailClient(
      scope,
      order,
      (client, businessName) =>
        orderStageMail({
          locale,
          businessName,
          clientName: client.name,
          orderNumber: order.number,
          item: order.item,
          stageLabel: localize(ORDER_STAGE_INFO[move.stage].label, locale),
          note: move.note ?? null,
          payUrl,
        }),
      locale,
    );
  }
  await createStageInvoice(scope, { orderId: id, stage: move.stage });
  const moved = await getOrder(scope, id);
  await emitWebhookEvent(scope, {
    businessId: scope.businessId,
    type: 'order.stage_changed',
    data: { ...moved, previousStage: order.stage },
  });
  return moved;
}

/** Cancels an order at any stage until it is collected; its issued invoices stay (void them apart). */
export async function cancelOrder(
  scope: TenantScope,
  { id, cancel: input }: { id: string; cancel: OrderCancel },
) {
  const order = await lockOrder(scope, id);
  if (!canCancel(order.stage)) {
    throw new AppError('invalid_stage_move', `An order at ${order.stage} cannot be cancelled`, 409);
  }
  await scope.tx
    .update(orders)
    .set({ stage: 'cancelled', status: 'cancelled' })
    .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, id)));
  await recordOrderEvent(scope, {
    orderId: id,
    kind: 'cancelled',
    fromStage: order.stage,
    toStage: 'cancelled',
    note: input.reason ?? null,
  });
  if (input.notifyClient) {
    const locale = input.locale ?? 'fr';
    await emailClient(
      scope,
      order,
      (client, businessName) =>
        orderCancelledMail({
          locale,
          businessName,
          clientName: client.name,
          orderNumber: order.number,
          item: order.item,
          reason: input.reason ?? null,
        }),
      locale,
    );
  }
  return getOrder(scope, id);
}

export async function addOrderNote(scope: TenantScope, { id, note }: { id: string; note: string }) {
  await lockOrder(scope, id);
  await recordOrderEvent(scope, { orderId: id, kind: 'note', note });
  return getOrder(scope, id);
}
