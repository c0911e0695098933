import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStorageContract } from '../testing/storage-contract';
import { createLocalStorage } from './local-storage';

async function makeLocalStorage() {
  const dir = await mkdtemp(join(tmpdir(), 'local-storage-'));
  // A root that does not exist yet: the driver creates it.
  const root = join(dir, 'objects');
  return {
    root,
    storage: createLocalStorage({ root }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
    listFiles: async () => {
      try {
        return await readdir(root, { recursive: true });
      } catch {
        return [];
      }
    },
  };
}

describeStorageContract('local', makeLocalStorage);

describe('local storage on disk', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup()));
  });

  it('keeps documents readable by the server user only', async () => {
    const { root, storage, cleanup } = await makeLocalStorage();
    cleanups.push(cleanup);
    const key = `uploads/${randomUUID()}`;
    await storage.put(key, Readable.from([Buffer.from('id')]), { contentType: 'text/plain' });
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'uploads'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, key))).mode & 0o777).toBe(0o600);
  });

  it('stores a key as a file under the root', async () => {
    const { root, storage, cleanup } = await makeLocalStorage();
    cleanups.push(cleanup);
    await storage.put('uploads/abc-123', Readable.from([Buffer.from('bytes')]), {
      contentType: 'text/plain',
      size: 5,
    });
    expect(await readdir(join(root, 'uploads'))).toEqual(['abc-123']);
  });
});
