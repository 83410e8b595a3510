import { sql, type Kysely } from 'kysely';

/**
 * The notification a signed-in sender gets when an operator answers their feedback or contact request from the
 * console's support inbox (issue 16): one more notification type. Frozen once landed.
 */
const BEFORE = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'invitation_received',
  'invitation_accepted',
  'invitation_rejected',
  'message_received',
  'payment_created',
  'payment_released',
  'project_started',
  'project_completed',
  'review_requested',
  'tracking_update',
  'verification_completed',
  'referral_bonus',
  'project_wall_requested',
  'project_wall_accepted',
  'project_wall_rejected',
  'payment_escrowed',
  'payment_cancelled',
  'payment_refunded',
  'payment_disputed',
  'milestone_created',
  'milestone_released',
  'review_received',
  'reviews_published',
];
const ADDED = ['support_reply'];
/** The types after this migration: the next one that adds a type starts from here. */
export const NOTIFICATION_TYPES_AFTER_0510 = [...BEFORE, ...ADDED];

export async function setTypes(db: Kysely<any>, types: string[]): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${sql.join(
    types.map((type) => sql.lit(type)),
  )}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await setTypes(db, NOTIFICATION_TYPES_AFTER_0510);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await setTypes(db, BEFORE);
}
