import { sql, type Kysely } from 'kysely';

/**
 * Indexes in the page order of the public people lists, so a page is read off an index and stops after
 * offset + limit rows instead of joining and sorting every user (queries in packages/api/src/domains/{users,
 * artists,brands}):
 * - users newest first (GET /users);
 * - the accounts of one profile type by user id: joins and probes from a type's accounts;
 * - artist profiles best rated first, no rating last (GET /artists);
 * - brand profiles by lower-cased company name (GET /brands).
 * IF NOT EXISTS, so a database that already has one of them (built by hand while measuring) still migrates.
 * Frozen once landed: later changes go in a new migration.
 */
const INDEXES: Record<string, string> = {
  users_created_at_desc_idx: 'users (created_at DESC, id)',
  accounts_user_type_user_id_idx: 'accounts (user_type, user_id)',
  artist_profiles_rating_idx: 'artist_profiles (rating DESC NULLS LAST, user_id)',
  brand_profiles_company_name_idx: 'brand_profiles (lower(company_name), user_id) WHERE company_name IS NOT NULL',
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, target] of Object.entries(INDEXES))
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${target}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
