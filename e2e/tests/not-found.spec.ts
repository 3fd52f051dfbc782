import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const apps = [
  { name: 'marketing site', origin: urls.marketing, home: '/' },
  { name: 'showroom', origin: urls.showroom, home: '/showroom' },
  { name: 'dashboard', origin: urls.dashboard, home: '/auth' },
];

for (const app of apps) {
  test(`the ${app.name} opens`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.origin}${app.home}`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`the ${app.name} shows the 404 for an unknown path, with 'Retour' and 'Accueil' working`, async ({
    page,
  }) => {
    await page.goto(`${app.origin}${app.home}`);
    await page.goto(`${app.origin}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(
      page.getByText("Désolé, la page que vous recherchez n'existe pas ou a été déplacée."),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(`${app.origin}${app.home}`);

    await page.goto(`${app.origin}/no/such/page`);
    await page.getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(`${urls.marketing}/`);
  });
}

test('an unknown shop on the showroom, and an unknown path on the marketing site, answer 404 with the 404 page', async ({
  page,
}) => {
  for (const url of [
    `${urls.showroom}/s/does-not-exist`,
    `${urls.showroom}/s/does-not-exist/reviews`,
    `${urls.marketing}/nope`,
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  }
});
