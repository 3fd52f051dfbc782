import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { expectEveryText } from './support.ts';

/*
 * The public demo dashboard (/dashboard-demo): without an account, the demo jeweller's real data on the
 * same pages as the back office, read-only.
 */

const nav = (page: Page) => page.getByRole('navigation');

test('a visitor walks the demo: figures, orders, appointments, clients and invoices of the demo jeweller', async ({
  page,
}) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await expect(page.getByText('Demo Mode', { exact: false }).first()).toBeVisible();
  const cards = page.getByRole('region', { name: 'Votre activité' });
  await expect(cards.getByTestId('stat-value')).toHaveCount(4);
  await expect(cards.getByTestId('stat-value').first()).toHaveText(/\d/);
  // The home carries the shell's texts only; every text it shows is there.
  await expectEveryText(page);

  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^ORD-\d{4}-\d{3}$/ }).first()).toBeVisible();

  await nav(page).getByRole('link', { name: 'Appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Invoices' }).click();
  // The spec names the demo's invoices page 'Factures Pro'.
  await expect(page.getByRole('heading', { level: 1, name: 'Factures Pro' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^INV-\d{4}-\d{3}$/ }).first()).toBeVisible();

  // Every sub-page leads back to the demo's home.
  await page.getByRole('link', { name: 'Retour au tableau de bord démo' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo`);
});

test('the demo refuses changes with a clear message, and nothing is written', async ({ page }) => {
  await page.goto(`${urls.dashboard}/dashboard-demo/clients`);
  await page.getByRole('button', { name: 'Ajouter un Client' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom complet').fill('Visiteur Curieux');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Mode démo : lecture seule/).first()).toBeVisible();
  const res = await fetch(`${urls.api}/demo/v1/clients?q=Visiteur%20Curieux&page=1&pageSize=5`);
  expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(0);
});

test("the demo shows the shop: repairs, valuations, stock, memos, layaways, metal rates and a client's texts", async ({
  page,
}) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await nav(page).getByRole('link', { name: 'Réparations' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/repairs`);
  await expect(page.getByText(/REP-\d{4}-\d{3}/).first()).toBeVisible();

  await nav(page).getByRole('link', { name: 'Évaluations' }).click();
  await page.getByPlaceholder('Rechercher un client').fill('Sophie Martin');
  await page.getByText('Sophie Martin').first().click();
  await expect(page.getByText(/VAL-\d{4}-\d{3}/).first()).toBeVisible();

  await nav(page).getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByText('Solitaire Aurore 1,02 ct').first()).toBeVisible();
  await page.getByRole('button', { name: 'T-00001' }).click();
  await expect(page.getByText('2437916548').first()).toBeVisible();

  await nav(page).getByRole('link', { name: 'Dépôts' }).click();
  await expect(page.getByText(/MEMO-\d{4}-\d{3}/).first()).toBeVisible();
  await nav(page).getByRole('link', { name: 'Réservations' }).click();
  await expect(page.getByText(/LAY-\d{4}-\d{3}/).first()).toBeVisible();

  await page.goto(`${urls.dashboard}/dashboard-demo/metal-rates`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/£/).first()).toBeVisible();

  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await page.getByText('Sophie Martin').first().click();
  await expect(page.getByText('Merci ! Je passe samedi vers 11 h.')).toBeVisible();
});
