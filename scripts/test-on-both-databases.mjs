#!/usr/bin/env node
// Runs a package's vitest suites on embedded PGlite and, when TEST_DATABASE_URL is set, its
// database suites (*.integration.test.ts) again on that PostgreSQL server. Each pass says
// which database it ran on.
//
// The two passes run side by side: the PGlite pass spends its time in this machine's
// Node.js processes, the PostgreSQL pass largely in the database server, so together they
// take little more than the longer one (on 2 cores, the server suites' 4.6 minutes in a
// row became ~3). The PGlite pass prints as it goes; the PostgreSQL pass's output is held
// and printed whole when it ends, so the two never interleave.
// TEST_PASSES_IN_SERIES=1 runs them one after the other, printing both as they go.
import { spawn } from 'node:child_process';
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
const inSeries = process.env.TEST_PASSES_IN_SERIES === '1';
const packageName = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).name;

/** One vitest run; resolves with its exit code. `held` collects its output instead of printing it. */
function pass(label, env, args, held) {
  const header = `\n=== ${packageName}: ${label} ===\n`;
  if (held) held.push(header);
  else process.stdout.write(header);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.once('error', (error) => {
      (held ?? []).push(`${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const onPglite = () =>
  pass('all suites, database suites on PGlite (in memory)', { TEST_DATABASE_URL: '' }, []);
const onPostgres = (held) => {
  const where = new URL(postgres);
  return pass(
    `database suites on PostgreSQL (${where.hostname}:${where.port || 5432})`,
    { TEST_DATABASE_URL: postgres },
    ['integration.test'],
    held,
  );
};

let codes;
if (!postgres) codes = [await onPglite()];
else if (inSeries) {
  const first = await onPglite();
  codes = first === 0 ? [first, await onPostgres()] : [first];
} else {
  const held = [];
  codes = await Promise.all([onPglite(), onPostgres(held)]);
  for (const part of held) process.stdout.write(part);
}
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
