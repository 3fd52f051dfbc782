import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Migrates once into a template each test file's database copies (@carat/db's test-template.ts).
    globalSetup: [createRequire(import.meta.url).resolve('@carat/db/test-template')],
    include: ['src/**/*.test.ts'],
    // Each file starts its own database; two cores, so two files at a time.
    maxWorkers: 2,
    // The files of a worker share the evaluated modules (the app, its routes and schemas: ~4 s of import per
    // file otherwise, the API suite's largest cost on 2 cores). Each file still builds its own app on its
    // own database (createTestContext), and no file mocks modules; env changes are restored in afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
