import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Test');
});
afterAll(() => t?.close());

const json = async (res: Response) =>
  (await res.json()) as Record<string, unknown> & { items?: Record<string, unknown>[] };

async function addClient(user: TestUser, body: Record<string, unknown>) {
  const res = await t.request('/v1/clients', { method: 'POST', token: user.token, body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json(res);
}

describe('clients', () => {
  it('creates, reads, updates and deletes a client', async () => {
    const created = await addClient(owner, {
      name: '  Éloïse Duchêne ',
      email: 'eloise@example.com',
      phone: '+44 20 7946 0999',
      status: 'vip',
      ringSizes: [{ finger: 'left ring', diameterMm: 17.3 }],
      birthday: '1991-02-03',
      rating: 5,
    });
    expect(created).toMatchObject({
      name: 'Éloïse Duchêne',
      status: 'vip',
      ordersCount: 0,
      totalSpentMinor: 0,
    });

    const read = await json(await t.request(`/v1/clients/${created.id}`, { token: owner.token }));
    expect(read).toMatchObject({
      email: 'eloise@example.com',
      birthday: '1991-02-03',
      ringSizes: [{ diameterMm: 17.3 }],
    });

    const patched = await t.request(`/v1/clients/${created.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { status: 'active', email: '', notes: 'Prefers white gold' },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ status: 'active', email: null, notes: 'Prefers white gold' });

    expect(
      (await t.request(`/v1/clients/${created.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204);
    expect((await t.request(`/v1/clients/${created.id}`, { token: owner.token })).status).toBe(404);
  });

  it('searches name, email and phone without case or accents, and filters by status', async () => {
    const user = await t.createUser();
    await addClient(user, {
      name: 'Zoë Lefèvre',
      email: 'zoe@example.com',
      phone: '+33 6 11 22 33 44',
      status: 'vip',
    });
    await addClient(user, { name: 'Hélène Dupré', email: 'helene@example.com', status: 'new' });
    await addClient(user, {
      name: 'John Smith',
      email: 'js@example.org',
      phone: '07700 900123',
      status: 'active',
    });

    const search = async (query: string) => {
      const body = await json(await t.request(`/v1/clients?${query}`, { token: user.token }));
      return (body.items ?? []).map((c) => c.name);
    };
    expect(await search('q=LEFEV')).toEqual(['Zoë Lefèvre']);
    expect(await search('q=zoe')).toEqual(['Zoë Lefèvre']);
    expect(await search('q=hélène')).toEqual(['Hélène Dupré']);
    expect(await search('q=HELENE')).toEqual(['Hélène Dupré']);
    expect(await search('q=example.org')).toEqual(['John Smith']);
    expect(await search('q=900123')).toEqual(['John Smith']);
    expect(await search('q=33611')).toEqual(['Zoë Lefèvre']);
    expect(await search('q=%25')).toEqual([]);
    expect(await search('status=new')).toEqual(['Hélène Dupré']);
    expect(await search('q=nobody')).toEqual([]);
  });

  it('paginates in name order with the total', async () => {
    const user = await t.createUser();
    for (const name of ['Charlie', 'alice', 'Bob', 'dave', 'Eve']) await addClient(user, { name });
    const page1 = await json(await t.request('/v1/clients?pageSize=2&page=1', { token: user.token }));
    const page3 = await json(await t.request('/v1/clients?pageSize=2&page=3', { token: user.token }));
    expect(page1.total).toBe(5);
    expect(page1.items?.map((c) => c.name)).toEqual(['alice', 'Bob']);
    expect(page3.items?.map((c) => c.name)).toEqual(['Eve']);
  });

  it('computes the tiles from data: total, VIP, new and average spend', async () => {
    const user = await t.createUser();
    const vip = await addClient(user, { name: 'Vip One', status: 'vip' });
    const other = await addClient(user, { name: 'Active One', status: 'active' });
    await addClient(user, { name: 'New One', status: 'new' });
    // Orders arrive with the orders feature; here they are written directly under the user's business.
    await t.db.pool.query(
      `insert into public.orders (business_id, number, client_id, item, status, amount_minor) values
        ($1, 'ORD-2026-001', $2, 'Ring', 'completed', 100000),
        ($1, 'ORD-2026-002', $2, 'Chain', 'completed', 50000),
        ($1, 'ORD-2026-003', $3, 'Watch', 'completed', 30000),
        ($1, 'ORD-2026-004', $3, 'Studs', 'cancelled', 99999)`,
      [user.businessId, vip.id, other.id],
    );
    const stats = await json(await t.request('/v1/clients/stats', { token: user.token }));
    expect(stats).toEqual({ total: 3, vip: 1, new: 1, averageSpendMinor: 90000, currency: 'GBP' });
    const read = await json(await t.request(`/v1/clients/${vip.id}`, { token: user.token }));
    expect(read).toMatchObject({ ordersCount: 2, totalSpentMinor: 150000 });
  });

  it('answers field errors in French and writes nothing', async () => {
    const user = await t.createUser();
    const res = await t.request('/v1/clients', {
      method: 'POST',
      token: user.token,
      body: { name: ' ', email: 'not-an-email', rating: 9, birthday: '2020-02-31' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({
      name: 'Le nom est requis',
      email: 'Email invalide',
      rating: 'La note doit être comprise entre 1 et 5',
      birthday: 'Date invalide (AAAA-MM-JJ)',
    });
    const list = await json(await t.request('/v1/clients', { token: user.token }));
    expect(list.total).toBe(0);
  });
});
