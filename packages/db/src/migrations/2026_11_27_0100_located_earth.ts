import { sql, type Kysely } from 'kysely';

const LOCATED = ['users', 'walls', 'brand_projects', 'wall_projects'] as const;

/**
 * Each located table keeps its point on the Earth in a stored column, `earth` (earthdistance's ll_to_earth of
 * its coordinates, written by Postgres with every insert and update of them), and the GiST index that serves
 * nearest-first walks and distance boxes is on that column. A distance check used to compute the point from the
 * coordinates for every row of a box, several times a row (each end of a bucket, the chord a row returns, its
 * sort), six trigonometric calls and three cube constructions each time; a stored point is read with the row.
 * The index keeps its name and its condition (coordinates present), which the discover queries state. Frozen once
 * landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LOCATED) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN earth earth GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED`.execute(
      db,
    );
    await sql`DROP INDEX ${sql.raw(`${table}_earth_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_earth_idx`)} ON ${sql.table(table)} USING gist (earth) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LOCATED) {
    await sql`DROP INDEX ${sql.raw(`${table}_earth_idx`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN earth`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_earth_idx`)} ON ${sql.table(table)} USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`.execute(
      db,
    );
  }
}
