import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { payOnSandbox, signUp, uniqueEmail } from './support.ts';

/*
 * The AI Design Generator, as a new DIAMOND jeweller: from the tools grid, a French brief gives
 * a ring in 3D; platinum shows at once with its own weight and price; the link is shared and a visitor sees
 * the branded 3D view with its AR button; the design becomes a custom order quoted at its estimate.
 */

test('a DIAMOND jeweller designs a ring from a French brief, shares it and makes it an order', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('design');
  await signUp(page, '?plan=DIAMOND', 'Atelier Lumière', email);
  await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
  await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

  await page.getByTestId('tool-ai-design-generator').getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/design`);
  await expect(page.getByRole('heading', { level: 1, name: 'Générateur de design IA' })).toBeVisible();
  await expect(page.getByText('Aucun design pour l’instant')).toBeVisible();

  await page
    .getByLabel('Brief (français ou anglais)')
    .fill('solitaire or rose 18 carats, diamant ovale 1,5 ct, taille 54, anneau fin, licorne');
  await page.getByRole('button', { name: 'Générer', exact: true }).click();

  // The ring: its spec in the form, the word not understood, the 3D view, its weight and price.
  await expect(page).toHaveURL(/design=/, { timeout: 30_000 });
  await expect(page.getByTestId('unparsed-words')).toContainText('licorne');
  await expect(page.getByRole('radio', { name: 'Or rose 18 carats' })).toBeChecked();
  await expect(page.getByLabel('Taille de doigt')).toHaveValue('54');
  const viewer = page.getByTestId('model-viewer').first();
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  // React sets model-viewer's own properties (src, alt) as properties, not attributes.
  await expect(viewer).toHaveJSProperty('loaded', true, { timeout: 30_000 });
  await expect
    .poll(() =>
      viewer.evaluate((el) => `${(el as HTMLElement & { src: string }).src}|${el.getAttribute('src')}`),
    )
    .toMatch(/^blob:/);
  await expect(viewer).toHaveAttribute('variant-name', 'rose-gold-18');
  await expect(page.getByRole('button', { name: 'Voir en AR' })).toBeVisible();
  // The list's card shows the design's still picture, drawn on the server on first view (fetched once the
  // card is on screen: the list may be below the fold).
  const card = page.getByRole('list', { name: 'Vos designs' }).getByRole('listitem').first();
  await card.scrollIntoViewIfNeeded();
  const thumbnail = card.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 })
    .toBe(640);
  const weight = page.getByTestId('design-weight');
  const price = page.getByTestId('design-price');
  await expect(weight).toHaveText(/^\d+,\d+ g$/);
  const goldWeight = await weight.textContent();
  const goldPrice = await price.textContent();

  // Platinum: the same GLB's variant, the weight and price of platinum, no regeneration.
  await page.getByText('Platine 950', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Platine 950' })).toBeChecked();
  await expect(viewer).toHaveAttribute('variant-name', 'platinum-950');
  await expect(weight).not.toHaveText(goldWeight ?? '');
  await expect(price).not.toHaveText(goldPrice ?? '');
  const platinumWeight = Number((await weight.textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(platinumWeight).toBeGreaterThan(Number(goldWeight!.replace(/[^\d,]/g, '').replace(',', '.')) * 1.2);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();

  // Sharing saves the platinum version first, then gives the link.
  await page.getByRole('button', { name: 'Partager' }).click();
  const link = page.getByTestId('share-link');
  await expect(link).toHaveValue(new RegExp(`^${urls.showroom}/d/[A-Za-z0-9_-]{43}$`), { timeout: 30_000 });
  const shareUrl = await link.inputValue();
  await expect(page.getByText('Version 2 —', { exact: false })).toBeVisible();

  // A visitor, without an account, on a phone's width.
  const visitor = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await visitor.goto(shareUrl);
  await expect(visitor.getByTestId('design-share-business')).toHaveText('Un design de Atelier Lumière');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Bague solitaire');
  const shared = visitor.getByTestId('model-viewer');
  await expect(shared).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => shared.evaluate((el) => (el as HTMLElement & { src: string }).src))
    .toMatch(/\/v1\/design-shares\/.+\/model\.glb/);
  await expect(shared).toHaveAttribute('ios-src', /\/model\.usdz/);
  // The still picture stands in until the 3D view has loaded (a phone on a slow network sees the ring).
  await expect
    .poll(() => shared.evaluate((el) => (el as HTMLElement & { poster: string | null }).poster))
    .toMatch(/\/v1\/design-shares\/.+\/image\.jpg\?v=\d+$/);
  await expect(shared).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  await expect(shared).toHaveJSProperty('loaded', true, { timeout: 30_000 });
  await expect(visitor.getByRole('button', { name: 'Voir en AR' })).toBeVisible();
  await expect(visitor.getByText('Platine 950', { exact: true })).toBeVisible();
  await visitor.close();

  // 'Créer une commande': a new client, the estimate as the quote.
  const quoted = await price.textContent();
  await page.getByLabel('Nom du client').fill('Claire Martin');
  await page.getByRole('button', { name: 'Créer une commande' }).click();
  await expect(page.getByText(/^Commande ORD-\d{4}-\d+ créée$/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Voir la commande' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?order=/);
  await expect(page.getByRole('dialog')).toContainText('Claire Martin');
  await expect(page.getByRole('dialog')).toContainText(quoted!.trim());

  await page.goto(`${urls.dashboard}/dashboard/design`);
  // A photo is read offline (no key on this server) and shown beside what was read, to correct before
  // generating: a gold band drawn on white.
  const band = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 480, 480);
    ctx.strokeStyle = '#c9a227';
    ctx.lineWidth = 36;
    ctx.beginPath();
    ctx.arc(240, 240, 140, 0, Math.PI * 2);
    ctx.stroke();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page
    .getByLabel('Déposez une photo ici, ou choisissez-la')
    .setInputFiles({ name: 'alliance.png', mimeType: 'image/png', buffer: Buffer.from(band) });
  await page.getByRole('button', { name: 'Lire la photo' }).click();
  await expect(page.getByText('Lu sur la photo (lecteur intégré)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Générer depuis la photo' })).toBeVisible();
});
