import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // An upload in flight: the signed, single-use URL (only its token's hash is kept) and,
  // once the bytes are in, what the server measured. Attaching consumes the row.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'receiving', 'stored', 'failed')`),
    )
    .addColumn('file_size', 'bigint')
    .addColumn('file_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stored_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('uploads_expires_at_idx')
    .on('uploads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull().check(sql`file_size > 0`))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull().unique())
    .addColumn('upload_type', 'text', (c) =>
      c.notNull().check(sql`upload_type in ('user_uploaded', 'admin')`),
    )
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`category in ('identity', 'income', 'benefits', 'financial', 'other', 'supporting_document')`,
        ),
    )
    .addColumn('visible_to_user', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every read is "the attachments of one application, newest first".
  await db.schema
    .createIndex('attachments_application_idx')
    .on('attachments')
    .columns(['application_id', 'created_at desc', 'id desc'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachments').execute();
  await db.schema.dropTable('uploads').execute();
}
