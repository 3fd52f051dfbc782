import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Migrates once into a template each test file's database copies (@carat/db's test-template.ts).
    globalSetup: [createRequire(import.meta.url).resolve('@carat/db/test-template')],
    include: ['src/**/*.test.ts'],
    // Each file starts its own database; two cores, so two files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
