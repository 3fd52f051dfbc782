import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, payOnSandbox, signUp, uniqueEmail } from './support.ts';

test.describe('a jeweller outside London', () => {
  test('a Lyon jeweller says where the shop trades at sign-up: euros, Paris time, SIREN and their own promises, kept after a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('lyon');
    await signUp(page, '?plan=DIAMOND', 'Camille Lyon', email);
    await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
    await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
    await payOnSandbox(page, { welcome: 'stay' });

    // The step after payment: the shop's name (not the person's) and its country.
    await expect(page.getByRole('heading', { name: 'Votre boutique', level: 1 })).toBeVisible();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Choisissez le pays de la boutique')).toBeVisible();
    await page.getByLabel('Nom de la boutique').fill('Atelier Rhône');
    await page.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'France' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    // The country fills what follows from it.
    await expect(page.getByRole('textbox', { name: 'Devise' })).toHaveValue('EUR');
    await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Europe/Paris');
    await expect(page.getByLabel('La boutique facture la TVA (ou la TPS/TVQ)')).toBeChecked();
    await expect(
      page.getByText(/Vos factures dans ce pays doivent porter : SIREN, Numéro de TVA/),
    ).toBeVisible();
    // A reload and a step back lose nothing.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Devise' })).toHaveValue('EUR');
    await page.goBack();
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByLabel('Nom de la boutique')).toHaveValue('Atelier Rhône');
    await page.getByRole('button', { name: 'Continuer' }).click();
    // Registered in France: the SIREN is asked for, on its field, and nothing is saved.
    await page.getByRole('button', { name: 'Enregistrer et ouvrir mon espace' }).click();
    await expect(page.getByText('Numéro requis sur les factures de ce pays')).toBeVisible();
    await page.getByLabel('SIREN').fill('732 829 320');
    await page.getByRole('button', { name: 'Enregistrer et ouvrir mon espace' }).click();
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

    // Settings → Entreprise: what the step saved, and the mention the invoices still lack.
    await page.goto(`${urls.dashboard}/dashboard/settings?tab=business`);
    await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue('Atelier Rhône');
    await expect(page.getByLabel('Devise')).toHaveValue('EUR');
    await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Europe/Paris');
    await expect(
      page.getByText('Vos factures doivent porter, dans ce pays : Numéro de TVA.', { exact: false }),
    ).toBeVisible();
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
      name: 'Atelier Rhône',
      country: 'FR',
      locale: 'fr',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      taxRegistration: { registered: true, siren: '732829320' },
      promises: { delivery: { fr: 'Livraison offerte en France métropolitaine' } },
    });
  });
  test('a Montréal jeweller answers the step with Quebec: an invoice in CAD with GST and QST lines', async ({
    page,
  }) => {
    await signUp(page, '?plan=DIAMOND', 'Gabrielle Tremblay', uniqueEmail('montreal'));
    await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
    await payOnSandbox(page, { welcome: 'stay' });
    await page.getByLabel('Nom de la boutique').fill('Bijouterie Mont-Royal');
    await page.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('combobox', { name: 'Province ou région' }).click();
    await page.getByRole('option', { name: 'Québec' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('textbox', { name: 'Devise' })).toHaveValue('CAD');
    // The browser is in London: the province's zone, not the browser's.
    await expect(page.getByLabel('Fuseau horaire')).toHaveValue('America/Toronto');
    await page.getByLabel('Numéro de TPS/TVH').fill('123456789 RT0001');
    await page.getByLabel('Numéro de TVQ').fill('1234567890 TQ0001');
    await page.getByRole('button', { name: 'Enregistrer et ouvrir mon espace' }).click();
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const created = await page.request.post(`${urls.api}/v1/invoices`, {
      headers,
      data: {
        clientName: 'Camille Roy',
        clientEmail: 'camille@example.com',
        items: [{ description: 'Bague de fiançailles', quantity: 1, price: '1000' }],
        locale: 'fr',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invoice = await created.json();
    expect(invoice).toMatchObject({
      currency: 'CAD',
      taxes: [
        { code: 'GST', rateBps: 500, baseMinor: 100_000, taxMinor: 5_000 },
        { code: 'QST', rateBps: 997.5, baseMinor: 100_000, taxMinor: 9_975 },
      ],
      totalMinor: 114_975,
    });
  });
});
