import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The evaluation runs every conversation and rendering encodes images: on two shared cores, in
    // parallel with the other packages' tests, that can take longer than vitest's default 5 s.
    testTimeout: 60_000,
  },
});
