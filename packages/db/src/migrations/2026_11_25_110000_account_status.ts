import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, the account's security parts:
 * - users.disabled_at / disabled_by: a super admin disabled the account (null: active).
 * - sessions.last_active_at: when the session last made a request, touched at most once
 *   per 5 minutes (validateSessionToken), for the sessions list.
 * - user_devices: the browser + OS + device combinations a user has signed in from, kept
 *   beyond the sessions themselves (those are deleted at sign-out and expiry), so a sign-in
 *   from a combination never seen before can be told to the user by e-mail.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update sessions set last_active_at = created_at`.execute(db);
  await db.schema
    .createTable('user_devices')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_key', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_devices_pk', ['user_id', 'device_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_devices').execute();
  await db.schema.alterTable('sessions').dropColumn('last_active_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled_by').dropColumn('disabled_at').execute();
}
