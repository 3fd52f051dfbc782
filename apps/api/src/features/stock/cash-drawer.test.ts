import { cashDrawerMovements, cashDrawerSessions, memberships } from '@carat/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFrenchBusiness } from '#test/business-testing.ts';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { zReportTotals } from './cash-drawer.ts';

/**
 * The cash drawer and its Z report (issue 32 item 3, ADR 072): opened with a float, cash in and out with a
 * reason, the sales' cash (net of change) and cash refunds counted from the session's window, closed with
 * the cash counted against what was expected; one open drawer at a time, a closed session final.
 */

let t: TestContext;
let owner: TestUser;
let staff: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

function send(user: TestUser, path: string, body?: unknown, method = 'POST') {
  // Staff work in the owner's business.
  const headers = user === staff ? { 'x-business-id': owner.businessId } : undefined;
  return t.request(path, { method, token: user.token, body, ...(headers ? { headers } : {}) });
}
async function ok(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}
const errorCode = async (res: Response) => ((await json(res)).error as Json).code;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Drawer');
  await registerFrenchBusiness(t, owner, 'Maison Drawer');
  staff = await t.createUser('Drawer Staff', { plan: null });
  other = await t.createUser('Other Drawer Shop');
  await t.db.db.insert(memberships).values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
}, 60_000);
afterAll(() => t?.close());

describe('cash drawer', () => {
  it('opens, takes movements, counts the cash sales and refunds, closes with the difference, and stays closed', async () => {
    expect(await ok(await send(owner, '/v1/cash-drawer', undefined, 'GET'), 200)).toEqual({ session: null });
    // Nothing open: no movement, no close.
    const early = await send(owner, '/v1/cash-drawer/movements', {
      kind: 'in',
      amountMinor: 100,
      reason: 'x',
    });
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe('drawer_not_open');
    const earlyClose = await send(owner, '/v1/cash-drawer/close', { countedCashMinor: 0 });
    expect(earlyClose.status).toBe(409);

    const opened = await ok(await send(owner, '/v1/cash-drawer/open', { openingFloatMinor: 15_000 }), 201);
    expect(opened).toMatchObject({ status: 'open', currency: 'EUR', openingFloatMinor: 15_000 });
    const twice = await send(staff, '/v1/cash-drawer/open', { openingFloatMinor: 1 });
    expect(twice.status).toBe(409);
    expect(await errorCode(twice)).toBe('drawer_already_open');

    // Staff sell and handle the drawer, as they sell.
    await ok(
      await send(staff, '/v1/cash-drawer/movements', {
        kind: 'in',
        amountMinor: 5_000,
        reason: 'Monnaie banque',
      }),
      201,
    );
    await ok(
      await send(staff, '/v1/cash-drawer/movements', { kind: 'out', amountMinor: 2_000, reason: 'Timbres' }),
      201,
    );
    const noReason = await send(owner, '/v1/cash-drawer/movements', {
      kind: 'out',
      amountMinor: 10,
      reason: ' ',
    });
    expect(noReason.status).toBe(422);

    const first = await ok(
      await send(owner, '/v1/sales', {
        lines: [{ description: 'Solitaire', priceMinor: 100_000 }],
        payments: [
          { method: 'cash', amountMinor: 60_000, tenderedMinor: 70_000 },
          { method: 'card', amountMinor: 40_000 },
        ],
      }),
      201,
    );
    const second = await ok(
      await send(staff, '/v1/sales', {
        lines: [{ description: 'Alliance', priceMinor: 20_000 }],
        payments: [
          {
            method: 'old-gold',
            weightGrams: 2,
            fineness: 750,
            buyRateMinorPerGram: 5_500,
            amountMinor: 8_250,
          },
          { method: 'cash', amountMinor: 11_750 },
        ],
      }),
      201,
    );
    await ok(await send(owner, `/v1/sales/${second.id}/return`, { refundMethod: 'cash' }), 201);
    const taxOf = async (id: unknown) =>
      (await ok(await send(owner, `/v1/sales/${id}`, undefined, 'GET'), 200)).taxMinor as number;
    const saleTax = (await taxOf(first.id)) + (await taxOf(second.id));

    const live = (await ok(await send(owner, '/v1/cash-drawer', undefined, 'GET'), 200)).session as Json;
    const report = live.report as Json;
    expect(report).toMatchObject({
      salesCount: 2,
      salesTotalMinor: 120_000,
      changeGivenMinor: 10_000,
      oldGold: { count: 1, weightGrams: 2, amountMinor: 8_250 },
      taxMinor: saleTax,
      returns: { count: 1, totalMinor: 20_000, byMethod: [{ method: 'cash', amountMinor: 20_000 }] },
      cash: {
        openingFloatMinor: 15_000,
        salesMinor: 71_750,
        inMinor: 5_000,
        outMinor: 2_000,
        refundsMinor: 20_000,
        // 15 000 + 71 750 + 5 000 − 2 000 − 20 000
        expectedMinor: 69_750,
        countedMinor: null,
      },
    });
    expect(Object.fromEntries((report.payments as Json[]).map((p) => [p.method, p.amountMinor]))).toEqual({
      cash: 71_750,
      card: 40_000,
      'old-gold': 8_250,
    });
    const taxes = report.taxes as { rateBps: number; taxMinor: number }[];
    expect(taxes.length).toBeGreaterThan(0);
    expect(taxes.reduce((s, x) => s + x.taxMinor, 0)).toBe(saleTax);
    expect((report.movements as Json[]).map((m) => [m.kind, m.reason])).toEqual([
      ['in', 'Monnaie banque'],
      ['out', 'Timbres'],
    ]);

    // Another business sees nothing of it.
    const foreign = await send(other, `/v1/cash-drawer/sessions/${opened.id}`, undefined, 'GET');
    expect(foreign.status).toBe(404);
    expect(await ok(await send(other, '/v1/cash-drawer', undefined, 'GET'), 200)).toEqual({ session: null });

    const closed = await ok(
      await send(owner, '/v1/cash-drawer/close', {
        countedCashMinor: 69_500,
        note: 'Pièce de 2 € manquante',
        sessionId: opened.id,
      }),
      200,
    );
    expect(closed).toMatchObject({
      status: 'closed',
      expectedCashMinor: 69_750,
      countedCashMinor: 69_500,
      differenceMinor: -250,
    });
    expect((closed.report as Json).cash).toMatchObject({ countedMinor: 69_500, differenceMinor: -250 });

    // Double close: the same session is closed (409 drawer_closed); nothing open any more (409 drawer_not_open).
    const again = await send(staff, '/v1/cash-drawer/close', { countedCashMinor: 1, sessionId: opened.id });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('drawer_closed');
    const againBare = await send(staff, '/v1/cash-drawer/close', { countedCashMinor: 1 });
    expect(await errorCode(againBare)).toBe('drawer_not_open');
    const late = await send(owner, '/v1/cash-drawer/movements', {
      kind: 'in',
      amountMinor: 1,
      reason: 'late',
    });
    expect(await errorCode(late)).toBe('drawer_not_open');

    // A cash sale with no drawer open is allowed (ADR 072) and lands in no closed session.
    await ok(
      await send(owner, '/v1/sales', {
        lines: [{ description: 'Pile de montre', priceMinor: 900 }],
        payments: [{ method: 'cash', amountMinor: 900 }],
      }),
      201,
    );
    const after = await ok(await send(owner, `/v1/cash-drawer/sessions/${opened.id}`, undefined, 'GET'), 200);
    expect(after).toMatchObject({ status: 'closed', differenceMinor: -250 });
    expect((after.report as Json).salesCount).toBe(2);
    expect(((after.report as Json).cash as Json).expectedMinor).toBe(69_750);

    // The database refuses any change to a closed session.
    await expect(
      t.db.db
        .update(cashDrawerSessions)
        .set({ countedCashMinor: 69_750 })
        .where(eq(cashDrawerSessions.id, opened.id as string)),
    ).rejects.toThrow();

    // Nor a movement dated after its close.
    await expect(
      t.db.db.insert(cashDrawerMovements).values({
        businessId: owner.businessId,
        sessionId: opened.id as string,
        kind: 'in',
        amountMinor: 1,
        reason: 'late',
      }),
    ).rejects.toThrow();

    // The Z report, on the roll and A4.
    for (const format of ['80mm', 'a4']) {
      const pdf = await send(
        owner,
        `/v1/cash-drawer/sessions/${opened.id}/z-report.pdf?format=${format}`,
        undefined,
        'GET',
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
      expect(text).toContain('RAPPORT Z');
      expect(text).toMatch(/1 ?200,00/);
      expect(text).toMatch(/697,50/);
      expect(text).toMatch(/695,00/);
      expect(text).toMatch(/-2,50/);
      expect(text).toContain('Monnaie banque');
      expect(text).toContain('Or repris');
    }

    // A new session may open; the list has both, newest first.
    const next = await ok(await send(staff, '/v1/cash-drawer/open', { openingFloatMinor: 0 }), 201);
    const list = await ok(await send(owner, '/v1/cash-drawer/sessions', undefined, 'GET'), 200);
    expect((list.items as Json[]).map((s) => s.id)).toEqual([next.id, opened.id]);
    expect(((next.report as Json).cash as Json).expectedMinor).toBe(0);
  });
});

describe('zReportTotals', () => {
  it('adds what the window holds and keeps a closed session’s expected cash', () => {
    const base = {
      saleRows: [
        {
          totalMinor: 1_000,
          taxMinor: 167,
          taxes: [{ code: 'vat', rateBps: 2000, taxMinor: 167 }],
          changeMinor: 0,
        },
      ],
      paymentRows: [{ method: 'cash', amountMinor: 1_000, weightMg: null }],
      returnRows: [{ totalMinor: 300, taxMinor: 50, refundMethod: null }],
      layawayCash: [{ amountMinor: 400 }],
      movements: [],
    };
    const open = zReportTotals({
      ...base,
      session: { openingFloatMinor: 100, countedCashMinor: null, status: 'open', expectedCashMinor: null },
    });
    // A refund with no method said is not taken out of the drawer.
    expect(open.cash).toMatchObject({ expectedMinor: 1_500, refundsMinor: 0, differenceMinor: null });
    expect(open.returns.byMethod).toEqual([{ method: 'unspecified', amountMinor: 300 }]);
    const closed = zReportTotals({
      ...base,
      session: {
        openingFloatMinor: 100,
        countedCashMinor: 1_480,
        status: 'closed',
        expectedCashMinor: 1_490,
      },
    });
    expect(closed.cash).toMatchObject({ expectedMinor: 1_490, differenceMinor: -10 });
  });
});
