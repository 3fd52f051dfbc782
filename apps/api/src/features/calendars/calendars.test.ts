import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn } from '@carat/domain/dates';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { busyIntervals, syncAllCalendarImports } from './imports.ts';

/**
 * Calendars (ADR 068): a member's feed, read by node-ical (an outside parser), holds exactly the
 * business's appointments and due dates at the right instants on both sides of Paris's DST changes; a
 * rotated or revoked address answers 404; a busy time imported from an ICS address (served here, let
 * through the guard by the webhooks' opt-in) removes that slot from the showroom's availability, and a
 * private address is refused without the opt-in.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let slug: string;
let ics = '';
let server: Server;
let icsUrl: string;
const PARIS = 'Europe/Paris';
// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const config = () => t.deps.config as { webhookAllowPrivateUrls: boolean };

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Calendar Owner');
  other = await t.createUser('Other Jeweller');
  for (const user of [owner, other]) {
    await t.db.pool.query(
      "update public.businesses set time_zone = 'Europe/Paris', country = 'FR' where id = $1",
      [user.businessId],
    );
  }
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    owner.businessId,
  ]);
  const { rows } = await t.db.pool.query('select slug from public.businesses where id = $1', [
    owner.businessId,
  ]);
  slug = rows[0].slug;
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  icsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/busy.ics`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

async function book(user: TestUser, date: string, time: string, email: string) {
  const res = await t.request('/v1/appointments', {
    method: 'POST',
    token: user.token,
    body: { type: 'store', date, time, notifyClient: false, client: { name: 'Zoë Lefèvre', email } },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

async function createFeed(user: TestUser) {
  const res = await t.request('/v1/calendar-feeds', { method: 'POST', token: user.token });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

/** The feed as a calendar app reads it: fetched by its path, parsed by node-ical. */
async function readFeed(url: string) {
  const res = await t.app.request(new URL(url).pathname);
  if (res.status !== 200) return { status: res.status, events: [] as VEvent[], text: '' };
  const text = await res.text();
  const events = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { status: res.status, events, text, cacheControl: res.headers.get('cache-control') };
}

/** The last Sunday of a month (the EU's DST change days). */
function lastSunday(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0));
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe('calendar feeds', () => {
  it('hold exactly the business’s appointments and due dates, at the right instants across DST', async () => {
    const year = Number(todayIn(new Date(), PARIS).slice(0, 4)) + 1;
    const spring = lastSunday(year, 3);
    const autumn = lastSunday(year, 10);
    // 10:00 in Paris: 09:00Z the day before a change to summer time, 08:00Z the day after; back again in October.
    const before = await book(owner, addDays(spring, -1), '10:00', 'a@example.com');
    const after = await book(owner, addDays(spring, 1), '10:00', 'b@example.com');
    const autumnBefore = await book(owner, addDays(autumn, -1), '10:00', 'c@example.com');
    const autumnAfter = await book(owner, addDays(autumn, 1), '10:00', 'd@example.com');
    const foreign = await book(other, addDays(spring, 1), '11:00', 'e@example.com');
    const due = addDays(todayIn(new Date(), PARIS), 10);
    await t.db.pool.query(
      "insert into public.orders (business_id, number, item, due_date) values ($1, 'ORD-2026-901', 'Bague solitaire', $2)",
      [owner.businessId, due],
    );
    await t.db.pool.query(
      "insert into public.orders (business_id, number, item, due_date) values ($1, 'ORD-2026-902', 'Other shop', $2)",
      [other.businessId, due],
    );
    await t.db.pool.query(
      `insert into public.repairs (business_id, number, piece, currency, due_date)
       values ($1, 'REP-2026-901', '{"kind":"ring","description":"Anneau"}', 'EUR', $2)`,
      [owner.businessId, due],
    );

    const feed = await createFeed(owner);
    expect(feed.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\//);
    expect(feed.qrSvg).toContain('<svg');
    const { status, events, text, cacheControl } = await readFeed(feed.url);
    expect(status).toBe(200);
    expect(cacheControl).toContain('max-age=60');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:');

    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [
        `appointment-${before.id}@carat`,
        `appointment-${after.id}@carat`,
        `appointment-${autumnBefore.id}@carat`,
        `appointment-${autumnAfter.id}@carat`,
        expect.stringMatching(/^order-.*@carat$/),
        expect.stringMatching(/^repair-.*@carat$/),
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(byUid.has(`appointment-${foreign.id}@carat`)).toBe(false);
    const at = (id: string) => byUid.get(`appointment-${id}@carat`)!.start.toISOString();
    expect(at(before.id)).toBe(`${addDays(spring, -1)}T09:00:00.000Z`);
    expect(at(after.id)).toBe(`${addDays(spring, 1)}T08:00:00.000Z`);
    expect(at(autumnBefore.id)).toBe(`${addDays(autumn, -1)}T08:00:00.000Z`);
    expect(at(autumnAfter.id)).toBe(`${addDays(autumn, 1)}T09:00:00.000Z`);
    const order = events.find((e) => e.uid.startsWith('order-'))!;
    expect(order.summary).toContain('ORD-2026-901');
    expect(order.datetype).toBe('date');
  });

  it('answer 404 once rotated (the new address works) or revoked', async () => {
    const first = await createFeed(owner);
    expect((await readFeed(first.url)).status).toBe(200);
    const rotated = await createFeed(owner);
    expect(rotated.id).toBe(first.id);
    expect(rotated.url).not.toBe(first.url);
    expect((await readFeed(first.url)).status).toBe(404);
    expect((await readFeed(rotated.url)).status).toBe(200);

    const list = await json(await t.request('/v1/calendar-feeds', { token: owner.token }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0].lastFetchedAt).not.toBeNull();
    // Another member's business cannot revoke it.
    expect(
      (await t.request(`/v1/calendar-feeds/${rotated.id}`, { method: 'DELETE', token: other.token })).status,
    ).toBe(404);
    const revoked = await t.request(`/v1/calendar-feeds/${rotated.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    expect((await readFeed(rotated.url)).status).toBe(404);
    expect((await t.app.request('/calendar/not-a-token.ics')).status).toBe(404);
  });
});

describe('busy times imported from ICS', () => {
  it('refuse a private address without the opt-in', async () => {
    config().webhookAllowPrivateUrls = false;
    try {
      const res = await t.request('/v1/calendar-imports', {
        method: 'POST',
        token: owner.token,
        body: { url: icsUrl },
      });
      expect(res.status).toBe(422);
      expect((await json(res)).error.fields.url).toBeTruthy();
      const named = await t.request('/v1/calendar-imports', {
        method: 'POST',
        token: owner.token,
        body: { url: 'http://localhost:1/busy.ics' },
      });
      expect(named.status).toBe(422);
    } finally {
      config().webhookAllowPrivateUrls = true;
    }
  });

  it('remove the slot they cover from the showroom’s availability, recurring ones expanded', async () => {
    config().webhookAllowPrivateUrls = true;
    let monday = addDays(todayIn(new Date(), PARIS), 3);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const put = await t.request('/v1/availability', {
      method: 'PUT',
      token: owner.token,
      body: {
        weekly: [{ weekday: 1, times: ['10:00', '14:00', '16:00'] }],
        closedDates: [],
        bufferMinutes: 0,
      },
    });
    expect(put.status).toBe(200);
    const offered = async (date: string) =>
      (await json(await t.request(`/v1/showrooms/${slug}/availability?type=phone&date=${date}`))).slots?.map(
        (s: Json) => s.time,
      );
    expect(await offered(monday)).toEqual(['10:00', '14:00', '16:00']);

    const compact = (d: string) => d.replace(/-/g, '');
    // 14:00–15:00 Paris on that Monday, and a weekly 16:00 meeting from the Monday before (recurring).
    ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:one@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Paris:${compact(monday)}T140000`,
      `DTEND;TZID=Europe/Paris:${compact(monday)}T150000`,
      'SUMMARY:Dentist',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Paris:${compact(addDays(monday, -7))}T160000`,
      `DTEND;TZID=Europe/Paris:${compact(addDays(monday, -7))}T163000`,
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'SUMMARY:Weekly',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Paris:${compact(monday)}T100000`,
      `DTEND;TZID=Europe/Paris:${compact(monday)}T110000`,
      'TRANSP:TRANSPARENT',
      'SUMMARY:Shown as free',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');

    const res = await t.request('/v1/calendar-imports', {
      method: 'POST',
      token: owner.token,
      body: { url: icsUrl },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const imported = await json(res);
    expect(imported).toMatchObject({ lastError: null });
    expect(imported.lastSyncedAt).not.toBeNull();
    expect(await offered(monday)).toEqual(['10:00']);
    // Other days keep their slots.
    expect(await offered(addDays(monday, 14))).toEqual(['10:00', '14:00']);

    // The calendar changes: the scheduled sync picks it up.
    ics = ics.replace(/BEGIN:VEVENT\r\nUID:one@test[\s\S]*?END:VEVENT\r\n/, '');
    await syncAllCalendarImports(t.deps);
    expect(await offered(monday)).toEqual(['10:00', '14:00']);

    // A failing address keeps the last good intervals and says why.
    ics = 'not a calendar';
    const sync = await t.request(`/v1/calendar-imports/${imported.id}/sync`, {
      method: 'POST',
      token: owner.token,
    });
    expect(sync.status).toBe(200);
    expect((await json(sync)).lastError).toMatch(/iCalendar/);
    expect(await offered(monday)).toEqual(['10:00', '14:00']);

    // Staff read the list; removing frees the slots.
    const list = await json(await t.request('/v1/calendar-imports', { token: owner.token }));
    expect(list.items).toHaveLength(1);
    const removed = await t.request(`/v1/calendar-imports/${imported.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(await offered(monday)).toEqual(['10:00', '14:00', '16:00']);
  });

  it('skip cancelled events when reading a document', () => {
    const doc = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:x@test',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20270301T090000Z',
      'DTEND:20270301T100000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(busyIntervals(doc, new Date('2027-01-01'), new Date('2027-12-31'))).toEqual([]);
  });
});
