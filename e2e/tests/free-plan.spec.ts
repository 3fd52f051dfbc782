import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, payOnSandbox, skipWelcome, uniqueEmail } from './support.ts';

/**
 * Issue 15, the free CZ start, on a jeweller created here: the landing's CZ card leads to sign-up, then
 * 'Commencer gratuitement' on /payment reaches the dashboard with no card; online payments are refused by
 * the API (403 plan_required) and Settings → Paiements says why; the CZ showroom carries 'Propulsé par
 * Carat'. Upgraded through Checkout to MOISSANITE, the watermark goes.
 */

async function call(page: Page, method: string, path: string, data?: unknown) {
  return page.request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(data === undefined ? {} : { data }),
  });
}

async function ok(page: Page, method: string, path: string, data?: unknown) {
  const res = await call(page, method, path, data);
  expect(res.status(), `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

test("'Commencer gratuitement': CZ with no card, no online payments, the watermark until a paid plan", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${urls.marketing}/`);
  const czCard = page.getByTestId('plan-card-CZ');
  await expect(czCard.getByTestId('plan-free-note')).toContainText('sans carte bancaire');
  await czCard.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?plan=CZ\+Plan/);
  await page.getByLabel('Nom complet').fill('Zoé Gratuit');
  await page.getByLabel('Email').fill(uniqueEmail('free'));
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret123');
  await page.getByLabel('Confirmer le mot de passe').fill('secret123');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=CZ/);

  // The free card is the one to see first; the page says it is the sandbox. No card is asked.
  const free = page.getByTestId('plan-free');
  await expect(free).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByText(/Environnement de test/)).toBeVisible();
  await free.getByRole('button', { name: 'Commencer gratuitement' }).click();
  await skipWelcome(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
  await expect(page.getByTestId('plan-badge')).toHaveText(/^Plan Cz$/i);
  // The guard keeps letting them in on a fresh load.
  await page.reload();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);

  // Online payments: refused by the API, and Settings → Paiements says why with a way to upgrade.
  const account = await call(page, 'POST', '/v1/payments/account');
  expect(account.status()).toBe(403);
  expect(await account.json()).toMatchObject({ error: { code: 'plan_required' } });
  const draft = (await ok(page, 'POST', '/v1/invoices', {
    clientName: 'Client Gratuit',
    clientEmail: uniqueEmail('czclient'),
    items: [{ description: 'Bague', quantity: 1, price: '90.00' }],
  })) as { id: string };
  await ok(page, 'POST', `/v1/invoices/${draft.id}/issue`);
  const link = await call(page, 'POST', `/v1/invoices/${draft.id}/payment-link`);
  expect(link.status()).toBe(403);
  expect(await link.json()).toMatchObject({ error: { code: 'plan_required' } });
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
  const why = page.getByTestId('payments-plan-required');
  await expect(why).toContainText('Le plan CZ ne prend pas de paiements en ligne.');
  await expect(why.getByRole('button', { name: 'Changer de plan' })).toBeVisible();

  // The CZ showroom carries the discreet 'Propulsé par Carat' link to the marketing site.
  await ok(page, 'POST', '/v1/showroom/page/publish');
  const { slug } = (await ok(page, 'GET', '/v1/showroom/settings')) as { slug: string };
  const visitor = await browser.newPage({ locale: 'fr-FR' });
  await visitor.goto(`${urls.showroom}/s/${slug}`);
  const watermark = visitor.getByRole('link', { name: 'Propulsé par Carat' });
  await expect(watermark).toBeVisible();
  await expect(watermark).toHaveAttribute('href', new RegExp(`^${urls.marketing}`));

  // Upgrading is the normal Checkout; once paid, MOISSANITE, and the watermark is gone.
  const checkout = (await ok(page, 'POST', '/functions/v1/create-checkout', {
    priceId: 'price_moissanite_monthly_gbp',
  })) as { url: string };
  expect(checkout.url).toContain('/checkout/');
  await page.goto(checkout.url);
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
  await expect(page.getByTestId('plan-badge')).toHaveText(/^Plan Moissanite$/i);
  await visitor.goto(`${urls.showroom}/s/${slug}`);
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(visitor.getByText('Propulsé par Carat')).toHaveCount(0);
  await visitor.close();
});
