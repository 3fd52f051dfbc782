import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, payOnSandbox, signUp, uniqueEmail } from './support.ts';

test.describe('a jeweller outside London', () => {
  test('a Lyon jeweller says where the shop trades: euros, Paris time, SIREN and their own promises, kept after a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('lyon');
    await signUp(page, '?plan=DIAMOND', 'Camille Lyon', email);
    await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
    await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

    await page.goto(`${urls.dashboard}/dashboard/settings?tab=business`);
    await page.getByLabel('Pays', { exact: true }).click();
    await page.getByRole('option', { name: 'France' }).click();
    // The country fills what follows from it.
    await expect(page.getByLabel('Devise')).toHaveValue('EUR');
    await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Europe/Paris');
    await page.getByLabel('La boutique facture la TVA (ou la TPS/TVQ)').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Registered in France: the SIREN is asked for, on its field, and nothing is saved.
    await expect(page.getByText('Numéro requis sur les factures de ce pays')).toBeVisible();
    await page.getByLabel('SIREN').fill('732 829 320');
    const delivery = page.getByRole('group', { name: 'Livraison' });
    await delivery.getByLabel('En français').fill('Livraison offerte en France métropolitaine');
    await delivery.getByLabel('En anglais').fill('Free delivery in mainland France');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Devise')).toHaveValue('EUR');
    await expect(page.getByLabel('SIREN')).toHaveValue('732829320');
    await expect(page.getByRole('group', { name: 'Livraison' }).getByLabel('En français')).toHaveValue(
      'Livraison offerte en France métropolitaine',
    );
    const token = await accessToken(page);
    const business = await (
      await page.request.get(`${urls.api}/v1/business`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(business).toMatchObject({
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      taxRegistration: { registered: true, siren: '732829320' },
      promises: { delivery: { fr: 'Livraison offerte en France métropolitaine' } },
    });
  });
});
