import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Suites share one migrated database per worker (DESIGN.md §7: PGlite start-up is slow),
    // so files run one after another in one worker and clean tables between tests.
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
