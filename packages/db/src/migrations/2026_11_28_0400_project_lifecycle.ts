import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Owners edit, close, reopen and delete their projects (issue 34): `closed` is a project its owner closed and may
 * reopen (an operator's close stays `cancelled`, for good); the artists involved hear of an edit or a close
 * (project_updated, project_closed_by_owner). Frozen once landed.
 */
const STATUSES = ['closed'];
const TYPES = ['project_updated', 'project_closed_by_owner'];

export async function up(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'projects', 'status', STATUSES);
  await addAllowedValues(db, 'notifications', 'type', TYPES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(TYPES.map((type) => sql.lit(type)))})`.execute(db);
  await dropAllowedValues(db, 'notifications', 'type', TYPES);
  await sql`UPDATE projects SET status = 'open' WHERE status = 'closed'`.execute(db);
  await dropAllowedValues(db, 'projects', 'status', STATUSES);
}
