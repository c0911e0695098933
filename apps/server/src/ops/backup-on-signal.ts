import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@advance/core';
import type { DbHandle } from '@advance/db';

/** Where `npm run backup` asks a running server for a copy, and where copies go by default. */
export const backupRequestFile = (dataDir: string) => join(dataDir, 'backup-request');
export const defaultBackupFile = (dataDir: string, kind: DbHandle['kind'], now = new Date()) =>
  join(
    dataDir,
    'backups',
    `advance-${now.toISOString().replace(/[:.]/g, '-')}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`,
  );

/**
 * SIGUSR2 makes the server write a consistent backup of its database (the embedded
 * database can only be copied by the process that holds it). Only the server's owner can
 * send the signal: no network surface. The target path comes from the request file that
 * `npm run backup` writes first, else a time-stamped name under DATA_DIR/backups.
 */
export function backupOnSignal(database: DbHandle, dataDir: string, log: Logger): () => void {
  let running: Promise<void> | undefined;
  const handler = () => {
    if (running) return;
    let file = defaultBackupFile(dataDir, database.kind);
    try {
      file = readFileSync(backupRequestFile(dataDir), 'utf8').trim() || file;
      rmSync(backupRequestFile(dataDir), { force: true });
    } catch {
      // No request file: a plain `kill -USR2` from an operator.
    }
    const started = Date.now();
    running = database
      .backup(file)
      .then(() => log.info({ file, ms: Date.now() - started }, 'Backup written'))
      .catch((error: unknown) => log.error({ err: error, file }, 'Backup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  process.on('SIGUSR2', handler);
  return () => process.off('SIGUSR2', handler);
}
