import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const ISOLATED = [
  'src/features/settings/BillingSettings.test.tsx', // vi.mock
  'src/components/list-page/ListTable.test.tsx', // the page's scrollHeight
  'src/app/i18n.test.ts', // the catalogue before the back office's messages load (another file may have loaded them)
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5175, strictPort: true },
  preview: { port: 5175, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs weigh each route's JavaScript (ADR 047).
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Under the full suite on two shared cores a test's first render can take more than vitest's 5 s.
    testTimeout: 30_000,
    projects: [
      // The files of a worker share one page and the evaluated modules (ADR 057): starting a page and
      // importing React, the UI kit and the feature for each file was 4/5 of the suite's time. Each file
      // still renders its own tree and unmounts it (afterEach(cleanup)).
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      // Files that mock a module or change the page's globals keep a page and modules of their own.
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
