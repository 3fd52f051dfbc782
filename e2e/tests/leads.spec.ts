import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './support.ts';

/*
 * 'Demandes' in Chromium: a visitor asks for a custom piece in the demo showroom; the demo jeweller finds
 * the request in the inbox, marks it contacted, turns it into an order and lands on that order. The page
 * at 375 px and by keyboard, and the public demo's read-only inbox.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const unique = () => randomBytes(3).toString('hex');

/** A visitor sends a request through the showroom's Custom Jewelry tile. */
async function sendCustomRequest(page: Page, name: string, email: string, message: string) {
  await page.goto(`${urls.showroom}/showroom`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: /Custom Jewelry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom Jewelry' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Téléphone (optionnel)').fill('+44 20 7946 0555');
  await dialog.getByLabel('Budget (optionnel)').fill('£3,000');
  await dialog.getByLabel('Votre projet').fill(message);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(toasts(page).getByText('Demande envoyée', { exact: true })).toBeVisible();
}

test('a showroom request reaches Demandes; the jeweller marks it contacted, converts it and lands on the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Ada Demande ${id}`;
  const email = `ada-lead-${id}@example.test`;
  await sendCustomRequest(page, name, email, `Bague saphir ovale ${id}\nTaille 52, or blanc`);

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Demandes' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/leads`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  for (const label of ['Nouvelles', 'Contactées', 'Clôturées', 'Reçues ce mois-ci']) {
    await expect(page.getByText(label, { exact: true }).locator('..').getByTestId('stat-value')).toHaveText(
      /\d/,
    );
  }

  // Newest first: the request heads the list; the search finds it by its message, without accents.
  await expect(page.getByTestId('lead-card').first()).toContainText(name);
  await page.getByRole('searchbox', { name: /Rechercher une demande/ }).fill(`SAPHIR OVALE ${id}`);
  await expect(page).toHaveURL(/q=SAPHIR/);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);
  const card = page.getByTestId('lead-card');
  await expect(card).toContainText('Sur mesure');
  await expect(card).toContainText('Nouvelle');
  await expect(card).toContainText(`Bague saphir ovale ${id}`);
  await card.click();

  const sheet = page.getByRole('dialog', { name: `Demande de ${name}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(sheet.getByRole('link', { name: '+44 20 7946 0555' })).toHaveAttribute(
    'href',
    'tel:+442079460555',
  );
  await expect(sheet.getByText('£3,000', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Pas encore dans vos clients', { exact: false })).toBeVisible();

  await sheet.getByRole('button', { name: 'Marquer comme contactée' }).click();
  await expect(toasts(page).getByText('Demande marquée comme contactée', { exact: true })).toBeVisible();
  await expect(sheet.getByTestId('lead-detail').getByText('Contactée', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Marquer comme contactée' })).toHaveCount(0);

  await sheet.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(toasts(page).getByText(/^Commande ORD-\d{4}-\d{3,} créée$/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\?order=[0-9a-f-]{36}$/);
  const order = page.getByRole('dialog', { name: /^Commande ORD-\d{4}-\d{3,}$/ });
  await expect(order).toBeVisible();
  await expect(order.getByText(`Bague saphir ovale ${id}`, { exact: true })).toBeVisible();
  await expect(order.getByText(name, { exact: true })).toBeVisible();

  // Back in the inbox, the request is closed and names its order; it cannot be converted twice.
  await page.goto(`${urls.dashboard}/dashboard/leads?status=closed&q=${encodeURIComponent(id)}`);
  await page.getByTestId('lead-card').click();
  const closed = page.getByRole('dialog', { name: `Demande de ${name}` });
  await expect(closed.getByRole('link', { name: /^Ouvrir la commande ORD-/ })).toBeVisible();
  await expect(closed.getByRole('link', { name: `Voir la fiche de ${name}` })).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Créer la commande' })).toHaveCount(0);
});

test('Demandes works by keyboard and at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/leads?kind=basket`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  const first = page.getByTestId('lead-card').first();
  await expect(first).toContainText('Panier');
  await first.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('lead-piece').first()).toBeVisible();
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/leads?kind=basket`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the public demo shows the demo jeweller’s requests, read-only', async ({ page }) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await page.getByRole('navigation').getByRole('link', { name: 'Demandes' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/leads`);
  await page.getByRole('searchbox', { name: /Rechercher une demande/ }).fill('Nia Okafor');
  await page.getByTestId('lead-card').filter({ hasText: 'Nia Okafor' }).click();
  const sheet = page.getByRole('dialog', { name: 'Demande de Nia Okafor' });
  await expect(sheet.getByText(/saphir ovale/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(toasts(page).getByText(/^Mode démo : lecture seule/)).toBeVisible();
  await expect(sheet.getByTestId('lead-detail').getByText('Nouvelle', { exact: true })).toBeVisible();
});
