import type { StatPeriod } from '@carat/domain/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStats } from '#api/features/analytics/dashboard.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { datedRows } from '#test/testing-rows.ts';

/**
 * The dashboard home's four cards: a fresh business seeded with rows at known dates, in the period and
 * in the one before, sees exactly those figures and changes; another business's rows never count.
 */
let t: TestContext;
let insert: ReturnType<typeof datedRows>;

beforeAll(async () => {
  t = await createTestContext();
  insert = datedRows(t);
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Rows 2, 10, 40, 100 and 200 days old: 2 is in every current period; 10 is in the previous 7 days and
 * the current 30 and 90; 40 is in the previous 30 days and the current 90; 100 is in the previous 90 days;
 * 200 is in none. (Each is far from a boundary, whatever the hour the test runs at.)
 */
async function seedKnownRows(user: TestUser) {
  for (const days of [2, 2, 10, 40, 40, 40, 100, 100, 200]) await insert.order(user, ago(days));
  await insert.order(user, ago(2), { status: 'cancelled' });
  await insert.order(user, ago(2), { status: 'completed' });

  await insert.appointment(user, ago(1));
  await insert.appointment(user, ago(1), { status: 'cancelled' });
  await insert.appointment(user, ago(10));
  await insert.appointment(user, new Date(ago(10).getTime() + 3_600_000), { status: 'completed' });
  await insert.appointment(user, ago(100), { status: 'pending' });
  await insert.appointment(user, new Date(Date.now() + 3 * DAY)); // upcoming: not in a period that ends now

  await insert.invoice(user, ago(3), 144_000, { deducted: 36_000 }); // a final invoice: asks 108,000
  await insert.invoice(user, ago(10), 36_000); // its deposit
  await insert.invoice(user, ago(40), 24_000);
  await insert.invoice(user, ago(100), 60_000);
  await insert.invoice(user, ago(3), 99_900, { status: 'void' }); // paid, then voided: not revenue
  await insert.invoice(user, null, 50_000, { status: 'sent' }); // not paid
  await insert.invoice(user, ago(3), 70_000, { currency: 'EUR' }); // not in the business's currency

  for (const days of [200, 200, 200, 200, 100, 40, 40, 10, 2, 2]) await insert.client(user, ago(days));
}

/** What seedKnownRows gives, period by period. */
const expected: Record<StatPeriod, Record<'orders' | 'appointments' | 'revenue' | 'clients', unknown>> = {
  '7d': {
    orders: { value: 3, previous: 1, changePercent: 200 },
    appointments: { value: 1, previous: 2, changePercent: -50 },
    revenue: { value: 108_000, previous: 36_000, changePercent: 200 },
    clients: { value: 10, previous: 8, changePercent: 25 },
  },
  '30d': {
    orders: { value: 4, previous: 3, changePercent: 33.3 },
    appointments: { value: 3, previous: 0, changePercent: null },
    revenue: { value: 144_000, previous: 24_000, changePercent: 500 },
    clients: { value: 10, previous: 7, changePercent: 42.9 },
  },
  '90d': {
    orders: { value: 7, previous: 2, changePercent: 250 },
    appointments: { value: 3, previous: 1, changePercent: 200 },
    revenue: { value: 168_000, previous: 60_000, changePercent: 180 },
    clients: { value: 10, previous: 5, changePercent: 100 },
  },
};

async function stats(user: TestUser, query = '') {
  const res = await t.request(`/v1/dashboard/stats${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('GET /v1/dashboard/stats', () => {
  it('counts a business’s own orders, appointments, revenue and clients, with the change, over each period', async () => {
    const a = await t.createUser('Alpha Joaillerie');
    const b = await t.createUser('Beta Bijoux');
    await seedKnownRows(a);
    // Another business, busier: none of its rows may reach A's figures.
    await seedKnownRows(b);
    for (const days of [1, 2, 3, 10, 40]) {
      await insert.order(b, ago(days));
      await insert.client(b, ago(days));
      await insert.invoice(b, ago(days), 1_000_000);
    }
    await insert.appointment(b, ago(2));

    for (const period of ['7d', '30d', '90d'] as const) {
      expect(await stats(a, `?period=${period}`), period).toMatchObject({
        period,
        currency: 'GBP',
        timeZone: 'Europe/London',
        ...expected[period],
      });
    }
    // The default period is 30 days.
    expect(await stats(a)).toMatchObject({ period: '30d', days: 30, ...expected['30d'] });
    // B sees its own, larger figures.
    expect(await stats(b, '?period=7d')).toMatchObject({
      orders: { value: 6, previous: 2 },
      appointments: { value: 2, previous: 2 },
      revenue: { value: 108_000 + 3_000_000, previous: 36_000 + 1_000_000 },
      clients: { value: 15, previous: 10 },
    });
  });

  it('starts empty, with no percentage from nothing', async () => {
    const fresh = await t.createUser('Fresh Start');
    const figures = await stats(fresh, '?period=7d');
    for (const card of ['orders', 'appointments', 'revenue', 'clients']) {
      expect(figures[card], card).toEqual({ value: 0, previous: 0, changePercent: null });
    }
  });

  it('refuses an unknown period and an anonymous caller', async () => {
    const user = await t.createUser();
    const bad = await t.request('/v1/dashboard/stats?period=1y', { token: user.token });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'period',
    );
    expect((await t.request('/v1/dashboard/stats')).status).toBe(401);
  });
});

describe('the periods’ boundaries in Europe/London', () => {
  const statsAt = (user: TestUser, period: StatPeriod, now: string) =>
    t.asTenant(user, (scope) => dashboardStats(scope, period), { now: new Date(now) });

  it('are local midnights, in summer time (BST) as in winter (GMT), across the clock change', async () => {
    const user = await t.createUser('London Hours');
    // Summer: today is 15 July in London; the 7 days start at midnight BST on 9 July (23:00 UTC the 8th).
    expect(await statsAt(user, '7d', '2026-07-15T06:00:00Z')).toMatchObject({
      current: { from: '2026-07-08T23:00:00.000Z', to: '2026-07-15T06:00:00.000Z' },
      previous: { from: '2026-07-01T23:00:00.000Z', to: '2026-07-08T23:00:00.000Z' },
    });
    // At 00:30 in London it is already the 15th, while UTC still says the 14th.
    expect(await statsAt(user, '7d', '2026-07-14T23:30:00Z')).toMatchObject({
      current: { from: '2026-07-08T23:00:00.000Z' },
    });
    // The clocks went forward on 29 March 2026: the period starts at midnight GMT, ends in BST.
    expect(await statsAt(user, '7d', '2026-03-31T12:00:00Z')).toMatchObject({
      current: { from: '2026-03-25T00:00:00.000Z' },
      previous: { from: '2026-03-18T00:00:00.000Z', to: '2026-03-25T00:00:00.000Z' },
    });
    expect(await statsAt(user, '30d', '2026-04-10T12:00:00Z')).toMatchObject({
      current: { from: '2026-03-12T00:00:00.000Z' },
      previous: { from: '2026-02-10T00:00:00.000Z' },
    });
    // Winter: London midnight is UTC midnight…
    expect(await statsAt(user, '7d', '2026-12-31T12:00:00Z')).toMatchObject({
      current: { from: '2026-12-25T00:00:00.000Z' },
      previous: { from: '2026-12-18T00:00:00.000Z' },
    });
    // …but 90 days back it was summer time: midnight on 3 October and on 5 July was 23:00 UTC.
    expect(await statsAt(user, '90d', '2026-12-31T12:00:00Z')).toMatchObject({
      current: { from: '2026-10-02T23:00:00.000Z' },
      previous: { from: '2026-07-04T23:00:00.000Z', to: '2026-10-02T23:00:00.000Z' },
    });
  });

  it('put each row on the right side of local midnight', async () => {
    const user = await t.createUser('London Rows');
    const now = '2026-07-15T06:00:00Z';
    const at = (iso: string) => new Date(iso);
    // The first instant of 9 July in London, and the last of the 8th.
    await insert.order(user, at('2026-07-08T23:00:00Z'));
    await insert.order(user, at('2026-07-08T22:59:59Z'));
    // The first instant of the previous period (2 July in London), and the last before it.
    await insert.order(user, at('2026-07-01T23:00:00Z'));
    await insert.order(user, at('2026-07-01T22:59:59Z'));
    // Just before now, and just after.
    await insert.order(user, at('2026-07-15T05:59:59Z'));
    await insert.order(user, at('2026-07-15T06:00:01Z'));
    await insert.appointment(user, at('2026-07-08T23:00:00Z'));
    await insert.appointment(user, at('2026-07-08T22:00:00Z'));
    await insert.appointment(user, at('2026-07-15T09:00:00Z')); // later today: not yet
    await insert.invoice(user, at('2026-07-08T23:00:00Z'), 12_000);
    await insert.invoice(user, at('2026-07-08T22:59:00Z'), 6_000);
    await insert.client(user, at('2026-07-08T23:30:00Z')); // 00:30 on the 9th in London
    await insert.client(user, at('2026-07-08T22:30:00Z')); // 23:30 on the 8th
    await insert.client(user, at('2026-07-15T07:00:00Z')); // after now

    expect(await statsAt(user, '7d', now)).toMatchObject({
      orders: { value: 2, previous: 2, changePercent: 0 },
      appointments: { value: 1, previous: 1, changePercent: 0 },
      revenue: { value: 12_000, previous: 6_000, changePercent: 100 },
      clients: { value: 2, previous: 1, changePercent: 100 },
    });
  });

  it('answers nothing for a business the caller is not a member of', async () => {
    const a = await t.createUser('Member');
    const b = await t.createUser('Stranger');
    await insert.order(b, ago(1));
    await expect(
      // A's scope, made to claim B's business: row-level security shows it nothing of B's.
      t.asTenant(a, (scope) => dashboardStats({ ...scope, businessId: b.businessId }, '7d')),
    ).rejects.toMatchObject({ status: 404 });
  });
});
