import { type Kysely, sql } from 'kysely';

const id = 'uuid';
const now = sql`now()`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Support chat: one customer's conversation with staff, optionally about one application.
  // Unread counters live on the row so lists need no count over messages.
  await db.schema
    .createTable('conversations')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', id, (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_message_by', 'text', (c) => c.check(sql`last_message_by in ('user', 'admin')`))
    .addColumn('unread_by_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_by_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('conversations_user_idx')
    .on('conversations')
    .columns(['user_id', 'created_at'])
    .execute();
  // Lists sort by last activity (the last message, else the start), newest first.
  await sql`create index conversations_recent_idx on conversations
    ((coalesce(last_message_at, created_at)) desc, id desc)`.execute(db);

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', id, (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) =>
      c.notNull().check(sql`sender_type in ('user', 'admin')`),
    )
    .addColumn('sender_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text')
    .addColumn('type', 'text', (c) => c.check(sql`type in ('application')`))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation_idx')
    .on('conversation_messages')
    .columns(['conversation_id', 'created_at', 'id'])
    .execute();

  // The staff message list pages through direct messages newest first.
  await db.schema
    .createIndex('messages_sent_at_idx')
    .on('messages')
    .columns(['sent_at desc', 'id desc'])
    .execute();

  // Message Center broadcasts are stored once; a receipt row appears when a customer reads one.
  await db.schema
    .createTable('broadcasts')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sender_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) =>
      c.notNull().check(sql`priority in ('low', 'normal', 'high', 'urgent')`),
    )
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('broadcasts_sent_at_idx')
    .on('broadcasts')
    .column('sent_at')
    .execute();
  await db.schema
    .createTable('broadcast_receipts')
    .addColumn('broadcast_id', id, (c) =>
      c.notNull().references('broadcasts.id').onDelete('cascade'),
    )
    .addColumn('user_id', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('broadcast_receipts_pk', ['broadcast_id', 'user_id'])
    .execute();

  // Replies to a direct message, or to a broadcast (one private thread per customer).
  await db.schema
    .createTable('message_replies')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', id, (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('broadcast_id', id, (c) => c.references('broadcasts.id').onDelete('cascade'))
    .addColumn('user_id', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull().check(sql`sent_by in ('user', 'support')`))
    .addColumn('sender_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'message_replies_one_parent',
      sql`(message_id is null) <> (broadcast_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('message_replies_message_idx')
    .on('message_replies')
    .columns(['message_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('message_replies_broadcast_idx')
    .on('message_replies')
    .columns(['broadcast_id', 'user_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('info', 'warning', 'urgent', 'maintenance')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz')
    .execute();

  // The live channel's journal: ids only grow (one writer at a time, see live-events.ts),
  // so a client that reconnects asks for "everything after id N" and misses nothing.
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('live_events_user_idx')
    .on('live_events')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('live_events_created_at_idx')
    .on('live_events')
    .column('created_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'live_events',
    'announcements',
    'message_replies',
    'broadcast_receipts',
    'broadcasts',
    'conversation_messages',
    'conversations',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('messages_sent_at_idx').execute();
}
