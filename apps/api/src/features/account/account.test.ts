import { memberships } from '@carat/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

describe('settings', () => {
  it('reads and changes the profile, notifications and appearance of the caller only', async () => {
    const user = await t.createUser('Alice Martin');
    const other = await t.createUser('Bob Other');
    const profile = await (await t.request('/v1/account/profile', { token: user.token })).json();
    expect(profile).toMatchObject({
      firstName: 'Alice',
      lastName: 'Martin',
      locale: 'fr',
      notificationPreferences: { orderUpdates: true, marketingEmails: false },
    });

    const patched = await t.request('/v1/account/profile', {
      method: 'PATCH',
      token: user.token,
      body: { phone: '+44 20 7946 0000', lastName: 'Martin-Dupont', locale: 'en' },
    });
    expect(await patched.json()).toMatchObject({
      phone: '+44 20 7946 0000',
      lastName: 'Martin-Dupont',
      locale: 'en',
    });
    const notifications = await t.request('/v1/account/notifications', {
      method: 'PUT',
      token: user.token,
      body: { orderUpdates: false, appointmentReminders: true, paymentAlerts: true, marketingEmails: true },
    });
    expect(await notifications.json()).toMatchObject({
      notificationPreferences: { orderUpdates: false, marketingEmails: true },
    });
    const appearance = await t.request('/v1/account/appearance', {
      method: 'PUT',
      token: user.token,
      body: { darkMode: true, compactView: true },
    });
    expect(await appearance.json()).toMatchObject({ appearance: { darkMode: true, compactView: true } });

    const untouched = await (await t.request('/v1/account/profile', { token: other.token })).json();
    expect(untouched).toMatchObject({ lastName: 'Other', appearance: { darkMode: false } });
  });

  it('answers field errors and writes nothing', async () => {
    const user = await t.createUser('Carl');
    const res = await t.request('/v1/account/profile', {
      method: 'PATCH',
      token: user.token,
      body: { phone: 'call me', firstName: 'x'.repeat(101) },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: { fields: { phone: 'Numéro de téléphone invalide', firstName: 'Au plus 100 caractères' } },
    });
    expect(await (await t.request('/v1/account/profile', { token: user.token })).json()).toMatchObject({
      phone: null,
    });
  });

  it('lets the owner change the business, normalising the VAT number; staff may read but not change it', async () => {
    const owner = await t.createUser('Shop Owner', { plan: 'DIAMOND' });
    const patched = await t.request('/v1/business', {
      method: 'PATCH',
      token: owner.token,
      body: {
        name: 'Maison Owner',
        address: '1 Bond Street',
        city: 'London',
        postalCode: 'W1S 1AA',
        vatNumber: 'gb 123 4567 89',
        ringSizeSystem: 'fr',
      },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      name: 'Maison Owner',
      vatNumber: 'GB123456789',
      city: 'London',
      ringSizeSystem: 'fr',
    });
    // Empty goes back to "from the currency"; a system that does not exist is refused on its field.
    const auto = await t.request('/v1/business', {
      method: 'PATCH',
      token: owner.token,
      body: { name: 'Maison Owner', ringSizeSystem: '' },
    });
    expect(await auto.json()).toMatchObject({ ringSizeSystem: null });
    const unknownSystem = await t.request('/v1/business', {
      method: 'PATCH',
      token: owner.token,
      body: { name: 'Maison Owner', ringSizeSystem: 'mars' },
    });
    expect(unknownSystem.status).toBe(422);
    expect(await unknownSystem.json()).toMatchObject({
      error: { fields: { ringSizeSystem: 'Système de tailles de bague inconnu' } },
    });
    const bad = await t.request('/v1/business', {
      method: 'PATCH',
      token: owner.token,
      body: { name: '', vatNumber: '12' },
    });
    expect(await bad.json()).toMatchObject({
      error: { fields: { name: "Le nom de l'entreprise est requis" } },
    });

    const staff = await t.createUser('Staff', { plan: null });
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    const asStaff = { token: staff.token, headers: { 'x-business-id': owner.businessId } };
    expect(await (await t.request('/v1/business', asStaff)).json()).toMatchObject({ name: 'Maison Owner' });
    expect(
      (await t.request('/v1/business', { ...asStaff, method: 'PATCH', body: { name: 'Taken over' } })).status,
    ).toBe(403);
  });

  it('lets a jeweller in Lyon or Montréal say where they trade: currency, time zone, registration numbers, promises', async () => {
    const owner = await t.createUser('Lyon Owner', { plan: 'DIAMOND' });
    const patch = (body: Record<string, unknown>) =>
      t.request('/v1/business', {
        method: 'PATCH',
        token: owner.token,
        body: { name: 'Maison Lyon', ...body },
      });
    type Answer = {
      error: { fields: Record<string, string> };
      taxRegistration: object;
      currency: string;
      promises: object;
    };
    const read = async (response: Response | Promise<Response>) => (await (await response).json()) as Answer;
    const fresh = await (await t.request('/v1/business', { token: owner.token })).json();
    expect(fresh).toMatchObject({
      country: null,
      region: null,
      locale: null,
      taxRegistration: {},
      promises: {},
    });

    // A piece priced before the currency was chosen follows it (re-labelled, not converted).
    const piece = await t.request('/v1/products', {
      method: 'POST',
      token: owner.token,
      body: {
        nameFr: 'Bague Lyon',
        nameEn: 'Lyon Ring',
        descriptionFr: 'Or jaune.',
        category: 'RINGS',
        priceMinor: 120_000,
      },
    });
    expect(piece.status, await piece.clone().text()).toBe(201);

    // France: euros, Paris time; a registered business must give its SIREN, a VAT number must be French.
    const noSiren = await patch({
      country: 'fr',
      currency: 'eur',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      vatNumber: 'GB123456789',
      taxRegistration: { registered: true },
    });
    expect(noSiren.status).toBe(422);
    expect((await read(noSiren)).error.fields).toEqual({
      'taxRegistration.siren': 'Numéro requis sur les factures de ce pays',
      vatNumber: 'Numéro invalide pour ce pays',
    });
    const lyon = await patch({
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      vatNumber: 'FR 40 732829320',
      taxRegistration: { registered: true, siren: '732 829 320' },
      promises: { delivery: { fr: 'Livraison offerte en France', en: 'Free delivery in France' } },
    });
    expect(lyon.status).toBe(200);
    expect(await lyon.json()).toMatchObject({
      country: 'FR',
      region: null,
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      vatNumber: 'FR40732829320',
      taxRegistration: { registered: true, siren: '732829320' },
      promises: { delivery: { fr: 'Livraison offerte en France', en: 'Free delivery in France' } },
    });
    const { rows } = await t.db.db.execute<{ currency: string }>(
      sql`select currency from public.products where business_id = ${owner.businessId}`,
    );
    expect(rows.map((r) => r.currency)).toEqual(['EUR']);

    // A time zone, a currency or a region that does not exist is refused on its field; nothing changes.
    const wrong = await patch({ timeZone: 'Europe/Lyon', currency: 'EURO' });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await read(wrong)).error.fields).sort()).toEqual(['currency', 'timeZone']);
    expect(await patch({ region: 'CA-QC' }).then((r) => r.status)).toBe(422);

    // A promise emptied is removed; the others stay.
    const cleared = await patch({ promises: { delivery: null } });
    expect((await read(cleared)).promises).toEqual({});

    // Montréal: Quebec asks for the GST and QST numbers.
    const quebec = await patch({
      country: 'CA',
      region: 'ca-qc',
      currency: 'CAD',
      timeZone: 'America/Toronto',
      vatNumber: '',
      taxRegistration: { registered: true, siren: null, gstNumber: '123456789 RT0001', qstNumber: '12345' },
    });
    expect(quebec.status).toBe(422);
    expect((await read(quebec)).error.fields).toEqual({
      'taxRegistration.qstNumber': 'Numéro invalide pour ce pays',
    });
    const montreal = await patch({
      country: 'CA',
      region: 'CA-QC',
      currency: 'CAD',
      timeZone: 'America/Toronto',
      vatNumber: '',
      taxRegistration: {
        registered: true,
        siren: null,
        gstNumber: '123456789 RT0001',
        qstNumber: '1234567890TQ0001',
      },
    });
    expect(montreal.status).toBe(200);
    expect(await montreal.json()).toMatchObject({
      country: 'CA',
      region: 'CA-QC',
      currency: 'CAD',
      taxRegistration: { registered: true, gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' },
    });
    expect(
      (await read(t.request('/v1/business', { token: owner.token }))).taxRegistration,
    ).not.toHaveProperty('siren');

    // Once money is recorded in CAD (an order), the currency can no longer change.
    const order = await t.request('/v1/orders', {
      method: 'POST',
      token: owner.token,
      body: { client: { name: 'Client Montréal' }, item: 'Alliance', price: 900 },
    });
    expect(order.status).toBe(201);
    const locked = await patch({ currency: 'EUR' });
    expect(locked.status).toBe(422);
    expect((await read(locked)).error.fields).toEqual({
      currency:
        'La devise ne peut plus changer : des montants sont déjà enregistrés dans la devise actuelle.',
    });
    expect((await read(t.request('/v1/business', { token: owner.token }))).currency).toBe('CAD');
    // The same currency again, with the rest of the form, is fine.
    expect((await patch({ currency: 'CAD', city: 'Montréal' })).status).toBe(200);
  });
});
