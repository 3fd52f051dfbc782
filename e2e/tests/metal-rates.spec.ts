import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, signUpPaid, uniqueEmail } from './support.ts';

/**
 * Metal prices, on a jeweller created here, at a phone's 375 px: a ring made to follow the rate
 * from the product form (18k, 5.21 g, £120 of labour), the 18k rate entered on 'Cours des métaux', the
 * repricing queue showing the new price and applied with 'Appliquer'; the rate raised 5 %: the queue shows
 * the higher price, applied again.
 */

async function setSellRate(page: Page, sell: string) {
  await page.goto(`${urls.dashboard}/dashboard/metal-rates`);
  await expect(page.getByRole('heading', { name: 'Cours des métaux' })).toBeVisible();
  await page.getByTestId('rate-gold-18k-buy').fill('50');
  await page.getByTestId('rate-gold-18k-sell').fill(sell);
  await page.getByRole('button', { name: 'Enregistrer les cours' }).click();
  await expect(page.getByText('Cours enregistrés')).toBeVisible();
}

test('metal prices at 375 px: a piece follows the 18k rate, the queue reprices it in one approval', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPaid(page, 'MOISSANITE', 'Atelier Cours', uniqueEmail('metal'));
  await page.setViewportSize({ width: 375, height: 812 });

  const ring = (await apiAs(page, 'POST', '/v1/products', {
    nameFr: 'Alliance or 18k',
    category: 'RINGS',
    priceMinor: 30_000,
  })) as { id: string };

  // The product form's pricing fields.
  await page.goto(`${urls.dashboard}/dashboard/catalogue/${ring.id}`);
  await page.getByLabel('Le prix suit le cours du métal').click();
  await page.getByLabel('Métal', { exact: true }).selectOption('gold-18k');
  await page.getByLabel('Poids de métal (g)').fill('5,21');
  await page.getByLabel(/^Façon/).fill('120');
  await page.getByTestId('metal-pricing-save').click();
  await expect(page.getByText('Prix au cours enregistré')).toBeVisible();
  await expect(page.getByTestId('metal-rate-price')).toContainText('Pas encore de cours');

  // 60.00 a gram of fine gold: 5.21 × 0.75 × 60 + 120 = 354.45.
  await setSellRate(page, '60');
  const item = page.getByTestId('repricing-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Alliance or 18k');
  await expect(page.getByTestId('repricing-new')).toHaveText(/354,45/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('repricing-apply').click();
  await expect(page.getByText('Aucun prix à changer')).toBeVisible();
  expect(((await apiAs(page, 'GET', `/v1/products/${ring.id}`)) as { priceMinor: number }).priceMinor).toBe(
    35_445,
  );

  // The 18k rate up 5 %: 63.00 → 5.21 × 0.75 × 63 + 120 = 366.1725 → 366.17.
  await setSellRate(page, '63');
  await expect(page.getByTestId('repricing-new')).toHaveText(/366,17/);
  await page.getByTestId('repricing-apply').click();
  await expect(page.getByText('Aucun prix à changer')).toBeVisible();
  expect(((await apiAs(page, 'GET', `/v1/products/${ring.id}`)) as { priceMinor: number }).priceMinor).toBe(
    36_617,
  );
});
