import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/*
 * The marketing site's pages as served, with JavaScript off: what a crawler, a link preview or a slow phone gets
 * before any script runs. Everything a visitor needs to read is in the pre-rendered HTML.
 */
test.use({ javaScriptEnabled: false });

test('/ arrives with the hero, the pricing plans and the FAQ questions', async ({ page }) => {
  const response = await page.goto(`${urls.marketing}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Votre bijouterie mérite un écrin digital',
  );
  await expect(page.getByRole('link', { name: 'Commencer gratuitement' }).first()).toBeVisible();
  for (const plan of ['CZ Plan', 'MOISSANITE Plan', 'DIAMOND Plan']) {
    await expect(page.getByRole('heading', { name: plan })).toBeVisible();
  }
  await expect(page.getByText('Most Popular')).toBeVisible();
  for (const question of [
    "Qu'est-ce que Carat ?",
    'Combien de temps faut-il pour démarrer ?',
    'Quels sont les plans proposés ?',
    'Existe-t-il un plan gratuit ?',
    'Comment fonctionne le générateur de design IA ?',
    'Puis-je annuler à tout moment ?',
  ]) {
    await expect(page.locator('#faq').getByText(question)).toBeVisible();
  }
  // Even without scripts, the FAQ opens one question at a time (<details name>).
  await page.getByText("Qu'est-ce que Carat ?").click();
  await page.getByText('Existe-t-il un plan gratuit ?').click();
  await expect(page.locator('#faq details[open]')).toHaveCount(1);
});

test('each page has its own title, description, canonical URL and Open Graph tags', async ({ page }) => {
  const pages = [
    ['/', 'Carat — La plateforme tout-en-un des joailliers'],
    ['/faq', 'FAQ — Questions fréquentes | Carat'],
    ['/legal', 'Mentions légales | Carat'],
    ['/privacy', 'Politique de confidentialité | Carat'],
    ['/terms', "Conditions générales d'utilisation | Carat"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(`${urls.marketing}${path}`);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/' : path}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/carat-og\.jpg$/,
    );
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  }
  await page.goto(`${urls.marketing}/faq`);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((json) => JSON.parse(json)['@type'] === 'FAQPage')).toBe(true);
});

test('the 404 page is served for unknown paths', async ({ page }) => {
  const response = await page.goto(`${urls.marketing}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
