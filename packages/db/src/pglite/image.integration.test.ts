import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDataPath } from '../backup';
import { createDb } from '../client';
import type { DbHandle } from '../handle';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from '../migrations/index';
import { imageKey } from './image';

// A new PGlite database starts from the prepared image of the current migrations
// (image.ts): the first one of a migration set makes it, the next ones load it.

const folders: string[] = [];
const temp = async (name: string) => {
  const dir = await mkdtemp(join(tmpdir(), `advance-image-${name}-`));
  folders.push(dir);
  return dir;
};
let cache: string;
beforeAll(async () => {
  cache = await temp('cache');
});
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const images = async () => (await readdir(cache)).filter((f) => f.endsWith('.tar.gz'));
const migrationNames = async (handle: DbHandle) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)
  ).rows.map((r) => r.name);
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

// Making an image runs initdb: slow on a busy machine.
const SLOW = 120_000;

describe('prepared PGlite images', () => {
  const expected = async () => Object.keys(await migrationProvider.getMigrations()).sort();

  it(
    'makes the image with the first new database and starts the next ones from it',
    async () => {
      const first = await timed(async () =>
        createDb({ dataDir: await temp('first'), imageCacheDir: cache }),
      );
      try {
        expect(await images()).toEqual([`pglite-${await imageKey()}.tar.gz`]);
        expect(await migrationNames(first.value)).toEqual(await expected());
        // Written after the image was made: it must never reach another database.
        await sql`insert into users (email) values ('owner@example.test')`.execute(first.value.db);
      } finally {
        await first.value.close();
      }

      const second = await timed(async () =>
        createDb({ dataDir: await temp('second'), imageCacheDir: cache }),
      );
      try {
        expect(await migrateToLatest(second.value.db)).toEqual([]);
        expect(await migrationNames(second.value)).toEqual(await expected());
        const { rows } = await sql`select email from users`.execute(second.value.db);
        expect(rows).toEqual([]);
        // initdb and the migrations are skipped: several times faster (about 1 s against 5 s).
        expect(second.ms).toBeLessThan(first.ms * 0.7);
      } finally {
        await second.value.close();
      }
    },
    SLOW,
  );

  it(
    'opens an existing directory as it is, image or not',
    async () => {
      const dir = await temp('existing');
      const made = await createDb({ dataDir: dir, imageCacheDir: cache });
      await sql`insert into users (email) values ('kept@example.test')`.execute(made.db);
      await made.close();
      const reopened = await createDb({ dataDir: dir, imageCacheDir: cache });
      try {
        const { rows } = await sql`select email from users`.execute(reopened.db);
        expect(rows).toEqual([{ email: 'kept@example.test' }]);
      } finally {
        await reopened.close();
      }
    },
    SLOW,
  );

  it(
    'starts in-memory databases (the tests) from the image too',
    async () => {
      const memory = await createDb({ imageCacheDir: cache });
      try {
        expect(memory.location).toBe('memory');
        expect(await migrationNames(memory)).toEqual(await expected());
        const { rows } = await sql`select count(*)::int as n from users`.execute(memory.db);
        expect(rows).toEqual([{ n: 0 }]);
      } finally {
        await memory.close();
      }
    },
    SLOW,
  );

  it(
    'replaces a damaged image and still makes a working database',
    async () => {
      const file = join(cache, `pglite-${await imageKey()}.tar.gz`);
      await writeFile(file, 'not a tarball');
      const dir = await temp('after-damage');
      const handle = await createDb({ dataDir: dir, imageCacheDir: cache });
      try {
        expect(await migrationNames(handle)).toEqual(await expected());
      } finally {
        await handle.close();
      }
      const bytes = await readFile(file);
      // A gzip stream again, not the garbage.
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    },
    SLOW,
  );

  it(
    'keeps a good image when a start fails for another reason',
    async () => {
      // Made by an earlier test, or here.
      await (await createDb({ imageCacheDir: cache })).close();
      const file = join(cache, `pglite-${await imageKey()}.tar.gz`);
      const before = await readFile(file);
      // The data folder's place is taken by a file: no start can work, with or without image.
      const dir = await temp('blocked');
      await writeFile(pgliteDataPath(dir), 'in the way');
      await expect(createDb({ dataDir: dir, imageCacheDir: cache })).rejects.toThrow();
      expect((await readFile(file)).equals(before)).toBe(true);
    },
    SLOW,
  );

  it('names an image by the migrations, so a changed one never reuses it', async () => {
    const v1 = { a: { up: async () => 'create table a' } };
    const v2 = { a: { up: async () => 'create table a (id int)' } };
    const more = { ...v1, b: { up: async () => 'create table b' } };
    expect(await imageKey(v1)).toBe(await imageKey({ ...v1 }));
    expect(await imageKey(v1)).not.toBe(await imageKey(v2));
    expect(await imageKey(v1)).not.toBe(await imageKey(more));
  });
});
