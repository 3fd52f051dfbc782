import { parsePdf } from '../../apps/api/test/pdf-testing.ts';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, dayButtonName, londonDayAhead, payOnSandbox, signUp, uniqueEmail } from './support.ts';

test.describe('a jeweller outside London', () => {
  test('a Lyon jeweller says where the shop trades at sign-up: euros, Paris time, SIREN and their own promises, kept after a reload; the booking with its deposit, the invoice and the analytics follow', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
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

    // Payments on (the sandbox's onboarding), the showroom online with a week of 10:00.
    await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
    await page.getByRole('button', { name: 'Connecter Stripe' }).click();
    await page.getByRole('button', { name: /Envoyer les informations/ }).click();
    await expect(page.getByText('Votre compte peut encaisser vos clients.')).toBeVisible();
    const headers = { authorization: `Bearer ${token}` };
    const call = async (method: string, path: string, data?: unknown) => {
      const res = await page.request.fetch(`${urls.api}${path}`, {
        method,
        headers,
        ...(data === undefined ? {} : { data }),
      });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
      return res;
    };
    await call('POST', '/v1/showroom/page/publish');
    const { slug } = (await (await call('GET', '/v1/showroom/settings')).json()) as { slug: string };
    await call('PUT', '/v1/availability', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00'] })),
      closedDates: [],
      bufferMinutes: 0,
    });

    // A visitor whose browser is in London books a design session: the deposit in euros, the time named
    // in Paris time, and the deposit paid on the jeweller's account in euros.
    const visitor = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Europe/London' });
    await visitor.goto(`${urls.showroom}/s/${slug}/appointment`);
    await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await visitor.getByText('Séance de création', { exact: true }).click();
    await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
    const day = londonDayAhead(6);
    if (day.nextMonth) await visitor.getByRole('button', { name: /mois suivant/i }).click();
    await visitor.getByRole('button', { name: dayButtonName(day) }).click();
    await visitor
      .getByRole('group', { name: /Heures disponibles/ })
      .getByText('10:00', { exact: true })
      .click();
    await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
    await visitor.getByLabel('Prénom').fill('Léa');
    await visitor.getByLabel(/^Nom/).fill('Garnier');
    await visitor.getByLabel('Email').fill(uniqueEmail('lyon-visitor'));
    await visitor.getByLabel('Téléphone').fill('06 12 34 56 78');
    await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(visitor.getByText(/10:00 \(heure de Paris\)/).first()).toBeVisible();
    const pay = visitor.getByRole('button', { name: /Payer/ });
    await expect(pay).toContainText('€');
    await expect(visitor.getByText('£')).toHaveCount(0);
    await pay.click();
    await expect(visitor.getByText(/Sandbox · Test mode/)).toBeVisible();
    await expect(visitor.getByText(/€/).first()).toBeVisible();
    await payOnSandbox(visitor);
    await expect(visitor.getByTestId('booking-deposit')).toContainText('Acompte payé', { timeout: 15_000 });
    await expect(visitor.getByTestId('booking-deposit')).toContainText('€');
    await expect(visitor.getByText(/heure de Paris/).first()).toBeVisible();
    await visitor.close();

    // An invoice in euros, issued: its PDF carries the French mentions (SIREN, the business client's
    // penalties and the €40 indemnity) and no pound sign.
    const created = (await (
      await call('POST', '/v1/invoices', {
        clientName: 'Bijoux Garnier SARL',
        items: [{ description: 'Bague solitaire', quantity: 1, price: '1890' }],
        locale: 'fr',
      })
    ).json()) as { id: string; currency: string; totalMinor: number };
    expect(created).toMatchObject({ currency: 'EUR', totalMinor: 226_800 });
    await call('POST', `/v1/invoices/${created.id}/issue`, {});
    const pdf = await parsePdf(
      new Uint8Array(await (await call('GET', `/v1/invoices/${created.id}/pdf`)).body()),
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(text).toMatch(/2 268,00 €/);
    expect(text).not.toContain('£');

    // The analytics read in euros: the deposit just paid is this month's revenue.
    await page.goto(`${urls.dashboard}/dashboard/analytics`);
    await expect(page.getByText(/€/).first()).toBeVisible();
    await expect(page.getByText('£')).toHaveCount(0);
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
