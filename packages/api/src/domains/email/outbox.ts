import type { DB } from '@wallcraft/db';
import { dealPath, emailCategoryOf, isDealNotification } from '@wallcraft/shared';
import type { TNewNotification } from '../notifications/schemas';
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
    TNewNotification,
    'userId' | 'type' | 'title' | 'message' | 'messageId' | 'transactionId' | 'webhookEvent'
  > & {
    id: string;
    projectId?: string | null;
  },
): Promise<void> {
  const category = emailCategoryOf(notification.type);
  if (!category) return;
  if (category === 'messages') {
    const sender = notification.messageId ? await queries.messageSender(trx, notification.messageId) : undefined;
    if (!sender) return;
    if (!(await queries.openConversationWindow(trx, notification.userId, sender.sender_id, MESSAGE_WINDOW_MINUTES)))
      return;
    await queries.insertOutbox(trx, {
      userId: notification.userId,
      category,
      template: 'messages',
      data: { senderId: sender.sender_id },
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
      // A deal's mail leads to its deal room, like its notification (notification-links.ts in the web app).
      ...(notification.projectId && isDealNotification(notification.type)
        ? { path: dealPath(notification.projectId) }
        : {}),
    },
    notificationId: notification.id,
  });
}
