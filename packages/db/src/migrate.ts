import { sql } from 'kysely';
import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely/migration';
import type { DB } from './client';
import { migrations } from './migrations';

/** Migrations are bundled as modules (not read from disk), so they run the same under tsx, vitest and bundlers. */
class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

/**
 * The migrations this build has that the database has not applied (the API's readiness check): the migrator's list
 * compared with its own table, read only, so a check every few seconds creates and locks nothing.
 */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations)
    .filter((name) => !applied.has(name))
    .sort();
}
