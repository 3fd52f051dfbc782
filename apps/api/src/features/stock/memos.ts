import { memoItems, memos, type StockStatusName, stockItems } from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { memoOverdue } from '@carat/domain/sales';
import type { MemoInputParsed, MemoListQuery, MemoPatch, MemoSettleInput } from '@carat/validation/stock';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { clientName, createStockItem, recordStockEvent } from './items.ts';

import { memoRow } from './memo-row.ts';
import { supplierInvoiceOf } from './supplier-invoice.ts';
/**
 * Memo goods (ADR 067). A memo IN lists pieces received from a supplier: each becomes a stock item of
 * status `memo_in` (in the shop, not owned, not for sale), then is bought (`in_stock`, its cost the memo
 * price) or sent back (`returned`). A memo OUT lists pieces of the stock lent to a client or another shop:
 * each leaves `in_stock` for `memo_out` by one conditional update (a piece sold or reserved meanwhile
 * refuses the memo), then comes back (`in_stock`) or is sold through the ordinary sale, which settles its
 * line. A memo is overdue while pieces are still out (or in) after its due date, in the business's zone.
 */

export const formatMemoNumber = (year: number, n: number) => `MEMO-${year}-${String(n).padStart(3, '0')}`;
const pdfUrlOf = (id: string) => `/v1/memos/${id}/pdf`;

/** `POST /v1/memos`. */
export async function createMemo(scope: TenantScope, input: MemoInputParsed) {
  const { tx, businessId } = scope;
  const client = input.direction === 'out' && input.clientId ? input.clientId : null;
  if (client) await assertOwnReferences(scope, [{ field: 'clientId', kind: 'client', ids: [client] }]);
  const counterparty = input.counterparty ?? (await clientName(scope, client))?.name ?? '';
  const memoId = crypto.randomUUID();
  const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'memo', ${year}) as n`,
  );
  const number = formatMemoNumber(year, Number(rows[0]!.n));

  const lines: { stockItemId: string; memoPriceMinor: number }[] = [];
  if (input.direction === 'in') {
    for (const item of input.items ?? []) {
      const { memoPriceMinor, ...fields } = item;
      const created = await createStockItem(
        scope,
        { ...fields, supplier: counterparty, costMinor: memoPriceMinor },
        { status: 'memo_in', detail: { memo: number } },
      );
      lines.push({ stockItemId: created.id, memoPriceMinor });
    }
  } else {
    const wanted = input.stockItems ?? [];
    const ids = wanted.map((w) => w.stockItemId);
    if (new Set(ids).size !== ids.length) {
      throw AppError.validation({ stockItems: 'duplicate' }, 'The same piece is listed twice');
    }
    const moved = await tx
      .update(stockItems)
      .set({ status: 'memo_out' })
      .where(
        and(
          eq(stockItems.businessId, businessId),
          inArray(stockItems.id, ids),
          eq(stockItems.status, 'in_stock'),
        ),
      )
      .returning({ id: stockItems.id, priceMinor: stockItems.priceMinor });
    if (moved.length !== ids.length)
      await refuseUnavailable(
        scope,
        ids,
        moved.map((m) => m.id),
        'stockItems',
      );
    const priceOf = new Map(moved.map((m) => [m.id, m.priceMinor]));
    for (const w of wanted) {
      lines.push({
        stockItemId: w.stockItemId,
        memoPriceMinor: w.memoPriceMinor ?? priceOf.get(w.stockItemId)!,
      });
      await recordStockEvent(scope, {
        stockItemId: w.stockItemId,
        kind: 'memo',
        fromStatus: 'in_stock',
        toStatus: 'memo_out',
        detail: { memoId, number, counterparty },
      });
    }
  }
  await tx.insert(memos).values({
    id: memoId,
    businessId,
    number,
    direction: input.direction,
    counterparty,
    clientId: client,
    dueDate: input.dueDate,
    terms: input.terms ?? null,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  await tx
    .insert(memoItems)
    .values(lines.map((line, position) => ({ businessId, memoId, position, ...line })));
  if (input.direction === 'in') {
    // The memo's id is known only now: the 'created' events name its number; this one links it.
    for (const line of lines) {
      await recordStockEvent(scope, {
        stockItemId: line.stockItemId,
        kind: 'memo',
        toStatus: 'memo_in',
        detail: { memoId, number, counterparty },
      });
    }
  }
  return getMemo(scope, memoId);
}

/**
 * Pieces asked for that a conditional update did not move: another business's (422) or not in stock any
 * more (409 `item_reserved` when a layaway holds one, `item_unavailable` otherwise, with its status).
 */
export async function refuseUnavailable(scope: TenantScope, ids: string[], moved: string[], field: string) {
  const missing = ids.filter((id) => !moved.includes(id));
  const existing = await scope.tx
    .select({ id: stockItems.id, tag: stockItems.tag, status: stockItems.status })
    .from(stockItems)
    .where(and(eq(stockItems.businessId, scope.businessId), inArray(stockItems.id, missing)));
  if (existing.length !== missing.length) {
    throw AppError.validation({ [field]: 'not_found' }, 'A piece is not one of the business');
  }
  const first = existing[0]!;
  const code =
    first.status === 'reserved'
      ? 'item_reserved'
      : first.status === 'sold'
        ? 'item_sold'
        : 'item_unavailable';
  throw new AppError(code, `Not in stock: ${existing.map((e) => e.tag).join(', ')}`, 409, undefined, {
    tags: existing.map((e) => e.tag).join(','),
    status: first.status,
  });
}

/** The memo, its pieces (with where each is now), what is still outstanding, whether it is overdue. */
export async function getMemo(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const row = await memoRow(scope, id);
  const items = await tx
    .select({
      id: memoItems.id,
      stockItemId: memoItems.stockItemId,
      memoPriceMinor: memoItems.memoPriceMinor,
      outcome: memoItems.outcome,
      settledAt: memoItems.settledAt,
      tag: stockItems.tag,
      name: stockItems.name,
      status: stockItems.status,
      priceMinor: stockItems.priceMinor,
      soldSaleId: stockItems.soldSaleId,
    })
    .from(memoItems)
    .innerJoin(
      stockItems,
      and(eq(stockItems.businessId, businessId), eq(stockItems.id, memoItems.stockItemId)),
    )
    .where(and(eq(memoItems.businessId, businessId), eq(memoItems.memoId, id)))
    .orderBy(asc(memoItems.position));
  const outstanding = items.filter((i) => i.outcome === null).length;
  const today = todayIn(scope.now, scope.timeZone);
  return {
    ...summaryOf(row, outstanding, items.length, today),
    terms: row.terms,
    client: await clientName(scope, row.clientId),
    items,
    pdfUrl: pdfUrlOf(row.id),
    supplierInvoice: supplierInvoiceOf(row, items, scope.currency),
    updatedAt: row.updatedAt,
  };
}

function summaryOf(row: typeof memos.$inferSelect, outstanding: number, total: number, today: string) {
  return {
    id: row.id,
    number: row.number,
    direction: row.direction,
    counterparty: row.counterparty,
    clientId: row.clientId,
    dueDate: row.dueDate,
    status: row.status,
    itemCount: total,
    outstandingCount: outstanding,
    overdue: row.status === 'open' && memoOverdue(row.dueDate, today, outstanding),
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

export type MemoDetail = Awaited<ReturnType<typeof getMemo>>;

/**
 * `GET /v1/memos?direction=&status=`: open ones (soonest due first), overdue ones (open, due date passed
 * in the business's time zone), or closed ones (latest first).
 */
export async function listMemos(scope: TenantScope, query: MemoListQuery) {
  const { tx, businessId } = scope;
  const today = todayIn(scope.now, scope.timeZone);
  const where = and(
    eq(memos.businessId, businessId),
    query.direction ? eq(memos.direction, query.direction) : undefined,
    query.status === 'closed'
      ? eq(memos.status, 'closed')
      : query.status
        ? eq(memos.status, 'open')
        : undefined,
    query.status === 'overdue' ? lt(memos.dueDate, today) : undefined,
  );
  const rows = await tx
    .select()
    .from(memos)
    .where(where)
    .orderBy(
      ...(query.status === 'closed'
        ? [desc(memos.closedAt), desc(memos.id)]
        : [asc(memos.status), asc(memos.dueDate), asc(memos.id)]),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts = rows.length
    ? await tx
        .select({
          memoId: memoItems.memoId,
          total: count(),
          open: sql<number>`count(*) filter (where ${memoItems.outcome} is null)`.mapWith(Number),
        })
        .from(memoItems)
        .where(
          and(
            eq(memoItems.businessId, businessId),
            inArray(
              memoItems.memoId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(memoItems.memoId)
    : [];
  const countOf = new Map(counts.map((c) => [c.memoId, c]));
  const [total] = await tx.select({ n: count() }).from(memos).where(where);
  return {
    items: rows.map((r) => summaryOf(r, countOf.get(r.id)?.open ?? 0, countOf.get(r.id)?.total ?? 0, today)),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `PATCH /v1/memos/{id}`: the counterparty's name, the due date, the terms, while it is open. */
export async function updateMemo(scope: TenantScope, input: { id: string; patch: MemoPatch }) {
  const row = await memoRow(scope, input.id, true);
  if (row.status !== 'open') throw new AppError('memo_closed', 'This memo is closed', 409);
  const { patch } = input;
  const values: Partial<typeof memos.$inferInsert> = {};
  if (patch.counterparty !== undefined) values.counterparty = patch.counterparty;
  if (patch.dueDate !== undefined) values.dueDate = patch.dueDate;
  if (patch.terms !== undefined) values.terms = patch.terms;
  if (Object.keys(values).length > 0) {
    await scope.tx
      .update(memos)
      .set(values)
      .where(and(eq(memos.businessId, scope.businessId), eq(memos.id, row.id)));
  }
  return getMemo(scope, row.id);
}

/**
 * Returned or bought: the memo's open lines named (all by default) settle, their pieces move by one
 * conditional update from the memo's status, and the memo closes once no line is open.
 */
async function settleMemo(
  scope: TenantScope,
  input: { id: string; body: MemoSettleInput; outcome: 'returned' | 'bought' },
) {
  const { tx, businessId } = scope;
  const memo = await memoRow(scope, input.id, true);
  if (memo.status !== 'open') throw new AppError('memo_closed', 'This memo is closed', 409);
  if (input.outcome === 'bought' && memo.direction !== 'in') {
    throw new AppError('memo_direction', 'Only goods received on memo are bought', 409);
  }
  const open = await tx
    .select({
      id: memoItems.id,
      stockItemId: memoItems.stockItemId,
      memoPriceMinor: memoItems.memoPriceMinor,
    })
    .from(memoItems)
    .where(
      and(eq(memoItems.businessId, businessId), eq(memoItems.memoId, memo.id), isNull(memoItems.outcome)),
    );
  const asked = input.body.stockItemIds;
  const lines = asked ? open.filter((l) => asked.includes(l.stockItemId)) : open;
  if (asked && lines.length !== new Set(asked).size) {
    throw new AppError('nothing_to_return', 'A piece named is not open on this memo', 409, {
      stockItemIds: 'nothing_to_return',
    });
  }
  if (lines.length === 0) throw new AppError('nothing_to_return', 'Nothing is open on this memo', 409);
  const from: StockStatusName = memo.direction === 'in' ? 'memo_in' : 'memo_out';
  const to: StockStatusName =
    input.outcome === 'bought' ? 'in_stock' : memo.direction === 'in' ? 'returned' : 'in_stock';
  const ids = lines.map((l) => l.stockItemId);
  const moved = await tx
    .update(stockItems)
    .set({ status: to })
    .where(
      and(eq(stockItems.businessId, businessId), inArray(stockItems.id, ids), eq(stockItems.status, from)),
    )
    .returning({ id: stockItems.id });
  if (moved.length !== ids.length)
    await refuseUnavailable(
      scope,
      ids,
      moved.map((m) => m.id),
      'stockItemIds',
    );
  await tx
    .update(memoItems)
    .set({ outcome: input.outcome, settledAt: scope.now })
    .where(
      and(
        eq(memoItems.businessId, businessId),
        inArray(
          memoItems.id,
          lines.map((l) => l.id),
        ),
      ),
    );
  for (const line of lines) {
    await recordStockEvent(scope, {
      stockItemId: line.stockItemId,
      kind: 'memo',
      fromStatus: from,
      toStatus: to,
      detail: {
        memoId: memo.id,
        number: memo.number,
        outcome: input.outcome,
        memoPriceMinor: line.memoPriceMinor,
      },
    });
  }
  await closeIfSettled(scope, [memo.id]);
  return getMemo(scope, memo.id);
}

export const returnMemo = (scope: TenantScope, input: { id: string; body: MemoSettleInput }) =>
  settleMemo(scope, { ...input, outcome: 'returned' });
export const buyMemo = (scope: TenantScope, input: { id: string; body: MemoSettleInput }) =>
  settleMemo(scope, { ...input, outcome: 'bought' });

async function closeIfSettled(scope: TenantScope, memoIds: string[]) {
  if (memoIds.length === 0) return;
  await scope.tx
    .update(memos)
    .set({ status: 'closed', closedAt: scope.now })
    .where(
      and(
        eq(memos.businessId, scope.businessId),
        inArray(memos.id, memoIds),
        eq(memos.status, 'open'),
        sql`not exists (select 1 from public.memo_items mi where mi.memo_id = ${memos.id} and mi.outcome is null)`,
      ),
    );
}

/**
 * The sale's part: pieces it sold that were out on memo settle their memo line as 'sold' (the memo closes
 * when nothing else is out). Returns the ids of those pieces, whose history says they left `memo_out`.
 */
export async function settleSoldMemoItems(scope: TenantScope, stockItemIds: string[]): Promise<Set<string>> {
  if (stockItemIds.length === 0) return new Set();
  const settled = await scope.tx
    .update(memoItems)
    .set({ outcome: 'sold', settledAt: scope.now })
    .where(
      and(
        eq(memoItems.businessId, scope.businessId),
        inArray(memoItems.stockItemId, stockItemIds),
        isNull(memoItems.outcome),
      ),
    )
    .returning({ memoId: memoItems.memoId, stockItemId: memoItems.stockItemId });
  await closeIfSettled(scope, [...new Set(settled.map((s) => s.memoId))]);
  return new Set(settled.map((s) => s.stockItemId));
}
