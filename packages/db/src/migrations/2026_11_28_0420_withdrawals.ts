import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Withdrawals (issue 34): an artist withdraws a pending application, an owner a pending invitation; the row is
 * deleted (so the artist may apply again later) and the other side gets application_withdrawn or
 * invitation_withdrawn. Such a notification cannot name the row that is gone, so notifications gain project_id: the
 * project it is about, whose page it links to (deleting the project deletes them, as for the other links; the index
 * serves that cascade). Frozen once landed.
 */
const ADDED = ['application_withdrawn', 'invitation_withdrawn'];

export async function up(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'notifications', 'type', ADDED);
  await sql`ALTER TABLE notifications ADD COLUMN project_id uuid REFERENCES projects (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`CREATE INDEX notifications_project_id_idx ON notifications (project_id) WHERE project_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN project_id`.execute(db);
  await dropAllowedValues(db, 'notifications', 'type', ADDED);
}
