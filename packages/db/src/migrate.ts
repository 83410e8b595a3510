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

/**
 * Whether the database has applied exactly this build's migrations, in the migrator's order: what the migrator
 * itself finds on a database with nothing to do, with one read of its table instead of its two reads of the whole
 * catalog (every column of every table, to learn whether its tables exist), which took most of the migrating time
 * of each start on the embedded database (bench/README.md, "Start-up"). Anything else goes to the migrator, which
 * creates its tables, applies what is pending or says what is wrong.
 */
async function upToDate(db: DB): Promise<boolean> {
  let rows: { name: string; timestamp: string }[];
  try {
    ({ rows } = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db));
  } catch {
    return false; // A new database: no migration table yet.
  }
  const applied = rows.map(({ name, timestamp }) => ({ name, at: new Date(timestamp).getTime() }));
  if (applied.some(({ at }) => Number.isNaN(at))) return false;
  const order = applied.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name)).map(({ name }) => name);
  const known = Object.keys(migrations).sort();
  return order.length === known.length && order.every((name, index) => name === known[index]);
}

export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  if (await upToDate(db)) return { results: [] };
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
