import { counterSettings, layawayPayments, layaways, type SalePaymentMethod, stockItems } from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { type LayawayPolicy, layawayCancelRefund, layawayDue } from '@carat/domain/sales';
import type {
  LayawayCancelInput,
  LayawayInputParsed,
  LayawayListQuery,
  LayawayPaymentInput,
  LayawayPolicyInput,
  SaleInputParsed,
} from '@carat/validation/stock';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { refundLayawayOnline } from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { clientName, recordStockEvent } from './items.ts';
import { refuseUnavailable } from './memos.ts';
import { createSale } from './sales.ts';

/**
 * Layaway (ADR 067): a piece in stock reserved for a client (`in_stock` → `reserved` by one conditional
 * update, and at most one active layaway per piece, so of two layaways of one piece the second answers 409
 * `item_reserved`), at an agreed price paid by a deposit and a schedule of instalments, at the counter or
 * through a pay link. The payment that settles the balance releases the piece as an ordinary sale (the
 * sale's own code and receipt, its payments the layaway's, by method). A cancel puts the piece back in stock
 * and refunds what was paid less the fee the business's policy keeps, shown before confirming.
 */

export const formatLayawayNumber = (year: number, n: number) => `LAY-${year}-${String(n).padStart(3, '0')}`;

type LayawayRow = typeof layaways.$inferSelect;

/** Clients are reminded this many days before an instalment unless the business says otherwise. */
export const DEFAULT_LAYAWAY_REMINDER_DAYS = 3;

/** The business's policy on cancel (nothing kept by default) and the days before its reminders. */
export async function layawayPolicy(scope: TenantScope): Promise<LayawayPolicy & { reminderDays: number }> {
  const [row] = await scope.tx
    .select({
      kind: counterSettings.layawayFeeKind,
      value: counterSettings.layawayFeeValue,
      reminderDays: counterSettings.layawayReminderDays,
    })
    .from(counterSettings)
    .where(eq(counterSettings.businessId, scope.businessId));
  return row ?? { kind: 'none', value: 0, reminderDays: DEFAULT_LAYAWAY_REMINDER_DAYS };
}

/** `PUT /v1/layaway-policy` (owners and admins, as the counter's other settings). */
export async function putLayawayPolicy(scope: TenantScope, input: LayawayPolicyInput) {
  const set = {
    layawayFeeKind: input.kind,
    layawayFeeValue: input.kind === 'none' ? 0 : input.value,
    ...(input.reminderDays === undefined ? {} : { layawayReminderDays: input.reminderDays }),
  };
  await scope.tx
    .insert(counterSettings)
    .values({ businessId: scope.businessId, ...set })
    .onConflictDoUpdate({ target: counterSettings.businessId, set: { ...set, updatedAt: scope.now } });
  return layawayPolicy(scope);
}

async function layawayRow(scope: TenantScope, id: string, lock = false) {
  const query = scope.tx
    .select()
    .from(layaways)
    .where(and(eq(layaways.businessId, scope.businessId), eq(layaways.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Layaway');
  return row;
}

function requireActive(row: LayawayRow) {
  if (row.status !== 'active') {
    throw new AppError('layaway_closed', `This layaway is ${row.status}`, 409, undefined, {
      status: row.status,
    });
  }
}

/** `POST /v1/layaways`. */
export async function createLayaway(scope: TenantScope, input: LayawayInputParsed) {
  const { tx, businessId } = scope;
  await assertOwnReferences(scope, [{ field: 'clientId', kind: 'client', ids: [input.clientId] }]);
  const [item] = await tx
    .update(stockItems)
    .set({ status: 'reserved' })
    .where(
      and(
        eq(stockItems.businessId, businessId),
        eq(stockItems.id, input.stockItemId),
        eq(stockItems.status, 'in_stock'),
      ),
    )
    .returning({ id: stockItems.id, priceMinor: stockItems.priceMinor, tag: stockItems.tag });
  if (!item) await refuseUnavailable(scope, [input.stockItemId], [], 'stockItemId');
  const priceMinor = input.priceMinor ?? item!.priceMinor;
  if (priceMinor <= 0) throw AppError.validation({ priceMinor: 'invalid' }, 'A layaway has a price');
  const scheduled = input.schedule.reduce((sum, s) => sum + s.amountMinor, 0);
  if (scheduled !== priceMinor) {
    throw new AppError(
      'schedule_mismatch',
      `The instalments (${scheduled}) must add up to the price (${priceMinor})`,
      422,
      { schedule: 'schedule_mismatch' },
      { priceMinor: String(priceMinor), scheduledMinor: String(scheduled) },
    );
  }
  if (input.deposit && input.deposit.amountMinor > priceMinor) {
    throw new AppError('amount_exceeds_balance', 'The deposit is more than the price', 422, {
      'deposit.amountMinor': 'amount_exceeds_balance',
    });
  }
  const schedule = [...input.schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'layaway', ${year}) as n`,
  );
  const number = formatLayawayNumber(year, Number(rows[0]!.n));
  const [created] = await tx
    .insert(layaways)
    .values({
      businessId,
      number,
      stockItemId: item!.id,
      clientId: input.clientId,
      currency: scope.currency,
      priceMinor,
      schedule,
      notes: input.notes ?? null,
      locale: scope.locale,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: layaways.id });
  await recordStockEvent(scope, {
    stockItemId: item!.id,
    kind: 'layaway',
    fromStatus: 'in_stock',
    toStatus: 'reserved',
    detail: { layawayId: created!.id, number, priceMinor },
  });
  if (input.deposit) {
    return recordLayawayPayment(scope, { id: created!.id, body: input.deposit });
  }
  return getLayaway(scope, created!.id);
}

/**
 * A payment at the counter: never more than the balance (422 `amount_exceeds_balance`); the one that
 * settles it releases the piece as a sale.
 */
export async function recordLayawayPayment(
  scope: TenantScope,
  input: { id: string; body: LayawayPaymentInput },
) {
  const row = await layawayRow(scope, input.id, true);
  requireActive(row);
  const balance = row.priceMinor - row.paidMinor;
  if (input.body.amountMinor > balance) {
    throw new AppError(
      'amount_exceeds_balance',
      `The balance is ${balance}`,
      422,
      { amountMinor: 'amount_exceeds_balance' },
      { balanceMinor: String(balance) },
    );
  }
  await scope.tx.insert(layawayPayments).values({
    businessId: scope.businessId,
    layawayId: row.id,
    method: input.body.method,
    amountMinor: input.body.amountMinor,
    reference: input.body.reference ?? null,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  const paidMinor = row.paidMinor + input.body.amountMinor;
  await scope.tx
    .update(layaways)
    .set({ paidMinor })
    .where(and(eq(layaways.businessId, scope.businessId), eq(layaways.id, row.id)));
  if (paidMinor === row.priceMinor) await release(scope, { ...row, paidMinor });
  return getLayaway(scope, row.id);
}

/**
 * `POST /v1/layaways/{id}/release`: a layaway paid in full (online, say) handed over. 409
 * `balance_due` while something is owed.
 */
export async function releaseLayaway(scope: TenantScope, id: string) {
  const row = await layawayRow(scope, id, true);
  requireActive(row);
  if (row.paidMinor < row.priceMinor) {
    throw new AppError('balance_due', 'A balance is still owed', 409, undefined, {
      balanceMinor: String(row.priceMinor - row.paidMinor),
    });
  }
  await release(scope, row);
  return getLayaway(scope, row.id);
}

/** The sale of the reserved piece, its payments the layaway's grouped by method (online ones as card). */
async function release(scope: TenantScope, row: LayawayRow) {
  const payments = await scope.tx
    .select({ method: layawayPayments.method, amountMinor: layawayPayments.amountMinor })
    .from(layawayPayments)
    .where(and(eq(layawayPayments.businessId, scope.businessId), eq(layawayPayments.layawayId, row.id)));
  const byMethod = new Map<SalePaymentMethod, number>();
  for (const p of payments) {
    if (p.method === 'refund') continue;
    const method: SalePaymentMethod = p.method === 'online' ? 'card' : p.method;
    byMethod.set(method, (byMethod.get(method) ?? 0) + p.amountMinor);
  }
  const input: SaleInputParsed = {
    lines: [{ stockItemId: row.stockItemId, priceMinor: row.priceMinor }],
    clientId: row.clientId,
    payments: [...byMethod].map(([method, amountMinor]) => ({
      method,
      amountMinor,
      description: row.number,
    })),
  };
  const sale = await createSale(scope, input, { reservedItemIds: [row.stockItemId] });
  await scope.tx
    .update(layaways)
    .set({ status: 'completed', saleId: sale.id, closedAt: scope.now })
    .where(and(eq(layaways.businessId, scope.businessId), eq(layaways.id, row.id)));
  await recordStockEvent(scope, {
    stockItemId: row.stockItemId,
    kind: 'layaway',
    fromStatus: 'reserved',
    toStatus: 'sold',
    detail: {
      layawayId: row.id,
      number: row.number,
      released: true,
      saleId: sale.id,
      saleNumber: sale.number,
    },
  });
  return sale;
}

/**
 * `POST /v1/layaways/{id}/cancel`: the piece back in stock, the fee the policy keeps and the refund. When
 * the refund the member was shown (`expectedRefundMinor`) is not the one the policy gives now, 409
 * `refund_changed` with the figure, and nothing changes.
 */
export async function cancelLayaway(scope: TenantScope, input: { id: string; body: LayawayCancelInput }) {
  const { tx, businessId } = scope;
  const row = await layawayRow(scope, input.id, true);
  requireActive(row);
  const { feeMinor, refundMinor } = layawayCancelRefund(
    await layawayPolicy(scope),
    row.priceMinor,
    row.paidMinor,
  );
  if (input.body.expectedRefundMinor !== undefined && input.body.expectedRefundMinor !== refundMinor) {
    throw new AppError('refund_changed', `The refund is now ${refundMinor}`, 409, undefined, {
      refundMinor: String(refundMinor),
      feeMinor: String(feeMinor),
    });
  }
  const back = await tx
    .update(stockItems)
    .set({ status: 'in_stock' })
    .where(
      and(
        eq(stockItems.businessId, businessId),
        eq(stockItems.id, row.stockItemId),
        eq(stockItems.status, 'reserved'),
      ),
    )
    .returning({ id: stockItems.id });
  // The refund goes back to the cards that paid online first; the rest (and what Stripe refused) by hand.
  const card = refundMinor > 0 ? await refundLayawayOnline(scope, { layawayId: row.id, refundMinor }) : null;
  const cardRefundedMinor = card?.refunds.reduce((sum, r) => sum + r.amountMinor, 0) ?? 0;
  await tx
    .update(layaways)
    .set({
      status: 'cancelled',
      feeMinor,
      refundMinor,
      cardRefundedMinor,
      cardRefundFailedMinor: card?.failedMinor ?? 0,
      closedAt: scope.now,
    })
    .where(and(eq(layaways.businessId, businessId), eq(layaways.id, row.id)));
  for (const refund of card?.refunds ?? []) {
    await tx.insert(layawayPayments).values({
      businessId,
      layawayId: row.id,
      method: 'refund',
      amountMinor: refund.amountMinor,
      reference: refund.stripeRefundId.slice(0, 100),
      clientPaymentId: refund.clientPaymentId,
      createdBy: scope.userId,
      createdAt: scope.now,
    });
  }
  if (refundMinor > cardRefundedMinor) {
    await tx.insert(layawayPayments).values({
      businessId,
      layawayId: row.id,
      method: 'refund',
      amountMinor: refundMinor - cardRefundedMinor,
      reference: input.body.reason ?? null,
      createdBy: scope.userId,
      createdAt: scope.now,
    });
  }
  if (back.length > 0) {
    await recordStockEvent(scope, {
      stockItemId: row.stockItemId,
      kind: 'layaway',
      fromStatus: 'reserved',
      toStatus: 'in_stock',
      detail: { layawayId: row.id, number: row.number, cancelled: true, feeMinor, refundMinor },
    });
  }
  return getLayaway(scope, row.id);
}

/** The layaway with its piece, client, payments, balance, what is overdue, and what a cancel would refund. */
export async function getLayaway(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const row = await layawayRow(scope, id);
  const [item] = await tx
    .select({ id: stockItems.id, tag: stockItems.tag, name: stockItems.name, status: stockItems.status })
    .from(stockItems)
    .where(and(eq(stockItems.businessId, businessId), eq(stockItems.id, row.stockItemId)));
  const payments = await tx
    .select({
      id: layawayPayments.id,
      method: layawayPayments.method,
      amountMinor: layawayPayments.amountMinor,
      reference: layawayPayments.reference,
      /** A refund line with a client payment went back to that card; without, it was given back by hand. */
      toCard: sql<boolean>`${layawayPayments.clientPaymentId} is not null`,
      createdAt: layawayPayments.createdAt,
    })
    .from(layawayPayments)
    .where(and(eq(layawayPayments.businessId, businessId), eq(layawayPayments.layawayId, id)))
    .orderBy(asc(layawayPayments.seq));
  const cancel = layawayCancelRefund(await layawayPolicy(scope), row.priceMinor, row.paidMinor);
  const paidOnline = payments.reduce((sum, p) => sum + (p.method === 'online' ? p.amountMinor : 0), 0);
  return {
    ...summaryOf(row, todayIn(scope.now, scope.timeZone)),
    item: item!,
    client: await clientName(scope, row.clientId),
    schedule: row.schedule,
    payments,
    notes: row.notes,
    feeMinor: row.feeMinor,
    refundMinor: row.refundMinor,
    /** What a cancel now would keep and refund, under the business's policy, and how much to the card. */
    cancelPreview:
      row.status === 'active' ? { ...cancel, cardMinor: Math.min(cancel.refundMinor, paidOnline) } : null,
    /** A cancelled layaway's refund: to the card, by hand, and what Stripe refused (to give back by hand). */
    refunds:
      row.status === 'cancelled'
        ? {
            cardMinor: row.cardRefundedMinor,
            byHandMinor: (row.refundMinor ?? 0) - row.cardRefundedMinor,
            cardFailedMinor: row.cardRefundFailedMinor,
          }
        : null,
    receiptUrl: row.saleId ? `/v1/sales/${row.saleId}/receipt.pdf` : null,
    updatedAt: row.updatedAt,
  };
}

export type LayawayDetail = Awaited<ReturnType<typeof getLayaway>>;

function summaryOf(row: LayawayRow, today: string) {
  const due = layawayDue(row.schedule, row.paidMinor, today);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    stockItemId: row.stockItemId,
    clientId: row.clientId,
    currency: row.currency,
    priceMinor: row.priceMinor,
    paidMinor: row.paidMinor,
    balanceMinor: row.priceMinor - row.paidMinor,
    overdueMinor: row.status === 'active' ? due.overdueMinor : 0,
    nextDueDate: row.status === 'active' ? due.nextDueDate : null,
    saleId: row.saleId,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

/** `GET /v1/layaways?status=`: newest first, with the piece's tag and the client's name. */
export async function listLayaways(scope: TenantScope, query: LayawayListQuery) {
  const { tx, businessId } = scope;
  const where = and(
    eq(layaways.businessId, businessId),
    query.status ? eq(layaways.status, query.status) : undefined,
  );
  const rows = await tx
    .select()
    .from(layaways)
    .where(where)
    .orderBy(desc(layaways.createdAt), desc(layaways.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const itemIds = [...new Set(rows.map((r) => r.stockItemId))];
  const items = itemIds.length
    ? await tx
        .select({ id: stockItems.id, tag: stockItems.tag, name: stockItems.name })
        .from(stockItems)
        .where(and(eq(stockItems.businessId, businessId), inArray(stockItems.id, itemIds)))
    : [];
  const clientIds = [...new Set(rows.map((r) => r.clientId))];
  const names = new Map<string, string>();
  for (const clientId of clientIds) names.set(clientId, (await clientName(scope, clientId))?.name ?? '');
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const [total] = await tx.select({ n: count() }).from(layaways).where(where);
  const today = todayIn(scope.now, scope.timeZone);
  return {
    items: rows.map((r) => ({
      ...summaryOf(r, today),
      item: itemOf.get(r.stockItemId) ?? { id: r.stockItemId, tag: '', name: '' },
      clientName: names.get(r.clientId) ?? '',
    })),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}
