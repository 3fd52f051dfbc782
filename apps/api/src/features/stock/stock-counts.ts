import {
  type StockCountPiece,
  type StockCountResult,
  type StockCountUnexpected,
  stockCountScans,
  stockCounts,
  stockItems,
} from '@carat/db';
import type { StockCountInput, StockCountScanInput } from '@carat/validation/stock';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * Stock counts (issue 32 item 1, ADR 072): a location (a case, the safe, a window) counted by scanning its
 * pieces one after another. Expected: the pieces whose location is that one (without case or surrounding
 * spaces) and that are in the shop — in stock, reserved, or received on memo. A scan is counted (expected
 * here), unexpected (a piece of another location, or sold, out on memo, returned), unknown (no piece has
 * that code) or a repeat (already scanned: nothing added). Finished, the result is kept and final.
 */

/** Statuses of pieces physically in the shop. */
const IN_SHOP = ['in_stock', 'reserved', 'memo_in'] as const;

type CountRow = typeof stockCounts.$inferSelect;
type ItemRow = Pick<typeof stockItems.$inferSelect, 'id' | 'tag' | 'name' | 'status' | 'location'>;

const sameLocation = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
const piece = (item: ItemRow): StockCountPiece => ({
  id: item.id,
  tag: item.tag,
  name: item.name,
  status: item.status,
  location: item.location,
});
const itemColumns = {
  id: stockItems.id,
  tag: stockItems.tag,
  name: stockItems.name,
  status: stockItems.status,
  location: stockItems.location,
};

/** Where a scanned piece stands against the count's location. */
function classify(
  count: Pick<CountRow, 'location'>,
  item: ItemRow,
): 'counted' | StockCountUnexpected['reason'] {
  if (!(IN_SHOP as readonly string[]).includes(item.status)) return 'not_in_stock';
  return sameLocation(item.location, count.location) ? 'counted' : 'elsewhere';
}

async function countRow(scope: TenantScope, id: string, lock = false): Promise<CountRow> {
  const query = scope.tx
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.businessId, scope.businessId), eq(stockCounts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Stock count');
  return row;
}

/** The result as it stands: the expected pieces now, against what was scanned. */
async function liveResult(
  scope: TenantScope,
  count: CountRow,
): Promise<StockCountResult & { expected: number }> {
  const { tx, businessId } = scope;
  const expected = await tx
    .select(itemColumns)
    .from(stockItems)
    .where(
      and(
        eq(stockItems.businessId, businessId),
        inArray(stockItems.status, [...IN_SHOP]),
        sql`lower(btrim(${stockItems.location})) = lower(btrim(${count.location}))`,
      ),
    )
    .orderBy(asc(stockItems.tag));
  const scans = await tx
    .select({ code: stockCountScans.code, stockItemId: stockCountScans.stockItemId })
    .from(stockCountScans)
    .where(and(eq(stockCountScans.businessId, businessId), eq(stockCountScans.countId, count.id)))
    .orderBy(asc(stockCountScans.createdAt), asc(stockCountScans.id));
  const scannedIds = scans.flatMap((s) => (s.stockItemId ? [s.stockItemId] : []));
  const scannedItems = scannedIds.length
    ? await tx
        .select(itemColumns)
        .from(stockItems)
        .where(and(eq(stockItems.businessId, businessId), inArray(stockItems.id, scannedIds)))
    : [];
  const byId = new Map(scannedItems.map((i) => [i.id, i]));
  const counted: StockCountPiece[] = [];
  const unexpected: StockCountUnexpected[] = [];
  for (const scan of scans) {
    const item = scan.stockItemId ? byId.get(scan.stockItemId) : undefined;
    if (!item) {
      unexpected.push({ code: scan.code, item: null, reason: 'unknown' });
      continue;
    }
    const outcome = classify(count, item);
    if (outcome === 'counted') counted.push(piece(item));
    else unexpected.push({ code: scan.code, item: piece(item), reason: outcome });
  }
  const countedIds = new Set(counted.map((c) => c.id));
  const missing = expected.filter((i) => !countedIds.has(i.id)).map(piece);
  return { counted, missing, unexpected, expected: expected.length };
}

function countOut(row: CountRow, result: StockCountResult, expected: number) {
  return {
    id: row.id,
    location: row.location,
    status: row.status,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    totals: {
      expected,
      counted: result.counted.length,
      missing: result.missing.length,
      unexpected: result.unexpected.length,
    },
    ...result,
  };
}

/** One count: live while open, its kept result once finished. */
export async function getStockCount(scope: TenantScope, id: string) {
  const row = await countRow(scope, id);
  if (row.status === 'finished' && row.result) return countOut(row, row.result, row.expectedCount ?? 0);
  const { expected, ...result } = await liveResult(scope, row);
  return countOut(row, result, expected);
}

export type StockCountDetail = Awaited<ReturnType<typeof getStockCount>>;

/** 'Inventaire': a count of one location starts. */
export async function startStockCount(scope: TenantScope, input: StockCountInput) {
  const [row] = await scope.tx
    .insert(stockCounts)
    .values({
      businessId: scope.businessId,
      location: input.location,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: stockCounts.id });
  return getStockCount(scope, row!.id);
}

/**
 * A scanned (or typed) tag: the piece found by its tag (the label's bar code is the tag), exactly or
 * without case. A piece scanned again, or an unknown code typed again, adds nothing (`repeat`).
 */
export async function scanStockCount(scope: TenantScope, input: { id: string; body: StockCountScanInput }) {
  const { tx, businessId } = scope;
  const count = await countRow(scope, input.id, true);
  if (count.status === 'finished') throw new AppError('count_finished', 'This stock count is finished', 409);
  const code = input.body.code;
  const [item] = await tx
    .select(itemColumns)
    .from(stockItems)
    .where(
      and(
        eq(stockItems.businessId, businessId),
        sql`(${stockItems.tag} = ${code} or lower(${stockItems.tag}) = lower(${code}))`,
      ),
    )
    .orderBy(sql`${stockItems.tag} = ${code} desc`)
    .limit(1);
  const inserted = await tx
    .insert(stockCountScans)
    .values({
      businessId,
      countId: count.id,
      code,
      stockItemId: item?.id ?? null,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .onConflictDoNothing()
    .returning({ id: stockCountScans.id });
  const outcome = inserted.length === 0 ? 'repeat' : item ? classify(count, item) : 'unknown';
  return {
    scan: { code, outcome, item: item ? piece(item) : null },
    count: await getStockCount(scope, count.id),
  };
}

/** Finish: the result kept as it stands now (missing pieces listed), and the count final. */
export async function finishStockCount(scope: TenantScope, id: string) {
  const count = await countRow(scope, id, true);
  if (count.status === 'finished') throw new AppError('count_finished', 'This stock count is finished', 409);
  const { expected, ...result } = await liveResult(scope, count);
  await scope.tx
    .update(stockCounts)
    .set({
      status: 'finished',
      finishedAt: scope.now,
      finishedBy: scope.userId,
      expectedCount: expected,
      countedCount: result.counted.length,
      missingCount: result.missing.length,
      unexpectedCount: result.unexpected.length,
      result,
    })
    .where(and(eq(stockCounts.businessId, scope.businessId), eq(stockCounts.id, id)));
  return getStockCount(scope, id);
}

/** The counts, newest first, with their totals once finished. */
export async function listStockCounts(scope: TenantScope, query: { page: number; pageSize: number }) {
  const rows = await scope.tx
    .select({
      id: stockCounts.id,
      location: stockCounts.location,
      status: stockCounts.status,
      createdAt: stockCounts.createdAt,
      finishedAt: stockCounts.finishedAt,
      expectedCount: stockCounts.expectedCount,
      countedCount: stockCounts.countedCount,
      missingCount: stockCounts.missingCount,
      unexpectedCount: stockCounts.unexpectedCount,
    })
    .from(stockCounts)
    .where(eq(stockCounts.businessId, scope.businessId))
    .orderBy(desc(stockCounts.createdAt), desc(stockCounts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows;
}

/** The locations the pieces in the shop name, with how many each holds: what a count can choose. */
export async function stockLocations(scope: TenantScope) {
  const rows = await scope.tx
    .select({
      location: sql<string>`min(btrim(${stockItems.location}))`,
      pieces: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(stockItems)
    .where(
      and(
        eq(stockItems.businessId, scope.businessId),
        isNotNull(stockItems.location),
        inArray(stockItems.status, [...IN_SHOP]),
        sql`btrim(${stockItems.location}) <> ''`,
      ),
    )
    .groupBy(sql`lower(btrim(${stockItems.location}))`)
    .orderBy(sql`min(btrim(${stockItems.location}))`);
  return rows;
}
