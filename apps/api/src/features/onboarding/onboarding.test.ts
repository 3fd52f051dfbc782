import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * The dashboard home's set-up checklist on a business created here: each item ticks
 * itself from what the jeweller did through the API, and another business sees none of it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the route checks its shape.
type Json = Record<string, any>;

async function call(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  return { status: res.status, body: (await res.json()) as Json };
}

async function ok(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await call(user, path, method, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const ticked = (checklist: Json) =>
  (checklist.items as { id: string; done: boolean }[]).filter((i) => i.done).map((i) => i.id);

describe('onboarding checklist', () => {
  it('ticks each item from the business’s own rows, and is put away only once complete', async () => {
    const user = await t.createUser('Maison Onboarding');
    const other = await t.createUser('Maison Voisine');

    const fresh = await ok(user, '/v1/onboarding');
    expect(ticked(fresh)).toEqual([]);
    expect(fresh).toMatchObject({ done: 0, total: 7, complete: false, dismissed: false });
    expect(fresh.url).toMatch(/\/s\/[a-z0-9-]+$/);
    expect(fresh.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    // Put away too early: refused, nothing changes.
    const early = await call(user, '/v1/onboarding', 'PATCH', { dismissed: true });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid_status_move');

    const { rows } = await t.db.pool.query<{ id: string }>(
      `insert into public.products (business_id, name, price_minor, category, published)
       values ($1, 'Bague Aurore', 120000, 'RINGS', true) returning id`,
      [user.businessId],
    );
    await ok(user, '/v1/collections', 'POST', { nameFr: 'Mariage', productIds: [rows[0]!.id] });
    await ok(user, '/v1/collaborations', 'POST', { title: 'Gala', celebrity: 'A. Star', year: 2024 });
    const services = await ok(user, '/v1/services');
    const first = services.items[0];
    await ok(user, '/v1/services', 'PUT', {
      services: [
        {
          type: first.type,
          enabled: true,
          minDurationMinutes: first.minDurationMinutes,
          maxDurationMinutes: 45,
          minPriceMinor: 0,
          maxPriceMinor: 5000,
          currency: 'EUR',
          depositMinor: 0,
        },
      ],
    });
    await ok(user, '/v1/availability', 'PUT', {
      weekly: [{ weekday: 1, times: ['10:00'] }],
      closedDates: [],
      bufferMinutes: 0,
    });
    await ok(user, '/v1/showroom/settings', 'PATCH', { foundedYear: 1998 });
    const midway = await ok(user, '/v1/onboarding');
    expect(ticked(midway)).toEqual(['pieces', 'collection', 'collaboration', 'services', 'customise']);

    await ok(user, '/v1/showroom/page/publish', 'POST');
    await ok(user, '/v1/onboarding', 'PATCH', { linkShared: true });
    const complete = await ok(user, '/v1/onboarding');
    expect(complete).toMatchObject({ done: 7, complete: true, dismissed: false });

    // Another business sees none of it.
    const neighbour = await ok(other, '/v1/onboarding');
    expect(ticked(neighbour)).toEqual([]);
    expect(neighbour.url).not.toBe(complete.url);

    const dismissed = await ok(user, '/v1/onboarding', 'PATCH', { dismissed: true });
    expect(dismissed.dismissed).toBe(true);
    expect((await ok(user, '/v1/onboarding')).dismissed).toBe(true);
    expect((await ok(other, '/v1/onboarding')).dismissed).toBe(false);
  });

  it('refuses an unknown change', async () => {
    const user = await t.createUser('Maison Refus');
    const bad = await call(user, '/v1/onboarding', 'PATCH', { dismissed: false });
    expect(bad.status).toBe(422);
  });
});
