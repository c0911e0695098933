import { type Kysely, sql } from 'kysely';

/**
 * Issue 18's benchmark: a search in the Advances view ("smith" among 14,000 past-due advances
 * of 100,000) joined every matching application (12,500) to the state's rows to count and sum
 * them, 40-66 ms p95 on PGlite. The applicant's name and e-mail never change after submission,
 * so the advance keeps its own copy of the application's search text, set once by a trigger
 * when the advance is created: a search is then a filter on the advances table alone (a
 * trigram index for the all-states list, the state's index plus a filter for the others).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('advances')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update advances set search_text = a.search_text
    from applications a where a.id = advances.application_id`.execute(db);
  await sql`create function advances_copy_search_text() returns trigger language plpgsql as $$
    begin
      select search_text into new.search_text from applications where id = new.application_id;
      new.search_text := coalesce(new.search_text, '');
      return new;
    end $$`.execute(db);
  await sql`create trigger advances_copy_search_text before insert on advances
    for each row execute function advances_copy_search_text()`.execute(db);
  await sql`create index advances_search_trgm_idx on advances using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger advances_copy_search_text on advances`.execute(db);
  await sql`drop function advances_copy_search_text()`.execute(db);
  await db.schema.dropIndex('advances_search_trgm_idx').execute();
  await db.schema.alterTable('advances').dropColumn('search_text').execute();
}
