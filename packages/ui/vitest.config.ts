import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Under the full suite on two shared cores a test's first render can take more than vitest's 5 s.
    testTimeout: 30_000,
    // The files of a worker share one page and the evaluated modules (ADR 057: half the suite's time was
    // starting pages and importing again); vitest.setup.ts unmounts, clears the storage and the root's
    // classes and style after each test, and restoreMocks puts every spied global back.
    isolate: false,
  },
});
