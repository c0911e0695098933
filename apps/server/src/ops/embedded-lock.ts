import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: two servers on one DATA_DIR would corrupt it. The
 * server that opens it writes its pid here; `npm run backup` finds the running server by
 * it, and `npm run restore` refuses while one runs.
 */
export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server holding `dataDir`, or null (a stale file is ignored). */
export function runningServerPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(serverPidFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {}

/** Claims `dataDir` for this process; the returned function releases it. */
export function claimDataDir(dataDir: string): () => void {
  const other = runningServerPid(dataDir);
  if (other) {
    throw new DataDirInUseError(
      `Another server (pid ${other}) is running on ${dataDir}; the embedded database allows one.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = serverPidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningServerPid(dataDir) === null) rmSync(file, { force: true });
  };
}
