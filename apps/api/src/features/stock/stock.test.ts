import { memberships } from '@carat/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFrenchBusiness } from '#test/business-testing.ts';
import { parsePdf, pdfImages, readBarcode } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Stock and the in-store sale (issue 32 part A): a tagged ring with a GIA certificate found by its scanned
 * tag, sold to a client trading old gold in, paid part card part cash; the receipt; the item sold; the
 * return and its credit note; 20 sales of one piece at once give one sale and 19 × 409.
 */

let t: TestContext;
let owner: TestUser;
let staff: TestUser;
let other: TestUser;
const year = new Date().getFullYear();

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

function send(user: TestUser, path: string, body?: unknown, method = 'POST', businessId?: string) {
  return t.request(path, {
    method,
    token: user.token,
    body,
    ...(businessId ? { headers: { 'x-business-id': businessId } } : {}),
  });
}

async function newItem(user: TestUser, extra: Json = {}) {
  const res = await send(user, '/v1/stock-items', {
    name: 'Solitaire or blanc',
    priceMinor: 250_000,
    costMinor: 110_000,
    supplier: 'Atelier Vendôme',
    location: 'Vitrine 2',
    metal: 'or blanc 18 ct',
    metalWeightGrams: 3.125,
    fineness: 750,
    stones: [{ kind: 'diamant', carats: 0.5, lab: 'GIA', certificateNumber: '2141438171' }],
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Bellecour');
  await registerFrenchBusiness(t, owner, 'Maison Bellecour');
  staff = await t.createUser('Counter Staff', { plan: null });
  other = await t.createUser('Other Shop');
  await t.db.db.insert(memberships).values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
}, 60_000);
afterAll(() => t?.close());

describe('stock items', () => {
  it('takes the next tag, shows the margin and the GIA report link, and a scanned tag finds it', async () => {
    const item = await newItem(owner);
    expect(item).toMatchObject({
      tag: 'T-00001',
      status: 'in_stock',
      currency: 'EUR',
      marginMinor: 140_000,
      marginBps: 5600,
      metalWeightGrams: 3.125,
      stones: [
        {
          lab: 'GIA',
          certificateNumber: '2141438171',
          reportUrl: 'https://www.gia.edu/report-check?reportno=2141438171',
        },
      ],
    });
    expect((item.events as Json[]).map((e) => e.kind)).toEqual(['created']);
    const second = await newItem(owner, { tag: 'BG-0042', name: 'Alliance', stones: [] });
    expect(second.tag).toBe('BG-0042');
    const taken = await send(owner, '/v1/stock-items', { tag: 'bg-0042x', name: 'x', priceMinor: 1 });
    expect(taken.status).toBe(201);
    const clash = await send(owner, '/v1/stock-items', { tag: 'BG-0042', name: 'Autre', priceMinor: 1 });
    expect(clash.status).toBe(409);
    expect(((await json(clash)).error as Json).code).toBe('tag_taken');

    // Scanned (the exact tag, any case), by certificate number, by supplier; by status.
    const byTag = await json(await send(owner, '/v1/stock-items?q=t-00001', undefined, 'GET'));
    expect((byTag.items as Json[])[0]!.id).toBe(item.id);
    const byCert = await json(await send(owner, '/v1/stock-items?q=2141438171', undefined, 'GET'));
    expect((byCert.items as Json[]).map((i) => i.id)).toEqual([item.id]);
    const bySupplier = await json(await send(owner, '/v1/stock-items?q=vendome', undefined, 'GET'));
    expect((bySupplier.items as Json[]).length).toBe(2);
    // Another business sees none of it.
    const foreign = await json(await send(other, '/v1/stock-items?q=vendome', undefined, 'GET'));
    expect(foreign.items).toEqual([]);
    expect((await send(other, `/v1/stock-items/${item.id}`, undefined, 'GET')).status).toBe(404);
  });

  it('changes fields and status with a history, and never marks sold by hand', async () => {
    const item = await newItem(owner, { stones: [] });
    const reserved = await json(
      await send(owner, `/v1/stock-items/${item.id}`, { status: 'reserved', priceMinor: 240_000 }, 'PATCH'),
    );
    expect(reserved).toMatchObject({ status: 'reserved', priceMinor: 240_000 });
    expect((reserved.events as Json[]).map((e) => e.kind)).toEqual(['created', 'updated', 'status']);
    const sold = await send(owner, `/v1/stock-items/${item.id}`, { status: 'sold' }, 'PATCH');
    expect(sold.status).toBe(422);
    // A reserved piece cannot be sold at the counter, and the refusal says why.
    const sale = await send(owner, '/v1/sales', {
      lines: [{ stockItemId: item.id }],
      payments: [{ method: 'card', amountMinor: 240_000 }],
    });
    expect(sale.status).toBe(409);
    expect(((await json(sale)).error as Json).code).toBe('item_reserved');
  });

  it('prints a rat-tail label whose bar code reads back as the tag', async () => {
    const item = await newItem(owner, { stones: [] });
    const res = await send(owner, `/v1/stock-items/${item.id}/label.pdf`, undefined, 'GET');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await parsePdf(bytes);
    expect(text).toContain(item.tag as string);
    const codes = (await pdfImages(bytes)).map(readBarcode).filter(Boolean);
    expect(codes).toContainEqual({ format: 'code128', text: item.tag });
    const sheet = await send(owner, `/v1/stock-items/${item.id}/label.pdf?format=sheet`, undefined, 'GET');
    expect(sheet.status).toBe(200);
  });
});

describe('the sale at the counter', () => {
  it('sells a ring to a client trading 4.2 g of 18 k in, card and cash, then takes it back with a credit note', async () => {
    const ring = await newItem(owner);
    const client = await json(
      await send(owner, '/v1/clients', { name: 'Camille Roy', email: 'camille@example.com' }),
    );
    // 4.2 g × 750/1000 × 55,00 €/g = 173,25 €. Ring 2 500,00 € less 100,00 € at the counter, a 15,00 € chain:
    // 2 415,00 € due: 173,25 € gold, 2 000,00 € card, 241,75 € cash from 250,00 € (8,25 € change).
    const body = {
      clientId: client.id,
      lines: [
        { stockItemId: ring.id, discountMinor: 10_000 },
        { description: 'Chaîne argent', priceMinor: 1_500 },
      ],
      payments: [
        {
          method: 'old-gold',
          weightGrams: 4.2,
          fineness: 750,
          buyRateMinorPerGram: 5_500,
          amountMinor: 17_325,
        },
        { method: 'card', amountMinor: 200_000 },
        { method: 'cash', amountMinor: 24_175, tenderedMinor: 25_000 },
      ],
    };
    // Old gold not worth its weight × fineness × rate, payments short of the total: 422, nothing kept.
    const wrongGold = structuredClone(body);
    wrongGold.payments[0]!.amountMinor = 17_400;
    wrongGold.payments[2]!.amountMinor = 24_100;
    const refusedGold = await send(owner, '/v1/sales', wrongGold);
    expect(refusedGold.status).toBe(422);
    expect((await json(refusedGold)).error).toMatchObject({
      code: 'old_gold_amount',
      details: { expectedMinor: '17325' },
    });
    const short = structuredClone(body);
    short.payments[1]!.amountMinor = 199_999;
    const refusedShort = await send(owner, '/v1/sales', short);
    expect(refusedShort.status).toBe(422);
    expect((await json(refusedShort)).error).toMatchObject({ code: 'payments_mismatch' });
    expect((await json(await send(owner, `/v1/stock-items/${ring.id}`, undefined, 'GET'))).status).toBe(
      'in_stock',
    );

    const res = await send(owner, '/v1/sales', body);
    expect(res.status, await res.clone().text()).toBe(201);
    const sale = await json(res);
    expect(sale).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(new RegExp(`^SALE-${year}-\\d{3}$`)),
      totalMinor: 241_500,
      receiptUrl: `/v1/sales/${sale.id}/receipt.pdf`,
      // No gift card sold (ADR 077).
      giftCards: [],
      giftCardTopUps: [],
    });
    const detail = await json(await send(owner, `/v1/sales/${sale.id}`, undefined, 'GET'));
    // 2 415,00 € TTC: VAT 20 % inside = 402,50 €.
    expect(detail).toMatchObject({ taxMinor: 40_250, changeMinor: 825, client: { name: 'Camille Roy' } });
    const item = await json(await send(owner, `/v1/stock-items/${ring.id}`, undefined, 'GET'));
    expect(item).toMatchObject({ status: 'sold', soldSaleId: sale.id });
    expect((item.events as Json[]).map((e) => e.kind)).toEqual(['created', 'sold']);

    for (const format of ['a4', '80mm']) {
      const pdf = await send(owner, `/v1/sales/${sale.id}/receipt.pdf?format=${format}`, undefined, 'GET');
      expect(pdf.status).toBe(200);
      const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
      expect(text).toContain(sale.number as string);
      expect(text).toContain('BON DE RACHAT');
      expect(text).toContain('Signature du client');
      expect(text).toMatch(/173,25/);
      expect(text).toMatch(/2 ?415,00/);
      expect(text).toMatch(/402,50/);
      expect(text).toContain('Rendu monnaie');
      expect(text).toMatch(/8,25/);
    }

    // Sold: a second sale of it is refused.
    const again = await send(owner, '/v1/sales', {
      lines: [{ stockItemId: ring.id }],
      payments: [{ method: 'card', amountMinor: 250_000 }],
    });
    expect(again.status).toBe(409);

    // The return: the ring back in stock, a credit note for what it was paid.
    const ringLine = (detail.lines as Json[])[0]!;
    const ret = await send(owner, `/v1/sales/${sale.id}/return`, { lines: [{ lineId: ringLine.id }] });
    expect(ret.status, await ret.clone().text()).toBe(201);
    const note = await json(ret);
    expect(note).toMatchObject({
      number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{3}$`)),
      totalMinor: 240_000,
    });
    const back = await json(await send(owner, `/v1/stock-items/${ring.id}`, undefined, 'GET'));
    expect(back).toMatchObject({ status: 'in_stock', soldSaleId: null });
    expect((back.events as Json[]).map((e) => e.kind)).toEqual(['created', 'sold', 'returned']);
    const twice = await send(owner, `/v1/sales/${sale.id}/return`, { lines: [{ lineId: ringLine.id }] });
    expect(twice.status).toBe(409);
    // The rest (the chain) by default.
    const rest = await json(await send(owner, `/v1/sales/${sale.id}/return`, {}));
    expect(rest.totalMinor).toBe(1_500);
    const after = await json(await send(owner, `/v1/sales/${sale.id}`, undefined, 'GET'));
    expect(after.returnedMinor).toBe(241_500);
    // The receipt by email, to the sale's client, the PDF attached.
    t.deps.mailer.outbox.length = 0;
    const emailed = await send(owner, `/v1/sales/${sale.id}/email`, {});
    expect(emailed.status, await emailed.clone().text()).toBe(202);
    expect(await json(emailed)).toEqual({ to: 'camille@example.com' });
    expect(await t.deps.jobs.drain('email.send')).toBeGreaterThan(0);
    const mail = t.deps.mailer.outbox.find((m) => m.to === 'camille@example.com');
    expect(mail?.subject).toContain(sale.number as string);
    expect(mail?.attachments?.[0]?.filename).toBe(`${sale.number}.pdf`);
    const receipt = await send(owner, `/v1/sales/${sale.id}/receipt.pdf`, undefined, 'GET');
    const text = (await parsePdf(new Uint8Array(await receipt.arrayBuffer()))).text;
    expect(text).toContain(note.number as string);
  });

  it('shares a sale discount, sells catalogue-free lines by staff, and refuses another business’s ids', async () => {
    const a = await newItem(owner, { stones: [], priceMinor: 10_000 });
    const sale = await send(
      staff,
      '/v1/sales',
      {
        lines: [{ stockItemId: a.id }, { description: 'Gravure', priceMinor: 1_000, quantity: 2 }],
        discountMinor: 1_200,
        payments: [{ method: 'transfer', amountMinor: 10_800 }],
      },
      'POST',
      owner.businessId,
    );
    expect(sale.status, await sale.clone().text()).toBe(201);
    expect((await json(sale)).totalMinor).toBe(10_800);
    const foreign = await newItem(other, { stones: [] });
    const stolen = await send(owner, '/v1/sales', {
      lines: [{ stockItemId: foreign.id }],
      payments: [{ method: 'card', amountMinor: 250_000 }],
    });
    expect(stolen.status).toBe(422);
    expect((await json(await send(other, `/v1/stock-items/${foreign.id}`, undefined, 'GET'))).status).toBe(
      'in_stock',
    );
    const foreignClient = await json(await send(other, '/v1/clients', { name: 'Ailleurs' }));
    const withClient = await send(owner, '/v1/sales', {
      clientId: foreignClient.id,
      lines: [{ description: 'Pile', priceMinor: 500 }],
      payments: [{ method: 'cash', amountMinor: 500 }],
    });
    expect(withClient.status).toBe(422);
  });

  it('20 concurrent sales of one piece: one sale, 19 × 409 item_sold', async () => {
    const piece = await newItem(owner, { stones: [], priceMinor: 50_000 });
    const body = { lines: [{ stockItemId: piece.id }], payments: [{ method: 'card', amountMinor: 50_000 }] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(owner, '/v1/sales', body)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.status === 409)) {
      expect(((await json(r)).error as Json).code).toBe('item_sold');
    }
    const winner = await json(answers.find((r) => r.status === 201)!);
    const item = await json(await send(owner, `/v1/stock-items/${piece.id}`, undefined, 'GET'));
    expect(item).toMatchObject({ status: 'sold', soldSaleId: winner.id });
    expect((item.events as Json[]).filter((e) => e.kind === 'sold')).toHaveLength(1);
  }, 60_000);
});
