import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, DEMO, signIn } from './support.ts';

/*
 * The analytics page as the demo jeweller sees it: the month's four tiles with their change, the bar chart
 * of monthly revenue, the popular products, client engagement and the monthly table, all from the API;
 * 'Exporter rapport' downloads the CSV; the public demo shows the same page without an account.
 */

const TILES = ['Encaissé (TTC)', 'Commandes', 'Clients', 'Rendez-vous'];

const tiles = (page: Page) => page.getByRole('region', { name: 'Ce mois-ci' });
const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('..').getByTestId('stat-value');

async function expectWholePage(page: Page, months: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  for (const label of TILES) await expect(figure(tiles(page), label)).toHaveText(/\d/);
  await expect(tiles(page).getByTestId('stat-change')).toHaveCount(4);
  await expect(page.getByTestId('revenue-bar')).toHaveCount(months);
  await expect(page.getByRole('heading', { name: 'Produits populaires du mois' })).toBeVisible();
  await expect(page.getByTestId('popular-products').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Engagement client' })).toBeVisible();
  // Header row and one row per month.
  await expect(page.getByTestId('monthly-table').getByRole('row')).toHaveCount(months + 1);
}

test('as the demo jeweller: tiles, chart, products, engagement and the monthly table, then 6 months', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/analytics`);
  await expectWholePage(page, 3);

  // The figures are the API's: the month's orders tile and the table's last row say what it says.
  const token = await accessToken(page);
  const report = (await (
    await fetch(`${urls.api}/v1/analytics?months=3`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { tiles: { orders: { value: number } }; monthly: { orders: number }[] };
  await expect(figure(tiles(page), 'Commandes')).toHaveText(String(report.tiles.orders.value));
  await expect(page.getByText('Satisfaction', { exact: true }).locator('..')).toContainText('4,9/5');

  // The largest month fills the chart: 200 px; no bar with revenue is under 40 px.
  const heights = await page
    .getByTestId('revenue-bar')
    .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBe(200);
  for (const height of heights) expect(height === 0 || height >= 40).toBe(true);

  await page.getByText('6 mois', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '6 mois' })).toBeChecked();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/analytics?months=6`);
  await expectWholePage(page, 6);
});

test("'Exporter rapport' downloads rapport-analytique-<date>.csv with the tiles and the months", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/analytics`);
  await expect(figure(tiles(page), 'Commandes')).toHaveText(/\d/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter rapport' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-analytique-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Indicateur,Ce mois-ci,Même période du mois précédent,Évolution (%)');
  expect(lines).toContain('Mois,Encaissé TTC (GBP),Commandes,Nouveaux clients,Rendez-vous');
  expect(lines.filter((line) => /^\d{4}-\d{2},/.test(line))).toHaveLength(3);
});

test('the public demo shows the analytics without an account', async ({ page }) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/analytics`);
  await expectWholePage(page, 3);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter rapport' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-analytique-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the analytics page works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${urls.dashboard}/dashboard-demo/analytics?months=12`);
  await expectWholePage(page, 12);
  await expect(page.getByRole('button', { name: 'Exporter rapport' })).toBeVisible();
  // The page never scrolls sideways; the chart and the table scroll inside their frames.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
