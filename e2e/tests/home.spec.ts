import type { Locator, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, DEMO, signIn } from './support.ts';

/*
 * The dashboard home as the demo jeweller sees it: the four cards with their figures and changes over the
 * chosen period, and the header's two new buttons reaching their dialogs.
 */

const LABELS = ['Commandes', 'Rendez-vous', 'Encaissé (TTC)', 'Clients'];

const cards = (page: Page) => page.getByRole('region', { name: 'Votre activité' });
/** A card's figure, found by its label. */
const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('..').getByTestId('stat-value');
const count = async (locator: Locator) => Number((await locator.textContent())!.replace(/\D/g, ''));

test('as the demo jeweller: the four cards with their figures and changes, over 30 then 90 days', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  const region = cards(page);
  for (const label of LABELS) {
    await expect(figure(region, label)).toHaveText(/\d/);
  }
  await expect(region.getByTestId('stat-change')).toHaveCount(4);
  await expect(page.getByText(/comparé aux 30 jours précédents/)).toBeVisible();

  // The client card counts the whole book, as the Clients page does.
  const token = await accessToken(page);
  const book = (await (
    await fetch(`${urls.api}/v1/clients/stats`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { total: number };
  expect(await count(figure(region, 'Clients'))).toBe(book.total);

  // Over 90 days: every seeded order (the oldest is 75 days old) and whatever other tests added.
  const orders30 = await count(figure(region, 'Commandes'));
  // The switch is a row of radio buttons drawn as their labels: click the label, as a reader does.
  await page.getByText('90 jours', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '90 jours' })).toBeChecked();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard?period=90d`);
  await expect(page.getByText(/comparé aux 90 jours précédents/)).toBeVisible();
  await expect(figure(region, 'Commandes')).toHaveText(/\d/);
  const orders90 = await count(figure(region, 'Commandes'));
  expect(orders90).toBeGreaterThanOrEqual(24);
  expect(orders90).toBeGreaterThanOrEqual(orders30);
  // The period stays on reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: '90 jours' })).toBeChecked();
});

test("as the demo jeweller: 'New Order' opens 'Nouvelle commande', 'Book Appointment' asks for a new booking", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);

  await page.getByRole('link', { name: 'New Order' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/orders?new=1`);
  await expect(page.getByRole('dialog', { name: 'Nouvelle commande' })).toBeVisible();
  // Closing the dialog takes the request out of the address.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/orders`);

  await page.goto(`${urls.dashboard}/dashboard`);
  await page.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/appointments?new=1`);
});

test('the home works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  const region = cards(page);
  for (const label of LABELS) await expect(figure(region, label)).toHaveText(/\d/);
  await expect(page.getByRole('link', { name: 'New Order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
