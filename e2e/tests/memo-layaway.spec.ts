import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, apiAs, signUpPaid, uniqueEmail } from './support.ts';

/**
 * Layaway on a phone (375 px), on a jeweller created here (ADR 067): a piece reserved for a client with a
 * deposit, the balance taken at the counter, which hands the piece over as a sale; the piece shows sold and
 * its page names the layaway.
 */

test('a layaway with a deposit, a counter payment that releases the piece, which shows sold', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPaid(page, 'MOISSANITE', 'Maison Réserve', uniqueEmail('layaway'));
  await apiAs(page, 'PATCH', '/v1/business', {
    name: 'Maison Réserve',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
  });
  await apiAs(page, 'POST', '/v1/clients', { name: 'Léa Garnier', email: 'lea@example.com' });
  const item = await apiAs(page, 'POST', '/v1/stock-items', {
    tag: 'RES-001',
    name: 'Créoles or jaune',
    priceMinor: 120_000,
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${urls.dashboard}/dashboard/layaways`);
  await expect(page.getByTestId('layaways-empty')).toContainText('Aucune réservation pour le moment');
  await page.getByRole('button', { name: 'Nouvelle réservation' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('layaway-tag').fill('RES-001');
  await dialog.getByRole('button', { name: 'Chercher' }).click();
  await expect(dialog.getByTestId('layaway-piece')).toContainText('Créoles or jaune');
  await dialog.getByRole('searchbox', { name: 'Rechercher un client' }).fill('Léa');
  await dialog.getByRole('radio', { name: /Léa Garnier/ }).check();
  await dialog.getByLabel('Acompte versé aujourd’hui (EUR)').fill('300');
  await dialog.getByLabel('Nombre de mensualités après l’acompte').fill('2');
  await expect(dialog.getByTestId('layaway-schedule').getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Réserver la pièce' }).click();

  await expect(page).toHaveURL(/\/dashboard\/layaways\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('layaway-balance')).toContainText(/900/);
  await expect(page.getByTestId('layaway-status')).toHaveText('En cours');

  // The piece is off sale meanwhile.
  const refused = await page.request.post(`${urls.api}/v1/sales`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { lines: [{ stockItemId: item.id }], payments: [{ method: 'card', amountMinor: 120_000 }] },
  });
  expect(refused.status()).toBe(409);

  // The balance at the counter, in cash: the piece is handed over as a sale.
  await page.getByLabel('Montant (EUR)').fill('900');
  await page.getByRole('combobox', { name: 'Moyen de paiement' }).click();
  await page.getByRole('option', { name: 'Espèces', exact: true }).click();
  await page.getByRole('button', { name: 'Encaisser' }).click();
  await expect(page.getByTestId('layaway-status')).toHaveText('Remise au client');
  await expect(page.getByTestId('layaway-balance')).toContainText(/0/);
  await expect(page.getByRole('button', { name: 'Ticket de la vente' })).toBeVisible();

  // The piece shows sold, and its page names the layaway.
  await page.goto(`${urls.dashboard}/dashboard/stock/${item.id}`);
  await expect(page.getByTestId('stock-status').first()).toHaveText('Vendue');
  await expect(page.getByTestId('stock-holds')).toContainText(/Réservation LAY-\d{4}-001/);
});
