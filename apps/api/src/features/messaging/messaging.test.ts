import { addDays, todayIn, zonedTimeToUtc } from '@carat/domain/dates';
import { twilioSignature } from '@carat/embedded/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBookingReminder } from '#api/features/appointments/reminders.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { MESSAGE_QUEUE } from './outbound.ts';

/**
 * Client messages: a showroom booking with the SMS tick box texts its confirmation through the
 * outbox; the reminder goes by text to a consenting client and waits for 08:00 when due at night; Twilio's
 * webhook is refused without a valid signature, applies a delivery once, moves statuses forward, opts the
 * client out on STOP (the next reminder by email only) and back in on START, files a reply on the client
 * and turns an unknown number into a lead; consents keep their history; tenants stay apart.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let slug: string;
const LONDON = 'Europe/London';
const PHONE = '+447911123456';
// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const daysAhead = (n: number) => addDays(todayIn(new Date(), LONDON), n);
const WEBHOOK = () => `${t.deps.config.API_URL}/webhooks/twilio`;
const outbox = () => t.deps.messaging.outbox!;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Messages Owner');
  other = await t.createUser('Other Jeweller');
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    owner.businessId,
  ]);
  await t.db.pool.query("update public.businesses set country = 'GB' where id = $1", [owner.businessId]);
  const { rows } = await t.db.pool.query('select slug from public.businesses where id = $1', [
    owner.businessId,
  ]);
  slug = rows[0].slug;
});
afterAll(() => t?.close());

/** Posts form params to the webhook, signed with `token` (the outbox's by default) as Twilio signs. */
function webhook(params: Record<string, string>, token = 'carat-outbox-development-auth-token') {
  const form = { AccountSid: t.deps.messaging.accountSid!, ...params };
  return t.app.request('/webhooks/twilio', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, WEBHOOK(), form),
    },
    body: new URLSearchParams(form).toString(),
  });
}

async function book(date: string, time: string, extra: Json = {}) {
  const res = await t.request(`/v1/showrooms/${slug}/appointments`, {
    method: 'POST',
    body: {
      type: 'phone',
      date,
      time,
      firstName: 'Ada',
      lastName: 'King',
      email: 'ada@example.com',
      phone: '07911 123456',
      smsConsent: true,
      locale: 'en',
      ...extra,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

async function clientId() {
  const { rows } = await t.db.pool.query(
    'select id from public.clients where business_id = $1 and phone = $2',
    [owner.businessId, PHONE],
  );
  return rows[0]?.id as string;
}

const sentTo = (to: string) =>
  outbox()
    .list()
    .filter((m) => m.to === to);

describe('booking texts', () => {
  let appointmentId: string;

  it('books with the SMS tick box: the number in E.164, consent from the booking, the confirmation in the outbox', async () => {
    const before = sentTo(PHONE).length;
    const booking = await book(daysAhead(10), '14:00');
    appointmentId = booking.id;
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    const texts = sentTo(PHONE);
    expect(texts.length).toBe(before + 1);
    expect(texts[0]!.body).toMatch(/your appointment on \d\d\/\d\d at 14:00 is booked/);
    expect(texts[0]!.body).toContain('/booking/manage#');
    const id = await clientId();
    expect(id).toBeDefined();
    const consents = await json(await t.request(`/v1/clients/${id}/consents`, { token: owner.token }));
    expect(consents).toMatchObject({ sms: true, whatsapp: false, source: 'booking', phone: PHONE });
    expect(consents.history).toHaveLength(1);
  });

  it('refuses the tick box with a number that is not one (422 on the phone field), booking nothing', async () => {
    const res = await t.request(`/v1/showrooms/${slug}/appointments`, {
      method: 'POST',
      body: {
        type: 'phone',
        date: daysAhead(11),
        time: '15:00',
        firstName: 'Bo',
        lastName: 'Ng',
        email: 'bo@example.com',
        phone: '12',
        smsConsent: true,
      },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error.fields.phone).toBeTruthy();
  });

  it('texts the 24 h reminder by day, and holds one due at 23:30 local time until 08:00', async () => {
    const { rows } = await t.db.pool.query(
      'select starts_at, sequence from public.appointments where id = $1',
      [appointmentId],
    );
    const startsAt: Date = rows[0].starts_at;
    const dayBefore = addDays(todayIn(startsAt, LONDON), -1);
    const lateEvening = zonedTimeToUtc(dayBefore, '23:30', LONDON);
    const outcome = await sendBookingReminder(systemScopeOf(t.deps, { now: lateEvening }), {
      appointmentId,
      sequence: rows[0].sequence,
    });
    expect(outcome).toBe('sent');
    const { rows: texts } = await t.db.pool.query(
      "select send_after, status from public.messages where appointment_id = $1 and kind = 'booking_reminder'",
      [appointmentId],
    );
    expect(texts).toHaveLength(1);
    expect(texts[0].send_after.toISOString()).toBe(
      zonedTimeToUtc(addDays(dayBefore, 1), '08:00', LONDON).toISOString(),
    );
    // The email went at once.
    await t.deps.jobs.drain('email.send');
    expect(
      t.deps.mailer.outbox.some((m) => m.to === 'ada@example.com' && /remind|rappel/i.test(m.subject)),
    ).toBe(true);
  });
});

describe('the Twilio webhook', () => {
  it('refuses a bad signature (403), a missing one and an unknown account', async () => {
    const params = {
      AccountSid: t.deps.messaging.accountSid!,
      MessageSid: 'SM1',
      From: PHONE,
      To: '+15005550006',
      Body: 'hi',
    };
    const bad = await t.app.request('/webhooks/twilio', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm9wZQ==' },
      body: new URLSearchParams(params).toString(),
    });
    expect(bad.status).toBe(403);
    const none = await t.app.request('/webhooks/twilio', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(none.status).toBe(403);
    expect((await webhook({ MessageSid: 'SM2', Body: 'x' }, 'another-token-entirely-wrong')).status).toBe(
      403,
    );
    // A body changed after signing: refused.
    const form = { ...params, MessageSid: 'SM3' };
    const forged = await t.app.request('/webhooks/twilio', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature('carat-outbox-development-auth-token', WEBHOOK(), form),
      },
      body: new URLSearchParams({ ...form, Body: 'changed' }).toString(),
    });
    expect(forged.status).toBe(403);
  });

  it('moves a text forward on status callbacks, never back', async () => {
    const [sent] = sentTo(PHONE);
    const status = async () =>
      (await t.db.pool.query('select status from public.messages where provider_sid = $1', [sent!.sid]))
        .rows[0].status;
    expect(await status()).toBe('sent');
    expect(
      (await webhook({ MessageSid: sent!.sid, MessageStatus: 'delivered' })).headers.get('x-carat-outcome'),
    ).toBe('status');
    expect(await status()).toBe('delivered');
    const late = await webhook({ MessageSid: sent!.sid, MessageStatus: 'sent' });
    expect(late.status).toBe(200);
    expect(late.headers.get('x-carat-outcome')).toBe('stale_status');
    expect(await status()).toBe('delivered');
  });

  it('files a reply on the client once however often Twilio delivers it', async () => {
    const reply = {
      MessageSid: `SM${'a'.repeat(32)}`,
      From: PHONE,
      To: '+15005550006',
      Body: 'Can I come at 15:00?',
    };
    expect((await webhook(reply)).headers.get('x-carat-outcome')).toBe('received');
    expect((await webhook(reply)).headers.get('x-carat-outcome')).toBe('duplicate');
    const id = await clientId();
    const thread = await json(await t.request(`/v1/messages?clientId=${id}`, { token: owner.token }));
    const replies = thread.items.filter((m: Json) => m.direction === 'inbound');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      body: 'Can I come at 15:00?',
      status: 'received',
      clientName: 'Ada King',
    });
  });

  it('opts out on STOP at once (the waiting reminder skipped, the next one by email only), back in on START', async () => {
    const id = await clientId();
    expect(
      (await webhook({ MessageSid: `SM${'b'.repeat(32)}`, From: PHONE, To: '+15005550006', Body: 'Stop' }))
        .status,
    ).toBe(200);
    const consents = await json(await t.request(`/v1/clients/${id}/consents`, { token: owner.token }));
    expect(consents).toMatchObject({ sms: false, source: 'reply' });
    const { rows } = await t.db.pool.query(
      "select status from public.messages where client_id = $1 and kind = 'booking_reminder'",
      [id],
    );
    expect(rows.map((r) => r.status)).toEqual(['skipped']);
    // A new booking's reminder: email only.
    const booking = await book(daysAhead(12), '11:00', { smsConsent: false });
    const before = sentTo(PHONE).length;
    await sendBookingReminder(systemScopeOf(t.deps), { appointmentId: booking.id, sequence: 0 });
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    expect(sentTo(PHONE).length).toBe(before);
    const { rows: none } = await t.db.pool.query('select 1 from public.messages where appointment_id = $1', [
      booking.id,
    ]);
    expect(none).toHaveLength(0);
    // A member cannot text them either.
    const refused = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: { clientId: id, channel: 'sms', text: 'Hello' },
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('no_consent');
    await webhook({ MessageSid: `SM${'c'.repeat(32)}`, From: PHONE, To: '+15005550006', Body: 'START' });
    expect(await json(await t.request(`/v1/clients/${id}/consents`, { token: owner.token }))).toMatchObject({
      sms: true,
    });
  });

  it('lets the jeweller answer: sent at once through the outbox', async () => {
    const id = await clientId();
    const res = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: { clientId: id, channel: 'sms', text: 'Yes, 15:00 works. See you!' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json(res)).status).toBe('queued');
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    expect(sentTo(PHONE)[0]!.body).toBe('Yes, 15:00 works. See you!');
    // WhatsApp: no consent, then outside the 24-hour window.
    await t.request(`/v1/clients/${id}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { email: true, sms: true, whatsapp: true, source: 'in-shop' },
    });
    const wa = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: { clientId: id, channel: 'whatsapp', text: 'Hi' },
    });
    expect((await json(wa)).error.code).toBe('whatsapp_window_closed');
  });

  it('turns an unknown number writing to a business’s sender into a lead', async () => {
    const put = await t.request('/v1/messaging/settings', {
      method: 'PUT',
      token: owner.token,
      body: { provider: 'platform', senderNumber: '+447400123456' },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    await webhook({
      MessageSid: `SM${'d'.repeat(32)}`,
      From: '+447911999888',
      To: '+447400123456',
      Body: 'Do you resize rings?',
    });
    const { rows } = await t.db.pool.query(
      "select kind, phone, message from public.showroom_leads where business_id = $1 and kind = 'message'",
      [owner.businessId],
    );
    expect(rows).toEqual([{ kind: 'message', phone: '+447911999888', message: 'Do you resize rings?' }]);
  });
});

describe('ready for collection', () => {
  it('texts a consenting client when their job is ready, with the balance', async () => {
    const taken = await json(
      await t.request('/v1/repairs', {
        method: 'POST',
        token: owner.token,
        body: {
          client: { name: 'Noé Petit', email: 'noe@example.com', phone: '07912 345678' },
          piece: { type: 'ring', marks: [] },
          declaredValueMinor: 10_000,
          work: [{ label: 'Resize', priceMinor: 4_500 }],
          depositMinor: 1_000,
        },
      }),
    );
    const clientId = taken.clientId ?? taken.client?.id;
    const consent = await t.request(`/v1/clients/${clientId}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { email: true, sms: true, whatsapp: false, source: 'in-shop' },
    });
    expect(consent.status, await consent.clone().text()).toBe(200);
    const moved = await t.request(`/v1/repairs/${taken.id}/stage`, {
      method: 'POST',
      token: owner.token,
      body: { stage: 'ready' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { rows } = await t.db.pool.query(
      "select body, to_number from public.messages where client_id = $1 and kind = 'repair_ready'",
      [clientId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].to_number).toBe('+447912345678');
    expect(rows[0].body).toContain(taken.number);
    expect(rows[0].body).toMatch(/35/);
  });
});

describe('consents, settings and tenants', () => {
  it('keeps the consent history and refuses a text channel without a valid number (clear 422)', async () => {
    const created = await json(
      await t.request('/v1/clients', {
        method: 'POST',
        token: owner.token,
        body: { name: 'Léa Martin', email: 'lea@example.com', phone: '123' },
      }),
    );
    const res = await t.request(`/v1/clients/${created.id}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { email: true, sms: true, whatsapp: false, source: 'in-shop' },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error.fields.phone).toMatch(/not a valid phone number for GB/);
    const ok = await t.request(`/v1/clients/${created.id}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { email: true, sms: false, whatsapp: false, source: 'in-shop' },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).history[0]).toMatchObject({
      email: true,
      source: 'in-shop',
      recordedBy: owner.id,
    });
  });

  it('never shows or changes another business’s client or messages', async () => {
    const id = await clientId();
    expect((await t.request(`/v1/clients/${id}/consents`, { token: other.token })).status).toBe(404);
    const put = await t.request(`/v1/clients/${id}/consents`, {
      method: 'PUT',
      token: other.token,
      body: { email: false, sms: true, whatsapp: false, source: 'in-shop' },
    });
    expect(put.status).toBe(404);
    const send = await t.request('/v1/messages', {
      method: 'POST',
      token: other.token,
      body: { clientId: id, channel: 'sms', text: 'Hi' },
    });
    expect(send.status).toBe(404);
    const inbox = await json(await t.request('/v1/messages', { token: other.token }));
    expect(inbox.items).toEqual([]);
  });

  it('seals an own Twilio token (never answered) and shows templates with segment counts', async () => {
    const res = await t.request('/v1/messaging/settings', {
      method: 'PUT',
      token: owner.token,
      body: {
        provider: 'own',
        twilioAccountSid: `AC${'1'.repeat(32)}`,
        twilioAuthToken: 'secret-auth-token-0123456789',
        templates: { en: { booking_reminder: 'See you tomorrow ’{time}’ at {business}' } },
      },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body)).not.toContain('secret-auth-token');
    expect(body).toMatchObject({ provider: 'own', twilioAuthTokenSet: true });
    expect(body.templates.en.booking_reminder).toMatchObject({
      custom: true,
      encoding: 'UCS-2',
      segments: 1,
    });
    expect(body.templates.fr.booking_reminder).toMatchObject({ custom: false, encoding: 'GSM-7' });
    const { rows } = await t.db.pool.query(
      'select twilio_auth_token_sealed from public.messaging_settings where business_id = $1',
      [owner.businessId],
    );
    expect(rows[0].twilio_auth_token_sealed).toMatch(/^v1\./);
    // Requests for that account are checked with its own token.
    const signed = await webhook(
      { AccountSid: `AC${'1'.repeat(32)}`, MessageSid: `SM${'e'.repeat(32)}`, MessageStatus: 'delivered' },
      'secret-auth-token-0123456789',
    );
    expect(signed.status).toBe(200);
    // Back to the platform for the other tests.
    await t.request('/v1/messaging/settings', {
      method: 'PUT',
      token: owner.token,
      body: { provider: 'platform' },
    });
  });
});
