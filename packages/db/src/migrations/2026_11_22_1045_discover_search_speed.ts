import { sql, type Kysely } from 'kysely';

/**
 * The trigram indexes of the discover search (migration 2026_11_22_1040) write straight into the index
 * (fastupdate off) instead of GIN's pending list. A pending list is scanned in full by every search and is only
 * merged by VACUUM, autovacuum or once it passes gin_pending_list_limit (4 MB); PGlite has no autovacuum, so
 * after seeding the whole index sat in it: a lookup for a word no row holds cost more than reading the table,
 * and the planner chose the sequential scan. Existing pending entries are merged here once.
 * Frozen once landed: later changes go in a new migration.
 */
const INDEXES = [
  'users_search_trgm_idx',
  'artist_profiles_search_trgm_idx',
  'brand_profiles_search_trgm_idx',
  'walls_search_trgm_idx',
  'brand_projects_search_trgm_idx',
  'wall_projects_search_trgm_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of INDEXES) {
    await sql.raw(`ALTER INDEX ${name} SET (fastupdate = off)`).execute(db);
    await sql.raw(`SELECT gin_clean_pending_list('${name}'::regclass)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of INDEXES) await sql.raw(`ALTER INDEX ${name} RESET (fastupdate)`).execute(db);
}
