import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the discover query (packages/api/src/domains/discover/queries.ts), which builds the same
 * expressions so the planner can pick them:
 * - one trigram index per searched table over the lower-cased text of every searched column, so a term
 *   matching any column is one index lookup (0002 indexes single columns only). Plain expressions where
 *   possible, so rechecking a row costs no function call; artist specialties are an array and
 *   array_to_string is only STABLE, so wc_search_text wraps it (sound for text[]: nothing but the input counts);
 * - (created_at, id) per source table for the newest-first order with keyset paging.
 * Frozen once landed: later changes go in a new migration.
 */
const doc = (...columns: string[]) => `lower(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`;

const INDEXES: Record<string, string> = {
  users_search_trgm_idx: `users USING gin ((${doc('first_name', 'last_name', 'business_name', 'location', 'bio')}) gin_trgm_ops)`,
  artist_profiles_search_trgm_idx:
    'artist_profiles USING gin (wc_search_text(VARIADIC array_append(specialties, story)) gin_trgm_ops)',
  brand_profiles_search_trgm_idx: `brand_profiles USING gin ((${doc('company_name', 'industry', 'story')}) gin_trgm_ops)`,
  walls_search_trgm_idx: `walls USING gin ((${doc('title', 'location', 'description')}) gin_trgm_ops)`,
  brand_projects_search_trgm_idx: `brand_projects USING gin ((${doc('title', 'location', 'description')}) gin_trgm_ops)`,
  wall_projects_search_trgm_idx: `wall_projects USING gin ((${doc('title', 'location', 'description')}) gin_trgm_ops)`,
  artist_profiles_created_at_idx: 'artist_profiles (created_at, user_id)',
  brand_profiles_created_at_idx: 'brand_profiles (created_at, user_id)',
  walls_created_at_idx: 'walls (created_at, id)',
  brand_projects_created_at_idx: 'brand_projects (created_at, id)',
  wall_projects_created_at_idx: 'wall_projects (created_at, id)',
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION wc_search_text(VARIADIC parts text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT lower(array_to_string(parts, ' ')) $$
  `.execute(db);
  for (const [name, target] of Object.entries(INDEXES)) await sql.raw(`CREATE INDEX ${name} ON ${target}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS wc_search_text(VARIADIC text[])`.execute(db);
}
