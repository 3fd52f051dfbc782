import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Every spec's `test` (import it from here, not from '@playwright/test'): a test fails when any page it opens
 * — in its own page's context or in a context it makes with `browser.newContext()` — logs a console error or
 * throws an uncaught error (issue 30: a hydration warning, a failed render, a React key warning are bugs).
 *
 * Not counted: Chromium's own line for a request answered 4xx ("Failed to load resource: … status of 4xx"),
 * the API's expected refusals that the page handles (a wrong password, a demo write, a 404 page's lookup).
 * A test that provokes another error on purpose lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: null }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ context, browser, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = [
        /Failed to load resource: the server responded with a status of 4\d\d/,
        ...allowedConsoleErrors,
      ];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (!allowed.some((pattern) => pattern.test(text)))
            problems.push(`${page.url()}: console error: ${text}`);
        });
        page.on('pageerror', (error) => {
          if (!allowed.some((pattern) => pattern.test(error.message)))
            problems.push(`${page.url()}: uncaught: ${error.message}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on('page', watchPage);
      };
      watchContext(context);
      // Contexts the test makes itself (a visitor beside the jeweller).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watchContext(made);
        return made;
      };
      try {
        await use(null);
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors or uncaught errors on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
