import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../storage/object-storage';

export interface StorageUnderTest {
  storage: ObjectStorage;
  cleanup: () => Promise<void>;
  /** Paths of every file the driver keeps, relative to its root (local driver only). */
  listFiles?: () => Promise<string[]>;
}

const CONTENT_TYPE = 'application/pdf';

/** Keys as the server makes them. */
const newKey = () => `uploads/${randomUUID()}`;

/** `bytes` as a byte stream in 64 KB chunks, the way an HTTP body arrives. */
function streamOf(bytes: Buffer): Readable {
  function* chunks() {
    for (let start = 0; start < bytes.length; start += 65_536)
      yield bytes.subarray(start, start + 65_536);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * A body that yields some bytes, then fails the way the upload checks abort it. The pause
 * lets the bytes reach the driver (and the server behind it) before the failure.
 */
function failingStream(fail: (stream: Readable) => void): Readable {
  const stream = new Readable({ read() {} });
  stream.push(randomBytes(256 * 1024));
  setTimeout(() => fail(stream), 100);
  return stream;
}

/** The tests every ObjectStorage driver must pass (decision 008). */
export function describeStorageContract(name: string, make: () => Promise<StorageUnderTest>): void {
  describe(`${name} storage`, () => {
    let subject: StorageUnderTest;
    let storage: ObjectStorage;

    beforeAll(async () => {
      subject = await make();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    const read = async (key: string) => {
      const object = await storage.get(key);
      if (!object) return null;
      return { size: object.size, bytes: await buffer(object.body) };
    };

    /** Nothing on disk under `key`, not even a part file (drivers that can tell). */
    const expectNoFiles = async (key: string) => {
      const files = (await subject.listFiles?.()) ?? [];
      expect(files.filter((file) => file.startsWith(key))).toEqual([]);
    };

    it.each([
      ['empty', 0],
      ['1 byte', 1],
      ['1 KB', 1000],
      ['~3 MB', 3 * 1024 * 1024 + 17],
    ])('stores and returns %s with its declared size', async (_label, length) => {
      const key = newKey();
      const bytes = randomBytes(length);
      await storage.put(key, streamOf(bytes), { contentType: CONTENT_TYPE, size: length });
      const stored = await read(key);
      expect(stored?.size).toBe(length);
      expect(stored?.bytes.equals(bytes)).toBe(true);
    });

    it('stores a body of unknown size', async () => {
      const key = newKey();
      const bytes = randomBytes(300_001);
      await storage.put(key, streamOf(bytes), { contentType: CONTENT_TYPE, size: undefined });
      const stored = await read(key);
      expect(stored?.size).toBe(bytes.length);
      expect(stored?.bytes.equals(bytes)).toBe(true);
    });

    it('returns null for a missing key', async () => {
      expect(await storage.get(newKey())).toBeNull();
    });

    it('deletes an object', async () => {
      const key = newKey();
      await storage.put(key, streamOf(Buffer.from('doc')), { contentType: CONTENT_TYPE, size: 3 });
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expectNoFiles(key);
    });

    it('deletes a missing key without complaint', async () => {
      await expect(storage.delete(newKey())).resolves.toBeUndefined();
    });

    it('replaces an object put again under the same key', async () => {
      const key = newKey();
      await storage.put(key, streamOf(Buffer.from('first')), {
        contentType: CONTENT_TYPE,
        size: 5,
      });
      const second = Buffer.from('second, longer');
      await storage.put(key, streamOf(second), { contentType: CONTENT_TYPE, size: second.length });
      const stored = await read(key);
      expect(stored?.size).toBe(second.length);
      expect(stored?.bytes.toString()).toBe('second, longer');
    });

    describe.each([
      ['declared', 1_000_000],
      ['unknown', undefined],
    ])('when the body fails midway (size %s)', (_label, size) => {
      it('rejects with the stream error and keeps nothing', async () => {
        const key = newKey();
        const limit = new Error('limit');
        const body = failingStream((stream) => stream.destroy(limit));
        await expect(storage.put(key, body, { contentType: CONTENT_TYPE, size })).rejects.toBe(
          limit,
        );
        expect(await storage.get(key)).toBeNull();
        await expectNoFiles(key);
      });

      it('rejects when the body is destroyed without an error and keeps nothing', async () => {
        const key = newKey();
        const body = failingStream((stream) => stream.destroy());
        await expect(storage.put(key, body, { contentType: CONTENT_TYPE, size })).rejects.toThrow();
        expect(await storage.get(key)).toBeNull();
        await expectNoFiles(key);
      });
    });

    it.each([
      ['shorter', 5, 10],
      ['longer', 12, 10],
    ])(
      'rejects a body %s than its declared size and keeps nothing',
      async (_label, length, size) => {
        const key = newKey();
        const body = streamOf(randomBytes(length));
        await expect(storage.put(key, body, { contentType: CONTENT_TYPE, size })).rejects.toThrow(
          /declared/,
        );
        expect(await storage.get(key)).toBeNull();
        await expectNoFiles(key);
      },
    );

    it.each(['../x', 'a/../../b', 'UPPER', 'a//b', '', '/abs', 'a/b/', 'a.pdf'])(
      'refuses the key %j',
      async (key) => {
        const body = streamOf(Buffer.from('x'));
        await expect(
          storage.put(key, body, { contentType: CONTENT_TYPE, size: 1 }),
        ).rejects.toThrow(/Invalid object key/);
        await expect(storage.get(key)).rejects.toThrow(/Invalid object key/);
        await expect(storage.delete(key)).rejects.toThrow(/Invalid object key/);
      },
    );
  });
}
