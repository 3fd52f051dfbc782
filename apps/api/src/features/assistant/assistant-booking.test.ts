import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectedPaymentsTesting, type Json, sessionOf } from '#test/payments-testing.ts';
import type { TestUser } from '#test/testing.ts';

/**
 * Issue 35, item 2: booking in the showroom assistant goes through the booking wizard's path. With a
 * deposit taken online the chat gives the payment link and says the slot is only held until paid; the
 * visitor and the jeweller get the wizard's emails once it is paid; the lead says held, then booked, or
 * released when the hold ran out. Without a deposit taken online, the wizard's emails go at once.
 */
const api = connectedPaymentsTesting();
const { ok, sandbox, connectedJeweller } = api;

const ASSISTANT = {
  enabled: true,
  welcomeFr: null,
  welcomeEn: null,
  tone: 'warm',
  handoffEmail: null,
  faq: [],
};

/** A published showroom, open every day at 10:00 and 14:00, in-store visits (€50–100) asking a €30 deposit. */
async function showroom(user: TestUser) {
  await ok(user, '/v1/showroom/page/publish', 'POST');
  const { slug } = await ok(user, '/v1/showroom/settings');
  await ok(user, '/v1/availability', 'PUT', {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '14:00'] })),
    closedDates: [],
    bufferMinutes: 0,
  });
  await ok(user, '/v1/services', 'PUT', {
    services: [
      {
        type: 'store',
        enabled: true,
        minDurationMinutes: 60,
        maxDurationMinutes: 60,
        minPriceMinor: 5000,
        maxPriceMinor: 10000,
        currency: 'EUR',
        depositMinor: 3000,
      },
    ],
  });
  await ok(user, '/v1/assistant/settings', 'PUT', ASSISTANT);
  return slug as string;
}

let ip = 0;
function visitor(slug: string) {
  const token = randomBytes(32).toString('base64url');
  const address = `203.0.113.${++ip}`;
  let conversationId: string | undefined;
  return {
    get conversationId() {
      return conversationId;
    },
    async say(text: string, locale: 'fr' | 'en' = 'fr') {
      const res = await api.t.request(`/v1/showrooms/${slug}/assistant/messages`, {
        method: 'POST',
        headers: { 'x-visitor-token': token, 'x-forwarded-for': address },
        body: { ...(conversationId ? { conversationId } : {}), text, locale },
      });
      const body = (await res.json()) as Json;
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
      conversationId = body.conversationId;
      return body;
    },
  };
}

/** Asks for a visit, picks the first slot and gives the contact details: the booking turn. */
async function bookFirstSlot(
  slug: string,
  email: string,
  locale: 'fr' | 'en' = 'fr',
  contact = `Marie Curie, ${email}, 06 12 34 56 78`,
) {
  const v = visitor(slug);
  const asked = await v.say(
    locale === 'fr'
      ? 'Je voudrais prendre rendez-vous en boutique'
      : 'I would like to book a visit to the shop',
    locale,
  );
  const slots = (asked.choices ?? []).filter((c: Json) => c.kind === 'slot');
  expect(slots.length).toBeGreaterThan(0);
  await v.say(locale === 'fr' ? 'le premier' : 'the first one', locale);
  const booked = await v.say(contact, locale);
  return { v, booked, slot: slots[0] as Json };
}

async function mailsTo(address: string) {
  await api.t.deps.jobs.drain('email.send');
  return api.t.deps.mailer.outbox.filter((m) => m.to === address);
}

async function leadOf(user: TestUser, email: string) {
  const leads = await ok(user, '/v1/leads?kind=assistant');
  const row = leads.items.find((l: Json) => l.email === email);
  return ok(user, `/v1/leads/${row.id}`);
}

const reasonCodes = (reasons: Json[]) => reasons.map((r) => r.code as string);

describe('booking in the showroom assistant', () => {
  it('with a deposit: gives the payment link, holds the slot until paid, emails both sides once paid, and the lead follows', async () => {
    const { user } = await connectedJeweller('Maison Acompte Chat');
    const slug = await showroom(user);
    const email = 'marie.acompte@example.com';
    const { v, booked, slot } = await bookFirstSlot(slug, email);

    // The reply: the deposit's link, the hold, and nothing said to be booked or emailed already.
    const url = booked.booking?.depositUrl as string;
    expect(url).toMatch(/\/checkout\//);
    expect(booked.booking.start).toBe(slot.start);
    expect(booked.reply).toContain(url);
    expect(booked.reply).toMatch(/réservé jusqu’au paiement de l’acompte de 30\s€, pendant 15 minutes/);
    expect(booked.reply).toContain('sans paiement, le créneau sera libéré');
    expect(booked.reply).not.toMatch(/C’est réservé|e-mail de confirmation va suivre/);
    expect(reasonCodes(booked.score.reasons)).toContain('held');
    expect(reasonCodes(booked.score.reasons)).not.toContain('booked');

    // The same hold as the wizard's: a pending deposit on the jeweller's account, the slot taken.
    const appointment = await ok(user, `/v1/appointments/${booked.booking.appointmentId}`);
    expect(appointment).toMatchObject({
      status: 'pending',
      deposit: { amountMinor: 3000, status: 'pending' },
    });
    expect(sandbox().checkoutSession(sessionOf(url))).toMatchObject({ amount_total: 3000, currency: 'eur' });
    const other = await visitor(slug).say('Je voudrais prendre rendez-vous en boutique');
    expect((other.choices ?? []).map((c: Json) => c.start)).not.toContain(slot.start);
    // No booking email before the payment (the wizard's rule).
    expect(await mailsTo(email)).toHaveLength(0);

    // The lead says held, not booked.
    const held = await leadOf(user, email);
    expect(reasonCodes(held.assistant.reasons)).toContain('held');
    expect(held.assistant.reasons.map((r: Json) => r.text.fr)).not.toContain('Rendez-vous réservé');

    // Paid: the client's confirmation with its calendar file, the jeweller's notice, the lead booked.
    await sandbox().payCheckoutSession(sessionOf(url), '4242 4242 4242 4242');
    await sandbox().settled();
    expect((await ok(user, `/v1/appointments/${booked.booking.appointmentId}`)).deposit.status).toBe('paid');
    const client = await mailsTo(email);
    expect(client.length).toBeGreaterThan(0);
    expect(client.some((m) => (m.attachments ?? []).some((a) => a.filename.endsWith('.ics')))).toBe(true);
    const toJeweller = api.t.deps.mailer.outbox.filter(
      (m) => m.to === user.email && m.replyTo === email && m.subject.includes('Marie Curie'),
    );
    expect(toJeweller.length).toBeGreaterThanOrEqual(1);
    const paid = await leadOf(user, email);
    expect(paid.assistant.reasons.map((r: Json) => r.text.fr)).toContain('Rendez-vous réservé');
    expect(reasonCodes(paid.assistant.reasons)).not.toContain('held');
    expect(paid.assistant.score).toBeGreaterThan(held.assistant.score);
    const conversation = await ok(user, `/v1/assistant/conversations/${v.conversationId}`);
    expect(reasonCodes(conversation.reasons)).toContain('booked');
  });

  it('a deposit service named in the chat: its slots, a day and time booked with a name and an email, held with its link, the lead follows', async () => {
    const { user } = await connectedJeweller('Atelier Création Chat');
    await ok(user, '/v1/showroom/page/publish', 'POST');
    const { slug } = await ok(user, '/v1/showroom/settings');
    await ok(user, '/v1/availability', 'PUT', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '14:00'] })),
      closedDates: [],
      bufferMinutes: 0,
    });
    // An in-store visit without a deposit, and a design session asking a €60 deposit.
    await ok(user, '/v1/services', 'PUT', {
      services: [
        {
          type: 'store',
          enabled: true,
          minDurationMinutes: 30,
          maxDurationMinutes: 30,
          minPriceMinor: 0,
          maxPriceMinor: 0,
          currency: 'EUR',
          depositMinor: 0,
        },
        {
          type: 'design',
          enabled: true,
          minDurationMinutes: 60,
          maxDurationMinutes: 60,
          minPriceMinor: 8000,
          maxPriceMinor: 8000,
          currency: 'EUR',
          depositMinor: 6000,
        },
      ],
    });
    await ok(user, '/v1/assistant/settings', 'PUT', ASSISTANT);
    const email = 'claire.creation@example.com';
    const v = visitor(slug);

    // The service asked for by what it is: its slots only, as buttons and in the text.
    const asked = await v.say('Can I come in to design a bespoke engagement ring with you?', 'en');
    const slots = (asked.choices ?? []).filter((c: Json) => c.kind === 'slot');
    expect(slots.length).toBeGreaterThan(1);
    expect(new Set(slots.map((c: Json) => c.serviceId))).toEqual(new Set(['design']));
    expect(asked.reply).toContain(slots[1].label);

    // The second slot, by its day and time as the visitor would say them, with a name and an email.
    const [weekday, , , , time] = (slots[1].label as string).split(' ');
    const booked = await v.say(`${weekday} at ${time} please. Claire Moreau, ${email}`, 'en');
    expect(booked.booking).toMatchObject({ serviceId: 'design', start: slots[1].start });
    const url = booked.booking.depositUrl as string;
    expect(url).toMatch(/\/checkout\//);
    expect(booked.reply).toContain(url);
    expect(booked.reply).toMatch(/held for you until the deposit of €60 is paid/);
    expect(booked.reply).not.toMatch(/You are booked/);

    // The appointment is held: a design session, its deposit pending; the lead says held.
    const appointment = await ok(user, `/v1/appointments/${booked.booking.appointmentId}`);
    expect(appointment).toMatchObject({
      type: 'design',
      status: 'pending',
      deposit: { amountMinor: 6000, status: 'pending' },
    });
    const held = await leadOf(user, email);
    expect(held.name).toBe('Claire Moreau');
    expect(reasonCodes(held.assistant.reasons)).toContain('held');
    expect(held.assistant.reasons.map((r: Json) => r.text.fr)).not.toContain('Rendez-vous réservé');

    // Paid: the lead follows the appointment.
    await sandbox().payCheckoutSession(sessionOf(url), '4242 4242 4242 4242');
    await sandbox().settled();
    const paid = await leadOf(user, email);
    expect(paid.assistant.reasons.map((r: Json) => r.text.fr)).toContain('Rendez-vous réservé');
    expect(reasonCodes(paid.assistant.reasons)).not.toContain('held');
  });

  it("lists and books the shop's own service: its slots when asked for by what it is, booked under its key", async () => {
    const { user } = await connectedJeweller('Atelier Mise à Taille');
    await ok(user, '/v1/showroom/page/publish', 'POST');
    const { slug } = await ok(user, '/v1/showroom/settings');
    await ok(user, '/v1/availability', 'PUT', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '14:00'] })),
      closedDates: [],
      bufferMinutes: 0,
    });
    await ok(user, '/v1/services', 'POST', {
      nameFr: 'Mise à taille',
      nameEn: 'Ring resizing',
      minDurationMinutes: 30,
      maxDurationMinutes: 30,
      minPriceMinor: 4000,
      maxPriceMinor: 4000,
      currency: 'EUR',
    });
    await ok(user, '/v1/assistant/settings', 'PUT', ASSISTANT);
    const email = 'remi.taille@example.com';
    const v = visitor(slug);

    const asked = await v.say(
      'Can I have my ring resized? I would like an appointment for a resizing.',
      'en',
    );
    const slots = (asked.choices ?? []).filter((c: Json) => c.kind === 'slot');
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((c: Json) => c.serviceId))).toEqual(new Set(['ring-resizing']));

    const [weekday, , , , time] = (slots[0].label as string).split(' ');
    const booked = await v.say(`${weekday} at ${time} please. Rémi Roux, ${email}`, 'en');
    expect(booked.booking).toMatchObject({ serviceId: 'ring-resizing', start: slots[0].start });
    const appointment = await ok(user, `/v1/appointments/${booked.booking.appointmentId}`);
    expect(appointment).toMatchObject({ type: 'ring-resizing', mode: 'in-person', status: 'pending' });
  });

  it('an unpaid hold is released after 15 minutes and the lead says so (not "Rendez-vous réservé")', async () => {
    const { user } = await connectedJeweller('Maison Expire Chat');
    const slug = await showroom(user);
    const email = 'paul.expire@example.com';
    const { v, booked, slot } = await bookFirstSlot(slug, email, 'en');
    expect(booked.reply).toContain(booked.booking.depositUrl);
    expect(booked.reply).toMatch(/held for you until the deposit of €30 is paid/);
    expect(booked.reply).not.toMatch(/You are booked|confirmation email will follow/);

    // 16 minutes later (the hold is aged in the database).
    await api.t.db.pool.query(
      `update public.appointments set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [booked.booking.appointmentId],
    );
    const lead = await leadOf(user, email);
    const texts = lead.assistant.reasons.map((r: Json) => r.text.fr);
    expect(texts).toContain('Créneau libéré : acompte non payé');
    expect(texts).not.toContain('Rendez-vous réservé');
    const list = await ok(user, '/v1/assistant/conversations');
    const row = list.items.find((c: Json) => c.id === v.conversationId);
    expect(reasonCodes(row.reasons)).toEqual(expect.arrayContaining(['released']));
    expect(reasonCodes(row.reasons)).not.toContain('booked');
    // The slot is free again for the next visitor.
    const next = await visitor(slug).say('Je voudrais prendre rendez-vous en boutique');
    expect((next.choices ?? []).map((c: Json) => c.start)).toContain(slot.start);
    // No booking email went for a hold never paid.
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('without a deposit taken online: booked at once with the wizard’s emails; cancelled, the lead says so', async () => {
    // Not connected to Stripe: the deposit is the simulated one, as in the wizard.
    const user = await api.t.createUser('Maison Sans Acompte', { plan: 'MOISSANITE' });
    const slug = await showroom(user);
    const email = 'lea.direct@example.com';
    const { v, booked } = await bookFirstSlot(slug, email);
    expect(booked.booking.depositUrl).toBeNull();
    expect(booked.reply).toContain('C’est réservé');
    const appointment = await ok(user, `/v1/appointments/${booked.booking.appointmentId}`);
    expect(appointment.deposit.status).toBe('simulated');

    const client = await mailsTo(email);
    expect(client).toHaveLength(1);
    expect((client[0]!.attachments ?? []).some((a) => a.filename.endsWith('.ics'))).toBe(true);
    const notices = api.t.deps.mailer.outbox.filter(
      (m) => m.to === user.email && m.replyTo === email && !m.subject.includes('assistant'),
    );
    expect(notices).toHaveLength(1);
    expect(reasonCodes((await leadOf(user, email)).assistant.reasons)).toContain('booked');

    // The jeweller cancels it in the back office: the lead no longer says booked.
    await ok(user, `/v1/appointments/${booked.booking.appointmentId}/cancel`, 'POST', {});
    const lead = await leadOf(user, email);
    expect(lead.assistant.reasons.map((r: Json) => r.text.fr)).toContain('Rendez-vous annulé');
    expect(reasonCodes(lead.assistant.reasons)).not.toContain('booked');
    const conversation = await ok(user, `/v1/assistant/conversations/${v.conversationId}`);
    expect(reasonCodes(conversation.reasons)).toContain('cancelled');
  });

  it('books on a name and an email alone (no phone), and creates then links the client record', async () => {
    const user = await api.t.createUser('Maison Sans Téléphone', { plan: 'MOISSANITE' });
    const slug = await showroom(user);
    const email = 'irene.nophone@example.com';
    const { booked } = await bookFirstSlot(slug, email, 'fr', `Irène Joliot, ${email}`);
    expect(booked.booking.appointmentId).toBeTruthy();
    expect(booked.reply).toContain('C’est réservé');
    expect(booked.reply).not.toMatch(/téléphone/);

    // The wizard's booking, with no phone, linked to a new client of the book with that email.
    const appointment = await ok(user, `/v1/appointments/${booked.booking.appointmentId}`);
    expect(appointment.phone).toBeNull();
    expect(appointment.email).toBe(email);
    expect(appointment.clientId).toBeTruthy();
    const lead = await leadOf(user, email);
    expect(lead.client).toMatchObject({ id: appointment.clientId });
    expect(reasonCodes(lead.assistant.reasons)).toContain('booked');
    // The wizard's emails: the client's confirmation.
    expect(await mailsTo(email)).toHaveLength(1);

    // A second booking with the same email (any case) links the same client, not a new one.
    const again = await bookFirstSlot(
      slug,
      email.toUpperCase(),
      'en',
      `Irène Joliot, ${email.toUpperCase()}`,
    );
    const second = await ok(user, `/v1/appointments/${again.booked.booking.appointmentId}`);
    expect(second.clientId).toBe(appointment.clientId);
  });
});
