import { type CompiledQuery, createQueryId, type Kysely, RawNode } from 'kysely';
import type { Db } from '../handle';
import type { Database } from '../schema';

/**
 * A statement for the paths every request takes, written once as SQL with camelCase
 * aliases and run without plugins. Through the query builder, Kysely compiled the same
 * query again on every call and CamelCasePlugin rewrote its tree and then every key of
 * every row: 15-19 % of the customer's "my applications" read (issue 16). Here the SQL text
 * is made once and the driver's rows are the result as they come.
 *
 * Tests compare each fixed query with the builder query it replaces
 * (fixed-queries.integration.test.ts), on both databases.
 */
export function fixedQuery<Row>(text: string) {
  // What CompiledQuery.raw(text, parameters) makes, with the statement's node made once
  // (issue 16): the driver reads `sql` and `parameters`, and copies the parameters itself.
  const query = RawNode.createWithSql(text);
  return async (db: Db, parameters: readonly unknown[]): Promise<Row[]> => {
    const compiled: CompiledQuery<Row> = { sql: text, query, parameters, queryId: createQueryId() };
    const { rows } = await withoutPlugins(db).executeQuery<Row>(compiled);
    return rows;
  };
}

/** One plugin-less view per handle or transaction, made on first use. */
const plainViews = new WeakMap<Db, Kysely<Database>>();
function withoutPlugins(db: Db): Kysely<Database> {
  let plain = plainViews.get(db);
  if (!plain) {
    plain = db.withoutPlugins();
    plainViews.set(db, plain);
  }
  return plain;
}

/** `user_id as "userId"`: the select list a CamelCasePlugin read would give these columns. */
export const camelSelectList = (columns: readonly string[], table?: string): string =>
  columns
    .map((column) => {
      const snake = column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      return `${table ? `${table}.` : ''}${snake} as "${column}"`;
    })
    .join(', ');
