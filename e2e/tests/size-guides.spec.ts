import type { Download, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './support.ts';

/*
 * The Jewelry Size Guide Generator, as the demo jeweller: opened from the tools grid, a UK chart, the PDF,
 * the on-screen sizer's scale kept on the device, the showroom's size guide link, and the public demo.
 */

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A row of the chart, found by its first cell (the guide's own system). */
const chartRow = (page: Page, size: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: size, exact: true }) });

async function openFromTools(page: Page) {
  await page.getByTestId('tool-size-guide-generator').getByRole('button', { name: 'Try Demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guide des tailles' })).toBeVisible();
}

test('as the demo jeweller: Try Demo opens the guide; in UK, N½ is US 7; the PDF downloads', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await openFromTools(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/size-guides`);

  // US by default: US 7 is N½.
  await expect(chartRow(page, '7').getByRole('cell').first()).toHaveText('N½');

  await page.getByLabel('Système de tailles').click();
  await page.getByRole('option', { name: 'UK / Australie' }).click();
  await expect(page).toHaveURL(/system=uk/);
  await expect(page.getByRole('columnheader').first()).toHaveText('UK');
  const nHalf = chartRow(page, 'N½');
  await expect(nHalf.getByRole('cell').first()).toHaveText('7');
  await expect(nHalf.getByRole('cell').nth(1)).toHaveText('54');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^guide-des-tailles-.+\.pdf$/);
  expect(download.suggestedFilename()).toBe('guide-des-tailles-bagues-uk.pdf');
  expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');

  // Bracelets: another chart, another file, from the keyboard.
  await page.getByRole('radio', { name: 'Bague' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Bracelet' })).toBeChecked();
  await expect(chartRow(page, '16,0 cm (6,3″)').getByRole('cell').first()).toHaveText('16,6–17,3 cm');
  const [bracelet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(bracelet.suggestedFilename()).toBe('guide-des-tailles-bracelets.pdf');
});

test('the on-screen sizer keeps its scale on the device and draws circles at that scale', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/size-guides`);
  await expect(page.getByTestId('calibration-state')).toHaveText(/non réglée/);

  await page.getByLabel('Échelle de l’écran').fill('5');
  await expect(page.getByText('5 pixels par mm')).toBeVisible();
  await page.getByRole('button', { name: 'Agrandir' }).click();
  await expect(page.getByText('5,02 pixels par mm')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('calibration-state')).toHaveText('Échelle réglée sur cet appareil.');
  const card = await page.getByTestId('card-outline').boundingBox();
  expect(card!.width).toBeCloseTo(53.98 * 5.02, 0);
  expect(card!.height).toBeCloseTo(85.6 * 5.02, 0);

  // US 7 shown: 17.32 mm across (plus 1 mm of margin in its box).
  await page.getByRole('button', { name: '7', exact: true }).click();
  const seven = page.getByTestId('size-circle').filter({ has: page.getByText('Ø 17,32 mm') });
  const box = await seven.locator('svg').boundingBox();
  expect(box!.width).toBeCloseTo((17.3196 + 1) * 5.02, 0);
});

test("'Copier le lien du guide du showroom' copies the link that opens the showroom's size guide", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.dashboard });
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/size-guides`);
  await page.getByRole('button', { name: 'Copier le lien du guide du showroom' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${urls.showroom}/s/demo#guide-des-tailles`);

  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Size Guide' })).toBeVisible();
});

test('the public demo opens the tool read-only and downloads a guide', async ({ page }) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await openFromTools(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/size-guides`);
  await page.getByText('Collier', { exact: true }).click();
  await expect(chartRow(page, 'Princesse').getByRole('cell').first()).toHaveText('18″');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('guide-des-tailles-colliers.pdf');
  expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('showroom-guide-link')).toHaveText(
    `${urls.showroom}/s/demo#guide-des-tailles`,
  );
});

test('the size guide works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${urls.dashboard}/dashboard-demo/size-guides`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide des tailles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
  await expect(chartRow(page, '7').getByRole('cell').first()).toHaveText('N½');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
