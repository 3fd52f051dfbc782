import { addDays, todayIn } from '@carat/domain/dates';
import { twilioSignature } from '@carat/embedded/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBookingReminder } from '#api/features/appointments/reminders.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { MESSAGE_QUEUE, sendQueuedMessage } from './outbound.ts';

/**
 * WhatsApp outside the 24-hour window (ADR 080), on a business created here: its approved template's
 * Content SID and variable order are set and checked in the messaging settings; a client who chose
 * WhatsApp gets the reminder as that template outside the window (the outbox keeps the SID, the values and
 * the filled text), as free text inside it, by SMS when no template is set, and by email only without SMS
 * consent; a member may send a kind's template instead of a 409; status callbacks work as before.
 */

let t: TestContext;
let owner: TestUser;
let slug: string;
let businessName: string;
const LONDON = 'Europe/London';
const PHONE = '+447911123457';
const SID = `HX${'0123456789abcdef'.repeat(2)}`;
// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const daysAhead = (n: number) => addDays(todayIn(new Date(), LONDON), n);
const outbox = () => t.deps.messaging.outbox!;
const sentTo = (to: string) =>
  outbox()
    .list()
    .filter((m) => m.to === to);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('WhatsApp Jeweller');
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    owner.businessId,
  ]);
  await t.db.pool.query("update public.businesses set country = 'GB' where id = $1", [owner.businessId]);
  const { rows } = await t.db.pool.query('select slug, name from public.businesses where id = $1', [
    owner.businessId,
  ]);
  slug = rows[0].slug;
  businessName = rows[0].name;
});
afterAll(() => t?.close());

function webhook(params: Record<string, string>) {
  const url = `${t.deps.config.API_URL}/webhooks/twilio`;
  const form = { AccountSid: t.deps.messaging.accountSid!, ...params };
  return t.app.request('/webhooks/twilio', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature('carat-outbox-development-auth-token', url, form),
    },
    body: new URLSearchParams(form).toString(),
  });
}

async function book(days: number, time: string) {
  const res = await t.request(`/v1/showrooms/${slug}/appointments`, {
    method: 'POST',
    body: {
      type: 'phone',
      date: daysAhead(days),
      time,
      firstName: 'Wanda',
      lastName: 'Sykes',
      email: 'wanda@example.com',
      phone: '07911 123457',
      smsConsent: true,
      locale: 'en',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).id as string;
}

async function clientId() {
  const { rows } = await t.db.pool.query(
    'select id from public.clients where business_id = $1 and phone = $2',
    [owner.businessId, PHONE],
  );
  return rows[0].id as string;
}

async function consent(sms: boolean, whatsapp: boolean) {
  const res = await t.request(`/v1/clients/${await clientId()}/consents`, {
    method: 'PUT',
    token: owner.token,
    body: { email: true, sms, whatsapp, source: 'in-shop' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

function settings(whatsappTemplates: Json) {
  return t.request('/v1/messaging/settings', {
    method: 'PUT',
    token: owner.token,
    body: { provider: 'platform', whatsappTemplates },
  });
}

/** Runs the reminder as if it were `now`, and sends what it queued at the instant it may go. */
async function remind(appointmentId: string, now: Date) {
  expect(await sendBookingReminder(systemScopeOf(t.deps, { now }), { appointmentId, sequence: 0 })).toBe(
    'sent',
  );
  const { rows } = await t.db.pool.query(
    "select id, channel, content_sid, content_variables, body, send_after from public.messages where appointment_id = $1 and kind = 'booking_reminder'",
    [appointmentId],
  );
  for (const row of rows) expect(await sendQueuedMessage(t.deps, row.id, row.send_after)).toBe('sent');
  return rows as Json[];
}

describe('the approved WhatsApp templates in the messaging settings', () => {
  it('refuses a SID that is not HX and 32 hex digits, and a variable that is not the kind’s', async () => {
    const badSid = await settings({
      en: { booking_reminder: { contentSid: `MG${'0'.repeat(32)}`, variables: [] } },
    });
    expect(badSid.status).toBe(422);
    const badVariable = await settings({
      en: { booking_reminder: { contentSid: SID, variables: ['date', 'amount'] } },
    });
    expect(badVariable.status).toBe(422);
    expect(JSON.stringify(await json(badVariable))).toMatch(/business, date, time, link/);
  });

  it('keeps the SID and the order of its variables per language and kind', async () => {
    const res = await settings({
      en: { booking_reminder: { contentSid: SID, variables: ['time', 'business'] } },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.whatsappTemplates.en.booking_reminder).toEqual({
      contentSid: SID,
      variables: ['time', 'business'],
    });
    expect(body.whatsappTemplates.fr.booking_reminder).toBeNull();
    const read = await json(await t.request('/v1/messaging/settings', { token: owner.token }));
    expect(read.whatsappTemplates.en.booking_reminder.contentSid).toBe(SID);
  });
});

describe('automatic messages to a client who chose WhatsApp', () => {
  it('sends the reminder outside the window as the approved template: the outbox keeps SID, values and text', async () => {
    const appointmentId = await book(10, '14:00');
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    await consent(true, true);
    const [row, ...more] = await remind(appointmentId, new Date());
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ channel: 'whatsapp', content_sid: SID });
    const [sent] = sentTo(PHONE);
    expect(sent).toMatchObject({
      channel: 'whatsapp',
      contentSid: SID,
      contentVariables: { '1': '14:00', '2': businessName },
    });
    expect(sent!.body).toMatch(/a reminder of your appointment tomorrow, \d\d\/\d\d at 14:00/);
    // The thread shows it as the template it went as.
    const thread = await json(
      await t.request(`/v1/messages?clientId=${await clientId()}`, { token: owner.token }),
    );
    expect(thread.items[0]).toMatchObject({ channel: 'whatsapp', contentSid: SID, kind: 'booking_reminder' });
    // Status callbacks move it on as before.
    const status = await webhook({ MessageSid: sent!.sid, MessageStatus: 'delivered' });
    expect(status.headers.get('x-carat-outcome')).toBe('status');
    const { rows } = await t.db.pool.query('select status from public.messages where provider_sid = $1', [
      sent!.sid,
    ]);
    expect(rows[0].status).toBe('delivered');
  });

  it('lets a member send a kind’s template outside the window instead of a 409, and names a missing one', async () => {
    const id = await clientId();
    const closed = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: { clientId: id, channel: 'whatsapp', text: 'Hello' },
    });
    expect((await json(closed)).error.code).toBe('whatsapp_window_closed');
    const none = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: { clientId: id, channel: 'whatsapp', templateKind: 'repair_ready', values: { number: 'R-1' } },
    });
    expect(none.status).toBe(409);
    expect((await json(none)).error.code).toBe('whatsapp_template_missing');
    const res = await t.request('/v1/messages', {
      method: 'POST',
      token: owner.token,
      body: {
        clientId: id,
        channel: 'whatsapp',
        templateKind: 'booking_reminder',
        values: { time: '10:30' },
        locale: 'en',
      },
    });
    const message = await json(res);
    expect(res.status, JSON.stringify(message)).toBe(201);
    expect(message).toMatchObject({ contentSid: SID, contentVariables: { '1': '10:30', '2': businessName } });
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    expect(sentTo(PHONE)[0]).toMatchObject({ contentSid: SID, contentVariables: { '1': '10:30' } });
  });

  it('sends it as free text while the client’s WhatsApp window is open', async () => {
    const reply = await webhook({
      MessageSid: `SM${'f'.repeat(32)}`,
      From: `whatsapp:${PHONE}`,
      To: 'whatsapp:+15005550006',
      Body: 'Thanks, see you',
    });
    expect(reply.headers.get('x-carat-outcome')).toBe('received');
    const appointmentId = await book(11, '15:00');
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    const [row] = await remind(appointmentId, new Date());
    expect(row).toMatchObject({ channel: 'whatsapp', content_sid: null });
    expect(sentTo(PHONE)[0]).toMatchObject({ channel: 'whatsapp', contentSid: null, contentVariables: null });
    expect(sentTo(PHONE)[0]!.body).toMatch(/at 15:00/);
  });

  it('falls back to SMS with no template set, and to email only without SMS consent', async () => {
    expect((await settings({ en: { booking_reminder: null } })).status).toBe(200);
    const appointmentId = await book(12, '16:00');
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    // Two days on, the window the reply opened is closed.
    const later = new Date(Date.now() + 2 * DAY);
    const [row] = await remind(appointmentId, later);
    expect(row).toMatchObject({ channel: 'sms', content_sid: null });
    const emailOnly = await book(13, '16:00');
    await t.deps.jobs.drain(MESSAGE_QUEUE);
    await consent(false, true);
    expect(await remind(emailOnly, later)).toEqual([]);
    await t.deps.jobs.drain('email.send');
    expect(t.deps.mailer.outbox.some((m) => m.to === 'wanda@example.com' && /remind/i.test(m.subject))).toBe(
      true,
    );
  });
});
