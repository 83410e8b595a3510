import { sql, type Kysely } from 'kysely';

/**
 * A message_received notification names its message, so opening the conversation can mark it read
 * along with the messages (and deleting the message removes it). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notifications ADD COLUMN message_id uuid REFERENCES messages (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`CREATE INDEX notifications_message_id_idx ON notifications (message_id) WHERE message_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS message_id`.execute(db);
}
