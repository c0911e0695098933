import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backups of either database, in the format its own tools read back:
 * - PGlite: a gzipped tarball of its data directory, taken after a CHECKPOINT inside
 *   PGlite's query mutex, so no statement writes while the files are read (a consistent
 *   copy of a running database; queries wait for the half second it takes, on the database's
 *   own thread, while the server's event loop goes on).
 * - PostgreSQL: `pg_dump --format=custom`, PostgreSQL's own consistent snapshot; restored
 *   with `pg_restore`.
 */

/** Where PGlite keeps its files inside DATA_DIR (client.ts opens the same path). */
export const pgliteDataPath = (dataDir: string) => join(dataDir, 'pglite');

/** Writes `file` atomically: a reader never sees half a backup. */
async function writeAtomically(file: string, bytes: Uint8Array) {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
}

/**
 * A consistent copy of a running PGlite, from the process that owns it: `dump` gives the
 * data directory as a gzipped tarball read after a CHECKPOINT, inside PGlite's query mutex
 * (the server's database does that on its worker thread, pglite-worker.mjs).
 */
export async function backupPglite(dump: () => Promise<Uint8Array>, file: string): Promise<void> {
  await writeAtomically(file, await dump());
}

/** The same from a PGlite instance of this thread (the command-line tools). */
async function dumpInProcess(pglite: PGlite): Promise<Uint8Array> {
  await pglite.query('checkpoint');
  // dumpDataDir reads the files inside PGlite's query mutex: no statement runs meanwhile.
  const tarball = await pglite.dumpDataDir('gzip');
  return new Uint8Array(await tarball.arrayBuffer());
}

/** A backup of a PGlite data directory that no running server holds. */
export async function backupPgliteDirectory(dataDir: string, file: string): Promise<void> {
  const pglite = await PGlite.create(pgliteDataPath(dataDir), { extensions: { pg_trgm } });
  try {
    await backupPglite(() => dumpInProcess(pglite), file);
  } finally {
    await pglite.close();
  }
}

/**
 * Restores a PGlite tarball into `dataDir`. What was there is kept beside it
 * (`pglite.before-restore-<time>`), never deleted: a wrong restore can be undone.
 */
export async function restorePglite(file: string, dataDir: string): Promise<string | null> {
  const target = pgliteDataPath(dataDir);
  let keptAs: string | null = null;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, keptAs);
  }
  const bytes = await readFile(file);
  try {
    const pglite = await PGlite.create(target, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([bytes]),
    });
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    if (keptAs) await rename(keptAs, target);
    throw error;
  }
  return keptAs;
}

/**
 * The connection string without its password, and the password for PGPASSWORD: a command
 * line is visible to every local user (`ps`), the environment of a process is not.
 */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error) =>
      reject(
        new Error(`${command} could not be started (${error.message}); install postgresql-client`),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

/**
 * `pg_dump` of the database at `databaseUrl` into `file` (custom format). A backup holds
 * every applicant's data and the password hashes: only the owner may read it.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const { url, env } = connectionFor(databaseUrl);
  // Created empty and private first, so the dump never exists readable by others.
  await writeFile(partial, new Uint8Array(), { mode: 0o600 });
  await chmod(partial, 0o600);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, url], env);
  await rename(partial, file);
}

/** `pg_restore` of `file` into the (empty or to-be-replaced) database at `databaseUrl`. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  await run(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--exit-on-error', `--dbname=${url}`, file],
    env,
  );
}
