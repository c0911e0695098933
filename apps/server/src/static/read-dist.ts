import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A file of the web build, read into memory, with the build's precompressed siblings. */
export interface DistFile {
  /** Path under the dist folder with forward slashes and no leading slash: `assets/a.js`. */
  name: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Larger files are left out (with a warning): a web build has no business holding them. */
export const MAX_DIST_FILE_BYTES = 16 * 1024 * 1024;

const SIBLINGS = { '.br': 'br', '.gz': 'gzip' } as const;

/**
 * Reads every regular file under `root` once, at start. Serving from this map is what makes
 * path traversal impossible: a request can only name a key that the walk put there.
 * Dot-files and dot-folders (`.vite/manifest.json`) and symbolic links are never served.
 */
export async function readDist(
  root: string,
  warn: (message: string, file: string) => void,
): Promise<Map<string, DistFile>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const name = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (name.split('/').some((segment) => segment.startsWith('.'))) continue;
    names.push(name);
  }
  const present = new Set(names);
  const files = new Map<string, DistFile>();
  const read = async (name: string): Promise<Buffer | undefined> => {
    const path = join(root, name);
    if ((await stat(path)).size > MAX_DIST_FILE_BYTES) {
      warn('Web build file too large to serve; left out', name);
      return undefined;
    }
    return readFile(path);
  };
  for (const name of names) {
    const sibling = Object.entries(SIBLINGS).find(([suffix]) => name.endsWith(suffix));
    // `a.js.br` is an encoding of `a.js`, not a file of its own.
    if (sibling && present.has(name.slice(0, -sibling[0].length))) continue;
    const body = await read(name);
    if (!body) continue;
    const file: DistFile = { name, body };
    for (const [suffix, encoding] of Object.entries(SIBLINGS)) {
      if (!present.has(name + suffix)) continue;
      const encoded = await read(name + suffix);
      if (encoded) file[encoding] = encoded;
    }
    files.set(name, file);
  }
  return files;
}
