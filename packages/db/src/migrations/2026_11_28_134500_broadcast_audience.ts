import { type Kysely, sql } from 'kysely';

/**
 * Issue 19, broadcast audience: a broadcast may go only to applicants whose latest
 * application had a given status when it was sent. Who that was is fixed at sending (a
 * later review does not add or take away a message someone already has), so such a
 * broadcast lists its recipients; one with no audience_status reaches every customer, as
 * before, and has no recipient rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('broadcasts').addColumn('audience_status', 'text').execute();
  await db.schema
    .createTable('broadcast_recipients')
    .addColumn('broadcast_id', 'uuid', (c) =>
      c.notNull().references('broadcasts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('broadcast_recipients_pk', ['broadcast_id', 'user_id'])
    .execute();
  // The inbox asks "is this user a recipient of this broadcast" for each of its broadcasts.
  await db.schema
    .createIndex('broadcast_recipients_user_idx')
    .on('broadcast_recipients')
    .columns(['user_id', 'broadcast_id'])
    .execute();
  // The latest application of each applicant, for the audience count and the recipients.
  await sql`create index if not exists applications_user_latest_idx
    on applications (user_id, created_at desc, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists applications_user_latest_idx`.execute(db);
  await db.schema.dropTable('broadcast_recipients').execute();
  await db.schema.alterTable('broadcasts').dropColumn('audience_status').execute();
}
