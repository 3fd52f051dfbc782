import { todayIn } from '@carat/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * The day's Z report (ADR 077): every session opened that calendar day where the shop is, each with its
 * own report, the sales made while no drawer was open, and the day's totals by method, in the business's
 * currency; as JSON and as the 80 mm or A4 PDF.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;
const send = (user: TestUser, path: string, body?: unknown, method = 'POST') =>
  t.request(path, { method, token: user.token, body });
async function ok(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as Json;
}
const sell = (user: TestUser, priceMinor: number, method: string) =>
  send(user, '/v1/sales', {
    lines: [{ description: 'Pièce', priceMinor }],
    payments: [{ method, amountMinor: priceMinor }],
  });

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Journée');
  await ok(
    await send(
      owner,
      '/v1/business',
      { name: 'Maison Journée', country: 'CH', currency: 'CHF', timeZone: 'Europe/Zurich' },
      'PATCH',
    ),
    200,
  );
  other = await t.createUser('Autre Journée');
}, 60_000);
afterAll(() => t?.close());

describe("the day's Z report", () => {
  it('adds up the sessions opened today and the sales outside any session, by method', async () => {
    const today = todayIn(new Date(), 'Europe/Zurich');
    // Before the drawer opens: a card sale and a transfer, in no session.
    await ok(await sell(owner, 10_000, 'card'), 201);
    await ok(await sell(owner, 2_500, 'transfer'), 201);
    await ok(await send(owner, '/v1/cash-drawer/open', { openingFloatMinor: 20_000 }), 201);
    await ok(await sell(owner, 3_000, 'cash'), 201);
    await ok(await sell(owner, 4_000, 'card'), 201);
    await ok(await send(owner, '/v1/cash-drawer/close', { countedCashMinor: 22_900 }), 200);
    // A second session the same day, still open.
    await ok(await send(owner, '/v1/cash-drawer/open', { openingFloatMinor: 5_000 }), 201);
    await ok(await sell(owner, 1_000, 'cash'), 201);

    const day = await ok(await send(owner, `/v1/cash-drawer/days/${today}`, undefined, 'GET'), 200);
    expect(day).toMatchObject({ date: today, currency: 'CHF' });
    const sessions = day.sessions as Json[];
    expect(sessions.map((s) => s.status)).toEqual(['closed', 'open']);
    expect((sessions[0]!.report as Json).salesTotalMinor).toBe(7_000);
    expect(day.outside).toMatchObject({ salesCount: 2, salesTotalMinor: 12_500 });
    const byMethod = (part: unknown) =>
      Object.fromEntries(((part as Json).payments as Json[]).map((p) => [p.method, p.amountMinor]));
    expect(byMethod(day.outside)).toEqual({ card: 10_000, transfer: 2_500 });
    expect(day.totals).toMatchObject({
      salesCount: 5,
      salesTotalMinor: 20_500,
      // 20 000 + 3 000 (closed, counted 22 900) and 5 000 + 1 000 (open, not counted yet).
      expectedCashMinor: 29_000,
      countedCashMinor: null,
    });
    expect(byMethod(day.totals)).toEqual({ card: 14_000, transfer: 2_500, cash: 4_000 });

    for (const format of ['80mm', 'a4']) {
      const pdf = await send(
        owner,
        `/v1/cash-drawer/days/${today}/z-report.pdf?format=${format}`,
        undefined,
        'GET',
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
      expect(text).toContain('RAPPORT Z DU JOUR');
      expect(text).toContain('Ventes hors caisse');
      expect(text).toMatch(/205[.,]00/);
      expect(text).toContain('CHF');
    }

    // Another day has nothing; another business sees none of this day.
    const empty = await ok(await send(owner, '/v1/cash-drawer/days/2001-01-01', undefined, 'GET'), 200);
    expect(empty).toMatchObject({ sessions: [], outside: { salesCount: 0 }, totals: { salesCount: 0 } });
    const theirs = await ok(await send(other, `/v1/cash-drawer/days/${today}`, undefined, 'GET'), 200);
    expect(theirs).toMatchObject({ sessions: [], totals: { salesCount: 0 } });
    expect((await send(owner, '/v1/cash-drawer/days/2026-13-40', undefined, 'GET')).status).toBe(422);
  }, 60_000);
});
