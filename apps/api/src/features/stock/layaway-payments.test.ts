import { describe, expect, it } from 'vitest';
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
