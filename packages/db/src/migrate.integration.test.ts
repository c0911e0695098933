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
      'advance_state_totals',
      'advances',
      'announcements',
      'api_tokens',
      'application_notes',
      'application_reviews',
      'applications',
      'attachments',
      'broadcast_receipts',
      'broadcast_recipients',
      'broadcasts',
      'conversation_messages',
      'conversations',
      'document_request_items',
      'document_requests',
      'goals',
      'interactions',
      'ledger_entries',
      'live_events',
      'mail_outbox',
      'message_replies',
      'messages',
      'page_view_daily',
      'page_views',
      'passkey_challenges',
      'passkeys',
      'password_reset_tokens',
      'payment_authorizations',
      'rate_limits',
      'recovery_codes',
      'sessions',
      'totp_credentials',
      'uploads',
      'user_devices',
      'users',
      'visitor_session_daily',
      'visitor_sessions',
      'visitor_user_daily',
    ];
    expect(await tables()).toEqual(expected);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables()).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tables()).toEqual(expected);
    // Fourteen migrations down and up: 5-10 s on PGlite alone, several times that on a busy machine.
  }, 120_000);

  it('gives older applications their derived benefit schedule and no disclosure', async () => {
    const { db, reset } = await getTestDb();
    await reset();
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('2026_11_23_130000_write_idempotency_keys');
    expect(before.error).toBeUndefined();
    try {
      // payment day, birth date → the schedule the server would derive today.
      const cases = [
        [1, '1950-05-25', 'first_of_month'],
        [3, '1950-05-05', 'third_of_month'],
        [15, '1950-05-10', 'second_wednesday'],
        [17, '1950-05-11', 'third_wednesday'],
        [24, '1950-05-20', 'third_wednesday'],
        [31, '1950-05-21', 'fourth_wednesday'],
      ] as const;
      for (const [i, [day, birth]] of cases.entries()) {
        await sql`
          insert into applications (first_name, last_name, email, phone, zip_code,
            requested_amount_cents, processing_fee_cents, amount_to_receive_cents,
            how_often_need_cash, monthly_benefit_cents, benefit_payment_day,
            monthly_rent_mortgage_cents, date_of_birth, request_fingerprint)
          values ('Old', ${String(i)}, 'old@x.test', '5551234567', '10001', 50000, 1500, 48500,
            'monthly', 120000, ${day}, 80000, ${birth}, ${`f${i}`})`.execute(db);
      }
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const rows = await db
        .selectFrom('applications')
        .select(['lastName', 'benefitSchedule', 'aprBasisPoints', 'dueDate', 'quotedAt'])
        .orderBy('lastName')
        .execute();
      expect(rows).toEqual(
        cases.map(([, , schedule], i) => ({
          lastName: String(i),
          benefitSchedule: schedule,
          aprBasisPoints: null,
          dueDate: null,
          quotedAt: null,
        })),
      );
    } finally {
      await migrator.migrateToLatest();
      await reset();
    }
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
