import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { trackerBuildOptions } from '../build.mjs';

/** The hard budget for the built script (Umami's is 2.2 KB, Plausible's 0.7 KB). */
const BUDGET_BYTES = 1536;

it('builds dist/tracker.js within 1.5 KB gzip, without valibot', async () => {
  const { outputFiles, metafile } = await build({
    ...trackerBuildOptions,
    write: false,
    metafile: true,
  });
  const script = outputFiles[0]?.contents ?? new Uint8Array();
  const gzipped = gzipSync(script, { level: 9 }).length;
  process.stdout.write(
    `dist/tracker.js: ${script.length} bytes, ${gzipped} bytes gzip (budget ${BUDGET_BYTES})\n`,
  );

  expect(script.length).toBeGreaterThan(0);
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  // The schemas are imported as types only: nothing of valibot may ship to visitors.
  expect(Object.keys(metafile.inputs).filter((path) => path.includes('valibot'))).toEqual([]);
});
