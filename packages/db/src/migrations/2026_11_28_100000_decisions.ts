import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * Issue 19, fair and clear decisions (docs/decisions/025):
 * - applications.decision_reasons: a denial's principal reasons, `[{ code, text }]` (jsonb).
 * - applications.complete_since / documents_due_on: the 30-day clock and the Incomplete queue
 *   as columns, so the Applications tab can sort and filter by them with an index. Kept by
 *   core's `refreshCompleteness` whenever a document request or one of its items changes:
 *   complete_since is when the application last had no pending item (submission, or the
 *   moment the last pending item was received or satisfied), null while items are pending;
 *   documents_due_on is the open request's due date while items are pending, else null.
 * - document_requests (one open per application) and document_request_items.
 * - application_notes: private staff notes.
 * - users.chat_emails: the customer's "e-mail me about unread chat" setting.
 * - conversations.chat_mail_sent_at: the last unread-chat e-mail for the conversation (at most
 *   one per 15 minutes), and chat_mail_checked_until: staff messages up to here were handled.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('decision_reasons', 'jsonb')
    .addColumn('complete_since', 'timestamptz')
    .addColumn('documents_due_on', 'date')
    .execute();
  await sql`update applications set complete_since = created_at`.execute(db);
  await db.schema
    .createIndex('applications_clock_idx')
    .on('applications')
    .columns(['complete_since', 'id'])
    .where(
      sql<SqlBool>`status in ('Submitted', 'Waiting approval', 'Additional Documentation Requested')`,
    )
    .execute();
  await db.schema
    .createIndex('applications_documents_due_idx')
    .on('applications')
    .columns(['documents_due_on', 'id'])
    .where(sql<SqlBool>`documents_due_on is not null`)
    .execute();

  await db.schema
    .createTable('document_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    /** Reminders sent (7 days and 1 day before the due date), so each goes once. */
    .addColumn('week_reminder_at', 'timestamptz')
    .addColumn('day_reminder_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('document_requests_one_open')
    .on('document_requests')
    .column('application_id')
    .unique()
    .where(sql<SqlBool>`closed_at is null`)
    .execute();
  await db.schema
    .createIndex('document_requests_application_idx')
    .on('document_requests')
    .columns(['application_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('document_requests_open_due_idx')
    .on('document_requests')
    .columns(['due_date'])
    .where(sql<SqlBool>`closed_at is null`)
    .execute();

  await db.schema
    .createTable('document_request_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('request_id', 'uuid', (c) =>
      c.notNull().references('document_requests.id').onDelete('cascade'),
    )
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'received', 'satisfied')`),
    )
    .addColumn('attachment_id', 'uuid', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('document_request_items_request_idx')
    .on('document_request_items')
    .columns(['request_id', 'position'])
    .execute();
  await db.schema
    .createIndex('document_request_items_application_idx')
    .on('document_request_items')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_notes_application_idx')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('chat_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('conversations')
    .addColumn('chat_mail_sent_at', 'timestamptz')
    .addColumn('chat_mail_checked_until', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .dropColumn('chat_mail_checked_until')
    .dropColumn('chat_mail_sent_at')
    .execute();
  await db.schema.alterTable('users').dropColumn('chat_emails').execute();
  await db.schema.dropTable('application_notes').execute();
  await db.schema.dropTable('document_request_items').execute();
  await db.schema.dropTable('document_requests').execute();
  await db.schema.dropIndex('applications_documents_due_idx').execute();
  await db.schema.dropIndex('applications_clock_idx').execute();
  await db.schema
    .alterTable('applications')
    .dropColumn('documents_due_on')
    .dropColumn('complete_since')
    .dropColumn('decision_reasons')
    .execute();
}
