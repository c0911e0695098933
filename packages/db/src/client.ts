import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Where the data lives, for logs: a directory, "memory", or the server without credentials. */
  location: string;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string. When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

const plugins = [new CamelCasePlugin()];

/**
 * Column types read the same way on both drivers: a `date` stays the yyyy-mm-dd string it
 * is (a JS Date would shift it by the server's time zone), and `bigint` (cents sums and
 * counts) becomes a number; our amounts stay far below 2^53.
 */
const DATE_OID = 1082;
const INT8_OID = 20;
const typeParsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
};

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  return createPglite(options.dataDir);
}

async function createPostgres(databaseUrl: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid as keyof typeof typeParsers] ??
        pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    close: () => db.destroy(),
  };
}

async function createPglite(dataDir: string | undefined): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const path = dataDir ? join(dataDir, 'pglite') : undefined;
  const pglite = await PGlite.create(path, { extensions: { pg_trgm }, parsers: typeParsers });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return {
    db,
    kind: 'pglite',
    location: path ?? 'memory',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
