import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The geometry sweep runs WASM for a while; one worker keeps it off the other engineers' cores.
    pool: 'forks',
    maxWorkers: 1,
    // A chain is hundreds of links, each checked against its neighbours: a minute on a busy core.
    testTimeout: 300_000,
  },
});
