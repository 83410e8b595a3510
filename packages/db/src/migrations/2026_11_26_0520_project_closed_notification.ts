import { sql, type Kysely } from 'kysely';
import { NOTIFICATION_TYPES_AFTER_0510, setTypes } from './2026_11_26_0510_support_reply_notifications';

/**
 * project_cancelled: an operator closed a project (issue 16), and its owner hears why. Frozen once landed.
 */
const BEFORE = NOTIFICATION_TYPES_AFTER_0510;
const ADDED = ['project_cancelled'];
/** The types after this migration: the next one that adds a type starts from here. */
export const NOTIFICATION_TYPES_AFTER_0520 = [...BEFORE, ...ADDED];

export async function up(db: Kysely<any>): Promise<void> {
  await setTypes(db, NOTIFICATION_TYPES_AFTER_0520);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await setTypes(db, BEFORE);
}
