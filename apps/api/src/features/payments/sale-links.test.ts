import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';

/**
 * The counter sale's card part paid on the client's phone (ADR 087), on businesses created here: the link
 * holds the pieces (a second sale answers 409 `item_reserved`), the paid session makes the sale once
 * (webhook, polling and replay alike), cancel and expiry give the pieces back, and a sale that can no
 * longer be made refunds the card.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller } = api;

const CARD = '4242424242424242';

async function saleWithLink(user: Parameters<typeof ok>[0], price = 50_000) {
  const item = await ok(user, '/v1/stock-items', 'POST', { name: 'Bague saphir', priceMinor: price });
  const body = {
    sale: {
      lines: [{ stockItemId: item.id }],
      payments: [
        { method: 'cash', amountMinor: 10_000 },
        { method: 'card', amountMinor: price - 10_000 },
      ],
    },
    linkPaymentIndex: 1,
  };
  return { item, body };
}

async function itemStatus(user: Parameters<typeof ok>[0], id: string) {
  return (await ok(user, `/v1/stock-items/${id}`)).status as string;
}

describe('POST /v1/sales/card-links', () => {
  it('refuses a business without a connected account with 409 payments_not_connected', async () => {
    const user = await api.t.createUser('Maison Sans Stripe', { plan: 'MOISSANITE' });
    const { item, body } = await saleWithLink(user);
    const res = await call(user, '/v1/sales/card-links', 'POST', body);
    expect([res.status, res.body.error.code]).toEqual([409, 'payments_not_connected']);
    expect(await itemStatus(user, item.id)).toBe('in_stock');
  });

  it('refuses a link on a payment that is not a card part (422) and a sale that does not add up', async () => {
    const { user } = await connectedJeweller('Maison Contrôle');
    const { body } = await saleWithLink(user);
    const cash = await call(user, '/v1/sales/card-links', 'POST', { ...body, linkPaymentIndex: 0 });
    expect(cash.status).toBe(422);
    const short = await call(user, '/v1/sales/card-links', 'POST', {
      ...body,
      sale: { ...body.sale, payments: [{ method: 'card', amountMinor: 100 }] },
      linkPaymentIndex: 0,
    });
    expect([short.status, short.body.error.code]).toEqual([422, 'payments_mismatch']);
  });

  it('holds the piece, makes the sale once when paid, and a replay changes nothing', async () => {
    const { user, accountId } = await connectedJeweller('Bijouterie Comptoir');
    const client = await ok(user, '/v1/clients', 'POST', { name: 'Inès Moreau' });
    const { item, body } = await saleWithLink(user);
    const link = await ok(user, '/v1/sales/card-links', 'POST', {
      ...body,
      sale: { ...body.sale, clientId: client.id },
    });
    expect(link).toMatchObject({ status: 'open', amountMinor: 40_000, mode: 'sandbox', sale: null });
    expect(link.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await itemStatus(user, item.id)).toBe('reserved');

    // Race: while the link is open, the piece cannot be sold by another sale.
    const second = await call(user, '/v1/sales', 'POST', {
      lines: [{ stockItemId: item.id }],
      payments: [{ method: 'cash', amountMinor: 50_000 }],
    });
    expect([second.status, second.body.error.code]).toEqual([409, 'item_reserved']);
    // Nor set back in stock by hand.
    const patch = await call(user, `/v1/stock-items/${item.id}`, 'PATCH', { status: 'in_stock' });
    expect([patch.status, patch.body.error.code]).toEqual([409, 'invalid_status_move']);

    const session = sandbox().checkoutSession(sessionOf(link.url));
    expect(session).toMatchObject({ account: accountId, amount_total: 40_000 });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'counter_sale',
      sale_link_id: link.id,
    });
    await sandbox().payCheckoutSession(session.id, CARD);
    await sandbox().settled();

    const done = await ok(user, `/v1/sales/card-links/${link.id}`);
    expect(done).toMatchObject({ status: 'completed', url: null, qrDataUrl: null });
    expect(done.sale.number).toMatch(/^SALE-\d{4}-\d{3}$/);
    const sale = await ok(user, `/v1/sales/${done.sale.id}`);
    expect(sale.payments.map((p: Json) => [p.method, p.amountMinor])).toEqual([
      ['cash', 10_000],
      ['card', 40_000],
    ]);
    expect(sale.payments[1].reference).toBe(sandbox().checkoutSession(session.id).payment_intent);
    expect(sale.client?.id ?? sale.clientId).toBe(client.id);
    expect(await itemStatus(user, item.id)).toBe('sold');

    // The webhook's path again (a replay, or the expiry job reading a paid session): nothing more.
    const { rows } = await api.t.db.pool.query(
      'select * from public.client_payments where sale_link_id = $1',
      [link.id],
    );
    const { settlePayment } = await import('#api/features/payments/settle.ts');
    const { systemScopeOf } = await import('#api/scope.ts');
    const { expireDepositHold } = await import('#api/features/payments/deposits.ts');
    const outcome = await expireDepositHold(
      systemScopeOf(api.t.deps),
      { paymentId: rows[0].id },
      settlePayment,
    );
    expect(outcome).toBe('done');
    const { clientPayments } = await import('@carat/db');
    const { eq } = await import('drizzle-orm');
    await api.t.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(clientPayments).where(eq(clientPayments.id, rows[0].id));
      const paid = sandbox().checkoutSession(session.id) as never;
      expect(await settlePayment(systemScopeOf(api.t.deps, { tx }), paid, payment!)).toBe('unchanged');
    });
    const count = await api.t.db.pool.query(
      'select count(*)::int as n from public.sales where business_id = $1',
      [user.businessId],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('cancel ends the session and gives the piece back; expiry does the same', async () => {
    const { user } = await connectedJeweller('Maison Annule');
    const { item, body } = await saleWithLink(user);
    const link = await ok(user, '/v1/sales/card-links', 'POST', body);
    const cancelled = await ok(user, `/v1/sales/card-links/${link.id}/cancel`, 'POST');
    expect(cancelled).toMatchObject({ status: 'cancelled', sale: null, url: null });
    expect(sandbox().checkoutSession(sessionOf(link.url)).status).toBe('expired');
    expect(await itemStatus(user, item.id)).toBe('in_stock');
    await expect(sandbox().payCheckoutSession(sessionOf(link.url), CARD)).rejects.toThrow(/no longer open/);

    const again = await ok(user, '/v1/sales/card-links', 'POST', body);
    expect(await itemStatus(user, item.id)).toBe('reserved');
    const { rows } = await api.t.db.pool.query(
      'select id from public.client_payments where sale_link_id = $1',
      [again.id],
    );
    const { expireDepositHold } = await import('#api/features/payments/deposits.ts');
    const { settlePayment } = await import('#api/features/payments/settle.ts');
    const { systemScopeOf } = await import('#api/scope.ts');
    expect(await expireDepositHold(systemScopeOf(api.t.deps), { paymentId: rows[0].id }, settlePayment)).toBe(
      'expired',
    );
    expect((await ok(user, `/v1/sales/card-links/${again.id}`)).status).toBe('expired');
    expect(await itemStatus(user, item.id)).toBe('in_stock');
    // Sold as usual afterwards.
    const sale = await call(user, '/v1/sales', 'POST', {
      lines: [{ stockItemId: item.id }],
      payments: [{ method: 'cash', amountMinor: 50_000 }],
    });
    expect(sale.status).toBe(201);
  });

  it('a paid link whose sale can no longer be made refunds the card in full', async () => {
    const { user } = await connectedJeweller('Maison Rembourse');
    const { item, body } = await saleWithLink(user);
    const link = await ok(user, '/v1/sales/card-links', 'POST', body);
    // Whatever took the piece meanwhile (here, written straight into the database).
    await api.t.db.pool.query(`update public.stock_items set status = 'returned' where id = $1`, [item.id]);
    await sandbox().payCheckoutSession(sessionOf(link.url), CARD);
    await sandbox().settled();
    expect(await ok(user, `/v1/sales/card-links/${link.id}`)).toMatchObject({
      status: 'refunded',
      sale: null,
    });
    const { rows } = await api.t.db.pool.query(
      `select r.amount_minor::int as amount_minor, r.reason, r.stripe_refund_id from public.payment_refunds r
         join public.client_payments p on p.id = r.payment_id where p.sale_link_id = $1`,
      [link.id],
    );
    expect(rows).toEqual([
      { amount_minor: 40_000, reason: 'sale_failed', stripe_refund_id: expect.any(String) },
    ]);
  });
});
