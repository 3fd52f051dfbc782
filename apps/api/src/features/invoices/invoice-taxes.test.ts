import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 36, items 3 and 4 (ADR 052): a jeweller's invoices carry the taxes and the legal mentions of the
 * country they trade in — on businesses created here, not the demo.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  taxes: { code: string; rateBps: number; baseMinor: number; taxMinor: number }[];
  lines: { netMinor: number; vatMinor: number }[];
};

async function jeweller(name: string, business: Record<string, unknown>) {
  const owner = await t.createUser(name, { plan: 'DIAMOND' });
  const res = await t.request('/v1/business', {
    method: 'PATCH',
    token: owner.token,
    body: { name, ...business },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return owner;
}

async function invoiceFor(
  owner: TestUser,
  items: { description: string; quantity: number; price: string }[],
) {
  const res = await t.request('/v1/invoices', {
    method: 'POST',
    token: owner.token,
    body: { clientName: 'Camille Roy', clientEmail: 'camille@example.com', items, locale: 'fr' },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const invoice = (await res.json()) as Json & { id: string };
  const issued = await t.request(`/v1/invoices/${invoice.id}/issue`, { method: 'POST', token: owner.token });
  expect(issued.status, await issued.clone().text()).toBe(200);
  const pdf = await t.request(`/v1/invoices/${invoice.id}/pdf`, { token: owner.token });
  expect(pdf.status).toBe(200);
  const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
  return { invoice: (await issued.json()) as Json, text };
}

describe('taxes and mentions by country', () => {
  it('a Montréal jeweller: GST and QST lines in CAD, with their numbers', async () => {
    const owner = await jeweller('Bijouterie Mont-Royal', {
      country: 'CA',
      region: 'CA-QC',
      currency: 'CAD',
      timeZone: 'America/Toronto',
      taxRegistration: { registered: true, gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' },
    });
    const { invoice, text } = await invoiceFor(owner, [
      { description: 'Bague de fiançailles', quantity: 1, price: '1000' },
      { description: 'Gravure', quantity: 3, price: '0.35' },
    ]);
    // 1 001,05 $ net; GST 5 % = 50,05 (50.0525); QST 9,975 % = 99,85 (99.854…), each once on the total.
    expect(invoice.currency).toBe('CAD');
    expect(invoice.taxes).toEqual([
      { code: 'GST', rateBps: 500, baseMinor: 100_105, taxMinor: 5_005 },
      { code: 'QST', rateBps: 997.5, baseMinor: 100_105, taxMinor: 9_985 },
    ]);
    expect(invoice.vatMinor).toBe(14_990);
    expect(invoice.totalMinor).toBe(115_095);
    expect(invoice.lines.reduce((sum, line) => sum + line.vatMinor, 0)).toBe(14_990);
    expect(text).toContain('TPS (5 %)');
    expect(text).toContain('TVQ (9,975 %)');
    expect(text).toMatch(/1\s?150,95\s?\$/);
    expect(text).toContain('N° TPS : 123456789RT0001');
    expect(text).toContain('N° TVQ : 1234567890TQ0001');
    expect(text).not.toContain('TVA (20 %)');
  });

  it('a registered jeweller in Lyon: VAT once on the total, SIREN, VAT number and the late-payment terms', async () => {
    const owner = await jeweller('Maison Bellecour', {
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      vatNumber: 'FR40732829320',
      taxRegistration: { registered: true, siren: '732829320' },
    });
    const { invoice, text } = await invoiceFor(owner, [
      { description: 'Alliance', quantity: 1, price: '10.01' },
      { description: 'Alliance', quantity: 1, price: '10.01' },
      { description: 'Alliance', quantity: 1, price: '10.01' },
    ]);
    // 30,03 € net: 20 % once is 6,006 → 6,01 € (per line it would be 3 × 2,00 = 6,00).
    expect(invoice.taxes).toEqual([{ code: 'VAT', rateBps: 2000, baseMinor: 3_003, taxMinor: 601 }]);
    expect(invoice.totalMinor).toBe(3_604);
    expect(text).toContain('TVA (20 %)');
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain('FR40732829320');
    expect(text).toContain('40 €');
    expect(text).toMatch(/36,04\s?€/);
  });

  it('a jeweller in France who is not registered charges no VAT and says why', async () => {
    const owner = await jeweller('Atelier Croix-Rousse', {
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      taxRegistration: { registered: false, siren: '732829320' },
    });
    const { invoice, text } = await invoiceFor(owner, [
      { description: 'Réparation', quantity: 1, price: '80' },
    ]);
    expect(invoice.taxes).toEqual([]);
    expect(invoice.vatMinor).toBe(0);
    expect(invoice.totalMinor).toBe(8_000);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).not.toContain('TVA (');
  });

  it('a business that has not said where it trades keeps the UK VAT per line, as before', async () => {
    const owner = await t.createUser('Hatton Garden Owner', { plan: 'DIAMOND' });
    const { invoice, text } = await invoiceFor(owner, [
      { description: 'Alliance', quantity: 3, price: '10.01' },
      { description: 'Alliance', quantity: 1, price: '10.01' },
    ]);
    // Per line: 6,006 → 6,01 and 2,002 → 2,00.
    expect(invoice.taxes).toEqual([{ code: 'VAT', rateBps: 2000, baseMinor: 4_004, taxMinor: 801 }]);
    expect(text).toContain('TVA (20 %)');
  });
});
