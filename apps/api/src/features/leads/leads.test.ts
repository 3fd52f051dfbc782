import { authUsers, billingSubscriptions } from '@carat/db';
import { seedDemo } from '@carat/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * 'Demandes': a visitor's request or basket, sent through the public showroom, lands in the demo
 * jeweller's inbox; the jeweller searches, answers and converts it into a client and an order, once.
 */

let t: TestContext;
let demo: TestUser;

type Json = Record<string, unknown> & {
  items?: Record<string, unknown>[];
  error?: { code: string; fields?: Record<string, string> };
};
const json = async (res: Response) => (await res.json()) as Json;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db.db, { env: 'test' });
  const [user] = await t.db.db.select().from(authUsers).where(eq(authUsers.email, 'demo@jeweller.test'));
  await t.db.db.insert(billingSubscriptions).values({
    id: 'sub_demo_leads',
    userId: user!.id,
    stripeCustomerId: 'cus_demo_leads',
    status: 'active',
    plan: 'DIAMOND',
    interval: 'monthly',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  demo = { id: user!.id, email: user!.email!, businessId: '', token: await t.token(user!.id) };
});
afterAll(() => t?.close());

const get = async (user: TestUser, path: string) => {
  const res = await t.request(path, { token: user.token });
  expect(res.status, path).toBe(200);
  return json(res);
};
const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.request(path, { method, token: user.token, body });

/** A visitor's submission through the public showroom; the new lead's id. */
async function visitorSends(path: 'custom-requests' | 'enquiries', body: Record<string, unknown>) {
  const res = await t.request(`/v1/showrooms/demo/${path}`, { method: 'POST', body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await json(res)).id as string;
}

let requestId: string;
let basketId: string;

describe('the inbox', () => {
  it("shows a visitor's custom request first, with the tiles counting it", async () => {
    const before = await get(demo, '/v1/leads/stats');
    requestId = await visitorSends('custom-requests', {
      name: 'Ada Lovelace',
      email: 'Ada.Lovelace@example.com',
      phone: '+44 20 7946 0999',
      message: '\nUne bague émeraude taille 54\nAvec un anneau fin',
      budget: '£2,000',
    });
    const list = await get(demo, '/v1/leads');
    expect(list.items?.[0]).toMatchObject({
      id: requestId,
      kind: 'custom',
      name: 'Ada Lovelace',
      status: 'new',
      headline: 'Une bague émeraude taille 54',
      pieceCount: 0,
      orderId: null,
    });
    const after = await get(demo, '/v1/leads/stats');
    expect(after.new).toBe((before.new as number) + 1);
    expect(after.thisMonth).toBe((before.thisMonth as number) + 1);
    // The seed's leads: every status, some of them this month.
    expect(before).toMatchObject({ new: 3, contacted: 2, closed: 2 });
  });

  it('shows a basket with its pieces, their choices and prices, and the client the email belongs to', async () => {
    basketId = await visitorSends('enquiries', {
      name: 'Sophie M.',
      email: 'SOPHIE.MARTIN@example.com',
      message: 'Pour Noël',
      items: [
        { ref: 1, size: '20"', colour: 'Or blanc', engraving: 'Pour S.' },
        { ref: 5, size: '22"', colour: 'Or jaune' },
      ],
    });
    const lead = await get(demo, `/v1/leads/${basketId}`);
    expect(lead).toMatchObject({
      kind: 'basket',
      headline: 'Cuban Link Chain 18K, Chaîne Corde 14K',
      pieceCount: 2,
      message: 'Pour Noël',
      client: { name: 'Sophie Martin' },
      order: null,
    });
    expect(lead.items).toMatchObject([
      { ref: 1, name: 'Cuban Link Chain 18K', priceMinor: 1_500_000, currency: 'GBP', engraving: 'Pour S.' },
      { ref: 5, size: '22"', colour: 'Or jaune', engraving: null },
    ]);
    // A visitor not in the book has no client yet.
    expect((await get(demo, `/v1/leads/${requestId}`)).client).toBeNull();
  });

  it('searches names, emails, messages and pieces without case or accents; filters status and kind; pages', async () => {
    const names = async (query: string) =>
      ((await get(demo, `/v1/leads?${query}`)).items ?? []).map((lead) => lead.name);
    expect(await names('q=EMERAUDE')).toEqual(['Ada Lovelace']);
    expect(await names('q=lovelace%40example')).toEqual(['Ada Lovelace']);
    expect(await names('q=chaine%20corde')).toEqual(['Sophie M.', 'Priya Shah']);
    expect(await names('q=saphir')).toEqual(['Nia Okafor']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('kind=custom&status=contacted')).toEqual(['Sophie Martin']);
    const baskets = (await get(demo, '/v1/leads?kind=basket')).items ?? [];
    expect(baskets.every((lead) => lead.kind === 'basket')).toBe(true);
    const page = await get(demo, '/v1/leads?pageSize=2&page=2');
    expect(page).toMatchObject({ total: 9, totalIsExact: true, page: 2 });
    expect(page.items).toHaveLength(2);
    const bad = await send(demo, 'GET', '/v1/leads?status=won');
    expect(bad.status).toBe(422);
  });

  it('marks a lead contacted, keeps a private note, and says what is wrong in French', async () => {
    const res = await send(demo, 'PATCH', `/v1/leads/${requestId}`, {
      status: 'contacted',
      note: 'Appelée le matin',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'contacted', note: 'Appelée le matin' });
    expect((await get(demo, '/v1/leads?status=contacted')).items?.map((l) => l.id)).toContain(requestId);
    const wrong = await send(demo, 'PATCH', `/v1/leads/${requestId}`, { status: 'won' });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).error?.fields).toEqual({ status: 'Statut inconnu' });
  });
});

describe("'Créer la commande'", () => {
  it('creates the client and an order from a request, once; the lead closes and names the order', async () => {
    const clientsBefore = (await get(demo, '/v1/clients/stats')).total as number;
    const res = await send(demo, 'POST', `/v1/leads/${requestId}/convert`);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const order = await json(res);
    expect(order).toMatchObject({
      clientName: 'Ada Lovelace',
      item: 'Une bague émeraude taille 54',
      stage: 'enquiry',
      status: 'pending',
      amountMinor: 0,
      client: { email: 'Ada.Lovelace@example.com', phone: '+44 20 7946 0999' },
    });
    expect(order.notes).toContain('Budget : £2,000');
    expect(order.notes).toContain('Avec un anneau fin');
    expect((await get(demo, '/v1/clients/stats')).total).toBe(clientsBefore + 1);
    const lead = await get(demo, `/v1/leads/${requestId}`);
    expect(lead).toMatchObject({
      status: 'closed',
      orderId: order.id,
      order: { id: order.id, number: order.number },
      client: { id: (order.client as { id: string }).id, name: 'Ada Lovelace' },
    });

    const again = await send(demo, 'POST', `/v1/leads/${requestId}/convert`);
    expect(again.status).toBe(409);
    expect((await json(again)).error?.code).toBe('already_converted');
    const reopen = await send(demo, 'PATCH', `/v1/leads/${requestId}`, { status: 'new' });
    expect(reopen.status).toBe(409);
    // Only one order came of it.
    const orders = await get(demo, '/v1/orders?q=lovelace');
    expect(orders.total).toBe(1);
  });

  it('orders a basket for the client of the book with its email, the pieces named, in English on request', async () => {
    const clientsBefore = (await get(demo, '/v1/clients/stats')).total as number;
    const res = await send(demo, 'POST', `/v1/leads/${basketId}/convert`, { locale: 'en' });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(order).toMatchObject({
      clientName: 'Sophie Martin',
      item: 'Cuban Link Chain 18K, Chaîne Corde 14K',
      size: null,
    });
    expect(order.notes).toContain('- Cuban Link Chain 18K (ref. 1) — 20", Or blanc, “Pour S.” — £15,000');
    expect((await get(demo, '/v1/clients/stats')).total).toBe(clientsBefore);
  });

  it('gives the order the size, colour and engraving of a single piece', async () => {
    const id = await visitorSends('enquiries', {
      name: 'Leo Hart',
      email: 'leo.hart@example.com',
      items: [{ ref: 1, size: '22"', colour: 'Or rose', engraving: 'L & M' }],
    });
    const order = await json(await send(demo, 'POST', `/v1/leads/${id}/convert`, {}));
    expect(order).toMatchObject({
      item: 'Cuban Link Chain 18K',
      size: '22"',
      metal: 'Or rose',
      engraving: 'L & M',
    });
  });
});

describe('two conversions at once', () => {
  it('make one order: the other answers 409 already_converted', async () => {
    const { rows } = await t.db.pool.query<{ id: string }>(
      `insert into public.showroom_leads (business_id, kind, name, email, message)
       select id, 'custom', 'Race Visitor', 'race@example.com', 'Une alliance' from public.businesses
        where slug = 'demo' returning id`,
    );
    const id = rows[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(demo, 'POST', `/v1/leads/${id}/convert`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect((await get(demo, '/v1/orders?q=race%20visitor')).total).toBe(1);
  });
});

describe('isolation and the demo', () => {
  it("never shows another business's leads, nor lets it act on them", async () => {
    const other = await t.createUser('Other jeweller');
    expect((await get(other, '/v1/leads')).items).toEqual([]);
    expect(await get(other, '/v1/leads/stats')).toEqual({ new: 0, contacted: 0, closed: 0, thisMonth: 0 });
    for (const [method, path] of [
      ['GET', `/v1/leads/${basketId}`],
      ['PATCH', `/v1/leads/${basketId}`],
      ['POST', `/v1/leads/${basketId}/convert`],
    ] as const) {
      const res = await send(other, method, path, method === 'PATCH' ? { status: 'closed' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await t.request('/v1/leads')).status).toBe(401);
  });

  it('shows the demo jeweller’s leads in the public demo, read-only', async () => {
    const list = (await (await t.request('/demo/v1/leads?pageSize=3')).json()) as Json;
    expect(list.items).toHaveLength(3);
    const newOne = (await (await t.request('/demo/v1/leads?status=new')).json()) as Json;
    const id = newOne.items![0]!.id as string;
    expect((await t.request(`/demo/v1/leads/${id}`)).status).toBe(200);
    expect((await t.request('/demo/v1/leads/stats')).status).toBe(200);
    for (const [method, body] of [
      ['POST', undefined],
      ['PATCH', { status: 'contacted' }],
    ] as const) {
      const path = method === 'POST' ? `/demo/v1/leads/${id}/convert` : `/demo/v1/leads/${id}`;
      const res = await t.request(path, { method, body });
      expect(res.status).toBe(403);
      expect((await json(res)).error?.code).toBe('demo_read_only');
    }
    expect(((await (await t.request(`/demo/v1/leads/${id}`)).json()) as Json).status).toBe('new');
  });
});

describe('actions', () => {
  it('answers what each lead allows next, in the inbox and the detail, and refuses the rest', async () => {
    const id = await visitorSends('custom-requests', {
      name: 'Mara Quist',
      email: 'mara.quist@example.com',
      message: 'Une bague de fiançailles',
    });
    const fresh = await get(demo, `/v1/leads/${id}`);
    expect(fresh.actions).toEqual(['mark_contacted', 'close', 'convert', 'edit_note']);
    const inbox = await get(demo, '/v1/leads?q=mara%20quist');
    expect(inbox.items?.[0]?.actions).toEqual(fresh.actions);

    const contacted = await json(await send(demo, 'PATCH', `/v1/leads/${id}`, { status: 'contacted' }));
    expect(contacted.actions).toEqual(['close', 'convert', 'edit_note']);
    // A contacted lead is closed, not made new again; asking for the status it has changes nothing.
    const back = await send(demo, 'PATCH', `/v1/leads/${id}`, { status: 'new' });
    expect(back.status).toBe(409);
    expect((await json(back)).error?.code).toBe('invalid_status_move');
    expect((await send(demo, 'PATCH', `/v1/leads/${id}`, { status: 'contacted' })).status).toBe(200);
    const closed = await json(await send(demo, 'PATCH', `/v1/leads/${id}`, { status: 'closed' }));
    expect(closed.actions).toEqual(['reopen', 'convert', 'edit_note']);

    expect((await send(demo, 'POST', `/v1/leads/${id}/convert`)).status).toBe(201);
    const converted = await get(demo, `/v1/leads/${id}`);
    expect(converted.actions).toEqual(['edit_note']);
    expect((await send(demo, 'PATCH', `/v1/leads/${id}`, { note: 'Commande passée' })).status).toBe(200);
  });
});
