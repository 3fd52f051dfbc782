import {
  cashDrawerMovements,
  cashDrawerSessions,
  layawayPayments,
  salePayments,
  saleReturns,
  sales,
} from '@carat/db';
import { addDays, type IsoDate, zonedTimeToUtc } from '@carat/domain/dates';
import type { CashDrawerCloseInput, CashDrawerOpenInput, CashMovementInput } from '@carat/validation/stock';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The cash drawer (issue 32 item 3, ADR 072): one open session per business, opened with a float; cash put
 * in or taken out with a reason; closed with the cash counted, against what the drawer should hold. The
 * sales' cash payments, layaways' cash payments and cash refunds of returns are read from the session's
 * time window [opened, closed), never copied: a sale in cash needs no open drawer (ADR 072). A closed
 * session is final (a trigger refuses any change to it).
 */

type SessionRow = typeof cashDrawerSessions.$inferSelect;

const zReportUrlOf = (id: string) => `/v1/cash-drawer/sessions/${id}/z-report.pdf`;

const notOpen = () => new AppError('drawer_not_open', 'No cash drawer is open', 409);
const closedAlready = () => new AppError('drawer_closed', 'This cash drawer session is closed', 409);

async function openRow(scope: TenantScope, lock = false): Promise<SessionRow | null> {
  const query = scope.tx
    .select()
    .from(cashDrawerSessions)
    .where(and(eq(cashDrawerSessions.businessId, scope.businessId), eq(cashDrawerSessions.status, 'open')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function sessionRow(scope: TenantScope, id: string): Promise<SessionRow> {
  const [row] = await scope.tx
    .select()
    .from(cashDrawerSessions)
    .where(and(eq(cashDrawerSessions.businessId, scope.businessId), eq(cashDrawerSessions.id, id)));
  if (!row) throw AppError.notFound('Cash drawer session');
  return row;
}

/** Rows of the business created in the session's window: [opened, closed), or from opened on while open. */
function inWindow(businessId: PgColumn, createdAt: PgColumn, scope: TenantScope, session: SessionRow): SQL {
  return and(
    eq(businessId, scope.businessId),
    gte(createdAt, session.openedAt),
    ...(session.closedAt ? [lt(createdAt, session.closedAt)] : []),
  )!;
}

export interface ZReport {
  salesCount: number;
  salesTotalMinor: number;
  /** Per payment method: what the sales were paid with (cash net of the change given). */
  payments: { method: string; count: number; amountMinor: number }[];
  changeGivenMinor: number;
  oldGold: { count: number; weightGrams: number; amountMinor: number };
  /** The tax inside the sales, per tax and rate. */
  taxes: { code: string; rateBps: number; taxMinor: number }[];
  taxMinor: number;
  returns: {
    count: number;
    totalMinor: number;
    taxMinor: number;
    byMethod: { method: string; amountMinor: number }[];
  };
  layawayCashMinor: number;
  movements: { id: string; kind: 'in' | 'out'; amountMinor: number; reason: string; createdAt: Date }[];
  cash: {
    openingFloatMinor: number;
    salesMinor: number;
    layawaysMinor: number;
    inMinor: number;
    outMinor: number;
    refundsMinor: number;
    expectedMinor: number;
    countedMinor: number | null;
    differenceMinor: number | null;
  };
}

/** Everything the session's window holds, and the cash the drawer should hold now (or held at its close). */
export async function computeZReport(scope: TenantScope, session: SessionRow): Promise<ZReport> {
  const { tx } = scope;
  const saleRows = await tx
    .select({
      id: sales.id,
      totalMinor: sales.totalMinor,
      taxMinor: sales.taxMinor,
      taxes: sales.taxes,
      changeMinor: sales.changeMinor,
    })
    .from(sales)
    .where(inWindow(sales.businessId, sales.createdAt, scope, session));
  const paymentRows = await tx
    .select({
      method: salePayments.method,
      amountMinor: salePayments.amountMinor,
      weightMg: salePayments.weightMg,
    })
    .from(salePayments)
    .innerJoin(sales, and(eq(sales.businessId, salePayments.businessId), eq(sales.id, salePayments.saleId)))
    .where(inWindow(sales.businessId, sales.createdAt, scope, session));
  const returnRows = await tx
    .select({
      totalMinor: saleReturns.totalMinor,
      taxMinor: saleReturns.taxMinor,
      refundMethod: saleReturns.refundMethod,
    })
    .from(saleReturns)
    .where(inWindow(saleReturns.businessId, saleReturns.createdAt, scope, session));
  const layawayCash = await tx
    .select({ amountMinor: layawayPayments.amountMinor })
    .from(layawayPayments)
    .where(
      and(
        inWindow(layawayPayments.businessId, layawayPayments.createdAt, scope, session),
        eq(layawayPayments.method, 'cash'),
      ),
    );
  const movements = await tx
    .select({
      id: cashDrawerMovements.id,
      kind: cashDrawerMovements.kind,
      amountMinor: cashDrawerMovements.amountMinor,
      reason: cashDrawerMovements.reason,
      createdAt: cashDrawerMovements.createdAt,
    })
    .from(cashDrawerMovements)
    .where(
      and(
        eq(cashDrawerMovements.businessId, scope.businessId),
        eq(cashDrawerMovements.sessionId, session.id),
      ),
    )
    .orderBy(asc(cashDrawerMovements.createdAt), asc(cashDrawerMovements.id));
  return zReportTotals({ session, saleRows, paymentRows, returnRows, layawayCash, movements });
}

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, r) => s + of(r), 0);

/** The Z report's arithmetic over the window's rows (pure). */
export function zReportTotals(input: {
  session: Pick<SessionRow, 'openingFloatMinor' | 'countedCashMinor' | 'status' | 'expectedCashMinor'>;
  saleRows: readonly {
    totalMinor: number;
    taxMinor: number;
    taxes: readonly { code: string; rateBps: number; taxMinor: number }[];
    changeMinor: number;
  }[];
  paymentRows: readonly { method: string; amountMinor: number; weightMg: number | null }[];
  returnRows: readonly { totalMinor: number; taxMinor: number; refundMethod: string | null }[];
  layawayCash: readonly { amountMinor: number }[];
  movements: ZReport['movements'];
}): ZReport {
  const { session, saleRows, paymentRows, returnRows, layawayCash, movements } = input;
  const byMethod = new Map<string, { count: number; amountMinor: number }>();
  for (const p of paymentRows) {
    const entry = byMethod.get(p.method) ?? { count: 0, amountMinor: 0 };
    entry.count += 1;
    entry.amountMinor += p.amountMinor;
    byMethod.set(p.method, entry);
  }
  const taxes = new Map<string, { code: string; rateBps: number; taxMinor: number }>();
  for (const sale of saleRows) {
    for (const tax of sale.taxes) {
      const key = `${tax.code}:${tax.rateBps}`;
      const entry = taxes.get(key) ?? { code: tax.code, rateBps: tax.rateBps, taxMinor: 0 };
      entry.taxMinor += tax.taxMinor;
      taxes.set(key, entry);
    }
  }
  const refunds = new Map<string, number>();
  for (const r of returnRows) {
    const method = r.refundMethod ?? 'unspecified';
    refunds.set(method, (refunds.get(method) ?? 0) + r.totalMinor);
  }
  const gold = paymentRows.filter((p) => p.method === 'old-gold');
  const salesCash = byMethod.get('cash')?.amountMinor ?? 0;
  const layawaysMinor = sum(layawayCash, (p) => p.amountMinor);
  const inMinor = sum(
    movements.filter((m) => m.kind === 'in'),
    (m) => m.amountMinor,
  );
  const outMinor = sum(
    movements.filter((m) => m.kind === 'out'),
    (m) => m.amountMinor,
  );
  const refundsMinor = refunds.get('cash') ?? 0;
  const computed = session.openingFloatMinor + salesCash + layawaysMinor + inMinor - outMinor - refundsMinor;
  // A closed session shows what was expected when it closed (the figure the counted cash was held against).
  const expectedMinor = session.status === 'closed' ? (session.expectedCashMinor ?? computed) : computed;
  return {
    salesCount: saleRows.length,
    salesTotalMinor: sum(saleRows, (s) => s.totalMinor),
    payments: [...byMethod].map(([method, v]) => ({ method, ...v })),
    changeGivenMinor: sum(saleRows, (s) => s.changeMinor),
    oldGold: {
      count: gold.length,
      weightGrams: sum(gold, (p) => p.weightMg ?? 0) / 1000,
      amountMinor: sum(gold, (p) => p.amountMinor),
    },
    taxes: [...taxes.values()].sort((a, b) => a.code.localeCompare(b.code) || b.rateBps - a.rateBps),
    taxMinor: sum(saleRows, (s) => s.taxMinor),
    returns: {
      count: returnRows.length,
      totalMinor: sum(returnRows, (r) => r.totalMinor),
      taxMinor: sum(returnRows, (r) => r.taxMinor),
      byMethod: [...refunds].map(([method, amountMinor]) => ({ method, amountMinor })),
    },
    layawayCashMinor: layawaysMinor,
    movements,
    cash: {
      openingFloatMinor: session.openingFloatMinor,
      salesMinor: salesCash,
      layawaysMinor,
      inMinor,
      outMinor,
      refundsMinor,
      expectedMinor,
      countedMinor: session.countedCashMinor,
      differenceMinor: session.countedCashMinor === null ? null : session.countedCashMinor - expectedMinor,
    },
  };
}

function sessionOut(row: SessionRow) {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    openingFloatMinor: row.openingFloatMinor,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    expectedCashMinor: row.expectedCashMinor,
    countedCashMinor: row.countedCashMinor,
    differenceMinor: row.differenceMinor,
    closingNote: row.closingNote,
    zReportUrl: zReportUrlOf(row.id),
  };
}

/** One session with its Z report (the live one while it is open). */
export async function getDrawerSession(scope: TenantScope, id: string) {
  const row = await sessionRow(scope, id);
  return { ...sessionOut(row), report: await computeZReport(scope, row) };
}

export type DrawerSessionDetail = Awaited<ReturnType<typeof getDrawerSession>>;

/** `GET /v1/cash-drawer`: the open session with its running figures, or null. */
export async function currentDrawer(scope: TenantScope) {
  const row = await openRow(scope);
  return row ? { ...sessionOut(row), report: await computeZReport(scope, row) } : null;
}

/** Open the drawer with its float; 409 drawer_already_open while one is open (the partial unique index too). */
export async function openDrawer(scope: TenantScope, input: CashDrawerOpenInput) {
  if (await openRow(scope)) throw new AppError('drawer_already_open', 'A cash drawer is already open', 409);
  const [row] = await scope.tx
    .insert(cashDrawerSessions)
    .values({
      businessId: scope.businessId,
      currency: scope.currency,
      openingFloatMinor: input.openingFloatMinor,
      openedBy: scope.userId,
      openedAt: scope.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('drawer_already_open', 'A cash drawer is already open', 409);
  return getDrawerSession(scope, row.id);
}

/** Cash put in or taken out of the open drawer. */
export async function addCashMovement(scope: TenantScope, input: CashMovementInput) {
  const session = await openRow(scope, true);
  if (!session) throw notOpen();
  await scope.tx.insert(cashDrawerMovements).values({
    businessId: scope.businessId,
    sessionId: session.id,
    kind: input.kind,
    amountMinor: input.amountMinor,
    reason: input.reason,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  return getDrawerSession(scope, session.id);
}

/**
 * Close the open drawer with the cash counted: the expected cash is fixed now, with the difference. With
 * `sessionId`, a session already closed (a second tab, a double click) answers 409 drawer_closed.
 */
export async function closeDrawer(scope: TenantScope, input: CashDrawerCloseInput) {
  if (input.sessionId) {
    const named = await sessionRow(scope, input.sessionId);
    if (named.status === 'closed') throw closedAlready();
  }
  const session = await openRow(scope, true);
  if (!session) throw notOpen();
  if (input.sessionId && session.id !== input.sessionId) throw closedAlready();
  const closing: SessionRow = { ...session, closedAt: scope.now };
  const report = await computeZReport(scope, closing);
  const expected = report.cash.expectedMinor;
  await scope.tx
    .update(cashDrawerSessions)
    .set({
      status: 'closed',
      closedAt: scope.now,
      closedBy: scope.userId,
      expectedCashMinor: expected,
      countedCashMinor: input.countedCashMinor,
      differenceMinor: input.countedCashMinor - expected,
      closingNote: input.note ?? null,
    })
    .where(and(eq(cashDrawerSessions.businessId, scope.businessId), eq(cashDrawerSessions.id, session.id)));
  return getDrawerSession(scope, session.id);
}

/** The sessions, newest first. */
export async function listDrawerSessions(scope: TenantScope, query: { page: number; pageSize: number }) {
  const rows = await scope.tx
    .select()
    .from(cashDrawerSessions)
    .where(eq(cashDrawerSessions.businessId, scope.businessId))
    .orderBy(desc(cashDrawerSessions.openedAt), desc(cashDrawerSessions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map(sessionOut);
}

/* The day's Z report (ADR 077). */

export interface DayZReport {
  date: string;
  currency: string;
  /** Every session opened that calendar day in the business's time zone, each with its own Z report. */
  sessions: (ReturnType<typeof sessionOut> & { report: ZReport })[];
  /** Sales of the day made while no drawer was open (card, transfer, a gift card…; cash too, ADR 072). */
  outside: Pick<ZReport, 'salesCount' | 'salesTotalMinor' | 'payments' | 'taxes' | 'taxMinor'>;
  /** The day: the sessions' sales and the sales outside any session, added up. */
  totals: Pick<ZReport, 'salesCount' | 'salesTotalMinor' | 'payments' | 'taxes' | 'taxMinor'> & {
    expectedCashMinor: number;
    countedCashMinor: number | null;
    differenceMinor: number | null;
  };
}

/** Adds up the sales' parts of several reports: counts, totals, payments by method, tax by rate. */
function addSales(
  parts: readonly Pick<ZReport, 'salesCount' | 'salesTotalMinor' | 'payments' | 'taxes' | 'taxMinor'>[],
) {
  const methods = new Map<string, { count: number; amountMinor: number }>();
  const taxes = new Map<string, { code: string; rateBps: number; taxMinor: number }>();
  for (const part of parts) {
    for (const p of part.payments) {
      const entry = methods.get(p.method) ?? { count: 0, amountMinor: 0 };
      entry.count += p.count;
      entry.amountMinor += p.amountMinor;
      methods.set(p.method, entry);
    }
    for (const tax of part.taxes) {
      const key = `${tax.code}:${tax.rateBps}`;
      const entry = taxes.get(key) ?? { ...tax, taxMinor: 0 };
      entry.taxMinor += tax.taxMinor;
      taxes.set(key, entry);
    }
  }
  return {
    salesCount: sum(parts, (p) => p.salesCount),
    salesTotalMinor: sum(parts, (p) => p.salesTotalMinor),
    payments: [...methods].map(([method, v]) => ({ method, ...v })),
    taxes: [...taxes.values()].sort((a, b) => a.code.localeCompare(b.code) || b.rateBps - a.rateBps),
    taxMinor: sum(parts, (p) => p.taxMinor),
  };
}

/**
 * `GET /v1/cash-drawer/days/{date}`: the sessions opened on `date` (midnight to midnight where the shop is),
 * each with its Z report, and the day's sales that fell in no session's window. A session opened that day
 * keeps its sales even after midnight; a sale in the window of a session opened the day before is that
 * day's.
 */
export async function dayZReport(scope: TenantScope, date: IsoDate): Promise<DayZReport> {
  const start = zonedTimeToUtc(date, '00:00', scope.timeZone);
  const end = zonedTimeToUtc(addDays(date, 1), '00:00', scope.timeZone);
  const rows = await scope.tx
    .select()
    .from(cashDrawerSessions)
    .where(
      and(
        eq(cashDrawerSessions.businessId, scope.businessId),
        gte(cashDrawerSessions.openedAt, start),
        lt(cashDrawerSessions.openedAt, end),
      ),
    )
    .orderBy(asc(cashDrawerSessions.openedAt), asc(cashDrawerSessions.id));
  const sessions = [];
  for (const row of rows) sessions.push({ ...sessionOut(row), report: await computeZReport(scope, row) });

  // Sales of the day outside every session's window (of any day): made with no drawer open.
  const noSession = sql`not exists (select 1 from public.cash_drawer_sessions s
    where s.business_id = ${sales.businessId} and ${sales.createdAt} >= s.opened_at
      and (s.closed_at is null or ${sales.createdAt} < s.closed_at))`;
  const dayOutside = and(
    eq(sales.businessId, scope.businessId),
    gte(sales.createdAt, start),
    lt(sales.createdAt, end),
    noSession,
  );
  const saleRows = await scope.tx
    .select({
      totalMinor: sales.totalMinor,
      taxMinor: sales.taxMinor,
      taxes: sales.taxes,
      changeMinor: sales.changeMinor,
    })
    .from(sales)
    .where(dayOutside);
  const paymentRows = await scope.tx
    .select({
      method: salePayments.method,
      amountMinor: salePayments.amountMinor,
      weightMg: salePayments.weightMg,
    })
    .from(salePayments)
    .innerJoin(sales, and(eq(sales.businessId, salePayments.businessId), eq(sales.id, salePayments.saleId)))
    .where(dayOutside);
  const outsideReport = zReportTotals({
    session: { openingFloatMinor: 0, countedCashMinor: null, status: 'open', expectedCashMinor: null },
    saleRows,
    paymentRows,
    returnRows: [],
    layawayCash: [],
    movements: [],
  });
  const outside = addSales([outsideReport]);
  const counted = sessions.filter((s) => s.countedCashMinor !== null);
  const allCounted = sessions.length > 0 && counted.length === sessions.length;
  return {
    date,
    currency: scope.currency,
    sessions,
    outside,
    totals: {
      ...addSales([...sessions.map((s) => s.report), outside]),
      expectedCashMinor: sum(sessions, (s) => s.report.cash.expectedMinor),
      countedCashMinor: allCounted ? sum(counted, (s) => s.countedCashMinor ?? 0) : null,
      differenceMinor: allCounted ? sum(counted, (s) => s.report.cash.differenceMinor ?? 0) : null,
    },
  };
}
