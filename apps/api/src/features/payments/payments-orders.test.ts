import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Issue 15, custom orders paid in stages, on businesses created here: the deposit's and the balance's pay
 * links (from the order sheet and in the stage emails), paid on the jeweller's account through the
 * sandbox; the Connect webhook applies each payment and the order's timeline records it.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller } = api;

const order = (user: TestUser, body: Json) =>
  ok(user, '/v1/orders', 'POST', { client: { name: 'Ada Lovelace', email: 'ada@example.com' }, ...body });

async function pay(url: string) {
  const token = url.split('#')[1]!;
  const checkout = await ok(null, `/v1/pay/${token}/checkout`, 'POST');
  const session = sandbox().checkoutSession(sessionOf(checkout.url));
  await sandbox().payCheckoutSession(session.id, '4242424242424242');
  await sandbox().settled();
  return { token, session };
}

describe('custom orders paid in stages', () => {
  it('refuses CZ (403 plan_required), an order without deposit, a cancelled order, an unconnected account', async () => {
    const cz = await api.t.createUser('Maison Commande CZ', { plan: 'CZ' });
    const czRes = await call(cz, `/v1/orders/${randomUUID()}/payment-link`, 'POST', { kind: 'deposit' });
    expect(czRes.status).toBe(403);
    expect(czRes.body.error.code).toBe('plan_required');

    const unconnected = await api.t.createUser('Maison Commande Seule', { plan: 'MOISSANITE' });
    const mine = await order(unconnected, { item: 'Bague', price: 500, deposit: 100 });
    expect(
      (await call(unconnected, `/v1/orders/${mine.id}/payment-link`, 'POST', { kind: 'deposit' })).body.error
        .code,
    ).toBe('payments_not_connected');

    const { user } = await connectedJeweller('Maison Commande Refus');
    const noDeposit = await order(user, { item: 'Bague', price: 500 });
    const refused = await call(user, `/v1/orders/${noDeposit.id}/payment-link`, 'POST', { kind: 'deposit' });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'no_deposit']);
    const cancelled = await order(user, { item: 'Collier', price: 500, deposit: 100 });
    await ok(user, `/v1/orders/${cancelled.id}/cancel`, 'POST', {});
    const gone = await call(user, `/v1/orders/${cancelled.id}/payment-link`, 'POST', { kind: 'balance' });
    expect([gone.status, gone.body.error.code]).toEqual([409, 'order_cancelled']);
    // Another business's order is not found.
    const other = await call(user, `/v1/orders/${mine.id}/payment-link`, 'POST', { kind: 'deposit' });
    expect(other.status).toBe(404);
  });

  it('the deposit (emailed at the deposit stage) then the balance are paid; the timeline records each payment', async () => {
    const { user, accountId } = await connectedJeweller('Maison Étapes');
    // £1,000 before VAT, a £300 deposit: the client pays £360 then £840 (20 % VAT, as the invoices).
    const created = await order(user, {
      item: 'Bague de fiançailles',
      price: 1000,
      deposit: 300,
      stage: 'quote',
    });
    api.t.deps.mailer.outbox.length = 0;
    await ok(user, `/v1/orders/${created.id}/stage`, 'POST', { stage: 'deposit', notifyClient: true });
    await api.t.deps.jobs.drain('email.send');
    const mail = api.t.deps.mailer.outbox.find((m) => m.to === 'ada@example.com');
    expect(mail?.html).toContain('Payer en ligne');
    const emailed = /https?:\/\/[^"\s]+\/pay#[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
    expect(emailed).toBeDefined();

    const shown = await ok(null, `/v1/pay/${emailed!.split('#')[1]}`);
    expect(shown).toMatchObject({
      kind: 'order_deposit',
      payable: true,
      invoice: { number: created.number, status: 'sent', totalMinor: 36_000, amountDueMinor: 36_000 },
    });
    const { session, token } = await pay(emailed!);
    expect(session).toMatchObject({ account: accountId, amount_total: 36_000 });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'order_deposit',
      order_id: created.id,
    });
    expect(await ok(null, `/v1/pay/${token}`)).toMatchObject({ payable: false, invoice: { status: 'paid' } });

    const afterDeposit = await ok(user, `/v1/orders/${created.id}`);
    const payments = afterDeposit.events.filter((e: Json) => e.kind === 'payment');
    expect(payments.map((e: Json) => e.detail)).toEqual([
      expect.objectContaining({ stage: 'deposit', amountMinor: 36_000, currency: 'GBP' }),
    ]);
    expect(afterDeposit.events.some((e: Json) => e.kind === 'payment_link')).toBe(true);
    const again = await call(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'deposit' });
    expect([again.status, again.body.error.code]).toEqual([409, 'order_paid']);

    // The balance, from the order sheet: the whole piece with VAT, less the deposit paid.
    const balance = await ok(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'balance' });
    expect(balance).toMatchObject({ amountDueMinor: 84_000, currency: 'GBP' });
    expect(await ok(null, `/v1/pay/${balance.token}`)).toMatchObject({
      kind: 'order_balance',
      invoice: { totalMinor: 120_000, depositsDeductedMinor: 36_000, amountDueMinor: 84_000 },
    });
    await pay(balance.url);
    const paid = await ok(user, `/v1/orders/${created.id}`);
    expect(
      paid.events
        .filter((e: Json) => e.kind === 'payment')
        .map((e: Json) => [e.detail.stage, e.detail.amountMinor])
        .sort(),
    ).toEqual([
      ['balance', 84_000],
      ['deposit', 36_000],
    ]);
    const done = await call(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'balance' });
    expect(done.body.error.code).toBe('order_paid');
  });
});

describe("an order's payments reach every figure that counts them", () => {
  const figures = async (user: TestUser) => ({
    paid: (await ok(user, '/v1/invoices/stats')).paid,
    revenue: (await ok(user, '/v1/analytics?months=3')).tiles.revenue.value as number,
  });

  it("the deposit paid through the order's link pays its issued deposit invoice: 'Payées' and 'Encaissé' count it", async () => {
    const { user } = await connectedJeweller('Maison Encaissé');
    const created = await order(user, { item: 'Bague', price: 1000, deposit: 300 });
    const draft = await ok(user, `/v1/orders/${created.id}/invoice`, 'POST', { kind: 'deposit' });
    const deposit = await ok(user, `/v1/invoices/${draft.invoiceId}/issue`, 'POST');
    expect(deposit).toMatchObject({ status: 'sent', totalMinor: 36_000 });
    const before = await figures(user);
    expect(before).toEqual({ paid: { count: 0, amountMinor: 0 }, revenue: 0 });

    const link = await ok(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'deposit' });
    await pay(link.url);
    // 'Paiement reçu en ligne' on the order, and the invoice is paid ('Payée', no longer 'En attente').
    const sheet = await ok(user, `/v1/orders/${created.id}`);
    expect(sheet.events.some((e: Json) => e.kind === 'payment')).toBe(true);
    expect((await ok(user, `/v1/invoices/${deposit.id}`)).status).toBe('paid');
    expect(await figures(user)).toEqual({ paid: { count: 1, amountMinor: 36_000 }, revenue: 36_000 });

    // The balance paid before the final invoice is issued: issuing it finds it paid; every pound counts once.
    const balance = await ok(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'balance' });
    await pay(balance.url);
    const final = await ok(user, `/v1/orders/${created.id}/invoice`, 'POST', { kind: 'final' });
    const issued = await ok(user, `/v1/invoices/${final.invoiceId}/issue`, 'POST');
    expect(issued).toMatchObject({ status: 'paid', totalMinor: 120_000, depositsDeductedMinor: 36_000 });
    const after = await figures(user);
    expect(after.paid.count).toBe(2);
    expect(after.revenue).toBe(120_000);
  });

  it('a deposit paid with no invoice yet pays the final invoice only once the whole piece is paid', async () => {
    const { user } = await connectedJeweller('Maison Acompte Seul');
    const created = await order(user, { item: 'Collier', price: 500, deposit: 100 });
    await pay((await ok(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'deposit' })).url);
    const final = await ok(user, `/v1/orders/${created.id}/invoice`, 'POST', { kind: 'final' });
    const issued = await ok(user, `/v1/invoices/${final.invoiceId}/issue`, 'POST');
    // £600 asked, £120 received: still due.
    expect(issued).toMatchObject({ status: 'sent', totalMinor: 60_000 });
    await pay((await ok(user, `/v1/orders/${created.id}/payment-link`, 'POST', { kind: 'balance' })).url);
    expect((await ok(user, `/v1/invoices/${final.invoiceId}`)).status).toBe('paid');
    expect((await figures(user)).revenue).toBe(60_000);
  });
});

describe('Settings → Paiements: the refund policy', () => {
  it('the owner sets deposit_refund_hours on the connected account (0–720); none connected: 409', async () => {
    const { user } = await connectedJeweller('Maison Politique');
    expect((await ok(user, '/v1/payments/account')).depositRefundHours).toBe(48);
    const set = await ok(user, '/v1/payments/account', 'PATCH', { depositRefundHours: 24 });
    expect(set.depositRefundHours).toBe(24);
    expect((await ok(user, '/v1/payments/account')).depositRefundHours).toBe(24);
    const { rows } = await api.t.db.pool.query(
      'select deposit_refund_hours from public.payment_accounts where business_id = $1',
      [user.businessId],
    );
    expect(rows[0].deposit_refund_hours).toBe(24);
    expect((await call(user, '/v1/payments/account', 'PATCH', { depositRefundHours: 1000 })).status).toBe(
      422,
    );

    const none = await api.t.createUser('Maison Politique Seule', { plan: 'MOISSANITE' });
    const refused = await call(none, '/v1/payments/account', 'PATCH', { depositRefundHours: 12 });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'payments_not_connected']);
  });
});
