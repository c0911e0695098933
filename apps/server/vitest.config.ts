import { defineConfig, mergeConfig } from 'vitest/config';
import database from '../../vitest.database.ts';

export default mergeConfig(
  database,
  defineConfig({ test: { setupFiles: ['./src/testing/verify-exact-checks.ts'] } }),
);
