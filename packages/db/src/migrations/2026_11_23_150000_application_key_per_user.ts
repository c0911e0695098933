import { type Kysely, sql } from 'kysely';

/**
 * An application's idempotency key belongs to its applicant, as chat and reply keys belong
 * to their sender: another user who sends the same key gets their own application instead
 * of learning that the key exists (and being blocked by it).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_idempotency_key_idx').ifExists().execute();
  await db.schema
    .createIndex('applications_user_idempotency_key_idx')
    .on('applications')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_user_idempotency_key_idx').ifExists().execute();
  await db.schema
    .createIndex('applications_idempotency_key_idx')
    .on('applications')
    .column('idempotency_key')
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
}
