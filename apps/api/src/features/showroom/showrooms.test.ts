import { asAnon, businesses, showroomSettings } from '@carat/db';
import { seedDemo } from '@carat/db/seed';
import { addDays, todayIn } from '@carat/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_QUEUE, reminderJobId } from '#api/features/appointments/reminder-times.ts';
import { sendBookingReminder } from '#api/features/appointments/reminders.ts';
import { showroomAvailability } from '#api/features/showroom/availability.ts';
import { bookAppointment } from '#api/features/showroom/bookings.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { publicScopeOf, systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
const LONDON = 'Europe/London';

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.deps.db, { env: 'test' });
});
afterAll(() => t?.close());

const json = async <T>(res: Response) => (await res.json()) as T;
/** A visitor's scope at a given instant, for the services called directly. */
const visitorAt = (now: Date) => publicScopeOf({ tx: t.deps.db, deps: t.deps, now });
const contact = (email = 'ada@example.com') => ({
  firstName: 'Ada',
  lastName: 'King',
  email,
  phone: '+44 20 7946 0000',
});
/** A date n days ahead in London, where the demo shop is. */
const daysAhead = (n: number) => addDays(todayIn(new Date(), LONDON), n);
/** The demo showroom's hourly slots on an open day: 09:00 to 18:00, closed for lunch at 13:00. */
const DEMO_HOURS = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00'];

async function deliveredMail(): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  return t.deps.mailer.outbox;
}

/** Delivers what earlier tests queued, then forgets it. */
async function freshOutbox() {
  await t.deps.jobs.drain('email.send');
  t.deps.mailer.outbox.length = 0;
}

function tokenFrom(mail: MailMessage): string {
  const match = /booking\/manage#([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error('no manage link in the mail');
  return match[1]!;
}

async function reminderJob(id: string) {
  const { rows } = await t.db.pool.query<{ state: string; start_after: Date }>(
    'select state, start_after from pgboss.job where name = $1 and id = $2',
    [REMINDER_QUEUE, id],
  );
  return rows[0];
}

describe('public reads', () => {
  it('serves the demo showroom with its computed rating, collection and collaborations', async () => {
    const res = await t.request('/v1/showrooms/demo');
    expect(res.status).toBe(200);
    const body = await json<{
      name: string;
      verified: boolean;
      city: string;
      foundedYear: number;
      rating: { average: number; count: number };
      collectionCounts: Record<string, number>;
      products: { ref: number; priceMinor: number; category: string }[];
      collaborations: unknown[];
    }>(res);
    expect(body).toMatchObject({
      name: 'Hale & Co. Fine Jewellery',
      verified: true,
      city: 'London',
      foundedYear: 2016,
    });
    expect(body.rating).toEqual({ average: 4.9, count: 3670 });
    expect(body.products.map((p) => [p.ref, p.priceMinor / 100])).toEqual([
      [1, 15000],
      [2, 8500],
      [3, 12000],
      [4, 3500],
      [5, 5200],
    ]);
    expect(body.collectionCounts).toEqual({
      ALL: 5,
      CHAINS: 2,
      PENDANTS: 0,
      BRACELETS: 1,
      WATCHES: 1,
      GRILLS: 1,
    });
    expect(body.collaborations).toHaveLength(4);
    // Nothing private: no VAT number, no email.
    expect(JSON.stringify(body)).not.toMatch(/GB123456789|haleandco/);
  });

  it('lists fewer pieces on request (none, or some by number), never a draft, with the same counts', async () => {
    type Listed = {
      collectionCounts: Record<string, number>;
      categoryCounts: Record<string, number>;
      products: { ref: number; name: string }[];
    };
    const all = await json<Listed>(await t.request('/v1/showrooms/demo'));
    const none = await json<Listed>(await t.request('/v1/showrooms/demo?products=none'));
    expect(none.products).toEqual([]);
    expect(none.collectionCounts).toEqual(all.collectionCounts);
    expect(none.categoryCounts).toEqual({ CHAINS: 2, BRACELETS: 1, WATCHES: 1, GRILLS: 1 });
    const some = await json<Listed>(await t.request('/v1/showrooms/demo?products=5,1,99,1'));
    // In the catalogue's order, as the whole list has them; an unknown number is left out.
    expect(some.products).toEqual(all.products.filter((p) => p.ref === 1 || p.ref === 5));
    expect((await t.request('/v1/showrooms/demo?products=1;drop')).status).toBe(422);
    // A piece taken back to draft is neither listed nor counted.
    await t.db.pool.query(
      `update public.products set status = 'draft'
        where ref = 5 and business_id = (select id from public.businesses where slug = 'demo')`,
    );
    try {
      const draft = await json<Listed>(await t.request('/v1/showrooms/demo?products=1,5'));
      expect(draft.products.map((p) => p.ref)).toEqual([1]);
      expect(draft.collectionCounts.ALL).toBe(4);
    } finally {
      await t.db.pool.query(
        `update public.products set status = 'published'
          where ref = 5 and business_id = (select id from public.businesses where slug = 'demo')`,
      );
    }
  });

  it("serves a product with its reviews and similar pieces; another jeweller's catalogue is its own", async () => {
    const res = await t.request('/v1/showrooms/demo/products/1');
    const product = await json<{
      name: string;
      category: string;
      customization: { engraving: boolean; colours: string[] };
      similar: { ref: number }[];
      reviews: Record<string, unknown>[];
      rating: { count: number };
    }>(res);
    expect(product.category).toBe('CHAINS');
    expect(product.customization.engraving).toBe(true);
    expect(product.similar.map((p) => p.ref)).toEqual([5]);
    expect(product.rating.count).toBeGreaterThan(0);
    expect(product.reviews[0]).not.toHaveProperty('email');
    expect((await t.request('/v1/showrooms/demo/products/99')).status).toBe(404);
    const atelier = await json<{ products: { name: string }[] }>(await t.request('/v1/showrooms/atelier'));
    expect(atelier.products.map((p) => p.name)).toContain('Bague Solitaire Éclat');
    expect(atelier.products.map((p) => p.name)).not.toContain('Cuban Link Chain 18K');
  });

  it('answers 404 for an unknown or unpublished showroom', async () => {
    expect((await t.request('/v1/showrooms/nobody-here')).status).toBe(404);
    const user = await t.createUser('Unpublished Shop');
    const [business] = await t.db.db.select().from(businesses).where(eq(businesses.id, user.businessId));
    expect((await t.request(`/v1/showrooms/${business!.slug}`)).status).toBe(404);
  });
});

describe('reviews', () => {
  it('saves a review, shows it first and unverified, never shows the email, and counts it', async () => {
    const res = await t.request('/v1/showrooms/demo/reviews', {
      method: 'POST',
      body: { rating: 4, name: 'Grace P.', email: 'grace@example.com', comment: 'Très bel accueil.' },
    });
    expect(res.status).toBe(201);
    const page = await json<{ average: number; count: number; items: Record<string, unknown>[] }>(
      await t.request('/v1/showrooms/demo/reviews?pageSize=5'),
    );
    expect(page.count).toBe(3671);
    expect(page.items[0]).toMatchObject({ name: 'Grace P.', rating: 4, verified: false });
    expect(JSON.stringify(page)).not.toContain('grace@example.com');
  });

  it("refuses a review without a rating in the spec's words", async () => {
    const res = await t.request('/v1/showrooms/demo/reviews', {
      method: 'POST',
      body: { name: 'No Star', email: 'x@example.com', comment: 'Hm.' },
    });
    expect(res.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields.rating).toBe(
      'Please select a rating before submitting.',
    );
  });

  it('drops a review whose honeypot is filled, and limits the submissions of one address', async () => {
    const before = await json<{ count: number }>(await t.request('/v1/showrooms/atelier/reviews'));
    const robot = await t.request('/v1/showrooms/atelier/reviews', {
      method: 'POST',
      body: { rating: 5, name: 'Bot', email: 'bot@example.com', comment: 'Buy now', website: 'http://spam' },
    });
    expect(robot.status).toBe(201);
    const after = await json<{ count: number }>(await t.request('/v1/showrooms/atelier/reviews'));
    expect(after.count).toBe(before.count);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('/v1/showrooms/atelier/reviews', {
        method: 'POST',
        body: { rating: 5, name: `Person ${i}`, email: 'p@example.com', comment: 'Bien' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('availability and booking', () => {
  it('offers only slots that end within opening hours: no 18:00 design session in a shop closing at 19:00', async () => {
    const date = daysAhead(11);
    const slots = async (type: string) =>
      (
        await json<{ slots: { time: string }[] }>(
          await t.request(`/v1/showrooms/demo/availability?type=${type}&date=${date}`),
        )
      ).slots.map((s) => s.time);
    const design = await slots('design');
    expect(design).toContain('17:00');
    expect(design).not.toContain('18:00');
    expect(await slots('phone')).toContain('18:00');
    const refused = await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { type: 'design', date, time: '18:00', ...contact('late@example.com') },
    });
    expect(refused.status).toBe(409);
  });

  it('shows a product page only the promises its jeweller wrote: the demo the spec’s, a new shop none', async () => {
    type Page = { showroom: { promises: { kind: string; text: string }[] } };
    const demo = await json<Page>(await t.request('/v1/showrooms/demo/products/1'));
    expect(demo.showroom.promises).toEqual([
      { kind: 'delivery', text: 'Livraison gratuite au Royaume-Uni' },
      { kind: 'guarantee', text: 'Garantie d’authenticité à vie' },
      { kind: 'returns', text: 'Retours sous 30 jours' },
    ]);
    const demoEn = await json<Page>(await t.request('/v1/showrooms/demo/products/1?lang=en'));
    expect(demoEn.showroom.promises.map((p) => p.text)).toContain('Free UK delivery');

    const jeweller = await t.createUser('Maison Promesse', { plan: 'DIAMOND' });
    expect(
      (await t.request('/v1/showroom/page/publish', { method: 'POST', token: jeweller.token })).status,
    ).toBe(200);
    const { slug } = await json<{ slug: string }>(
      await t.request('/v1/showroom/settings', { token: jeweller.token }),
    );
    const created = await t.request('/v1/products', {
      method: 'POST',
      token: jeweller.token,
      body: {
        nameFr: 'Bague Promesse',
        nameEn: 'Promise Ring',
        category: 'RINGS',
        priceMinor: 90_000,
        status: 'published',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { ref } = await json<{ ref: number }>(created);
    const page = async (lang = 'fr') =>
      json<Page>(await t.request(`/v1/showrooms/${slug}/products/${ref}?lang=${lang}`));
    const before = await page();
    expect(before.showroom.promises).toEqual([]);
    expect(JSON.stringify(before)).not.toMatch(/Royaume-Uni|30 jours|à vie/);

    // Written in French only: the English page shows the French line rather than nothing.
    const saved = await t.request('/v1/business', {
      method: 'PATCH',
      token: jeweller.token,
      body: { name: 'Maison Promesse', promises: { returns: { fr: 'Échange sous 14 jours', en: '' } } },
    });
    expect(saved.status).toBe(200);
    expect((await page()).showroom.promises).toEqual([{ kind: 'returns', text: 'Échange sous 14 jours' }]);
    expect((await page('en')).showroom.promises).toEqual([
      { kind: 'returns', text: 'Échange sous 14 jours' },
    ]);
    // The footer's lines come with the public settings, for both languages.
    type Settings = { promises: Record<'fr' | 'en', { kind: string; text: string }[]> };
    const footer = await json<Settings>(await t.request(`/v1/showrooms/${slug}/settings`));
    expect(footer.promises).toEqual({
      fr: [{ kind: 'returns', text: 'Échange sous 14 jours' }],
      en: [{ kind: 'returns', text: 'Échange sous 14 jours' }],
    });
    const demoFooter = await json<Settings>(await t.request('/v1/showrooms/demo/settings'));
    expect(demoFooter.promises.en.map((p) => p.text)).toContain('Free UK delivery');
  });

  it("tells the booking calendar the shop's open weekdays and closed dates, so a closed day is not offered", async () => {
    const jeweller = await t.createUser('Maison Fermée');
    const publish = await t.request('/v1/showroom/page/publish', { method: 'POST', token: jeweller.token });
    expect(publish.status).toBe(200);
    const settings = await json<{ slug: string }>(
      await t.request('/v1/showroom/settings', { token: jeweller.token }),
    );
    const closedOn = daysAhead(5);
    const saved = await t.request('/v1/availability', {
      method: 'PUT',
      token: jeweller.token,
      body: {
        // Closed on Sundays and Mondays.
        weekly: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, times: ['10:00', '11:00'] })),
        closedDates: [{ date: closedOn, reason: 'Inventaire' }],
        bufferMinutes: 0,
      },
    });
    expect(saved.status).toBe(200);
    const opening = await t.request(`/v1/showrooms/${settings.slug}/opening`);
    expect(opening.status).toBe(200);
    expect(await opening.json()).toEqual({
      timeZone: expect.any(String),
      weekdays: [2, 3, 4, 5, 6],
      closedDates: [closedOn],
    });
    expect((await t.request('/v1/showrooms/no-such-shop/opening')).status).toBe(404);
  });

  it('lists the nine local slots and books one: 201, then 409 slot_taken for the same slot', async () => {
    const date = daysAhead(10);
    const free = await json<{ slots: { time: string }[] }>(
      await t.request(`/v1/showrooms/demo/availability?type=store&date=${date}`),
    );
    expect(free.slots.map((s) => s.time)).toEqual(DEMO_HOURS);
    const body = { type: 'store', date, time: '15:00', ...contact(), productRef: 3 };
    const first = await t.request('/v1/showrooms/demo/appointments', { method: 'POST', body });
    expect(first.status).toBe(201);
    expect(await json<{ status: string; time: string; deposit: { status: string } }>(first)).toMatchObject({
      status: 'pending',
      time: '15:00',
      deposit: { status: 'simulated' },
    });
    const second = await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { ...body, ...contact('other@example.com') },
    });
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ error: { code: 'slot_taken' } });
    const after = await json<{ slots: { time: string }[] }>(
      await t.request(`/v1/showrooms/demo/availability?type=store&date=${date}`),
    );
    expect(after.slots.map((s) => s.time)).not.toContain('15:00');
  });

  it('refuses overlapping types: a 90-minute design slot against a later phone slot', async () => {
    const date = daysAhead(11);
    const design = await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { type: 'design', date, time: '09:00', ...contact('design@example.com') },
    });
    expect(design.status).toBe(201);
    // 09:00 + 90 min holds until 10:30: a phone call at 10:00 overlaps it.
    const phone = await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { type: 'phone', date, time: '10:00', ...contact('phone@example.com') },
    });
    expect(phone.status).toBe(409);
    expect(await json(phone)).toMatchObject({ error: { code: 'slot_taken' } });
    const free = await json<{ slots: { time: string }[] }>(
      await t.request(`/v1/showrooms/demo/availability?type=phone&date=${date}`),
    );
    expect(free.slots.map((s) => s.time).slice(0, 2)).toEqual(['11:00', '12:00']);
  });

  it('keeps the nine local times on the clock-change Sundays of 2027 and stores the right instants', async () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const spring = await asAnon(t.deps.db, (tx) =>
      showroomAvailability(publicScopeOf({ tx, deps: t.deps, now }), {
        slug: 'demo',
        type: 'phone',
        date: '2027-03-28',
      }),
    );
    expect(spring.slots.map((s) => s.time)).toEqual(DEMO_HOURS);
    expect(spring.slots[0]!.startsAt).toBe('2027-03-28T08:00:00.000Z');
    expect(spring.slots[8]!.startsAt).toBe('2027-03-28T17:00:00.000Z');
    const autumn = await asAnon(t.deps.db, (tx) =>
      showroomAvailability(publicScopeOf({ tx, deps: t.deps, now }), {
        slug: 'demo',
        type: 'phone',
        date: '2027-10-31',
      }),
    );
    expect(autumn.slots[0]!.startsAt).toBe('2027-10-31T09:00:00.000Z');
    expect(autumn.slots[8]!.startsAt).toBe('2027-10-31T18:00:00.000Z');
    // Booked at 14:00 local on each Sunday: 13:00 UTC in summer time, 14:00 UTC after the change back.
    const march = await bookAppointment(visitorAt(now), {
      slug: 'demo',
      type: 'phone',
      date: '2027-03-28',
      time: '14:00',
      ...contact(),
    });
    const october = await bookAppointment(visitorAt(now), {
      slug: 'demo',
      type: 'phone',
      date: '2027-10-31',
      time: '14:00',
      ...contact(),
    });
    expect([march.startsAt, march.time]).toEqual(['2027-03-28T13:00:00.000Z', '14:00']);
    expect([october.startsAt, october.time]).toEqual(['2027-10-31T14:00:00.000Z', '14:00']);
    // These bookings were made "in January 2027": once the real clock passes the day before each,
    // their reminders would be due and would run in the reminder tests below. Take them back.
    for (const booking of [march, october]) {
      await t.deps.jobs.cancel(REMINDER_QUEUE, reminderJobId(booking.id, 0));
      await t.db.pool.query('delete from public.appointments where id = $1', [booking.id]);
    }
  });

  it('emails the client a confirmation with a calendar file and a manage link, and the jeweller too', async () => {
    await freshOutbox();
    const date = daysAhead(12);
    const res = await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { type: 'video', date, time: '11:00', ...contact('client@example.com'), locale: 'en' },
    });
    const booking = await json<{ id: string; startsAt: string; endsAt: string }>(res);
    const mails = await deliveredMail();
    const client = mails.find((m) => m.to === 'client@example.com')!;
    expect(client.subject).toBe('Your appointment with Hale & Co. Fine Jewellery');
    expect(client.text).toContain('a reminder will be sent 24 hours before');
    const ics = client.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
    const calendar = Buffer.from(ics!.contentBase64, 'base64').toString('utf8');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(calendar).toContain(`UID:${booking.id}@carat`);
    expect(calendar).toContain(`DTSTART:${utc(booking.startsAt)}`);
    expect(calendar).toContain(`DTEND:${utc(booking.endsAt)}`);
    expect(calendar).toContain('booking/manage#');
    // The booking waits for the jeweller's confirmation, as the email says: the event is tentative.
    expect(client.text).toContain('waiting for Hale & Co. Fine Jewellery to confirm it');
    expect(calendar).toContain('STATUS:TENTATIVE');
    expect(calendar).not.toContain('STATUS:CONFIRMED');
    const jeweller = mails.find((m) => m.to === 'contact@haleandco.example')!;
    expect(jeweller.subject).toBe('Nouveau rendez-vous : Ada King');
    expect(jeweller.replyTo).toBe('client@example.com');
  });

  it('lets the client cancel through the token, until the slot starts', async () => {
    await freshOutbox();
    const date = daysAhead(13);
    await t.request('/v1/showrooms/demo/appointments', {
      method: 'POST',
      body: { type: 'phone', date, time: '12:00', ...contact('cancel@example.com') },
    });
    const token = tokenFrom((await deliveredMail()).find((m) => m.to === 'cancel@example.com')!);
    const view = await json<{ status: string; canChange: boolean }>(await t.request(`/v1/bookings/${token}`));
    expect(view).toMatchObject({ status: 'pending', canChange: true });
    const cancelled = await t.request(`/v1/bookings/${token}/cancel`, { method: 'POST' });
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled', canChange: false });
    // The slot is free again.
    const free = await json<{ slots: { time: string }[] }>(
      await t.request(`/v1/showrooms/demo/availability?type=phone&date=${date}`),
    );
    expect(free.slots.map((s) => s.time)).toContain('12:00');
    expect((await t.request(`/v1/bookings/${token}/cancel`, { method: 'POST' })).status).toBe(409);
    expect((await t.request(`/v1/bookings/${'x'.repeat(43)}`)).status).toBe(404);
    // Only the hash is stored.
    const { rows } = await t.db.pool.query(
      'select count(*)::int as n from public.appointment_tokens where token_hash = $1',
      [token],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('the reminder job, under a controlled clock', () => {
  it('is due 24 h before, is sent once, and re-reads the booking', async () => {
    await freshOutbox();
    const date = daysAhead(5);
    const booking = await json<{ id: string; startsAt: string }>(
      await t.request('/v1/showrooms/demo/appointments', {
        method: 'POST',
        body: { type: 'store', date, time: '10:00', ...contact('remind@example.com') },
      }),
    );
    const jobId = reminderJobId(booking.id, 0);
    const job = await reminderJob(jobId);
    expect(job?.start_after.toISOString()).toBe(
      new Date(Date.parse(booking.startsAt) - 24 * 3_600_000).toISOString(),
    );
    // Not due yet: draining runs nothing.
    expect(await t.deps.jobs.drain(REMINDER_QUEUE)).toBe(0);
    // The clock reaches start − 24 h.
    await t.db.pool.query(`update pgboss.job set start_after = now() - interval '1 second' where id = $1`, [
      jobId,
    ]);
    expect(await t.deps.jobs.drain(REMINDER_QUEUE)).toBe(1);
    const reminders = (await deliveredMail()).filter(
      (m) => m.to === 'remind@example.com' && m.subject.startsWith('Rappel'),
    );
    expect(reminders).toHaveLength(1);
    // A second run of the same job (a retry, a duplicate) sends nothing.
    expect(await sendBookingReminder(systemScopeOf(t.deps), { appointmentId: booking.id, sequence: 0 })).toBe(
      'skipped',
    );
  });

  it('is not sent for a cancelled booking', async () => {
    await freshOutbox();
    const date = daysAhead(6);
    const booking = await json<{ id: string }>(
      await t.request('/v1/showrooms/demo/appointments', {
        method: 'POST',
        body: { type: 'store', date, time: '11:00', ...contact('gone@example.com') },
      }),
    );
    const token = tokenFrom((await deliveredMail()).find((m) => m.to === 'gone@example.com')!);
    await t.request(`/v1/bookings/${token}/cancel`, { method: 'POST' });
    expect((await reminderJob(reminderJobId(booking.id, 0)))?.state).toBe('cancelled');
    const sendTime = new Date(Date.now() + 60_000);
    expect(
      await sendBookingReminder(systemScopeOf(t.deps, { now: sendTime }), {
        appointmentId: booking.id,
        sequence: 0,
      }),
    ).toBe('skipped');
  });

  it('is sent once after a reschedule: the old job is dropped, the new one is due 24 h before the new time', async () => {
    await freshOutbox();
    const booking = await json<{ id: string }>(
      await t.request('/v1/showrooms/demo/appointments', {
        method: 'POST',
        body: { type: 'phone', date: daysAhead(7), time: '14:00', ...contact('move@example.com') },
      }),
    );
    const token = tokenFrom((await deliveredMail()).find((m) => m.to === 'move@example.com')!);
    const moved = await t.request(`/v1/bookings/${token}/reschedule`, {
      method: 'POST',
      body: { date: daysAhead(8), time: '16:00' },
    });
    expect(moved.status).toBe(200);
    const view = await json<{ time: string; startsAt: string; status: string }>(moved);
    expect(view.time).toBe('16:00');
    expect((await reminderJob(reminderJobId(booking.id, 0)))?.state).toBe('cancelled');
    const next = await reminderJob(reminderJobId(booking.id, 1));
    expect(next?.start_after.toISOString()).toBe(
      new Date(Date.parse(view.startsAt) - 24 * 3_600_000).toISOString(),
    );
    // Both versions come due: only the current one sends.
    await t.db.pool.query(
      `update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'created'`,
      [REMINDER_QUEUE],
    );
    await t.deps.jobs.drain(REMINDER_QUEUE);
    expect(await sendBookingReminder(systemScopeOf(t.deps), { appointmentId: booking.id, sequence: 0 })).toBe(
      'skipped',
    );
    const reminders = (await deliveredMail()).filter(
      (m) => m.to === 'move@example.com' && m.subject.startsWith('Rappel'),
    );
    expect(reminders).toHaveLength(1);
    const mails = t.deps.mailer.outbox.filter((m) => m.to === 'move@example.com');
    expect(mails.map((m) => m.subject)).toContain('Rendez-vous déplacé — Hale & Co. Fine Jewellery');
  });

  it('is skipped, on purpose, for a booking made less than 24 h ahead', async () => {
    const now = new Date('2027-02-01T10:00:00Z');
    const booking = await bookAppointment(visitorAt(now), {
      slug: 'demo',
      type: 'phone',
      date: '2027-02-02',
      time: '09:00',
      ...contact('late@example.com'),
    });
    expect(await reminderJob(reminderJobId(booking.id, 0))).toBeUndefined();
  });
});

describe('leads', () => {
  it('lands a custom-jewellery request in the jeweller’s data and inbox', async () => {
    await freshOutbox();
    const res = await t.request('/v1/showrooms/demo/custom-requests', {
      method: 'POST',
      body: {
        name: 'Nia',
        email: 'nia@example.com',
        message: 'Une bague avec un saphir ovale',
        budget: '£3,000',
      },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const { rows } = await t.db.pool.query('select kind, name from public.showroom_leads where id = $1', [
      id,
    ]);
    expect(rows[0]).toEqual({ kind: 'custom', name: 'Nia' });
    const mail = (await deliveredMail()).find((m) => m.to === 'contact@haleandco.example');
    expect(mail?.subject).toBe('Demande de création sur mesure : Nia');
    expect(mail?.text).toContain('saphir ovale');
  });

  it('sends the enquiry basket with each piece and its choices, checked against the product', async () => {
    const refused = await t.request('/v1/showrooms/demo/enquiries', {
      method: 'POST',
      body: { name: 'Leo', email: 'leo@example.com', items: [{ ref: 2, size: '16 cm', engraving: 'Leo' }] },
    });
    expect(refused.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(refused)).error.fields).toHaveProperty(
      'items.0.engraving',
    );
    // The piece's stones: one of them is carried into the enquiry, any other is refused.
    // …and one combination has a price of its own (the stock grid's), which the page and the enquiry use.
    await t.db.pool.query(
      `update public.products set stones = '{Diamant,Saphir}',
          inventory = '[{"size":"20\\"","metal":"Or blanc","stone":"Saphir","quantity":1,"priceMinor":1650000},
                        {"size":"22\\"","metal":"Or blanc","stone":"Saphir","quantity":1,"priceMinor":null}]'
        where ref = 1 and business_id = (select id from public.businesses where slug = 'demo')`,
    );
    const page = await json<{ priceMinor: number; combinationPrices: unknown[] }>(
      await t.request('/v1/showrooms/demo/products/1'),
    );
    expect(page.priceMinor).toBe(1_500_000);
    expect(page.combinationPrices).toEqual([
      { size: '20"', metal: 'Or blanc', stone: 'Saphir', priceMinor: 1_650_000 },
    ]);
    const unknownStone = await t.request('/v1/showrooms/demo/enquiries', {
      method: 'POST',
      body: { name: 'Leo', email: 'leo@example.com', items: [{ ref: 1, stone: 'Rubis' }] },
    });
    expect(unknownStone.status).toBe(422);
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(unknownStone)).error.fields,
    ).toHaveProperty('items.0.stone');
    const res = await t.request('/v1/showrooms/demo/enquiries', {
      method: 'POST',
      body: {
        name: 'Leo',
        email: 'leo@example.com',
        items: [
          { ref: 1, size: '20"', colour: 'Or blanc', stone: 'Saphir', engraving: 'Pour L.' },
          { ref: 5, size: '22"', colour: 'Or jaune' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const { rows } = await t.db.pool.query('select items from public.showroom_leads where id = $1', [id]);
    expect(rows[0].items).toMatchObject([
      {
        ref: 1,
        name: 'Cuban Link Chain 18K',
        priceMinor: 1_650_000,
        size: '20"',
        colour: 'Or blanc',
        stone: 'Saphir',
        engraving: 'Pour L.',
      },
      { ref: 5, priceMinor: 520_000, stone: null },
    ]);
  });
});

describe('an unpublished showroom', () => {
  it('takes no booking and no review', async () => {
    await t.db.db
      .update(showroomSettings)
      .set({ published: false })
      .where(sql`business_id = (select id from public.businesses where slug = 'atelier')`);
    const booking = await t.request('/v1/showrooms/atelier/appointments', {
      method: 'POST',
      body: { type: 'phone', date: daysAhead(3), time: '10:00', ...contact() },
    });
    expect(booking.status).toBe(404);
    expect((await t.request('/v1/showrooms/atelier')).status).toBe(404);
  });
});
