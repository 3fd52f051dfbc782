import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, payOnSandbox, signUp, skipWelcome, uniqueEmail } from './support.ts';

test.describe('subscriptions', () => {
  test("landing 'Get Started' (DIAMOND, yearly) → sign-up → checkout → 'Paiement réussi !' → the Diamond dashboard", async ({
    page,
  }) => {
    await page.goto(`${urls.marketing}/`);
    await page.getByRole('button', { name: 'Yearly' }).click();
    await page.getByTestId('plan-card-DIAMOND').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(`${urls.dashboard}/auth?plan=DIAMOND+Plan&billing=yearly`);
    await expect(page.getByTestId('selected-plan')).toContainText('annuel');

    await page.getByLabel('Nom complet').fill('Coco Chanel');
    await page.getByLabel('Email').fill(uniqueEmail('diamond'));
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await page.getByLabel('Confirmer le mot de passe').fill('secret123');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
    await expect(page.getByTestId('plan-DIAMOND')).toHaveAttribute('data-highlighted', 'true');
    // Yearly was chosen on the landing page: the yearly price is what Checkout will charge.
    await expect(page.getByTestId('plan-DIAMOND')).toContainText('Facturation annuelle');

    await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
    await expect(page.getByRole('button', { name: 'Redirection en cours...' })).toBeVisible();
    await payOnSandbox(page, { welcome: 'later' });
    await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible();
    // Then the shop's step, skipped, and the dashboard.
    await skipWelcome(page);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
    await expect(page.getByTestId('plan-badge')).toHaveText('Plan Diamond');
  });

  test("cancelling on the checkout page shows 'Paiement annulé'", async ({ page }) => {
    await signUp(page, '?plan=MOISSANITE', 'Cancel Person', uniqueEmail('cancel'));
    await expect(page).toHaveURL(/\/payment/);
    await page.getByTestId('plan-MOISSANITE').getByRole('button', { name: 'Choisir ce plan' }).click();
    await page.getByRole('button', { name: /Annuler/ }).click();
    await expect(page).toHaveURL(/\/payment\?canceled=true/);
    await expect(page.getByText('Paiement annulé')).toBeVisible();
    await expect(page.getByText('Vous pouvez réessayer quand vous le souhaitez.')).toBeVisible();
  });

  test("a CZ jeweller sees 'Upgrade' on the AI tools, and the API refuses them", async ({ page }) => {
    await signUp(page, '', 'Cubic Zirconia', uniqueEmail('cz'));
    await expect(page).toHaveURL(/\/payment/);
    // The CZ plan is the landing page's entry plan: bought through the same create-checkout.
    const token = await accessToken(page);
    const checkout = await page.request.post(`${urls.api}/functions/v1/create-checkout`, {
      headers: { authorization: `Bearer ${token}` },
      data: { priceId: 'price_cz_monthly_gbp' },
    });
    const { url } = (await checkout.json()) as { url: string };
    await page.goto(url);
    await payOnSandbox(page);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
    await expect(page.getByTestId('plan-badge')).toHaveText('Plan Cz');
    await expect(page.getByRole('link', { name: 'Upgrade Now' })).toBeVisible();

    for (const tool of ['ai-chatbot', 'ai-marketing-studio', 'ai-design-generator']) {
      const card = page.getByTestId(`tool-${tool}`);
      await expect(card.getByText('Upgrade')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Not Available' })).toBeDisabled();
    }
    await expect(
      page.getByTestId('tool-custom-order-form').getByRole('button', { name: 'Try Demo' }),
    ).toBeEnabled();

    const refused = await page.request.get(`${urls.api}/v1/tools/ai-design-generator`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'plan_required', details: { requiredPlan: 'DIAMOND' } },
    });
  });
});
