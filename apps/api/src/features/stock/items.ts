import {
  clients,
  products,
  type StockEventKind,
  type StockStatusName,
  stockItemEvents,
  stockItems,
} from '@carat/db';
import { gramsToMilligrams, marginOf, reportCheckUrl } from '@carat/domain/sales';
import type { StockItemInputParsed, StockItemPatch, StockListQuery } from '@carat/validation/stock';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import { pageArguments } from '#api/lib/search.ts';
import type { TenantScope } from '#api/scope.ts';

import { itemRow } from './item-row.ts';
import { stockItemPhotoList, stockThumbnails } from './photos.ts';

/**
 * Stock items (issue 32 part A, ADR 063): each finished piece a row with its tag (unique in the business,
 * the next T-NNNNN when none is given), cost, price, supplier, location, status, metal and stones with their
 * certificates, and a history appended on every change. `sold` is set only by a sale (sales.ts), in the
 * sale's transaction.
 */

type ItemRow = typeof stockItems.$inferSelect;

export const formatTag = (n: number) => `T-${String(n).padStart(5, '0')}`;

function summaryOf(row: ItemRow) {
  const { marginMinor, marginBps } = marginOf(row.priceMinor, row.costMinor);
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    status: row.status,
    priceMinor: row.priceMinor,
    costMinor: row.costMinor,
    marginMinor,
    marginBps,
    currency: row.currency,
    supplier: row.supplier,
    location: row.location,
    metal: row.metal,
    metalWeightGrams: row.metalWeightMg === null ? null : row.metalWeightMg / 1000,
    fineness: row.fineness,
    stones: row.stones.map((s) => ({
      kind: s.kind,
      carats: s.carats ?? null,
      lab: s.lab ?? null,
      certificateNumber: s.certificateNumber ?? null,
      reportUrl: s.lab && s.certificateNumber ? reportCheckUrl(s.lab, s.certificateNumber) : null,
    })),
    productId: row.productId,
    createdAt: row.createdAt,
  };
}

export async function recordStockEvent(
  scope: TenantScope,
  input: {
    stockItemId: string;
    kind: StockEventKind;
    fromStatus?: string | null;
    toStatus?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await scope.tx.insert(stockItemEvents).values({
    businessId: scope.businessId,
    stockItemId: input.stockItemId,
    kind: input.kind,
    fromStatus: input.fromStatus ?? null,
    toStatus: input.toStatus ?? null,
    detail: input.detail ?? {},
    actorId: scope.userId,
    createdAt: scope.now,
  });
}

/** A stock item's memo and layaway lines, for its page: which memo or layaway holds it, and held it. */
export async function holdsOf(scope: TenantScope, stockItemId: string) {
  const { rows } = await scope.tx.execute<{
    kind: 'memo' | 'layaway';
    id: string;
    number: string;
    state: string;
    open: boolean;
  }>(
    sql`select 'memo' as kind, m.id, m.number, coalesce(mi.outcome, 'open') as state, mi.outcome is null as open
          from public.memo_items mi join public.memos m on m.id = mi.memo_id
         where mi.business_id = ${scope.businessId} and mi.stock_item_id = ${stockItemId}
        union all
        select 'layaway', l.id, l.number, l.status, l.status = 'active'
          from public.layaways l
         where l.business_id = ${scope.businessId} and l.stock_item_id = ${stockItemId}
        order by number`,
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, number: r.number, state: r.state, open: r.open }));
}

/** The item with its catalogue piece, the sale it went in, its memos and layaways, and its history. */
export async function getStockItem(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const row = await itemRow(scope, id);
  const [product] = row.productId
    ? await tx
        .select({ id: products.id, name: products.name, ref: products.ref })
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.id, row.productId)))
    : [];
  const events = await tx
    .select({
      id: stockItemEvents.id,
      kind: stockItemEvents.kind,
      fromStatus: stockItemEvents.fromStatus,
      toStatus: stockItemEvents.toStatus,
      detail: stockItemEvents.detail,
      createdAt: stockItemEvents.createdAt,
    })
    .from(stockItemEvents)
    .where(and(eq(stockItemEvents.businessId, businessId), eq(stockItemEvents.stockItemId, id)))
    .orderBy(asc(stockItemEvents.seq));
  const photos = await stockItemPhotoList(scope, row.id);
  return {
    ...summaryOf(row),
    thumbnailUrl: photos[0]?.thumbnailUrl ?? null,
    photos,
    description: row.description,
    combination: row.combination,
    product: product ?? null,
    soldSaleId: row.soldSaleId,
    labelUrl: `/v1/stock-items/${row.id}/label.pdf`,
    holds: await holdsOf(scope, row.id),
    events,
    updatedAt: row.updatedAt,
  };
}

async function assertTagFree(scope: TenantScope, tag: string, exceptId?: string) {
  const [taken] = await scope.tx
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(eq(stockItems.businessId, scope.businessId), eq(stockItems.tag, tag)));
  if (taken && taken.id !== exceptId) {
    throw new AppError('tag_taken', 'This tag number is already used', 409, { tag: 'tag_taken' });
  }
}

function milligrams(grams: number | null | undefined): number | null | undefined {
  if (grams === undefined || grams === null) return grams;
  const mg = gramsToMilligrams(grams);
  if (mg === null) throw AppError.validation({ metalWeightGrams: 'invalid' });
  return mg;
}

/** 'Nouvelle pièce': the tag given (free in the business) or the next T-NNNNN, and its first event. */
export async function createStockItem(
  scope: TenantScope,
  input: StockItemInputParsed,
  /** A memo's pieces arrive as `memo_in`, their first event naming the memo. */
  options: { status?: StockStatusName; detail?: Record<string, unknown> } = {},
) {
  const { tx, businessId } = scope;
  if (input.productId)
    await assertOwnReferences(scope, [{ field: 'productId', kind: 'product', ids: [input.productId] }]);
  let tag = input.tag ?? null;
  if (tag) await assertTagFree(scope, tag);
  else {
    // Skip numbers a member typed by hand.
    for (;;) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select public.next_business_number(${businessId}, 'stock_tag', 0) as n`,
      );
      tag = formatTag(Number(rows[0]!.n));
      const [taken] = await tx
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(and(eq(stockItems.businessId, businessId), eq(stockItems.tag, tag)));
      if (!taken) break;
    }
  }
  const [created] = await tx
    .insert(stockItems)
    .values({
      businessId,
      tag,
      name: input.name,
      description: input.description ?? null,
      productId: input.productId ?? null,
      combination: input.combination ?? null,
      costMinor: input.costMinor ?? 0,
      priceMinor: input.priceMinor,
      currency: scope.currency,
      supplier: input.supplier ?? null,
      location: input.location ?? null,
      status: options.status ?? input.status ?? 'in_stock',
      metal: input.metal ?? null,
      metalWeightMg: milligrams(input.metalWeightGrams) ?? null,
      fineness: input.fineness ?? null,
      stones: (input.stones ?? []).map((s) => ({
        kind: s.kind,
        carats: s.carats ?? null,
        lab: s.lab ?? null,
        certificateNumber: s.certificateNumber ?? null,
      })),
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: stockItems.id, status: stockItems.status });
  await recordStockEvent(scope, {
    stockItemId: created!.id,
    kind: 'created',
    toStatus: created!.status,
    ...(options.detail ? { detail: options.detail } : {}),
  });
  return getStockItem(scope, created!.id);
}

/** A change: the fields sent; a status move between in stock, reserved and on memo (not once sold). */
export async function updateStockItem(scope: TenantScope, input: { id: string; patch: StockItemPatch }) {
  const { tx, businessId } = scope;
  const { id, patch } = input;
  const row = await itemRow(scope, id);
  if (patch.productId)
    await assertOwnReferences(scope, [{ field: 'productId', kind: 'product', ids: [patch.productId] }]);
  if (patch.tag && patch.tag !== row.tag) await assertTagFree(scope, patch.tag, id);
  if (patch.status && patch.status !== row.status && row.status === 'sold') {
    throw new AppError('item_sold', 'A sold item comes back through a return', 409);
  }
  const values: Partial<typeof stockItems.$inferInsert> = {};
  const changed: string[] = [];
  const set = <K extends keyof typeof stockItems.$inferInsert>(
    key: K,
    value: (typeof stockItems.$inferInsert)[K],
  ) => {
    values[key] = value;
    changed.push(key);
  };
  if (patch.tag) set('tag', patch.tag);
  if (patch.name !== undefined) set('name', patch.name);
  if (patch.description !== undefined) set('description', patch.description);
  if (patch.productId !== undefined) set('productId', patch.productId);
  if (patch.combination !== undefined) set('combination', patch.combination);
  if (patch.costMinor !== undefined) set('costMinor', patch.costMinor);
  if (patch.priceMinor !== undefined) set('priceMinor', patch.priceMinor);
  if (patch.supplier !== undefined) set('supplier', patch.supplier);
  if (patch.location !== undefined) set('location', patch.location);
  if (patch.metal !== undefined) set('metal', patch.metal);
  if (patch.metalWeightGrams !== undefined) set('metalWeightMg', milligrams(patch.metalWeightGrams) ?? null);
  if (patch.fineness !== undefined) set('fineness', patch.fineness);
  if (patch.stones !== undefined) {
    set(
      'stones',
      patch.stones.map((s) => ({
        kind: s.kind,
        carats: s.carats ?? null,
        lab: s.lab ?? null,
        certificateNumber: s.certificateNumber ?? null,
      })),
    );
  }
  const statusMove = patch.status && patch.status !== row.status ? patch.status : null;
  if (statusMove) await assertNotHeld(scope, row);
  if (statusMove) values.status = statusMove;
  if (Object.keys(values).length === 0) return getStockItem(scope, id);
  await tx
    .update(stockItems)
    .set(values)
    .where(and(eq(stockItems.businessId, businessId), eq(stockItems.id, id)));
  if (changed.length > 0) {
    const detail: Record<string, unknown> = { fields: changed };
    if (patch.priceMinor !== undefined && patch.priceMinor !== row.priceMinor) {
      detail.priceMinor = { from: row.priceMinor, to: patch.priceMinor };
    }
    await recordStockEvent(scope, { stockItemId: id, kind: 'updated', detail });
  }
  if (statusMove) {
    await recordStockEvent(scope, {
      stockItemId: id,
      kind: 'status',
      fromStatus: row.status,
      toStatus: statusMove,
    });
  }
  return getStockItem(scope, id);
}

/**
 * A status set by hand never takes a piece from a memo, a layaway or an open card link: those move it
 * themselves (returned, bought, released, cancelled, paid or expired), and their lines must stay true to
 * where the piece is.
 */
async function assertNotHeld(scope: TenantScope, row: ItemRow) {
  const { rows } = await scope.tx.execute<{ held: string }>(
    sql`select 'memo' as held from public.memo_items
          where business_id = ${scope.businessId} and stock_item_id = ${row.id} and outcome is null
        union all
        select 'layaway' from public.layaways
          where business_id = ${scope.businessId} and stock_item_id = ${row.id} and status = 'active'
        union all
        select 'sale_link' from public.sale_links
          where business_id = ${scope.businessId} and status = 'open'
            and held_items @> ${JSON.stringify([{ id: row.id }])}::jsonb
        limit 1`,
  );
  if (rows.length > 0 || row.status === 'memo_in' || row.status === 'returned') {
    throw new AppError(
      'invalid_status_move',
      rows[0]?.held === 'layaway'
        ? 'A layaway holds this piece'
        : rows[0]?.held === 'sale_link'
          ? 'A sale waiting for its card payment holds this piece'
          : 'A memo holds this piece',
      409,
      { status: 'invalid_status_move' },
    );
  }
}

/**
 * The list: a status, and a search over tag, name, supplier, location and certificate numbers. A scanned
 * bar code is the tag exactly: that item comes first.
 */
export async function listStockItems(scope: TenantScope, query: StockListQuery) {
  const { tx, businessId } = scope;
  const { pattern, offset } = pageArguments(query);
  const q = query.q?.trim() || null;
  const where = and(
    eq(stockItems.businessId, businessId),
    query.status ? eq(stockItems.status, query.status) : undefined,
    pattern
      ? or(
          sql`${stockItems.searchText} like public.normalize_search(${pattern})`,
          sql`upper(${stockItems.tag}) = upper(${q})`,
        )
      : undefined,
  );
  const rows = await tx
    .select()
    .from(stockItems)
    .where(where)
    .orderBy(
      ...(q ? [desc(sql`upper(${stockItems.tag}) = upper(${q})`)] : []),
      desc(stockItems.createdAt),
      desc(stockItems.id),
    )
    .limit(query.pageSize)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(stockItems).where(where);
  const thumbnails = await stockThumbnails(
    scope,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({ ...summaryOf(row), thumbnailUrl: thumbnails.get(row.id) ?? null })),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A client of the business, by id, for the sale (null when none). */
export async function clientName(scope: TenantScope, clientId: string | null) {
  if (!clientId) return null;
  const [client] = await scope.tx
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, clientId)));
  return client ?? null;
}
