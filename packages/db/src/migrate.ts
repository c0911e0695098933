import { Migrator } from 'kysely/migration';
import type { Db } from './handle';
import { migrationProvider } from './migrations/index';

/**
 * Brings the schema to the latest version. Kysely's PostgreSQL adapter holds
 * pg_advisory_xact_lock while it migrates, so several instances starting at once are safe.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
