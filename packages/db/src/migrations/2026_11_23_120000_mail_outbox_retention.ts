import { type Kysely, sql } from 'kysely';

/**
 * Sent mail keeps no body (issue 11, item 13): a password-reset mail's body is a live
 * link, needed only until it is handed to the relay. Mails sent before this change lose
 * theirs now; the index lets the maintenance job find sent mail past its retention.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ text_body: '', html_body: null })
    .where('sent_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('mail_outbox_sent_at_idx')
    .on('mail_outbox')
    .column('sent_at')
    .where(sql.ref('sent_at'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_sent_at_idx').ifExists().execute();
}
