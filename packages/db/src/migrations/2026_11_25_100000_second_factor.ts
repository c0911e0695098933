import { type Kysely, sql } from 'kysely';

/**
 * Staff second factor (issue 17, decision 021):
 * - sessions.stage: 'full', or partial after a password ('second_factor': the code is still
 *   owed; 'setup_second_factor': the factor must be set up first). Existing sessions are full.
 * - sessions.second_factor_at: when this session last proved the second factor (sign-in,
 *   setup, passkey, step-up); step-up asks for it within the last 5 minutes.
 * - totp_credentials: one authenticator per user, in its own table so that reading a user
 *   (`select *` on users) never carries the secret. `last_step` is the last accepted RFC 6238
 *   time step: a step at or below it is refused (no replay), set with a guarded update.
 * - recovery_codes: SHA-256 of each code, used at most once (`used_at` set by a guarded update).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .defaultTo('full')
        .check(sql`stage in ('full', 'second_factor', 'setup_second_factor')`),
    )
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'timestamptz').execute();

  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'bytea', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_user_code_key', ['user_id', 'code_hash'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('totp_credentials').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.alterTable('sessions').dropColumn('stage').execute();
}
