import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Property tests run hundreds of generated cases: on two shared cores, beside the other packages'
    // tests, one can pass vitest's default 5 s (the tax-inclusive totals' took 5.5 s in a CI run).
    testTimeout: 60_000,
  },
});
