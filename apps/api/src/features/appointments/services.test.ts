import { addDays, todayIn } from '@carat/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '#api/mail/mailer.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 36 item 8, on businesses created here: the jeweller's own services (ADR 084) beside the spec's
 * four, through the API as the dashboard uses them, booked from the public showroom, kept to their business.
 */
let t: TestContext;
let owner: TestUser;
let other: TestUser;
let slug: string;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Atelier Services');
  other = await t.createUser('Autre Atelier Services');
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    owner.businessId,
  ]);
  const { rows } = await t.db.pool.query('select slug from public.businesses where id = $1', [
    owner.businessId,
  ]);
  slug = rows[0].slug as string;
});
afterAll(() => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the routes check their shapes.
type Json = Record<string, any>;

async function call(user: TestUser | null, path: string, method = 'GET', body?: unknown, locale?: string) {
  const res = await t.request(path, {
    method,
    ...(user ? { token: user.token } : {}),
    body,
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const keysOf = async (user: TestUser) =>
  (await call(user, '/v1/services')).body.items.map((s: Json) => s.type) as string[];

const resizing = {
  nameFr: 'Mise à taille',
  nameEn: 'Ring resizing',
  minDurationMinutes: 20,
  maxDurationMinutes: 30,
  minPriceMinor: 3000,
  maxPriceMinor: 6000,
  depositMinor: 1000,
  descriptionFr: 'Votre bague à votre taille.',
  descriptionEn: 'Your ring made to fit.',
};

const visitor = (email: string) => ({ firstName: 'Ada', lastName: 'King', email, phone: '+44 20 7946 0000' });
const daysAhead = (n: number) => addDays(todayIn(new Date(), 'Europe/London'), n);

async function mailsTo(to: string): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  const mine = t.deps.mailer.outbox.filter((m) => m.to === to);
  t.deps.mailer.outbox.splice(0, t.deps.mailer.outbox.length);
  return mine;
}

describe("the jeweller's own services", () => {
  it("lists the spec's four first, as before, then adds one with a key from its English name, last", async () => {
    expect(await keysOf(owner)).toEqual(['phone', 'video', 'store', 'design']);
    const created = await call(owner, '/v1/services', 'POST', resizing);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'ring-resizing',
      custom: true,
      mode: 'in-person',
      name: { fr: 'Mise à taille', en: 'Ring resizing' },
      enabled: true,
      position: 4,
      currency: expect.any(String),
    });
    expect(await keysOf(owner)).toEqual(['phone', 'video', 'store', 'design', 'ring-resizing']);
    // The same English name again: a key of its own.
    const again = await call(owner, '/v1/services', 'POST', { ...resizing, nameFr: 'Mise à taille 2' });
    expect(again.body.type).toBe('ring-resizing-2');
    expect((await call(owner, '/v1/services/ring-resizing-2', 'DELETE')).status).toBe(200);
    // A spec id is not a key of one's own; a key taken is refused on its field.
    expect((await call(owner, '/v1/services', 'POST', { ...resizing, key: 'store' })).status).toBe(422);
    const taken = await call(owner, '/v1/services', 'POST', { ...resizing, key: 'ring-resizing' }, 'fr');
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields.key).toBe('Ce service existe déjà');
    // Both names are needed.
    const unnamed = await call(owner, '/v1/services', 'POST', { ...resizing, nameEn: ' ' }, 'fr');
    expect(unnamed.body.error.fields.nameEn).toBe('Nom en anglais requis');
  });

  it('renames, reorders and hides; the spec four keep their ids and their mode', async () => {
    const renamed = await call(owner, '/v1/services/store', 'PATCH', {
      nameFr: 'Visite à l’atelier',
      nameEn: 'Workshop visit',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ type: 'store', custom: false, name: { en: 'Workshop visit' } });
    expect((await call(owner, '/v1/services/store', 'PATCH', { mode: 'video' })).status).toBe(422);
    // Its own mode, said again, changes nothing.
    expect((await call(owner, '/v1/services/store', 'PATCH', { mode: 'in-person' })).status).toBe(200);

    const order = ['ring-resizing', 'store', 'phone', 'video', 'design'];
    const moved = await call(owner, '/v1/services/order', 'PUT', { keys: order });
    expect(moved.status).toBe(200);
    expect(moved.body.items.map((s: Json) => s.type)).toEqual(order);
    // Every key once, no other.
    expect((await call(owner, '/v1/services/order', 'PUT', { keys: ['store'] })).status).toBe(422);

    expect((await call(owner, '/v1/services/design', 'PATCH', { enabled: false })).status).toBe(200);
    const shop = await call(null, `/v1/showrooms/${slug}/services?lang=en`);
    expect(shop.body.items.map((s: Json) => [s.type, s.title])).toEqual([
      ['ring-resizing', 'Ring resizing'],
      ['store', 'Workshop visit'],
      ['phone', 'Phone call'],
      ['video', 'Video consultation'],
    ]);
    expect(shop.body.items[0]).toMatchObject({
      mode: 'in-person',
      depositMinor: 1000,
      maxDurationMinutes: 30,
    });
    await call(owner, '/v1/services/design', 'PATCH', { enabled: true });
    // A spec type is hidden, never deleted.
    expect((await call(owner, '/v1/services/phone', 'DELETE')).status).toBe(422);
  });

  it('is booked from the showroom end to end, and is then hidden rather than deleted', async () => {
    const date = daysAhead(9);
    const free = await call(null, `/v1/showrooms/${slug}/availability?type=ring-resizing&date=${date}`);
    expect(free.status).toBe(200);
    expect(free.body.slots.length).toBeGreaterThan(0);
    const booked = await call(null, `/v1/showrooms/${slug}/appointments`, 'POST', {
      type: 'ring-resizing',
      date,
      time: '10:00',
      locale: 'en',
      ...visitor('resize@example.com'),
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ type: 'ring-resizing', mode: 'in-person', status: 'pending' });
    expect(booked.body.deposit).toMatchObject({ amountMinor: 1000 });
    // Its own 30 minutes hold the diary.
    expect(new Date(booked.body.endsAt).getTime() - new Date(booked.body.startsAt).getTime()).toBe(
      30 * 60_000,
    );
    const [mail] = await mailsTo('resize@example.com');
    expect(mail?.subject + (mail?.text ?? '')).toContain('Ring resizing');

    const refused = await call(owner, '/v1/services/ring-resizing', 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('service_in_use');
    expect(refused.body.error.details).toEqual({ appointmentCount: '1' });
    await call(owner, '/v1/services/ring-resizing', 'PATCH', { enabled: false });
    const hidden = await call(null, `/v1/showrooms/${slug}/appointments`, 'POST', {
      type: 'ring-resizing',
      date,
      time: '15:00',
      ...visitor('late@example.com'),
    });
    expect(hidden.status).toBe(422);
    // The jeweller's list still names it for the booking already made.
    const listed = await call(owner, '/v1/appointments');
    expect(listed.body.items.some((a: Json) => a.type === 'ring-resizing')).toBe(true);
  });

  it("keeps each business's services to itself", async () => {
    expect(await keysOf(other)).toEqual(['phone', 'video', 'store', 'design']);
    expect((await call(other, '/v1/services/ring-resizing', 'PATCH', { nameFr: 'Volé' })).status).toBe(404);
    expect((await call(other, '/v1/services/ring-resizing', 'DELETE')).status).toBe(404);
    const otherSlug = (
      await t.db.pool.query('select slug from public.businesses where id = $1', [other.businessId])
    ).rows[0].slug as string;
    await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
      other.businessId,
    ]);
    const elsewhere = await call(null, `/v1/showrooms/${otherSlug}/appointments`, 'POST', {
      type: 'ring-resizing',
      date: daysAhead(10),
      time: '10:00',
      ...visitor('x@example.com'),
    });
    expect(elsewhere.status).toBe(422);
    // The other business may use the same key for its own service.
    const mine = await call(other, '/v1/services', 'POST', resizing);
    expect(mine.body.type).toBe('ring-resizing');
    expect((await keysOf(owner)).filter((k) => k === 'ring-resizing')).toHaveLength(1);
  });
});
