import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, dayButtonName, londonDayAhead, MAILBOX, mailboxEmailsTo, signIn } from './support.ts';

/*
 * The public showroom as a visitor uses it, in Chromium, on the server-rendered app and the API's seeded
 * demo jewellers: browse, choose a piece, book through the five steps, find the confirmation email (with
 * its calendar file) in the local mailbox, leave a review, share, search, and visit another jeweller.
 */

/** Fails the test on an uncaught error or a console error in the page (a hydration mismatch shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Opens a showroom page and waits until it is interactive (the app marks <html> once hydrated). */
async function open(page: Page, path: string) {
  await page.goto(`${urls.showroom}${path}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** The toasts (sonner's region). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const unique = () => randomBytes(4).toString('hex');

test('the demo showroom shows its shop info, services and collection from the database', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/showroom');
  await expect(page.getByRole('heading', { level: 1, name: 'Hale & Co. Fine Jewellery' })).toBeVisible();
  await expect(page.getByText('VÉRIFIÉ')).toBeVisible();
  await expect(page.getByText('(3,670 avis)')).toBeVisible();
  await expect(page.getByText('4.9', { exact: true })).toBeVisible();
  await expect(page.getByText('London', { exact: true })).toBeVisible();
  await expect(page.getByText('Depuis 2016', { exact: true })).toBeVisible();
  for (const tile of ['Appointment & Estimation', 'Custom Jewelry', 'Size Guide', 'Leave Review']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  // The client demo shows what we sell: the demo jeweller's assistant is on.
  await expect(page.getByRole('button', { name: 'Poser une question' })).toBeVisible();
  // The category tabs are links (the filter is in the address, rendered by the server too).
  const tabs = page.getByRole('navigation', { name: 'Catégories' });
  await tabs.getByRole('link', { name: /^PENDANTS/ }).click();
  await expect(page.getByText('Aucune pièce dans cette catégorie pour le moment.')).toBeVisible();
  await tabs.getByRole('link', { name: /^CHAINS/ }).click();
  await expect(page.getByRole('link', { name: /Cuban Link Chain 18K/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tennis Bracelet/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'View all — collaborations' }).click();
  await expect(page).toHaveURL(`${urls.showroom}/collaborations`);
  await expect(page.getByRole('heading', { name: 'Capsule « Crown »' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor chooses a piece, books it through the five steps and receives the email with the .ics', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const email = `client-${unique()}@example.test`;
  await open(page, '/showroom');
  await page.getByRole('link', { name: /Cuban Link Chain 18K/ }).click();
  await expect(page).toHaveURL(`${urls.showroom}/product/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuban Link Chain 18K' })).toBeVisible();

  // Size, colour and an engraving (over 20 characters is refused, in the spec's limit).
  await page.getByLabel('Taille').selectOption('22"');
  await page.getByText('Or blanc', { exact: true }).click();
  await page.getByLabel('Gravure (optionnelle)').fill('Pour toujours et à jamais');
  await expect(page.getByText('La gravure ne peut pas dépasser 20 caractères')).toBeVisible();
  await page.getByLabel('Gravure (optionnelle)').fill('Pour toujours');
  await expect(page.getByText('La gravure ne peut pas dépasser 20 caractères')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté à votre sélection')).toBeVisible();
  await page.getByRole('button', { name: 'Ma sélection (1)' }).click();
  await expect(page.getByText('22" · Or blanc · « Pour toujours »')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Réserver un rendez-vous' }).click();
  await expect(page).toHaveURL(`${urls.showroom}/appointment?product=1`);
  await expect(page.getByText('À propos de : Cuban Link Chain 18K')).toBeVisible();

  // Step 1: Next without a type is refused with the spec's toast.
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(toasts(page).getByText('Selection Required')).toBeVisible();
  await expect(toasts(page).getByText('Please select an appointment type to continue.')).toBeVisible();
  await page.getByText('Rendez-vous en boutique', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Rendez-vous en boutique/ })).toBeChecked();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  // Step 2: Next without a date and time is refused too; then a date, and a free time from the API.
  await expect(page.getByText('Étape 2 sur 5')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(toasts(page).getByText('Please select a date and time to continue.')).toBeVisible();
  const day = londonDayAhead(3);
  if (day.nextMonth) await page.getByRole('button', { name: /mois suivant/i }).click();
  await page.getByRole('button', { name: dayButtonName(day) }).click();
  const times = page.getByRole('group', { name: /Heures disponibles/ }).getByRole('radio');
  await expect(times.first()).toBeAttached();
  const time = (await times.first().getAttribute('value')) ?? '';
  await page
    .getByRole('group', { name: /Heures disponibles/ })
    .getByText(time, { exact: true })
    .click();
  await expect(times.first()).toBeChecked();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  // Step 3: contact details.
  await page.getByLabel('Prénom').fill('Ada');
  await page.getByLabel(/^Nom/).fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('+44 20 7946 0999');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  // Step 4: the summary and the deposit, paid through the simulated payment (labelled as such).
  await expect(page.getByText('Récapitulatif et acompte')).toBeVisible();
  await expect(page.getByText(/Paiement simulé : aucune carte n’est débitée/)).toBeVisible();
  await expect(page.getByText(`· ${time} (heure de Londres)`)).toBeVisible();
  await page.getByRole('button', { name: /Payer .* \(paiement simulé\)/ }).click();
  await expect(page.getByText('Paiement simulé accepté')).toBeVisible();

  // Step 5: the confirmation.
  await expect(page.getByText('Rendez-vous enregistré')).toBeVisible();
  await expect(
    page.getByText(`Un email de confirmation a été envoyé à ${email}`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Vous recevrez un rappel 24 heures avant votre rendez-vous.')).toBeVisible();

  // The email, with its calendar file, in the local mailbox.
  const [mail] = await mailboxEmailsTo(email, /^Votre rendez-vous chez Hale & Co\. Fine Jewellery$/);
  const ics = mail!.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(ics).toBeDefined();
  const calendar = await (
    await fetch(`${MAILBOX}/email/${mail!.id}/attachment/${ics!.generatedFileName}`)
  ).text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(mail!.text).toContain('/booking/manage#');
  // The jeweller is told too.
  await mailboxEmailsTo('contact@haleandco.example', /^Nouveau rendez-vous : Ada Lovelace$/);
  expect(errors).toEqual([]);
});

test('a visitor leaves a review: the rating is required, then it shows first, unverified', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const name = `Visitor ${unique()}`;
  await open(page, '/reviews');
  await expect(page.getByTestId('reviews-count')).toContainText('avis');
  await page.getByLabel('Nom').fill(name);
  await page.getByLabel('Email').fill(`${unique()}@example.test`);
  await page.getByLabel('Commentaire').fill('Un accueil parfait et une bague sublime.');
  await page.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(toasts(page).getByText('Rating Required')).toBeVisible();
  await expect(toasts(page).getByText('Please select a rating before submitting.')).toBeVisible();

  await page.getByRole('radio', { name: '4 étoiles — Great' }).check({ force: true });
  await expect(page.getByText('Great', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(page.getByText('Merci pour votre avis !')).toBeVisible();
  const first = page.getByTestId('review').first();
  await expect(first).toContainText(name);
  await expect(first).toContainText('Non vérifié');
  await expect(page.getByLabel('Nom')).toHaveValue('');
  await expect(page.getByLabel('Commentaire')).toHaveValue('');
  expect(errors).toEqual([]);
});

test("copy link shows 'Copied!' for 2 s; search finds a piece by its ID and by its name", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.showroom });
  await open(page, '/showroom');
  await page.getByRole('button', { name: 'Partager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce showroom' });
  for (const network of ['WhatsApp', 'Instagram', 'Twitter', 'Facebook']) {
    await expect(dialog.getByRole('link', { name: network })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${urls.showroom}/showroom`);
  await expect(dialog.getByRole('button', { name: 'Copier le lien' })).toBeVisible({ timeout: 4_000 });
  await page.keyboard.press('Escape');

  await page
    .getByRole('navigation', { name: 'Navigation du showroom' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.getByLabel('ID ou nom').fill('3');
  await expect(page.getByRole('link', { name: /Montre Iced Out Royal/ })).toBeVisible();
  await page.getByLabel('ID ou nom').press('Enter');
  await expect(page).toHaveURL(`${urls.showroom}/product/3`);
  await expect(page.getByRole('heading', { level: 1, name: 'Montre Iced Out Royal' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation du showroom' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.getByLabel('ID ou nom').fill('corde');
  await page.getByRole('link', { name: /Chaîne Corde 14K/ }).click();
  await expect(page).toHaveURL(`${urls.showroom}/product/5`);
});

test('a saved piece is kept on the device and listed under Saved', async ({ page }) => {
  await open(page, '/product/2');
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Navigation du showroom' })
    .getByRole('button', { name: 'Saved' })
    .click();
  await expect(page.getByTestId('saved-list').getByText('Tennis Bracelet Diamants')).toBeVisible();
});

test("/s/atelier shows the other jeweller's own catalogue; unknown products differ by route", async ({
  page,
}) => {
  await open(page, '/s/atelier');
  await expect(page.getByRole('heading', { level: 1, name: 'Atelier Marchand' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bague Solitaire Éclat/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cuban Link Chain/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Bague Solitaire Éclat/ }).click();
  await expect(page).toHaveURL(`${urls.showroom}/s/atelier/product/1`);

  // Under /s/{slug} an unknown product is a 404; on the demo's route it falls back to product 1.
  const missing = await page.goto(`${urls.showroom}/s/atelier/product/99`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await open(page, '/product/99');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuban Link Chain 18K' })).toBeVisible();
});

test('each showroom and product page is served with its own head and structured data', async ({
  request,
}) => {
  const home = await (await request.get(`${urls.showroom}/showroom`)).text();
  expect(home).toContain('<title>Hale &amp; Co. Fine Jewellery — Showroom</title>');
  expect(home).toContain('"@type":"JewelryStore"');
  expect(home).toContain('"ratingValue":4.9,"reviewCount":');
  expect(home).toMatch(/<meta property="og:image" content="[^"]+\/media\/demo\/banner\.webp"/);

  const product = await (await request.get(`${urls.showroom}/product/2`)).text();
  const head = product.slice(0, product.indexOf('</head>'));
  expect(head).toContain('<title>Tennis Bracelet Diamants — Hale &amp; Co. Fine Jewellery</title>');
  expect(head).toMatch(/<meta name="description" content="Un bracelet tennis classique/);
  expect(head).toMatch(/<meta property="og:image" content="[^"]+\/media\/demo\/tennis-bracelet-1\.webp"/);
  const ld = JSON.parse(head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
    '@type': string;
    offers: { price: string; priceCurrency: string };
    aggregateRating: { reviewCount: number };
  };
  expect(ld['@type']).toBe('Product');
  expect(ld.offers).toMatchObject({ price: '8500.00', priceCurrency: 'GBP' });
  expect(ld.aggregateRating.reviewCount).toBeGreaterThan(0);
  // The page's text is in the HTML itself, before any script runs.
  const h1 = product.indexOf('Tennis Bracelet Diamants</h1>');
  expect(h1).toBeGreaterThan(0);
  expect(h1).toBeLessThan(product.indexOf('<script', product.indexOf('<body')));

  const atelier = await (await request.get(`${urls.showroom}/s/atelier`)).text();
  expect(atelier).toContain('<title>Atelier Marchand — Showroom</title>');
});

test('a Custom Jewelry request carries photos, which the jeweller sees in the lead sheet only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = (name: string) =>
    readFileSync(path.resolve(import.meta.dirname, '../../apps/showroom/public/media/atelier', name));
  const id = unique();
  const name = `Grace Photos ${id}`;
  await open(page, '/showroom');
  await page.getByRole('button', { name: /Custom Jewelry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom Jewelry' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Email').fill(`grace-${id}@example.test`);
  await dialog.getByLabel('Votre projet').fill(`Un jonc martelé comme celui-ci ${id}`);
  // The picker is a button reached by the keyboard; the files go through its file input.
  await expect(dialog.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled();
  await dialog.getByTestId('request-photo-input').setInputFiles([
    { name: 'jonc.webp', mimeType: 'image/webp', buffer: photo('hammered-bangle-1.webp') },
    { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') },
  ]);
  await expect(dialog.getByText('« note.txt » n’est pas une image JPG, PNG ou WebP.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Photo 1 : jonc.webp' })).toBeVisible();
  await expect(dialog.getByText('Envoi de la photo…')).toHaveCount(0, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(toasts(page).getByText('Demande envoyée', { exact: true })).toBeVisible();

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/leads?q=${encodeURIComponent(id)}`);
  await page.getByTestId('lead-card').click();
  const sheet = page.getByRole('dialog', { name: `Demande de ${name}` });
  const image = sheet.getByRole('img', { name: `Photo 1 envoyée par ${name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The address is the member's only: without its token, nobody gets the photo.
  const src = await image.getAttribute('src');
  expect(new URL(src!).searchParams.get('access')).toBeTruthy();
  const bare = new URL(src!);
  bare.search = '';
  expect((await page.request.get(bare.toString())).status()).toBe(404);
  expect((await page.request.get(src!)).status()).toBe(200);
});
