import { authUsers, billingSubscriptions } from '@carat/db';
import { DEMO_PASSWORD, demoJeweller, seedDemo } from '@carat/db/seed';
import { addDays } from '@carat/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Acceptance: a fresh business seeded with known data sees exactly its own numbers on every tile and
 * table of the Orders, Invoices and Clients pages, and another business's data never appears.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & { items?: Record<string, unknown>[] };
const json = async (res: Response) => (await res.json()) as Json;
const today = new Date().toISOString().slice(0, 10);

async function call(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return json(res);
}

/** One business's known data, through the API as the dashboard writes it. */
async function seedBusiness(user: TestUser, tag: string, scale: number) {
  const vip = await call(user, '/v1/clients', 'POST', {
    name: `${tag} Vip`,
    email: `${tag}-vip@example.com`,
    status: 'vip',
  });
  const fresh = await call(user, '/v1/clients', 'POST', { name: `${tag} New`, status: 'new' });
  await call(user, '/v1/clients', 'POST', { name: `${tag} Active`, status: 'active' });
  const order = (clientId: unknown, item: string, price: number, stage: string) =>
    call(user, '/v1/orders', 'POST', { clientId, item: `${tag} ${item}`, price: price * scale, stage });
  await order(vip.id, 'Solitaire', 1000, 'collected');
  await order(vip.id, 'Chaîne', 500, 'ready-for-collection');
  await order(fresh.id, 'Pendentif', 200, 'casting');
  await order(fresh.id, 'Alliance', 50, 'consultation');
  const invoice = (amount: number, dueDate?: string) =>
    call(user, '/v1/invoices', 'POST', {
      clientName: `${tag} Vip`,
      clientId: vip.id,
      items: [{ description: `${tag} service`, quantity: 1, price: amount * scale }],
      ...(dueDate ? { dueDate } : {}),
    });
  const paid = await invoice(100);
  await call(user, `/v1/invoices/${paid.id}/pay`, 'POST', {});
  const pending = await invoice(200, addDays(today, 5));
  await call(user, `/v1/invoices/${pending.id}/issue`, 'POST');
  const overdue = await invoice(300, addDays(today, -5));
  await call(user, `/v1/invoices/${overdue.id}/issue`, 'POST');
  // Drafted by the 'ready-for-collection' order as well: two drafts in all.
  await invoice(400);
  return { vip, fresh };
}

describe('the back office shows a business its own numbers only', () => {
  it('on every tile and table of Orders, Invoices and Clients', async () => {
    const a = await t.createUser('Alpha Joaillerie');
    const b = await t.createUser('Beta Bijoux');
    const alpha = await seedBusiness(a, 'Alpha', 1);
    await seedBusiness(b, 'Beta', 7);

    expect(await call(a, '/v1/orders/stats')).toEqual({
      completed: 2,
      inProgress: 1,
      pending: 1,
      cancelled: 0,
      revenueMinor: 150_000,
      currency: 'GBP',
    });
    const orders = await call(a, '/v1/orders?pageSize=100');
    expect(orders.total).toBe(4);
    expect(orders.items?.every((o) => String(o.item).startsWith('Alpha '))).toBe(true);
    expect(orders.items?.map((o) => o.amountMinor)).toEqual([5_000, 20_000, 50_000, 100_000]);
    expect((await call(a, '/v1/orders?q=beta')).items).toEqual([]);

    expect(await call(a, '/v1/invoices/stats')).toMatchObject({
      paid: { count: 1, amountMinor: 12_000 },
      pending: { count: 1, amountMinor: 24_000 },
      overdue: { count: 1, amountMinor: 36_000 },
      total: { count: 3, amountMinor: 72_000 },
      drafts: 2,
    });
    const invoices = await call(a, '/v1/invoices?pageSize=100');
    expect(invoices.total).toBe(5);
    expect(invoices.items?.every((i) => String(i.clientName).startsWith('Alpha '))).toBe(true);
    expect((await call(a, '/v1/invoices?q=beta')).items).toEqual([]);
    expect((await call(a, '/v1/invoices?status=overdue')).items?.map((i) => i.amountDueMinor)).toEqual([
      36_000,
    ]);

    expect(await call(a, '/v1/clients/stats')).toEqual({
      total: 3,
      vip: 1,
      new: 1,
      averageSpendMinor: 150_000, // the VIP alone bought: collected and ready-for-collection orders
      currency: 'GBP',
    });

    // The client profile's lists: the client's own orders and invoices.
    const vipOrders = await call(a, `/v1/orders?clientId=${alpha.vip.id}`);
    expect(vipOrders.items?.map((o) => o.item)).toEqual(['Alpha Chaîne', 'Alpha Solitaire']);
    const vipInvoices = await call(a, `/v1/invoices?clientId=${alpha.vip.id}&pageSize=100`);
    expect(vipInvoices.total).toBe(5);
    const profile = await call(a, `/v1/clients/${alpha.vip.id}`);
    expect(profile).toMatchObject({ ordersCount: 2, totalSpentMinor: 150_000 });

    const csv = await (await t.request('/v1/export/clients.csv', { token: a.token })).text();
    expect(csv).toContain('Alpha Vip');
    expect(csv).not.toContain('Beta');
  });
});

describe('searches over many rows', () => {
  it('find common and rare fragments alike, in the list’s order, counting up to the cap', async () => {
    const user = await t.createUser('Many Rows');
    await t.db.pool.query(
      `insert into public.clients (business_id, name, email)
       select $1, case when i % 500 = 0 then 'Rare Ségolène ' || i else 'Common Client ' || i end, 'c' || i || '@example.com'
         from generate_series(1, 2500) i`,
      [user.businessId],
    );
    await t.db.pool.query(
      `insert into public.orders (business_id, number, client_id, item, status, amount_minor, created_at)
       select $1, 'ORD-2026-' || lpad(row_number() over (order by c.name)::text, 5, '0'), c.id, 'Bague', 'pending',
              100, now() - (row_number() over (order by c.name) || ' minutes')::interval
         from public.clients c where c.business_id = $1`,
      [user.businessId],
    );
    await t.db.pool.query(
      `insert into public.invoices (business_id, client_name, client_email, due_date, created_at)
       select $1, c.name, c.email, current_date, now() - (row_number() over (order by c.name) || ' minutes')::interval
         from public.clients c where c.business_id = $1`,
      [user.businessId],
    );
    for (const path of ['/v1/orders', '/v1/invoices']) {
      const common = await call(user, `${path}?q=common&pageSize=20`);
      expect(common).toMatchObject({ total: 1000, totalIsExact: false });
      // The walk of the sort order: the most recent matches first, as without a search.
      const all = await call(user, `${path}?pageSize=20`);
      const names = (page: Json) => page.items?.map((i) => String(i.clientName));
      expect(names(common)).toEqual(
        names(all)
          ?.filter((n) => n.startsWith('Common'))
          .slice(0, names(common)?.length),
      );
      expect(all).toMatchObject({ total: 2500, totalIsExact: true });
      const rare = await call(user, `${path}?q=SEGOLENE&pageSize=3&page=2`);
      expect(rare).toMatchObject({ total: 5, totalIsExact: true });
      expect(rare.items).toHaveLength(2);
      expect((await call(user, `${path}?q=nobody-at-all`)).total).toBe(0);
    }
  });
});

describe('the demo jeweller', () => {
  it('is seeded with the spec’s figures and a consistent back office', async () => {
    await seedDemo(t.db.db, { env: 'test' });
    const [user] = await t.db.db.select().from(authUsers).where(eq(authUsers.email, 'demo@jeweller.test'));
    expect(DEMO_PASSWORD).toBe('demo1234');
    await t.db.db.insert(billingSubscriptions).values({
      id: 'sub_demo_test',
      userId: user!.id,
      stripeCustomerId: 'cus_demo_test',
      status: 'active',
      plan: 'DIAMOND',
      interval: 'monthly',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const demo = { id: user!.id, email: user!.email!, businessId: '', token: await t.token(user!.id) };

    // Orders page: 12 completed, 8 in progress, 4 pending (the spec's figures), and the revenue of the
    // completed orders the demo data holds.
    const revenue = demoJeweller.orders
      .filter((o) => o.status === 'completed')
      .reduce((sum, o) => sum + o.amountMinor, 0);
    expect(await call(demo, '/v1/orders/stats')).toEqual({
      completed: 12,
      inProgress: 8,
      pending: 4,
      cancelled: 0,
      revenueMinor: revenue,
      currency: 'GBP',
    });
    const orders = await call(demo, '/v1/orders?pageSize=100');
    expect(orders.total).toBe(24);
    const detail = await call(demo, `/v1/orders/${orders.items?.find((o) => o.stage === 'casting')?.id}`);
    expect(detail).toMatchObject({ status: 'in-progress', nextStages: ['assembly'] });
    expect(detail.metal).toBeTruthy();
    expect((detail.events as { kind: string }[]).filter((e) => e.kind === 'stage')).toHaveLength(8);

    const stats = await call(demo, '/v1/invoices/stats');
    const list = await call(demo, '/v1/invoices?pageSize=100');
    const all = list.items!;
    expect(stats).toMatchObject({
      paid: { count: all.filter((i) => i.displayStatus === 'paid').length },
      pending: { count: all.filter((i) => i.displayStatus === 'pending').length },
      overdue: { count: all.filter((i) => i.displayStatus === 'overdue').length },
    });
    expect((stats.overdue as { count: number }).count).toBe(1);
    expect((stats.pending as { count: number }).count).toBe(2);
    // Issued numbers are unique and consecutive within each year; the counter continues after them.
    const byYear = new Map<string, number[]>();
    for (const invoice of all) {
      if (!invoice.number) continue;
      const [, y, n] = String(invoice.number).split('-');
      byYear.set(y!, [...(byYear.get(y!) ?? []), Number(n)]);
    }
    for (const numbers of byYear.values()) {
      expect(numbers.sort((x, y) => x - y)).toEqual(numbers.map((_, i) => i + 1));
    }
    // A final invoice deducts its order's deposit invoice.
    const final = all.find((i) => i.kind === 'final' && i.status === 'paid')!;
    const deposit = all.find((i) => i.kind === 'deposit' && i.orderId === final.orderId)!;
    expect(final.depositsDeductedMinor).toBe(deposit.totalMinor);
    const fresh = await call(demo, '/v1/invoices', 'POST', {
      clientName: 'Nouveau',
      items: [{ description: 'x', quantity: 1, price: 1 }],
    });
    const issued = await call(demo, `/v1/invoices/${fresh.id}/issue`, 'POST');
    const year = String(issued.number).split('-')[1]!;
    expect(Number(String(issued.number).split('-')[2])).toBe((byYear.get(year)?.length ?? 0) + 1);
  });
});
