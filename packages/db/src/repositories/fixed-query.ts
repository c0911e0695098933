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
  const name = registerPreparedStatement(text);
  // What CompiledQuery.raw(text, parameters) makes, with the statement's node made once
  // (issue 16): the driver reads `sql` and `parameters`, and copies the parameters itself.
  const query = RawNode.createWithSql(text);
  return async (db: Db, parameters: readonly unknown[]): Promise<Row[]> => {
    const direct = directRunners.get(db);
    if (direct) return (await direct(name, text, parameters)) as Row[];
    const compiled: CompiledQuery<Row> = { sql: text, query, parameters, queryId: createQueryId() };
    const { rows } = await withoutPlugins(db).executeQuery<Row>(compiled);
    return rows;
  };
}

/**
 * The names under which PostgreSQL prepares the fixed queries, by SQL text. Sent unnamed,
 * every call carried the whole statement (1.3 KB for the applications list) and PostgreSQL
 * parsed and planned it again each time; prepared by name once per pooled connection, a
 * call is Bind/Execute only (issue 16: the read's ~3 queries then cost the database what a
 * hand-written `pg` server's do). Only the PostgreSQL driver reads this (client.ts); PGlite
 * runs the same text unnamed. The text never changes at run time, so a name stays valid
 * for the life of a connection; a schema change between calls re-plans it on its own.
 */
const preparedStatementNames = new Map<string, string>();

function registerPreparedStatement(text: string): string {
  let name = preparedStatementNames.get(text);
  if (!name) {
    name = `advance_fixed_${preparedStatementNames.size + 1}`;
    preparedStatementNames.set(text, name);
  }
  return name;
}

/** The statement name of a fixed query's SQL text; undefined for any other query. */
export const preparedStatementName = (text: string): string | undefined =>
  preparedStatementNames.get(text);

/** Runs a fixed query's named statement and resolves with its rows. */
export type FixedQueryRunner = (
  name: string,
  text: string,
  parameters: readonly unknown[],
) => Promise<unknown[]>;

const directRunners = new WeakMap<Db, FixedQueryRunner>();

/**
 * Lets a handle's driver run fixed queries itself, past Kysely's executor (connection
 * provider, query log, driver wrapper, a promise per layer): on PostgreSQL that path was
 * ~5 % of the product's JavaScript on the customer's read, against the `pool.query` of a
 * hand-written server (issue 16).
 * Only the handle's own `db` is registered: a transaction is another Kysely object and
 * keeps running its fixed queries on its own connection, through Kysely.
 */
export function runFixedQueriesWith(db: Db, runner: FixedQueryRunner): void {
  directRunners.set(db, runner);
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
