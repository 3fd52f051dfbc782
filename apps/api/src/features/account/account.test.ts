import { memberships } from '@carat/db';
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
});
