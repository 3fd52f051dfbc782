import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 36, item 3 (ADR 079): a business chooses whether its jewellers type invoice prices tax included;
 * an invoice keeps the mode it was made in. On businesses created here, not the demo.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Invoice = {
  id: string;
  pricesIncludeTax: boolean;
  subtotalMinor: number;
  vatMinor: number;
  totalMinor: number;
  taxes: { code: string; rateBps: number; baseMinor: number; taxMinor: number }[];
  lines: { quantity: number; unitPriceMinor: number; netMinor: number; vatMinor: number }[];
};
type Item = { description: string; quantity: number; price: string };

async function jeweller(name: string, business: Record<string, unknown>) {
  const owner = await t.createUser(name, { plan: 'DIAMOND' });
  await setBusiness(owner, name, business);
  return owner;
}

async function setBusiness(owner: TestUser, name: string, business: Record<string, unknown>) {
  const res = await t.request('/v1/business', {
    method: 'PATCH',
    token: owner.token,
    body: { name, ...business },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { pricesIncludeTax: boolean };
}

async function call(owner: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: owner.token, body });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Invoice;
}

const draft = (owner: TestUser, items: Item[]) =>
  call(owner, '/v1/invoices', 'POST', { clientName: 'Camille Roy', items, locale: 'fr' });

/** Every line's net + tax is its gross, and the lines, the tax lines and the total agree. */
function expectConsistent(invoice: Invoice) {
  for (const line of invoice.lines) {
    expect(line.netMinor + line.vatMinor).toBe(line.quantity * line.unitPriceMinor);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(sum(invoice.lines.map((l) => l.netMinor))).toBe(invoice.subtotalMinor);
  expect(sum(invoice.lines.map((l) => l.vatMinor))).toBe(invoice.vatMinor);
  expect(sum(invoice.taxes.map((tax) => tax.taxMinor))).toBe(invoice.vatMinor);
  expect(invoice.subtotalMinor + invoice.vatMinor).toBe(invoice.totalMinor);
}

describe('prices typed tax included', () => {
  it('a French business in TTC mode: three lines whose prices add up to the total, kept by the invoice', async () => {
    const name = 'Bijouterie Bellecour';
    const owner = await jeweller(name, {
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      taxRegistration: { registered: true, siren: '732 829 320' },
    });
    const fresh = await t.request('/v1/business', { token: owner.token });
    expect(await fresh.json()).toMatchObject({ pricesIncludeTax: false });
    expect(await setBusiness(owner, name, { pricesIncludeTax: true })).toMatchObject({
      pricesIncludeTax: true,
    });

    const invoice = await draft(owner, [
      { description: 'Bague', quantity: 1, price: '1200' },
      { description: 'Gravure', quantity: 3, price: '33.33' },
      { description: 'Écrin', quantity: 1, price: '0.01' },
    ]);
    // 1 300,00 € TTC: the VAT once inside the total, 216,67 €; each line its share of the 1 083,33 € net.
    expect(invoice.pricesIncludeTax).toBe(true);
    expect(invoice.totalMinor).toBe(130_000);
    expect(invoice.vatMinor).toBe(21_667);
    expect(invoice.subtotalMinor).toBe(108_333);
    expect(invoice.taxes).toEqual([{ code: 'VAT', rateBps: 2000, baseMinor: 108_333, taxMinor: 21_667 }]);
    expect(invoice.lines.map((l) => l.unitPriceMinor)).toEqual([120_000, 3_333, 1]);
    expectConsistent(invoice);

    // The setting changes: the invoice keeps its mode, its lines edited are still prices tax included.
    await setBusiness(owner, name, { pricesIncludeTax: false });
    const edited = await call(owner, `/v1/invoices/${invoice.id}`, 'PATCH', {
      items: [
        { description: 'Bague', quantity: 1, price: '1200' },
        { description: 'Gravure', quantity: 3, price: '33.33' },
      ],
    });
    expect(edited.pricesIncludeTax).toBe(true);
    expect(edited.totalMinor).toBe(129_999);
    expectConsistent(edited);
    expect((await call(owner, `/v1/invoices/${invoice.id}`)).pricesIncludeTax).toBe(true);

    // A new invoice follows the setting as it is now: prices before tax.
    const later = await draft(owner, [{ description: 'Bague', quantity: 1, price: '1200' }]);
    expect(later).toMatchObject({ pricesIncludeTax: false, subtotalMinor: 120_000, totalMinor: 144_000 });

    // The PDF's unit price column says which.
    const issued = await call(owner, `/v1/invoices/${invoice.id}/issue`, 'POST');
    expect(issued.totalMinor).toBe(129_999);
    const pdf = await t.request(`/v1/invoices/${invoice.id}/pdf`, { token: owner.token });
    const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Prix unitaire TTC');
    expect(text).not.toContain('Prix unitaire HT');
    const laterPdf = await t.request(`/v1/invoices/${later.id}/pdf`, { token: owner.token });
    expect((await parsePdf(new Uint8Array(await laterPdf.arrayBuffer()))).text).toContain('Prix unitaire HT');
  });

  it('a UK business typing VAT-inclusive prices: the VAT inside each line, then summed', async () => {
    const owner = await jeweller('Hatton Inclusive', {
      country: 'GB',
      currency: 'GBP',
      pricesIncludeTax: true,
    });
    const invoice = await draft(owner, [
      { description: 'Chain', quantity: 1, price: '10' },
      { description: 'Clasp', quantity: 1, price: '10' },
      { description: 'Polish', quantity: 1, price: '10' },
    ]);
    // £10.00 holds £1.67 of VAT (1 000 ÷ 6 = 166.67) on each line: £5.01, where once on £30.00 it is £5.00.
    expect(invoice.pricesIncludeTax).toBe(true);
    expect(invoice.totalMinor).toBe(3_000);
    expect(invoice.lines.map((l) => [l.netMinor, l.vatMinor])).toEqual([
      [833, 167],
      [833, 167],
      [833, 167],
    ]);
    expect(invoice.vatMinor).toBe(501);
    expectConsistent(invoice);

    // An order's amounts are before tax (its pay links add the VAT): its invoice says so in this mode too.
    const order = await t.request('/v1/orders', {
      method: 'POST',
      token: owner.token,
      body: { client: { name: 'Sophie Martin' }, item: 'Signet ring', price: '1000' },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    const { id: orderId } = (await order.json()) as { id: string };
    const fromOrder = (await (
      await t.request(`/v1/orders/${orderId}/invoice`, { method: 'POST', token: owner.token })
    ).json()) as { invoiceId: string };
    expect(await call(owner, `/v1/invoices/${fromOrder.invoiceId}`)).toMatchObject({
      pricesIncludeTax: false,
      subtotalMinor: 100_000,
      totalMinor: 120_000,
    });

    // A copy keeps what its prices mean, whatever the setting says now.
    await setBusiness(owner, 'Hatton Inclusive', { pricesIncludeTax: false });
    const copy = await call(owner, `/v1/invoices/${invoice.id}/duplicate`, 'POST');
    expect(copy).toMatchObject({ pricesIncludeTax: true, totalMinor: 3_000, vatMinor: 501 });
  });
});
