// Builds the standalone tracker, dist/tracker.js: one minified script that starts itself.
// The size test builds with the same options, so the budget is checked on what ships.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** @type {import('esbuild').BuildOptions} */
export const trackerBuildOptions = {
  entryPoints: [fileURLToPath(new URL('./src/script.ts', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'iife',
  // Browsers with sendBeacon, keep-alive fetch and AbortSignal listeners.
  target: 'es2020',
  legalComments: 'none',
  // Not the repo's tsconfig: its strict mode would add a "use strict" the bundle does not need.
  tsconfigRaw: {},
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({
    ...trackerBuildOptions,
    outfile: fileURLToPath(new URL('./dist/tracker.js', import.meta.url)),
  });
}
