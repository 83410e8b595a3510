import { sql, type Kysely } from 'kysely';

/**
 * Every notification leads somewhere (NOTIFICATION_LEADS_BY in @wallcraft/shared): one about a project names it, so it
 * links to its deal room or page. Older declines, wall request answers and payment notices named only their
 * application, invitation, wall request or payment; they get that row's project. A notification asking for a
 * decision, or announcing a message, leads by its own id and is left alone.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE notifications n SET project_id = COALESCE(
      (SELECT project_id FROM applications WHERE id = n.application_id),
      (SELECT project_id FROM invitations WHERE id = n.invitation_id),
      (SELECT project_id FROM wall_link_requests WHERE id = n.wall_link_request_id),
      (SELECT project_id FROM transactions WHERE id = n.transaction_id))
    WHERE n.project_id IS NULL
      AND n.type NOT IN ('application_received', 'invitation_received', 'project_wall_requested', 'message_received')
      AND num_nonnulls(n.application_id, n.invitation_id, n.wall_link_request_id, n.transaction_id) > 0`.execute(db);
}

/** The projects named are true of each notification, so going back leaves them. */
export async function down(): Promise<void> {}
