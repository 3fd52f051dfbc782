import { addDays, todayIn } from '@carat/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentStats } from '#api/features/appointments/appointments.ts';
import { REMINDER_QUEUE, reminderJobId } from '#api/features/appointments/reminder-times.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let slug: string;
const LONDON = 'Europe/London';

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Appointments Owner');
  other = await t.createUser('Other Jeweller');
  slug = await publish(owner);
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  items?: Record<string, unknown>[];
  slots?: { time: string }[];
  error?: { code: string; fields?: Record<string, string> };
};
const json = async (res: Response) => (await res.json()) as Json;
/** A London date n days ahead. */
const daysAhead = (n: number) => addDays(todayIn(new Date(), LONDON), n);

async function publish(user: TestUser): Promise<string> {
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    user.businessId,
  ]);
  const { rows } = await t.db.pool.query('select slug from public.businesses where id = $1', [
    user.businessId,
  ]);
  return rows[0].slug as string;
}

function post(user: TestUser, path: string, body?: unknown) {
  return t.request(path, { method: 'POST', token: user.token, body });
}

async function call(user: TestUser, path: string) {
  const res = await t.request(path, { token: user.token });
  expect(res.status).toBe(200);
  return json(res);
}

async function create(user: TestUser, body: Record<string, unknown>) {
  const res = await post(user, '/v1/appointments', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json(res);
}

const zoe = (email = 'zoe@example.com') => ({ name: 'Zoë Lefèvre', email, phone: '+44 20 7946 0001' });

/** Delivers what was queued, and hands back the mails sent to `to` since the last call. */
async function mailsTo(to: string): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  const mine = t.deps.mailer.outbox.filter((m) => m.to === to);
  t.deps.mailer.outbox.splice(0, t.deps.mailer.outbox.length);
  return mine;
}

const icsOf = (mail: MailMessage) =>
  Buffer.from(mail.attachments?.[0]?.contentBase64 ?? '', 'base64').toString('utf8');

async function reminderState(appointmentId: string, sequence: number) {
  const { rows } = await t.db.pool.query<{ state: string; start_after: Date }>(
    'select state, start_after from pgboss.job where name = $1 and id = $2',
    [REMINDER_QUEUE, reminderJobId(appointmentId, sequence)],
  );
  return rows[0];
}

describe("'Nouveau RDV'", () => {
  it('books a client written in the form at an off-grid time: confirmed, emailed with its .ics, reminded', async () => {
    const date = daysAhead(10);
    const appointment = await create(owner, {
      type: 'store',
      date,
      time: '13:20',
      client: zoe('zoe.new@example.com'),
      message: 'Bague de fiançailles',
    });
    expect(appointment).toMatchObject({
      type: 'store',
      mode: 'in-person',
      status: 'confirmed',
      date,
      time: '13:20',
      clientName: 'Zoë Lefèvre',
      email: 'zoe.new@example.com',
      message: 'Bague de fiançailles',
      canConfirm: false,
      canChange: true,
    });
    expect(appointment.confirmedAt).toBeTruthy();
    // The client joins the book, and the appointment shows on their profile.
    const clientId = appointment.clientId as string;
    const profile = await json(
      await t.request(`/v1/clients/${clientId}/appointments`, { token: owner.token }),
    );
    expect(profile.items?.map((a) => a.id)).toContain(appointment.id);

    const [mail] = await mailsTo('zoe.new@example.com');
    expect(mail?.subject).toBe('Votre rendez-vous chez Appointments Owner');
    expect(mail?.text).toContain('confirme ce rendez-vous');
    expect(mail?.text).not.toContain('Acompte');
    expect(mail?.text).toMatch(/booking\/manage#[A-Za-z0-9_-]{43}/);
    expect(icsOf(mail!)).toContain('METHOD:REQUEST');

    const reminder = await reminderState(appointment.id as string, 0);
    expect(reminder?.start_after.toISOString()).toBe(
      new Date(Date.parse(appointment.startsAt as string) - 24 * 3_600_000).toISOString(),
    );
  });

  it('books a client of the book by id, and can leave the client unmailed', async () => {
    const client = await json(
      await post(owner, '/v1/clients', {
        name: 'Ada King',
        email: 'ada@example.com',
        phone: '+44 20 7946 0002',
      }),
    );
    const appointment = await create(owner, {
      type: 'phone',
      date: daysAhead(11),
      time: '09:00',
      clientId: client.id,
      notifyClient: false,
    });
    expect(appointment).toMatchObject({
      clientId: client.id,
      clientName: 'Ada King',
      email: 'ada@example.com',
    });
    expect(await mailsTo('ada@example.com')).toHaveLength(0);

    const noEmail = await json(await post(owner, '/v1/clients', { name: 'Sans Email' }));
    const res = await post(owner, '/v1/appointments', {
      type: 'phone',
      date: daysAhead(11),
      time: '11:00',
      clientId: noEmail.id,
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error?.fields?.clientId).toMatch(/email/);
  });

  it('shows every field its message, and refuses a time already past', async () => {
    // A key no service could have ('Spa!'); a service key the business has not is refused on its own below.
    const res = await post(owner, '/v1/appointments', { type: 'Spa!', date: 'demain', time: '9h' });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).error?.fields ?? {}).sort()).toEqual([
      'clientId',
      'date',
      'time',
      'type',
    ]);
    const unknown = await post(owner, '/v1/appointments', {
      type: 'spa',
      date: daysAhead(20),
      time: '10:00',
      client: zoe(),
    });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).error?.fields).toEqual({ type: 'Type de rendez-vous inconnu' });
    const past = await post(owner, '/v1/appointments', {
      type: 'phone',
      date: daysAhead(-1),
      time: '10:00',
      client: zoe(),
    });
    expect(past.status).toBe(422);
    expect((await json(past)).error?.fields).toEqual({ time: 'Ce créneau est déjà passé' });
  });
});

describe('no overlap, as in the showroom', () => {
  it('refuses an overlapping appointment with 409 slot_taken, whatever the times', async () => {
    const date = daysAhead(12);
    await create(owner, { type: 'design', date, time: '10:00', client: zoe() });
    // A design session holds 90 minutes: 11:25 is inside it.
    const res = await post(owner, '/v1/appointments', { type: 'phone', date, time: '11:25', client: zoe() });
    expect(res.status).toBe(409);
    expect((await json(res)).error?.code).toBe('slot_taken');
    // 11:30 is free again; the dialog's slots leave out 10:00 and 11:00.
    await create(owner, { type: 'phone', date, time: '11:30', client: zoe() });
    const slots = await json(
      await t.request(`/v1/appointments/slots?type=phone&date=${date}`, { token: owner.token }),
    );
    expect(slots.slots?.map((s) => s.time)).toEqual([
      '09:00',
      '12:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it('refuses a back-office appointment over a showroom booking, and a showroom booking over a back-office one', async () => {
    const date = daysAhead(13);
    const booked = await t.request(`/v1/showrooms/${slug}/appointments`, {
      method: 'POST',
      body: {
        type: 'video',
        date,
        time: '14:00',
        firstName: 'Ada',
        lastName: 'King',
        email: 'v@example.com',
        phone: '+44 20 7946 0000',
      },
    });
    expect(booked.status).toBe(201);
    const over = await post(owner, '/v1/appointments', { type: 'store', date, time: '13:30', client: zoe() });
    expect((await json(over)).error?.code).toBe('slot_taken');

    await create(owner, { type: 'store', date, time: '16:00', client: zoe() });
    const visitor = await t.request(`/v1/showrooms/${slug}/appointments`, {
      method: 'POST',
      body: {
        type: 'phone',
        date,
        time: '16:00',
        firstName: 'Ada',
        lastName: 'King',
        email: 'w@example.com',
        phone: '+44 20 7946 0000',
      },
    });
    expect(visitor.status).toBe(409);
    expect((await json(visitor)).error?.code).toBe('slot_taken');
  });
});

describe('confirm, reschedule, cancel', () => {
  it('confirms a showroom booking: confirmed_at set, the client emailed with the .ics', async () => {
    const date = daysAhead(14);
    const booking = await json(
      await t.request(`/v1/showrooms/${slug}/appointments`, {
        method: 'POST',
        body: {
          type: 'store',
          date,
          time: '10:00',
          firstName: 'Lou',
          lastName: 'Martin',
          email: 'lou@example.com',
          phone: '+44 20 7946 0000',
        },
      }),
    );
    await mailsTo('lou@example.com');
    const pending = await json(await t.request(`/v1/appointments/${booking.id}`, { token: owner.token }));
    expect(pending).toMatchObject({ status: 'pending', canConfirm: true, deposit: { status: 'simulated' } });

    const confirmed = await post(owner, `/v1/appointments/${booking.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ status: 'confirmed', canConfirm: false });
    const { rows } = await t.db.pool.query('select confirmed_at from public.appointments where id = $1', [
      booking.id,
    ]);
    expect(rows[0].confirmed_at).toBeInstanceOf(Date);
    const [mail] = await mailsTo('lou@example.com');
    expect(mail?.subject).toBe('Rendez-vous confirmé — Appointments Owner');
    expect(icsOf(mail!)).toContain('STATUS:CONFIRMED');
    // The reminder of the booking stays as it was.
    expect((await reminderState(booking.id as string, 0))?.state).toBe('created');

    const again = await post(owner, `/v1/appointments/${booking.id}/confirm`);
    expect(again.status).toBe(409);
    expect((await json(again)).error?.code).toBe('not_pending');
  });

  it('reschedules: the old reminder dropped, a new one due 24 h before, the client emailed, the range guarded', async () => {
    const appointment = await create(owner, {
      type: 'video',
      date: daysAhead(15),
      time: '10:00',
      client: zoe('move@example.com'),
    });
    await mailsTo('move@example.com');
    const blocker = await create(owner, { type: 'phone', date: daysAhead(16), time: '09:00', client: zoe() });

    const clash = await post(owner, `/v1/appointments/${appointment.id}/reschedule`, {
      date: daysAhead(16),
      time: '08:50',
    });
    expect(clash.status).toBe(409);
    expect((await json(clash)).error?.code).toBe('slot_taken');

    const res = await post(owner, `/v1/appointments/${appointment.id}/reschedule`, {
      date: daysAhead(16),
      time: '15:45',
    });
    expect(res.status).toBe(200);
    const moved = await json(res);
    expect(moved).toMatchObject({ date: daysAhead(16), time: '15:45', status: 'confirmed' });
    expect((await reminderState(appointment.id as string, 0))?.state).toBe('cancelled');
    expect((await reminderState(appointment.id as string, 1))?.start_after.toISOString()).toBe(
      new Date(Date.parse(moved.startsAt as string) - 24 * 3_600_000).toISOString(),
    );
    const [mail] = await mailsTo('move@example.com');
    expect(mail?.subject).toBe('Rendez-vous déplacé — Appointments Owner');
    expect(icsOf(mail!)).toContain('SEQUENCE:1');
    expect(blocker.status).toBe('confirmed');
  });

  it('cancels: the reminder dropped, the client emailed with a cancelling .ics, the range free again', async () => {
    const date = daysAhead(17);
    const appointment = await create(owner, {
      type: 'store',
      date,
      time: '12:00',
      client: zoe('gone@example.com'),
    });
    await mailsTo('gone@example.com');
    const res = await post(owner, `/v1/appointments/${appointment.id}/cancel`, { notifyClient: true });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'cancelled', canChange: false });
    expect((await reminderState(appointment.id as string, 0))?.state).toBe('cancelled');
    const [mail] = await mailsTo('gone@example.com');
    expect(mail?.subject).toBe('Rendez-vous annulé — Appointments Owner');
    expect(icsOf(mail!)).toContain('METHOD:CANCEL');
    await create(owner, { type: 'store', date, time: '12:00', client: zoe() });
    expect((await post(owner, `/v1/appointments/${appointment.id}/cancel`)).status).toBe(409);
  });
});

describe('the list, the calendars and the tiles', () => {
  it('lists a range of local dates and the upcoming ones, in start order', async () => {
    const user = await t.createUser('Calendar');
    const a = await create(user, { type: 'phone', date: daysAhead(3), time: '15:00', client: zoe() });
    const b = await create(user, { type: 'phone', date: daysAhead(2), time: '09:00', client: zoe() });
    const c = await create(user, { type: 'phone', date: daysAhead(40), time: '09:00', client: zoe() });
    const range = await json(
      await t.request(`/v1/appointments?from=${daysAhead(1)}&to=${daysAhead(7)}&pageSize=100`, {
        token: user.token,
      }),
    );
    expect(range.items?.map((i) => i.id)).toEqual([b.id, a.id]);
    const upcoming = await json(
      await t.request('/v1/appointments?upcoming=true&status=live&pageSize=2', { token: user.token }),
    );
    expect(upcoming.items?.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(upcoming.total).toBe(3);
    expect(c.id).toBeTruthy();
    const tooLong = await t.request(`/v1/appointments?from=${daysAhead(1)}&to=${daysAhead(100)}`, {
      token: user.token,
    });
    expect(tooLong.status).toBe(422);
  });

  it("counts today and this ISO week in the business's time zone, and only live ones", async () => {
    const user = await t.createUser('Auckland');
    await t.db.pool.query(`update public.businesses set time_zone = 'Pacific/Auckland' where id = $1`, [
      user.businessId,
    ]);
    // 22:30 UTC on Wednesday 5 May 2027 is 10:30 on Thursday 6 May in Auckland (UTC+12).
    const now = new Date('2027-05-05T22:30:00Z');
    const rows: [string, string][] = [
      ['2027-05-06T02:00:00Z', 'pending'], // Thu 14:00: today, this week, pending
      ['2027-05-05T03:00:00Z', 'confirmed'], // Wed 15:00: this week, over
      ['2027-05-09T11:00:00Z', 'confirmed'], // Sun 23:00: this week, confirmed
      ['2027-05-09T12:30:00Z', 'confirmed'], // Mon 10 May 00:30: next week (still 9 May in UTC), confirmed
      ['2027-05-06T04:00:00Z', 'cancelled'], // Thu 16:00: nowhere
      ['2027-05-02T08:00:00Z', 'confirmed'], // Sun 2 May 20:00: last week
    ];
    for (const [startsAt, status] of rows) {
      await t.db.pool.query(
        `insert into public.appointments (business_id, type, mode, status, starts_at, ends_at, blocked_until,
           time_zone, first_name, last_name, email, phone)
         values ($1, 'phone', 'phone', $2, $3, $3::timestamptz + interval '15 minutes',
           $3::timestamptz + interval '15 minutes', 'Pacific/Auckland', 'Test', 'Client', 't@example.com', '')`,
        [user.businessId, status, startsAt],
      );
    }
    const stats = await t.asTenant(user, (scope) => appointmentStats(scope), { now });
    expect(stats).toMatchObject({
      today: 1,
      thisWeek: 3,
      confirmed: 2,
      pending: 1,
      date: '2027-05-06',
      weekStart: '2027-05-03',
      timeZone: 'Pacific/Auckland',
    });
  });
});

describe('each business sees its own numbers', () => {
  it('on the tiles, the upcoming list and the calendar', async () => {
    const a = await t.createUser('Alpha Rendez-vous');
    const b = await t.createUser('Beta Rendez-vous');
    const book = async (user: TestUser, tag: string, days: number[]) => {
      const made = [];
      for (const [i, day] of days.entries()) {
        made.push(
          await create(user, {
            type: 'phone',
            date: daysAhead(day),
            time: '09:00',
            client: zoe(`${tag}-${i}@example.com`),
          }),
        );
      }
      return made;
    };
    const alpha = await book(a, 'alpha', [20, 21, 22]);
    await post(a, `/v1/appointments/${alpha[2]!.id}/cancel`);
    await book(b, 'beta', [20, 21, 22, 23, 24]);

    expect(await call(a, '/v1/appointments/stats')).toMatchObject({ confirmed: 2, pending: 0 });
    expect(await call(b, '/v1/appointments/stats')).toMatchObject({ confirmed: 5, pending: 0 });
    const upcoming = await call(a, '/v1/appointments?upcoming=true&status=live&pageSize=100');
    expect(upcoming.items?.map((i) => i.email)).toEqual(['alpha-0@example.com', 'alpha-1@example.com']);
    const calendar = await call(a, `/v1/appointments?from=${daysAhead(19)}&to=${daysAhead(25)}&pageSize=500`);
    expect(calendar.items?.map((i) => i.email)).toEqual([
      'alpha-0@example.com',
      'alpha-1@example.com',
      'alpha-2@example.com',
    ]);
  });
});

describe('availability', () => {
  it('is what the showroom offers: the week, the closed dates and the break', async () => {
    const user = await t.createUser('Availability');
    const shop = await publish(user);
    // The next Monday and the Tuesday after it.
    let monday = daysAhead(1);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const tuesday = addDays(monday, 1);
    const put = await t.request('/v1/availability', {
      method: 'PUT',
      token: user.token,
      body: {
        weekly: [
          { weekday: 1, times: ['11:00', '10:30'] },
          { weekday: 2, times: ['09:00'] },
        ],
        closedDates: [{ date: tuesday, reason: 'Inventaire' }],
        bufferMinutes: 30,
      },
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({
      weekly: [
        { weekday: 1, times: ['10:30', '11:00'] },
        { weekday: 2, times: ['09:00'] },
        { weekday: 3, times: [] },
        { weekday: 4, times: [] },
        { weekday: 5, times: [] },
        { weekday: 6, times: [] },
        { weekday: 7, times: [] },
      ],
      closedDates: [{ date: tuesday, reason: 'Inventaire' }],
      bufferMinutes: 30,
    });
    const offered = async (date: string) =>
      (await json(await t.request(`/v1/showrooms/${shop}/availability?type=phone&date=${date}`))).slots?.map(
        (s) => s.time,
      );
    expect(await offered(monday)).toEqual(['10:30', '11:00']);
    expect(await offered(tuesday)).toEqual([]);
    expect(await offered(addDays(monday, 2))).toEqual([]);
    // The break: a call at 10:00 holds until 10:45, so 10:30 goes.
    await create(user, { type: 'phone', date: monday, time: '10:00', client: zoe() });
    expect(await offered(monday)).toEqual(['11:00']);

    const bad = await t.request('/v1/availability', {
      method: 'PUT',
      token: user.token,
      body: { weekly: [], closedDates: [{ date: daysAhead(-2) }], bufferMinutes: 300 },
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error?.fields).toHaveProperty('bufferMinutes');
  });
});

describe('another business', () => {
  it("cannot see, count, change or act on a jeweller's appointments and availability", async () => {
    const appointment = await create(owner, {
      type: 'phone',
      date: daysAhead(20),
      time: '17:00',
      client: zoe(),
    });
    const id = appointment.id as string;
    const list = await json(
      await t.request(`/v1/appointments?from=${daysAhead(19)}&to=${daysAhead(21)}`, { token: other.token }),
    );
    expect(list.items).toEqual([]);
    const stats = await json(await t.request('/v1/appointments/stats', { token: other.token }));
    expect(stats).toMatchObject({ today: 0, thisWeek: 0, confirmed: 0, pending: 0 });
    const mine = await json(await t.request('/v1/appointments/stats', { token: owner.token }));
    expect(mine.confirmed as number).toBeGreaterThan(0);

    expect((await t.request(`/v1/appointments/${id}`, { token: other.token })).status).toBe(404);
    for (const action of ['confirm', 'cancel']) {
      expect((await post(other, `/v1/appointments/${id}/${action}`)).status).toBe(404);
    }
    expect(
      (await post(other, `/v1/appointments/${id}/reschedule`, { date: daysAhead(22), time: '10:00' })).status,
    ).toBe(404);
    expect((await json(await t.request(`/v1/appointments/${id}`, { token: owner.token }))).status).toBe(
      'confirmed',
    );

    // Its own availability only.
    const before = await json(await t.request('/v1/availability', { token: owner.token }));
    await t.request('/v1/availability', {
      method: 'PUT',
      token: other.token,
      body: { weekly: [], closedDates: [], bufferMinutes: 0 },
    });
    expect(await json(await t.request('/v1/availability', { token: owner.token }))).toEqual(before);
    // Its client list does not get the other's client either.
    const clients = await json(await t.request('/v1/clients?q=zoe', { token: other.token }));
    expect(clients.items).toEqual([]);
  });
});

describe('actions', () => {
  it('answers what each appointment allows now, in the list and the detail, and refuses the rest', async () => {
    const user = await t.createUser('Appointment actions');
    const booked = await create(user, { type: 'phone', date: daysAhead(12), time: '11:00', client: zoe() });
    // Booked by the jeweller, it is confirmed at once.
    expect(booked.actions).toEqual(['reschedule', 'cancel']);
    await t.db.pool.query(`update public.appointments set status = 'pending' where id = $1`, [booked.id]);
    const pending = await call(user, `/v1/appointments/${booked.id}`);
    expect(pending.actions).toEqual(['confirm', 'reschedule', 'cancel']);
    const upcoming = await call(user, '/v1/appointments?upcoming=true');
    expect(upcoming.items?.find((item) => item.id === booked.id)?.actions).toEqual(pending.actions);
    const confirmed = await json(
      await post(user, `/v1/appointments/${booked.id}/confirm`, { notifyClient: false }),
    );
    expect(confirmed.actions).toEqual(['reschedule', 'cancel']);

    // Once begun, nothing: the API refuses what the list does not hold.
    await t.db.pool.query(
      `update public.appointments
          set starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days',
              blocked_until = blocked_until - interval '30 days'
        where id = $1`,
      [booked.id],
    );
    const begun = await call(user, `/v1/appointments/${booked.id}`);
    expect(begun.actions).toEqual([]);
    const refused = await post(user, `/v1/appointments/${booked.id}/cancel`, { notifyClient: false });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error?.code).toBe('booking_locked');

    const other = await create(user, { type: 'phone', date: daysAhead(13), time: '11:00', client: zoe() });
    const cancelled = await json(
      await post(user, `/v1/appointments/${other.id}/cancel`, { notifyClient: false }),
    );
    expect(cancelled.actions).toEqual([]);
  });
});
