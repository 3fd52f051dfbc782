import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './support.ts';

/**
 * Everything in reach: at a laptop's 1280 × 800, a small laptop's 1024 × 768 and a phone's 375 × 812,
 * the demo jeweller (Diamond: every tool) reaches and clicks every item of the navigation — the AI tools and
 * the size guides included —, nothing on any page overflows sideways, and every Settings tab can be clicked.
 */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 375, height: 812 },
] as const;

/** The menu is a button under 768 px (md). */
async function openMenu(page: Page, phone: boolean) {
  if (!phone) return;
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await toggle.isVisible()) await toggle.click();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} × ${viewport.height}, every navigation item is reached and clicked, and no page overflows`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const phone = viewport.width < 768;
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
    await openMenu(page, phone);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    // Until the role is known the menu lists only what every member may open: wait for the owner's.
    await expect(nav.locator('a[href="/dashboard/activity"]')).toBeAttached();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const tool of [
      '/dashboard/marketing',
      '/dashboard/design',
      '/dashboard/assistant',
      '/dashboard/size-guides',
    ])
      expect(hrefs).toContain(tool);
    expect(hrefs).toContain('/dashboard/activity');
    expect(hrefs).toContain('/dashboard/settings');

    for (const href of hrefs) {
      await openMenu(page, phone);
      const link = nav.locator(`a[href="${href}"]`);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(`${urls.dashboard}${href}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), `${href} overflows sideways`).toBeLessThanOrEqual(0);
    }

    await page.goto(`${urls.dashboard}/dashboard/settings`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let i = 0; i < (await tabs.count()); i++) {
      const tab = tabs.nth(i);
      await tab.scrollIntoViewIfNeeded();
      await tab.click({ trial: true }); // nothing covers it
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await overflow(page), `settings tab ${i} overflows sideways`).toBeLessThanOrEqual(0);
    }
  });
}
