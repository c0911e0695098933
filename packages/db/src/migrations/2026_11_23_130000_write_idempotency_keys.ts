import { type Kysely, sql } from 'kysely';

/**
 * Chat messages and Message Center replies take the client's idempotency key (issue 12,
 * docs/decisions/012): a send whose answer was lost and is sent again finds the first row
 * under the same sender and key instead of making a second one. Old rows have none.
 */
const tables = ['conversation_messages', 'message_replies'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('idempotency_key', 'text').execute();
    await db.schema
      .createIndex(`${table}_sender_idempotency_key_idx`)
      .on(table)
      .columns(['sender_id', 'idempotency_key'])
      .unique()
      .where(sql.ref('idempotency_key'), 'is not', null)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_sender_idempotency_key_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('idempotency_key').execute();
  }
}
