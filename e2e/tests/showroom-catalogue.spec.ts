import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './support.ts';

/*
 * Issue 14, the visitor's side: a jeweller created here through the API (not the seeded demo) publishes
 * two pieces, a draft and a collection; a visitor reads the showroom in English and in French, filters by
 * the collection, opens the ring and chooses its size, metal and engraving. The draft never shows.
 */

const media = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../apps/showroom/public/media/atelier', name));

type Json = Record<string, unknown>;

/** A new jeweller through the API: sign-up, the CZ plan paid on the payments sandbox. */
async function newJeweller(request: APIRequestContext) {
  const signUp = await request.post(`${urls.api}/auth/v1/signup`, {
    // The embedded auth provider's development key (the dashboard's VITE_SUPABASE_ANON_KEY).
    headers: { apikey: 'sb_publishable_carat_embedded_development_key' },
    data: { email: uniqueEmail('catalogue'), password: 'secret123', data: { full_name: 'Lune Atelier' } },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const token = ((await signUp.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const checkout = await request.post(`${urls.api}/functions/v1/create-checkout`, {
    headers,
    data: { priceId: 'price_cz_monthly_gbp' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`${url}/pay`, {
    form: { card: '4242 4242 4242 4242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(
      async () =>
        (
          (await (await request.post(`${urls.api}/functions/v1/check-subscription`, { headers })).json()) as {
            subscribed?: boolean;
          }
        ).subscribed,
      { timeout: 20_000 },
    )
    .toBe(true);

  const api = async (method: string, route: string, data?: unknown) => {
    const res = await request.fetch(`${urls.api}${route}`, { method, headers, data });
    expect(res.ok(), `${method} ${route}: ${await res.text()}`).toBe(true);
    return res.status() === 204 ? {} : ((await res.json()) as Json);
  };
  const upload = async (productId: string, file: string, fields: Record<string, string>) => {
    const res = await request.post(`${urls.api}/v1/products/${productId}/images`, {
      headers,
      multipart: { file: { name: file, mimeType: 'image/webp', buffer: media(file) }, ...fields },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  return { api, upload };
}

test('a new jeweller’s showroom: English and French, a collection, a ring’s options, never a draft', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { api, upload } = await newJeweller(request);
  const settings = await api('PATCH', '/v1/showroom/settings', {
    name: 'Atelier Lune',
    tagline: 'Bijoux faits main à Lyon',
    city: 'Lyon',
    foundedYear: 2019,
    languages: ['fr', 'en'],
  });
  const slug = settings.slug as string;

  const ring = await api('POST', '/v1/products', {
    nameFr: 'Bague Éclat',
    nameEn: 'Eclat Ring',
    descriptionFr: 'Un solitaire en or 18 carats.',
    descriptionEn: 'An 18-carat gold solitaire.',
    category: 'RINGS',
    priceMinor: 245_000,
    status: 'published',
    sizeSystem: 'fr',
    sizes: ['50', '52', '54'],
    metals: ['Or jaune', 'Or blanc'],
    engravingAllowed: true,
    engravingMaxLength: 12,
    madeToOrder: true,
    leadTimeWeeks: 4,
    // White gold in size 54 has a price of its own (the stock grid's price per combination).
    inventory: [{ size: '54', metal: 'Or blanc', stone: null, quantity: 1, priceMinor: 265_000 }],
  });
  await upload(ring.id as string, 'solitaire-ring-1.webp', { metal: 'Or jaune', altFr: 'Bague en or jaune' });
  await upload(ring.id as string, 'solitaire-ring-2.webp', { metal: 'Or blanc', altFr: 'Bague en or blanc' });
  const pendant = await api('POST', '/v1/products', {
    nameFr: 'Médaille Lune',
    nameEn: 'Moon Medal',
    category: 'PENDANTS',
    priceMinor: 89_000,
    status: 'published',
  });
  await upload(pendant.id as string, 'medal-pendant-1.webp', { altFr: 'Médaille' });
  const draft = await api('POST', '/v1/products', {
    nameFr: 'Bracelet Brouillon',
    nameEn: 'Draft Bangle',
    category: 'BRACELETS',
    priceMinor: 50_000,
    status: 'draft',
  });
  await api('POST', '/v1/collections', { nameFr: 'Mariage', nameEn: 'Bridal', productIds: [ring.id] });
  await api('POST', '/v1/showroom/page/publish');

  // In English (the switch is a link: the server renders the page in the language asked).
  await page.goto(`${urls.showroom}/s/${slug}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Atelier Lune' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: /^RINGS/ })).toBeVisible();
  // Beyond the spec's five, a category with no published piece is no tab (ADR 076).
  await expect(categories.getByRole('link', { name: /EARRINGS/ })).toHaveCount(0);
  await expect(categories.getByRole('link', { name: /NECKLACES/ })).toHaveCount(0);
  const grid = page.getByTestId('catalogue-grid');
  await expect(grid.getByText('Eclat Ring')).toBeVisible();
  await expect(grid.getByText('Moon Medal')).toBeVisible();
  await expect(page.getByText('Draft Bangle')).toHaveCount(0);
  await expect(grid.locator('img').first()).toHaveAttribute('srcset', /400\.webp 400w/);

  // In French, remembered from page to page.
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(grid.getByText('Bague Éclat')).toBeVisible();
  await expect(grid.getByText('Médaille Lune')).toBeVisible();
  await expect(page.getByText('Bracelet Brouillon')).toHaveCount(0);

  // The jeweller's collection beside the tabs.
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page
    .getByRole('navigation', { name: 'Collections du joaillier' })
    .getByRole('link', { name: 'Mariage' })
    .click();
  await expect(page).toHaveURL(/collection=/);
  await expect(grid.getByText('Médaille Lune')).toHaveCount(0);
  await expect(grid.getByText('Bague Éclat')).toBeVisible();

  // The ring: size in the jeweller's system, metal (its own photos), engraving up to its length.
  await grid.getByRole('link', { name: /Bague Éclat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bague Éclat' })).toBeVisible();
  await expect(page).toHaveTitle(/Bague Éclat/);
  await expect(page.getByText('Fabriquée sur commande : comptez 4 semaines.')).toBeVisible();
  await page.getByLabel('Taille (FR)').selectOption('54');
  await expect(page.getByRole('img', { name: 'Bague en or jaune' }).first()).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(/2\s?450/);
  await page.getByText('Or blanc', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'Bague en or blanc' }).first()).toBeVisible();
  // The combination's own price, shown as soon as it is chosen.
  await expect(page.getByTestId('product-price')).toHaveText(/2\s?650/);
  await expect(page.getByRole('img', { name: 'Bague en or jaune' })).toHaveCount(0);
  const engraving = page.getByLabel('Gravure (optionnelle)');
  await engraving.fill('Pour toujours à toi');
  await expect(page.getByText('La gravure ne peut pas dépasser 12 caractères')).toBeVisible();
  await engraving.fill('A & L 2026');
  await expect(page.getByText('10/12 caractères')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté à votre sélection')).toBeVisible();

  // The draft: not listed, not searchable, and its page is a 404 (API and HTML).
  expect((await request.get(`${urls.showroom}/s/${slug}/product/${draft.ref}`)).status()).toBe(404);
  expect((await request.get(`${urls.api}/v1/showrooms/${slug}/products/${draft.ref}`)).status()).toBe(404);
  const listed = await (await request.get(`${urls.api}/v1/showrooms/${slug}/products?q=Brouillon`)).json();
  expect(listed.items).toEqual([]);
});
