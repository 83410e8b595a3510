import { sql, type Kysely } from 'kysely';

/**
 * The gazetteer (issue 13): the cities a location field offers, with their coordinates. The rows are loaded
 * at start by ensurePlaces (src/places.ts), not here: a migration stays fast and every test database small.
 * `search_name` is the name folded to lower-case ASCII ("montreal" for Montréal): prefix search reads the
 * text_pattern_ops index, typos the trigram one; the nearest city is looked for in a band of latitude (a GiST
 * index on ll_to_earth would take PGlite six seconds to build at every load, for one lookup per click).
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('places')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('region_name', 'text')
    .addColumn('country_code', 'char(2)', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull().check(sql`population >= 0`))
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude BETWEEN -90 AND 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude BETWEEN -180 AND 180`))
    .execute();
  for (const statement of [
    `CREATE INDEX places_search_name_prefix_idx ON places (search_name text_pattern_ops, population DESC)`,
    `CREATE INDEX places_search_name_trgm_idx ON places USING gin (search_name gin_trgm_ops)`,
    `CREATE INDEX places_latitude_idx ON places (latitude)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('places').execute();
}
