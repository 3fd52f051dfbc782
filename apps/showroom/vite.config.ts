import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mediapipeAssets } from './vite-mediapipe.ts';

/**
 * Two builds: the browser's (dist/client) and the server's (dist/server: the page renderer and the small
 * server that serves the pages, everything bundled so it runs with plain `node`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), mediapipeAssets()],
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: { serve: 'server/serve.ts' }, output: { format: 'es' } },
      }
    : { target: 'es2022', outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@carat/ui/testing-setup'],
    // Under the full suite on two shared cores a test's first render can take more than vitest's 5 s.
    testTimeout: 30_000,
  },
}));
