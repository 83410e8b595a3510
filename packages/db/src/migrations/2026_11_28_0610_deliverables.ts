import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Doing the work (issue 35 §3). The artist delivers a funded milestone with a note and photos
 * (milestone_deliveries, one row per delivery; the owner approves it or asks for changes with a reason, and the
 * artist may deliver again). A project may carry a street address and a site pin, seen only by its owner and hired
 * artists. COMPLETE carries proof (completion_photos, completion_note); the owner confirms it
 * (completion_confirmed_at) or disputes it with evidence (photos and message ids). Three new notification types.
 * Frozen once landed.
 */
const ADDED = ['milestone_delivered', 'milestone_changes_requested', 'project_completion_confirmed'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('milestone_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('milestone_id', 'uuid', (c) => c.notNull().references('milestones.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision', 'text', (c) => c.check(sql`decision IN ('approved', 'changes_requested')`))
    .addColumn('reason', 'text')
    .addCheckConstraint('milestone_deliveries_decided_check', sql`(decision IS NULL) = (decided_at IS NULL)`)
    .execute();
  await sql`CREATE INDEX milestone_deliveries_milestone_id_idx ON milestone_deliveries (milestone_id, submitted_at)`.execute(
    db,
  );
  await sql`ALTER TABLE projects
    ADD COLUMN street_address text CHECK (char_length(street_address) <= 200),
    ADD COLUMN site_latitude double precision CHECK (site_latitude BETWEEN -90 AND 90),
    ADD COLUMN site_longitude double precision CHECK (site_longitude BETWEEN -180 AND 180),
    ADD COLUMN completion_photos text[] NOT NULL DEFAULT '{}',
    ADD COLUMN completion_note text,
    ADD COLUMN completion_confirmed_at timestamptz,
    ADD CONSTRAINT projects_site_pin_check CHECK ((site_latitude IS NULL) = (site_longitude IS NULL))`.execute(db);
  await sql`ALTER TABLE project_disputes
    ADD COLUMN evidence_images text[] NOT NULL DEFAULT '{}',
    ADD COLUMN evidence_message_ids uuid[] NOT NULL DEFAULT '{}'`.execute(db);
  await addAllowedValues(db, 'notifications', 'type', ADDED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await dropAllowedValues(db, 'notifications', 'type', ADDED);
  await sql`ALTER TABLE project_disputes DROP COLUMN evidence_images, DROP COLUMN evidence_message_ids`.execute(db);
  await sql`ALTER TABLE projects
    DROP CONSTRAINT projects_site_pin_check,
    DROP COLUMN street_address,
    DROP COLUMN site_latitude,
    DROP COLUMN site_longitude,
    DROP COLUMN completion_photos,
    DROP COLUMN completion_note,
    DROP COLUMN completion_confirmed_at`.execute(db);
  await db.schema.dropTable('milestone_deliveries').execute();
}
