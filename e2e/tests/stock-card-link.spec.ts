import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, payOnSandbox, signUpPaid, uniqueEmail } from './support.ts';

/**
 * The sale's card part paid on the client's phone (ADR 087), on a jeweller created here whose Stripe is
 * the local sandbox: at 375 px the piece is scanned, the card part set 'on the client's phone'; the panel
 * shows the QR code and says the payment is simulated; the client pays on the sandbox's page (the link the
 * QR code carries) and the counter's screen turns to the sale, the piece sold.
 */
test('a piece sold at the counter, its card part paid by QR code on the client’s phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpPaid(page, 'MOISSANITE', 'Maison QR', uniqueEmail('card-link'));

  // Stripe connected through the sandbox's onboarding page.
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
  await page.getByRole('button', { name: 'Connecter Stripe' }).click();
  await page.getByRole('button', { name: /Envoyer les informations/ }).click();
  await expect(page.getByTestId('payments-charges')).toHaveText('Activés');

  const item = (await apiAs(page, 'POST', '/v1/stock-items', {
    name: 'Jonc or rose',
    priceMinor: 90_000,
  })) as {
    id: string;
    tag: string;
  };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${urls.dashboard}/dashboard/sale`);
  await page.getByTestId('sale-scan').fill(item.tag);
  await page.getByTestId('sale-scan').press('Enter');
  await expect(page.getByTestId('sale-lines')).toContainText('Jonc or rose');
  await page
    .getByTestId('sale-payment')
    .getByLabel(/^Montant/)
    .fill('900');
  await page.getByRole('combobox', { name: 'Encaissement carte' }).click();
  await page.getByRole('option', { name: 'Sur le téléphone du client (lien / QR)' }).click();
  await page.getByRole('button', { name: 'Envoyer le paiement par QR code' }).click();

  await expect(page.getByTestId('card-link-qr')).toBeVisible();
  await expect(page.getByTestId('card-link-sandbox')).toContainText('simulé');
  // Held meanwhile (reserved: a second sale of it answers 409 item_reserved).
  const held = (await apiAs(page, 'GET', `/v1/stock-items/${item.id}`)) as { status: string };
  expect(held.status).toBe('reserved');

  // The client's phone opens the link the QR code carries and pays on the sandbox's page.
  const url = (await page.getByTestId('card-link-url').getAttribute('href'))!;
  const phone = await browser.newPage({ locale: 'fr-FR', viewport: { width: 375, height: 812 } });
  await phone.goto(url);
  await payOnSandbox(phone);

  await expect(page.getByTestId('sale-done')).toContainText(/SALE-\d{4}-\d{3}/, { timeout: 20_000 });
  const sold = (await apiAs(page, 'GET', `/v1/stock-items/${item.id}`)) as { status: string };
  expect(sold.status).toBe('sold');
});
