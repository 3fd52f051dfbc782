import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@carat/domain/dates';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';
import { parsePdf } from '#test/pdf-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Gift cards with the jeweller's validity, sold online and topped up at the counter (ADR 089): the
 * validity setting moves no card already issued; the showroom sells cards only when turned on and Stripe is
 * connected (404 / 409 otherwise); a paid Checkout session issues one card, whatever the webhook's replays,
 * emails it to the recipient on the send date and a receipt to the buyer; a sale line tops a card up in
 * the sale's transaction, refused on an expired card; a top-up returned takes it back off.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller, sendConnectEvent } = api;
let ip = 0;
const visitor = () => `203.0.113.${++ip}`;

const settings = (user: TestUser, body: Json) => ok(user, '/v1/gift-card-settings', 'PUT', body);
const ON = {
  validityMonths: 12,
  online: true,
  presetsMinor: [5_000, 10_000],
  minMinor: 2_000,
  maxMinor: 50_000,
};

async function shopOnline(name: string) {
  const { user, accountId } = await connectedJeweller(name);
  await ok(user, '/v1/showroom/page/publish', 'POST');
  const { slug } = await ok(user, '/v1/showroom/settings');
  return { user, accountId, slug: slug as string };
}

const purchase = (sendOn: string, amountMinor = 5_000) => ({
  amountMinor,
  buyerName: 'Camille Roux',
  buyerEmail: 'camille@example.com',
  recipientName: 'Inès Roux',
  recipientEmail: 'ines@example.com',
  message: 'Joyeux anniversaire !',
  sendOn,
  locale: 'fr',
});

const emailJobs = async (to: string) =>
  (
    await api.t.db.pool.query<{ start_after: Date; data: Json }>(
      "select start_after, data from pgboss.job where name = 'email.send' and data->>'to' = $1 order by created_on",
      [to],
    )
  ).rows;

describe('gift card settings', () => {
  it('defaults to 12 months; 0 issues cards with no expiry; a card keeps the expiry it was issued with', async () => {
    const { user } = await connectedJeweller('Maison Validité');
    expect(await ok(user, '/v1/gift-card-settings')).toMatchObject({ validityMonths: 12, online: false });
    const sell = async () =>
      (
        await ok(user, '/v1/sales', 'POST', {
          lines: [{ giftCard: true, priceMinor: 3_000 }],
          payments: [{ method: 'card', amountMinor: 3_000 }],
        })
      ).giftCards[0];
    const before = await sell();
    expect(before.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await settings(user, { ...ON, validityMonths: 0, online: false });
    const after = await sell();
    expect(after.expiresOn).toBeNull();
    expect((await ok(user, `/v1/gift-cards/${before.id}`)).expiresOn).toBe(before.expiresOn);
    const bad = await call(user, '/v1/gift-card-settings', 'PUT', {
      ...ON,
      minMinor: 10_000,
      maxMinor: 5_000,
    });
    expect(bad.status).toBe(422);
  });
});

describe('gift cards sold on the showroom', () => {
  it('is 404 on the page and 409 on the API while off, or when Stripe is not connected', async () => {
    const { user, slug } = await shopOnline('Maison Fermée');
    expect((await call(null, `/v1/showrooms/${slug}/gift-cards`)).status).toBe(404);
    const today = todayIn(new Date(), 'Europe/London');
    const refused = await call(null, `/v1/showrooms/${slug}/gift-cards`, 'POST', purchase(today), visitor());
    expect([refused.status, refused.body.error.code]).toEqual([409, 'gift_cards_unavailable']);

    // Turned on by a jeweller with no connected account: still not sold.
    const plain = await api.t.createUser('Maison Sans Stripe', { plan: 'MOISSANITE' });
    await ok(plain, '/v1/showroom/page/publish', 'POST');
    const { slug: plainSlug } = await ok(plain, '/v1/showroom/settings');
    await settings(plain, ON);
    expect((await call(null, `/v1/showrooms/${plainSlug}/gift-cards`)).status).toBe(404);
    const none = await call(
      null,
      `/v1/showrooms/${plainSlug}/gift-cards`,
      'POST',
      purchase(today),
      visitor(),
    );
    expect(none.status).toBe(409);
    expect(user).toBeDefined();
  });

  it('sells a card: paid once (replays change nothing), emailed on the send date, a receipt to the buyer', async () => {
    const { user, accountId, slug } = await shopOnline('Maison Cadeau En Ligne');
    await settings(user, ON);
    const offer = await ok(null, `/v1/showrooms/${slug}/gift-cards`);
    expect(offer).toMatchObject({
      presetsMinor: [5_000, 10_000],
      minMinor: 2_000,
      maxMinor: 50_000,
      mode: 'sandbox',
    });

    const past = addDays(offer.today, -1);
    const late = await call(null, `/v1/showrooms/${slug}/gift-cards`, 'POST', purchase(past), visitor());
    expect(late.status).toBe(422);
    const tooMuch = await call(
      null,
      `/v1/showrooms/${slug}/gift-cards`,
      'POST',
      purchase(offer.today, 90_000),
      visitor(),
    );
    expect(tooMuch.status).toBe(422);

    const sendOn = addDays(offer.today, 5);
    const bought = await call(
      null,
      `/v1/showrooms/${slug}/gift-cards`,
      'POST',
      purchase(sendOn, 7_500),
      visitor(),
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const session = sandbox().checkoutSession(sessionOf(bought.body.url));
    expect(session).toMatchObject({ account: accountId, amount_total: 7_500 });
    expect((await ok(user, '/v1/gift-cards')).items).toHaveLength(0);

    await sandbox().payCheckoutSession(session.id, '4242424242424242');
    await sandbox().settled();
    // A replay of the completion, under a new event id: the card is not issued twice.
    expect(
      await sendConnectEvent({
        id: `evt_${randomUUID()}`,
        type: 'checkout.session.completed',
        account: accountId,
        object: { id: session.id, object: 'checkout.session' },
      }).then((res) => res.status),
    ).toBe(200);

    const { items } = await ok(user, '/v1/gift-cards');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ source: 'online', initialMinor: 7_500, balanceMinor: 7_500 });
    const card = await ok(user, `/v1/gift-cards/${items[0].id}`);
    expect(card.online).toMatchObject({
      buyerName: 'Camille Roux',
      recipientEmail: 'ines@example.com',
      sendOn,
    });

    // The recipient's card waits for the send date (09:00 in the shop's zone); the receipt goes now.
    const [toRecipient] = await emailJobs('ines@example.com');
    expect(toRecipient!.start_after.getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);
    expect(toRecipient!.data.text).toContain(card.code);
    expect(toRecipient!.data.text).toContain('Joyeux anniversaire');
    const [toBuyer] = await emailJobs('camille@example.com');
    expect(toBuyer!.start_after.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(toBuyer!.data.text).not.toContain(card.code);
    expect(toBuyer!.data.text).toContain(card.last4);
  });

  it('rate-limits the public purchase per address', async () => {
    const { user, slug } = await shopOnline('Maison Limite');
    await settings(user, ON);
    const { today } = await ok(null, `/v1/showrooms/${slug}/gift-cards`);
    const address = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(null, `/v1/showrooms/${slug}/gift-cards`, 'POST', purchase(today), address)).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('a gift card topped up at the counter', () => {
  it('raises the balance in the sale, untaxed; refused on an expired card (422); returned, it comes off', async () => {
    const { user } = await connectedJeweller('Maison Recharge');
    const sold = await ok(user, '/v1/sales', 'POST', {
      lines: [{ giftCard: true, priceMinor: 4_000 }],
      payments: [{ method: 'cash', amountMinor: 4_000 }],
    });
    const card = sold.giftCards[0];
    const topUp = await ok(user, '/v1/sales', 'POST', {
      lines: [{ giftCard: true, giftCardCode: card.code.toLowerCase(), priceMinor: 2_500 }],
      payments: [{ method: 'card', amountMinor: 2_500 }],
    });
    expect(topUp.giftCards).toEqual([]);
    expect(topUp.giftCardTopUps).toEqual([
      { id: card.id, code: card.code, balanceMinor: 6_500, expiresOn: card.expiresOn },
    ]);
    const sale = await ok(user, `/v1/sales/${topUp.id}`);
    expect(sale.taxMinor).toBe(0);
    expect(sale.lines[0]).toMatchObject({ giftCardId: card.id, giftCardTopUp: true });
    const detail = await ok(user, `/v1/gift-cards/${card.id}`);
    expect(detail.history.map((h: Json) => [h.kind, h.amountMinor, h.balanceAfterMinor])).toEqual([
      ['issued', 4_000, 4_000],
      ['topped-up', 2_500, 6_500],
    ]);
    expect(detail.history[1].saleNumber).toBe(topUp.number);
    // The top-up's receipt names the card by its last four only (whoever tops it up may not hold it).
    const pdf = await api.t.request(`/v1/sales/${topUp.id}/receipt.pdf`, { token: user.token });
    const text = (await parsePdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain(card.code.slice(-4));
    expect(text).not.toContain(card.code);

    // The top-up brought back: the balance loses what it added.
    await ok(user, `/v1/sales/${topUp.id}/return`, 'POST', { refundMethod: 'card' });
    expect((await ok(user, `/v1/gift-cards/${card.id}`)).balanceMinor).toBe(4_000);

    const unknown = await call(user, '/v1/sales', 'POST', {
      lines: [{ giftCard: true, giftCardCode: '0000-0000-0000-0000', priceMinor: 1_000 }],
      payments: [{ method: 'card', amountMinor: 1_000 }],
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 'gift_card_unknown']);

    await api.t.db.pool.query("update public.gift_cards set expires_on = '2020-01-01' where id = $1", [
      card.id,
    ]);
    const expired = await call(user, '/v1/sales', 'POST', {
      lines: [{ giftCard: true, giftCardCode: card.code, priceMinor: 1_000 }],
      payments: [{ method: 'card', amountMinor: 1_000 }],
    });
    expect([expired.status, expired.body.error.code]).toEqual([422, 'gift_card_expired']);
    expect(expired.body.error.fields).toEqual({ 'lines.0.giftCardCode': 'gift_card_expired' });
    expect((await ok(user, `/v1/gift-cards/${card.id}`)).balanceMinor).toBe(4_000);
  });
});
