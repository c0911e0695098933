import { sql } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Makes every insert into `table` fail (a trigger that raises), so a test can show what a
 * transaction leaves behind when its last write breaks. Call the returned function to
 * restore the table; the test database is shared by the worker's tests.
 */
export async function failInsertsInto(db: Db, table: keyof Database): Promise<() => Promise<void>> {
  const name = sql.id(snake(table));
  await sql`create or replace function test_refuse_insert() returns trigger language plpgsql as $$
    begin raise exception 'insert refused by the test'; end $$`.execute(db);
  await sql`create trigger test_refuse_insert before insert on ${name}
    for each row execute function test_refuse_insert()`.execute(db);
  return async () => {
    await sql`drop trigger if exists test_refuse_insert on ${name}`.execute(db);
  };
}
