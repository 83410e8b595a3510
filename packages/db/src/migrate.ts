import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
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
