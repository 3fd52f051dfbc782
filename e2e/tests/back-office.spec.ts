import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, DEMO, signIn } from './support.ts';

/*
 * The back office as the demo jeweller uses it, in Chromium: a client and a custom order created together,
 * the order moved through the workshop stages (the client told by email), the invoice from the order
 * previewed, downloaded, emailed with its PDF (found in the local mailbox), marked paid, and the tiles
 * following; a CSV of clients with a bad row reported and nothing imported; the pages at 375 px.
 */

const mailbox = 'http://localhost:1080';

interface MaildevEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  attachments?: { contentType: string; generatedFileName: string; fileName?: string }[];
}

async function emailsTo(address: string, subject: RegExp): Promise<MaildevEmail[]> {
  let found: MaildevEmail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${mailbox}/email`)).json()) as MaildevEmail[];
        found = all.filter((m) => m.to.some((to) => to.address === address) && subject.test(m.subject));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/** A tile's figure, found by its label. */
const tile = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('..').getByTestId('stat-value');
/** A tile's hint (the invoice tiles count their invoices there). */
const tileHint = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('..').locator('p').last();

/** The invoices tile's count in French: 0 and 1 are singular. */
const factures = (count: number) => `${count} ${count <= 1 ? 'facture' : 'factures'}`;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('as the demo jeweller: a client and an order, its stages, its invoice previewed, downloaded, emailed and paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = randomBytes(3).toString('hex');
  const client = { name: `Clémence Test ${id}`, email: `clemence-${id}@example.test` };
  const item = `Bague e2e ${id}`;

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/orders`);
  await expect(page.getByRole('heading', { name: 'Commandes' })).toBeVisible();
  await expect(tile(page, 'En attente')).not.toHaveText('');
  const pendingBefore = Number((await tile(page, 'En attente').textContent())!.replace(/\D/g, ''));

  // A new client, created with the order.
  await page.getByRole('button', { name: 'Nouvelle Commande' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle commande' });
  await form.getByRole('tab', { name: 'Nouveau client' }).click();
  // Field errors show under their fields, and nothing is sent.
  await form.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(form.getByText('La pièce est requise')).toBeVisible();
  await expect(form.getByText('Nom du client requis')).toBeVisible();
  await form.getByLabel('Nom du client').fill(client.name);
  await form.getByLabel('Email du client').fill(client.email);
  await form.getByLabel('Pièce').fill(item);
  await form.getByLabel('Métal').fill('Or rose 18k');
  await form.getByLabel('Pierres').fill('Saphir 1 ct');
  await form.getByLabel('Gravure').fill('C & T');
  await form.getByLabel('Prix HT (GBP)').fill('1200');
  await form.getByLabel('Acompte HT (GBP)').fill('300');
  await form.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(toasts(page).getByText(/Commande ORD-\d{4}-\d{3,} créée/)).toBeVisible();
  await expect(tile(page, 'En attente')).toHaveText(String(pendingBefore + 1));

  const sheet = page.getByRole('dialog', { name: /Commande ORD-/ });
  await expect(sheet.getByText(item)).toBeVisible();
  const orderNumber = (await sheet.getByRole('heading', { name: /Commande ORD-/ }).textContent())!.replace(
    'Commande ',
    '',
  );

  // The first move tells the client by email.
  await sheet.getByLabel('Prévenir le client par email').check();
  await sheet.getByRole('button', { name: 'Passer à « Consultation »' }).click();
  await expect(sheet.getByText('Étape 2 sur 16')).toBeVisible();
  await sheet.getByLabel('Prévenir le client par email').uncheck();
  // Then through the workshop, one stage at a time, to the piece ready for collection.
  for (const stage of [
    'Devis',
    'Acompte',
    'Brief, croquis et CAO',
    'Validation de la CAO',
    'Recherche des pierres',
    'Impression cire ou résine',
    'Fonte',
    'Nettoyage et assemblage',
    'Sertissage',
    'Polissage',
    'Poinçonnage',
    'Contrôle qualité',
    'Prête à être retirée',
  ]) {
    await sheet.getByRole('button', { name: `Passer à « ${stage} »` }).click();
    await expect(sheet.getByRole('button', { name: `Passer à « ${stage} »` })).toHaveCount(0);
  }
  await expect(sheet.getByText('Terminée', { exact: true })).toBeVisible();
  const timeline = sheet.getByTestId('order-timeline');
  await expect(timeline.getByText('Contrôle qualité → Prête à être retirée')).toBeVisible();
  await expect(timeline.getByText(`Email envoyé à ${client.email}`)).toBeVisible();
  const stageMail = await emailsTo(client.email, new RegExp(`${orderNumber} : Consultation`));
  expect(stageMail[0]?.text).toContain(item);

  // The stages drafted the deposit and final invoices; open the final one (the balance).
  const invoices = sheet.getByTestId('order-invoices');
  await expect(invoices.getByText('Solde', { exact: false })).toBeVisible();
  await invoices.locator('li', { hasText: 'Solde' }).getByRole('button', { name: 'Voir' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?invoice=/);
  const view = page.getByRole('dialog', { name: 'Brouillon de facture' });
  const preview = view.getByTestId('invoice-preview');
  await expect(preview.getByText('FACTURE PRO FORMA')).toBeVisible();
  await expect(preview.getByText(client.name)).toBeVisible();
  await expect(preview.getByText(new RegExp(`${item} — Métal : Or rose 18k`))).toBeVisible();
  await expect(view.getByTestId('invoice-totals')).toContainText('1 200,00 £');
  await expect(view.getByTestId('invoice-totals')).toContainText('240,00 £');
  await expect(view.getByTestId('invoice-totals')).toContainText('1 440,00 £');

  const pendingInvoices = Number((await tileHint(page, 'En attente').textContent())!.replace(/\D/g, ''));
  const paidInvoices = Number((await tileHint(page, 'Payées').textContent())!.replace(/\D/g, ''));

  // Download the PDF (a draft prints as a pro forma).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('facture-pro-forma.pdf');
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Send it: it is issued (numbered) and emailed with the PDF.
  await view.getByRole('button', { name: 'Send Email' }).click();
  const send = page.getByRole('dialog', { name: 'Envoyer la facture' });
  await expect(send.getByLabel('Destinataire')).toHaveValue(client.email);
  await send.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toasts(page).getByText(`Facture envoyée à ${client.email}`)).toBeVisible();
  const issued = page.getByRole('dialog', { name: /Facture INV-\d{4}-\d{3,}/ });
  await expect(issued).toBeVisible();
  const invoiceNumber = (await issued.getByRole('heading', { name: /Facture INV-/ }).textContent())!.replace(
    'Facture ',
    '',
  );
  await expect(issued.getByText('En attente', { exact: true })).toBeVisible();
  await expect(tileHint(page, 'En attente')).toHaveText(factures(pendingInvoices + 1));

  const [mail] = await emailsTo(client.email, new RegExp(`Facture ${invoiceNumber}`));
  const attachment = mail!.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(attachment?.fileName ?? attachment?.generatedFileName).toBe(`${invoiceNumber}.pdf`);
  const attached = Buffer.from(
    await (
      await fetch(`${mailbox}/email/${mail!.id}/attachment/${attachment!.generatedFileName}`)
    ).arrayBuffer(),
  );
  expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
  expect(attached.toString('latin1')).toContain(`FACTURE ${invoiceNumber}`); // the document's title

  // Paid: the tiles follow.
  await issued.getByRole('button', { name: 'Marquer comme payée' }).click();
  await expect(toasts(page).getByText(`Facture ${invoiceNumber} marquée comme payée`)).toBeVisible();
  await expect(issued.getByText('Payée', { exact: true })).toBeVisible();
  await expect(tileHint(page, 'Payées')).toHaveText(factures(paidInvoices + 1));
  await expect(tileHint(page, 'En attente')).toHaveText(factures(pendingInvoices));
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: /Rechercher une facture/ }).fill(invoiceNumber);
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-row').getByText('Payée')).toBeVisible();

  // The demo is left with the client book it had (other tests count it): the order and invoice stay.
  const token = await accessToken(page);
  const found = (await (
    await fetch(`${urls.api}/v1/clients?q=${encodeURIComponent(client.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: string }[] };
  for (const row of found.items) {
    await fetch(`${urls.api}/v1/clients/${row.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test('as the demo jeweller: a CSV of clients with one bad row is reported and nothing is imported', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/clients`);
  await expect(tile(page, 'Total clients')).not.toHaveText('');
  const before = await tile(page, 'Total clients').textContent();

  await page.getByRole('button', { name: 'Importer (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des clients' });
  await dialog.getByLabel('Fichier CSV').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Nom;Email;Téléphone;Statut',
        'Lucie Import;lucie.import@example.test;+44 20 7946 0501;VIP',
        'Marc Import;pas-un-email;;actif',
        'Nina Import;nina.import@example.test;;nouveau',
      ].join('\n'),
    ),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveText('3 lignes : 2 valides, 1 en erreur');
  const bad = dialog.locator('[data-testid="import-row"][data-invalid]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('email : Email invalide');
  await expect(dialog.getByRole('button', { name: 'Importer 2 clients' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(tile(page, 'Total clients')).toHaveText(before!);

  // The export downloads the client book as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the orders and invoices pages work at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  for (const [path, heading, action] of [
    ['/dashboard/orders', 'Commandes', 'Nouvelle Commande'],
    ['/dashboard/invoices', 'Factures', 'Créer une Facture'],
  ] as const) {
    await page.goto(`${urls.dashboard}${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The page itself never scrolls sideways; only the table does, inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
  }
});
