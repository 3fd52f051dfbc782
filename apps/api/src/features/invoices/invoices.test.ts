import { addDays } from '@carat/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf, solidPng } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Invoices Owner');
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  items?: Record<string, unknown>[];
  lines?: Record<string, unknown>[];
  error?: { code: string; fields?: Record<string, string> };
};
const json = async (res: Response) => (await res.json()) as Json;
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

const draft = {
  clientName: 'Zoë Lefèvre',
  clientEmail: 'zoe@example.com',
  clientAddress: '12 Bond Street, London',
  items: [
    { description: 'Bague solitaire', quantity: 1, price: '4500' },
    { description: 'Gravure', quantity: 2, price: '19.99' },
  ],
  notes: 'Merci !',
};

async function post(user: TestUser, path: string, body?: unknown) {
  return t.request(path, { method: 'POST', token: user.token, body });
}

async function createDraft(user: TestUser, body: Record<string, unknown> = draft) {
  const res = await post(user, '/v1/invoices', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json(res);
}

describe('invoice maths', () => {
  it('works VAT out per line to the penny and sums it (rounding cases included)', async () => {
    const user = await t.createUser('Maths');
    const cases: { price: string; quantity: number; subtotal: number; vat: number; total: number }[] = [
      { price: '0.01', quantity: 1, subtotal: 1, vat: 0, total: 1 }, // 0.2p rounds down
      { price: '0.03', quantity: 1, subtotal: 3, vat: 1, total: 4 }, // 0.6p rounds up
      { price: '0.025', quantity: 1, subtotal: 0, vat: 0, total: 0 }, // refused below: 3 decimals
      { price: '0.99', quantity: 3, subtotal: 297, vat: 59, total: 356 }, // 59.4p
      { price: '12.345', quantity: 1, subtotal: 0, vat: 0, total: 0 },
      { price: '1234.56', quantity: 7, subtotal: 864_192, vat: 172_838, total: 1_037_030 }, // 172838.4p
      { price: '0.0250', quantity: 2, subtotal: 0, vat: 0, total: 0 },
    ];
    for (const c of cases) {
      const res = await post(user, '/v1/invoices', {
        clientName: 'Maths',
        items: [{ description: 'Line', quantity: c.quantity, price: c.price }],
      });
      if (c.subtotal === 0) {
        expect(res.status, c.price).toBe(422);
        expect((await json(res)).error?.fields).toEqual({
          'items.0.price': 'Le prix doit avoir au plus 2 décimales',
        });
        continue;
      }
      expect(await json(res), c.price).toMatchObject({
        subtotalMinor: c.subtotal,
        vatMinor: c.vat,
        totalMinor: c.total,
      });
    }
    // Per-line rounding: two lines of 0.03 have 1p VAT each (2p), where 20 % of the 6p subtotal is 1.2p.
    const twoLines = await createDraft(user, {
      clientName: 'Maths',
      items: [
        { description: 'A', quantity: 1, price: '0.03' },
        { description: 'B', quantity: 1, price: '0.03' },
      ],
    });
    expect(twoLines).toMatchObject({ subtotalMinor: 6, vatMinor: 2, totalMinor: 8 });
    expect(twoLines.lines?.map((l) => l.vatMinor)).toEqual([1, 1]);
  });

  it('refuses a quantity that is not a whole number of at least 1, and a draft without lines', async () => {
    const res = await post(owner, '/v1/invoices', {
      clientName: 'X',
      items: [{ description: 'A', quantity: 0.5, price: 1 }],
    });
    expect((await json(res)).error?.fields).toEqual({
      'items.0.quantity': "La quantité doit être un nombre entier d'au moins 1",
    });
    const none = await post(owner, '/v1/invoices', { clientName: 'X', items: [] });
    expect((await json(none)).error?.fields).toEqual({ items: 'Ajoutez au moins une ligne' });
  });
});

describe('invoices', () => {
  it('creates a draft without a number, due after the payment terms, with the default notes', async () => {
    const user = await t.createUser('Drafts');
    const created = await createDraft(user, { ...draft, notes: undefined });
    expect(created).toMatchObject({
      number: null,
      status: 'draft',
      displayStatus: 'draft',
      kind: 'standard',
      clientName: 'Zoë Lefèvre',
      subtotalMinor: 453_998,
      vatMinor: 90_800,
      totalMinor: 544_798,
      amountDueMinor: 544_798,
      dueDate: addDays(today, 30),
      notes: 'Merci pour votre confiance. Nous espérons vous revoir très bientôt.',
      issueDate: null,
    });
    const patched = await json(
      await t.request(`/v1/invoices/${created.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { items: [{ description: 'Bague', quantity: 1, price: 100 }], dueDate: '2030-01-31' },
      }),
    );
    expect(patched).toMatchObject({ totalMinor: 12_000, dueDate: '2030-01-31' });
    expect(
      (await t.request(`/v1/invoices/${created.id}`, { method: 'DELETE', token: user.token })).status,
    ).toBe(204);
    expect((await t.request(`/v1/invoices/${created.id}`, { token: user.token })).status).toBe(404);
  });

  it('numbers an invoice when it is issued, then keeps it as issued', async () => {
    const user = await t.createUser('Issue');
    const created = await createDraft(user);
    const issued = await json(await post(user, `/v1/invoices/${created.id}/issue`));
    expect(issued).toMatchObject({
      number: `INV-${year}-001`,
      status: 'sent',
      displayStatus: 'pending',
      issueDate: today,
    });
    expect((await post(user, `/v1/invoices/${created.id}/issue`)).status).toBe(409);
    const change = await t.request(`/v1/invoices/${created.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { clientName: 'Someone else' },
    });
    expect(change.status).toBe(409);
    expect((await json(change)).error?.code).toBe('invoice_issued');
    expect(
      (await t.request(`/v1/invoices/${created.id}`, { method: 'DELETE', token: user.token })).status,
    ).toBe(409);
    const next = await createDraft(user);
    expect((await json(await post(user, `/v1/invoices/${next.id}/issue`))).number).toBe(`INV-${year}-002`);
  });

  it('gives 50 invoices issued in parallel 50 distinct consecutive numbers', async () => {
    const user = await t.createUser('Parallel');
    const drafts = [];
    for (let i = 0; i < 50; i++) {
      drafts.push(
        await createDraft(user, {
          clientName: `Client ${i}`,
          items: [{ description: 'x', quantity: 1, price: 1 }],
        }),
      );
    }
    const answers = await Promise.all(drafts.map((d) => post(user, `/v1/invoices/${d.id}/issue`)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const numbers = (await Promise.all(answers.map(json))).map((a) => a.number as string);
    expect(new Set(numbers).size).toBe(50);
    const sequence = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('sends the PDF by email, which reads back with the number, client, lines and totals', async () => {
    const user = await t.createUser('Send');
    const created = await createDraft(user);
    t.deps.mailer.outbox.length = 0;
    const res = await post(user, `/v1/invoices/${created.id}/send`, {});
    expect(res.status).toBe(200);
    const sent = await json(res);
    expect(sent).toMatchObject({
      to: 'zoe@example.com',
      invoice: { status: 'sent', number: `INV-${year}-001` },
    });
    expect(await t.deps.jobs.drain('email.send')).toBeGreaterThan(0);
    const mail = t.deps.mailer.outbox.find((m) => m.to === 'zoe@example.com');
    expect(mail?.subject).toBe(`Facture INV-${year}-001 — Send`);
    const attachment = mail?.attachments?.[0];
    expect(attachment).toMatchObject({ filename: `INV-${year}-001.pdf`, contentType: 'application/pdf' });
    const pdf = await parsePdf(new Uint8Array(Buffer.from(attachment!.contentBase64, 'base64')));
    for (const expected of [
      `INV-${year}-001`,
      'Zoë Lefèvre',
      'Bague solitaire',
      'Gravure',
      '19,99 £',
      '4 539,98 £',
      '908,00 £',
      '5 447,98 £',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    // A draft without a client email asks for an address, and stays a draft.
    const anonymous = await createDraft(user, { ...draft, clientEmail: '' });
    const refused = await post(user, `/v1/invoices/${anonymous.id}/send`, {});
    expect(refused.status).toBe(422);
    expect((await json(refused)).error?.fields).toHaveProperty('to');
    expect((await json(await t.request(`/v1/invoices/${anonymous.id}`, { token: user.token }))).status).toBe(
      'draft',
    );
  });

  it('downloads a PDF: a draft as a pro forma, in the settings’ colour with the logo', async () => {
    const user = await t.createUser('Pdf');
    const logo = await t.app.request('/v1/files?kind=logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: solidPng(30, 10, [10, 20, 30]),
    });
    const logoId = (await json(logo)).id;
    const settings = await json(
      await t.request('/v1/invoice-settings', {
        method: 'PUT',
        token: user.token,
        body: {
          logoFileId: logoId,
          invoiceColor: 'green',
          bankDetails: 'IBAN GB00 TEST',
          companyName: 'Maison Pdf',
        },
      }),
    );
    expect(settings).toMatchObject({
      invoiceColor: 'green',
      logo: { id: logoId },
      companyName: 'Maison Pdf',
    });
    const created = await createDraft(user);
    const res = await t.request(`/v1/invoices/${created.id}/pdf`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('facture-pro-forma.pdf');
    const pdf = await parsePdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.text).toContain('FACTURE PRO FORMA');
    expect(pdf.text).toContain('Maison Pdf');
    expect(pdf.text).toContain('IBAN GB00 TEST');
    expect(pdf.fillColors.has('#22c55e')).toBe(true);
    expect(pdf.images).toBe(1);
    // Someone else's logo cannot be chosen.
    const other = await t.createUser('Pdf other');
    const refused = await t.request('/v1/invoice-settings', {
      method: 'PUT',
      token: other.token,
      body: { logoFileId: logoId },
    });
    expect(refused.status).toBe(422);
  });

  it('marks paid, derives overdue from the due date, and counts the tiles from the business’s invoices', async () => {
    const user = await t.createUser('Tiles');
    const line = (price: number) => [{ description: 'x', quantity: 1, price }];
    const paid = await createDraft(user, { clientName: 'Paid', items: line(100) });
    const pending = await createDraft(user, {
      clientName: 'Pending',
      items: line(200),
      dueDate: addDays(today, 10),
    });
    const overdue = await createDraft(user, {
      clientName: 'Late',
      items: line(300),
      dueDate: addDays(today, -3),
    });
    await createDraft(user, { clientName: 'Draft', items: line(400) });
    const voided = await createDraft(user, { clientName: 'Void', items: line(500) });
    await createDraft(owner, { clientName: 'Noise', items: line(100_000) });

    expect((await json(await post(user, `/v1/invoices/${paid.id}/pay`, {}))).status).toBe('paid');
    await post(user, `/v1/invoices/${pending.id}/issue`);
    expect((await json(await post(user, `/v1/invoices/${overdue.id}/issue`))).displayStatus).toBe('overdue');
    await post(user, `/v1/invoices/${voided.id}/issue`);
    await post(user, `/v1/invoices/${voided.id}/void`, { reason: 'Erreur' });

    const stats = await json(await t.request('/v1/invoices/stats', { token: user.token }));
    expect(stats).toMatchObject({
      paid: { count: 1, amountMinor: 12_000 },
      pending: { count: 1, amountMinor: 24_000 },
      overdue: { count: 1, amountMinor: 36_000 },
      total: { count: 3, amountMinor: 72_000 },
      drafts: 1,
      currency: 'GBP',
    });
    const overdueList = await json(await t.request('/v1/invoices?status=overdue', { token: user.token }));
    expect(overdueList.items?.map((i) => i.clientName)).toEqual(['Late']);
    expect(
      (await json(await t.request('/v1/invoices?q=pend', { token: user.token }))).items?.map(
        (i) => i.clientName,
      ),
    ).toEqual(['Pending']);
    expect((await post(user, `/v1/invoices/${paid.id}/pay`, {})).status).toBe(409);
  });

  it('voids an issued invoice with a credit note; a draft is deleted instead', async () => {
    const user = await t.createUser('Void');
    const created = await createDraft(user);
    expect((await post(user, `/v1/invoices/${created.id}/void`, {})).status).toBe(409);
    await post(user, `/v1/invoices/${created.id}/issue`);
    const voided = await json(await post(user, `/v1/invoices/${created.id}/void`, { reason: 'Prix erroné' }));
    expect(voided).toMatchObject({
      status: 'void',
      number: `INV-${year}-001`,
      voidReason: 'Prix erroné',
      creditNote: { number: `CN-${year}-001`, reason: 'Prix erroné', totalMinor: 544_798 },
    });
    expect((await post(user, `/v1/invoices/${created.id}/void`, {})).status).toBe(409);
    const pdf = await parsePdf(
      new Uint8Array(
        await (
          await t.request(`/v1/invoices/${created.id}/credit-note/pdf`, { token: user.token })
        ).arrayBuffer(),
      ),
    );
    expect(pdf.text).toContain(`CN-${year}-001`);
    expect(pdf.text).toContain(`Annule la facture INV-${year}-001`);
    // The number is never reused.
    const next = await createDraft(user);
    expect((await json(await post(user, `/v1/invoices/${next.id}/issue`))).number).toBe(`INV-${year}-002`);
  });

  it('duplicates an invoice, and the last one', async () => {
    const user = await t.createUser('Duplicate');
    expect((await post(user, '/v1/invoices/duplicate-last')).status).toBe(404);
    const first = await createDraft(user);
    await post(user, `/v1/invoices/${first.id}/issue`);
    const copy = await json(await post(user, `/v1/invoices/${first.id}/duplicate`));
    expect(copy).toMatchObject({
      status: 'draft',
      number: null,
      clientName: 'Zoë Lefèvre',
      totalMinor: 544_798,
    });
    expect(copy.id).not.toBe(first.id);
    const last = await json(await post(user, '/v1/invoices/duplicate-last'));
    expect(last).toMatchObject({ status: 'draft', clientName: 'Zoë Lefèvre' });
    expect(last.lines?.map((l) => l.description)).toEqual(['Bague solitaire', 'Gravure']);
  });

  it('reads the settings with the business’s details and the domain’s defaults', async () => {
    const user = await t.createUser('Maison Réglages');
    const settings = await json(await t.request('/v1/invoice-settings?locale=en', { token: user.token }));
    expect(settings).toMatchObject({
      saved: false,
      logo: null,
      companyName: 'Maison Réglages',
      autoAddLogo: true,
      autoAddCompanyInfo: true,
      defaultPaymentTerms: 30,
      defaultNotes: 'Thank you for your trust. We hope to see you again very soon.',
      invoiceColor: 'amber',
    });
    const saved = await json(
      await t.request('/v1/invoice-settings', {
        method: 'PUT',
        token: user.token,
        body: { defaultPaymentTerms: 14, autoAddCompanyInfo: false, invoiceColor: 'blue' },
      }),
    );
    expect(saved).toMatchObject({
      saved: true,
      defaultPaymentTerms: 14,
      autoAddCompanyInfo: false,
      invoiceColor: 'blue',
    });
    const created = await createDraft(user);
    expect(created.dueDate).toBe(addDays(today, 14));
    const bad = await t.request('/v1/invoice-settings', {
      method: 'PUT',
      token: user.token,
      body: { invoiceColor: 'red', defaultPaymentTerms: 400 },
    });
    expect((await json(bad)).error?.fields).toMatchObject({
      invoiceColor: 'Couleur inconnue',
      defaultPaymentTerms: 'Le délai de paiement doit être un nombre entier de jours entre 0 et 365',
    });
  });
});

describe('actions', () => {
  it('answers what each invoice allows next, in the register and the detail, and refuses the rest', async () => {
    const user = await t.createUser('Invoice actions');
    const created = await createDraft(user);
    expect(created.actions).toEqual([
      'edit',
      'issue',
      'send',
      'mark_paid',
      'delete',
      'duplicate',
      'download',
    ]);
    const issued = await json(await post(user, `/v1/invoices/${created.id}/issue`));
    expect(issued.actions).toEqual(['send', 'mark_paid', 'void', 'duplicate', 'download']);
    const paid = await json(await post(user, `/v1/invoices/${created.id}/pay`, {}));
    expect(paid.actions).toEqual(['send', 'void', 'duplicate', 'download']);
    expect(paid.actions).not.toContain('issue');
    const list = await json(await t.request('/v1/invoices', { token: user.token }));
    expect(list.items?.find((item) => item.id === created.id)?.actions).toEqual(paid.actions);
    // What an invoice does not list, the API refuses.
    expect((await post(user, `/v1/invoices/${created.id}/pay`, {})).status).toBe(409);
    expect((await post(user, `/v1/invoices/${created.id}/issue`)).status).toBe(409);
    const voided = await json(await post(user, `/v1/invoices/${created.id}/void`, {}));
    expect(voided.actions).toEqual(['duplicate', 'download']);
    const send = await post(user, `/v1/invoices/${created.id}/send`, {});
    expect(send.status).toBe(409);
    expect((await json(send)).error?.code).toBe('invoice_void');
  });
});
