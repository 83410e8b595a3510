import { sql, type Kysely } from 'kysely';

/**
 * A person's searchable text on each of their profile rows: `search_text` on artist_profiles and brand_profiles
 * is the user's text (names, business name, location, bio) and the profile's own (an artist's specialties and
 * story; a brand's company name, industry and story), lower-cased and joined by spaces, with one trigram index
 * per table over it.
 *
 * Discover's people search (packages/api/src/domains/discover/queries.ts) read two trigram indexes before: the
 * users' (which knows no profile types, so a word common among artists, "mural" held by about 2,000 users at
 * 100x, was read whole by the brands branch to find none) and the profile's. Now each branch searches one index
 * that holds only its own type's people, as walls and projects do.
 *
 * Kept by triggers, so no write path can forget it: a profile row computes it on every insert and update from
 * the user row as it is then; a change to the user's searched columns touches their profile rows, whose trigger
 * recomputes it. Words are split on spaces, so a term (which holds no space) matches the joined text exactly
 * when it matches the user's or the profile's text alone.
 * Frozen once landed: later changes go in a new migration.
 */
const USER_TEXT_COLUMNS = ['first_name', 'last_name', 'business_name', 'location', 'bio'];
const BRAND_TEXT_COLUMNS = ['company_name', 'industry', 'story'];
/** `coalesce(a, '') || ' ' || coalesce(b, '')...`, the columns qualified by `alias` when given. */
const joined = (columns: string[], alias?: string) =>
  columns.map((c) => `coalesce(${alias ? `${alias}.` : ''}${c}, '')`).join(` || ' ' || `);
const changed = USER_TEXT_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

const PROFILES: Record<string, string> = {
  artist_profiles: 'wc_search_text(VARIADIC array_append(NEW.specialties, NEW.story))',
  brand_profiles: `lower(${joined(BRAND_TEXT_COLUMNS, 'NEW')})`,
};

/** The trigram indexes this replaces (migration 2026_11_22_1040), recreated by `down`. */
const REPLACED: Record<string, string> = {
  users_search_trgm_idx: `users USING gin ((lower(${joined(USER_TEXT_COLUMNS)})) gin_trgm_ops)`,
  artist_profiles_search_trgm_idx:
    'artist_profiles USING gin (wc_search_text(VARIADIC array_append(specialties, story)) gin_trgm_ops)',
  brand_profiles_search_trgm_idx: `brand_profiles USING gin ((lower(${joined(BRAND_TEXT_COLUMNS)})) gin_trgm_ops)`,
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION wc_person_text(person uuid) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT lower(${joined(USER_TEXT_COLUMNS, 'u')}) FROM users u WHERE u.id = person
      $$`,
    )
    .execute(db);
  for (const [table, profileText] of Object.entries(PROFILES)) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN search_text text NOT NULL DEFAULT ''`).execute(db);
    await sql
      .raw(
        `CREATE FUNCTION wc_${table}_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_text := coalesce(wc_person_text(NEW.user_id), '') || ' ' || ${profileText};
          RETURN NEW;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_search_text BEFORE INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION wc_${table}_search_text()`,
      )
      .execute(db);
    // Every existing row through its trigger, then the index over the result.
    await sql.raw(`UPDATE ${table} SET search_text = ''`).execute(db);
    await sql
      .raw(
        `CREATE INDEX ${table}_search_text_trgm_idx ON ${table} USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`,
      )
      .execute(db);
  }
  // Assigning anything fires the profiles' own trigger, which reads the user row as it now is.
  await sql
    .raw(
      `CREATE FUNCTION wc_users_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE artist_profiles SET search_text = '' WHERE user_id = NEW.id;
        UPDATE brand_profiles SET search_text = '' WHERE user_id = NEW.id;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER users_search_text AFTER UPDATE OF ${USER_TEXT_COLUMNS.join(', ')} ON users
      FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION wc_users_search_text()`,
    )
    .execute(db);
  for (const name of Object.keys(REPLACED)) await sql.raw(`DROP INDEX ${name}`).execute(db);
  // The planner's statistics of the new column (PGlite has no autovacuum to gather them).
  await sql.raw(`ANALYZE ${Object.keys(PROFILES).join(', ')}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, target] of Object.entries(REPLACED))
    await sql.raw(`CREATE INDEX ${name} ON ${target} WITH (fastupdate = off)`).execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS users_search_text ON users').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS wc_users_search_text()').execute(db);
  for (const table of Object.keys(PROFILES)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_search_text ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS wc_${table}_search_text()`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS search_text`).execute(db);
  }
  await sql.raw('DROP FUNCTION IF EXISTS wc_person_text(uuid)').execute(db);
}
