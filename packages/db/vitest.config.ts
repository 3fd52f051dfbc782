import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Migrates once into a template each test file's database copies (src/test-template.ts).
    globalSetup: ['./src/test-template.ts'],
    include: ['src/**/*.test.ts'],
    // Each file starts its own database (PGlite boots in ~3 s); two cores, so two files at a time.
    maxWorkers: 2,
    // turbo runs this package beside the API's and the design generator's suites on the same two cores:
    // room for a PGlite boot and its migrations under that load (CI once timed out here).
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
