import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in real Chromium (Debian's, or any other given by CHROMIUM_PATH — never a downloaded one)
 * against the built apps served by `vite preview` and the API on a fresh embedded database.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reuse = !process.env.CI;

export const urls = {
  marketing: 'http://localhost:5173',
  showroom: 'http://localhost:5174',
  dashboard: 'http://localhost:5175',
  api: 'http://localhost:8787',
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace records every action's DOM and a screencast: on every test that is a good part of the suite's
    // time on two cores. It is kept for the retry of a failed test (CI retries once), where it explains.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: chromium || undefined,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      name: 'api',
      command: 'pnpm --filter @carat/api run start:e2e',
      url: `${urls.api}/health`,
      reuseExistingServer: reuse,
      timeout: 120_000,
      stdout: process.env.E2E_DEBUG ? 'pipe' : 'ignore',
    },
    ...(
      [
        ['marketing-site', urls.marketing],
        ['showroom', urls.showroom],
        ['dashboard', urls.dashboard],
      ] as const
    ).map(([app, url]) => ({
      name: app,
      command: `pnpm --filter @carat/${app} run preview`,
      url,
      reuseExistingServer: reuse,
      timeout: 60_000,
    })),
  ],
});
