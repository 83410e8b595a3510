import { sql, type Kysely } from 'kysely';

/**
 * The items without coordinates, which a nearest-first discover page lists last (by id): one small partial index
 * per located table, so that part reads those few rows (23 users, 14 walls at 100x) instead of walking every
 * row's primary key to find them (36 ms for the artists at 100x on PGlite, a sequential scan on Postgres). The
 * predicate is the query's own `(latitude IS NULL OR longitude IS NULL)` (packages/api/src/domains/discover/
 * queries.ts), so the planner can see it implies the index's.
 * Frozen once landed: later changes go in a new migration.
 */
const UNLOCATED = 'WHERE latitude IS NULL OR longitude IS NULL';
const INDEXES: Record<string, string> = {
  users_unlocated_idx: `users (id) ${UNLOCATED}`,
  walls_unlocated_idx: `walls (id) ${UNLOCATED}`,
  brand_projects_unlocated_idx: `brand_projects (id) ${UNLOCATED}`,
  wall_projects_unlocated_idx: `wall_projects (id) ${UNLOCATED}`,
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, target] of Object.entries(INDEXES)) await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
