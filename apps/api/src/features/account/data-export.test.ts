import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_QUEUE } from '#api/features/account/data-export.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let a: TestUser;
let b: TestUser;
const clientsOf: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestContext();
  a = await t.createUser('Atelier Export');
  b = await t.createUser('Maison Autre');
  for (const user of [a, b]) {
    clientsOf[user.id] = [];
    for (const name of ['Alice', 'Bruno']) {
      const { rows } = await t.db.pool.query<{ id: string }>(
        'insert into public.clients (business_id, name) values ($1, $2) returning id',
        [user.businessId, `${name} de ${user === a ? 'Export' : 'Autre'}`],
      );
      clientsOf[user.id]!.push(rows[0]!.id);
    }
    // An order (its timeline starts with it) for the second client, and an invoice voided by a credit note.
    const post = (path: string, body?: unknown) =>
      t.request(path, { method: 'POST', token: user.token, body });
    const order = await post('/v1/orders', { clientId: clientsOf[user.id]![1], item: 'Bague', price: 1200 });
    expect(order.status).toBe(201);
    const invoice = await post('/v1/invoices', {
      clientName: `Facturé ${user === a ? 'Export' : 'Autre'}`,
      items: [{ description: 'Bague solitaire', quantity: 1, price: '1200' }],
    });
    expect(invoice.status).toBe(201);
    const { id } = (await invoice.json()) as { id: string };
    expect((await post(`/v1/invoices/${id}/issue`)).status).toBe(200);
    expect((await post(`/v1/invoices/${id}/void`, { reason: 'Erreur' })).status).toBe(200);
    // The counter: a service job taken in for the second client, and a valuation of it.
    const repair = await post('/v1/repairs', {
      clientId: clientsOf[user.id]![1],
      piece: { type: 'ring', marks: ['hallmark'] },
      declaredValueMinor: 90_000,
      work: [{ label: 'Mise à taille', priceMinor: 4_500 }],
    });
    expect(repair.status).toBe(201);
    const valuation = await post('/v1/valuations', {
      clientId: clientsOf[user.id]![1],
      repairId: ((await repair.json()) as { id: string }).id,
      description: 'Bague',
      replacementValueMinor: 150_000,
      valuerName: 'Expert',
    });
    expect(valuation.status).toBe(201);
  }
});
afterAll(() => t?.close());

/** Runs the export job and the email queue; the link of the last email to `to`. */
async function linkFor(to: string): Promise<string> {
  await t.deps.jobs.drain(DATA_EXPORT_QUEUE);
  await t.deps.jobs.drain('email.send');
  const mail = t.deps.mailer.outbox.filter((m) => m.to === to).at(-1);
  const link = mail && /https?:\/\/\S+\/exports\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no export link sent to ${to}`);
  return link;
}

const download = (link: string) => t.app.request(new URL(link).pathname);

describe('full export (Settings → Compte → Exporter mes données)', () => {
  it('builds the ZIP as a job with progress and emails a link to it: this business’s rows, none of another’s', async () => {
    const requested = await t.request('/v1/account/exports', { method: 'POST', token: a.token, body: {} });
    expect(requested.status, await requested.clone().text()).toBe(202);
    const queued = (await requested.json()) as { id: string; status: string; progress: number };
    expect(queued).toMatchObject({ status: 'queued', progress: 0 });

    const link = await linkFor(a.email);
    const status = await t.request(`/v1/account/exports/${queued.id}`, { token: a.token });
    const done = (await status.json()) as {
      status: string;
      progress: number;
      size: number;
      expiresAt: string;
    };
    expect(done).toMatchObject({ status: 'ready', progress: 100 });
    expect(Date.parse(done.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Another business cannot see it.
    expect((await t.request(`/v1/account/exports/${queued.id}`, { token: b.token })).status).toBe(404);

    const res = await download(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const clients = JSON.parse(strFromU8(entries['clients.json']!)) as { id: string }[];
    expect(clients.map((c) => c.id).sort()).toEqual([...clientsOf[a.id]!].sort());
    const text = Object.values(entries)
      .map((d) => strFromU8(d))
      .join('\n');
    expect(text).not.toContain(b.businessId);
    expect(text).not.toContain('Maison Autre');
    expect(entries['orders.csv']).toBeDefined();
    // Every table of the business, as JSON and CSV; the order with its timeline; the invoice and its
    // credit note, in the tables and as PDFs.
    const rowsOf = (table: string) =>
      JSON.parse(strFromU8(entries[`${table}.json`]!)) as Record<string, unknown>[];
    expect(rowsOf('orders')).toHaveLength(1);
    expect(rowsOf('order_events').length).toBeGreaterThan(0);
    expect(rowsOf('invoices')).toHaveLength(1);
    expect(rowsOf('credit_notes')).toHaveLength(1);
    expect(rowsOf('invoice_lines')).toHaveLength(1);
    expect(rowsOf('repairs')).toHaveLength(1);
    expect(rowsOf('repair_events').length).toBeGreaterThan(0);
    expect(rowsOf('valuations')).toHaveLength(1);
    const pdfs = Object.keys(entries).filter((name) => name.startsWith('pdfs/'));
    expect(pdfs).toHaveLength(2);
    for (const name of pdfs) expect(strFromU8(entries[name]!.subarray(0, 5))).toBe('%PDF-');
    expect(strFromU8(entries['invoices.csv']!)).toContain('Facturé Export');
    const owned = await t.db.pool.query<{ table_name: string }>(
      `select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'business_id' and table_name <> 'data_exports'
          and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`,
    );
    for (const { table_name } of owned.rows) {
      const { rows } = await t.db.pool.query<{ n: number }>(
        `select count(*)::int as n from public."${table_name}" where business_id = $1`,
        [a.businessId],
      );
      expect(rowsOf(table_name), table_name).toHaveLength(rows[0]!.n);
      expect(entries[`${table_name}.csv`], table_name).toBeDefined();
    }
  });

  it('exports one client for their access request, and never another business’s client', async () => {
    const other = await t.request('/v1/account/exports', {
      method: 'POST',
      token: a.token,
      body: { clientId: clientsOf[b.id]![0] },
    });
    expect(other.status).toBe(404);
    const res = await t.request('/v1/account/exports', {
      method: 'POST',
      token: a.token,
      body: { clientId: clientsOf[a.id]![1] },
    });
    expect(res.status).toBe(202);
    const entries = unzipSync(new Uint8Array(await (await download(await linkFor(a.email))).arrayBuffer()));
    const clients = JSON.parse(strFromU8(entries['clients.json']!)) as { id: string; name: string }[];
    expect(clients.map((c) => c.name)).toEqual(['Bruno de Export']);
    expect(entries['businesses.json']).toBeUndefined();
    // Their order and its timeline come along; nobody else's rows.
    const orders = JSON.parse(strFromU8(entries['orders.json']!)) as { client_id: string }[];
    expect(orders.map((o) => o.client_id)).toEqual([clientsOf[a.id]![1]]);
    expect(JSON.parse(strFromU8(entries['order_events.json']!)).length).toBeGreaterThan(0);
    // So do their service job with its timeline, and their valuation.
    expect(JSON.parse(strFromU8(entries['repairs.json']!))).toHaveLength(1);
    expect(JSON.parse(strFromU8(entries['repair_events.json']!)).length).toBeGreaterThan(0);
    expect(JSON.parse(strFromU8(entries['valuations.json']!))).toHaveLength(1);
    const text = Object.values(entries)
      .map((d) => strFromU8(d))
      .join('\n');
    expect(text).not.toContain('Alice de Export');
    expect(text).not.toContain('Facturé Export');
  });

  it('the link expires: 404 after 7 days, and for a made-up token', async () => {
    await t.request('/v1/account/exports', { method: 'POST', token: a.token, body: {} });
    const link = await linkFor(a.email);
    expect((await download(link)).status).toBe(200);
    await t.db.pool.query(
      `update public.data_exports set expires_at = now() - interval '1 second' where business_id = $1`,
      [a.businessId],
    );
    expect((await download(link)).status).toBe(404);
    expect((await t.app.request('/exports/made-up-token-made-up-token-123')).status).toBe(404);
  });
});
