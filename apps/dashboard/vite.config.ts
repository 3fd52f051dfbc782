import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { SIGN_IN_PAGE } from './src/app/sign-in-page.ts';

const ISOLATED = [
  'src/features/settings/BillingSettings.test.tsx', // vi.mock
  'src/components/list-page/ListTable.test.tsx', // the page's scrollHeight
  'src/app/i18n.test.ts', // the catalogue before the back office's messages load (another file may have loaded them)
];

/**
 * The entry starts either the sign-in page without the router or the router (`src/main.tsx`, ADR 100), each a
 * chunk the entry imports when it runs. So that neither waits for the entry to arrive first, index.html
 * fetches the one its address needs (and what that chunk imports, beyond the entry's own) beside the entry.
 */
function preloadByAddress(): Plugin {
  let base = '/';
  return {
    name: 'carat:preload-by-address',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const closure = (fileName: string, files = new Set<string>()) => {
          if (files.has(fileName)) return files;
          files.add(fileName);
          const chunk = bundle[fileName];
          for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) closure(imported, files);
          return files;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const entryFiles = closure(entry.fileName);
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`${module} is no chunk of its own (see src/main.tsx)`);
          return [...closure(chunk.fileName)]
            .filter((file) => !entryFiles.has(file))
            .map((file) => base + file);
        };
        const signIn = JSON.stringify(chunkOf('/src/app/SignInApp.tsx'));
        const router = JSON.stringify(chunkOf('/src/app/RouterApp.tsx'));
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children: `for(const href of ${SIGN_IN_PAGE}.test(location.pathname)?${signIn}:${router}){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadByAddress()],
  server: { port: 5175, strictPort: true },
  preview: { port: 5175, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs weigh each route's JavaScript (ADR 047).
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['@carat/ui/testing-setup'],
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
