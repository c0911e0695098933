import { type Kysely, sql } from 'kysely';

/**
 * Passkeys (issue 17, decision 023):
 * - passkeys: one row per WebAuthn credential; the id is the credential id (base64url), so a
 *   credential can belong to one account only. `counter` is the authenticator's signature
 *   counter (0 for those that keep none), raised with a guarded update.
 * - passkey_challenges: single-use challenges, 5 minutes. A registration challenge is bound
 *   to the session that asked for it (one pending per session); a sign-in challenge to its
 *   own id, returned with the options. Taken with DELETE … RETURNING: whoever deletes it uses it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_type', 'text', (c) =>
      c.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`),
    )
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('registration', 'authentication')`),
    )
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One pending registration per session: asking again replaces it.
  await db.schema
    .createIndex('passkey_challenges_session_registration_key')
    .on('passkey_challenges')
    .column('session_id')
    .unique()
    .where(sql.ref('kind'), '=', 'registration')
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires_at_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
