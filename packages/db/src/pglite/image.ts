import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  access,
  constants,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationProvider } from '../migrations/index';

/**
 * Prepared database images (docs/decisions/019-embedded-database-off-thread.md). A new
 * PGlite database used to run initdb (about 4.5 s of WebAssembly) and then every migration;
 * now the first new database of a migration set is kept as a gzipped tarball of its data
 * directory, and every later one starts from that (PGlite's loadDataDir, about 1 s).
 *
 * An image is named by a hash of what makes it: PGlite's version, the extension list and
 * every migration's name and code, so a changed or added migration never reuses an old one.
 * From the sources (tests, tsx) the code is the migration files themselves, constants
 * beside `up` included; the server bundle has no such files and hashes each compiled `up`
 * (released migrations do not change). Each form gets its own image, built once.
 */

/** Raised when what goes into an image changes in a way the key cannot see. */
const IMAGE_FORMAT = 1;
/** Images of older migration sets kept beside the newest (other branches, older builds). */
const IMAGES_KEPT = 4;
const CACHE_FOLDER = 'advance-pglite-images';

let pgliteVersionRead: string | undefined;
/** The installed PGlite's version: a new engine may not read an old image. */
function pgliteVersion(): string {
  if (pgliteVersionRead) return pgliteVersionRead;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(dirname(entry)), 'package.json');
  pgliteVersionRead = String(JSON.parse(readFileSync(manifest, 'utf8')).version);
  return pgliteVersionRead;
}

export async function imageKey(
  migrations?: Record<string, { up: (...args: never[]) => unknown }>,
): Promise<string> {
  const list = migrations ?? (await migrationProvider.getMigrations());
  const hash = createHash('sha256');
  hash.update(`${IMAGE_FORMAT}\0${pgliteVersion()}\0pg_trgm`);
  // How the engine is made (its options, extensions, type setup) lives in the worker file.
  hash.update(`\0${await readFile(new URL('./pglite-worker.mjs', import.meta.url), 'utf8')}`);
  for (const name of Object.keys(list).sort()) {
    hash.update(`\0${name}\0${list[name]?.up.toString()}`);
  }
  if (!migrations) for (const source of await migrationSources()) hash.update(`\0${source}`);
  return hash.digest('hex').slice(0, 24);
}

/** The migration files' text when running from the sources; none in the server bundle. */
async function migrationSources(): Promise<string[]> {
  const dir = fileURLToPath(new URL('../migrations/', import.meta.url));
  if (!existsSync(join(dir, 'index.ts'))) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ts')).sort();
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

export interface ImageStore {
  /** The image file for `key`, if one was made. */
  find: (key: string) => string | undefined;
  /** Keeps `bytes` as the image of `key` (atomically: a reader never sees half a file). */
  save: (key: string, bytes: Uint8Array) => Promise<void>;
  /** Forgets an image that failed to load. */
  discard: (file: string) => Promise<void>;
}

const imageName = (key: string) => `pglite-${key}.tar.gz`;

/**
 * The cache folder: the one given, else node_modules/.cache (where the installation's tools
 * keep theirs; the Docker build's stays read-only at run time), else a private folder in
 * the temp directory. An image becomes the first state of new databases, so the temp
 * folder is used only when it is ours and closed to other users. Undefined: no cache
 * (every new database runs initdb, as before).
 */
export async function openImageStore(folder?: string): Promise<ImageStore | undefined> {
  const dir = folder ?? (await defaultFolder());
  if (!dir) return undefined;
  return {
    find: (key) => {
      const file = join(dir, imageName(key));
      return existsSync(file) ? file : undefined;
    },
    save: async (key, bytes) => {
      const file = join(dir, imageName(key));
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      // Written whole and flushed to disk before it takes the image's name: a crash or a
      // power cut leaves a stale .partial (pruned later), never a truncated image.
      const handle = await open(partial, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
      await syncFolder(dir);
      await pruneOld(dir);
    },
    discard: (file) => rm(file, { force: true }),
  };
}

/** The rename itself is durable once the folder's entry is flushed (where the OS allows it). */
async function syncFolder(dir: string) {
  const handle = await open(dir, 'r').catch(() => undefined);
  await handle
    ?.sync()
    .catch(() => {})
    .finally(() => handle.close());
}

async function defaultFolder(): Promise<string | undefined> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const at = entry.lastIndexOf(`${sep}node_modules${sep}`);
  if (at >= 0) {
    const dir = join(entry.slice(0, at), 'node_modules', '.cache', CACHE_FOLDER);
    if (await writable(dir)) return dir;
  }
  const uid = process.getuid?.() ?? 0;
  const dir = join(tmpdir(), `${CACHE_FOLDER}-${uid}`);
  if (!(await writable(dir, 0o700))) return undefined;
  const info = await lstat(dir);
  const private_ = info.isDirectory() && info.uid === uid && (info.mode & 0o077) === 0;
  return private_ ? dir : undefined;
}

async function writable(dir: string, mode?: number): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true, ...(mode !== undefined && { mode }) });
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the newest images; other processes' half-written files older than an hour go too. */
async function pruneOld(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.startsWith('pglite-'))
      .map(async (e) => {
        const file = join(dir, e.name);
        // Another process may prune the same folder at the same time.
        const at = await lstat(file).then(
          (info) => info.mtimeMs,
          () => undefined,
        );
        return at === undefined ? undefined : { file, partial: e.name.endsWith('.partial'), at };
      }),
  );
  const files = found.filter((f) => f !== undefined);
  const images = files.filter((f) => !f.partial).sort((a, b) => b.at - a.at);
  const stalePartials = files.filter((f) => f.partial && Date.now() - f.at > 3_600_000);
  for (const { file } of [...images.slice(IMAGES_KEPT), ...stalePartials]) {
    await rm(file, { force: true });
  }
}
