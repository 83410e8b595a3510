import type { DB } from '@wallcraft/db';
import { emailCategoryOf, notificationLink } from '@wallcraft/shared';
import type { TStoredNotification } from '../notifications/schemas';
import * as queries from './queries';
import { receiptMovement } from './receipts';

/**
 * Notifications' mail, apart from service.ts: createNotification queues mail through here, and service.ts's address
 * confirmation tells referrals, which notify, so neither imports the other back.
 */

/** At most one message mail per conversation and recipient in this window (issue 17). */
export const MESSAGE_WINDOW_MINUTES = 15;

/**
 * Called by createNotification in the notification's transaction: a notification of an emailed kind queues its
 * mail in the outbox, so the mail exists exactly when the notification commits. A message opens the
 * conversation's 15-minute window, or (one open) is left to the mail already queued, which counts the unread ones.
 */
export async function queueNotificationMail(
  trx: DB,
  notification: Pick<
    TStoredNotification,
    | 'id'
    | 'userId'
    | 'type'
    | 'title'
    | 'message'
    | 'transactionId'
    | 'webhookEvent'
    | 'projectId'
    | 'projectType'
    | 'senderId'
  >,
): Promise<void> {
  const category = emailCategoryOf(notification.type);
  if (!category) return;
  if (category === 'messages') {
    const { senderId } = notification;
    if (!senderId) return;
    if (!(await queries.openConversationWindow(trx, notification.userId, senderId, MESSAGE_WINDOW_MINUTES))) return;
    await queries.insertOutbox(trx, {
      userId: notification.userId,
      category,
      template: 'messages',
      data: { senderId },
      notificationId: notification.id,
    });
    return;
  }
  const movement = receiptMovement(notification);
  if (movement && notification.transactionId) {
    // The payment's mail is its receipt, linking to the receipt page (receipts.ts).
    const paymentId = notification.transactionId;
    await queries.insertOutbox(trx, {
      userId: notification.userId,
      category,
      template: 'receipt',
      data: { message: notification.message, paymentId, movement, path: `/payments/${paymentId}` },
      notificationId: notification.id,
    });
    return;
  }
  await queries.insertOutbox(trx, {
    userId: notification.userId,
    category,
    template: 'notification',
    data: {
      title: notification.title,
      message: notification.message,
      // The mail leads where its notification does (the notifications page when nowhere else).
      path: notificationLink(notification)?.to,
    },
    notificationId: notification.id,
  });
}
