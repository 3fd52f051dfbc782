import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * The showroom's server renders each page and the browser hydrates it: a mismatch throws the server's HTML away
 * and renders again on the phone. The shared fixture fails the test on React's hydration error (or
 * any other console error); the page must also be interactive once hydrated.
 */
const PAGES = ['/s/demo/reviews', '/s/demo/appointment', '/showroom/reviews', '/showroom/appointment'];

// A phone far from the shop's zone, and one in English: dates and numbers must not differ from the server's.
for (const [zone, locale] of [
  ['Europe/London', 'fr-FR'],
  ['Pacific/Kiritimati', 'en-US'],
  ['America/Los_Angeles', 'en-GB'],
] as const)
  test.describe(`in ${zone}, ${locale}`, () => {
    test.use({ timezoneId: zone, locale });
    for (const path of PAGES) {
      test(`${path} hydrates without a mismatch`, async ({ page }) => {
        await page.goto(`${urls.showroom}${path}`);
        await expect(page.locator('h1').first()).toBeVisible();
        // Hydration is done once React has attached its handlers; give a late mismatch report time to arrive.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      });
    }
  });
