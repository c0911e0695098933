import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations/index';
import { describeTestDb, getTestDb } from './testing';

describe(`migrations on ${describeTestDb()}`, () => {
  it('create every table, and roll all the way down and up again', async () => {
    const { db } = await getTestDb();
    const tables = async () =>
      (
        await sql<{ tablename: string }>`
          select tablename from pg_tables
          where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(
          db,
        )
      ).rows.map((r) => r.tablename);
    const expected = [
      'activity_log',
      'announcements',
      'application_reviews',
      'applications',
      'attachments',
      'broadcast_receipts',
      'broadcasts',
      'conversation_messages',
      'conversations',
      'goals',
      'interactions',
      'live_events',
      'mail_outbox',
      'message_replies',
      'messages',
      'page_view_daily',
      'page_views',
      'password_reset_tokens',
      'rate_limits',
      'sessions',
      'uploads',
      'users',
      'visitor_sessions',
    ];
    expect(await tables()).toEqual(expected);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables()).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tables()).toEqual(expected);
  });

  it('keeps e-mails unique and roles within the three known values', async () => {
    const { db, reset } = await getTestDb();
    await reset();
    await db.insertInto('users').values({ email: 'a@x.test', passwordHash: null }).execute();
    await expect(
      db.insertInto('users').values({ email: 'a@x.test', passwordHash: null }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values({ email: 'b@x.test', passwordHash: null, role: 'root' as never })
        .execute(),
    ).rejects.toThrow();
  });
});
