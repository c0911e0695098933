import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backupPgliteDirectory, backupPostgres, restorePglite, restorePostgres } from '@advance/db';
import { ConfigError, loadConfig } from '../config';
import { backupRequestFile, defaultBackupFile } from './backup-on-signal';
import { runningServerPid } from './embedded-lock';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`, on the database the server's
 * own configuration names (DATABASE_URL, else the embedded one under DATA_DIR).
 */
const WAIT_FOR_SERVER_MS = 120_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function waitForFile(file: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`The server wrote no backup within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function backup(target: string | undefined) {
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const file = resolve(target ?? defaultBackupFile(config.dataDir, kind));
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file);
    return say(`Backup written (pg_dump, custom format): ${file}`);
  }
  const pid = runningServerPid(config.dataDir);
  if (pid) {
    // The running server holds the embedded database: it makes the copy itself.
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(backupRequestFile(config.dataDir), file);
    process.kill(pid, 'SIGUSR2');
    await waitForFile(file, WAIT_FOR_SERVER_MS);
    return say(`Backup written by the running server (pid ${pid}): ${file}`);
  }
  await backupPgliteDirectory(config.dataDir, file);
  say(`Backup written: ${file}`);
}

async function restore(source: string | undefined) {
  if (!source) throw new Error('Name the backup to restore: npm run restore -- FILE');
  const file = resolve(source);
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const config = loadConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    return say(`Restored ${file} into ${new URL(config.databaseUrl).pathname.slice(1)}`);
  }
  const pid = runningServerPid(config.dataDir);
  if (pid) throw new Error(`Stop the server (pid ${pid}) first: a restore replaces its database`);
  const keptAs = await restorePglite(file, config.dataDir);
  say(`Restored ${file} into ${config.dataDir}`);
  if (keptAs) say(`The database it replaced is kept at ${keptAs}`);
}

const [command, path] = process.argv.slice(2);
const work = command === 'restore' ? restore(path) : backup(path);
work.catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
