import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
// The PDF reader the API's tests use (pdf.js and ZXing): the receipt's text and the label's bar code.
import { parsePdf, pdfImages, readBarcode } from '../../apps/api/test/pdf-testing.ts';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, signUpPaid, uniqueEmail } from './support.ts';

/**
 * Stock and the in-store sale, as its acceptance walks it, on a jeweller created here: a ring
 * tagged with its GIA certificate (the label's bar code reads back as the tag); at a phone's 375 px, the
 * ring scanned into a sale to a client trading in 4.2 g of 18 k old gold, the rest paid part card part
 * cash; the receipt PDF downloaded with the buy-in slip; the ring shows sold; a return issues a credit note
 * and puts it back in stock.
 */

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path())!));
}

async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a GIA ring sold at the counter for old gold, card and cash; receipt; sold; returned with a credit note', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPaid(page, 'MOISSANITE', 'Maison Comptoir', uniqueEmail('stock'));
  await apiAs(page, 'PATCH', '/v1/business', {
    name: 'Maison Comptoir',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    taxRegistration: { registered: true, siren: '732829320' },
  });
  await apiAs(page, 'POST', '/v1/clients', { name: 'Camille Roy', email: 'camille@example.com' });

  // The ring, tagged, with its GIA certificate.
  await page.goto(`${urls.dashboard}/dashboard/stock`);
  await page.getByRole('button', { name: 'Nouvelle pièce' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom de la pièce').fill('Solitaire or blanc');
  await dialog.getByLabel('Prix de vente TTC (EUR)').fill('2500');
  await dialog.getByLabel('Prix de revient (EUR)').fill('1100');
  await dialog.getByLabel('Emplacement (vitrine, coffre…)').fill('Vitrine 2');
  await dialog.getByLabel('Métal', { exact: true }).fill('or blanc 18 ct');
  await dialog.getByLabel('Pierre', { exact: true }).fill('diamant 0,50 ct');
  await choose(page, 'Laboratoire', 'GIA');
  await dialog.getByLabel('N° de certificat').fill('2141438171');
  await dialog.getByRole('button', { name: 'Enregistrer la pièce' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stock\/[0-9a-f-]{36}$/);
  const tag = (await page.getByTestId('stock-tag').textContent())!.trim();
  expect(tag).toMatch(/^T-\d{5}$/);
  await expect(page.getByRole('link', { name: /Vérifier le certificat GIA 2141438171/ })).toHaveAttribute(
    'href',
    'https://www.gia.edu/report-check?reportno=2141438171',
  );
  // The rat-tail label: its Code 128 reads back as the tag.
  const [labelFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Étiquette à queue de rat' }).click(),
  ]);
  const codes = (await pdfImages(await bytesOf(labelFile))).flatMap((image) => readBarcode(image) ?? []);
  expect(codes).toContainEqual({ format: 'code128', text: tag });

  // At the counter, on a phone: the tag scanned (typed then Enter), the client, the payments.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${urls.dashboard}/dashboard/sale`);
  await page.getByTestId('sale-scan').fill(tag);
  await page.getByTestId('sale-scan').press('Enter');
  await expect(page.getByTestId('sale-lines')).toContainText('Solitaire or blanc');
  await expect(page.getByTestId('sale-total')).toContainText(/2\s500/);
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('Camille');
  await page.getByRole('radio', { name: /Camille Roy/ }).check();

  // 4.2 g of 18 k at 55 €/g of fine gold: 173,25 €; then 2 000 € by card and 326,75 € cash from 330 €.
  await choose(page, 'Règlements', 'Or repris');
  await page.getByLabel('Poids (g)').fill('4,2');
  await page.getByLabel('Cours d’achat, or fin (EUR/g)').fill('55');
  await expect(page.getByTestId('gold-value')).toContainText('173,25');
  await page.getByRole('button', { name: 'Ajouter un règlement' }).click();
  await choose(page, 'Règlements', 'Carte', 1);
  await page.getByLabel('Montant (EUR)').nth(0).fill('2000');
  await page.getByRole('button', { name: 'Ajouter un règlement' }).click();
  await page.getByLabel('Montant (EUR)').nth(1).fill('326,75');
  await page.getByLabel('Reçu en espèces (EUR)').fill('330');
  await expect(page.getByTestId('sale-left')).toContainText(/Reste à régler : 0(,00)?\s€/);
  await expect(page.getByText('À rendre : 3,25')).toBeVisible();
  await page.getByRole('button', { name: 'Valider la vente' }).click();
  await expect(page.getByTestId('sale-done')).toContainText(/Vente SALE-\d{4}-001 — 2\s500/);
  const number = /SALE-\d{4}-\d{3}/.exec((await page.getByTestId('sale-done').textContent())!)![0];

  // The receipt downloads: the sale, the old gold's buy-in slip to sign, the tax inside, the change.
  const [receiptFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ticket A4' }).click(),
  ]);
  const text = (await parsePdf(await bytesOf(receiptFile))).text.replace(/\s+/g, ' ');
  expect(text).toContain(number);
  expect(text).toContain('Camille Roy');
  expect(text).toContain('BON DE RACHAT');
  expect(text).toContain('Signature du client');
  expect(text).toMatch(/173,25/);
  expect(text).toMatch(/dont TVA 20 % 416,67/);
  expect(text).toMatch(/Rendu monnaie 3,25/);

  // The receipt by email to the client.
  await page.getByRole('button', { name: 'Envoyer le ticket par email' }).click();
  await expect(page.getByText('Ticket envoyé à camille@example.com')).toBeVisible();

  // The ring shows sold.
  const stock = await page.context().newPage();
  await stock.goto(`${urls.dashboard}/dashboard/stock?q=${tag}`);
  await expect(stock.getByTestId('stock-row').first()).toContainText('Vendue');
  await stock.close();

  // A return against the receipt: a credit note, the ring back in stock.
  await page.getByRole('button', { name: 'Retour et avoir' }).click();
  await expect(page.getByTestId('credit-note')).toContainText(/Avoir CN-\d{4}-\d{3} émis/);
  await page.goto(`${urls.dashboard}/dashboard/stock?q=${tag}`);
  await expect(page.getByTestId('stock-row').first()).toContainText('En stock');
});
