import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, drawJpeg, mailboxEmailsTo, signIn, uniqueEmail } from './support.ts';

/**
 * The counter (issue 31), as its acceptance walks it, at a phone's 375 px and on a desktop: a resize taken in
 * for a new client with two photos and a signature in at most 12 actions; the envelope opened as a PDF; the
 * quote approved from the link the client got by email; ready → the email with the balance; the pickup
 * refused while the balance is owed, then taken at the counter and signed; the custody tile down by the
 * piece's declared value.
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

for (const viewport of VIEWPORTS) {
  test(`the counter at ${viewport.width} px: intake in ≤ 12 actions, envelope, quote, ready, pickup, custody`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);

    // The home's custody tile before (the demo jeweller is an owner: the total is shown).
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
    const head = await tab.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      return String.fromCharCode(...bytes.subarray(0, 5));
    });
    expect(head).toBe('%PDF-');
    await tab.close();

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

    // At the bench, then ready: the client is told, with the balance.
    await page.reload();
    await page.getByRole('button', { name: "À l'établi" }).click();
    await expect(page.getByRole('button', { name: 'Prêt' })).toBeEnabled();
    await page.getByRole('button', { name: 'Prêt' }).click();
    const [readyMail] = await mailboxEmailsTo(clientEmail, new RegExp(`prête — ${number}`));
    expect(readyMail!.text).toContain('60');

    // The pickup: refused while the balance is owed, then taken at the counter.
    await page.getByRole('button', { name: 'Remettre au client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remise au client' });
    await sign(page);
    await dialog.getByRole('button', { name: 'Remettre', exact: true }).click();
    await expect(dialog.getByTestId('balance-due')).toContainText('60');
    await dialog.getByRole('button', { name: /Encaisser .* au comptoir et remettre/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Rendu', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('job-balance')).toContainText('0');

    // The custody tile is back down by the piece's declared value.
    await page.goto(`${urls.dashboard}/dashboard/custody`);
    await expect.poll(() => custodyValue(page)).toBe(before);

    // The scanner: the job number typed into the search, then Enter, opens the job.
    await page.goto(`${urls.dashboard}/dashboard/repairs`);
    const search = page.getByRole('searchbox', { name: /Rechercher un travail/ });
    await search.fill(number);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: `Travail ${number}` })).toBeVisible();

    // Nothing overflows sideways on the counter's pages.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
