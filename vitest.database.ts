import { defineConfig } from 'vitest/config';

/**
 * Vitest settings for packages whose suites use a database (db, core, server).
 * Suites share one migrated database per worker (docs/architecture.md §7: PGlite start-up is slow),
 * so files run one after another in one worker and clean tables between tests.
 */
export default defineConfig({
  test: {
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
