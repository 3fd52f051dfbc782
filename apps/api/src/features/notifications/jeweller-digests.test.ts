import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '#api/mail/mailer.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { sendAgendas, sendOverdueAlerts } from './jeweller-digests.ts';

/**
 * The jeweller's unasked-for emails under a controlled clock: the morning agenda and the overdue
 * invoices, each told once, only in the business's own morning, and never when the switch is off.
 * London is on GMT in January: 07:30 local is 07:30 UTC.
 */
let t: TestContext;
let a: TestUser;
let b: TestUser;

const morning = new Date('2027-01-12T07:30:00Z');
/** The hourly job's scope at a given instant. */
const at = (now: Date) => systemScopeOf(t.deps, { now });

/** What was sent since the last call, with Intl's no-break spaces read as spaces. */
async function delivered(): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  const mails = t.deps.mailer.outbox.map((m) => ({ ...m, text: m.text.replace(/[\u00a0\u202f]/g, ' ') }));
  t.deps.mailer.outbox.length = 0;
  return mails;
}

async function appointment(user: TestUser, startsAt: string, status = 'confirmed', lastName = 'Lovelace') {
  await t.db.pool.query(
    `insert into public.appointments (business_id, type, mode, status, starts_at, ends_at, blocked_until,
       time_zone, first_name, last_name, email, phone)
     values ($1, 'store', 'in-person', $2, $3::timestamptz, $3::timestamptz + interval '45 minutes',
       $3::timestamptz + interval '45 minutes', 'Europe/London', 'Ada', $4, 'ada@example.com', '')`,
    [user.businessId, status, startsAt, lastName],
  );
}

async function sentInvoice(user: TestUser, number: string, dueDate: string, totalMinor = 120_000) {
  await t.db.pool.query(
    `insert into public.invoices (business_id, number, status, client_name, issue_date, due_date,
       subtotal_minor, vat_minor, total_minor, issued_at, sent_at)
     values ($1, $2, 'sent', 'Ada Lovelace', $3::date - 30, $3, $4 - $4 / 6, $4 / 6, $4, now(), now())`,
    [user.businessId, number, dueDate, totalMinor],
  );
}

/** Puts a business's showroom online (visitors can only write to a published one); its slug. */
async function publishedSlug(user: TestUser): Promise<string> {
  const { rows } = await t.db.pool.query<{ slug: string }>(
    `update public.showroom_settings s set published = true from public.businesses b
      where b.id = s.business_id and b.id = $1 returning b.slug`,
    [user.businessId],
  );
  return rows[0]!.slug;
}

async function switches(user: TestUser, change: Record<string, boolean>) {
  const res = await t.request('/v1/account/notifications', {
    method: 'PUT',
    token: user.token,
    body: {
      orderUpdates: true,
      appointmentReminders: true,
      paymentAlerts: true,
      marketingEmails: false,
      ...change,
    },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext();
  a = await t.createUser('Atelier A');
  b = await t.createUser('Atelier B');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await delivered();
  await t.db.pool.query('delete from public.jeweller_notifications');
  await t.db.pool.query('delete from public.appointments');
  // Issued invoices are never deleted: the earlier tests' ones are voided out of the way.
  await t.db.pool.query(
    `update public.invoices set status = 'void', voided_at = now(), void_reason = 'test' where status = 'sent'`,
  );
  await switches(a, {});
  await switches(b, {});
});

describe('the morning agenda', () => {
  it("lists the day's live appointments in local time, once, to each business that has some", async () => {
    await appointment(a, '2027-01-12T09:00:00Z');
    await appointment(a, '2027-01-12T14:30:00Z', 'pending', 'Byron');
    await appointment(a, '2027-01-12T11:00:00Z', 'cancelled', 'Gone');
    await appointment(a, '2027-01-13T09:00:00Z', 'confirmed', 'Tomorrow');
    expect(await sendAgendas(at(morning))).toBe(1);
    const [mail, ...others] = await delivered();
    expect(others).toHaveLength(0);
    expect(mail!.to).toBe(a.email);
    expect(mail!.subject).toBe('Vos rendez-vous du jour (2) — mardi 12 janvier 2027');
    expect(mail!.text).toContain('09:00 — Rendez-vous en boutique — Ada Lovelace (en boutique)');
    expect(mail!.text).toContain('14:30 — Rendez-vous en boutique — Ada Byron (en boutique) — à confirmer');
    expect(mail!.text).not.toContain('Gone');
    expect(mail!.text).not.toContain('Tomorrow');
    // The next hour's run, or a second worker, tells nothing more.
    expect(await sendAgendas(at(new Date('2027-01-12T08:30:00Z')))).toBe(0);
    expect(await delivered()).toHaveLength(0);
  });

  it("waits for the business's morning, and skips a day whose morning has gone", async () => {
    await appointment(a, '2027-01-12T15:00:00Z');
    expect(await sendAgendas(at(new Date('2027-01-12T06:59:00Z')))).toBe(0);
    expect(await sendAgendas(at(new Date('2027-01-12T12:05:00Z')))).toBe(0);
    expect(await delivered()).toHaveLength(0);
  });

  it('follows the clock change: 07:30 in London is 06:30 UTC in summer', async () => {
    await appointment(a, '2027-06-15T13:00:00Z');
    expect(await sendAgendas(at(new Date('2027-06-15T05:55:00Z')))).toBe(0);
    expect(await sendAgendas(at(new Date('2027-06-15T06:30:00Z')))).toBe(1);
    expect((await delivered())[0]!.text).toContain('14:00 — Rendez-vous en boutique');
  });

  it("is not sent when 'Rappels de rendez-vous' is off, and that day is not replayed when it is back on", async () => {
    await appointment(a, '2027-01-12T09:00:00Z');
    await switches(a, { appointmentReminders: false });
    expect(await sendAgendas(at(morning))).toBe(0);
    await switches(a, { appointmentReminders: true });
    expect(await sendAgendas(at(new Date('2027-01-12T08:30:00Z')))).toBe(0);
    expect(await delivered()).toHaveLength(0);
  });
});

describe('overdue invoices', () => {
  it('tells each business of its invoices past their due date, once each, with the amount due', async () => {
    await sentInvoice(a, 'INV-2027-001', '2027-01-11');
    await sentInvoice(a, 'INV-2027-002', '2027-01-05', 60_000);
    await sentInvoice(a, 'INV-2027-003', '2027-01-12');
    await sentInvoice(b, 'INV-2027-001', '2027-01-10');
    const nine = new Date('2027-01-12T09:00:00Z');
    expect(await sendOverdueAlerts(at(nine))).toBe(2);
    const mails = await delivered();
    const toA = mails.find((m) => m.to === a.email)!;
    expect(toA.subject).toBe('2 factures en retard');
    expect(toA.text).toContain(
      'INV-2027-002 — Ada Lovelace — 600,00 £ — échue le 5 janvier 2027 (7 j de retard)',
    );
    expect(toA.text).toContain(
      'INV-2027-001 — Ada Lovelace — 1 200,00 £ — échue le 11 janvier 2027 (1 j de retard)',
    );
    // Due today is not late yet.
    expect(toA.text).not.toContain('INV-2027-003');
    expect(mails.find((m) => m.to === b.email)!.subject).toBe('Facture en retard : INV-2027-001');
    // Told once: tomorrow only the one that has just fallen due is new.
    expect(await sendOverdueAlerts(at(new Date('2027-01-13T09:00:00Z')))).toBe(1);
    const [next] = await delivered();
    expect(next!.subject).toBe('Facture en retard : INV-2027-003');
  });

  it("waits for 08:00 local time, and respects 'Alertes de paiement'", async () => {
    await sentInvoice(a, 'INV-2027-010', '2027-01-11');
    expect(await sendOverdueAlerts(at(new Date('2027-01-12T07:59:00Z')))).toBe(0);
    await switches(a, { paymentAlerts: false });
    expect(await sendOverdueAlerts(at(new Date('2027-01-12T09:00:00Z')))).toBe(0);
    expect(await delivered()).toHaveLength(0);
  });

  it('never counts a paid invoice', async () => {
    await sentInvoice(a, 'INV-2027-020', '2027-01-11');
    await t.db.pool.query(
      `update public.invoices set status = 'paid', paid_at = now() where number = 'INV-2027-020'`,
    );
    expect(await sendOverdueAlerts(at(new Date('2027-01-12T09:00:00Z')))).toBe(0);
  });
});

describe('what visitors send through the showroom', () => {
  it("tells the jeweller of a booking only when 'Rappels de rendez-vous' is on", async () => {
    const slug = await publishedSlug(a);
    const book = (time: string) =>
      t.request(`/v1/showrooms/${slug}/appointments`, {
        method: 'POST',
        body: {
          type: 'phone',
          date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          time,
          firstName: 'Ada',
          lastName: 'King',
          email: 'visitor@example.com',
          phone: '+44 20 7946 0000',
        },
      });
    expect((await book('10:00')).status).toBe(201);
    expect((await delivered()).map((m) => m.to).sort()).toEqual([a.email, 'visitor@example.com'].sort());
    await switches(a, { appointmentReminders: false });
    expect((await book('11:00')).status).toBe(201);
    expect((await delivered()).map((m) => m.to)).toEqual(['visitor@example.com']);
  });

  it("tells the jeweller of a custom-jewellery request only when 'Mises à jour des commandes' is on", async () => {
    const slug = await publishedSlug(a);
    const request = () =>
      t.request(`/v1/showrooms/${slug}/custom-requests`, {
        method: 'POST',
        body: { name: 'Nia', email: 'nia@example.com', message: 'Une bague avec un saphir ovale' },
      });
    expect((await request()).status).toBe(201);
    expect((await delivered()).map((m) => m.to)).toEqual([a.email]);
    await switches(a, { orderUpdates: false });
    expect((await request()).status).toBe(201);
    expect(await delivered()).toHaveLength(0);
    // The request is kept all the same.
    const { rows: leads } = await t.db.pool.query(
      'select count(*)::int as n from public.showroom_leads where business_id = $1',
      [a.businessId],
    );
    expect(leads[0].n).toBe(2);
  });
});
