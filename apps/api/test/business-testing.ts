import { expect } from 'vitest';
import type { TestContext, TestUser } from '#test/testing.ts';

/**
 * Sets `user`'s business up as a VAT-registered French shop named `name` (EUR, Paris time, a valid
 * SIREN), the way a jeweller does in the settings: the PATCH must answer 200.
 */
export async function registerFrenchBusiness(t: TestContext, user: TestUser, name: string) {
  const res = await t.request('/v1/business', {
    method: 'PATCH',
    token: user.token,
    body: {
      name,
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      taxRegistration: { registered: true, siren: '732829320' },
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
