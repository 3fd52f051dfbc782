import { memberships, productPriceChanges } from '@carat/db';
import { METAL_GRADES, metalPriceMinor } from '@carat/domain/metal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Metal prices: rates entered by hand (per gram or per troy ounce), their history, pieces
 * that follow the rate, and the repricing queue — raising the 18k rate by 5 % lists exactly the 18k pieces
 * with the prices the formula gives, applied in one approval and logged. On businesses created here.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;

async function call(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  return { status: res.status, body: (await res.json()) as Json };
}
async function ok(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await call(user, path, method, body);
  expect(res.status, JSON.stringify(res.body)).toBe(method === 'POST' && path === '/v1/products' ? 201 : 200);
  return res.body;
}

async function piece(user: TestUser, name: string, priceMinor: number) {
  return (await ok(user, '/v1/products', 'POST', { nameFr: name, category: 'RINGS', priceMinor }))
    .id as string;
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Bijouterie Or');
  other = await t.createUser('Other Shop');
}, 60_000);
afterAll(() => t?.close());

describe('metal rates', () => {
  it('are set per gram or per troy ounce, converted, and each change is kept', async () => {
    const empty = await ok(owner, '/v1/metal-rates');
    expect(empty).toMatchObject({ rates: [], history: [], provider: { configured: false } });
    const set = await ok(owner, '/v1/metal-rates', 'PUT', {
      rates: [
        { metal: 'gold-18k', buyMinor: 5_500, sellMinor: 6_000 },
        { metal: 'platinum-950', unit: 'troy_ounce', buyMinor: 90_000, sellMinor: 100_000 },
      ],
    });
    const rates = set.rates as Json[];
    expect(rates.map((r) => r.metal)).toEqual(['gold-18k', 'platinum-950']);
    expect(rates[0]).toMatchObject({ fineness: 750, sellPerKgMinor: 6_000_000, sellPerGramMinor: 6_000 });
    // 1000.00 an ounce = 32.15 a gram; the kilogram keeps the precision: 100000 × 10^10 / 311034768
    expect(rates[1]).toMatchObject({
      sellPerKgMinor: 3_215_075,
      sellPerGramMinor: 3_215,
      sellPerTroyOunceMinor: 100_000,
    });
    // Setting the same again changes nothing; a new 18k rate is one more line in the history.
    await ok(owner, '/v1/metal-rates', 'PUT', {
      rates: [{ metal: 'gold-18k', buyMinor: 5_500, sellMinor: 6_000 }],
    });
    const after = await ok(owner, '/v1/metal-rates', 'PUT', {
      rates: [{ metal: 'gold-18k', buyMinor: 5_600, sellMinor: 6_100 }],
    });
    const history = after.history as Json[];
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      metal: 'gold-18k',
      sellPerKgMinor: 6_100_000,
      previousSellPerKgMinor: 6_000_000,
    });
    // Another business sees none of it.
    expect(await ok(other, '/v1/metal-rates')).toMatchObject({ rates: [], history: [] });
  });

  it('refuses a grade it does not know and a metal twice', async () => {
    expect(
      (
        await call(owner, '/v1/metal-rates', 'PUT', {
          rates: [{ metal: 'gold-19k', buyMinor: 1, sellMinor: 1 }],
        })
      ).status,
    ).toBe(422);
    const twice = { metal: 'gold-9k', buyMinor: 1, sellMinor: 1 };
    expect((await call(owner, '/v1/metal-rates', 'PUT', { rates: [twice, twice] })).status).toBe(422);
  });
});

describe('the repricing queue', () => {
  it('lists the 18k pieces with their new prices when the 18k rate rises 5 %, and applies them in one approval', async () => {
    const user = await t.createUser('Atelier Repricing');
    await ok(user, '/v1/metal-rates', 'PUT', {
      rates: [
        { metal: 'gold-18k', buyMinor: 5_000, sellMinor: 6_000 },
        { metal: 'gold-9k', buyMinor: 2_000, sellMinor: 2_500 },
      ],
    });
    const pieces = [
      {
        name: 'Solitaire 18k',
        metal: 'gold-18k',
        weightMg: 3_470,
        labourMinor: 18_000,
        stonesMinor: 95_000,
        rounding: 'minor',
      },
      {
        name: 'Alliance 18k',
        metal: 'gold-18k',
        weightMg: 5_210,
        labourMinor: 12_000,
        stonesMinor: 0,
        rounding: 'ending-99',
      },
      {
        name: 'Chevalière 18k',
        metal: 'gold-18k',
        weightMg: 11_083,
        labourMinor: 25_000,
        stonesMinor: 0,
        rounding: 'ten',
      },
      {
        name: 'Pendentif 9k',
        metal: 'gold-9k',
        weightMg: 2_100,
        labourMinor: 6_000,
        stonesMinor: 0,
        rounding: 'unit',
      },
    ] as const;
    const ids: string[] = [];
    for (const p of pieces) {
      const id = await piece(user, p.name, 1);
      const { name: _, ...pricing } = p;
      await ok(user, `/v1/products/${id}/metal-pricing`, 'PUT', { pricing });
      ids.push(id);
    }
    const priceAt = (p: (typeof pieces)[number], perGram: number) =>
      metalPriceMinor({
        ...p,
        fineness: METAL_GRADES[p.metal],
        sellPerKgMinor: perGram * 1000,
        minorDigits: 2,
      });

    // First: every piece moves from its placeholder price to the rate's; apply them all.
    const first = await ok(user, '/v1/repricing');
    expect((first.items as Json[]).length).toBe(4);
    await ok(user, '/v1/repricing/apply', 'POST', {});
    expect((await ok(user, '/v1/repricing')).items).toEqual([]);
    // 5.21 g × 0.75 × 60.00 = 234.45 + 120.00 = 354.45 → 353.99 (nearer than 354.99)
    expect((await ok(user, `/v1/products/${ids[1]}`)).priceMinor).toBe(35_399);

    // The 18k rate up 5 %: 60.00 → 63.00 a gram.
    await ok(user, '/v1/metal-rates', 'PUT', {
      rates: [{ metal: 'gold-18k', buyMinor: 5_000, sellMinor: 6_300 }],
    });
    const queue = await ok(user, '/v1/repricing');
    const items = queue.items as Json[];
    expect(items.map((i) => i.name)).toEqual(['Solitaire 18k', 'Alliance 18k', 'Chevalière 18k']);
    for (const [i, p] of pieces.slice(0, 3).entries()) {
      const old = priceAt(p, 6_000);
      const next = priceAt(p, 6_300);
      expect(items[i]).toMatchObject({
        oldPriceMinor: old,
        newPriceMinor: next,
        differenceMinor: next - old,
      });
    }
    // By hand: 3.47 × 0.75 × 63.00 = 163.9575 → 163.96 + 180 + 950 = 1 293.96
    expect(items[0]!.newPriceMinor).toBe(129_396);
    // 11.083 × 0.75 × 63 = 523.67175 + 250 = 773.67 → 770
    expect(items[2]!.newPriceMinor).toBe(77_000);

    // Approve one piece only, then the rest.
    const one = await ok(user, '/v1/repricing/apply', 'POST', { productIds: [ids[0]] });
    expect((one.applied as Json[]).map((i) => i.productId)).toEqual([ids[0]]);
    expect((await ok(user, `/v1/products/${ids[0]}`)).priceMinor).toBe(129_396);
    expect(((await ok(user, '/v1/repricing')).items as Json[]).length).toBe(2);
    const rest = await ok(user, '/v1/repricing/apply', 'POST', {});
    expect((rest.applied as Json[]).length).toBe(2);
    expect((await ok(user, `/v1/products/${ids[2]}`)).priceMinor).toBe(77_000);
    expect((await ok(user, '/v1/repricing')).items).toEqual([]);

    // Logged: 4 first + 3 now.
    const logged = await t.asTenant(user, (scope) => scope.tx.select().from(productPriceChanges));
    expect(logged as unknown[]).toHaveLength(7);
  });

  it('refuses another business’s piece, and the rate-following fields of a piece not one’s own', async () => {
    const id = await piece(owner, 'Bague', 10_000);
    const refused = await call(other, '/v1/repricing/apply', 'POST', { productIds: [id] });
    expect(refused.status).toBe(422);
    expect((await call(other, `/v1/products/${id}/metal-pricing`)).status).toBe(404);
    expect(
      (
        await call(other, `/v1/products/${id}/metal-pricing`, 'PUT', {
          pricing: { metal: 'gold-18k', weightMg: 1000 },
        })
      ).status,
    ).toBe(404);
  });

  it('lets staff read and set rates (the catalogue area)', async () => {
    const staff = await t.createUser('Staff', { plan: null });
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    const res = await t.request('/v1/metal-rates', {
      token: staff.token,
      headers: { 'x-business-id': owner.businessId },
    });
    expect(res.status).toBe(200);
  });
});

describe('the design generator’s estimate', () => {
  it('prices its metals at the business’s rates when it has them', async () => {
    const user = await t.createUser('Atelier Design', { plan: 'DIAMOND' });
    const before = (await ok(user, '/v1/designs/settings')).pricing as {
      metalPerGram: Record<string, number>;
    };
    await ok(user, '/v1/metal-rates', 'PUT', {
      rates: [{ metal: 'gold-18k', buyMinor: 5_000, sellMinor: 6_000 }],
    });
    const after = (await ok(user, '/v1/designs/settings')).pricing as {
      metalPerGram: Record<string, number>;
    };
    // 60.00 a gram of fine gold → 45.00 a gram of any 18k; the metals without a rate keep their price.
    expect(after.metalPerGram['yellow-gold-18']).toBe(4_500);
    expect(after.metalPerGram['white-gold-18']).toBe(4_500);
    expect(after.metalPerGram['platinum-950']).toBe(before.metalPerGram['platinum-950']);
  });
});
