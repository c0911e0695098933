import { existsSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { backupPglite, pgliteDataPath } from '../backup';
import {
  CONNECT_TIMEOUT_MS,
  type DbHandle,
  type DbOptions,
  MAX_WAITING_QUERIES,
  NUMBER_READ_TYPES,
  plugins,
  queryObservers,
  TEXT_READ_TYPES,
} from '../handle';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { BoundedPGliteDialect, ConnectionLock } from './bounded-dialect';
import { imageKey, openImageStore } from './image';
import { type PgliteBridge, startPgliteBridge } from './pglite-bridge';

/**
 * Embedded PGlite behind Kysely: the engine on its own thread (pglite-bridge.ts), a new
 * database started from the prepared image of the current migrations (image.ts).
 */
export async function createPglite(options: DbOptions): Promise<DbHandle> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const path = dataDir ? pgliteDataPath(dataDir) : undefined;
  const start = (imageFile?: string) =>
    startPgliteBridge({
      dataPath: path,
      imageFile,
      stringTypes: TEXT_READ_TYPES,
      numberTypes: NUMBER_READ_TYPES,
      queryTimeoutMs: options.queryTimeoutMs,
      onUnexpectedStop: options.onEmbeddedStopped,
    });

  // An existing database is opened as it is; the runtime migrates it.
  const fresh = !path || !existsSync(join(path, 'PG_VERSION'));
  if (!fresh) return handleFor(await start(), path, options);

  const images = await openImageStore(options.imageCacheDir);
  const key = await imageKey();
  const image = images?.find(key);
  let imageFailed: string | undefined;
  if (image) {
    const folderExisted = path !== undefined && existsSync(path);
    try {
      return handleFor(await start(image), path, options);
    } catch {
      // Perhaps a damaged image, perhaps something else (no memory, a folder we cannot
      // write): make the database as before, and forget the image only if that works.
      imageFailed = image;
      if (path && !folderExisted) await rm(path, { recursive: true, force: true });
    }
  }

  const bridge = await start();
  if (imageFailed) await images?.discard(imageFailed);
  const handle = handleFor(bridge, path, options);
  if (!images) return handle;
  // The first new database of these migrations: migrated here, before anyone else holds
  // the handle, so the image is exactly initdb + migrations and never anyone's data.
  try {
    await migrateToLatest(handle.unlimited ?? handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  // A cache that cannot be written (disk full) costs the next start time, nothing else.
  await bridge
    .dump({ checkpoint: true })
    .then((bytes) => images.save(key, bytes))
    .catch(() => {});
  return handle;
}

function handleFor(bridge: PgliteBridge, path: string | undefined, options: DbOptions): DbHandle {
  const queries = queryObservers();
  // With a time limit per statement (the server's), a wait for the connection is limited
  // as on PostgreSQL (CONNECT_TIMEOUT_MS); without one (tests, benches, tools), as before.
  const lock = new ConnectionLock(
    options.maxWaitingQueries ?? MAX_WAITING_QUERIES,
    options.queryTimeoutMs ? (options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) : 0,
  );
  const db = new Kysely<Database>({
    dialect: new BoundedPGliteDialect(bridge, lock, true),
    plugins,
    log: queries.log,
  });
  // Same connection, same lock (one order), no limits: migrations and bulk work.
  const unlimited = new Kysely<Database>({
    dialect: new BoundedPGliteDialect(bridge.unlimited(), lock, false),
    plugins,
    log: queries.log,
  });
  return {
    db,
    unlimited,
    kind: 'pglite',
    location: path ?? 'memory',
    listen: async () => async () => {},
    backup: (file) => backupPglite(() => bridge.dump({ checkpoint: true }), file),
    observeQueries: queries.observe,
    // One connection; `waiting`: the statements queued for it (bounded-dialect.ts).
    poolStats: () => ({ total: 1, waiting: lock.waiting }),
    close: async () => {
      await unlimited.destroy();
      await db.destroy();
      await bridge.close();
    },
  };
}
