import { readMigrations } from '@carat/db';
import { seedDemo } from '@carat/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoSubscriptions } from '#api/features/billing/demo.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db.db, { env: 'test' });
});
afterAll(() => t?.close());

describe('the public demo dashboard', () => {
  it("reads the demo jeweller's data without an account", async () => {
    const me = await t.request('/demo/v1/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ business: { slug: 'demo', city: 'London', verified: true } });
    const stats = await (await t.request('/demo/v1/clients/stats')).json();
    expect(stats).toMatchObject({ total: 156 });
    const tools = (await (await t.request('/demo/v1/tools')).json()) as {
      plan: string;
      tools: { available: boolean }[];
    };
    expect(tools.plan).toBe('DIAMOND');
    expect(tools.tools.every((tool) => tool.available)).toBe(true);
  });

  it("serves the back office's pages read-only: orders, appointments, invoices and the home's figures", async () => {
    const get = async (path: string) => {
      const res = await t.request(`/demo/v1${path}`);
      expect(res.status, path).toBe(200);
      return res;
    };
    const orders = (await (await get('/orders?page=1&pageSize=5')).json()) as { items: { id: string }[] };
    expect(orders.items).toHaveLength(5);
    await get(`/orders/${orders.items[0]!.id}`);
    expect(await (await get('/orders/stats')).json()).toMatchObject({
      completed: 12,
      inProgress: 8,
      pending: 4,
    });
    const invoices = (await (await get('/invoices?page=1&pageSize=5')).json()) as {
      items: { id: string; number: string | null }[];
    };
    const issued = invoices.items.find((invoice) => invoice.number !== null)!;
    const pdf = await get(`/invoices/${issued.id}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await get('/invoices/stats');
    await get('/invoice-settings');
    const appointments = (await (await get('/appointments?upcoming=true')).json()) as {
      items: { id: string }[];
    };
    expect(appointments.items.length).toBeGreaterThan(0);
    await get(`/appointments/${appointments.items[0]!.id}`);
    await get('/appointments/stats');
    await get('/availability');
    const home = (await (await get('/dashboard/stats?period=30d')).json()) as Record<string, unknown>;
    expect(Object.keys(home)).toEqual(
      expect.arrayContaining(['orders', 'appointments', 'revenue', 'clients']),
    );
  });

  it("serves the shop's counter and stock read-only: pieces, sales, repairs, valuations, metal rates, texts", async () => {
    const get = async <T>(path: string) => {
      const res = await t.request(`/demo/v1${path}`);
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const items = await get<{ items: { id: string; tag: string; status: string }[] }>(
      '/stock-items?page=1&pageSize=50',
    );
    expect(items.items).toHaveLength(10);
    expect(items.items.filter((i) => i.status === 'sold')).toHaveLength(2);
    expect(items.items.filter((i) => i.status === 'memo_out')).toHaveLength(1);
    expect(items.items.filter((i) => i.status === 'reserved')).toHaveLength(1);
    const overdue = await get<{ items: { number: string }[] }>('/memos?status=overdue&page=1&pageSize=10');
    expect(overdue.items).toHaveLength(1);
    const held = await get<{ items: { paidMinor: number; priceMinor: number }[] }>(
      '/layaways?status=active&page=1&pageSize=10',
    );
    expect(held.items).toHaveLength(1);
    expect(held.items[0]!.paidMinor).toBeLessThan(held.items[0]!.priceMinor);
    const gia = await get<{ items: { tag: string }[] }>('/stock-items?q=2437916548&page=1&pageSize=5');
    expect(gia.items).toHaveLength(1);
    const label = await t.request(`/demo/v1/stock-items/${items.items[0]!.id}/label.pdf`);
    expect(label.headers.get('content-type')).toBe('application/pdf');

    const sales = await get<{ items: { id: string; number: string; totalMinor: number }[] }>(
      '/sales?page=1&pageSize=10',
    );
    // The two stock sales, and a gift card sold then partly spent on a service.
    expect(sales.items).toHaveLength(4);
    const withGold = await get<{ totalMinor: number; payments: { method: string; amountMinor: number }[] }>(
      `/sales/${sales.items.find((s) => s.totalMinor === 135_000)!.id}`,
    );
    expect(withGold.payments.map((p) => p.method)).toEqual(['old-gold', 'cash']);
    expect(withGold.payments.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(135_000);
    const receipt = await t.request(`/demo/v1/sales/${sales.items[0]!.id}/receipt.pdf`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const cards = await get<{ items: { id: string; initialMinor: number; balanceMinor: number }[] }>(
      '/gift-cards?page=1&pageSize=10',
    );
    expect(cards.items).toMatchObject([{ initialMinor: 15_000, balanceMinor: 10_500 }]);
    const card = await get<{ history: { kind: string; amountMinor: number }[] }>(
      `/gift-cards/${cards.items[0]!.id}`,
    );
    expect(card.history.map((m) => [m.kind, m.amountMinor])).toEqual([
      ['issued', 15_000],
      ['redeemed', -4_500],
    ]);

    // The old-gold sale's day: its drawer closed 2.00 short, with its Z report.
    const drawers = await get<{ items: { id: string; status: string; differenceMinor: number }[] }>(
      '/cash-drawer/sessions',
    );
    expect(drawers.items).toMatchObject([{ status: 'closed', differenceMinor: -200 }]);
    const day = await get<{ report: { salesCount: number; cash: { outMinor: number } } }>(
      `/cash-drawer/sessions/${drawers.items[0]!.id}`,
    );
    expect(day.report).toMatchObject({ salesCount: 1, cash: { outMinor: 10_000 } });
    const z = await t.request(`/demo/v1/cash-drawer/sessions/${drawers.items[0]!.id}/z-report.pdf`);
    expect(z.headers.get('content-type')).toBe('application/pdf');
    expect(
      (await t.request('/demo/v1/cash-drawer/open', { method: 'POST', body: { openingFloatMinor: 1 } }))
        .status,
    ).toBe(403);

    // A finished stock count of 'Vitrine 1': one piece missing, one from another case found there.
    const counts = await get<{ items: { id: string; status: string; location: string }[] }>('/stock-counts');
    expect(counts.items).toMatchObject([{ status: 'finished', location: 'Vitrine 1' }]);
    const count = await get<{ totals: { missing: number; unexpected: number }; missing: { tag: string }[] }>(
      `/stock-counts/${counts.items[0]!.id}`,
    );
    expect(count.totals).toMatchObject({ missing: 1, unexpected: 1 });
    expect(count.missing).toHaveLength(1);

    const repairs = await get<{ items: { stage: string }[] }>('/repairs?page=1&pageSize=20');
    expect(repairs.items.map((r) => r.stage).sort()).toEqual(['bench', 'outside', 'ready', 'taken_in']);
    await get('/custody');
    const valuations = await get<{ items: unknown[] }>('/valuations');
    expect(valuations.items).toHaveLength(1);

    const rates = await get<{ rates: { metal: string; sellPerGramMinor: number }[] }>('/metal-rates');
    expect(rates.rates.find((r) => r.metal === 'gold-18k')?.sellPerGramMinor).toBeGreaterThan(0);

    const texts = await get<{ items: { direction: string }[] }>('/messages');
    expect(texts.items.map((m) => m.direction).sort()).toEqual(['inbound', 'outbound', 'outbound']);
    for (const path of ['/sales', '/stock-items', '/repairs', '/messages']) {
      expect((await t.request(`/demo/v1${path}`, { method: 'POST', body: {} })).status, path).toBe(403);
    }
  });

  it('gives an installation seeded before the shop existed its counter and stock, once', async () => {
    // As an installation seeded before migrations 0049–0052: none of these rows.
    for (const table of [
      'cash_drawer_sessions',
      'layaway_payments',
      'layaways',
      'memo_items',
      'memos',
      'sale_payments',
      'sale_lines',
      'sales',
      'gift_card_movements',
      'gift_cards',
      'stock_item_events',
      'stock_items',
      'metal_rate_changes',
      'metal_rates',
      'repair_events',
      'repairs',
      'valuations',
      'messages',
      'client_consents',
    ]) {
      await t.db.db.execute(sql`delete from ${sql.identifier('public')}.${sql.identifier(table)}
        where business_id = (select id from public.businesses where slug = 'demo')`);
    }
    expect(await seedDemo(t.db.db, { env: 'test' })).toMatchObject({ skipped: ['demo', 'atelier'] });
    const count = async () =>
      (
        await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from public.stock_items
          where business_id = (select id from public.businesses where slug = 'demo')`)
      ).rows[0]!.n;
    expect(await count()).toBe(10);
    await seedDemo(t.db.db, { env: 'test' });
    expect(await count()).toBe(10);
  });

  it('serves the analytics page and its report: every figure has something to show', async () => {
    const res = await t.request('/demo/v1/analytics?months=6');
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      monthly: { revenue: number; orders: number }[];
      popularProducts: unknown[];
      engagement: Record<string, Record<string, number | null>>;
    };
    expect(report.monthly).toHaveLength(6);
    expect(report.monthly.some((m) => m.revenue > 0)).toBe(true);
    expect(report.monthly.reduce((sum, m) => sum + m.orders, 0)).toBe(24);
    // Seeded orders run up to today: the month always has some.
    expect(report.popularProducts.length).toBeGreaterThan(0);
    expect(report.engagement.repeatClients!.sharePercent).toBeGreaterThan(0);
    expect(report.engagement.averageOrder!.valueMinor).toBeGreaterThan(0);
    // The showroom's 3,670 reviews, and three bookings answered after 40, 95 and 180 minutes.
    expect(report.engagement.satisfaction).toEqual({ reviews: 3670, average: 4.9 });
    expect(report.engagement.responseTime).toEqual({ bookings: 3, medianMinutes: 95 });

    const csv = await t.request('/demo/v1/analytics/export.csv?months=3');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="rapport-analytique-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });

  it('refuses every write, and nothing changes', async () => {
    const res = await t.request('/demo/v1/clients', { method: 'POST', body: { name: 'Intruder' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'demo_read_only' } });
    expect(await (await t.request('/demo/v1/clients/stats')).json()).toMatchObject({ total: 156 });
    for (const path of ['/orders', '/invoices', '/appointments']) {
      const write = await t.request(`/demo/v1${path}`, { method: 'POST', body: {} });
      expect(write.status, path).toBe(403);
    }
    expect(await (await t.request('/demo/v1/orders/stats')).json()).toMatchObject({ pending: 4 });
  });

  it('shows the demo business only, whatever business is named', async () => {
    const other = await t.createUser('Private Shop');
    const res = await t.request('/demo/v1/me', { headers: { 'x-business-id': other.businessId } });
    expect(await res.json()).toMatchObject({ business: { slug: 'demo' } });
  });
});

describe('the client demo (/showroom) shows what we sell', () => {
  const widget = async () =>
    (await (await t.request('/v1/showrooms/demo/assistant')).json()) as {
      available: boolean;
      welcome: { fr: string | null; en: string | null } | null;
    };

  it("has the demo jeweller's assistant on, with its welcome", async () => {
    // The demo account's plan, as `npm start` gives it in the local sandbox.
    await ensureDemoSubscriptions(t.db.db, t.deps.stripe, t.deps.sandbox!);
    expect(await widget()).toMatchObject({
      available: true,
      welcome: { fr: expect.stringContaining('Hale & Co.'), en: expect.stringContaining('Hale & Co.') },
    });
  });

  it('an installation seeded before gets it from migration 0044, never over settings already written', async () => {
    const migration = readMigrations().find((m) => m.name.startsWith('0044_'))!;
    await t.db.db.execute(sql`delete from public.assistant_settings
      where business_id = (select id from public.businesses where slug = 'demo')`);
    expect((await widget()).available).toBe(false);
    await t.db.db.execute(sql.raw(migration.sql));
    expect((await widget()).available).toBe(true);

    await t.db.db.execute(sql`update public.assistant_settings set enabled = false
      where business_id = (select id from public.businesses where slug = 'demo')`);
    await t.db.db.execute(sql.raw(migration.sql));
    expect((await widget()).available).toBe(false);
  });
});
