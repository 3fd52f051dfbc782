import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';
import { solidPng } from '#test/pdf-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * A counter job's balance paid online (ADR 059), on businesses created here: the 'ready' email
 * carries the balance and a pay link; paying it on the jeweller's account (the Stripe sandbox) adds to the
 * job's paid amount once, whatever the webhook's replays, and the job is then collected without a counter
 * payment.
 */
const api = connectedPaymentsTesting();
const { call, ok, sandbox, connectedJeweller, sendConnectEvent } = api;

const signature = () =>
  `data:image/png;base64,${Buffer.from(solidPng(60, 20, [10, 10, 10])).toString('base64')}`;

const takeIn = (user: TestUser, email: string) =>
  ok(user, '/v1/repairs', 'POST', {
    client: { name: 'Zoë Lefèvre', email },
    piece: { type: 'ring', metal: 'or jaune 18 ct', marks: [] },
    declaredValueMinor: 120_000,
    work: [
      { label: 'Mise à taille +2', priceMinor: 4_500 },
      { label: 'Rhodiage', priceMinor: 3_000 },
    ],
    depositMinor: 2_000,
    intakeSignature: signature(),
  });

/** The ready email sent to `to` (the queue drained first). */
async function readyMail(to: string) {
  await api.t.deps.jobs.drain('email.send');
  const mail = [...api.t.deps.mailer.outbox].reverse().find((m) => m.to === to);
  expect(mail?.subject).toMatch(/^Votre pièce est prête/);
  return mail!;
}

describe("a counter job's balance paid through the ready email's link", () => {
  it('the email carries the balance and a link; paying it settles the job once (replays change nothing); collect then needs no payment', async () => {
    const { user, accountId } = await connectedJeweller('Atelier Paiement Retrait');
    const job = await takeIn(user, 'zoe.pay@example.com');
    expect(job).toMatchObject({ quoteMinor: 7_500, paidMinor: 2_000, balanceMinor: 5_500 });

    api.t.deps.mailer.outbox.length = 0;
    await ok(user, `/v1/repairs/${job.id}/stage`, 'POST', { stage: 'ready' });
    const mail = await readyMail('zoe.pay@example.com');
    expect(mail.text).toContain('55,00');
    expect(mail.html).toContain('Payer le solde en ligne');
    const url = /https?:\/\/[^"\s]+\/pay#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    const token = url!.split('#')[1]!;

    const shown = await ok(null, `/v1/pay/${token}`);
    expect(shown).toMatchObject({
      kind: 'repair_balance',
      payable: true,
      invoice: {
        number: job.number,
        status: 'sent',
        clientName: 'Zoë Lefèvre',
        currency: 'GBP',
        totalMinor: 7_500,
        depositsDeductedMinor: 2_000,
        amountDueMinor: 5_500,
      },
    });

    // Not handed back while the balance is owed.
    const refused = await call(user, `/v1/repairs/${job.id}/collect`, 'POST', { signature: signature() });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'balance_due']);

    const checkout = await ok(null, `/v1/pay/${token}/checkout`, 'POST');
    // Asked again while open: the same session.
    expect((await ok(null, `/v1/pay/${token}/checkout`, 'POST')).url).toBe(checkout.url);
    const session = sandbox().checkoutSession(sessionOf(checkout.url));
    expect(session).toMatchObject({ account: accountId, amount_total: 5_500 });
    expect(session.metadata).toEqual({
      business_id: user.businessId,
      kind: 'repair_balance',
      repair_id: job.id,
    });
    await sandbox().payCheckoutSession(session.id, '4242424242424242');
    await sandbox().settled();

    const paid = await ok(user, `/v1/repairs/${job.id}`);
    expect(paid).toMatchObject({ stage: 'ready', paidMinor: 7_500, balanceMinor: 0 });
    const payments = () =>
      ok(user, `/v1/repairs/${job.id}`).then((j) => j.events.filter((e: Json) => e.kind === 'payment'));
    expect((await payments()).map((e: Json) => e.detail)).toEqual([
      expect.objectContaining({ amountMinor: 5_500, currency: 'GBP', at: 'online' }),
    ]);

    // Webhook replays: the same event again, and another event for the same session.
    const replayId = `evt_${randomUUID()}`;
    const completed = { type: 'checkout.session.completed', account: accountId, object: { id: session.id } };
    expect((await sendConnectEvent({ id: replayId, ...completed })).body.outcome).toBe('applied');
    expect((await sendConnectEvent({ id: replayId, ...completed })).body.outcome).toBe('duplicate');
    expect(
      (
        await sendConnectEvent({
          id: `evt_${randomUUID()}`,
          ...completed,
          type: 'checkout.session.async_payment_succeeded',
        })
      ).body.outcome,
    ).toBe('applied');
    expect(await ok(user, `/v1/repairs/${job.id}`)).toMatchObject({ paidMinor: 7_500, balanceMinor: 0 });
    expect(await payments()).toHaveLength(1);

    // The link now shows it paid and opens no second checkout.
    expect(await ok(null, `/v1/pay/${token}`)).toMatchObject({ payable: false, invoice: { status: 'paid' } });
    const again = await call(null, `/v1/pay/${token}/checkout`, 'POST');
    expect([again.status, again.body.error.code]).toEqual([409, 'invoice_paid']);

    // Collected with the client's signature, no payment at the counter.
    const collected = await ok(user, `/v1/repairs/${job.id}/collect`, 'POST', { signature: signature() });
    expect(collected).toMatchObject({ stage: 'collected', paidMinor: 7_500, balanceMinor: 0 });
    expect((await payments()).filter((e: Json) => e.detail.at === 'counter')).toHaveLength(0);
  });

  it('a client who agreed to texts gets a short receipt by text once the balance is paid online; others none', async () => {
    const { user } = await connectedJeweller('Atelier Reçu Texte');
    const payOnline = async (job: Json) => {
      api.t.deps.mailer.outbox.length = 0;
      await ok(user, `/v1/repairs/${job.id}/stage`, 'POST', { stage: 'ready' });
      const url = /https?:\/\/[^"\s]+\/pay#[A-Za-z0-9_-]{43}/.exec((await readyMail(job.email)).text)?.[0];
      const checkout = await ok(null, `/v1/pay/${url!.split('#')[1]}/checkout`, 'POST');
      await sandbox().payCheckoutSession(sessionOf(checkout.url), '4242424242424242');
      await sandbox().settled();
    };
    const receipts = async (clientId: string) =>
      (
        await api.t.db.pool.query<{ body: string }>(
          "select body from public.messages where client_id = $1 and kind = 'receipt'",
          [clientId],
        )
      ).rows.map((row) => row.body);

    const agreed = await ok(user, '/v1/repairs', 'POST', {
      client: { name: 'Inès Texto', email: 'ines.texto@example.com', phone: '+44 7911 200101' },
      piece: { type: 'ring', metal: 'or jaune 18 ct', marks: [] },
      declaredValueMinor: 120_000,
      work: [{ label: 'Mise à taille +2', priceMinor: 4_500 }],
      depositMinor: 0,
      intakeSignature: signature(),
    });
    const consent = await call(user, `/v1/clients/${agreed.clientId}/consents`, 'PUT', {
      sms: true,
      email: true,
      whatsapp: false,
      source: 'in-shop',
    });
    expect(consent.status, JSON.stringify(consent.body)).toBe(200);
    await payOnline({ ...agreed, email: 'ines.texto@example.com' });
    const texts = await receipts(agreed.clientId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('45,00');
    expect(texts[0]).toContain(agreed.number);

    const silent = await takeIn(user, 'zoe.silent@example.com');
    await payOnline({ ...silent, email: 'zoe.silent@example.com' });
    expect(await receipts(silent.clientId)).toEqual([]);
  });

  it('without a connected account the email asks for the balance at the counter, with no link', async () => {
    const user = await api.t.createUser('Atelier Sans Stripe', { plan: 'MOISSANITE' });
    const job = await takeIn(user, 'zoe.counter@example.com');
    api.t.deps.mailer.outbox.length = 0;
    await ok(user, `/v1/repairs/${job.id}/stage`, 'POST', { stage: 'ready' });
    const mail = await readyMail('zoe.counter@example.com');
    expect(mail.text).toContain('Solde à régler au retrait');
    expect(mail.text).not.toMatch(/\/pay#/);
    const email = (await ok(user, `/v1/repairs/${job.id}`)).events.find((e: Json) => e.kind === 'email');
    expect(email.detail).toMatchObject({ balanceMinor: 5_500, payLink: false });
  });

  it('a job with nothing owed gets no link', async () => {
    const { user } = await connectedJeweller('Atelier Déjà Payé');
    const job = await ok(user, '/v1/repairs', 'POST', {
      client: { name: 'Zoë Lefèvre', email: 'zoe.none@example.com' },
      piece: { type: 'watch', marks: [] },
      declaredValueMinor: 5_000,
      work: [{ label: 'Pile', priceMinor: 1_500 }],
      depositMinor: 1_500,
      intakeSignature: signature(),
    });
    api.t.deps.mailer.outbox.length = 0;
    await ok(user, `/v1/repairs/${job.id}/stage`, 'POST', { stage: 'ready' });
    const mail = await readyMail('zoe.none@example.com');
    expect(mail.text).toContain('Rien ne reste à régler');
    expect(mail.text).not.toMatch(/\/pay#/);
  });
});
