// Loaded with `--import` (NODE_OPTIONS): records the URL of every module the process
// imports, one per line, in the file named by RECORD_IMPORTS_TO, so a test can tell what
// start-up loaded. ES imports are seen by a resolve hook on Node's loader thread
// (record-imports-hooks.mjs); CommonJS files, which a CommonJS package requires without
// that hook, are read from the require cache as the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.RECORD_IMPORTS_TO;
if (file) {
  register('./record-imports-hooks.mjs', import.meta.url, { data: { file } });
  const { cache } = createRequire(import.meta.url);
  process.once('exit', () => {
    const paths = Object.keys(cache);
    if (paths.length > 0) appendFileSync(file, `${paths.join('\n')}\n`);
  });
}
