import type { Page } from '@playwright/test';
// The PDF reader the API's tests use (pdf.js and ZXing): the envelope's codes decoded as a scanner would.
import { pdfImages, readBarcode } from '../../apps/api/test/pdf-testing.ts';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, drawJpeg, mailboxEmailsTo, payOnSandbox, signUpPaid, uniqueEmail } from './support.ts';

/**
 * The counter, as its acceptance walks it, on a jeweller created here, at a phone's 375 px and on
 * a desktop: a resize taken in for a new client with two photos and a signature in at most 12 actions; the
 * envelope opened as a PDF whose bar code and QR code decode to the job's number; the quote approved from the link the client got by email; ready → the email
 * with the balance and a pay link; the pickup refused while the balance is owed; the balance paid by the
 * client through the link (the Stripe sandbox, on the jeweller's connected account); then collected with a
 * signature and no counter payment; the custody tile down by the piece's declared value. And a valuation
 * certificate for a client's ring with its photo, re-issued as version 2.
 */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Draws a short stroke on the first signature pad on screen. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad').first();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 15, { steps: 5 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 15, { steps: 5 });
  await page.mouse.up();
}

/** The declared value the custody tile shows (owner), in minor units of a £/€ amount ("1 250 £" → 125000). */
async function custodyValue(page: Page): Promise<number> {
  const text = (await page.getByTestId('custody-value').textContent()) ?? '';
  const digits = text.replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '');
  return Math.round(Number(digits.replace(',', '.')) * 100);
}

/** A request to the API as the signed-in jeweller. */
/**
 * A new MOISSANITE jeweller (signed up and paid on the sandbox, at desktop size), owner of their business;
 * with `connectStripe`, their Stripe account connected and onboarded on the sandbox so clients can pay online.
 */
async function newJeweller(page: Page, name: string, options: { connectStripe: boolean }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPaid(page, 'MOISSANITE', name, uniqueEmail('counter'));
  if (!options.connectStripe) return;
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
  await page.getByRole('button', { name: 'Connecter Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Activer les paiements' })).toBeVisible();
  await page.getByRole('button', { name: /Envoyer les informations/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=payments/);
  await expect(page.getByText('Votre compte peut encaisser vos clients.')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`the counter at ${viewport.width} px: intake in ≤ 12 actions, envelope, quote, ready, pickup, custody`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await newJeweller(page, `Atelier Comptoir ${viewport.name}`, { connectStripe: true });
    await page.setViewportSize(viewport);

    // The home's custody tile before (the new jeweller is the owner: the total is shown).
    await page.goto(`${urls.dashboard}/dashboard/repairs`);
    await expect(page.getByTestId('custody-value')).toBeVisible();
    const before = await custodyValue(page);

    const clientEmail = uniqueEmail('counter-client');
    const photo = await drawJpeg(page);
    let actions = 0;
    const act = async (step: () => Promise<unknown>) => {
      actions += 1;
      await step();
    };

    // The intake, counted action by action.
    await act(() => page.getByRole('link', { name: 'Nouvelle prise en charge' }).first().click());
    await expect(page.getByRole('heading', { name: 'Nouvelle prise en charge' })).toBeVisible();
    await act(() => page.getByRole('tab', { name: 'Nouveau client' }).click());
    await act(() => page.getByLabel('Nom').fill('Léa Counter'));
    await act(() => page.getByLabel('Email').fill(clientEmail));
    await act(() =>
      page.getByTestId('repair-photos-input').setInputFiles([
        { name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo },
        { name: 'profil.jpg', mimeType: 'image/jpeg', buffer: photo },
      ]),
    );
    await expect(page.getByRole('img', { name: 'profil.jpg' })).toBeVisible();
    await act(() => page.getByRole('button', { name: 'Mise à taille' }).click());
    await act(() => page.getByLabel(/Prix/).fill('60'));
    await act(() => page.getByLabel(/Valeur déclarée/).fill('1250'));
    await act(() => sign(page));
    await act(() => page.getByRole('button', { name: 'Prendre en charge' }).click());
    expect(actions).toBeLessThanOrEqual(12);

    await expect(page.getByRole('heading', { name: /^Travail REP-/ })).toBeVisible();
    const number = ((await page.getByRole('heading', { name: /^Travail REP-/ }).textContent()) ?? '').replace(
      'Travail ',
      '',
    );
    expect(number).toMatch(/^REP-\d{4}-\d+$/);
    await expect(page.getByTestId('job-quote')).toContainText('60');

    // The custody tile is up by the declared value.
    await page.goto(`${urls.dashboard}/dashboard/custody`);
    await expect.poll(() => custodyValue(page)).toBe(before + 125_000);
    await page.goBack();

    // The envelope: a PDF in a new tab.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: "Imprimer l'enveloppe" }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const envelope = new Uint8Array(
      await tab.evaluate(async () => [...new Uint8Array(await (await fetch(location.href)).arrayBuffer())]),
    );
    expect(String.fromCharCode(...envelope.subarray(0, 5))).toBe('%PDF-');
    // Its Code 128 and its QR code, read back as a scanner would, both say the job's number.
    const codes = (await pdfImages(envelope)).flatMap((image) => readBarcode(image) ?? []);
    expect(codes.map((code) => `${code.format} ${code.text}`)).toEqual(
      expect.arrayContaining([`code128 ${number}`, `qr ${number}`]),
    );
    await tab.close();

    // What was taken in is changed from the job's page: the declared value, up to 1 300.
    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: /^Modifier REP-/ });
    await edit.getByLabel(/Valeur déclarée/).fill('1300');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('job-declared')).toContainText(/1\s?300/);
    await expect(page.getByTestId('job-quote')).toContainText('60');

    // The quote, sent to the client and approved from the link in the email.
    await page.getByRole('button', { name: 'Devis envoyé' }).click();
    await expect(page.getByText('Devis envoyé', { exact: true }).first()).toBeVisible();
    const [quoteMail] = await mailboxEmailsTo(clientEmail, new RegExp(`Devis ${number}`));
    const link = /https?:\/\/\S+\/quote#[A-Za-z0-9_-]+/.exec(quoteMail!.text)?.[0];
    expect(link).toBeTruthy();
    // The client opens the link: the showroom's quote page, in the business's currency, and approves.
    const client = await page.context().newPage();
    await client.goto(link!);
    await expect(client.getByTestId('quote-amount')).toContainText('60');
    await client.getByRole('button', { name: 'J’accepte le devis' }).click();
    await expect(client.getByTestId('quote-status')).toContainText('Devis accepté');
    await client.reload();
    await expect(client.getByTestId('quote-status')).toContainText('Devis accepté');
    await client.close();

    // At the bench, then ready: the client is told, with the balance and a link to pay it.
    await page.reload();
    await page.getByRole('button', { name: "À l'établi" }).click();
    await expect(page.getByRole('button', { name: 'Prêt' })).toBeEnabled();
    await page.getByRole('button', { name: 'Prêt' }).click();
    const [readyMail] = await mailboxEmailsTo(clientEmail, new RegExp(`prête — ${number}`));
    expect(readyMail!.text).toMatch(/Solde à régler : 60,00/);
    const payUrl = /https?:\/\/\S+\/pay#[A-Za-z0-9_-]+/.exec(readyMail!.text)?.[0];
    expect(payUrl).toBeTruthy();

    // The pickup is refused while the balance is owed.
    await page.getByRole('button', { name: 'Remettre au client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remise au client' });
    await sign(page);
    await dialog.getByRole('button', { name: 'Remettre', exact: true }).click();
    await expect(dialog.getByTestId('balance-due')).toContainText('60');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The client pays the balance from the email's link, on the jeweller's account (the sandbox).
    const payer = await page.context().newPage();
    await payer.setViewportSize(viewport);
    await payer.goto(payUrl!);
    await expect(payer.getByRole('heading', { name: `Solde — réparation ${number}` })).toBeVisible();
    await expect(payer.getByTestId('pay-amount')).toContainText('60');
    await payer.getByRole('button', { name: /Payer en ligne/ }).click();
    await payOnSandbox(payer);
    await expect(payer).toHaveURL(/\/pay\?paid=1#/);
    await expect(payer.getByTestId('pay-status')).toContainText('Paiement reçu', { timeout: 15_000 });
    await payer.close();

    // Nothing is owed now: collected with the client's signature, no payment at the counter.
    await page.reload();
    await expect(page.getByTestId('job-balance')).toContainText('0');
    await page.getByRole('button', { name: 'Remettre au client' }).click();
    await sign(page);
    await dialog.getByRole('button', { name: 'Remettre', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Rendu', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Paiement reçu', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('timeline-payment').first()).toContainText('payés en ligne par le client');

    // The custody tile is back down by the piece's declared value (as changed).
    await page.goto(`${urls.dashboard}/dashboard/custody`);
    await expect.poll(() => custodyValue(page)).toBe(before);

    // The scanner: the job number typed into the search, then Enter, opens the job.
    await page.goto(`${urls.dashboard}/dashboard/repairs`);
    const search = page.getByRole('searchbox', { name: /Rechercher un travail/ });
    await search.fill(number);
    await expect(search).toHaveValue(number);
    await search.press('Enter');
    // A number the search cannot open says so (the toast) instead of leaving the counter waiting.
    await expect(page.getByRole('heading', { name: `Travail ${number}` })).toBeVisible();
    await expect(page.getByText(`Aucun travail ne porte le numéro ${number}`)).toHaveCount(0);

    // Nothing overflows sideways on the counter's pages.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a valuation certificate for a client’s ring, with its photo, re-issued as version 2', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await newJeweller(page, 'Atelier Évaluation', { connectStripe: false });
  const clientName = `Camille Bague ${Date.now().toString(36)}`;
  await apiAs(page, 'POST', '/v1/clients', { name: clientName, email: uniqueEmail('valuation-client') });
  const photo = await drawJpeg(page);

  await page.goto(`${urls.dashboard}/dashboard/valuations`);
  await expect(page.getByText('Choisissez un client pour voir ses évaluations.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(clientName);
  await page.getByRole('radio', { name: new RegExp(clientName) }).click();
  await expect(page.getByText('Aucune évaluation pour ce client.')).toBeVisible();

  // Version 1: the ring described, its metal and stone, the value, the photo, the valuer's signature.
  await page.getByRole('button', { name: 'Nouvelle évaluation' }).click();
  const form = page.getByRole('form', { name: 'Évaluation pour assurance' });
  await form
    .getByLabel('Description de la pièce')
    .fill('Bague solitaire, or jaune 18 ct, diamant taille brillant');
  await form.getByRole('textbox', { name: 'Métal', exact: true }).fill('Or jaune');
  await form.getByRole('textbox', { name: 'Titre' }).fill('750');
  await form.getByRole('button', { name: 'Ajouter une pierre' }).click();
  await form.getByRole('textbox', { name: 'Pierre', exact: true }).fill('Diamant');
  await form.getByRole('textbox', { name: 'Carats' }).fill('0.52');
  await form.getByLabel(/Valeur de remplacement/).fill('3200');
  await form
    .getByTestId('valuation-photos-input')
    .setInputFiles([{ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(form.getByRole('img', { name: 'bague.jpg' })).toBeVisible();
  await form.getByLabel("Nom de l'expert").fill('Marc Lefort');
  await sign(page);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const list = page.getByTestId('valuations-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(/VAL-\d{4}-\d+/);
  await expect(list).toContainText('Version 1');

  // Version 2: the same piece revalued; both versions kept, the first marked superseded.
  await list.getByRole('button', { name: 'Nouvelle version' }).click();
  const second = page.getByRole('form', { name: 'Évaluation pour assurance' });
  await expect(page.getByRole('heading', { name: /^Nouvelle version de VAL-/ })).toBeVisible();
  // The new version starts from the first one's photo.
  await expect(second.getByRole('group', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await second.getByLabel(/Valeur de remplacement/).fill('3500');
  if (await second.getByTestId('signature-pad').isVisible()) await sign(page);
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Version 2');
  await expect(list).toContainText('Remplacée');
  const numbers = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => /VAL-\d{4}-\d+/.exec(item.textContent ?? '')?.[0]));
  expect(new Set(numbers).size).toBe(1);

  // The certificate of version 2 opens as a PDF.
  const current = list.getByRole('listitem').filter({ hasText: 'Version 2' });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    current.getByRole('button', { name: 'Ouvrir le certificat' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const head = await tab.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return String.fromCharCode(...bytes.subarray(0, 5));
  });
  expect(head).toBe('%PDF-');
  await tab.close();
});
