import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Suites share one migrated database per worker (DESIGN.md §7), one file at a time.
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
