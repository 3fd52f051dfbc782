import { describe, expect, it, vi } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';

/**
 * A layaway's balance paid on the client's phone (ADR 067), on a business created here: the pay link asks
 * for the balance; paying it on the jeweller's account (the Stripe sandbox) records an 'online' payment on
 * the layaway once; the piece is then handed over ('release') as a sale whose payments are the layaway's.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller } = api;

describe("a layaway's balance paid through its pay link", () => {
  it('records the online payment once, then the release makes the sale', async () => {
    const { user, accountId } = await connectedJeweller('Bijouterie Réserve');
    const client = await ok(user, '/v1/clients', 'POST', { name: 'Léa Garnier', email: 'lea@example.com' });
    const item = await ok(user, '/v1/stock-items', 'POST', { name: 'Créoles or', priceMinor: 80_000 });
    const today = new Date().toISOString().slice(0, 10);
    const layaway = await ok(user, '/v1/layaways', 'POST', {
      stockItemId: item.id,
      clientId: client.id,
      schedule: [
        { dueDate: today, amountMinor: 20_000 },
        { dueDate: '2099-01-01', amountMinor: 60_000 },
      ],
      deposit: { method: 'cash', amountMinor: 20_000 },
    });

    const link = await ok(user, `/v1/layaways/${layaway.id}/payment-link`, 'POST');
    expect(link).toMatchObject({ amountDueMinor: 60_000 });
    const token = (link.url as string).split('#')[1]!;
    expect(await ok(null, `/v1/pay/${token}`)).toMatchObject({
      kind: 'layaway',
      payable: true,
      invoice: {
        number: layaway.number,
        clientName: 'Léa Garnier',
        totalMinor: 80_000,
        amountDueMinor: 60_000,
      },
    });

    // Not handed over while the balance is owed.
    const early = await call(user, `/v1/layaways/${layaway.id}/release`, 'POST');
    expect([early.status, early.body.error.code]).toEqual([409, 'balance_due']);

    const checkout = await ok(null, `/v1/pay/${token}/checkout`, 'POST');
    const session = sandbox().checkoutSession(sessionOf(checkout.url));
    expect(session).toMatchObject({ account: accountId, amount_total: 60_000 });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'layaway',
      layaway_id: layaway.id,
    });
    await sandbox().payCheckoutSession(session.id, '4242424242424242');
    await sandbox().settled();

    const paid = await ok(user, `/v1/layaways/${layaway.id}`);
    expect(paid).toMatchObject({ status: 'active', paidMinor: 80_000, balanceMinor: 0 });
    expect(paid.payments.map((p: Json) => [p.method, p.amountMinor])).toEqual([
      ['cash', 20_000],
      ['online', 60_000],
    ]);
    expect(await ok(null, `/v1/pay/${token}`)).toMatchObject({ payable: false, invoice: { status: 'paid' } });

    const released = await ok(user, `/v1/layaways/${layaway.id}/release`, 'POST');
    expect(released).toMatchObject({ status: 'completed', item: { status: 'sold' } });
    const sale = await ok(user, `/v1/sales/${released.saleId}`);
    expect(sale.payments.map((p: Json) => [p.method, p.amountMinor])).toEqual([
      ['cash', 20_000],
      ['card', 60_000],
    ]);
  });
});

describe('a cancelled layaway paid online', () => {
  /** A layaway of 80 000: 20 000 in cash, then the balance of 60 000 through its pay link (not yet handed over). */
  async function partPaidOnline(name: string) {
    const { user } = await connectedJeweller(name);
    await ok(user, '/v1/layaway-policy', 'PUT', { kind: 'percent', value: 1000 });
    const client = await ok(user, '/v1/clients', 'POST', { name: 'Chloé Petit', email: 'chloe@example.com' });
    const item = await ok(user, '/v1/stock-items', 'POST', { name: 'Collier perles', priceMinor: 80_000 });
    const today = new Date().toISOString().slice(0, 10);
    const layaway = await ok(user, '/v1/layaways', 'POST', {
      stockItemId: item.id,
      clientId: client.id,
      schedule: [
        { dueDate: today, amountMinor: 50_000 },
        { dueDate: '2099-01-01', amountMinor: 30_000 },
      ],
      deposit: { method: 'cash', amountMinor: 20_000 },
    });
    const link = await ok(user, `/v1/layaways/${layaway.id}/payment-link`, 'POST');
    const token = (link.url as string).split('#')[1]!;
    const checkout = await ok(null, `/v1/pay/${token}/checkout`, 'POST');
    await sandbox().payCheckoutSession(sessionOf(checkout.url), '4242424242424242');
    await sandbox().settled();
    return { user, layaway: await ok(user, `/v1/layaways/${layaway.id}`) };
  }

  it('refunds the card first and the rest by hand, once', async () => {
    const { user, layaway } = await partPaidOnline('Bijouterie Rembourse');
    expect(layaway).toMatchObject({ paidMinor: 80_000, status: 'active' });
    // 10 % of 80 000 kept; 72 000 back: 60 000 to the card that paid online, 12 000 by hand.
    expect(layaway.cancelPreview).toEqual({ feeMinor: 8_000, refundMinor: 72_000, cardMinor: 60_000 });
    const cancelled = await ok(user, `/v1/layaways/${layaway.id}/cancel`, 'POST', {
      expectedRefundMinor: 72_000,
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refundMinor: 72_000,
      refunds: { cardMinor: 60_000, byHandMinor: 12_000, cardFailedMinor: 0 },
    });
    const refundLines = cancelled.payments.filter((p: Json) => p.method === 'refund');
    expect(refundLines.map((p: Json) => [p.amountMinor, p.toCard])).toEqual([
      [60_000, true],
      [12_000, false],
    ]);
    const { rows } = await api.t.db.pool.query(
      `select r.amount_minor::int as amount, r.reason from public.payment_refunds r
         join public.client_payments p on p.id = r.payment_id where p.layaway_id = $1`,
      [layaway.id],
    );
    expect(rows).toEqual([{ amount: 60_000, reason: 'layaway_cancelled' }]);
    const again = await call(user, `/v1/layaways/${layaway.id}/cancel`, 'POST', {});
    expect([again.status, again.body.error.code]).toEqual([409, 'layaway_closed']);
  });

  it('a refund Stripe refuses leaves the layaway cancelled, the refund to give back by hand', async () => {
    const { user, layaway } = await partPaidOnline('Maison Refus');
    const refused = vi
      .spyOn(api.t.deps.stripe.refunds, 'create')
      .mockRejectedValueOnce(
        Object.assign(new Error('The charge was disputed'), { type: 'StripeInvalidRequestError' }),
      );
    const cancelled = await ok(user, `/v1/layaways/${layaway.id}/cancel`, 'POST', {});
    refused.mockRestore();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      item: { status: 'in_stock' },
      refunds: { cardMinor: 0, byHandMinor: 72_000, cardFailedMinor: 60_000 },
    });
  });
});
