import { sql, type Kysely } from 'kysely';

/**
 * Live tracking (issue 12) keeps the start, the last position and the distance travelled, never a trail of
 * points: distance_meters adds up the great-circle steps between accepted position updates.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tracking_sessions')
    .addColumn('distance_meters', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`distance_meters >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tracking_sessions').dropColumn('distance_meters').execute();
}
