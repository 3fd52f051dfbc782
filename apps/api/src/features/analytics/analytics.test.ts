import { todayIn } from '@carat/domain/dates';
import type { AnalyticsMonths } from '@carat/domain/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReport } from '#api/features/analytics/analytics.ts';
import { analyticsCsv } from '#api/features/analytics/analytics-csv.ts';
import { parseCsv } from '#api/lib/csv.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { datedRows } from '#test/testing-rows.ts';

/**
 * The analytics page's figures: a fresh business seeded with rows at known instants around London's
 * month boundaries sees exactly those figures; another business's rows never count. "Now" is fixed at
 * 07:00 BST on 15 July 2026 (06:00 UTC): July so far is compared with 1–15 June up to 07:00, and the
 * three months are May, June and July.
 */
let t: TestContext;
let insert: ReturnType<typeof datedRows>;

beforeAll(async () => {
  t = await createTestContext();
  insert = datedRows(t);
});
afterAll(() => t?.close());

const NOW = '2026-07-15T06:00:00Z';
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

const reportAt = (user: TestUser, months: AnalyticsMonths, now = NOW) =>
  t.asTenant(user, (scope) => analyticsReport(scope, months), { now: new Date(now) });

/** Everything the expectations below count. */
async function seedKnownRows(user: TestUser) {
  const client = (iso: string) => insert.client(user, at(iso));
  const c1 = await client('2025-06-01T10:00:00Z');
  const c2 = await client('2025-10-01T10:00:00Z');
  const c3 = await client('2026-03-01T10:00:00Z');
  const c4 = await client('2026-05-20T10:00:00Z'); // May
  const c5 = await client('2026-06-01T10:00:00Z'); // June, before the 15th at 07:00
  const c6 = await client('2026-06-20T10:00:00Z'); // June, after the compared span
  await client('2026-07-02T10:00:00Z'); // July
  await client('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London: July
  await client('2026-07-15T07:00:00Z'); // after now

  const order = (iso: string, options: Parameters<typeof insert.order>[2]) =>
    insert.order(user, at(iso), options);
  // July so far (from 2026-06-30T23:00Z): seven orders, one cancelled and one after now left out.
  await order('2026-06-30T23:00:00Z', { item: 'Bague Solitaire', amountMinor: 200_000, clientId: c1 });
  await order('2026-07-10T10:00:00Z', { item: ' bague  solitaire', amountMinor: 300_000, clientId: c2 });
  await order('2026-07-05T10:00:00Z', { item: 'Bague Solitaire', amountMinor: 100_000, clientId: c2 });
  await order('2026-07-12T09:00:00Z', { item: 'Collier Émeraude', amountMinor: 150_000, clientId: c1 });
  await order('2026-07-14T12:00:00Z', { item: 'collier emeraude', amountMinor: 50_000 });
  await order('2026-07-15T05:59:59Z', { item: 'Bracelet jonc', amountMinor: 80_000, clientId: c3 });
  await order('2026-07-08T10:00:00Z', {
    item: 'Bracelet jonc',
    amountMinor: 70_000,
    currency: 'EUR',
    clientId: c4,
  });
  const c9 = await client('2026-02-10T10:00:00Z'); // a client whose only order is cancelled
  await order('2026-07-13T10:00:00Z', {
    item: 'Bague Solitaire',
    amountMinor: 999_000,
    status: 'cancelled',
    clientId: c9,
  });
  await order('2026-07-15T06:00:01Z', { item: 'Montre', amountMinor: 1_000, clientId: c5 }); // after now
  // June: two in the compared span (from its first instant, up to just before 07:00 BST on the 15th).
  await order('2026-05-31T23:00:00Z', { amountMinor: 100_000, clientId: c1 });
  await order('2026-06-15T05:59:00Z', { amountMinor: 40_000, clientId: c2 });
  await order('2026-06-15T06:00:00Z', { amountMinor: 60_000, clientId: c3 });
  await order('2026-06-30T22:59:59Z', { amountMinor: 20_000 }); // the last instant of June
  // May, April, and last year.
  await order('2026-05-31T22:59:59Z', { amountMinor: 30_000 });
  await order('2026-05-10T10:00:00Z', { amountMinor: 70_000, clientId: c5 });
  await order('2026-04-30T22:59:59Z', { amountMinor: 10_000, clientId: c6 });
  await order('2025-12-01T10:00:00Z', { amountMinor: 10_000, clientId: c1 });
  await order('2025-09-01T10:00:00Z', { amountMinor: 10_000, clientId: c4 });

  // Revenue: paid invoices by their payment instant.
  await insert.invoice(user, at('2026-06-30T23:00:00Z'), 120_000);
  await insert.invoice(user, at('2026-07-10T10:00:00Z'), 144_000, { deducted: 36_000 }); // asks 108,000
  await insert.invoice(user, at('2026-07-11T10:00:00Z'), 99_900, { status: 'void' });
  await insert.invoice(user, at('2026-07-11T10:00:00Z'), 70_000, { currency: 'EUR' });
  await insert.invoice(user, null, 50_000, { status: 'sent' });
  await insert.invoice(user, at('2026-06-10T10:00:00Z'), 36_000);
  await insert.invoice(user, at('2026-06-20T10:00:00Z'), 50_000);
  await insert.invoice(user, at('2026-06-30T22:59:00Z'), 10_000);
  await insert.invoice(user, at('2026-05-05T10:00:00Z'), 24_000);

  // Appointments by their start.
  const appointment = (iso: string, options?: Parameters<typeof insert.appointment>[2]) =>
    insert.appointment(user, at(iso), options);
  await appointment('2026-06-30T23:00:00Z');
  await appointment('2026-07-10T09:00:00Z', { status: 'completed' });
  await appointment('2026-07-11T09:00:00Z', { status: 'cancelled' });
  await appointment('2026-07-15T09:00:00Z'); // later today: not yet
  await appointment('2026-06-05T09:00:00Z', { status: 'pending' });
  await appointment('2026-06-20T09:00:00Z');
  await appointment('2026-05-15T09:00:00Z');

  // Showroom bookings (upcoming, so they add no appointment above) and how long they waited.
  const booking = (day: number, createdIso: string, waitMinutes: number | null) =>
    appointment(`2026-08-${String(day).padStart(2, '0')}T09:00:00Z`, {
      status: waitMinutes === null ? 'pending' : 'confirmed',
      deposit: 'simulated',
      createdAt: at(createdIso),
      confirmedAt: waitMinutes === null ? null : new Date(at(createdIso).getTime() + waitMinutes * 60_000),
    });
  await booking(3, '2026-07-01T10:00:00Z', 120);
  await booking(4, '2026-06-10T08:00:00Z', 30);
  await booking(5, '2026-05-20T08:00:00Z', 360);
  await booking(6, '2026-06-12T08:00:00Z', null); // not answered yet
  await booking(7, '2026-04-20T08:00:00Z', 600); // before the three months
  // The jeweller's own, confirmed as made: not a response.
  await appointment('2026-08-10T09:00:00Z', {
    createdAt: at('2026-07-01T10:00:00Z'),
    confirmedAt: at('2026-07-01T10:00:00Z'),
  });

  // Showroom enquiries of July: a basket and a booking about a product; June's basket is last month's.
  await insert.basket(user, at('2026-07-03T10:00:00Z'), ['COLLIER ÉMERAUDE', 'Pendentif cœur']);
  await insert.basket(user, at('2026-06-03T10:00:00Z'), ['Bracelet jonc', 'Pendentif cœur']);
  const necklace = await insert.product(user, 'Collier Émeraude');
  await appointment('2026-08-12T09:00:00Z', {
    status: 'pending',
    deposit: 'simulated',
    createdAt: at('2026-07-04T10:00:00Z'),
    productId: necklace,
  });

  for (const rating of [5, 5, 4]) await insert.review(user, rating);
  await insert.review(user, 1, 'hidden');
  await insert.review(user, 2, 'pending');
}

describe('analytics figures (15 July 2026, London)', () => {
  it('counts every figure of a business, never another’s', async () => {
    const a = await t.createUser('Alpha Joaillerie');
    const b = await t.createUser('Beta Bijoux');
    await seedKnownRows(a);
    // Another business, busier in July: none of its rows may reach A's figures.
    await seedKnownRows(b);
    const other = await insert.client(b, at('2026-07-01T10:00:00Z'));
    await insert.order(b, at('2026-07-02T10:00:00Z'), {
      item: 'Montre',
      amountMinor: 5_000_000,
      clientId: other,
    });
    await insert.invoice(b, at('2026-07-02T10:00:00Z'), 1_000_000);
    await insert.review(b, 1);
    await insert.appointment(b, at('2026-07-02T10:00:00Z'));

    const report = await reportAt(a, '3');
    expect(report).toMatchObject({
      months: 3,
      timeZone: 'Europe/London',
      currency: 'GBP',
      month: { from: '2026-06-30T23:00:00.000Z', to: '2026-07-15T06:00:00.000Z' },
      previousMonth: { from: '2026-05-31T23:00:00.000Z', to: '2026-06-15T06:00:00.000Z' },
      since: '2026-04-30T23:00:00.000Z',
    });
    expect(report.tiles).toEqual({
      revenue: { value: 228_000, previous: 36_000, changePercent: 533.3 },
      orders: { value: 7, previous: 2, changePercent: 250 },
      // The book's size: 9 clients now; 6 at 07:00 on 15 June.
      clients: { value: 9, previous: 6, changePercent: 50 },
      appointments: { value: 2, previous: 1, changePercent: 100 },
    });
    expect(report.popularProducts).toEqual([
      { name: 'Bague Solitaire', orders: 3, orderedMinor: 600_000, enquiries: 0 },
      { name: 'Collier Émeraude', orders: 2, orderedMinor: 200_000, enquiries: 2 },
      // One order in euros: counted, but not added to pounds.
      { name: 'Bracelet jonc', orders: 2, orderedMinor: 80_000, enquiries: 0 },
      { name: 'Pendentif cœur', orders: 0, orderedMinor: 0, enquiries: 1 },
    ]);
    expect(report.engagement).toEqual({
      // Clients who ordered since 1 May: c1, c2, c3, c4 (with last year's order), c5; all but c5 twice.
      repeatClients: { clients: 5, repeat: 4, sharePercent: 80 },
      // Twelve orders in pounds since 1 May, worth 1,200,000 before VAT.
      averageOrder: { orders: 12, valueMinor: 100_000 },
      satisfaction: { reviews: 3, average: 4.7 },
      // 30, 120 and 360 minutes.
      responseTime: { bookings: 3, medianMinutes: 120 },
    });
    expect(report.monthly).toEqual([
      {
        month: '2026-05',
        from: '2026-04-30T23:00:00.000Z',
        to: '2026-05-31T23:00:00.000Z',
        revenue: 24_000,
        orders: 2,
        newClients: 1,
        appointments: 1,
      },
      {
        month: '2026-06',
        from: '2026-05-31T23:00:00.000Z',
        to: '2026-06-30T23:00:00.000Z',
        revenue: 96_000,
        orders: 4,
        newClients: 2,
        appointments: 2,
      },
      {
        month: '2026-07',
        from: '2026-06-30T23:00:00.000Z',
        to: '2026-07-15T06:00:00.000Z',
        revenue: 228_000,
        orders: 7,
        newClients: 2,
        appointments: 2,
      },
    ]);

    // Over twelve months: April's client c6 joins (one order), April's booking widens the median.
    const year = await reportAt(a, '12');
    expect(year.since).toBe('2025-07-31T23:00:00.000Z');
    expect(year.monthly.map((m) => m.month)).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
    // October 2025 began at midnight BST and ended at midnight GMT (the clocks went back on the 26th).
    expect(year.monthly[2]).toMatchObject({
      month: '2025-10',
      from: '2025-09-30T23:00:00.000Z',
      to: '2025-11-01T00:00:00.000Z',
    });
    expect(year.monthly.find((m) => m.month === '2026-04')).toMatchObject({ orders: 1, newClients: 0 });
    expect(year.engagement).toMatchObject({
      repeatClients: { clients: 6, repeat: 4, sharePercent: 66.7 },
      responseTime: { bookings: 4, medianMinutes: 240 },
    });
    // The tiles and the month's products do not depend on the months shown.
    expect(year.tiles).toEqual(report.tiles);
    expect(year.popularProducts).toEqual(report.popularProducts);

    // B sees its own, larger figures.
    const theirs = await reportAt(b, '3');
    expect(theirs.tiles.orders.value).toBe(8);
    expect(theirs.tiles.revenue.value).toBe(1_228_000);
    expect(theirs.popularProducts).toContainEqual({
      name: 'Montre',
      orders: 1,
      orderedMinor: 5_000_000,
      enquiries: 0,
    });
    expect(report.popularProducts.map((p) => p.name)).not.toContain('Montre');
    expect(theirs.engagement.satisfaction).toEqual({ reviews: 4, average: 3.8 });
  });

  it('starts empty for a new business, without a percentage or an average from nothing', async () => {
    const fresh = await t.createUser('Fresh Start');
    const report = await reportAt(fresh, '6');
    for (const tile of Object.values(report.tiles)) {
      expect(tile).toEqual({ value: 0, previous: 0, changePercent: null });
    }
    expect(report.popularProducts).toEqual([]);
    expect(report.engagement).toEqual({
      repeatClients: { clients: 0, repeat: 0, sharePercent: null },
      averageOrder: { orders: 0, valueMinor: null },
      satisfaction: { reviews: 0, average: null },
      responseTime: { bookings: 0, medianMinutes: null },
    });
    expect(report.monthly).toHaveLength(6);
    expect(report.monthly.every((m) => m.revenue + m.orders + m.newClients + m.appointments === 0)).toBe(
      true,
    );
  });

  it('answers nothing for a business the caller is not a member of', async () => {
    const a = await t.createUser('Member');
    const b = await t.createUser('Stranger');
    await insert.order(b, at('2026-07-02T10:00:00Z'));
    await expect(
      // A's scope, made to claim B's business: row-level security shows it nothing of B's.
      t.asTenant(a, (scope) => analyticsReport({ ...scope, businessId: b.businessId }, '3'), {
        now: new Date(NOW),
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the months’ boundaries in Europe/London', () => {
  it('are local first days, in summer time as in winter, and the compared span never passes its month', async () => {
    const user = await t.createUser('London Months');
    // The clocks went forward on 29 March: March began at midnight GMT. On the 31st, the same span of
    // February would run past its end: it stops at 1 March.
    expect(await reportAt(user, '3', '2026-03-31T12:00:00Z')).toMatchObject({
      month: { from: '2026-03-01T00:00:00.000Z' },
      previousMonth: { from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
      since: '2026-01-01T00:00:00.000Z',
    });
    // 00:30 on 1 November (GMT since 25 October): November has begun; the compared span is the first
    // half hour of October, which began at midnight BST.
    expect(await reportAt(user, '3', '2026-11-01T00:30:00Z')).toMatchObject({
      month: { from: '2026-11-01T00:00:00.000Z' },
      previousMonth: { from: '2026-09-30T23:00:00.000Z', to: '2026-09-30T23:30:00.000Z' },
    });
    // 00:30 BST on 1 July is still 30 June in UTC, and already July in London.
    expect(await reportAt(user, '6', '2026-06-30T23:30:00Z')).toMatchObject({
      month: { from: '2026-06-30T23:00:00.000Z' },
      since: '2026-02-01T00:00:00.000Z',
    });
  });
});

type Json = Record<string, unknown>;

describe('GET /v1/analytics', () => {
  it('answers the last 3 months by default, or 6 or 12', async () => {
    const user = await t.createUser('Http Months');
    await insert.order(user, new Date(Date.now() - HOUR), { item: 'Alliance', clientId: null });
    const get = async (query: string) => {
      const res = await t.request(`/v1/analytics${query}`, { token: user.token });
      expect(res.status, query).toBe(200);
      return (await res.json()) as Json & { monthly: Json[] };
    };
    const byDefault = await get('');
    expect(byDefault).toMatchObject({ months: 3, currency: 'GBP', timeZone: 'Europe/London' });
    expect(byDefault.monthly).toHaveLength(3);
    expect((await get('?months=6')).monthly).toHaveLength(6);
    expect((await get('?months=12')).monthly).toHaveLength(12);
    // The order of an hour ago is this month's (unless the month began within the hour).
    const monthStartedLately = new Date(String((byDefault.month as Json).from)).getTime() > Date.now() - HOUR;
    if (!monthStartedLately) {
      expect(byDefault.popularProducts).toEqual([
        { name: 'Alliance', orders: 1, orderedMinor: 100_000, enquiries: 0 },
      ]);
    }
  });

  it('refuses an unknown span and an anonymous caller', async () => {
    const user = await t.createUser();
    const bad = await t.request('/v1/analytics?months=24', { token: user.token });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Json } }).error.fields).toHaveProperty('months');
    expect((await t.request('/v1/analytics')).status).toBe(401);
    expect((await t.request('/v1/analytics/export.csv')).status).toBe(401);
  });
});

describe('Exporter rapport', () => {
  it('writes the tiles and the monthly table as CSV, in French or English', async () => {
    const user = await t.createUser('Csv Shop');
    await seedKnownRows(user);
    const csv = analyticsCsv(await reportAt(user, '3'), 'fr');
    expect(parseCsv(csv)).toEqual([
      ['Indicateur', 'Ce mois-ci', 'Même période du mois précédent', 'Évolution (%)'],
      ['Encaissé TTC (GBP)', '2280.00', '360.00', '533.3'],
      ['Commandes', '7', '2', '250'],
      ['Clients', '9', '6', '50'],
      ['Rendez-vous', '2', '1', '100'],
      ['Mois', 'Encaissé TTC (GBP)', 'Commandes', 'Nouveaux clients', 'Rendez-vous'],
      ['2026-05', '240.00', '2', '1', '1'],
      ['2026-06', '960.00', '4', '2', '2'],
      ['2026-07', '2280.00', '7', '2', '2'],
    ]);
    // The two tables are one blank line apart.
    expect(csv.split('\r\n')[5]).toBe('');
    const english = parseCsv(analyticsCsv(await reportAt(user, '3'), 'en'));
    expect(english[0]).toEqual(['Figure', 'This month', 'Same span of the previous month', 'Change (%)']);
    expect(english[5]).toEqual([
      'Month',
      'Collected incl. VAT (GBP)',
      'Orders',
      'New clients',
      'Appointments',
    ]);
  });

  it('downloads as rapport-analytique-<today in London>.csv, UTF-8 with a byte-order mark', async () => {
    const user = await t.createUser('Csv Download');
    const res = await t.request('/v1/analytics/export.csv?months=6&locale=en', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = todayIn(new Date(), 'Europe/London');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="rapport-analytique-${today}.csv"`,
    );
    const body = new Uint8Array(await res.arrayBuffer());
    expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(body));
    expect(rows[0]![0]).toBe('Figure');
    // Four tiles, the monthly header and six months.
    expect(rows).toHaveLength(1 + 4 + 1 + 6);
    expect(rows.slice(1, 5).map((row) => row.slice(1, 3))).toEqual([
      ['0.00', '0.00'],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
  });
});
