import type { DB } from '@wallcraft/db';
import { MAX_PAGE_SIZE } from '@wallcraft/shared';
import { publishEvent } from '../../realtime/bus';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TListNotificationsRequest, TNotification, TNotificationCounts, TStoredNotification } from './schemas';

/** What another domain does when a notification is made, in the transaction that makes it. */
export type NotificationHandler = (trx: DB, notification: TStoredNotification) => Promise<unknown>;

const handlers: NotificationHandler[] = [];

/**
 * Registers a domain's handler for every notification made (webhooks queue the event, email the mail). The server
 * registers them at start (server.ts), so notifications never import the domains that consume them; handlers run in
 * the order registered, and registering one twice keeps one.
 */
export function onNotificationCreated(handler: NotificationHandler): void {
  if (!handlers.includes(handler)) handlers.push(handler);
}

function toNotification(row: queries.NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
    applicationId: row.application_id,
    invitationId: row.invitation_id,
    wallRequestId: row.wall_link_request_id,
    transactionId: row.transaction_id,
    projectId: row.project_id,
    projectType: row.project_type,
    senderId: row.sender_id,
  };
}

export async function listNotifications(db: DB, userId: string, input: TListNotificationsRequest) {
  return queries.listForUser(db, userId, input, (row) => toNotification(row));
}

export function countNotifications(db: DB, userId: string): Promise<TNotificationCounts> {
  return queries.countByCategory(db, userId);
}

export async function listUnread(db: DB, userId: string): Promise<TNotification[]> {
  return (await queries.listUnread(db, userId, MAX_PAGE_SIZE)).map(toNotification);
}

/** Own notifications only: someone else's id is simply not found. */
export async function markNotification(db: DB, userId: string, id: string, isRead: boolean): Promise<TNotification> {
  const row = await queries.setRead(db, userId, id, isRead);
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  return toNotification(row);
}

export async function markAllRead(db: DB, userId: string) {
  return { updated: await queries.markAllRead(db, userId) };
}

/**
 * Records a notification, pushes it to the recipient's open tabs and hands it to the registered handlers. Call it
 * with the transaction that makes the change it reports: all of it commits together, or none.
 */
export async function createNotification(trx: DB, values: queries.NewNotification): Promise<TNotification> {
  const notification = toNotification(await queries.insert(trx, values));
  await publishEvent(trx, values.userId, 'notification', { notification });
  // The project as stored (a payment's notification reads it from its payment), and what it leads to.
  const { id, projectId, projectType, senderId } = notification;
  const stored = { ...values, id, projectId, projectType, senderId };
  for (const handler of handlers) await handler(trx, stored);
  return notification;
}

/**
 * Deciding an application, invitation or wall request settles the notifications that asked for the decision:
 * the decider's notifications linked to it (and the one they decided from, if named) become read.
 */
export function markLinkedNotificationsRead(trx: DB, userId: string, link: queries.DecisionLink): Promise<number> {
  return queries.markLinkedRead(trx, userId, link);
}

/** Opening a conversation settles the recipient's notifications about that sender's messages. */
export function markMessageNotificationsRead(trx: DB, userId: string, senderId: string): Promise<number> {
  return queries.markMessageNotificationsRead(trx, userId, senderId);
}
