import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The geometry sweep runs WASM for a while; one worker keeps it off the other engineers' cores.
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
  },
});
