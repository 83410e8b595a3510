import type { DB, Notification } from '@wallcraft/db';
import {
  isDealNotification,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_TYPES,
  type TNotificationCategory,
  type TProjectType,
} from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import type { TNewNotification } from './schemas';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@wallcraft/db';
import { shapedList } from '../../lib/paging';

const COLUMNS = [
  'id',
  'type',
  'title',
  'message',
  'is_read',
  'created_at',
  'application_id',
  'invitation_id',
  'wall_link_request_id',
  'transaction_id',
  'project_id',
] as const;

/** The linked project's kind as the API names it (null without a project), read with the row. */
function projectType(eb: ExpressionBuilder<Database, 'notifications'>) {
  return eb
    .selectFrom('projects')
    .select(sql<TProjectType>`CASE projects.kind WHEN 'brand' THEN 'brand_project' ELSE 'wall_project' END`.as('type'))
    .whereRef('projects.id', '=', 'notifications.project_id')
    .as('project_type');
}

/** Who sent the message a message_received notification announces (null for other types), read with the row. */
function senderId(eb: ExpressionBuilder<Database, 'notifications'>) {
  return eb
    .selectFrom('messages')
    .select('messages.sender_id')
    .whereRef('messages.id', '=', 'notifications.message_id')
    .as('sender_id');
}

export type NotificationRow = Pick<Notification, (typeof COLUMNS)[number]> & {
  project_type: TProjectType | null;
  sender_id: string | null;
};

/** A category as a condition on a notification row ('all' is every row). */
function inCategory(eb: ExpressionBuilder<Database, 'notifications'>, category: TNotificationCategory) {
  if (category === 'all') return eb.lit(true);
  if (category === 'unread') return eb('is_read', '=', false);
  return eb('type', 'in', NOTIFICATION_CATEGORY_TYPES[category]);
}

/**
 * Newest first, keyset-paged on (created_at, id) so pages stay fast however many there are; built once per
 * category (lib/paging.ts shapedList).
 */
const notificationList = shapedList(
  [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  (db: DB, category: TNotificationCategory, values: { userId: string }) =>
    db
      .selectFrom('notifications')
      .select(COLUMNS)
      .select([projectType, senderId])
      .where('user_id', '=', values.userId)
      .where((eb) => inCategory(eb, category)),
);

export function listForUser<T>(
  db: DB,
  userId: string,
  input: TPageRequest & { category: TNotificationCategory },
  map: (row: NotificationRow) => T,
) {
  return notificationList(db, input.category, { userId }, input, map);
}

/** How many of the user's notifications fall in each category, in one pass over their rows. */
export async function countByCategory(db: DB, userId: string): Promise<Record<TNotificationCategory, number>> {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .select((eb) =>
      NOTIFICATION_CATEGORIES.map((category) =>
        eb.fn.countAll<string>().filterWhere(inCategory(eb, category)).as(category),
      ),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, Number(row[category])])) as Record<
    TNotificationCategory,
    number
  >;
}

export function listUnread(db: DB, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .select([projectType, senderId])
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function setRead(db: DB, userId: string, id: string, isRead: boolean): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set({ is_read: isRead })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .returning([projectType, senderId])
    .executeTakeFirst();
}

export async function markAllRead(db: DB, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type DecisionLink = {
  applicationId?: string;
  invitationId?: string;
  wallRequestId?: string;
  notificationId?: string;
};

export type NewNotification = TNewNotification;

/**
 * A payment's notification names its payment, not its project: the project is read from the payment, so that the
 * notification leads to the deal room (isDealNotification).
 */
function paymentProjectOf(values: NewNotification) {
  if (!values.transactionId || !isDealNotification(values.type)) return null;
  return sql<string | null>`(SELECT project_id FROM transactions WHERE id = ${values.transactionId}::uuid)`;
}

export function insert(db: DB, values: NewNotification): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({
      user_id: values.userId,
      type: values.type,
      title: values.title,
      message: values.message,
      application_id: values.applicationId ?? null,
      invitation_id: values.invitationId ?? null,
      transaction_id: values.transactionId ?? null,
      message_id: values.messageId ?? null,
      wall_link_request_id: values.wallRequestId ?? null,
      project_id: values.projectId ?? paymentProjectOf(values),
    })
    .returning(COLUMNS)
    .returning([projectType, senderId])
    .executeTakeFirstOrThrow();
}

/** Marks read the user's notifications about one application, invitation or wall request (and one named). */
export async function markLinkedRead(db: DB, userId: string, link: DecisionLink): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .where((eb) =>
      eb.or([
        ...(link.applicationId ? [eb('application_id', '=', link.applicationId)] : []),
        ...(link.invitationId ? [eb('invitation_id', '=', link.invitationId)] : []),
        ...(link.wallRequestId ? [eb('wall_link_request_id', '=', link.wallRequestId)] : []),
        ...(link.notificationId ? [eb('id', '=', link.notificationId)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks read the user's unread notifications about messages that one sender sent them. */
export async function markMessageNotificationsRead(db: DB, userId: string, senderId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('type', '=', 'message_received')
    .where('is_read', '=', false)
    .where('message_id', 'in', (eb) =>
      eb.selectFrom('messages').select('id').where('sender_id', '=', senderId).where('receiver_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
