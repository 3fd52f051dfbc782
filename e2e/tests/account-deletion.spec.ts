import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, mailboxEmailsTo, payOnSandbox, signUp, uniqueEmail } from './support.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('account deletion', () => {
  test('a subscribed jeweller schedules the deletion of their account (banner with the date), then cancels it', async ({
    page,
  }) => {
    const email = uniqueEmail('leaving');
    await signUp(page, '?plan=DIAMOND', 'Maison Partante', email);
    await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
    await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

    // A phone's width from here on.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${urls.dashboard}/dashboard/settings?tab=security`);
    const account = page.getByRole('region', { name: 'Compte', exact: true });
    await expect(account.getByRole('heading', { name: 'Compte', exact: true })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Exporter mes clients (CSV)' })).toBeVisible();
    await account.getByRole('button', { name: 'Supprimer mon compte' }).click();

    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('30 jours');
    await expect(dialog).toContainText('sans remboursement');
    await expect(dialog).toContainText('le showroom, les clients, les commandes, les factures');
    // The password field has the focus; a wrong password is refused under the field (Enter submits).
    const password = dialog.getByLabel('Mot de passe');
    await expect(password).toBeFocused();
    await password.fill('not my password');
    await password.press('Enter');
    await expect(dialog.getByText(/^Mot de passe incorrect$/)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('secret123');
    await expect(dialog.getByText(/^Mot de passe incorrect$/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Programmer la suppression' }).click();
    await expect(dialog).toBeHidden();

    // The date the API scheduled, as the banner writes it (French, the business's London calendar).
    const status = await page.request.get(`${urls.api}/v1/account/deletion`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    const { scheduledFor } = (await status.json()) as { scheduledFor: string };
    // Due 29 days after the request (a day inside the policy's 30), the request a moment ago.
    const ahead = Date.parse(scheduledFor) - Date.now();
    expect(ahead).toBeGreaterThan(29 * 86_400_000 - 5 * 60_000);
    expect(ahead).toBeLessThanOrEqual(29 * 86_400_000);
    const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
      new Date(scheduledFor),
    );
    const scheduled = new RegExp(`^Suppression du compte prévue le ${escapeRegExp(date)}$`);
    // The toast says it, and the banner keeps saying it.
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(scheduled)).toBeVisible();
    const banner = page.getByTestId('account-deletion-banner');
    await expect(banner.getByText(scheduled)).toBeVisible();

    // Across the dashboard, not only in Settings.
    await page.goto(`${urls.dashboard}/dashboard`);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Annuler la suppression' })).toBeInViewport();

    const [mail] = await mailboxEmailsTo(email, /^Suppression de votre compte Carat prévue le /);
    expect(mail!.subject).toBe(`Suppression de votre compte Carat prévue le ${date}`);

    await banner.getByRole('button', { name: 'Annuler la suppression' }).click();
    await expect(page.getByText(/^Suppression annulée$/)).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await mailboxEmailsTo(email, /^La suppression de votre compte Carat est annulée$/);
  });
});
