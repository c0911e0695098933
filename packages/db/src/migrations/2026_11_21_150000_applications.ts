import { type Kysely, type SqlBool, sql } from 'kysely';

const STATUSES_OPEN = `'Submitted', 'Waiting approval', 'Additional Documentation Requested'`;
const STATUSES = `'Submitted', 'Waiting approval', 'Additional Documentation Requested', 'Approved', 'Denied'`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram indexes make "name or e-mail contains ..." fast on 100,000+ applications.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Submitted')
        .check(sql.raw(`status in (${STATUSES})`)),
    )
    .addColumn('review_notes', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('requested_amount_cents', 'integer', (c) =>
      c.notNull().check(sql`requested_amount_cents between 10000 and 500000`),
    )
    .addColumn('processing_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_to_receive_cents', 'integer', (c) => c.notNull())
    .addColumn('how_often_need_cash', 'text', (c) => c.notNull())
    .addColumn('monthly_benefit_cents', 'bigint', (c) => c.notNull())
    .addColumn('benefit_payment_day', 'smallint', (c) =>
      c.notNull().check(sql`benefit_payment_day between 1 and 31`),
    )
    .addColumn('monthly_rent_mortgage_cents', 'bigint', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_fingerprint', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`).stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Pages are ordered (created_at desc, id desc); these match it exactly, so a page is an
  // index walk, not a sort of the table (bench/applications.ts measured the difference).
  await db.schema
    .createIndex('applications_created_at_idx')
    .on('applications')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('applications_status_created_at_idx')
    .on('applications')
    .columns(['status', 'created_at desc', 'id desc'])
    .execute();
  // The "Pending Review" card counts only open applications: a small partial index.
  await db.schema
    .createIndex('applications_pending_idx')
    .on('applications')
    .column('created_at')
    .where(sql.raw<SqlBool>(`status in (${STATUSES_OPEN})`))
    .execute();
  await db.schema
    .createIndex('applications_user_id_idx')
    .on('applications')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('applications_idempotency_key_idx')
    .on('applications')
    .column('idempotency_key')
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await sql`create index applications_search_trgm_idx on applications using gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('application_reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('previous_status', 'text')
    .addColumn('new_status', 'text', (c) => c.notNull())
    .addColumn('review_notes', 'text')
    .addColumn('review_type', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip_address', 'text')
    .addColumn('reviewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_reviews_application_idx')
    .on('application_reviews')
    .columns(['application_id', 'reviewed_at desc'])
    .execute();

  // The message center (spec part 3 "Message"); live delivery and replies come with chat.
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('application_id', 'uuid', (c) =>
      c.references('applications.id').onDelete('set null'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(sql`type in ('system', 'approved', 'under_review', 'action_required', 'other')`),
    )
    .addColumn('priority', 'text', (c) =>
      c.notNull().defaultTo('normal').check(sql`priority in ('low', 'normal', 'high', 'urgent')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('unread').check(sql`status in ('unread', 'read')`),
    )
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('messages_user_idx')
    .on('messages')
    .columns(['user_id', 'sent_at desc'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'application_reviews', 'applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
