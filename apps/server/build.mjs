// Bundles the server and the workspace packages it uses into dist/main.js.
// Third-party packages stay external and load from node_modules (native argon2, PGlite's wasm).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const external = new Set();
for (const dir of [
  '.',
  '../../packages/api',
  '../../packages/core',
  '../../packages/db',
  '../../packages/contracts',
]) {
  const pkg = JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {}))
    if (!name.startsWith('@advance/')) external.add(name);
}

// SERVER_OUT_DIR lets builds that share a checkout (several agents) keep apart.
const outDir = new URL(`${process.env.SERVER_OUT_DIR ?? 'dist'}/`, new URL('.', import.meta.url));

await build({
  entryPoints: ['src/main.ts'],
  outfile: new URL('main.js', outDir).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pino', 'kysely', 'kysely/*', '@trpc/server/*', '@oslojs/*', 'ws'],
  logLevel: 'warning',
});

// The embedded database runs on a worker thread started from this file, which the bundle
// looks for beside main.js (packages/db/src/pglite/pglite-bridge.ts).
copyFileSync(
  new URL('../../packages/db/src/pglite/pglite-worker.mjs', import.meta.url),
  new URL('pglite-worker.mjs', outDir),
);
