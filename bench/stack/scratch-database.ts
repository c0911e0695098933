/** Throw-away PostgreSQL databases for the benches, created and dropped through an admin URL. */
import pg from 'pg';

const env: Record<string, string | undefined> = process.env;

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server as postgres. */
export const ADMIN_URL =
  env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** The server's `select version()`. */
  version: string;
  drop: () => Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<timestamp>`; `drop` ends its connections first and may be called twice. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const version = await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ version: string }>('select version()');
    await admin.query(`create database "${name}"`);
    return rows[0]?.version ?? 'unknown';
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    version,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
