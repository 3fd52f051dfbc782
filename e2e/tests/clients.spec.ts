import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './support.ts';

test('as the demo jeweller: add a client, find it by a fragment in another case and without accents, edit it, see the tiles change', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/clients`);

  const tile = (label: string) =>
    page.getByText(label, { exact: true }).locator('..').getByTestId('stat-value');
  // Other tests may have added clients to the shared e2e database: read the tile, then count on from it.
  await expect(tile('Total clients')).toHaveText(/^\d+$/);
  const totalBefore = Number((await tile('Total clients').textContent())!.replace(/\D/g, ''));
  await expect(tile('Clients VIP')).not.toHaveText('');
  const vipBefore = Number((await tile('Clients VIP').textContent())!.replace(/\D/g, ''));

  await page.getByRole('button', { name: 'Ajouter un Client' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom complet').fill('Éléonore Dû-Ménard');
  await dialog.getByLabel('Email').fill('eleonore@example.com');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client ajouté')).toBeVisible();
  await expect(tile('Total clients')).toHaveText(String(totalBefore + 1));

  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('ELEONORE DU-M');
  const card = page.getByTestId('client-card').filter({ hasText: 'Éléonore Dû-Ménard' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('client-card')).toHaveCount(1);

  await card.getByRole('button', { name: /Actions pour/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Client' }).click();
  await page.getByRole('dialog').getByLabel('Téléphone').fill('+44 20 7946 0321');
  await page.getByRole('dialog').getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client mis à jour')).toBeVisible();
  await expect(card.getByText('VIP')).toBeVisible();
  await expect(card.getByText('+44 20 7946 0321')).toBeVisible();
  await expect(tile('Clients VIP')).toHaveText(String(vipBefore + 1));

  // The search survives a reload (it lives in the address).
  await page.reload();
  await expect(page.getByTestId('client-card')).toHaveCount(1);
});
