import type { Kysely } from 'kysely';

/**
 * The Activity Logs tab pages by (created_at, id) and filters by action and by actor
 * (issue 11). One index per way in, each ending in the page order, so every page is an
 * index range scan however large the log grows. The actor index also serves the
 * `on delete set null` of a deleted user.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activity_log_created_at_idx').ifExists().execute();
  await db.schema
    .createIndex('activity_log_created_at_id_idx')
    .on('activity_log')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('activity_log_action_created_at_idx')
    .on('activity_log')
    .columns(['action', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('activity_log_actor_created_at_idx')
    .on('activity_log')
    .columns(['actor_id', 'created_at desc', 'id desc'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'activity_log_actor_created_at_idx',
    'activity_log_action_created_at_idx',
    'activity_log_created_at_id_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema
    .createIndex('activity_log_created_at_idx')
    .on('activity_log')
    .column('created_at desc')
    .execute();
}
