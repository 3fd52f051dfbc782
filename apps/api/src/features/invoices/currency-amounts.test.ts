import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

/**
 * Amounts typed in the business's own currency: '1500' is 1500 yen, not 150000; a dinar has three
 * decimals; a decimal the currency lacks is refused in its words, and nothing is written.
 */
describe('amounts in the business’s currency', () => {
  async function jewellerIn(currency: string) {
    const owner = await t.createUser(`Owner ${currency}`, { plan: 'DIAMOND' });
    const changed = await t.request('/v1/business', {
      method: 'PATCH',
      token: owner.token,
      body: { name: `Maison ${currency}`, currency },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    return owner;
  }

  const draft = (price: string) => ({
    clientName: 'Aiko Tanaka',
    items: [{ description: 'Bague', quantity: 2, price }],
  });

  it('reads orders and invoices in yen as whole yen', async () => {
    const owner = await jewellerIn('JPY');
    const order = await t.request('/v1/orders', {
      method: 'POST',
      token: owner.token,
      body: { item: 'Bague', price: '150000', deposit: 30000, client: { name: 'Aiko Tanaka' } },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    expect(await order.json()).toMatchObject({ amountMinor: 150_000, depositMinor: 30_000 });

    const refused = await t.request('/v1/invoices', {
      method: 'POST',
      token: owner.token,
      body: draft('1500.5'),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: object } }).error.fields).toEqual({
      'items.0.price': 'Le prix s’écrit sans décimales dans cette devise',
    });
    const invoices = await t.request('/v1/invoices', { token: owner.token });
    expect(((await invoices.json()) as { total: number }).total).toBe(0);

    const invoice = await t.request('/v1/invoices', {
      method: 'POST',
      token: owner.token,
      body: draft('1500'),
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    const body = (await invoice.json()) as { lines: { unitPriceMinor: number }[]; subtotalMinor: number };
    expect(body.lines[0]?.unitPriceMinor).toBe(1500);
    expect(body.subtotalMinor).toBe(3000);

    const patched = await t.request(`/v1/invoices/${(body as unknown as { id: string }).id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { items: [{ description: 'Bague', quantity: 1, price: 2000 }] },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(((await patched.json()) as { subtotalMinor: number }).subtotalMinor).toBe(2000);
  });

  it('reads a Kuwaiti price to the fils and keeps euros to the cent', async () => {
    const kuwait = await jewellerIn('KWD');
    const invoice = await t.request('/v1/invoices', {
      method: 'POST',
      token: kuwait.token,
      body: draft('1.234'),
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    expect(((await invoice.json()) as { lines: { unitPriceMinor: number }[] }).lines[0]?.unitPriceMinor).toBe(
      1234,
    );

    const lyon = await jewellerIn('EUR');
    const cents = await t.request('/v1/invoices', { method: 'POST', token: lyon.token, body: draft('12.5') });
    expect(((await cents.json()) as { lines: { unitPriceMinor: number }[] }).lines[0]?.unitPriceMinor).toBe(
      1250,
    );
    const tooFine = await t.request('/v1/orders', {
      method: 'POST',
      token: lyon.token,
      body: { item: 'Bague', price: '12.345', client: { name: 'Zoé' } },
    });
    expect(tooFine.status).toBe(422);
    expect(((await tooFine.json()) as { error: { fields: object } }).error.fields).toEqual({
      price: 'Le montant doit avoir au plus 2 décimales',
    });
  });
});
