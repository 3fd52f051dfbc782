import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Migrates once into a template each test file's database copies (@carat/db's test-template.ts).
    globalSetup: [createRequire(import.meta.url).resolve('@carat/db/test-template')],
    include: ['src/**/*.test.ts'],
    // The provider's tests that need a database start their own (PGlite boots in ~3 s alone, but turbo runs
    // this package beside the API's suites on 2 cores: one worker, and room for a slow migration).
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
