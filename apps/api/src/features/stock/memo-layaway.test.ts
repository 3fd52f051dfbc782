import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Memo goods and layaway (ADR 067): a memo in bought into stock or sent back; a memo out, overdue, returned,
 * or sold through the sale; a layaway that refuses the sale of its piece, is paid in three instalments and
 * releases the piece as a sale with its receipt; a cancel back to stock with the policy's refund; two
 * layaways of one piece at once; a catalogue line that lowers its combination's stock.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let clientId: string;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const code = async (res: Response) => ((await json(res)).error as Json).code;

function send(user: TestUser, path: string, body?: unknown, method = 'POST') {
  return t.request(path, { method, token: user.token, body });
}
async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

async function newItem(extra: Json = {}) {
  return ok(
    await send(owner, '/v1/stock-items', {
      name: 'Bague saphir',
      priceMinor: 120_000,
      costMinor: 50_000,
      ...extra,
    }),
    201,
  );
}

/** A calendar day `days` from today in Paris. */
function day(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Garance');
  await ok(
    await send(
      owner,
      '/v1/business',
      { name: 'Maison Garance', country: 'FR', currency: 'EUR', timeZone: 'Europe/Paris' },
      'PATCH',
    ),
  );
  other = await t.createUser('Other Shop');
  clientId = (
    await ok(await send(owner, '/v1/clients', { name: 'Inès Moreau', email: 'ines@example.com' }), 201)
  ).id as string;
}, 60_000);
afterAll(() => t?.close());

describe('memos', () => {
  it('receives goods on memo, buys one into stock and sends the other back', async () => {
    const memo = await ok(
      await send(owner, '/v1/memos', {
        direction: 'in',
        counterparty: 'Diamantaire Anvers',
        dueDate: day(30),
        terms: '30 jours, puis facturé',
        items: [
          { tag: 'M-001', name: 'Pendentif émeraude', priceMinor: 300_000, memoPriceMinor: 140_000 },
          { tag: 'M-002', name: 'Bague rubis', priceMinor: 220_000, memoPriceMinor: 100_000 },
        ],
      }),
      201,
    );
    expect(memo).toMatchObject({ direction: 'in', status: 'open', outstandingCount: 2, overdue: false });
    expect(memo.number).toMatch(/^MEMO-\d{4}-001$/);
    const [emerald, ruby] = memo.items as Json[];
    expect(emerald).toMatchObject({ tag: 'M-001', status: 'memo_in', memoPriceMinor: 140_000 });

    // Not owned yet: not for sale.
    const sale = await send(owner, '/v1/sales', {
      lines: [{ stockItemId: emerald!.stockItemId }],
      payments: [{ method: 'card', amountMinor: 300_000 }],
    });
    expect(sale.status).toBe(409);
    // Nor sent back to the stock by hand.
    const byHand = await send(
      owner,
      `/v1/stock-items/${emerald!.stockItemId}`,
      { status: 'in_stock' },
      'PATCH',
    );
    expect(byHand.status).toBe(409);

    const bought = await ok(
      await send(owner, `/v1/memos/${memo.id}/buy`, { stockItemIds: [emerald!.stockItemId] }),
    );
    expect(bought).toMatchObject({ status: 'open', outstandingCount: 1 });
    const owned = await ok(await send(owner, `/v1/stock-items/${emerald!.stockItemId}`, undefined, 'GET'));
    expect(owned).toMatchObject({
      status: 'in_stock',
      costMinor: 140_000,
      supplier: 'Diamantaire Anvers',
      holds: [{ kind: 'memo', number: memo.number, state: 'bought', open: false }],
    });
    expect((owned.events as Json[]).map((e) => `${e.kind}:${e.toStatus}`)).toEqual([
      'created:memo_in',
      'memo:memo_in',
      'memo:in_stock',
    ]);

    const closed = await ok(await send(owner, `/v1/memos/${memo.id}/return`, {}));
    expect(closed).toMatchObject({ status: 'closed', outstandingCount: 0 });
    expect((closed.items as Json[]).map((i) => [i.outcome, i.status])).toEqual([
      ['bought', 'in_stock'],
      ['returned', 'returned'],
    ]);
    expect((await send(owner, `/v1/memos/${memo.id}/return`, {})).status).toBe(409);
    expect(ruby).toBeTruthy();

    // The memo document, under the shop's heading.
    const pdf = await send(owner, `/v1/memos/${memo.id}/pdf`, undefined, 'GET');
    expect(pdf.status).toBe(200);
    const { text } = await parsePdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Maison Garance');
    expect(text).toContain(memo.number as string);
    expect(text).toContain('Diamantaire Anvers');
  });

  it('sends pieces out on memo, lists the overdue ones, takes one back and sells the other', async () => {
    const a = await newItem({ name: 'Collier perles' });
    const b = await newItem({ name: 'Broche camée' });
    const memo = await ok(
      await send(owner, '/v1/memos', {
        direction: 'out',
        clientId,
        dueDate: day(-2),
        stockItems: [{ stockItemId: a.id }, { stockItemId: b.id, memoPriceMinor: 100_000 }],
      }),
      201,
    );
    expect(memo).toMatchObject({ counterparty: 'Inès Moreau', overdue: true, outstandingCount: 2 });
    expect((memo.items as Json[]).map((i) => [i.status, i.memoPriceMinor])).toEqual([
      ['memo_out', 120_000],
      ['memo_out', 100_000],
    ]);
    // A piece already out cannot go out again.
    const again = await send(owner, '/v1/memos', {
      direction: 'out',
      counterparty: 'Boutique Lyon',
      dueDate: day(5),
      stockItems: [{ stockItemId: a.id }],
    });
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('item_unavailable');
    // Another business cannot name it.
    const foreign = await send(other, '/v1/memos', {
      direction: 'out',
      counterparty: 'X',
      dueDate: day(5),
      stockItems: [{ stockItemId: a.id }],
    });
    expect(foreign.status).toBe(422);

    const overdue = await ok(await send(owner, '/v1/memos?direction=out&status=overdue', undefined, 'GET'));
    expect((overdue.items as Json[]).map((m) => m.id)).toContain(memo.id);
    const notYet = await ok(
      await send(owner, '/v1/memos', {
        direction: 'out',
        counterparty: 'Boutique Lyon',
        dueDate: day(0),
        stockItems: [{ stockItemId: (await newItem()).id }],
      }),
      201,
    );
    expect(notYet.overdue).toBe(false);
    const overdue2 = await ok(await send(owner, '/v1/memos?status=overdue', undefined, 'GET'));
    expect((overdue2.items as Json[]).map((m) => m.id)).not.toContain(notYet.id);
    expect((await send(other, '/v1/memos?status=overdue', undefined, 'GET')).status).toBe(200);
    expect((await send(other, `/v1/memos/${memo.id}`, undefined, 'GET')).status).toBe(404);

    // Buying is for goods received.
    expect(await code(await send(owner, `/v1/memos/${memo.id}/buy`, {}))).toBe('memo_direction');
    await ok(await send(owner, `/v1/memos/${memo.id}/return`, { stockItemIds: [a.id] }));
    expect((await ok(await send(owner, `/v1/stock-items/${a.id}`, undefined, 'GET'))).status).toBe(
      'in_stock',
    );

    // The client keeps the other: the ordinary sale, which settles the memo.
    await ok(
      await send(owner, '/v1/sales', {
        lines: [{ stockItemId: b.id, priceMinor: 100_000 }],
        clientId,
        payments: [{ method: 'transfer', amountMinor: 100_000 }],
      }),
      201,
    );
    const after = await ok(await send(owner, `/v1/memos/${memo.id}`, undefined, 'GET'));
    expect(after).toMatchObject({ status: 'closed', overdue: false });
    expect((after.items as Json[]).map((i) => i.outcome)).toEqual(['returned', 'sold']);
    const sold = await ok(await send(owner, `/v1/stock-items/${b.id}`, undefined, 'GET'));
    expect((sold.events as Json[]).at(-1)).toMatchObject({ kind: 'sold', fromStatus: 'memo_out' });
  });
});

describe('layaways', () => {
  it('reserves a piece the sale refuses, takes three instalments and releases it as a sale', async () => {
    const item = await newItem({ name: 'Solitaire 0,7 ct', priceMinor: 300_000 });
    const layaway = await ok(
      await send(owner, '/v1/layaways', {
        stockItemId: item.id,
        clientId,
        schedule: [
          { dueDate: day(0), amountMinor: 60_000 },
          { dueDate: day(30), amountMinor: 120_000 },
          { dueDate: day(60), amountMinor: 120_000 },
        ],
        deposit: { method: 'cash', amountMinor: 60_000 },
      }),
      201,
    );
    expect(layaway).toMatchObject({
      status: 'active',
      priceMinor: 300_000,
      paidMinor: 60_000,
      balanceMinor: 240_000,
      overdueMinor: 0,
      nextDueDate: day(30),
      item: { status: 'reserved' },
    });

    const sale = await send(owner, '/v1/sales', {
      lines: [{ stockItemId: item.id }],
      payments: [{ method: 'card', amountMinor: 300_000 }],
    });
    expect(sale.status).toBe(409);
    expect(await code(sale)).toBe('item_reserved');

    const tooMuch = await send(owner, `/v1/layaways/${layaway.id}/payments`, {
      method: 'card',
      amountMinor: 240_001,
    });
    expect(tooMuch.status).toBe(422);
    expect(await code(tooMuch)).toBe('amount_exceeds_balance');

    const second = await ok(
      await send(owner, `/v1/layaways/${layaway.id}/payments`, { method: 'card', amountMinor: 120_000 }),
      201,
    );
    expect(second).toMatchObject({ status: 'active', balanceMinor: 120_000, saleId: null });
    const done = await ok(
      await send(owner, `/v1/layaways/${layaway.id}/payments`, {
        method: 'transfer',
        amountMinor: 120_000,
        reference: 'VIR-88',
      }),
      201,
    );
    expect(done).toMatchObject({ status: 'completed', balanceMinor: 0, cancelPreview: null });
    expect(done.receiptUrl).toBe(`/v1/sales/${done.saleId}/receipt.pdf`);

    const madeSale = await ok(await send(owner, `/v1/sales/${done.saleId}`, undefined, 'GET'));
    expect(madeSale).toMatchObject({ totalMinor: 300_000, client: { id: clientId } });
    expect((madeSale.payments as Json[]).map((p) => [p.method, p.amountMinor])).toEqual([
      ['cash', 60_000],
      ['card', 120_000],
      ['transfer', 120_000],
    ]);
    const receipt = await send(owner, done.receiptUrl as string, undefined, 'GET');
    expect(receipt.status).toBe(200);
    expect((await parsePdf(new Uint8Array(await receipt.arrayBuffer()))).text).toContain(
      madeSale.number as string,
    );

    const piece = await ok(await send(owner, `/v1/stock-items/${item.id}`, undefined, 'GET'));
    expect(piece).toMatchObject({ status: 'sold', soldSaleId: done.saleId });
    expect(piece.holds).toEqual([
      expect.objectContaining({ kind: 'layaway', state: 'completed', open: false }),
    ]);
    expect(
      await code(
        await send(owner, `/v1/layaways/${layaway.id}/payments`, { method: 'cash', amountMinor: 1 }),
      ),
    ).toBe('layaway_closed');
    const list = await ok(await send(owner, '/v1/layaways?status=completed', undefined, 'GET'));
    expect((list.items as Json[]).map((l) => l.id)).toContain(layaway.id);
  });

  it('refuses a schedule that does not add up to the price', async () => {
    const item = await newItem();
    const res = await send(owner, '/v1/layaways', {
      stockItemId: item.id,
      clientId,
      schedule: [{ dueDate: day(0), amountMinor: 1_000 }],
    });
    expect(res.status).toBe(422);
    expect(await code(res)).toBe('schedule_mismatch');
    // Nothing kept: the piece is still in stock.
    expect((await ok(await send(owner, `/v1/stock-items/${item.id}`, undefined, 'GET'))).status).toBe(
      'in_stock',
    );
  });

  it('cancels back to stock, keeping the fee the policy says, shown before confirming', async () => {
    await ok(await send(owner, '/v1/layaway-policy', { kind: 'percent', value: 1000 }, 'PUT'));
    const item = await newItem({ priceMinor: 123_455 });
    const layaway = await ok(
      await send(owner, '/v1/layaways', {
        stockItemId: item.id,
        clientId,
        schedule: [
          { dueDate: day(0), amountMinor: 50_000 },
          { dueDate: day(-1), amountMinor: 73_455 },
        ],
        deposit: { method: 'card', amountMinor: 50_000 },
      }),
      201,
    );
    // The schedule is kept in date order; the instalment due yesterday is overdue.
    expect(layaway).toMatchObject({
      overdueMinor: 73_455,
      cancelPreview: { feeMinor: 12_346, refundMinor: 37_654 },
    });
    const stale = await send(owner, `/v1/layaways/${layaway.id}/cancel`, { expectedRefundMinor: 50_000 });
    expect(stale.status).toBe(409);
    expect(await code(stale)).toBe('refund_changed');
    const cancelled = await ok(
      await send(owner, `/v1/layaways/${layaway.id}/cancel`, { expectedRefundMinor: 37_654 }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', feeMinor: 12_346, refundMinor: 37_654 });
    expect((cancelled.payments as Json[]).map((p) => [p.method, p.amountMinor])).toEqual([
      ['card', 50_000],
      ['refund', 37_654],
    ]);
    const piece = await ok(await send(owner, `/v1/stock-items/${item.id}`, undefined, 'GET'));
    expect(piece.status).toBe('in_stock');
    expect((piece.events as Json[]).at(-1)).toMatchObject({
      kind: 'layaway',
      fromStatus: 'reserved',
      toStatus: 'in_stock',
    });
    await ok(await send(owner, '/v1/layaway-policy', { kind: 'none', value: 0 }, 'PUT'));
  });

  it('of two layaways of one piece at once, makes one and refuses the other', async () => {
    const item = await newItem({ priceMinor: 10_000 });
    const body = { stockItemId: item.id, clientId, schedule: [{ dueDate: day(10), amountMinor: 10_000 }] };
    const answers = await Promise.all([send(owner, '/v1/layaways', body), send(owner, '/v1/layaways', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await code(refused)).toBe('item_reserved');
    // Another business cannot reserve it.
    const foreign = await send(other, '/v1/layaways', body);
    expect(foreign.status).toBe(422);
  });
});

describe('a catalogue line', () => {
  it('lowers the stock of its combination, refuses when none is left, and a return puts it back', async () => {
    const product = await ok(
      await send(owner, '/v1/products', {
        nameFr: 'Alliance',
        category: 'RINGS',
        priceMinor: 45_000,
        sizes: ['52', '54'],
        metals: ['Or jaune'],
        inventory: [
          { size: '52', metal: 'Or jaune', quantity: 1 },
          { size: '54', metal: 'Or jaune', quantity: 3 },
        ],
      }),
      201,
    );
    const line = { productId: product.id, combination: { size: '52', metal: 'Or jaune' } };
    const sale = await ok(
      await send(owner, '/v1/sales', { lines: [line], payments: [{ method: 'cash', amountMinor: 45_000 }] }),
      201,
    );
    const read = async () => ok(await send(owner, `/v1/products/${product.id}`, undefined, 'GET'));
    expect(await read()).toMatchObject({
      stock: 3,
      inventory: [
        expect.objectContaining({ size: '52', quantity: 0 }),
        expect.objectContaining({ size: '54', quantity: 3 }),
      ],
    });
    const none = await send(owner, '/v1/sales', {
      lines: [line],
      payments: [{ method: 'cash', amountMinor: 45_000 }],
    });
    expect(none.status).toBe(409);
    expect(await code(none)).toBe('out_of_stock');
    const which = await send(owner, '/v1/sales', {
      lines: [{ productId: product.id }],
      payments: [{ method: 'cash', amountMinor: 45_000 }],
    });
    expect(which.status).toBe(422);

    await ok(await send(owner, `/v1/sales/${sale.id}/return`, {}), 201);
    expect(await read()).toMatchObject({
      stock: 4,
      inventory: [expect.objectContaining({ size: '52', quantity: 1 }), expect.anything()],
    });
  });
});
