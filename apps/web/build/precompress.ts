import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files worth compressing (issue 15 contract). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Below about one packet compression saves nothing a visitor would notice. */
export const MIN_BYTES = 1024;

export interface Compressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file of `dir` over MIN_BYTES, each only when it is smaller than the original, so the server
 * sends the smallest a browser accepts without compressing at request time. Dot folders
 * (Vite's build manifest) are skipped: they are build information, not served assets.
 */
export async function precompress(dir: string): Promise<Compressed[]> {
  const results: Compressed[] = [];
  for (const file of await textFiles(dir)) {
    const content = await readFile(file);
    if (content.length <= MIN_BYTES) continue;
    const result: Compressed = { file, bytes: content.length };
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.length < content.length) {
      await writeFile(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < content.length) {
      await writeFile(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    results.push(result);
  }
  return results;
}

async function textFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await textFiles(path)));
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) && (await stat(path)).size > 0)
      files.push(path);
  }
  return files.sort();
}
