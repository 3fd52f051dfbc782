import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signUpPaid, totp, uniqueEmail } from './support.ts';

test.describe('API et webhooks', () => {
  test('a DIAMOND owner with two-factor creates a key shown once, uses it, revokes it; adds a webhook endpoint', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('api');
    await signUpPaid(page, 'DIAMOND', 'Ada Lovelace', email);

    // Second factor first: keys are created from an aal2 session.
    await page.goto(`${urls.dashboard}/dashboard/settings?tab=security`);
    await page.getByRole('button', { name: 'Enable' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code à 6 chiffres').fill(totp(secret));
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByText('Authentification à deux facteurs activée')).toBeVisible();

    await page.goto(`${urls.dashboard}/dashboard/settings?tab=api`);
    await expect(page.getByRole('tab', { name: 'API et webhooks' })).toHaveAttribute('data-state', 'active');
    await expect(page.getByText('Aucune clé pour l’instant.')).toBeVisible();
    await page.getByLabel('Nom de la clé').fill('Caisse');
    await page.getByRole('button', { name: 'Créer la clé' }).click();
    const shown = page.getByTestId('shown-secret');
    await expect(shown).toHaveValue(/^carat_test_/);
    const key = await shown.inputValue();
    await page.getByRole('button', { name: 'J’ai copié, fermer' }).click();
    await expect(page.getByTestId('api-key-row')).toContainText('Caisse');
    await expect(page.getByTestId('api-key-row')).not.toContainText(key);

    const clients = await request.get(`${urls.api}/v1/clients`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(clients.status()).toBe(200);

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Révoquer' }).click();
    await expect(page.getByTestId('api-key-row')).toContainText('Révoquée');
    const after = await request.get(`${urls.api}/v1/clients`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(after.status()).toBe(401);

    await page.getByLabel('Adresse de l’endpoint').fill('https://hooks.example.com/carat');
    await page.getByRole('button', { name: 'Ajouter l’endpoint' }).click();
    await expect(page.getByTestId('shown-secret')).toHaveValue(/^whsec_/);
    await page.getByRole('button', { name: 'J’ai copié, fermer' }).click();
    await expect(page.getByTestId('webhook-endpoint')).toContainText('https://hooks.example.com/carat');
    await page.getByRole('button', { name: 'Livraisons' }).click();
    await expect(page.getByText('Aucune livraison pour l’instant.')).toBeVisible();
  });
});
