import { addDays, todayIn } from '@carat/domain/dates';
import { computeInvoiceTotals, vatIncluded } from '@carat/domain/invoice';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Issue 15: 'a property test over random invoices with deposits shows total paid + credits + refunds
 * reconcile to the penny'. Random clients pay random booking deposits (some refunded on cancel), then get
 * random invoices (lines, quantities, prices) that deduct their credit, some paid online and partly
 * refunded, some voided. Everything goes through the API and the database (PGlite); a model in this file
 * says what each deduction and balance must be, and the ledger identities are checked on the stored rows.
 * A fixed number of runs keeps it under ~30 s.
 *
 * Issue 28: custom orders paid in stages through their pay links (deposit, balance) reach the same figures:
 * the order's issued invoices they cover are paid ('Payées'), and 'Encaissé' counts every pound once.
 */
const api = connectedPaymentsTesting();
const { ok, sandbox, connectedJeweller } = api;
let user: TestUser;
let slug: string;

const TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

beforeAll(async () => {
  ({ user } = await connectedJeweller('Maison Propriété'));
  await ok(user, '/v1/showroom/page/publish', 'POST');
  slug = (await ok(user, '/v1/showroom/settings')).slug;
  await ok(user, '/v1/availability', 'PUT', {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: TIMES })),
    closedDates: [],
    bufferMinutes: 0,
  });
});

let slot = 0;
let run = 0;
/** Books the next free slot with a deposit of `amount` for `email`, pays it; the manage token. */
async function payDeposit(email: string, amount: number) {
  await ok(user, '/v1/services', 'PUT', {
    services: [
      {
        type: 'design',
        enabled: true,
        minDurationMinutes: 60,
        maxDurationMinutes: 60,
        minPriceMinor: 5000,
        maxPriceMinor: 100_000,
        currency: 'GBP',
        depositMinor: amount,
      },
    ],
  });
  const n = slot++;
  const date = addDays(todayIn(new Date(), 'Europe/London'), 5 + Math.floor(n / TIMES.length));
  const res = await ok(
    null,
    `/v1/showrooms/${slug}/appointments`,
    'POST',
    {
      type: 'design',
      date,
      time: TIMES[n % TIMES.length],
      firstName: 'P',
      lastName: 'T',
      email,
      phone: '+44 20 7946 0000',
    },
    `192.0.2.${(n % 250) + 1}`,
  );
  const back = await sandbox().payCheckoutSession(sessionOf(res.payment.url), '4242424242424242');
  await sandbox().settled();
  return back.split('#')[1]!;
}

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  unitPriceMinor: fc.integer({ min: 0, max: 40_000 }),
});
const scenario = fc.record({
  deposits: fc.array(fc.record({ amount: fc.integer({ min: 100, max: 20_000 }), refunded: fc.boolean() }), {
    maxLength: 2,
  }),
  invoices: fc.array(
    fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      payOnline: fc.boolean(),
      /** Per ten thousand of what was paid online, refunded in one or two parts. */
      refundParts: fc.array(fc.integer({ min: 1, max: 6000 }), { maxLength: 2 }),
      voided: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

const price = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describe('money reconciles to the penny', () => {
  it('VAT included: net + VAT is the amount at any rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const { net, vat } = vatIncluded(gross, rate);
          expect(net + vat).toBe(gross);
          expect(Math.abs(vat - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('deposits, credits, deductions, payments and refunds over random invoices', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const email = `prop${++run}@example.com`;
        // The model: the client's credit per deposit receipt (oldest first).
        const credits: number[] = [];
        let depositsPaid = 0;
        let depositsRefunded = 0;
        for (const deposit of s.deposits) {
          const token = await payDeposit(email, deposit.amount);
          depositsPaid += deposit.amount;
          if (deposit.refunded) {
            const cancelled = await ok(null, `/v1/bookings/${token}/cancel`, 'POST');
            expect(cancelled.deposit.status).toBe('refunded');
            depositsRefunded += deposit.amount;
            credits.push(0);
          } else credits.push(deposit.amount);
        }
        const clientId: string =
          s.deposits.length > 0
            ? (
                await api.t.db.pool.query(
                  `select id from public.clients where business_id = $1 and email = $2`,
                  [user.businessId, email],
                )
              ).rows[0].id
            : (await ok(user, '/v1/clients', 'POST', { name: 'Prop', email })).id;

        let invoicedTotal = 0;
        let deducted = 0;
        let paidOnline = 0;
        let refunded = 0;
        let outstanding = 0;
        for (const spec of s.invoices) {
          const draft = await ok(user, '/v1/invoices', 'POST', {
            clientId,
            clientName: 'Prop',
            clientEmail: email,
            items: spec.lines.map((l) => ({
              description: 'Pièce',
              quantity: l.quantity,
              price: price(l.unitPriceMinor),
            })),
          });
          const issued = await ok(user, `/v1/invoices/${draft.id}/issue`, 'POST');
          const total = computeInvoiceTotals(spec.lines).total;
          expect(issued.totalMinor).toBe(total);
          // The model's deduction: the oldest credit first, never below 0.
          let want = 0;
          for (let i = 0; i < credits.length && want < total; i++) {
            const take = Math.min(credits[i]!, total - want);
            credits[i]! -= take;
            want += take;
          }
          expect(issued.creditDeductedMinor).toBe(want);
          expect(issued.amountDueMinor).toBe(total - want);
          expect(issued.creditDeductions.reduce((sum: number, d: Json) => sum + d.amountMinor, 0)).toBe(want);
          let invoicePaid = 0;
          let invoiceRefunded = 0;
          if (spec.payOnline && issued.amountDueMinor > 0) {
            const link = await ok(user, `/v1/invoices/${issued.id}/payment-link`, 'POST');
            const checkout = await ok(null, `/v1/pay/${link.token}/checkout`, 'POST');
            await sandbox().payCheckoutSession(sessionOf(checkout.url), '4242424242424242');
            await sandbox().settled();
            invoicePaid = issued.amountDueMinor;
            for (const part of spec.refundParts) {
              const amount = Math.floor(((invoicePaid - invoiceRefunded) * part) / 10_000);
              if (amount < 1) continue;
              await ok(user, `/v1/invoices/${issued.id}/refunds`, 'POST', { amount });
              invoiceRefunded += amount;
            }
          }
          if (spec.voided && invoicePaid === 0) {
            await ok(user, `/v1/invoices/${issued.id}/void`, 'POST', {});
            // The model: what it deducted goes back to the receipts it came from (here: oldest first).
            const back = await ok(user, `/v1/invoices/${issued.id}`);
            expect(back.status).toBe('void');
            let left = want;
            for (const d of back.creditDeductions as Json[]) left -= d.amountMinor;
            expect(left).toBe(0);
            // Put the model back: recompute from the ledger's receipts below.
            const ledger = await ok(user, `/v1/clients/${clientId}/credit`);
            const perReceipt = new Map<string, number>();
            for (const e of [...ledger.entries].reverse() as Json[])
              perReceipt.set(e.receiptInvoiceId, (perReceipt.get(e.receiptInvoiceId) ?? 0) + e.amountMinor);
            credits.splice(0, credits.length, ...perReceipt.values());
            continue;
          }
          invoicedTotal += total;
          deducted += want;
          paidOnline += invoicePaid;
          refunded += invoiceRefunded;
          if (invoicePaid === 0) outstanding += total - want;
          const stored = await ok(user, `/v1/invoices/${issued.id}`);
          expect(stored.refundedMinor).toBe(invoiceRefunded);
          expect(stored.refunds.reduce((sum: number, r: Json) => sum + r.totalMinor, 0)).toBe(
            invoiceRefunded,
          );
          for (const r of stored.refunds as Json[]) expect(r.subtotalMinor + r.vatMinor).toBe(r.totalMinor);
        }

        // The client's credit: what the model says, and deposits = balance + used + refunded.
        const ledger = await ok(user, `/v1/clients/${clientId}/credit`);
        const balance = ledger.balances[0]?.amountMinor ?? 0;
        expect(balance).toBe(credits.reduce((a, b) => a + b, 0));
        expect(depositsPaid).toBe(balance + deducted + depositsRefunded);

        // The invoices: invoiced = credits deducted + paid online + still due.
        expect(invoicedTotal).toBe(deducted + paidOnline + outstanding);

        // The stored rows agree: payments, refunds, credit notes, ledger.
        const { rows } = await api.t.db.pool.query(
          `select
             (select coalesce(sum(amount_minor), 0) from public.client_payments
               where business_id = $1 and status = 'paid' and client_id = $2 and kind = 'booking_deposit') as deposits,
             (select coalesce(sum(p.amount_minor), 0) from public.client_payments p
               join public.invoices i on i.id = p.invoice_id
               where p.business_id = $1 and p.status = 'paid' and i.client_id = $2) as invoice_paid,
             (select coalesce(sum(p.refunded_minor), 0) from public.client_payments p
               left join public.invoices i on i.id = p.invoice_id
               where p.business_id = $1 and coalesce(i.client_id, p.client_id) = $2) as refunded,
             (select coalesce(sum(r.amount_minor), 0) from public.payment_refunds r
               join public.client_payments p on p.id = r.payment_id
               left join public.invoices i on i.id = p.invoice_id
               where r.business_id = $1 and coalesce(i.client_id, p.client_id) = $2) as refund_rows,
             (select coalesce(sum(c.total_minor), 0) from public.credit_notes c
               join public.invoices i on i.id = c.invoice_id
               where c.business_id = $1 and c.kind = 'refund' and i.client_id = $2) as refund_notes,
             (select coalesce(sum(amount_minor), 0) from public.client_credits
               where business_id = $1 and client_id = $2) as ledger`,
          [user.businessId, clientId],
        );
        const db = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])) as Record<
          'deposits' | 'invoice_paid' | 'refunded' | 'refund_rows' | 'refund_notes' | 'ledger',
          number
        >;
        expect(db.deposits).toBe(depositsPaid);
        expect(db.invoice_paid).toBe(paidOnline);
        expect(db.refunded).toBe(refunded + depositsRefunded);
        expect(db.refund_rows).toBe(db.refunded);
        expect(db.refund_notes).toBe(refunded);
        expect(db.ledger).toBe(balance);
        // Cash kept = deposits kept + invoices paid online − their refunds.
        expect(db.deposits + db.invoice_paid - db.refunded).toBe(
          depositsPaid - depositsRefunded + paidOnline - refunded,
        );
      }),
      { numRuns: 16, seed: 20261126, endOnFailure: true },
    );
  }, 120_000);

  it("order payment links: every payment reaches 'Payées' and 'Encaissé', once", async () => {
    const { user: jeweller } = await connectedJeweller('Maison Commandes Propriété');
    // The running figures of this business, as the model says they must be.
    let paidCount = 0;
    let paidAmount = 0;
    let received = 0;
    const orderScenario = fc.record({
      price: fc.integer({ min: 1, max: 5_000 }),
      depositShare: fc.integer({ min: 0, max: 100 }),
      /** When the deposit invoice is issued: before the deposit is paid, after, or never. */
      depositInvoice: fc.constantFrom('before', 'after', 'never'),
      payDeposit: fc.boolean(),
      /** When the final invoice is issued: before the balance is paid, after, or never. */
      finalInvoice: fc.constantFrom('before', 'after', 'never'),
      payBalance: fc.boolean(),
    });
    const payLink = async (orderId: string, kind: 'deposit' | 'balance') => {
      const link = await ok(jeweller, `/v1/orders/${orderId}/payment-link`, 'POST', { kind });
      const checkout = await ok(null, `/v1/pay/${link.token}/checkout`, 'POST');
      await sandbox().payCheckoutSession(sessionOf(checkout.url), '4242424242424242');
      await sandbox().settled();
      return link.amountDueMinor as number;
    };
    const issue = async (orderId: string, kind: 'deposit' | 'final') => {
      const draft = await ok(jeweller, `/v1/orders/${orderId}/invoice`, 'POST', { kind });
      return ok(jeweller, `/v1/invoices/${draft.invoiceId}/issue`, 'POST');
    };
    await fc.assert(
      fc.asyncProperty(orderScenario, async (o) => {
        const deposit = Math.floor((o.price * o.depositShare) / 100);
        const created = await ok(jeweller, '/v1/orders', 'POST', {
          client: { name: 'Prop Commande', email: `order${++run}@example.com` },
          item: 'Pièce',
          price: o.price,
          ...(deposit > 0 ? { deposit } : {}),
        });
        const gross = computeInvoiceTotals([{ quantity: 1, unitPriceMinor: o.price * 100 }]).total;
        const grossDeposit =
          deposit > 0 ? computeInvoiceTotals([{ quantity: 1, unitPriceMinor: deposit * 100 }]).total : 0;
        let paidOnline = 0;
        const invoices: string[] = [];
        if (deposit > 0 && o.depositInvoice === 'before')
          invoices.push((await issue(created.id, 'deposit')).id);
        if (deposit > 0 && o.payDeposit) paidOnline += await payLink(created.id, 'deposit');
        if (deposit > 0 && o.depositInvoice === 'after')
          invoices.push((await issue(created.id, 'deposit')).id);
        if (o.finalInvoice === 'before') invoices.push((await issue(created.id, 'final')).id);
        if (o.payBalance) paidOnline += await payLink(created.id, 'balance');
        if (o.finalInvoice === 'after') invoices.push((await issue(created.id, 'final')).id);
        received += paidOnline;

        // The model: what was received covers the issued invoices in turn (deposit first); a covered one is
        // paid, for what it asks (its total less the deposits it deducts).
        const depositIssued = deposit > 0 && o.depositInvoice !== 'never';
        const asks = {
          deposit: grossDeposit,
          final: gross - (depositIssued && o.finalInvoice !== 'never' ? grossDeposit : 0),
        };
        let left = paidOnline;
        const expected = new Map<string, string>();
        const stored = await Promise.all(invoices.map((id) => ok(jeweller, `/v1/invoices/${id}`)));
        for (const invoice of [...stored].sort((a, b) =>
          a.kind === 'deposit' ? -1 : b.kind === 'deposit' ? 1 : 0,
        )) {
          const due = invoice.kind === 'deposit' ? asks.deposit : asks.final;
          expect(invoice.totalMinor - invoice.depositsDeductedMinor).toBe(due);
          if (left >= due) {
            expected.set(invoice.id, 'paid');
            left -= due;
            paidCount += 1;
            paidAmount += due;
          } else expected.set(invoice.id, 'sent');
        }
        for (const invoice of stored) expect(invoice.status, invoice.kind).toBe(expected.get(invoice.id));
        // Paid in full with its final invoice issued: every pound received is on a paid invoice.
        if (o.payBalance && o.finalInvoice !== 'never') expect(left).toBe(0);
        if (o.payBalance) expect(paidOnline).toBe(gross);

        const stats = await ok(jeweller, '/v1/invoices/stats');
        expect(stats.paid).toEqual({ count: paidCount, amountMinor: paidAmount });
        const analytics = await ok(jeweller, '/v1/analytics?months=3');
        expect(analytics.tiles.revenue.value).toBe(paidAmount);
        // Never more counted than received.
        expect(paidAmount).toBeLessThanOrEqual(received);
      }),
      { numRuns: 12, seed: 20261128, endOnFailure: true },
    );
  }, 120_000);
});
