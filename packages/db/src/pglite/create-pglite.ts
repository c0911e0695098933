import { existsSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import { backupPglite, pgliteDataPath } from '../backup';
import {
  type DbHandle,
  type DbOptions,
  NUMBER_READ_TYPES,
  plugins,
  queryObservers,
  TEXT_READ_TYPES,
} from '../handle';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
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
  if (!fresh) return handleFor(await start(), path);

  const images = await openImageStore(options.imageCacheDir);
  const key = await imageKey();
  const image = images?.find(key);
  if (image) {
    const folderExisted = path !== undefined && existsSync(path);
    try {
      return handleFor(await start(image), path);
    } catch {
      // A damaged or unreadable image: forget it and make the database as before.
      await images?.discard(image);
      if (path && !folderExisted) await rm(path, { recursive: true, force: true });
    }
  }

  const bridge = await start();
  const handle = handleFor(bridge, path);
  if (!images) return handle;
  // The first new database of these migrations: migrated here, before anyone else holds
  // the handle, so the image is exactly initdb + migrations and never anyone's data.
  try {
    await migrateToLatest(handle.db);
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

function handleFor(bridge: PgliteBridge, path: string | undefined): DbHandle {
  const queries = queryObservers();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: bridge }),
    plugins,
    log: queries.log,
  });
  return {
    db,
    kind: 'pglite',
    location: path ?? 'memory',
    listen: async () => async () => {},
    backup: (file) => backupPglite(() => bridge.dump({ checkpoint: true }), file),
    observeQueries: queries.observe,
    // One connection: PGlite queues statements inside its worker, out of sight.
    poolStats: () => ({ total: 1 }),
    close: async () => {
      await db.destroy();
      await bridge.close();
    },
  };
}
