import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const add = (token: string, email: string) =>
  t.request('/v1/team/members', { method: 'POST', token, body: { email } });

describe('team seats', () => {
  it('counts the owner and refuses staff past the plan’s seats (MOISSANITE: 2)', async () => {
    const owner = await t.createUser('Seat Owner', { plan: 'MOISSANITE' });
    const first = await t.createUser('Staff One', { plan: null });
    const second = await t.createUser('Staff Two', { plan: null });
    const res = await add(owner.token, first.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ seats: { used: 2, limit: 2 } });
    const refused = await add(owner.token, second.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'seat_limit', details: { limit: '2' } } });
  });

  it('works for the staff member under the owner’s plan, who cannot add people', async () => {
    const owner = await t.createUser('Diamond Owner', { plan: 'DIAMOND' });
    const staff = await t.createUser('Staff', { plan: null });
    expect((await add(owner.token, staff.email)).status).toBe(201);
    // The staff member acts for the owner's business by naming it.
    const asStaff = { token: staff.token, headers: { 'x-business-id': owner.businessId } };
    expect((await t.request('/v1/clients', asStaff)).status).toBe(200);
    const tryAdd = await t.request('/v1/team/members', {
      ...asStaff,
      method: 'POST',
      body: { email: owner.email },
    });
    expect(tryAdd.status).toBe(403);
    const removed = await t.request(`/v1/team/members/${staff.id}`, { method: 'DELETE', token: owner.token });
    expect(removed.status).toBe(200);
    expect((await t.request('/v1/clients', asStaff)).status).toBe(404);
  });

  it('gives CZ one seat and answers 404 for an unknown email', async () => {
    const owner = await t.createUser('CZ Owner', { plan: 'CZ' });
    expect((await add(owner.token, 'nobody@example.com')).status).toBe(403);
    const bigger = await t.createUser('Bigger', { plan: 'DIAMOND' });
    expect((await add(bigger.token, 'nobody@example.com')).status).toBe(404);
  });
});
