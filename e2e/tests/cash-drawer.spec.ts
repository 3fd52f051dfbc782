import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
// The PDF reader the API's tests use (pdf.js): the Z reports' text.
import { parsePdf } from '../../apps/api/test/pdf-testing.ts';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, signUpPaid, uniqueEmail } from './support.ts';

/**
 * The cash drawer and the gift card at the counter (ADRs 072 and 077), on a jeweller created here: the
 * drawer opened with a float; a gift card of 50 € sold in cash, its code shown; a second sale paid part by
 * that card, part in cash; cash taken out to the bank; the drawer closed 1 € short, its Z report printed;
 * the day's Z report printed from the drawer page; the card's balance read on 'Cartes cadeaux'.
 */

async function textOf(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  return (await parsePdf(bytes)).text.replace(/\s+/g, ' ');
}

async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a drawer opened, a gift card sold then spent, cash out, closed short; Z reports of the session and the day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPaid(page, 'MOISSANITE', 'Maison Caisse', uniqueEmail('drawer'));
  await apiAs(page, 'PATCH', '/v1/business', {
    name: 'Maison Caisse',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    taxRegistration: { registered: true, siren: '732829320' },
  });

  // The drawer opened with a 150 € float.
  await page.goto(`${urls.dashboard}/dashboard/cash-drawer`);
  await page.getByTestId('drawer-float').fill('150');
  await page.getByRole('button', { name: 'Ouvrir la caisse' }).click();
  await expect(page.getByTestId('drawer-open')).toBeVisible();

  // A 50 € gift card sold for cash: its code is shown to hand over.
  await page.goto(`${urls.dashboard}/dashboard/sale`);
  await page.getByTestId('gift-card-amount').fill('50');
  await page.getByRole('button', { name: 'Vendre une carte cadeau' }).click();
  await expect(page.getByTestId('sale-lines')).toContainText('Carte cadeau');
  await choose(page, 'Règlements', 'Espèces');
  await page.getByLabel('Montant (EUR)').fill('50');
  await page.getByRole('button', { name: 'Valider la vente' }).click();
  await expect(page.getByTestId('gift-card-sold')).toBeVisible();
  const code = /[0-9A-Z]{4}(-[0-9A-Z]{4}){3}/.exec(
    (await page.getByTestId('gift-card-sold').textContent())!,
  )![0];
  // The receipt prints the code.
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ticket 80 mm' }).click(),
  ]);
  expect(await textOf(receipt)).toContain(code);

  // A 120 € bracelet: 30 € on the card (typed loosely), 90 € in cash.
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await page.getByLabel('Description').fill('Bracelet jonc');
  await page.getByLabel('Prix TTC (EUR)').fill('120');
  await page.getByRole('button', { name: 'Ajouter la ligne' }).click();
  await choose(page, 'Règlements', 'Carte cadeau');
  await page.getByLabel('Code de la carte cadeau').fill(code.toLowerCase().replaceAll('-', ' '));
  await page.getByLabel('Montant (EUR)').nth(0).fill('30');
  await page.getByRole('button', { name: 'Ajouter un règlement' }).click();
  await page.getByLabel('Montant (EUR)').nth(1).fill('90');
  await expect(page.getByTestId('sale-left')).toContainText(/Reste à régler : 0/);
  await page.getByRole('button', { name: 'Valider la vente' }).click();
  await expect(page.getByTestId('sale-done')).toContainText(/SALE-\d{4}-002/);

  // 100 € to the bank; the drawer should hold 150 + 50 + 90 − 100 = 190 €; 189 € counted.
  await page.goto(`${urls.dashboard}/dashboard/cash-drawer`);
  await choose(page, 'Sens', 'Sortie');
  await page.getByTestId('drawer-move-amount').fill('100');
  await page.getByTestId('drawer-move-reason').fill('Dépôt en banque');
  await page.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(page.getByTestId('drawer-expected')).toContainText(/190/);
  await page.getByTestId('drawer-counted').fill('189');
  await expect(page.getByTestId('drawer-preview')).toContainText('Il manque 1');
  await page.getByRole('button', { name: 'Clôturer et éditer le rapport Z' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cash-drawer\/[0-9a-f-]{36}$/);
  const [z] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF A4' }).click(),
  ]);
  const zText = await textOf(z);
  expect(zText).toContain('RAPPORT Z');
  expect(zText).toMatch(/Carte cadeau \(1\) 30,00/);
  expect(zText).toContain('Dépôt en banque');
  expect(zText).toMatch(/-1,00/);

  // The day's Z report from the drawer page: the session, nothing outside it, the day's totals.
  await page.goto(`${urls.dashboard}/dashboard/cash-drawer`);
  const [day] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('drawer-day-80mm').click(),
  ]);
  const dayText = await textOf(day);
  expect(dayText).toContain('RAPPORT Z DU JOUR');
  expect(dayText).toContain('Ventes hors caisse');
  expect(dayText).toMatch(/170,00/);

  // 'Cartes cadeaux': found by the code's last four, 20 € left, its two movements.
  await page.goto(`${urls.dashboard}/dashboard/gift-cards`);
  await page.getByTestId('gift-search').fill(code.slice(-4));
  await page.getByTestId('gift-row').first().getByRole('button').click();
  await expect(page.getByTestId('gift-code')).toHaveText(code);
  await expect(page.getByText(/Solde : 20/)).toBeVisible();
  await expect(page.getByTestId('gift-history')).toContainText('Utilisée');
});
