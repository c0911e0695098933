import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { restorePglite, restorePostgres } from './backup';
import { createDb, type DbHandle } from './client';

const folders: string[] = [];
const handles: DbHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'advance-backup-'));
  folders.push(dir);
  return dir;
};

const values = async (handle: DbHandle) =>
  (await sql<{ v: string }>`select v from probe order by v`.execute(handle.db)).rows.map(
    (r) => r.v,
  );

// Each makes, copies and reopens real data directories: slow on a busy machine.
const DIRECTORY_TESTS_MS = 90_000;

describe('PGlite backup and restore', () => {
  it(
    'copies a running database consistently, and a restore finds exactly that copy',
    async () => {
      const live = await tempDir();
      const running = await createDb({ dataDir: live });
      handles.push(running);
      await sql`create table probe (v text)`.execute(running.db);
      await sql`insert into probe values ('before')`.execute(running.db);
      const file = join(live, 'backups', 'copy.tar.gz');
      // Writes keep coming while the copy is taken; the copy holds whole statements only.
      const writes = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sql`insert into probe values (${`during-${String(i).padStart(2, '0')}`})`.execute(
            running.db,
          ),
        ),
      );
      await running.backup(file);
      await writes;
      // Personal data and password hashes: readable by the owner only.
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await sql`insert into probe values ('after')`.execute(running.db);

      const restoredDir = await tempDir();
      await restorePglite(file, restoredDir);
      const restored = await createDb({ dataDir: restoredDir });
      handles.push(restored);
      const rows = await values(restored);
      expect(rows).toContain('before');
      expect(rows).not.toContain('after');
      expect(await values(running)).toContain('after');
    },
    DIRECTORY_TESTS_MS,
  );

  it(
    'keeps what a restore replaces',
    async () => {
      const dir = await tempDir();
      const first = await createDb({ dataDir: dir });
      await sql`create table probe (v text)`.execute(first.db);
      await sql`insert into probe values ('one')`.execute(first.db);
      const file = join(dir, 'one.tar.gz');
      await first.backup(file);
      await sql`insert into probe values ('two')`.execute(first.db);
      await first.close();

      const keptAs = await restorePglite(file, dir);
      expect(keptAs).toMatch(/pglite\.before-restore-/);
      const restored = await createDb({ dataDir: dir });
      handles.push(restored);
      expect(await values(restored)).toEqual(['one']);
    },
    DIRECTORY_TESTS_MS,
  );
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(adminUrl))('PostgreSQL backup (pg_dump) and restore (pg_restore)', () => {
  it('restores into another database what the backup held', async () => {
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const names = [`advance_backup_src_${process.pid}`, `advance_backup_dst_${process.pid}`];
    for (const name of names) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    const urlOf = (name: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      const source = await createDb({ databaseUrl: urlOf(names[0] ?? '') });
      await sql`create table probe (v text)`.execute(source.db);
      await sql`insert into probe values ('kept')`.execute(source.db);
      const file = join(await tempDir(), 'advance.dump');
      await source.backup(file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await sql`insert into probe values ('later')`.execute(source.db);
      await source.close();

      await restorePostgres(file, urlOf(names[1] ?? ''));
      const target = await createDb({ databaseUrl: urlOf(names[1] ?? '') });
      expect(await values(target)).toEqual(['kept']);
      await target.close();
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
