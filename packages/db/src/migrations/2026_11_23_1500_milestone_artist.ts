import { sql, type Kysely } from 'kysely';

/**
 * Milestones pay one artist each (issue 12): artist_id is the accepted artist the milestone's payment goes to,
 * approved_at when the owner approved its deliverable (and its payment was released). Rows made before this
 * migration have no artist. One milestone, one payment: transaction_id is unique. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('milestones')
    .addColumn('artist_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('approved_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX milestones_artist_id_idx ON milestones (artist_id) WHERE artist_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX milestones_transaction_id_key ON milestones (transaction_id)
    WHERE transaction_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS milestones_transaction_id_key`.execute(db);
  await sql`DROP INDEX IF EXISTS milestones_artist_id_idx`.execute(db);
  await db.schema.alterTable('milestones').dropColumn('approved_at').dropColumn('artist_id').execute();
}
