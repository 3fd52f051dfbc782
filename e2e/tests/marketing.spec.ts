import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/*
 * The marketing site (/, /faq, /legal, /privacy, /terms, 404) as its visitors use it, in Chromium, on the built
 * and pre-rendered site. Pages of the other apps that its links reach may be unfinished: only their URL is
 * asserted.
 */

const home = `${urls.marketing}/`;

/** Fails the test on any uncaught error in the page (a hydration mismatch would show up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The page has hydrated once the header has read the session cookies: wait for the scripts to run. */
async function open(page: Page, url = home) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

const headerNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });

test.describe('landing page', () => {
  test('each header anchor scrolls to its section', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    const anchors = [
      ['Fonctionnalités', 'features'],
      ['Tarifs', 'pricing'],
      ['FAQ', 'faq'],
      ['Accueil', 'home'],
    ] as const;
    for (const [name, id] of anchors) {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await headerNav(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${home}#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    expect(errors).toEqual([]);
  });

  test("'Commencer gratuitement' scrolls to pricing and 'Voir une démo' opens the showroom", async ({
    page,
  }) => {
    await open(page);
    const hero = page.locator('#home');
    await hero.getByRole('link', { name: 'Commencer gratuitement' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.locator('#home').scrollIntoViewIfNeeded();
    await hero.getByRole('link', { name: 'Voir une démo' }).click();
    await expect(page).toHaveURL(`${urls.showroom}/showroom`);
  });

  test('signed out, the header offers Se connecter and Commencer, both to /auth', async ({ page }) => {
    await open(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/auth`,
    );
    await expect(banner.getByRole('link', { name: 'Commencer' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/auth`,
    );
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test("with the dashboard's session cookies, the header shows 'Dashboard'", async ({ page, context }) => {
    const session = JSON.stringify({
      access_token: 'a.b.c',
      refresh_token: 'refresh',
      expires_at: 1,
      user: {},
    });
    const half = Math.ceil(session.length / 2);
    await context.addCookies(
      [session.slice(0, half), session.slice(half)].map((chunk, i) => ({
        name: `sb-carat-auth.${i}`,
        value: encodeURIComponent(chunk),
        url: urls.marketing,
      })),
    );
    await open(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      `${urls.dashboard}/dashboard`,
    );
    await expect(banner.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  });

  test('the Monthly/Yearly toggle switches every price', async ({ page }) => {
    await open(page);
    const plans = [
      ['CZ Plan', '50', '25'],
      ['MOISSANITE Plan', '130', '65'],
      ['DIAMOND Plan', '250', '125'],
    ] as const;
    const price = (name: string) => page.getByRole('article', { name }).getByTestId('plan-price');
    for (const [name, monthly] of plans) {
      await expect(price(name)).toHaveText(new RegExp(`^${monthly}\\s£\\s*/mois$`));
    }
    await page.getByRole('button', { name: /Yearly/ }).click();
    await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    for (const [name, monthly, yearly] of plans) {
      // The yearly price, then the struck original and the discount.
      await expect(price(name)).toHaveText(
        new RegExp(`^${yearly}\\s£\\s*/an\\s*Prix d'origine\\s*${monthly}\\s£\\s*Réduction\\s*-50\\s%$`),
      );
      await expect(price(name).locator('s')).toContainText(`${monthly}`);
    }
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(price('CZ Plan')).toHaveText(/^50\s£\s*\/mois$/);
    await expect(page.getByRole('article', { name: 'MOISSANITE Plan' })).toContainText('Most Popular');
  });

  test("'Get Started' carries the plan and the billing period to the dashboard's /auth", async ({ page }) => {
    await open(page);
    const getStarted = (plan: string) => page.getByRole('link', { name: `Get Started : ${plan}` });
    for (const plan of ['CZ Plan', 'MOISSANITE Plan', 'DIAMOND Plan']) {
      const query = new URLSearchParams({ plan, billing: 'monthly' });
      await expect(getStarted(plan)).toHaveAttribute('href', `${urls.dashboard}/auth?${query}`);
    }
    await page.getByRole('button', { name: /Yearly/ }).click();
    await getStarted('DIAMOND Plan').click();
    await expect(page).toHaveURL(`${urls.dashboard}/auth?plan=DIAMOND+Plan&billing=yearly`);
  });

  test('the FAQ keeps one question open, and links to the full FAQ', async ({ page }) => {
    await open(page);
    const faq = page.locator('#faq');
    const questions = faq.locator('details');
    await expect(questions).toHaveCount(6);
    await faq.getByText("Qu'est-ce que Carat ?").click();
    await expect(questions.nth(0)).toHaveAttribute('open', '');
    await expect(faq.getByText('Carat est une plateforme par abonnement')).toBeVisible();
    await faq.getByText('Existe-t-il un plan gratuit ?').click();
    await expect(questions.nth(3)).toHaveAttribute('open', '');
    await expect(questions.nth(0)).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    // The keyboard opens and closes a question too.
    await faq.getByText('Puis-je annuler à tout moment ?').focus();
    await page.keyboard.press('Enter');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(questions.nth(5)).toHaveAttribute('open', '');
    await faq.getByRole('link', { name: 'View All Questions' }).click();
    await expect(page).toHaveURL(`${urls.marketing}/faq`);
  });

  test('the testimonials carousel answers the keyboard and its buttons', async ({ page }) => {
    await open(page);
    const carousel = page.getByRole('region', { name: 'Témoignages de joailliers' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Afficher le témoignage ${n}` });
    await expect(
      carousel.getByRole('group', { name: /Témoignage \d sur 4/, includeHidden: true }),
    ).toHaveCount(4);
    await carousel.getByRole('button', { name: 'Arrêter le défilement' }).click();
    await expect(carousel.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Témoignage suivant' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await carousel.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('End');
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByText('Thomas Keller')).toBeInViewport();
  });

  test('the showroom video loads nothing until asked, and plays with sound on request', async ({ page }) => {
    await open(page);
    const video = page.getByLabel('Vidéo de présentation du showroom Carat');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Activer le son' }).click();
    await expect(page.getByRole('button', { name: 'Couper le son' })).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    await expect(video).toHaveAttribute('poster', '/video/showroom-poster.webp');
  });

  test('the demo links reach the jeweller demo and the client demo', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Jeweller View' }).click();
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard-demo`);
    await open(page);
    await page.getByRole('link', { name: 'Client View' }).click();
    await expect(page).toHaveURL(`${urls.showroom}/showroom`);
  });

  test('every footer link reaches its target', async ({ page }) => {
    const footerLink = (name: string) =>
      page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    const targets = [
      ['Fonctionnalités', `${home}#features`],
      ['Tarifs', `${home}#pricing`],
      ['Démo client', `${urls.showroom}/showroom`],
      ['Démo joaillier', `${urls.dashboard}/dashboard-demo`],
      ['FAQ', `${urls.marketing}/faq`],
      ['Mentions légales', `${urls.marketing}/legal`],
      ['Confidentialité', `${urls.marketing}/privacy`],
      ["Conditions d'utilisation", `${urls.marketing}/terms`],
    ] as const;
    for (const [name, target] of targets) {
      await open(page);
      await footerLink(name).click();
      await expect(page).toHaveURL(target);
    }
    await open(page);
    await expect(footerLink('Support')).toHaveAttribute('href', /^mailto:support@/);
    await expect(footerLink('Contact')).toHaveAttribute('href', /^mailto:contact@/);
    await expect(page.getByRole('contentinfo')).toContainText('Montréal, Canada');
    await expect(page.getByRole('contentinfo')).toContainText('2025');
  });

  test("'?signedOut=1' shows the sign-out toast and leaves the address clean", async ({ page }) => {
    await open(page, `${home}?signedOut=1`);
    await expect(page.getByText('Déconnexion réussie')).toBeVisible();
    await expect(page.getByText('À bientôt !')).toBeVisible();
    await expect(page).toHaveURL(home);
  });

  test('the English switch translates the page and is remembered', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Langue: English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your jewellery house deserves a digital setting',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Carat — The all-in-one platform for jewellers');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Features', exact: true })).toBeVisible();
    await expect(page.locator('#home').getByRole('link', { name: 'Start for free' })).toBeVisible();
    await expect(page).toHaveURL(home);
    // The choice is stored: the next page opens in English.
    await open(page, `${urls.marketing}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.getByRole('button', { name: 'Language: Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
    expect(errors).toEqual([]);
  });

  test("'?lang=en' opens the page in English", async ({ page }) => {
    await open(page, `${home}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your jewellery house deserves a digital setting',
    );
  });
});

test.describe('other pages', () => {
  test('/faq has the eight categories, each an accordion with its question count', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `${urls.marketing}/faq`);
    const categories = [
      'General',
      'Features',
      'Pricing & Subscriptions',
      'Artificial Intelligence',
      'Security & Privacy',
      'Billing & Support',
      'Development & Future',
      'Other Questions',
    ];
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      ...categories,
      'Vous ne trouvez pas votre réponse ?',
    ]);
    const pricing = page.locator('#pricing');
    await expect(pricing).toContainText('5 questions');
    await pricing.getByText('Quel est l’avantage de l’offre annuelle ?').click();
    await expect(pricing.getByText('économiser deux mois')).toBeVisible();
    await pricing.getByText('Puis-je changer de plan ?').click();
    await expect(pricing.locator('details[open]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute(
      'href',
      /^mailto:support@/,
    );
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(home);
    expect(errors).toEqual([]);
  });

  for (const [path, title, sections] of [
    ['/legal', 'Mentions légales', 10],
    ['/privacy', 'Politique de confidentialité', 12],
    ['/terms', "Conditions générales d'utilisation", 13],
  ] as const) {
    test(`${path} has its ${sections} sections, the header and the footer`, async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, `${urls.marketing}${path}`);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Dernière mise à jour : 11 octobre 2025')).toBeVisible();
      await expect(page.locator('article section')).toHaveCount(sections);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('button', { name: 'Langue: English' }).click();
      await expect(page.getByText('Last updated: 11 October 2025')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto(`${urls.marketing}/no/such/marketing/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(home);
  });

  test('sitemap.xml and robots.txt list the pages', async ({ request }) => {
    const sitemap = await (await request.get(`${urls.marketing}/sitemap.xml`)).text();
    for (const path of ['/', '/faq', '/legal', '/privacy', '/terms']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get(`${urls.marketing}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
