import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { payOnSandbox, signUp, uniqueEmail } from './support.ts';

/*
 * Issue 14 from the dashboard, as a NEW jeweller: sign up and subscribe, then set the services (a price
 * and a duration), the showroom settings (slug, 'since', banner), a collection and a collaboration; the
 * home's checklist ticks each from the business's data. A visitor's review, hidden in 'Avis', leaves the
 * public showroom's count.
 */

/** A real 1×1 PNG (the API reads the type from the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function step(page: Page, id: string) {
  return page.getByTestId(`onboarding-${id}`);
}

test('a new jeweller sets services, showroom, a collection and a collaboration; the checklist ticks; a hidden review leaves the count', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const slug = `maison-${randomBytes(4).toString('hex')}`;
  await signUp(page, '?plan=DIAMOND', 'Maison Neuve', uniqueEmail('showroom-admin'));
  await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
  await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

  // The checklist of a new business: nothing done yet.
  const checklist = page.getByTestId('onboarding');
  await expect(checklist.getByRole('heading', { name: 'Mettez votre showroom en ligne' })).toBeVisible();
  await expect(checklist.getByText('0 sur 7 étapes terminées')).toBeVisible();
  for (const id of ['collection', 'collaboration', 'services', 'customise', 'publish', 'share'])
    await expect(await step(page, id)).toHaveAttribute('data-done', 'false');

  // Settings → Services: the in-store appointment costs up to 55 and lasts up to an hour.
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=services`);
  const store = page.getByTestId('service-store');
  await expect(store.getByRole('heading', { name: 'Rendez-vous en boutique' })).toBeVisible();
  await store.getByLabel('Durée maximale (minutes)').fill('60');
  await store.getByLabel('Prix maximal').fill('55');
  await page.getByRole('button', { name: 'Enregistrer les services' }).click();
  await expect(toasts(page).getByText('Modifications enregistrées').first()).toBeVisible();

  // Settings → Showroom: a taken slug is refused on its field, then the jeweller's own, since, banner.
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=showroom`);
  const slugField = page.getByLabel('Adresse du showroom');
  await expect(slugField).not.toHaveValue('');
  await expect(page.getByText('Non vérifié')).toBeVisible();
  await slugField.fill('demo');
  await page.getByRole('button', { name: 'Enregistrer le showroom' }).click();
  await expect(page.getByText('Cette adresse est déjà prise : choisissez-en une autre')).toBeVisible();
  await slugField.fill(slug);
  await page.getByLabel('Année de création (« depuis »)').fill('1987');
  await page.getByLabel('Bannière', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('button', { name: 'Retirer' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le showroom' }).click();
  await expect(toasts(page).getByText('Modifications enregistrées').first()).toBeVisible();

  // Collections: a first one.
  await page.goto(`${urls.dashboard}/dashboard/collections`);
  await expect(page.getByText('Aucune collection pour le moment')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle collection' }).first().click();
  const collectionDialog = page.getByRole('dialog', { name: 'Nouvelle collection' });
  await collectionDialog.getByLabel('Nom (français)').fill('Mariage');
  await collectionDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toasts(page).getByText('Collection enregistrée')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mariage' })).toBeVisible();

  // Collaborations: a first one.
  await page.goto(`${urls.dashboard}/dashboard/collaborations`);
  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  const collaborationDialog = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
  await collaborationDialog.getByLabel('Titre').fill('Gala de printemps');
  await collaborationDialog.getByLabel('Célébrité').fill('Aya Nakamura');
  await collaborationDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toasts(page).getByText('Collaboration enregistrée')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gala de printemps' })).toBeVisible();

  // Publish the showroom from the builder.
  await page.goto(`${urls.dashboard}/dashboard/showroom-builder`);
  const published = page.waitForResponse(
    (res) => res.url().endsWith('/v1/showroom/page/publish') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  expect((await published).status()).toBe(200);

  // The public showroom shows the settings and the services as set.
  const settings = await (await page.request.get(`${urls.api}/v1/showrooms/${slug}/settings`)).json();
  expect(settings).toMatchObject({ slug, foundedYear: 1987, verified: false });
  expect(settings.bannerImage).toMatch(/\/files\/[0-9a-f-]{36}$/);
  const services = await (await page.request.get(`${urls.api}/v1/showrooms/${slug}/services`)).json();
  expect(services.items.find((s: { type: string }) => s.type === 'store')).toMatchObject({
    maxDurationMinutes: 60,
    maxPriceMinor: 5500,
  });

  // Home: the checklist ticked what was done; showing the QR code shares the link.
  await page.goto(`${urls.dashboard}/dashboard`);
  for (const id of ['collection', 'collaboration', 'services', 'customise', 'publish'])
    await expect(await step(page, id)).toHaveAttribute('data-done', 'true');
  await expect(await step(page, 'pieces')).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByLabel('Adresse de votre showroom')).toHaveValue(new RegExp(`/s/${slug}$`));
  await checklist.getByRole('button', { name: 'Afficher le QR code' }).click();
  await expect(checklist.getByRole('img', { name: 'QR code de l’adresse de votre showroom' })).toBeVisible();
  await expect(await step(page, 'share')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByText('6 sur 7 étapes terminées')).toBeVisible();

  // A visitor's review counts on the showroom until the jeweller hides it in 'Avis'.
  const reviewer = `Visiteur ${randomBytes(3).toString('hex')}`;
  const posted = await page.request.post(`${urls.api}/v1/showrooms/${slug}/reviews`, {
    data: {
      rating: 4,
      name: reviewer,
      email: 'visiteur@example.test',
      comment: 'Un accueil parfait, merci.',
    },
  });
  expect(posted.status()).toBe(201);
  const rating = async () =>
    (
      (await (await page.request.get(`${urls.api}/v1/showrooms/${slug}`)).json()) as {
        rating: { count: number };
      }
    ).rating.count;
  expect(await rating()).toBe(1);

  await page.goto(`${urls.dashboard}/dashboard/reviews`);
  const card = page.getByRole('listitem').filter({ hasText: reviewer });
  await expect(card.getByText('Visible', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Masquer' }).click();
  await expect(toasts(page).getByText('Avis masqué : le showroom ne le compte plus')).toBeVisible();
  await expect(card.getByText('Masqué', { exact: true })).toBeVisible();
  await expect.poll(rating).toBe(0);
  await expect(page.getByTestId('reviews.summary.hidden')).toHaveText('1');
});
