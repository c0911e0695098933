#!/usr/bin/env node
// Runs a package's vitest suites on embedded PGlite, then, when TEST_DATABASE_URL is set,
// its database suites (*.integration.test.ts) again on that PostgreSQL server.
// Each pass says which database it ran on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// vitest's bin is not in its exports map: find the package, then its bin file.
const vitest = join(
  dirname(require.resolve('vitest/package.json', { paths: [process.cwd()] })),
  'vitest.mjs',
);
const postgres = process.env.TEST_DATABASE_URL;
const packageName = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).name;

function pass(label, env, args) {
  process.stdout.write(`\n=== ${packageName}: ${label} ===\n`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

pass('all suites, database suites on PGlite (in memory)', { TEST_DATABASE_URL: '' }, []);
if (postgres) {
  const where = new URL(postgres);
  pass(
    `database suites on PostgreSQL (${where.hostname}:${where.port || 5432})`,
    { TEST_DATABASE_URL: postgres },
    ['integration.test'],
  );
}
