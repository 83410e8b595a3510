import { sql, type Kysely } from 'kysely';

/**
 * The gazetteer's typo search reads a GiST trigram index instead of a GIN one. With the GIN index over the loaded
 * cities, the embedded database (PGlite 0.5.16, Postgres 18 in WASM) now and then never finished the statement
 * after a search: its thread spun inside Postgres's error reporting at full CPU until the process ran out of
 * memory (a CI run of the places tests, and about one load in five in a loop that loads the gazetteer and searches
 * it; none in 76 loads with GiST). The GiST index answers the same `%` searches, is built in 3 s instead of 0.7 s at
 * the first start, and a typo search takes about 50 ms instead of 7 on the embedded database (it runs only when
 * too few names start with the text). Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX places_search_name_trgm_idx`.execute(db);
  await sql`CREATE INDEX places_search_name_trgm_idx ON places USING gist (search_name gist_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX places_search_name_trgm_idx`.execute(db);
  await sql`CREATE INDEX places_search_name_trgm_idx ON places USING gin (search_name gin_trgm_ops)`.execute(db);
}
