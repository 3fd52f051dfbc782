import { giftCards } from '@carat/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFrenchBusiness } from '#test/business-testing.ts';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Gift cards (ADR 077): sold as a sale line with a code printed on the receipt and no tax inside it,
 * spent as a sale payment by that code (422 unknown or expired, 409 short), its balance never overspent by
 * sales racing on it, a return refunded onto a card, a card sold brought back only while unspent; another
 * business neither reads nor spends it.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const send = (user: TestUser, path: string, body?: unknown, method = 'POST') =>
  t.request(path, { method, token: user.token, body });
async function ok(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}
const errorOf = async (res: Response) => (await json(res)).error as Json;

/** Sells a gift card of `amountMinor`, paid by card; answers the card's id and code. */
async function sellCard(user: TestUser, amountMinor: number, clientId?: string) {
  const sale = await ok(
    await send(user, '/v1/sales', {
      ...(clientId ? { clientId } : {}),
      lines: [{ giftCard: true, priceMinor: amountMinor }],
      payments: [{ method: 'card', amountMinor }],
    }),
    201,
  );
  const [card] = sale.giftCards as { id: string; code: string }[];
  return { ...card!, saleId: sale.id as string };
}
const payByCard = (user: TestUser, code: string, amountMinor: number, description = 'Bague') =>
  send(user, '/v1/sales', {
    lines: [{ description, priceMinor: amountMinor }],
    payments: [{ method: 'gift-card', giftCardCode: code, amountMinor }],
  });
const cardOf = async (user: TestUser, id: string) =>
  ok(await send(user, `/v1/gift-cards/${id}`, undefined, 'GET'), 200);

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Cadeau');
  await registerFrenchBusiness(t, owner, 'Maison Cadeau');
  other = await t.createUser('Autre Boutique');
}, 60_000);
afterAll(() => t?.close());

describe('gift cards at the counter', () => {
  it('sells a card untaxed beside a taxed piece, prints its code, and finds it by its last four or client', async () => {
    const client = await ok(await send(owner, '/v1/clients', { name: 'Héloïse Martin' }), 201);
    const sale = await ok(
      await send(owner, '/v1/sales', {
        clientId: client.id,
        lines: [
          { description: 'Créoles', priceMinor: 12_000 },
          { giftCard: true, priceMinor: 5_000 },
        ],
        payments: [{ method: 'card', amountMinor: 17_000 }],
      }),
      201,
    );
    const [card] = sale.giftCards as { id: string; code: string; expiresOn: string }[];
    expect(card!.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const detail = await ok(await send(owner, `/v1/sales/${sale.id}`, undefined, 'GET'), 200);
    // 20 % VAT inside the 120.00 piece only: 20.00; the card carries none.
    expect(detail.taxMinor).toBe(2_000);
    expect((detail.lines as Json[])[1]).toMatchObject({
      description: 'Carte cadeau',
      giftCardCode: card!.code,
    });

    const pdf = await send(owner, `/v1/sales/${sale.id}/receipt.pdf?format=80mm`, undefined, 'GET');
    const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain(card!.code);

    const last4 = card!.code.slice(-4);
    const byCode = await ok(
      await send(owner, `/v1/gift-cards?q=${last4.toLowerCase()}`, undefined, 'GET'),
      200,
    );
    expect((byCode.items as Json[]).map((c) => c.id)).toContain(card!.id);
    const byClient = await ok(await send(owner, '/v1/gift-cards?q=h%C3%A9lo', undefined, 'GET'), 200);
    expect(byClient.items).toEqual([
      expect.objectContaining({ id: card!.id, clientName: 'Héloïse Martin', balanceMinor: 5_000 }),
    ]);
    const read = await cardOf(owner, card!.id);
    expect(read).toMatchObject({ initialMinor: 5_000, balanceMinor: 5_000, expiresOn: card!.expiresOn });
    expect(read.history).toEqual([
      expect.objectContaining({ kind: 'issued', amountMinor: 5_000, balanceAfterMinor: 5_000 }),
    ]);
  });

  it('spends a card down, refuses a short balance (409), an unknown or expired code (422)', async () => {
    const card = await sellCard(owner, 10_000);
    // Typed loosely: lower case, spaces for dashes.
    const loose = card.code.toLowerCase().replaceAll('-', ' ');
    const first = await ok(await payByCard(owner, loose, 6_000), 201);
    const short = await payByCard(owner, card.code, 4_001);
    expect(short.status).toBe(409);
    const error = await errorOf(short);
    expect(error).toMatchObject({ code: 'gift_card_insufficient', details: { balanceMinor: '4000' } });

    const split = await ok(
      await send(owner, '/v1/sales', {
        lines: [{ description: 'Chaîne', priceMinor: 9_000 }],
        payments: [
          { method: 'gift-card', giftCardCode: card.code, amountMinor: 4_000 },
          { method: 'cash', amountMinor: 5_000 },
        ],
      }),
      201,
    );
    const sale = await ok(await send(owner, `/v1/sales/${split.id}`, undefined, 'GET'), 200);
    expect((sale.payments as Json[])[0]).toMatchObject({
      method: 'gift-card',
      giftCardLast4: card.code.slice(-4),
    });
    const read = await cardOf(owner, card.id);
    expect(read.balanceMinor).toBe(0);
    expect(
      (read.history as Json[]).map((h) => [h.kind, h.amountMinor, h.balanceAfterMinor, h.saleNumber]),
    ).toEqual([
      ['issued', 10_000, 10_000, expect.any(String)],
      ['redeemed', -6_000, 4_000, first.number],
      ['redeemed', -4_000, 0, split.number],
    ]);

    const unknown = await payByCard(owner, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', 100);
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe('gift_card_unknown');
    const notACode = await payByCard(owner, 'hello', 100);
    expect((await errorOf(notACode)).code).toBe('gift_card_unknown');
    const noCode = await send(owner, '/v1/sales', {
      lines: [{ description: 'x', priceMinor: 100 }],
      payments: [{ method: 'gift-card', amountMinor: 100 }],
    });
    expect(noCode.status).toBe(422);

    const old = await sellCard(owner, 1_000);
    await t.db.db.update(giftCards).set({ expiresOn: '2020-01-01' }).where(eq(giftCards.id, old.id));
    const expired = await payByCard(owner, old.code, 500);
    expect(expired.status).toBe(422);
    expect((await errorOf(expired)).code).toBe('gift_card_expired');
    expect((await cardOf(owner, old.id)).balanceMinor).toBe(1_000);
  });

  it('never overspends a card when sales race on it: one of two sales of 70.00 on a card of 100.00', async () => {
    const card = await sellCard(owner, 10_000);
    const answers = await Promise.all([
      payByCard(owner, card.code, 7_000, 'Pendentif'),
      payByCard(owner, card.code, 7_000, 'Broche'),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await errorOf(answers.find((r) => r.status === 409)!)).code).toBe('gift_card_insufficient');
    const read = await cardOf(owner, card.id);
    expect(read.balanceMinor).toBe(3_000);
    expect((read.history as Json[]).filter((h) => h.kind === 'redeemed')).toHaveLength(1);

    // Ten small sales at once on a card of 100.00, 25.00 each: exactly four go through.
    const second = await sellCard(owner, 10_000);
    const many = await Promise.all(Array.from({ length: 10 }, () => payByCard(owner, second.code, 2_500)));
    expect(many.filter((r) => r.status === 201)).toHaveLength(4);
    expect(many.filter((r) => r.status === 409)).toHaveLength(6);
    expect((await cardOf(owner, second.id)).balanceMinor).toBe(0);
  }, 60_000);

  it('refunds a return onto a new card or the client’s own, and takes a card back only while unspent', async () => {
    const sale = await ok(
      await send(owner, '/v1/sales', {
        lines: [{ description: 'Jonc', priceMinor: 30_000 }],
        payments: [{ method: 'card', amountMinor: 30_000 }],
      }),
      201,
    );
    const note = await ok(
      await send(owner, `/v1/sales/${sale.id}/return`, { refundMethod: 'gift-card' }),
      201,
    );
    const refund = note.giftCard as { id: string; code: string };
    const read = await cardOf(owner, refund.id);
    expect(read).toMatchObject({ initialMinor: 30_000, balanceMinor: 30_000 });
    expect((read.history as Json[])[0]).toMatchObject({ kind: 'refund', amountMinor: 30_000 });

    const held = await sellCard(owner, 2_000);
    const another = await ok(
      await send(owner, '/v1/sales', {
        lines: [{ description: 'Fil', priceMinor: 1_500 }],
        payments: [{ method: 'cash', amountMinor: 1_500 }],
      }),
      201,
    );
    const credited = await ok(
      await send(owner, `/v1/sales/${another.id}/return`, {
        refundMethod: 'gift-card',
        giftCardCode: held.code,
      }),
      201,
    );
    expect((credited.giftCard as Json).id).toBe(held.id);
    expect((await cardOf(owner, held.id)).balanceMinor).toBe(3_500);

    // The card sold is brought back: refunded while unspent (emptied), refused once spent.
    const unspent = await sellCard(owner, 4_000);
    await ok(await send(owner, `/v1/sales/${unspent.saleId}/return`, { refundMethod: 'card' }), 201);
    const voided = await cardOf(owner, unspent.id);
    expect(voided.balanceMinor).toBe(0);
    expect((voided.history as Json[]).at(-1)).toMatchObject({ kind: 'voided', amountMinor: -4_000 });
    expect((await payByCard(owner, unspent.code, 100)).status).toBe(409);

    const spent = await sellCard(owner, 4_000);
    await ok(await payByCard(owner, spent.code, 100), 201);
    const refused = await send(owner, `/v1/sales/${spent.saleId}/return`, { refundMethod: 'card' });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('gift_card_spent');
    expect((await cardOf(owner, spent.id)).balanceMinor).toBe(3_900);
  });

  it('is the business’s own: another shop neither reads, finds nor spends it', async () => {
    const card = await sellCard(owner, 3_000);
    expect((await send(other, `/v1/gift-cards/${card.id}`, undefined, 'GET')).status).toBe(404);
    const list = await ok(
      await send(other, `/v1/gift-cards?q=${card.code.slice(-4)}`, undefined, 'GET'),
      200,
    );
    expect(list.items).toEqual([]);
    const spend = await payByCard(other, card.code, 1_000);
    expect(spend.status).toBe(422);
    expect((await errorOf(spend)).code).toBe('gift_card_unknown');
    expect((await cardOf(owner, card.id)).balanceMinor).toBe(3_000);
  });
});
