import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Agreed amounts (issue 34): an artist accepted without a proposal has no quote to bound milestones by, so the
 * owner proposes an amount and the artist confirms or declines it. One row per project and artist: proposing
 * again after a decline replaces the amount; a confirmed one is final. Each step notifies the other side.
 * Frozen once landed.
 */
const ADDED = ['agreed_amount_proposed', 'agreed_amount_confirmed', 'agreed_amount_declined'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreed_amounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('artist_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('proposed', 'confirmed', 'declined')`))
    .addColumn('proposed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('agreed_amounts_project_artist_key', ['project_id', 'artist_id'])
    .execute();
  await sql`CREATE INDEX agreed_amounts_artist_id_idx ON agreed_amounts (artist_id)`.execute(db);
  await addAllowedValues(db, 'notifications', 'type', ADDED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await dropAllowedValues(db, 'notifications', 'type', ADDED);
  await db.schema.dropTable('agreed_amounts').execute();
}
