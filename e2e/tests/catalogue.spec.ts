import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, drawJpeg, signUpPaid, uniqueEmail } from './support.ts';

/*
 * The Catalogue in Chromium, for a jeweller who has just signed up: a ring with UK sizes, two metals and
 * engraving, its stock in one grid, a photo uploaded (and a fake one refused), published; the list finds
 * it by category, and the showroom's public API lists it once the showroom is online.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a new jeweller creates a ring with sizes, metals and engraving, adds a photo, publishes it and finds it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = randomBytes(3).toString('hex');
  const name = `Bague Solitaire ${id}`;
  await signUpPaid(page, 'SILVER', 'Maison Catalogue', uniqueEmail('catalogue'));

  // An empty catalogue, from the side navigation.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/catalogue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByText('Aucune pièce dans votre catalogue pour le moment')).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle pièce' }).first().click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/catalogue/new`);

  // Without a name or a category, the shared schema's messages show under their fields, in French.
  await page.getByRole('button', { name: 'Créer la pièce' }).first().click();
  await expect(page.getByText('Donnez un nom à la pièce, en français ou en anglais')).toBeVisible();
  await expect(page.getByText('Choisissez une catégorie')).toBeVisible();

  await page.getByLabel('Nom (français)').fill(name);
  await page.getByLabel('Nom (anglais)').fill(`Solitaire ring ${id}`);
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Bagues' }).click();
  await page.getByLabel(/^Prix \(GBP\)/).fill('1250,50');

  // UK ring sizes J to N at once, two metals typed together, engraving up to 15 characters.
  await page.getByRole('combobox', { name: 'Tailles', exact: true }).click();
  await page.getByRole('option', { name: 'Tailles de bague UK (lettres)' }).click();
  await page.getByLabel('De', { exact: true }).fill('J');
  await page.getByLabel('à', { exact: true }).fill('N');
  await page.getByRole('button', { name: 'Ajouter la plage' }).click();
  const sizes = page.getByTestId('sizes');
  for (const size of ['J', 'K', 'L', 'M', 'N'])
    await expect(sizes.getByText(size, { exact: true })).toBeVisible();
  await page.getByLabel('Nouveau métal ou couleur').fill('Or jaune, Or blanc');
  await page.getByLabel('Nouveau métal ou couleur').press('Enter');
  await expect(page.getByTestId('metals').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('switch', { name: 'Gravure proposée' }).click();
  await page.getByLabel('Longueur maximale de la gravure (caractères)').fill('15');

  // The stock of 2 metals × 5 sizes is one grid: 2 everywhere, then none left in N, white gold.
  const grid = page.getByTestId('stock-grid');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await grid.getByLabel('Quantité pour toutes les combinaisons').fill('2');
  await grid.getByRole('button', { name: 'Mettre partout' }).click();
  await expect(grid.getByText('Total : 20')).toBeVisible();
  await grid.getByLabel('Stock N · Or blanc').fill('0');
  await expect(grid.getByText('Total : 18')).toBeVisible();

  await page.getByRole('button', { name: 'Créer la pièce' }).first().click();
  await expect(toasts(page).getByText('Pièce créée', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${name} »` })).toBeVisible();
  await expect(page.getByLabel(/^Prix \(GBP\)/)).toHaveValue('1250.50');

  // A file that is not an image is refused whatever its name; a real JPEG is added.
  const fileButton = page.getByLabel('Choisir des photos');
  await fileButton.setInputFiles({
    name: 'bague.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ce type de fichier n’est pas accepté.' }),
  ).toBeVisible();
  await fileButton.setInputFiles({
    name: 'solitaire.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawJpeg(page),
  });
  await expect(toasts(page).getByText('1 photo ajoutée')).toBeVisible({ timeout: 30_000 });
  const photo = page.getByTestId('photo-item');
  await expect(photo).toHaveCount(1);
  await expect(photo.locator('img')).toHaveAttribute('srcset', /\.webp/);
  await photo.getByLabel('Texte alternatif (français)').fill('Bague solitaire en or blanc');
  await photo.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toasts(page).getByText('Photo enregistrée').first()).toBeVisible();
  await photo.getByLabel('Métal montré').selectOption('Or blanc');
  await expect(photo.getByLabel('Métal montré')).toHaveValue('Or blanc');

  // A second photo dropped on the zone; then, by keyboard, the first one moves after it.
  const jpeg = (await drawJpeg(page)).toString('base64');
  const dataTransfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'porte.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, jpeg);
  await page.getByTestId('photo-drop').dispatchEvent('drop', { dataTransfer });
  await expect(photo).toHaveCount(2, { timeout: 30_000 });
  await photo.nth(0).getByRole('button', { name: 'Reculer la photo 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Ordre des photos enregistré')).toBeVisible();
  await expect(photo.nth(0).getByLabel('Texte alternatif (français)')).toHaveValue('');
  await expect(photo.nth(1).getByLabel('Texte alternatif (français)')).toHaveValue(
    'Bague solitaire en or blanc',
  );
  await expect(photo.nth(1).getByRole('button', { name: 'Reculer la photo 2' })).toBeDisabled();

  // Published.
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Publiée' }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
  await expect(toasts(page).getByText('Pièce enregistrée', { exact: true })).toBeVisible();

  // The list, filtered by category.
  await page.getByRole('link', { name: 'Retour au catalogue' }).click();
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Bagues' }).click();
  await expect(page).toHaveURL(/category=RINGS/);
  const row = page.getByTestId('product-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Publiée');
  await expect(row).toContainText('18 en stock');
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Montres' }).click();
  await expect(
    page.getByText('Aucune pièce ne correspond à votre recherche ou à vos filtres.'),
  ).toBeVisible();

  // The search goes through the API.
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Toutes les catégories' }).click();
  await page.getByRole('searchbox', { name: /Rechercher une pièce/ }).fill(`solitaire ${id}`);
  await expect(page).toHaveURL(/q=solitaire/);
  await expect(row).toHaveCount(1);

  // At a phone's width, the pieces are cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(name);

  // Once the showroom is online, its public list has the ring, with its metals and its photo.
  const token = await accessToken(page);
  const auth = { authorization: `Bearer ${token}` };
  const me = await page.request.get(`${urls.api}/v1/me`, { headers: auth });
  const { business } = (await me.json()) as { business: { slug: string } };
  expect((await page.request.post(`${urls.api}/v1/showroom/page/publish`, { headers: auth })).status()).toBe(
    200,
  );
  const listed = await page.request.get(`${urls.api}/v1/showrooms/${business.slug}/products?category=RINGS`);
  expect(listed.status()).toBe(200);
  const body = (await listed.json()) as {
    items: {
      ref: number;
      name: string;
      metals: string[];
      priceMinor: number;
      image: { srcset?: string } | null;
    }[];
  };
  expect(body.items).toHaveLength(1);
  expect(body.items[0]).toMatchObject({ name, metals: ['Or jaune', 'Or blanc'], priceMinor: 125_050 });
  expect(body.items[0]!.image?.srcset).toMatch(/\.webp/);

  // Duplicated: the copy opens as a draft; deleted from the list, it is gone.
  await page.getByRole('button', { name: `Actions pour ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await expect(toasts(page).getByText(/^Copie créée en brouillon/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Modifier « .*copie/ })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au catalogue' }).click();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  await cards
    .filter({ hasText: 'Brouillon' })
    .getByRole('button', { name: /^Actions pour/ })
    .click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toasts(page).getByText(/copie.* est supprimée/)).toBeVisible();
  await expect(cards).toHaveCount(1);

  // A visitor's enquiry names the ring: deleting it archives it instead, and the toast says why.
  const enquiry = await page.request.post(`${urls.api}/v1/showrooms/${business.slug}/enquiries`, {
    data: {
      name: 'Léa Visiteuse',
      email: `lea-${id}@example.test`,
      items: [{ ref: body.items[0]!.ref, size: 'K', colour: 'Or jaune', engraving: 'L & M' }],
    },
  });
  expect(enquiry.status()).toBe(201);
  await page.getByRole('button', { name: `Actions pour ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toasts(page).getByText(`« ${name} » est archivée plutôt que supprimée`)).toBeVisible();
  await expect(
    toasts(page).getByText(/Des demandes ou des rendez-vous mentionnent cette pièce/),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Archivée' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Archivée');
  const after = await page.request.get(`${urls.api}/v1/showrooms/${business.slug}/products`);
  expect(((await after.json()) as { items: unknown[] }).items).toHaveLength(0);

  // The form at a phone's width: nothing wider than the screen but the stock grid, which scrolls.
  await cards.getByRole('link', { name }).click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the public demo shows the demo jeweller’s catalogue, read-only', async ({ page }) => {
  await page.goto(`${urls.dashboard}/dashboard-demo`);
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo/catalogue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const rows = page.getByTestId('product-row');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const pieceName = (await first.getByRole('link').first().locator('.font-medium').textContent())!;
  await first.getByRole('button', { name: /^Actions pour/ }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await expect(toasts(page).getByText('Mode démo : lecture seule', { exact: false })).toBeVisible();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard-demo\/catalogue\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${pieceName} »` })).toBeVisible();
});
