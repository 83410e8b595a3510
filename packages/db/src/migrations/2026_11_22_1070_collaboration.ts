import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the collaboration reads: an inviter's sent invitations newest first, and the notifications
 * about one application or invitation (deciding marks them read; deleting one cascades to them).
 * Frozen once landed.
 */
const INDEXES: [name: string, definition: string][] = [
  ['invitations_inviter_id_created_at_idx', 'invitations (inviter_id, created_at DESC)'],
  ['notifications_application_id_idx', 'notifications (application_id) WHERE application_id IS NOT NULL'],
  ['notifications_invitation_id_idx', 'notifications (invitation_id) WHERE invitation_id IS NOT NULL'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
