import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@carat/domain/dates';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, sessionOf } from '#test/payments-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Issue 15, the rest (ADR 038): a paid booking deposit becomes a credit on the client's record with a
 * deposit receipt, deducted visibly on the client's next invoice; a deposit refunded on cancel takes its
 * credit back (and one already deducted is refused); partial refunds of an invoice paid online issue
 * credit notes; the payments report per period.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller, shopWithDeposit } = api;

let ip = 0;
let visitor = 100;
const date = () => addDays(todayIn(new Date(), 'Europe/London'), 10);

/** Books and pays the deposit: the booking, its manage token, the client the payment was put on. */
async function bookAndPay(slug: string, time: string) {
  const n = ++visitor;
  const email = `credit${n}@example.com`;
  const res = await call(
    null,
    `/v1/showrooms/${slug}/appointments`,
    'POST',
    {
      type: 'design',
      date: date(),
      time,
      firstName: 'Ada',
      lastName: `L${n}`,
      email,
      phone: '+44 20 7946 0000',
    },
    `203.0.113.${++ip}`,
  );
  expect(res.status).toBe(201);
  const back = await sandbox().payCheckoutSession(sessionOf(res.body.payment.url), '4242 4242 4242 4242');
  await sandbox().settled();
  const { rows } = await api.t.db.pool.query(
    'select client_id, payment_intent_id from public.client_payments where appointment_id = $1',
    [res.body.id],
  );
  return {
    id: res.body.id as string,
    email,
    token: back.split('#')[1]!,
    clientId: rows[0].client_id as string,
    intent: rows[0].payment_intent_id as string,
  };
}

async function issuedFor(user: TestUser, clientId: string, price: string) {
  const draft = await ok(user, '/v1/invoices', 'POST', {
    clientId,
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    items: [{ description: 'Bague', quantity: 1, price }],
  });
  return ok(user, `/v1/invoices/${draft.id}/issue`, 'POST');
}

describe('a paid booking deposit becomes a credit, deducted on the next invoice', () => {
  it('receipts the deposit, shows the credit, deducts it visibly, never twice, and refuses the refund after', async () => {
    const { user, slug } = await shopWithDeposit('Maison Crédit');
    const paid = await bookAndPay(slug, '09:00');
    expect(paid.clientId).toBeTruthy();

    // The credit on the client's record, with its receipt (a paid deposit invoice, VAT split from £25).
    const credit = await ok(user, `/v1/clients/${paid.clientId}/credit`);
    expect(credit.balances).toEqual([{ currency: 'GBP', amountMinor: 2500 }]);
    expect(credit.entries).toHaveLength(1);
    expect(credit.entries[0]).toMatchObject({ kind: 'deposit', amountMinor: 2500 });
    const receipt = await ok(user, `/v1/invoices/${credit.entries[0].receiptInvoiceId}`);
    expect(receipt).toMatchObject({
      kind: 'deposit',
      status: 'paid',
      totalMinor: 2500,
      subtotalMinor: 2083,
      vatMinor: 417,
      clientId: paid.clientId,
      number: credit.entries[0].receiptNumber,
    });
    expect(receipt.number).toMatch(/^INV-\d{4}-\d{3}$/);

    // Emailed with the confirmation: the receipt's PDF rides along.
    await api.t.deps.jobs.drain('email.send');
    const confirmation = api.t.deps.mailer.outbox.find((m) => m.to === paid.email);
    expect(confirmation?.attachments?.map((a) => a.contentType)).toContain('application/pdf');

    // The next invoice (£10 + VAT = £12) is covered by the credit: nothing left to pay, the rest stays.
    const small = await issuedFor(user, paid.clientId, '10.00');
    expect(small).toMatchObject({
      totalMinor: 1200,
      creditDeductedMinor: 1200,
      depositsDeductedMinor: 1200,
      amountDueMinor: 0,
      status: 'paid',
      creditDeductions: [{ receiptNumber: receipt.number, amountMinor: 1200 }],
    });
    expect((await ok(user, `/v1/clients/${paid.clientId}/credit`)).balances[0].amountMinor).toBe(1300);

    // Two invoices issued at once for the client: the £13 left is used once.
    const drafts = await Promise.all(
      [1, 2].map(() =>
        ok(user, '/v1/invoices', 'POST', {
          clientId: paid.clientId,
          clientName: 'Ada Lovelace',
          items: [{ description: 'Bague', quantity: 1, price: '100.00' }],
        }),
      ),
    );
    const issued = await Promise.all(drafts.map((d) => ok(user, `/v1/invoices/${d.id}/issue`, 'POST')));
    expect(issued.map((i) => i.creditDeductedMinor).sort((a, b) => a - b)).toEqual([0, 1300]);
    const big = issued.find((i) => i.creditDeductedMinor === 1300)!;
    expect(big.amountDueMinor).toBe(12000 - 1300);
    expect((await ok(user, `/v1/clients/${paid.clientId}/credit`)).balances[0].amountMinor).toBe(0);

    // Its PDF shows the deduction with the receipt's number.
    const pdf = await api.t.request(`/v1/invoices/${big.id}/pdf`, { token: user.token });
    expect(pdf.status).toBe(200);

    // Cancelled through the booking link now: refused clearly, nothing changes.
    const refused = await call(null, `/v1/bookings/${paid.token}/cancel`, 'POST');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('deposit_deducted');
    expect((await ok(user, `/v1/appointments/${paid.id}`)).status).not.toBe('cancelled');
    expect(sandbox().state.data.paymentIntents[paid.intent]!.amount_refunded).toBe(0);

    // Voiding the invoice that deducted gives the credit back.
    await ok(user, `/v1/invoices/${big.id}/void`, 'POST', { reason: 'Erreur' });
    const restored = await ok(user, `/v1/clients/${paid.clientId}/credit`);
    expect(restored.balances[0].amountMinor).toBe(1300);
    expect(restored.entries[0]).toMatchObject({ kind: 'restored', amountMinor: 1300, invoiceId: big.id });

    // The Create Invoice form gives a name and an email only: the client with credit is found by it.
    const typed = await ok(user, '/v1/invoices', 'POST', {
      clientName: 'Ada',
      clientEmail: paid.email.toUpperCase(),
      items: [{ description: 'Bague', quantity: 1, price: '100.00' }],
    });
    expect(typed.clientId).toBeNull();
    const typedIssued = await ok(user, `/v1/invoices/${typed.id}/issue`, 'POST');
    expect(typedIssued).toMatchObject({ clientId: paid.clientId, creditDeductedMinor: 1300 });
  });

  it('a deposit refunded on cancel (within the policy) takes its credit back and voids its receipt', async () => {
    const { user, slug } = await shopWithDeposit('Maison Crédit Annulé');
    const paid = await bookAndPay(slug, '10:00');
    const before = await ok(user, `/v1/clients/${paid.clientId}/credit`);
    const receiptId = before.entries[0].receiptInvoiceId;
    const cancelled = await ok(null, `/v1/bookings/${paid.token}/cancel`, 'POST');
    expect(cancelled.deposit.status).toBe('refunded');
    const after = await ok(user, `/v1/clients/${paid.clientId}/credit`);
    expect(after.balances).toEqual([{ currency: 'GBP', amountMinor: 0 }]);
    expect(after.entries[0]).toMatchObject({ kind: 'refund', amountMinor: -2500 });
    const receipt = await ok(user, `/v1/invoices/${receiptId}`);
    expect(receipt.status).toBe('void');
    expect(receipt.creditNote.number).toMatch(/^CN-/);
    // The next invoice deducts nothing.
    const next = await issuedFor(user, paid.clientId, '10.00');
    expect(next).toMatchObject({ creditDeductedMinor: 0, amountDueMinor: 1200, status: 'sent' });
  });

  it('another business never reads the credit', async () => {
    const { user, slug } = await shopWithDeposit('Maison Crédit Privé');
    const paid = await bookAndPay(slug, '11:00');
    expect((await ok(user, `/v1/clients/${paid.clientId}/credit`)).balances[0].amountMinor).toBe(2500);
    const other = await api.t.createUser('Maison Curieuse', { plan: 'MOISSANITE' });
    expect((await call(other, `/v1/clients/${paid.clientId}/credit`)).status).toBe(404);
  });
});

describe('POST /v1/invoices/{id}/refunds', () => {
  /** An invoice of £120 (£144 with VAT) paid online through its pay link. */
  async function paidOnline(user: TestUser) {
    const created = await ok(user, '/v1/invoices', 'POST', {
      clientName: 'Grace Hopper',
      clientEmail: 'grace@example.com',
      items: [{ description: 'Bague', quantity: 1, price: '120.00' }],
    });
    const invoice = await ok(user, `/v1/invoices/${created.id}/issue`, 'POST');
    const link = await ok(user, `/v1/invoices/${invoice.id}/payment-link`, 'POST');
    const checkout = await ok(null, `/v1/pay/${link.token}/checkout`, 'POST');
    await sandbox().payCheckoutSession(sessionOf(checkout.url), '4242424242424242');
    await sandbox().settled();
    return ok(user, `/v1/invoices/${invoice.id}`);
  }

  it('refunds part on the jeweller’s account with a credit note; more than what is left is 422', async () => {
    const { user } = await connectedJeweller('Maison Avoir');
    const invoice = await paidOnline(user);
    expect(invoice).toMatchObject({ status: 'paid', paidOnlineMinor: 14400, refundedMinor: 0 });
    const statsBefore = await ok(user, '/v1/invoices/stats');

    const refunded = await ok(user, `/v1/invoices/${invoice.id}/refunds`, 'POST', {
      amount: 5000,
      reason: 'Pierre changée',
    });
    expect(refunded.refundedMinor).toBe(5000);
    expect(refunded.refunds).toHaveLength(1);
    const note = refunded.refunds[0];
    expect(note).toMatchObject({ totalMinor: 5000, reason: 'Pierre changée' });
    expect(note.number).toMatch(/^CN-\d{4}-\d{3}$/);
    expect(note.subtotalMinor + note.vatMinor).toBe(5000);
    expect(note.vatMinor).toBe(833);
    // On Stripe, on the jeweller's account.
    const { rows } = await api.t.db.pool.query(
      'select payment_intent_id, refunded_minor from public.client_payments where invoice_id = $1',
      [invoice.id],
    );
    expect(Number(rows[0].refunded_minor)).toBe(5000);
    expect(sandbox().state.data.paymentIntents[rows[0].payment_intent_id]!.amount_refunded).toBe(5000);
    // The tiles: paid less the refund.
    const statsAfter = await ok(user, '/v1/invoices/stats');
    expect(statsAfter.paid.amountMinor).toBe(statsBefore.paid.amountMinor - 5000);
    // The credit note as a PDF.
    const pdf = await api.t.request(`/v1/invoices/${invoice.id}/credit-note/pdf?noteId=${note.id}`, {
      token: user.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    const over = await call(user, `/v1/invoices/${invoice.id}/refunds`, 'POST', { amount: 9401 });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('refund_exceeds_paid');
    expect(over.body.error.details).toEqual({ refundableMinor: '9400' });
    // The rest, exactly, is fine; then nothing is left.
    const rest = await ok(user, `/v1/invoices/${invoice.id}/refunds`, 'POST', { amount: 9400 });
    expect(rest.refundedMinor).toBe(14400);
    expect(rest.refunds).toHaveLength(2);
    expect((await call(user, `/v1/invoices/${invoice.id}/refunds`, 'POST', { amount: 1 })).status).toBe(422);
  });

  it('refuses an invoice not paid online, CZ, and another business’s invoice', async () => {
    const { user } = await connectedJeweller('Maison Avoir Manuel');
    const created = await ok(user, '/v1/invoices', 'POST', {
      clientName: 'Cash',
      items: [{ description: 'Bague', quantity: 1, price: '10.00' }],
    });
    await ok(user, `/v1/invoices/${created.id}/pay`, 'POST', {});
    const manual = await call(user, `/v1/invoices/${created.id}/refunds`, 'POST', { amount: 100 });
    expect(manual.status).toBe(409);
    expect(manual.body.error.code).toBe('invoice_not_paid_online');

    const cz = await api.t.createUser('Maison Avoir CZ', { plan: 'CZ' });
    const czRes = await call(cz, `/v1/invoices/${randomUUID()}/refunds`, 'POST', { amount: 100 });
    expect(czRes.status).toBe(403);
    expect(czRes.body.error.code).toBe('plan_required');

    const { user: other } = await connectedJeweller('Maison Avoir Autre');
    expect((await call(other, `/v1/invoices/${created.id}/refunds`, 'POST', { amount: 100 })).status).toBe(
      404,
    );
  });
});

describe('GET /v1/payments/report', () => {
  it('sums received, fees and refunds by kind for the period; CZ is refused', async () => {
    const { user, slug } = await shopWithDeposit('Maison Rapport');
    const empty = await ok(user, `/v1/payments/report?from=2020-01-01&to=2020-01-31`);
    expect(empty).toEqual({ from: '2020-01-01', to: '2020-01-31', items: [], totals: [] });

    const early = await bookAndPay(slug, '09:00');
    await bookAndPay(slug, '10:00');
    await ok(null, `/v1/bookings/${early.token}/cancel`, 'POST');
    const today = todayIn(new Date(), 'Europe/London');
    const report = await ok(user, `/v1/payments/report?from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
    expect(report.items).toEqual([
      {
        currency: 'GBP',
        kind: 'booking',
        count: 2,
        receivedMinor: 5000,
        feesMinor: 0,
        refundsMinor: 2500,
        netMinor: 2500,
      },
    ]);
    expect(report.totals).toEqual([
      { currency: 'GBP', count: 2, receivedMinor: 5000, feesMinor: 0, refundsMinor: 2500, netMinor: 2500 },
    ]);
    expect((await call(user, '/v1/payments/report?from=2026-02-01&to=2026-01-01')).status).toBe(422);

    const cz = await api.t.createUser('Maison Rapport CZ', { plan: 'CZ' });
    const czRes = await call(cz, `/v1/payments/report?from=${today}&to=${today}`);
    expect(czRes.status).toBe(403);
    expect(czRes.body.error.code).toBe('plan_required');
  });
});
