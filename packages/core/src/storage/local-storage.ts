import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, type ObjectStorage, type StoredObject } from './object-storage';

// Identity documents: readable by the server's user only.
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

const hasCode = (error: unknown, ...codes: string[]): boolean =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/**
 * Objects as files under `root` (the caller passes `<DATA_DIR>/objects`), one file per key,
 * key segments as directories.
 *
 * A write goes to `<final>.part-<random>` next to the final file and is renamed into place
 * only once every byte is on disk, so a reader never sees half a document and a refused
 * upload leaves nothing. Keys cannot contain `.`, so a part file never collides with a key.
 */
export function createLocalStorage(options: { root: string }): ObjectStorage {
  const pathOf = (key: string) => join(options.root, ...key.split('/'));

  return {
    driver: 'local',

    async put(key, body, { size }) {
      assertObjectKey(key);
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: DIR_MODE });
      const partial = `${target}.part-${randomBytes(8).toString('hex')}`;
      try {
        // `flush` syncs the data before close, so the rename never publishes a file whose
        // bytes a crash could still lose.
        const file = createWriteStream(partial, { flags: 'wx', mode: FILE_MODE, flush: true });
        await pipeline(body, file);
        // As strict as S3, which refuses a body that is not its Content-Length.
        if (size !== undefined && file.bytesWritten !== size)
          throw new Error(`Upload body is not the declared ${size} bytes`);
        await rename(partial, target);
      } catch (error) {
        // Errors and premature destroys alike (size limit, wrong type, client gone).
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertObjectKey(key);
      let handle: FileHandle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        // ENOTDIR: a shorter key is a file where this key needs a directory.
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
      try {
        // Size from the open handle, not a separate stat: an overwrite in between would
        // pair the new file's size with the old file's bytes.
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!hasCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },
  };
}
