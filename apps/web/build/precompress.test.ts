import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('precompress', () => {
  it('writes .br and .gz that decompress to the original, for text files of every kind', async () => {
    const text = 'const answer = "Benefit Advance";\n'.repeat(200);
    await mkdir(join(dir, 'assets'));
    for (const name of [
      'assets/app.js',
      'index.html',
      'routes.json',
      'robots.txt',
      'manifest.webmanifest',
    ]) {
      await writeFile(join(dir, name), text);
    }
    const results = await precompress(dir);
    expect(results).toHaveLength(5);
    for (const { file, bytes, br, gz } of results) {
      expect(bytes).toBe(text.length);
      expect(br).toBeLessThan(gz ?? 0);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(text);
      expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(text);
    }
  });

  it('skips small files, images, dot folders, and what compression would only grow', async () => {
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'edge.css'), 'a'.repeat(MIN_BYTES));
    await writeFile(join(dir, 'icon.png'), 'x'.repeat(5000));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), '{}'.repeat(2000));
    // Random bytes do not compress: a "text" file full of them gets no siblings.
    await writeFile(join(dir, 'noise.txt'), randomBytes(4096));
    const results = await precompress(dir);
    expect(results.map((r) => r.file)).toEqual([join(dir, 'noise.txt')]);
    expect(results[0]?.br).toBeUndefined();
    expect(results[0]?.gz).toBeUndefined();
    for (const name of [
      'tiny.css.br',
      'edge.css.gz',
      'icon.png.br',
      '.vite/manifest.json.br',
      'noise.txt.br',
    ]) {
      expect(await exists(join(dir, name)), name).toBe(false);
    }
  });
});
