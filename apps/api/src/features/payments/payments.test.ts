import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@carat/domain/dates';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, linkId, sessionOf } from '#test/payments-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Issue 15 on businesses created here: connecting the jeweller's Stripe account (Connect, direct charges)
 * through the local sandbox, the Connect webhook's guarantees, and booking deposits that hold their slot
 * while the client pays.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller, sendConnectEvent, shopWithDeposit } = api;

async function accountRow(businessId: string) {
  const { rows } = await api.t.db.pool.query(
    'select charges_enabled, payouts_enabled, requirements_due from public.payment_accounts where business_id = $1',
    [businessId],
  );
  return rows[0] ?? null;
}

describe('Settings → Paiements: the connected account', () => {
  it('refuses every payment route to CZ with 403 plan_required', async () => {
    const user = await api.t.createUser('Maison CZ', { plan: 'CZ' });
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH']) {
      const body = method === 'PATCH' ? { depositRefundHours: 24 } : undefined;
      const res = await call(user, '/v1/payments/account', method, body);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('plan_required');
      expect(res.body.error.details).toEqual({ requiredPlan: 'SILVER' });
    }
  });

  it('connects, onboards on the sandbox, shows what Stripe says, and disconnects', async () => {
    const user = await api.t.createUser('Maison Connect', { plan: 'DIAMOND' });
    expect(await ok(user, '/v1/payments/account')).toMatchObject({
      mode: 'sandbox',
      connected: false,
      chargesEnabled: false,
      dashboardUrl: null,
    });

    const link = await ok(user, '/v1/payments/account', 'POST');
    expect(link.url).toMatch(/\/connect\/onboarding\/acctlink_/);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    const pending = await ok(user, '/v1/payments/account');
    expect(pending).toMatchObject({ connected: true, chargesEnabled: false, payoutsEnabled: false });
    expect(pending.requirementsDue).toContain('external_account');

    // Pressing again gives a new link for the same account.
    const again = await ok(user, '/v1/payments/account', 'POST');
    expect(again.url).not.toBe(link.url);
    expect((await ok(user, '/v1/payments/account')).accountId).toBe(pending.accountId);

    // The jeweller finishes on Stripe's page; 'account.updated' reaches the Connect endpoint.
    const back = sandbox().completeOnboarding(linkId(again.url));
    expect(back).toContain('/dashboard/settings?tab=payments');
    await sandbox().settled();
    expect(await accountRow(user.businessId)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      requirements_due: [],
    });
    const connected = await ok(user, '/v1/payments/account');
    expect(connected).toMatchObject({ connected: true, chargesEnabled: true, payoutsEnabled: true });
    expect(connected.dashboardUrl).toContain(`/connect/dashboard/${connected.accountId}`);

    // Another business never sees it.
    const other = await api.t.createUser('Maison Autre', { plan: 'DIAMOND' });
    expect((await ok(other, '/v1/payments/account')).connected).toBe(false);

    expect(await ok(user, '/v1/payments/account', 'DELETE')).toMatchObject({ connected: false });
    expect(await accountRow(user.businessId)).toBeNull();
  });
});

describe('POST /webhooks/stripe-connect', () => {
  it('refuses a bad signature (400), including one made with the platform endpoint’s secret', async () => {
    const { accountId } = await connectedJeweller('Maison Signature');
    const object = { id: accountId, object: 'account' };
    const forged = await sendConnectEvent(
      { type: 'account.updated', account: accountId, object },
      'whsec_not_ours',
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    const platform = await sendConnectEvent(
      { type: 'account.updated', account: accountId, object },
      api.t.deps.billing.webhookSecret,
    );
    expect(platform.status).toBe(400);
    const missing = await api.t.request('/webhooks/stripe-connect', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
  });

  it('applies an event once, answers unknown types 200, and ignores live-mode events in test config', async () => {
    const { user, accountId } = await connectedJeweller('Maison Une Fois');
    // Stripe's side changes (a requirement comes due); the event is delivered twice.
    sandbox().account(accountId).requirements.currently_due = ['individual.verification.document'];
    const id = `evt_${randomUUID()}`;
    const first = await sendConnectEvent({ id, type: 'account.updated', account: accountId, object: {} });
    expect(first.body.outcome).toBe('applied');
    expect((await accountRow(user.businessId)).requirements_due).toEqual([
      'individual.verification.document',
    ]);
    sandbox().account(accountId).requirements.currently_due = [];
    const second = await sendConnectEvent({ id, type: 'account.updated', account: accountId, object: {} });
    expect(second).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect((await accountRow(user.businessId)).requirements_due).toEqual([
      'individual.verification.document',
    ]);

    const unknownType = await sendConnectEvent({
      type: 'payout.paid',
      account: accountId,
      object: { id: 'po_1' },
    });
    expect(unknownType).toMatchObject({ status: 200, body: { outcome: 'ignored' } });

    const live = await sendConnectEvent({
      type: 'account.updated',
      account: accountId,
      object: {},
      livemode: true,
    });
    expect(live).toMatchObject({ status: 200, body: { outcome: 'wrong_mode' } });
    expect((await accountRow(user.businessId)).requirements_due).toEqual([
      'individual.verification.document',
    ]);
  });

  it('answers 200 for an account no business has, and changes nothing', async () => {
    const stranger = sandbox().createAccount({ email: 'stranger@example.com' });
    const before = await api.t.db.pool.query('select count(*)::int as n from public.connect_webhook_events');
    const res = await sendConnectEvent({ type: 'account.updated', account: stranger.id, object: stranger });
    expect(res).toMatchObject({ status: 200, body: { outcome: 'unknown_account' } });
    const after = await api.t.db.pool.query('select count(*)::int as n from public.connect_webhook_events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const { rows } = await api.t.db.pool.query(
      'select 1 from public.payment_accounts where stripe_account_id = $1',
      [stranger.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('is order-proof: an old event delivered late re-reads the account and keeps the newest state', async () => {
    const { user, accountId } = await connectedJeweller('Maison Ordre');
    const account = sandbox().account(accountId);
    // The old event said payouts were off; by the time it arrives, Stripe says they are on.
    const stale = { ...account, payouts_enabled: false, charges_enabled: false };
    const res = await sendConnectEvent({ type: 'account.updated', account: accountId, object: stale });
    expect(res.body.outcome).toBe('applied');
    expect(await accountRow(user.businessId)).toMatchObject({ charges_enabled: true, payouts_enabled: true });
  });

  it('answers 500 on a transient failure and records nothing, so the retry applies it', async () => {
    const { user, accountId } = await connectedJeweller('Maison Panne');
    const original = sandbox().account.bind(sandbox());
    let failing = true;
    sandbox().account = (id: string) => {
      if (failing && id === accountId) throw new Error('Stripe is having a bad day');
      return original(id);
    };
    try {
      original(accountId).payouts_enabled = false;
      const id = `evt_${randomUUID()}`;
      const failed = await sendConnectEvent({ id, type: 'account.updated', account: accountId, object: {} });
      expect(failed.status).toBe(500);
      expect((await accountRow(user.businessId)).payouts_enabled).toBe(true);
      failing = false;
      const retried = await sendConnectEvent({ id, type: 'account.updated', account: accountId, object: {} });
      expect(retried.body.outcome).toBe('applied');
      expect((await accountRow(user.businessId)).payouts_enabled).toBe(false);
    } finally {
      sandbox().account = original;
    }
  });
});

describe('booking deposits paid online', () => {
  const contact = (n: number) => ({
    firstName: 'Visitor',
    lastName: `N${n}`,
    email: `visitor${n}@example.com`,
    phone: '+44 20 7946 0000',
  });
  let ip = 0;
  const book = (slug: string, body: Json) =>
    call(null, `/v1/showrooms/${slug}/appointments`, 'POST', body, `198.51.100.${++ip}`);

  const date = () => addDays(todayIn(new Date(), 'Europe/London'), 10);
  const freeTimes = async (slug: string) =>
    (await ok(null, `/v1/showrooms/${slug}/availability?type=design&date=${date()}`)).slots.map(
      (s: Json) => s.time,
    );

  it('holds the slot while the client pays on the jeweller’s account; the webhook confirms it', async () => {
    const { user, accountId, slug } = await shopWithDeposit('Maison Acompte');
    const res = await book(slug, { type: 'design', date: date(), time: '10:00', ...contact(1) });
    expect(res.status).toBe(201);
    expect(res.body.deposit).toEqual({ amountMinor: 2500, currency: 'GBP', status: 'pending' });
    const { url, expiresAt } = res.body.payment;
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await freeTimes(slug)).toEqual(['09:00', '11:00']);

    // The session is a direct charge on the jeweller's account, with the ids to reconcile.
    const session = sandbox().checkoutSession(sessionOf(url));
    expect(session).toMatchObject({
      account: accountId,
      amount_total: 2500,
      currency: 'gbp',
      mode: 'payment',
    });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'booking_deposit',
      appointment_id: res.body.id,
    });
    expect(session.payment_intent_metadata).toEqual(session.metadata);

    // No email before the payment: the booking is only a hold.
    await api.t.deps.jobs.drain('email.send');
    const mailsBefore = api.t.deps.mailer.outbox.filter((m) => m.to === 'visitor1@example.com').length;
    expect(mailsBefore).toBe(0);

    const back = await sandbox().payCheckoutSession(session.id, '4242 4242 4242 4242');
    expect(back).toContain('/booking/manage?paid=1#');
    await sandbox().settled();
    const appointment = await ok(user, `/v1/appointments/${res.body.id}`);
    expect(appointment.deposit).toMatchObject({ amountMinor: 2500, status: 'paid' });
    const { rows } = await api.t.db.pool.query(
      'select p.status, p.amount_minor, p.payment_intent_id, a.hold_expires_at from public.client_payments p join public.appointments a on a.id = p.appointment_id where p.appointment_id = $1',
      [res.body.id],
    );
    expect(rows[0]).toMatchObject({ status: 'paid', hold_expires_at: null });
    expect(Number(rows[0].amount_minor)).toBe(2500);
    expect(rows[0].payment_intent_id).toMatch(/^pi_/);
    await api.t.deps.jobs.drain('email.send');
    expect(api.t.deps.mailer.outbox.some((m) => m.to === 'visitor1@example.com')).toBe(true);
    // The slot stays taken once paid.
    expect(await freeTimes(slug)).toEqual(['09:00', '11:00']);
  });

  it('race: two visitors pay for one slot at once — one holds it, the other is told before paying', async () => {
    const { slug } = await shopWithDeposit('Maison Course');
    const [a, b] = await Promise.all([
      book(slug, { type: 'design', date: date(), time: '09:00', ...contact(2) }),
      book(slug, { type: 'design', date: date(), time: '09:00', ...contact(3) }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.error.code).toBe('slot_taken');
    expect(lost.body.payment).toBeUndefined();
    // One session only was opened on the jeweller's account for that slot.
    const { rows } = await api.t.db.pool.query(
      `select count(*)::int as n from public.client_payments p join public.businesses b on b.id = p.business_id where b.slug = $1`,
      [slug],
    );
    expect(rows[0].n).toBe(1);
  });

  it('an expired hold frees the slot for the next visitor, and the job ends the session', async () => {
    const { slug, user } = await shopWithDeposit('Maison Expire');
    const first = await book(slug, { type: 'design', date: date(), time: '11:00', ...contact(4) });
    expect(first.status).toBe(201);
    expect(await freeTimes(slug)).not.toContain('11:00');

    // 16 minutes later (the database's clock is moved by ageing the hold).
    await api.t.db.pool.query(
      `update public.appointments set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [first.body.id],
    );
    expect((await ok(user, `/v1/appointments/${first.body.id}`)).deposit.status).toBe('pending');
    expect(await freeTimes(slug)).toContain('11:00');
    const second = await book(slug, { type: 'design', date: date(), time: '11:00', ...contact(5) });
    expect(second.status).toBe(201);
    const released = await ok(user, `/v1/appointments/${first.body.id}`);
    expect(released).toMatchObject({ status: 'cancelled', deposit: { status: 'expired' } });

    // The first visitor's hold job: the session is ended on Stripe, the payment row says so.
    const { rows } = await api.t.db.pool.query(
      'select id from public.client_payments where appointment_id = $1',
      [first.body.id],
    );
    const { expireDepositHold } = await import('#api/features/payments/deposits.ts');
    const { settlePayment } = await import('#api/features/payments/settle.ts');
    const { systemScopeOf } = await import('#api/scope.ts');
    const outcome = await expireDepositHold(
      systemScopeOf(api.t.deps),
      { paymentId: rows[0].id },
      settlePayment,
    );
    expect(outcome).toBe('expired');
    expect(sandbox().checkoutSession(sessionOf(first.body.payment.url)).status).toBe('expired');
    const after = await api.t.db.pool.query('select status from public.client_payments where id = $1', [
      rows[0].id,
    ]);
    expect(after.rows[0].status).toBe('expired');
    await expect(
      sandbox().payCheckoutSession(sessionOf(first.body.payment.url), '4242424242424242'),
    ).rejects.toThrow(/no longer open/);
  });

  /** Books 10 days ahead at `time` and pays: the client's link token and the payment's intent. */
  async function bookAndPay(slug: string, time: string, n: number) {
    const res = await book(slug, { type: 'design', date: date(), time, ...contact(n) });
    expect(res.status).toBe(201);
    const session = sessionOf(res.body.payment.url);
    const back = await sandbox().payCheckoutSession(session, '4242 4242 4242 4242');
    await sandbox().settled();
    const intent = sandbox().checkoutSession(session).payment_intent!;
    return { id: res.body.id as string, token: back.split('#')[1]!, intent };
  }

  it('refund policy: cancelled early enough, refunded in full on the jeweller’s account; later, kept', async () => {
    const { slug, user } = await shopWithDeposit('Maison Remboursement');
    // What the visitor is told before paying.
    expect(await ok(null, `/v1/showrooms/${slug}/payments`)).toEqual({
      online: true,
      mode: 'sandbox',
      refundHours: 48,
    });
    const early = await bookAndPay(slug, '09:00', 7);
    const cancelled = await ok(null, `/v1/bookings/${early.token}/cancel`, 'POST');
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'refunded', amountMinor: 2500 },
    });
    expect(sandbox().state.data.paymentIntents[early.intent]!.amount_refunded).toBe(2500);
    const refund = Object.values(sandbox().state.data.refunds).find((r) => r.payment_intent === early.intent);
    expect(refund?.metadata).toMatchObject({ business_id: user.businessId, appointment_id: early.id });
    // The client's cancellation email says the deposit is refunded.
    await api.t.deps.jobs.drain('email.send');
    const cancelMail = (n: number) =>
      api.t.deps.mailer.outbox.find((m) => m.to === `visitor${n}@example.com` && /annulé/.test(m.subject));
    expect(cancelMail(7)?.text).toMatch(/Votre acompte de 25,00\s£ vous est remboursé/);

    // The jeweller's policy is now 30 days: ten days ahead is too late for a refund.
    await api.t.db.pool.query(
      'update public.payment_accounts set deposit_refund_hours = 720 where business_id = $1',
      [user.businessId],
    );
    const late = await bookAndPay(slug, '10:00', 8);
    const kept = await ok(null, `/v1/bookings/${late.token}/cancel`, 'POST');
    expect(kept).toMatchObject({ status: 'cancelled', deposit: { status: 'paid' } });
    expect(sandbox().state.data.paymentIntents[late.intent]!.amount_refunded).toBe(0);
    await api.t.deps.jobs.drain('email.send');
    expect(cancelMail(8)?.text).toMatch(/votre acompte de 25,00\s£ n’est pas remboursé/);
    expect(cancelMail(8)?.text).not.toContain('remboursé sur');
  });

  it('a reschedule never asks for a second payment', async () => {
    const { slug } = await shopWithDeposit('Maison Deplace');
    const paid = await bookAndPay(slug, '09:00', 9);
    const moved = await ok(null, `/v1/bookings/${paid.token}/reschedule`, 'POST', {
      date: date(),
      time: '11:00',
    });
    expect(moved).toMatchObject({ time: '11:00', deposit: { status: 'paid', amountMinor: 2500 } });
    expect(moved.payment).toBeUndefined();
    const { rows } = await api.t.db.pool.query(
      'select count(*)::int as n from public.client_payments where appointment_id = $1',
      [paid.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('keeps the simulated deposit when the jeweller has not connected payments', async () => {
    const user = await api.t.createUser('Maison Sans Stripe');
    await ok(user, '/v1/showroom/page/publish', 'POST');
    const { slug } = await ok(user, '/v1/showroom/settings');
    await ok(user, '/v1/availability', 'PUT', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['09:00'] })),
      closedDates: [],
      bufferMinutes: 0,
    });
    const res = await book(slug, { type: 'design', date: date(), time: '09:00', ...contact(6) });
    expect(res.status).toBe(201);
    expect(res.body.payment).toBeUndefined();
    expect(res.body.deposit.status).toBe('simulated');
    expect((await ok(null, `/v1/showrooms/${slug}/payments`)).online).toBe(false);
  });
});

describe("invoices: 'Payer en ligne'", () => {
  async function issuedInvoice(user: TestUser, email = 'client@example.com') {
    const created = await ok(user, '/v1/invoices', 'POST', {
      clientName: 'Grace Hopper',
      clientEmail: email,
      items: [{ description: 'Bague', quantity: 1, price: '120.00' }],
    });
    return ok(user, `/v1/invoices/${created.id}/issue`, 'POST');
  }

  it('refuses drafts and paid invoices, an unconnected account, and CZ', async () => {
    const cz = await api.t.createUser('Maison Facture CZ', { plan: 'CZ' });
    const czRes = await call(cz, `/v1/invoices/${randomUUID()}/payment-link`, 'POST');
    expect(czRes.status).toBe(403);
    expect(czRes.body.error.code).toBe('plan_required');

    const unconnected = await api.t.createUser('Maison Facture Seule');
    const invoice = await issuedInvoice(unconnected);
    const refused = await call(unconnected, `/v1/invoices/${invoice.id}/payment-link`, 'POST');
    expect(refused.body.error.code).toBe('payments_not_connected');

    const { user } = await connectedJeweller('Maison Facture');
    const draft = await ok(user, '/v1/invoices', 'POST', {
      clientName: 'Draft',
      items: [{ description: 'Bague', quantity: 1, price: '10.00' }],
    });
    expect((await call(user, `/v1/invoices/${draft.id}/payment-link`, 'POST')).body.error.code).toBe(
      'invoice_draft',
    );
    const paid = await issuedInvoice(user);
    await ok(user, `/v1/invoices/${paid.id}/pay`, 'POST', {});
    expect((await call(user, `/v1/invoices/${paid.id}/payment-link`, 'POST')).body.error.code).toBe(
      'invoice_paid',
    );
  });

  it('a pay link is paid on the jeweller’s account; the webhook marks the invoice paid and emails a receipt', async () => {
    const { user, accountId } = await connectedJeweller('Maison Reçu');
    const invoice = await issuedInvoice(user, 'grace@example.com');
    const link = await ok(user, `/v1/invoices/${invoice.id}/payment-link`, 'POST');
    expect(link).toMatchObject({ amountDueMinor: invoice.totalMinor, currency: invoice.currency });
    expect(link.url).toContain(`/pay#${link.token}`);

    const shown = await ok(null, `/v1/pay/${link.token}`);
    expect(shown).toMatchObject({
      payable: true,
      mode: 'sandbox',
      invoice: { number: invoice.number, status: 'sent', amountDueMinor: invoice.totalMinor },
    });
    expect((await call(null, `/v1/pay/${'x'.repeat(43)}`)).status).toBe(404);

    const checkout = await ok(null, `/v1/pay/${link.token}/checkout`, 'POST');
    // Asked twice, the open session is given again.
    expect((await ok(null, `/v1/pay/${link.token}/checkout`, 'POST')).url).toBe(checkout.url);
    const session = sandbox().checkoutSession(checkout.url.split('/checkout/')[1]);
    expect(session).toMatchObject({ account: accountId, amount_total: invoice.totalMinor });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'invoice',
      invoice_id: invoice.id,
    });
    await sandbox().payCheckoutSession(session.id, '4242424242424242');
    await sandbox().settled();

    expect((await ok(user, `/v1/invoices/${invoice.id}`)).status).toBe('paid');
    await api.t.deps.jobs.drain('email.send');
    const receipt = api.t.deps.mailer.outbox.find(
      (m) => m.to === 'grace@example.com' && /Reçu/.test(m.subject),
    );
    expect(receipt?.subject).toBe(`Reçu de paiement — facture ${invoice.number}`);
    // Paid: the link no longer takes money.
    expect((await ok(null, `/v1/pay/${link.token}`)).payable).toBe(false);
    expect((await call(null, `/v1/pay/${link.token}/checkout`, 'POST')).body.error.code).toBe('invoice_paid');
  });

  it("the invoice email carries 'Payer en ligne' when the jeweller takes payments online, and not otherwise", async () => {
    const { user } = await connectedJeweller('Maison Email');
    const invoice = await issuedInvoice(user, 'ines@example.com');
    await ok(user, `/v1/invoices/${invoice.id}/send`, 'POST', {});
    const plain = await api.t.createUser('Maison Email Seule');
    const other = await issuedInvoice(plain, 'ivo@example.com');
    await ok(plain, `/v1/invoices/${other.id}/send`, 'POST', {});
    await api.t.deps.jobs.drain('email.send');
    const withLink = api.t.deps.mailer.outbox.find((m) => m.to === 'ines@example.com');
    expect(withLink?.html).toContain('Payer en ligne');
    const url = /https?:\/\/[^"\s]+\/pay#[A-Za-z0-9_-]{43}/.exec(withLink!.text)?.[0];
    expect(url).toBeDefined();
    expect((await ok(null, `/v1/pay/${url!.split('#')[1]}`)).invoice.number).toBe(invoice.number);
    const without = api.t.deps.mailer.outbox.find((m) => m.to === 'ivo@example.com');
    expect(without?.html).not.toContain('Payer en ligne');
  });
});
