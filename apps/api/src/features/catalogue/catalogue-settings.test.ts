import { addDays, todayIn } from '@carat/domain/dates';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAppointmentServices } from '#api/features/appointments/appointment-services.ts';
import { pgErrorOf } from '#api/lib/db-errors.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 14, items 2 and 4–7, on businesses created here: collections, collaborations, review moderation,
 * the appointment types ('services') and the showroom settings, through the API as the dashboard and the
 * showroom use it.
 */
let t: TestContext;

const trustProxy = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await createTestContext();
});
afterAll(async () => {
  process.env.TRUST_PROXY = trustProxy;
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the routes check their shapes.
type Json = Record<string, any>;

async function call(user: TestUser | null, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user?.token, body });
  const payload = res.status === 204 ? null : ((await res.json()) as Json);
  return { status: res.status, body: payload as Json };
}

async function ok(user: TestUser | null, path: string, method = 'GET', body?: unknown) {
  const res = await call(user, path, method, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A jeweller with a published showroom. */
async function jewellerOnline(name: string) {
  const user = await t.createUser(name);
  await ok(user, '/v1/showroom/page/publish', 'POST');
  const settings = await ok(user, '/v1/showroom/settings');
  return { user, slug: settings.slug as string };
}

async function product(user: TestUser, name: string, published = true) {
  const { rows } = await t.db.pool.query<{ id: string; ref: number }>(
    `insert into public.products (business_id, name, price_minor, category, published)
     values ($1, $2, 100000, 'RINGS', $3) returning id, ref`,
    [user.businessId, name, published],
  );
  return rows[0]!;
}

let visitor = 0;
/** A visitor's review, each from an address of its own (the showroom limits five per address). */
async function review(slug: string, body: Json) {
  const res = await t.request(`/v1/showrooms/${slug}/reviews`, {
    method: 'POST',
    headers: { 'x-forwarded-for': `203.0.113.${++visitor}` },
    body: { rating: 5, name: 'Visitor', email: 'visitor@example.com', comment: 'Beautiful work', ...body },
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function deliveredMail(): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  return t.deps.mailer.outbox;
}

describe('collections', () => {
  it('creates, orders, changes and deletes collections of the business’s own pieces', async () => {
    const { user, slug } = await jewellerOnline('Maison Collections');
    const ring = await product(user, 'Bague Éclat');
    const chain = await product(user, 'Chaîne Or');
    const draft = await product(user, 'Brouillon', false);

    const bridal = await call(user, '/v1/collections', 'POST', {
      nameFr: 'Mariage',
      nameEn: 'Bridal',
      productIds: [chain.id, ring.id, draft.id],
    });
    expect(bridal.status).toBe(201);
    expect(bridal.body).toMatchObject({
      name: 'Mariage',
      published: true,
      position: 0,
      productIds: [chain.id, ring.id, draft.id],
      products: [{ name: 'Chaîne Or' }, { name: 'Bague Éclat' }, { name: 'Brouillon', published: false }],
    });
    const gifts = await ok(user, '/v1/collections', 'POST', { nameEn: 'Gifts', productIds: [ring.id] });
    expect(gifts.position).toBe(1);

    // A piece can be in several collections; the order of pieces is the jeweller's.
    const reordered = await ok(user, `/v1/collections/${bridal.body.id}`, 'PATCH', {
      productIds: [ring.id, chain.id],
      descriptionFr: 'Pour le grand jour',
    });
    expect(reordered.productIds).toEqual([ring.id, chain.id]);
    expect(reordered.descriptionFr).toBe('Pour le grand jour');
    // The catalogue's lists filtered by the collection follow its order (then the pieces it shows).
    const inCatalogue = await ok(user, `/v1/products?collection=${bridal.body.id}`);
    expect(inCatalogue.items.map((p: Json) => p.id)).toEqual([ring.id, chain.id]);
    const onShowroom = await ok(null, `/v1/showrooms/${slug}/products?collection=${bridal.body.id}`);
    expect(onShowroom.items.map((p: Json) => p.ref)).toEqual([ring.ref, chain.ref]);
    await ok(user, `/v1/collections/${bridal.body.id}`, 'PATCH', { productIds: [chain.id, ring.id] });
    expect(
      (await ok(null, `/v1/showrooms/${slug}/products?collection=${bridal.body.id}`)).items.map(
        (p: Json) => p.ref,
      ),
    ).toEqual([chain.ref, ring.ref]);
    await ok(user, `/v1/collections/${bridal.body.id}`, 'PATCH', { productIds: [ring.id, chain.id] });

    // Moving the second collection first.
    await ok(user, `/v1/collections/${gifts.id}`, 'PATCH', { position: 0 });
    const list = await ok(user, '/v1/collections');
    expect(list.items.map((c: Json) => [c.name, c.position, c.productCount])).toEqual([
      ['Gifts', 0, 1],
      ['Mariage', 1, 2],
    ]);

    // The public showroom: published collections, their published pieces' numbers in order.
    const shown = await ok(null, `/v1/showrooms/${slug}/collections?lang=en`);
    expect(shown.items).toEqual([
      { id: gifts.id, name: 'Gifts', description: '', coverImage: null, productRefs: [ring.ref] },
      {
        id: bridal.body.id,
        name: 'Bridal',
        description: 'Pour le grand jour',
        coverImage: null,
        productRefs: [ring.ref, chain.ref],
      },
    ]);
    await ok(user, `/v1/collections/${gifts.id}`, 'PATCH', { published: false });
    expect((await ok(null, `/v1/showrooms/${slug}/collections`)).items.map((c: Json) => c.name)).toEqual([
      'Mariage',
    ]);

    // A name is kept in one language or the other.
    const nameless = await call(user, `/v1/collections/${gifts.id}`, 'PATCH', { nameEn: null });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error.fields).toHaveProperty('nameFr');

    expect((await call(user, `/v1/collections/${gifts.id}`, 'DELETE')).status).toBe(204);
    expect((await call(user, `/v1/collections/${gifts.id}`)).status).toBe(404);
  });

  it('refuses another business’s piece in a collection, naming its place', async () => {
    const a = await t.createUser('Atelier A');
    const b = await t.createUser('Atelier B');
    const own = await product(a, 'Own');
    const theirs = await product(b, 'Theirs');
    const res = await call(a, '/v1/collections', 'POST', { nameFr: 'Mix', productIds: [own.id, theirs.id] });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'productIds.1': 'Cette pièce n’est pas dans votre catalogue' });
    expect((await ok(a, '/v1/collections')).items).toEqual([]);
    // Even written around the API, the database refuses it.
    const collection = await ok(a, '/v1/collections', 'POST', { nameFr: 'Solo' });
    await expect(
      t.db.pool.query(
        'insert into public.collection_products (collection_id, product_id, business_id) values ($1, $2, $3)',
        [collection.id, theirs.id, a.businessId],
      ),
    ).rejects.toThrow();
  });
});

describe('collaborations', () => {
  it('adds, reorders, changes and deletes collaborations; the showroom lists the published ones', async () => {
    const { user, slug } = await jewellerOnline('Maison Collabs');
    const first = await ok(user, '/v1/collaborations', 'POST', {
      title: 'Red carpet',
      celebrity: 'Ada Star',
      year: 2023,
      description: 'A necklace',
      imageUrl: 'https://images.example.com/ada.jpg',
    });
    const second = await ok(user, '/v1/collaborations', 'POST', {
      title: 'Tour',
      celebrity: 'Bo',
      year: 2024,
    });
    expect([first.position, second.position]).toEqual([0, 1]);
    await ok(user, `/v1/collaborations/${second.id}`, 'PATCH', { position: 0, description: 'On stage' });
    expect((await ok(user, '/v1/collaborations')).items.map((c: Json) => c.title)).toEqual([
      'Tour',
      'Red carpet',
    ]);
    expect((await ok(null, `/v1/showrooms/${slug}/collaborations`)).items.map((c: Json) => c.title)).toEqual([
      'Tour',
      'Red carpet',
    ]);
    await ok(user, `/v1/collaborations/${first.id}`, 'PATCH', { published: false });
    expect((await ok(null, `/v1/showrooms/${slug}`)).collaborations.map((c: Json) => c.title)).toEqual([
      'Tour',
    ]);
    expect(
      (await call(user, `/v1/collaborations/${first.id}`, 'PATCH', { imageUrl: 'javascript:alert(1)' }))
        .status,
    ).toBe(422);
    expect((await call(user, `/v1/collaborations/${first.id}`, 'DELETE')).status).toBe(204);
    expect((await ok(user, '/v1/collaborations')).items).toHaveLength(1);
  });
});

describe('reviews moderation', () => {
  it('hides a review: it leaves the showroom’s average and count; the reply shows publicly', async () => {
    const { user, slug } = await jewellerOnline('Maison Avis');
    await review(slug, { rating: 5, name: 'Ana' });
    const harsh = await review(slug, { rating: 1, name: 'Troll', comment: 'Bad' });
    expect(harsh.status).toBe(201);
    expect((await ok(null, `/v1/showrooms/${slug}/reviews`)) as Json).toMatchObject({ average: 3, count: 2 });
    expect((await ok(null, `/v1/showrooms/${slug}`)).rating).toEqual({ average: 3, count: 2 });

    expect((await ok(user, `/v1/reviews/${harsh.body.id}`)).actions).toEqual(['hide', 'verify', 'reply']);
    const hidden = await ok(user, `/v1/reviews/${harsh.body.id}`, 'PATCH', { status: 'hidden' });
    expect(hidden).toMatchObject({
      status: 'hidden',
      email: 'visitor@example.com',
      actions: ['show', 'verify', 'reply'],
    });
    const page = await ok(null, `/v1/showrooms/${slug}/reviews`);
    expect(page).toMatchObject({ average: 5, count: 1 });
    expect(page.items.map((r: Json) => r.name)).toEqual(['Ana']);
    expect((await ok(null, `/v1/showrooms/${slug}`)).rating).toEqual({ average: 5, count: 1 });

    const moderated = await ok(user, '/v1/reviews?status=hidden');
    expect(moderated.items.map((r: Json) => r.name)).toEqual(['Troll']);
    expect(moderated.summary).toEqual({ average: 5, count: 1, hidden: 1 });

    const ana = (await ok(user, '/v1/reviews?q=ana')).items[0];
    const replied = await ok(user, `/v1/reviews/${ana.id}`, 'PATCH', {
      reply: 'Merci Ana !',
      verified: true,
    });
    expect(replied).toMatchObject({ reply: 'Merci Ana !', verified: true, verification: 'manual' });
    expect(replied.repliedAt).toEqual(expect.any(String));
    expect(replied.actions).toEqual(['hide', 'reply']);
    // Verified once: not undone (reviewActions has no such action).
    const undo = await call(user, `/v1/reviews/${ana.id}`, 'PATCH', { verified: false });
    expect([undo.status, undo.body.error.code]).toEqual([409, 'invalid_status_move']);
    const shown = (await ok(null, `/v1/showrooms/${slug}/reviews`)).items[0];
    expect(shown).toMatchObject({ name: 'Ana', verified: true, reply: 'Merci Ana !' });
    expect(shown).not.toHaveProperty('email');
    // An empty reply removes it.
    expect(await ok(user, `/v1/reviews/${ana.id}`, 'PATCH', { reply: '' })).toMatchObject({
      reply: null,
      repliedAt: null,
    });
  });

  it('verifies a review at once when its email is a client’s with an order or a confirmed appointment', async () => {
    const { user, slug } = await jewellerOnline('Maison Clients');
    await ok(user, '/v1/orders', 'POST', {
      client: { name: 'Buyer', email: 'Buyer@Example.com' },
      item: 'Ring',
      price: '1200',
    });
    const date = addDays(todayIn(new Date(), 'Europe/London'), 10);
    await ok(user, '/v1/appointments', 'POST', {
      type: 'store',
      date,
      time: '10:00',
      client: { name: 'Guest', email: 'guest@example.com' },
    });
    const buyer = await review(slug, { name: 'Buyer', email: 'buyer@example.com' });
    const guest = await review(slug, { name: 'Guest', email: 'guest@example.com' });
    const stranger = await review(slug, { name: 'Stranger', email: 'stranger@example.com' });
    expect([buyer.body.verified, guest.body.verified, stranger.body.verified]).toEqual([true, true, false]);
    const list = await ok(user, '/v1/reviews?verified=true');
    expect(list.items.map((r: Json) => [r.name, r.verification]).sort()).toEqual([
      ['Buyer', 'automatic'],
      ['Guest', 'automatic'],
    ]);
  });

  it('emails the jeweller about a new review, unless they turned order updates off', async () => {
    const { user, slug } = await jewellerOnline('Maison Courrier');
    await deliveredMail();
    t.deps.mailer.outbox.length = 0;
    const piece = await product(user, 'Pendentif Lune');
    const sent = await review(slug, {
      name: 'Zoé',
      rating: 4,
      comment: 'Très belle pièce',
      productRef: piece.ref,
    });
    expect(sent.status).toBe(201);
    const mails = (await deliveredMail()).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nouvel avis 4/5 de Zoé');
    expect(mails[0]!.text).toContain('« Pendentif Lune »');
    expect(mails[0]!.text).toContain('« Très belle pièce »');

    await ok(user, '/v1/account/notifications', 'PUT', {
      orderUpdates: false,
      appointmentReminders: true,
      paymentAlerts: true,
      marketingEmails: false,
    });
    t.deps.mailer.outbox.length = 0;
    await review(slug, { name: 'Quiet' });
    expect((await deliveredMail()).filter((m) => m.to === user.email)).toEqual([]);
  });
});

describe('services (appointment types)', () => {
  it("gives every business the spec's four types, in its own currency, until it changes them", async () => {
    const user = await t.createUser('Maison Défauts');
    const { items } = await ok(user, '/v1/services');
    expect(
      items.map((s: Json) => [s.type, s.enabled, s.minDurationMinutes, s.maxDurationMinutes, s.currency]),
    ).toEqual([
      ['phone', true, 10, 15, 'GBP'],
      ['video', true, 20, 30, 'GBP'],
      ['store', true, 30, 45, 'GBP'],
      ['design', true, 60, 90, 'GBP'],
    ]);
    expect(items[3]).toMatchObject({
      minPriceMinor: 5000,
      maxPriceMinor: 10000,
      depositMinor: 5000,
      customised: false,
      title: { fr: 'Séance de création', en: 'Design session' },
    });
    // The same through a service call in the business's scope.
    const viaScope = await t.asTenant(user, (scope) => listAppointmentServices(scope));
    expect(viaScope.items.map((s) => s.maxDurationMinutes)).toEqual([15, 30, 45, 90]);
  });

  it('changes durations, prices, deposit and enabled types, and the showroom’s booking follows', async () => {
    const { user, slug } = await jewellerOnline('Maison Services');
    // Tomorrow, with a week of 09:00 to 12:00 only.
    const date = addDays(todayIn(new Date(), 'Europe/London'), 1);
    await ok(user, '/v1/availability', 'PUT', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        times: ['09:00', '10:00', '11:00', '12:00'],
      })),
      closedDates: [],
      bufferMinutes: 0,
    });

    const saved = await ok(user, '/v1/services', 'PUT', {
      services: [
        {
          type: 'design',
          enabled: true,
          minDurationMinutes: 90,
          maxDurationMinutes: 150,
          minPriceMinor: 8000,
          maxPriceMinor: 15000,
          currency: 'GBP',
          descriptionFr: 'Votre bague dessinée avec nous',
          descriptionEn: '',
          depositMinor: 2500,
        },
        {
          type: 'phone',
          enabled: false,
          minDurationMinutes: 10,
          maxDurationMinutes: 15,
          minPriceMinor: 0,
          maxPriceMinor: 0,
          currency: 'GBP',
          depositMinor: 0,
        },
      ],
    });
    const design = saved.items.find((s: Json) => s.type === 'design');
    expect(design).toMatchObject({ maxDurationMinutes: 150, currency: 'GBP', customised: true });
    expect(design.description.fr).toBe('Votre bague dessinée avec nous');
    expect(design.description.en).toBe('Design your bespoke piece with our designer.');
    expect(saved.items.find((s: Json) => s.type === 'video')).toMatchObject({ customised: false });

    // The showroom offers the enabled types with the business's values, in the visitor's language.
    const offered = await ok(null, `/v1/showrooms/${slug}/services?lang=en`);
    expect(offered.items.map((s: Json) => s.type)).toEqual(['video', 'store', 'design']);
    expect(offered.items[2]).toEqual({
      type: 'design',
      mode: 'in-person',
      title: 'Design session',
      description: 'Design your bespoke piece with our designer.',
      minDurationMinutes: 90,
      maxDurationMinutes: 150,
      minPriceMinor: 8000,
      maxPriceMinor: 15000,
      currency: 'GBP',
      depositMinor: 2500,
    });

    // A disabled type offers no time and cannot be booked.
    const phoneSlots = await ok(null, `/v1/showrooms/${slug}/availability?type=phone&date=${date}`);
    expect(phoneSlots.slots).toEqual([]);
    const contact = {
      firstName: 'Ada',
      lastName: 'King',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    };
    const refused = await call(null, `/v1/showrooms/${slug}/appointments`, 'POST', {
      type: 'phone',
      date,
      time: '10:00',
      ...contact,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty('type');

    // A design session now holds two and a half hours: booked at 09:00 it holds 11:00 too (the spec's
    // 90 minutes would have left 11:00 free).
    const booked = await ok(null, `/v1/showrooms/${slug}/appointments`, 'POST', {
      type: 'design',
      date,
      time: '09:00',
      ...contact,
    });
    expect(booked.deposit).toEqual({ amountMinor: 2500, currency: 'GBP', status: 'simulated' });
    expect(new Date(booked.endsAt).getTime() - new Date(booked.startsAt).getTime()).toBe(150 * 60_000);
    const videoSlots = await ok(null, `/v1/showrooms/${slug}/availability?type=video&date=${date}`);
    expect(videoSlots.slots.map((s: Json) => s.time)).toEqual(['12:00']);
  });
});

describe('showroom settings', () => {
  it('reads and changes the settings; the public showroom shows them', async () => {
    const { user, slug } = await jewellerOnline('Maison Réglages');
    const before = await ok(user, '/v1/showroom/settings');
    expect(before).toMatchObject({
      slug,
      name: 'Maison Réglages',
      published: true,
      verified: false,
      languages: ['fr', 'en'],
      socialLinks: {},
      previousSlugs: [],
    });
    // The logo is one of the business's uploaded files (another's, or an unknown one, is refused: issue 28).
    const unknown = await call(user, '/v1/showroom/settings', 'PATCH', {
      logoImage: '/files/3d0f6c52-7d39-4d1e-9a35-0c3b1c7d9a11',
    });
    expect(unknown.status).toBe(422);
    const logo = await t.app.request('/v1/files?kind=showroom', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    });
    expect(logo.status).toBe(201);
    const logoPath = `/files/${((await logo.json()) as { id: string }).id}`;
    const changed = await ok(user, '/v1/showroom/settings', 'PATCH', {
      name: 'Maison Réglée',
      tagline: 'Joaillerie sur mesure',
      city: 'Lyon',
      foundedYear: 2012,
      logoImage: logoPath,
      bannerImage: 'https://images.example.com/banner.jpg',
      socialLinks: { instagram: 'https://instagram.com/maison', website: 'https://maison.example.com' },
      contact: {
        email: 'bonjour@maison.example.com',
        phone: '+33 4 72 00 00 00',
        address: '1 rue de la Paix',
      },
      languages: ['en', 'fr'],
    });
    expect(changed).toMatchObject({ name: 'Maison Réglée', foundedYear: 2012, languages: ['en', 'fr'] });
    // Links merge: one removed, the other kept.
    const links = await ok(user, '/v1/showroom/settings', 'PATCH', { socialLinks: { instagram: null } });
    expect(links.socialLinks).toEqual({ website: 'https://maison.example.com' });

    const shown = await ok(null, `/v1/showrooms/${slug}/settings`);
    expect(shown).toEqual({
      slug,
      name: 'Maison Réglée',
      tagline: 'Joaillerie sur mesure',
      city: 'Lyon',
      foundedYear: 2012,
      logoImage: logoPath,
      bannerImage: 'https://images.example.com/banner.jpg',
      socialLinks: { website: 'https://maison.example.com' },
      contact: {
        email: 'bonjour@maison.example.com',
        phone: '+33 4 72 00 00 00',
        address: '1 rue de la Paix',
        postalCode: null,
      },
      languages: ['en', 'fr'],
      verified: false,
      watermark: false,
      // No promise until the shop writes one.
      promises: { fr: [], en: [] },
    });
    expect(await ok(null, `/v1/showrooms/${slug}`)).toMatchObject({
      name: 'Maison Réglée',
      tagline: 'Joaillerie sur mesure',
      foundedYear: 2012,
    });
  });

  it('answers an old slug with where the showroom moved; nobody else can take it', async () => {
    const { user, slug } = await jewellerOnline('Maison Déménage');
    const other = await t.createUser('Maison Voisine');
    await ok(user, '/v1/showroom/settings', 'PATCH', { slug: `${slug}-lyon` });

    const moved = await call(null, `/v1/showrooms/${slug}`);
    expect(moved.status).toBe(301);
    expect(moved.body.error).toMatchObject({ code: 'showroom_moved', details: { slug: `${slug}-lyon` } });
    for (const path of ['reviews', 'collaborations', 'page', 'settings', 'services', 'collections']) {
      const res = await call(null, `/v1/showrooms/${slug}/${path}`);
      expect([res.status, res.body.error?.details], path).toEqual([301, { slug: `${slug}-lyon` }]);
    }
    expect((await call(null, `/v1/showrooms/${slug}-lyon`)).status).toBe(200);
    expect((await ok(user, '/v1/showroom/settings')).previousSlugs).toEqual([slug]);

    const taken = await call(other, '/v1/showroom/settings', 'PATCH', { slug });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields.slug).toBe('Cette adresse est déjà prise : choisissez-en une autre');
    expect((await call(other, '/v1/showroom/settings', 'PATCH', { slug: `${slug}-lyon` })).status).toBe(422);
    expect((await call(other, '/v1/showroom/settings', 'PATCH', { slug: 'dashboard' })).status).toBe(422);

    // The showroom may take its old slug back: the other one then leads to it.
    await ok(user, '/v1/showroom/settings', 'PATCH', { slug });
    expect((await call(null, `/v1/showrooms/${slug}`)).status).toBe(200);
    expect((await call(null, `/v1/showrooms/${slug}-lyon`)).body.error.details).toEqual({ slug });

    // An offline showroom leads nowhere: its old slugs are a plain 404.
    await ok(user, '/v1/showroom/page/unpublish', 'POST');
    expect((await call(null, `/v1/showrooms/${slug}-lyon`)).status).toBe(404);
  });

  it('is the owner’s to change; the VÉRIFIÉ badge is nobody’s but the platform’s', async () => {
    const { user } = await jewellerOnline('Maison Badge');
    const staff = await t.createUser('Staff Member');
    await t.db.pool.query(
      `insert into public.memberships (business_id, user_id, role) values ($1, $2, 'staff')`,
      [user.businessId, staff.id],
    );
    const asStaff = { ...staff, businessId: user.businessId };
    const headers = { 'x-business-id': user.businessId };
    const read = await t.request('/v1/showroom/settings', { token: asStaff.token, headers });
    expect(read.status).toBe(200);
    const write = await t.request('/v1/showroom/settings', {
      method: 'PATCH',
      token: asStaff.token,
      headers,
      body: { tagline: 'Staff was here' },
    });
    expect(write.status).toBe(403);

    // Not a field of the API…
    expect((await call(user, '/v1/showroom/settings', 'PATCH', { verified: true })).status).toBe(422);
    // … nor a column a member may write, even straight to the database as `authenticated`.
    const refused = await t
      .asTenant(user, (scope) =>
        scope.tx.execute(sql`update public.businesses set verified = true where id = ${user.businessId}`),
      )
      .catch((error: unknown) => error);
    expect(pgErrorOf(refused)?.code).toBe('42501');
    // The platform grants it (docs/decisions/024-verified-badge.md), and the log says who and why.
    await t.db.pool.query(
      `select private.set_business_verified($1, true, 'Registry and shop visit checked', 'ops@carat')`,
      [user.businessId],
    );
    expect((await ok(user, '/v1/showroom/settings')).verified).toBe(true);
    const { rows } = await t.db.pool.query(
      'select verified, decided_by from private.business_verifications where business_id = $1',
      [user.businessId],
    );
    expect(rows).toEqual([{ verified: true, decided_by: 'ops@carat' }]);
  });

  it("shows the free plan's watermark on a CZ showroom only, and says nothing else of billing", async () => {
    const cz = await t.createUser('Maison Filigrane', { plan: 'CZ' });
    await ok(cz, '/v1/showroom/page/publish', 'POST');
    const czSlug = (await ok(cz, '/v1/showroom/settings')).slug as string;
    const paid = await t.createUser('Maison Sans Filigrane', { plan: 'MOISSANITE' });
    await ok(paid, '/v1/showroom/page/publish', 'POST');
    const paidSlug = (await ok(paid, '/v1/showroom/settings')).slug as string;

    const czShown = await ok(null, `/v1/showrooms/${czSlug}/settings`);
    expect(czShown.watermark).toBe(true);
    expect((await ok(null, `/v1/showrooms/${paidSlug}/settings`)).watermark).toBe(false);
    for (const key of ['plan', 'tier', 'subscription', 'productId', 'status']) {
      expect(czShown).not.toHaveProperty(key);
    }
    // The jeweller's own settings do not carry it (it is the visitors' flag).
    expect(await ok(cz, '/v1/showroom/settings')).not.toHaveProperty('watermark');
    // The plan of an unpublished showroom is not told to visitors.
    const planOf = async (businessId: string) =>
      (await t.db.pool.query('select public.showroom_plan($1) as plan', [businessId])).rows[0].plan;
    expect(await planOf(paid.businessId)).toBe('MOISSANITE');
    await ok(paid, '/v1/showroom/page/unpublish', 'POST');
    expect(await planOf(paid.businessId)).toBeNull();
  });
});
