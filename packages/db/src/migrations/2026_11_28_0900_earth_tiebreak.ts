import { sql, type Kysely } from 'kysely';

/**
 * The stored point of a located row (`earth`, migration 2026_11_27_0100) is raised above the ground by less than a
 * tenth of a millimetre, by an amount taken from the row's id, so rows at the same coordinates are no longer at the same point.
 * Many items are placed at a city's own point (a place picked by its city alone), and a nearest-first walk of the
 * GiST index orders by distance only: a page from that city had to keep every row tied with its n-th (40-60 per item
 * type at 100x the demo data) to pick the lowest ids among them. Raised apart, they are at different distances from
 * any viewer, so a walk stops at its page.
 *
 * Raising a point moves it away from every viewer alike (by the offset times the sine of half the angle between them,
 * never closer), so it reorders only rows within a tenth of a millimetre of each other; distances shown and the distance
 * buckets (compared to the micro-mile, 1.6 mm) are unchanged. earthdistance's `earth` domain accepts points within a
 * millionth of its radius of the sphere (6 m). The offset is the id's first 32 bits over 2^32, in tenths of a millimetre: an item at the viewer's own
 * spot is at most a sixteenth of a micro-mile away.
 *
 * Postgres 15 cannot change a generated column's expression, so the column is made again, with its GiST indexes
 * (same names, same conditions). Frozen once landed.
 */
const RAISED = `cube(cube(cube(
    (earth() + ('x' || left(id::text, 8))::bit(32)::bigint / 4294967296.0 / 10000) * cos(radians(latitude)) * cos(radians(longitude))),
    (earth() + ('x' || left(id::text, 8))::bit(32)::bigint / 4294967296.0 / 10000) * cos(radians(latitude)) * sin(radians(longitude))),
    (earth() + ('x' || left(id::text, 8))::bit(32)::bigint / 4294967296.0 / 10000) * sin(radians(latitude)))::earth`;
const ON_THE_GROUND = 'll_to_earth(latitude, longitude)';

const LOCATED = 'latitude IS NOT NULL AND longitude IS NOT NULL';
const INDEXES = [
  `CREATE INDEX users_earth_idx ON users USING gist (earth) WHERE ${LOCATED}`,
  `CREATE INDEX walls_earth_idx ON walls USING gist (earth) WHERE ${LOCATED}`,
  `CREATE INDEX projects_brand_earth_idx ON projects USING gist (earth) WHERE kind = 'brand' AND ${LOCATED}`,
  `CREATE INDEX projects_wall_earth_idx ON projects USING gist (earth) WHERE kind = 'wall' AND ${LOCATED}`,
];

async function storePoints(db: Kysely<any>, expression: string): Promise<void> {
  for (const table of ['users', 'walls', 'projects']) {
    // Dropping the column drops its indexes.
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN earth`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN earth earth GENERATED ALWAYS AS (${sql.raw(expression)}) STORED`.execute(
      db,
    );
  }
  for (const index of INDEXES) await sql.raw(index).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await storePoints(db, RAISED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await storePoints(db, ON_THE_GROUND);
}
