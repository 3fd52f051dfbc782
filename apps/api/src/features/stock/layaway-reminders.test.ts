import { addDays } from '@carat/domain/dates';
import { describe, expect, it } from 'vitest';
import { systemScopeOf } from '#api/scope.ts';
import { connectedPaymentsTesting } from '#test/payments-testing.ts';
import { sendLayawayReminders } from './layaway-reminders.ts';

/**
 * The layaways' instalment reminders (ADR 087): sent once per instalment and kind, from 09:00 in the
 * business's time zone, in the layaway's language, with a pay link when the business takes payments.
 */
const api = connectedPaymentsTesting();
const { ok, connectedJeweller } = api;

describe('layaway instalment reminders', () => {
  it('reminds the client days before an instalment and once it is overdue, each once', async () => {
    const { user } = await connectedJeweller('Bijouterie Rappel');
    const policy = await ok(user, '/v1/layaway-policy');
    expect(policy.reminderDays).toBe(3);
    await ok(user, '/v1/layaway-policy', 'PUT', { kind: 'none', value: 0, reminderDays: 2 });
    expect((await ok(user, '/v1/layaway-policy')).reminderDays).toBe(2);
    const email = `rappel-${user.businessId.slice(0, 8)}@example.com`;
    const client = await ok(user, '/v1/clients', 'POST', {
      name: 'Anna Roux',
      email,
      phone: '+44 7911 200202',
    });
    // She agreed to texts at the counter: the reminder goes by SMS too.
    await ok(user, `/v1/clients/${client.id}/consents`, 'PUT', {
      sms: true,
      email: true,
      whatsapp: false,
      source: 'in-shop',
    });
    const item = await ok(user, '/v1/stock-items', 'POST', { name: 'Alliance', priceMinor: 30_000 });
    const today = new Date().toISOString().slice(0, 10);
    const due = addDays(today, 5);
    const layaway = await ok(user, '/v1/layaways', 'POST', {
      stockItemId: item.id,
      clientId: client.id,
      schedule: [
        { dueDate: today, amountMinor: 10_000 },
        { dueDate: due, amountMinor: 20_000 },
      ],
      deposit: { method: 'cash', amountMinor: 10_000 },
    });
    const at = (day: string, hour: number) =>
      systemScopeOf(api.t.deps, { now: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) });
    const mails = () => api.t.deps.mailer.outbox.filter((m) => m.to === email);
    const run = async (day: string, hour = 12) => {
      await sendLayawayReminders(at(day, hour));
      await api.t.deps.jobs.drain('email.send');
      return mails().length;
    };

    // Three days ahead: not yet (the business says two). Two days ahead, before 09:00 London: not yet.
    expect(await run(addDays(due, -3))).toBe(0);
    expect(await run(addDays(due, -2), 7)).toBe(0);
    expect(await run(addDays(due, -2))).toBe(1);
    expect(await run(addDays(due, -1))).toBe(1);
    const upcoming = mails()[0]!;
    expect(upcoming.subject).toBe(`Prochaine échéance — réservation ${layaway.number}`);
    expect(upcoming.text).toContain('200,00');
    expect(upcoming.text).toMatch(/\/pay#/);
    const texts = await api.t.db.pool.query<{ body: string; channel: string }>(
      "select body, channel from public.messages where client_id = $1 and kind = 'layaway_reminder'",
      [client.id],
    );
    expect(texts.rows).toHaveLength(1);
    expect(texts.rows[0]!.channel).toBe('sms');
    expect(texts.rows[0]!.body).toContain(`réservation ${layaway.number}`);
    expect(texts.rows[0]!.body).toMatch(/Payer : http\S+\/pay#/);

    // Overdue the day after, once.
    expect(await run(addDays(due, 1))).toBe(2);
    expect(await run(addDays(due, 2))).toBe(2);
    expect(mails()[1]!.subject).toBe(`Échéance en retard — réservation ${layaway.number}`);

    // Paid: nothing more, even for a later run.
    await ok(user, `/v1/layaways/${layaway.id}/payments`, 'POST', { method: 'cash', amountMinor: 20_000 });
    expect(await run(addDays(due, 3))).toBe(2);
    const { rows } = await api.t.db.pool.query(
      'select kind from public.layaway_reminders where layaway_id = $1 order by kind desc',
      [layaway.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['upcoming', 'overdue']);
  });
});
