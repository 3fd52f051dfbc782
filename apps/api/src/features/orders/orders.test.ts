import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Orders Owner');
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  items?: Record<string, unknown>[];
  events?: Record<string, unknown>[];
  invoices?: Record<string, unknown>[];
  error?: { code: string; fields?: Record<string, string> };
};
const json = async (res: Response) => (await res.json()) as Json;
const year = new Date().getUTCFullYear();

async function post(user: TestUser, path: string, body?: unknown) {
  return t.request(path, { method: 'POST', token: user.token, body });
}

async function createOrder(user: TestUser, body: Record<string, unknown>) {
  const res = await post(user, '/v1/orders', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json(res);
}

async function addClient(user: TestUser, body: Record<string, unknown>) {
  const res = await post(user, '/v1/clients', body);
  expect(res.status).toBe(201);
  return json(res);
}

async function rowCount(table: string, businessId: string) {
  const { rows } = await t.db.pool.query(
    `select count(*)::int as n from public.${table} where business_id = $1`,
    [businessId],
  );
  return rows[0].n as number;
}

describe('orders', () => {
  it('creates an order with a new client in one go, numbered per business and year', async () => {
    const user = await t.createUser('Numbering');
    const first = await createOrder(user, {
      client: { name: 'Zoë Lefèvre', email: 'zoe@example.com' },
      item: 'Bague solitaire',
      metal: 'Or rose 18k',
      stones: 'Diamant 1 ct',
      size: '54',
      engraving: 'Pour toujours',
      price: '4500',
      deposit: '1350',
      dueDate: '2027-03-01',
      notes: 'Sertissage clos',
    });
    expect(first).toMatchObject({
      number: `ORD-${year}-001`,
      clientName: 'Zoë Lefèvre',
      item: 'Bague solitaire',
      stage: 'enquiry',
      status: 'pending',
      amountMinor: 450_000,
      depositMinor: 135_000,
      currency: 'GBP',
      engraving: 'Pour toujours',
      dueDate: '2027-03-01',
      nextStages: ['consultation'],
      canCancel: true,
    });
    expect(first.events?.map((e) => e.kind)).toEqual(['created']);
    const second = await createOrder(user, {
      clientId: (first.client as { id: string }).id,
      item: 'Chaîne',
      price: 900,
    });
    expect(second.number).toBe(`ORD-${year}-002`);
    // Another business starts its own count.
    const other = await createOrder(owner, { client: { name: 'Someone' }, item: 'Ring', price: 1 });
    expect(other.number).toBe(`ORD-${year}-001`);
  });

  it('refuses another business’s client and writes nothing', async () => {
    const a = await t.createUser('A');
    const b = await t.createUser('B');
    const bClient = await addClient(b, { name: 'B client' });
    const before = await rowCount('orders', a.businessId);
    const res = await post(a, '/v1/orders', { clientId: bClient.id, item: 'Ring', price: 100 });
    expect(res.status).toBe(422);
    expect((await json(res)).error?.fields).toMatchObject({ clientId: 'Unknown client' });
    expect(await rowCount('orders', a.businessId)).toBe(before);
    // A refused new client is not left behind either.
    const bad = await post(a, '/v1/orders', {
      client: { name: 'Half' },
      item: 'Ring',
      price: 100,
      deposit: 200,
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error?.fields).toEqual({ deposit: "L'acompte ne peut pas dépasser le prix" });
    expect(await rowCount('clients', a.businessId)).toBe(0);
  });

  it('searches number, client and item without case or accents, filters, sorts and pages', async () => {
    const user = await t.createUser('Search');
    const zoe = await addClient(user, { name: 'Zoë Lefèvre' });
    const hugo = await addClient(user, { name: 'Hugo Moreau' });
    await createOrder(user, { clientId: zoe.id, item: 'Bague Émeraude', price: 3000 });
    await createOrder(user, { clientId: hugo.id, item: 'Chaîne tennis', price: 1000, stage: 'design' });
    await createOrder(user, { clientId: hugo.id, item: 'Pendentif cœur', price: 2000 });
    const names = async (query: string) =>
      ((await json(await t.request(`/v1/orders?${query}`, { token: user.token }))).items ?? []).map(
        (o) => o.item,
      );
    expect(await names('q=EMERAUDE')).toEqual(['Bague Émeraude']);
    expect(await names('q=lefevre')).toEqual(['Bague Émeraude']);
    expect(await names(`q=ORD-${year}-002`)).toEqual(['Chaîne tennis']);
    expect(await names('q=moreau&sort=amount-desc')).toEqual(['Pendentif cœur', 'Chaîne tennis']);
    expect(await names('status=in-progress')).toEqual(['Chaîne tennis']);
    expect(await names('sort=amount-asc&pageSize=2&page=2')).toEqual(['Bague Émeraude']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`clientId=${zoe.id}`)).toEqual(['Bague Émeraude']);
    const page = await json(await t.request('/v1/orders?pageSize=2', { token: user.token }));
    expect(page).toMatchObject({ total: 3, totalIsExact: true, page: 1, pageSize: 2 });
    // Renaming the client is found at once.
    await t.request(`/v1/clients/${zoe.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { name: 'Zoë Martin' },
    });
    expect(await names('q=martin')).toEqual(['Bague Émeraude']);
  });

  it('moves through the workshop stages in order, keeping every change in the timeline', async () => {
    const user = await t.createUser('Workshop');
    const order = await createOrder(user, {
      client: { name: 'Amélie Laurent', email: 'amelie@example.com' },
      item: 'Alliance',
      price: 1200,
      deposit: 300,
    });
    const move = (stage: string, extra: Record<string, unknown> = {}) =>
      post(user, `/v1/orders/${order.id}/stage`, { stage, ...extra });

    const skip = await move('casting');
    expect(skip.status).toBe(409);
    expect((await json(skip)).error?.code).toBe('invalid_stage_move');

    for (const stage of ['consultation', 'quote']) expect((await move(stage)).status).toBe(200);
    const atDeposit = await json(await move('deposit', { note: 'Acompte reçu en boutique' }));
    expect(atDeposit).toMatchObject({ stage: 'deposit', status: 'pending' });
    // The deposit stage drafts the deposit invoice.
    expect(atDeposit.invoices).toEqual([
      expect.objectContaining({ kind: 'deposit', status: 'draft', totalMinor: 36_000, number: null }),
    ]);
    const design = await json(await move('design'));
    expect(design).toMatchObject({ status: 'in-progress', nextStages: ['cad-approval'] });
    await move('cad-approval');
    // The client sends the CAD back: design again, then approved.
    expect((await json(await move('design'))).stage).toBe('design');
    const timeline = await json(await t.request(`/v1/orders/${order.id}`, { token: user.token }));
    const moves = timeline.events
      ?.filter((e) => e.kind === 'stage')
      .map((e) => `${e.fromStage}→${e.toStage}`);
    expect(moves).toEqual([
      'cad-approval→design',
      'design→cad-approval',
      'deposit→design',
      'quote→deposit',
      'consultation→quote',
      'enquiry→consultation',
    ]);
    expect(timeline.events?.find((e) => e.toStage === 'deposit')?.note).toBe('Acompte reçu en boutique');
    expect(timeline.events?.some((e) => e.kind === 'invoice')).toBe(true);
  });

  it('emails the client in their language when asked, queued with the change', async () => {
    const user = await t.createUser('Mailer');
    const order = await createOrder(user, {
      client: { name: 'Oliver Bennett', email: 'oliver@example.com' },
      item: 'Signet ring',
      price: 800,
    });
    t.deps.mailer.outbox.length = 0;
    const res = await post(user, `/v1/orders/${order.id}/stage`, {
      stage: 'consultation',
      notifyClient: true,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect((await json(res)).events?.[0]).toMatchObject({
      kind: 'email',
      detail: { to: 'oliver@example.com' },
    });
    await t.deps.jobs.drain('email.send');
    const mail = t.deps.mailer.outbox.find((m) => m.to === 'oliver@example.com');
    expect(mail?.subject).toBe(`Your order ${order.number}: Consultation`);
    expect(mail?.text).toContain('Signet ring');

    // No email address: refused, and the stage has not moved.
    const silent = await createOrder(user, { client: { name: 'No Mail' }, item: 'Ring', price: 10 });
    const refused = await post(user, `/v1/orders/${silent.id}/stage`, {
      stage: 'consultation',
      notifyClient: true,
    });
    expect(refused.status).toBe(422);
    expect((await json(refused)).error?.fields).toHaveProperty('notifyClient');
    const still = await json(await t.request(`/v1/orders/${silent.id}`, { token: user.token }));
    expect(still.stage).toBe('enquiry');
  });

  it('cancels until the piece is collected, with an optional email', async () => {
    const user = await t.createUser('Cancel');
    const order = await createOrder(user, {
      client: { name: 'Hugo', email: 'hugo@example.com' },
      item: 'Chaîne',
      price: 100,
      stage: 'collected',
    });
    expect(order).toMatchObject({ status: 'completed', canCancel: false });
    expect((await post(user, `/v1/orders/${order.id}/cancel`)).status).toBe(409);
    const other = await createOrder(user, {
      clientId: (order.client as { id: string }).id,
      item: 'Bague',
      price: 100,
    });
    const cancelled = await json(
      await post(user, `/v1/orders/${other.id}/cancel`, {
        reason: 'Client a changé d’avis',
        notifyClient: true,
      }),
    );
    expect(cancelled).toMatchObject({
      stage: 'cancelled',
      status: 'cancelled',
      nextStages: [],
      canCancel: false,
    });
    expect(cancelled.events?.map((e) => e.kind)).toEqual(['email', 'cancelled', 'created']);
    expect((await post(user, `/v1/orders/${other.id}/stage`, { stage: 'consultation' })).status).toBe(409);
    expect(
      (await t.request(`/v1/orders/${other.id}`, { method: 'PATCH', token: user.token, body: { item: 'x' } }))
        .status,
    ).toBe(409);
  });

  it('keeps notes and detail changes in the timeline', async () => {
    const user = await t.createUser('Notes');
    const order = await createOrder(user, { client: { name: 'Léa' }, item: 'Bague', price: 100 });
    const noted = await json(
      await post(user, `/v1/orders/${order.id}/notes`, { note: 'Appel : préfère l’or jaune' }),
    );
    expect(noted.events?.[0]).toMatchObject({ kind: 'note', note: 'Appel : préfère l’or jaune' });
    const patched = await json(
      await t.request(`/v1/orders/${order.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { metal: 'Or jaune 18k', price: '150.50' },
      }),
    );
    expect(patched).toMatchObject({ metal: 'Or jaune 18k', amountMinor: 15_050 });
    expect(patched.events?.[0]).toMatchObject({ kind: 'updated', detail: { fields: ['metal', 'price'] } });
    const tooMuch = await t.request(`/v1/orders/${order.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { deposit: 200 },
    });
    expect(tooMuch.status).toBe(422);
  });

  it('gives the order’s invoice, drafted from the order when there is none, deposits deducted', async () => {
    const user = await t.createUser('Order invoice');
    const order = await createOrder(user, {
      client: { name: 'Sophie Martin', email: 'sophie@example.com' },
      item: 'Bague trilogie',
      metal: 'Platine',
      price: '3000',
      deposit: '600',
      stage: 'deposit',
    });
    const deposit = order.invoices?.[0] as { id: string; kind: string };
    expect(deposit.kind).toBe('deposit');
    // The deposit is received: its invoice is issued and paid.
    expect((await post(user, `/v1/invoices/${deposit.id}/pay`, {})).status).toBe(200);

    const first = await json(await post(user, `/v1/orders/${order.id}/invoice`, {}));
    expect(first).toMatchObject({ created: true, status: 'draft', number: null });
    const again = await json(await post(user, `/v1/orders/${order.id}/invoice`));
    expect(again).toMatchObject({ created: false, invoiceId: first.invoiceId });
    const invoice = await json(await t.request(`/v1/invoices/${first.invoiceId}`, { token: user.token }));
    expect(invoice).toMatchObject({
      kind: 'final',
      orderNumber: order.number,
      clientName: 'Sophie Martin',
      clientEmail: 'sophie@example.com',
      subtotalMinor: 300_000,
      vatMinor: 60_000,
      totalMinor: 360_000,
      depositsDeductedMinor: 72_000, // the deposit invoice: 600 + 20 % VAT
      amountDueMinor: 288_000,
    });
    expect((invoice.lines as { description: string }[])[0]?.description).toBe(
      'Bague trilogie — Métal : Platine',
    );
    const noDeposit = await createOrder(user, {
      clientId: (order.client as { id: string }).id,
      item: 'x',
      price: 1,
    });
    const refused = await post(user, `/v1/orders/${noDeposit.id}/invoice`, { kind: 'deposit' });
    expect(refused.status).toBe(422);
  });

  it('attaches reference images of its own business only', async () => {
    const user = await t.createUser('Images');
    const other = await t.createUser('Images other');
    const upload = async (u: TestUser) => {
      const res = await t.request('/v1/files?kind=reference', {
        method: 'POST',
        token: u.token,
        headers: { 'content-type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2" height="2"/></svg>',
      });
      return (await json(res)).id as string;
    };
    const mine = await upload(user);
    const theirs = await upload(other);
    const order = await createOrder(user, {
      client: { name: 'C' },
      item: 'Bague',
      price: 1,
      imageFileIds: [mine],
    });
    // An SVG is kept as the PNG it is drawn to (ADR 045).
    expect(order.images).toEqual([expect.objectContaining({ id: mine, contentType: 'image/png' })]);
    const refused = await post(user, '/v1/orders', {
      client: { name: 'C' },
      item: 'x',
      price: 1,
      imageFileIds: [theirs],
    });
    expect(refused.status).toBe(422);
  });

  it('computes the four cards from the business’s own orders', async () => {
    const user = await t.createUser('Cards');
    const client = await addClient(user, { name: 'Client' });
    const make = (stage: string, price: number) =>
      createOrder(user, { clientId: client.id, item: stage, price, stage });
    await make('collected', 1000);
    await make('ready-for-collection', 500.5);
    await make('casting', 200);
    await make('quote', 50);
    const cancelled = await make('enquiry', 999);
    await post(user, `/v1/orders/${cancelled.id}/cancel`);
    await createOrder(owner, { client: { name: 'Noise' }, item: 'x', price: 100_000, stage: 'collected' });
    const stats = await json(await t.request('/v1/orders/stats', { token: user.token }));
    expect(stats).toEqual({
      completed: 2,
      inProgress: 1,
      pending: 1,
      cancelled: 1,
      revenueMinor: 150_050,
      currency: 'GBP',
    });
  });
});

describe('actions', () => {
  it('answers what each order allows next, in the table and the detail, and refuses the rest', async () => {
    const user = await t.createUser('Order actions');
    const order = await createOrder(user, { client: { name: 'Ida Voss' }, item: 'Bague', price: 1000 });
    expect(order.actions).toEqual([
      'move_stage',
      'cancel',
      'edit',
      'add_note',
      'create_invoice',
      'download_invoice',
    ]);
    const withDeposit = await createOrder(user, {
      client: { name: 'Ida Voss' },
      item: 'Collier',
      price: 2000,
      deposit: 500,
    });
    expect(withDeposit.actions).toContain('create_deposit_invoice');
    // Once the final invoice is drafted, it is opened rather than drafted again.
    await post(user, `/v1/orders/${order.id}/invoice`, {});
    const list = await json(await t.request('/v1/orders', { token: user.token }));
    const row = list.items?.find((item) => item.id === order.id);
    expect(row?.actions).toEqual(['move_stage', 'cancel', 'edit', 'add_note', 'download_invoice']);
    const detail = await json(await t.request(`/v1/orders/${order.id}`, { token: user.token }));
    expect(detail.actions).toEqual(row?.actions);

    const cancelled = await json(await post(user, `/v1/orders/${withDeposit.id}/cancel`, {}));
    expect(cancelled.actions).toEqual(['add_note']);
    const patch = await t.request(`/v1/orders/${withDeposit.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { item: 'Autre' },
    });
    expect(patch.status).toBe(409);
    // A cancelled order drafts no new invoice; one it already has stays downloadable.
    const refused = await post(user, `/v1/orders/${withDeposit.id}/invoice`, {});
    expect(refused.status).toBe(409);
    expect((await json(refused)).error?.code).toBe('order_cancelled');
    await post(user, `/v1/orders/${order.id}/cancel`, {});
    const kept = await json(await t.request(`/v1/orders/${order.id}`, { token: user.token }));
    expect(kept.actions).toEqual(['add_note', 'download_invoice']);
    expect((await post(user, `/v1/orders/${order.id}/invoice`, {})).status).toBe(200);
  });
});
