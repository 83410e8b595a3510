import type { DB } from '@wallcraft/db';
import type { TNotificationType, TWebhookEventType } from '@wallcraft/shared';
import { randomUUID } from 'node:crypto';
import type { TStoredNotification } from '../notifications/schemas';
import * as queries from './queries';

/**
 * The outbox side of webhooks: an event is queued for each of the user's enabled endpoints that subscribe to it,
 * in the transaction of the change it reports, beside the realtime event and the notification. A committed
 * change queues it once; a rolled-back one queues nothing. Call only with that transaction.
 */
export async function queueWebhookEvent(
  trx: DB,
  userId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
): Promise<string | null> {
  const endpoints = await queries.subscribedEndpoints(trx, userId, type);
  if (endpoints.length === 0) return null;
  const id = randomUUID();
  const payload = { id, type, createdAt: new Date().toISOString(), data };
  await queries.insertDeliveries(
    trx,
    endpoints.map((endpoint) => endpoint.id),
    { id, type, payload },
  );
  return id;
}

/** The webhook event each notification stands for; notifications not listed have none. */
const FROM_NOTIFICATION: Partial<Record<TNotificationType, TWebhookEventType>> = {
  application_received: 'application.created',
  application_accepted: 'application.accepted',
  application_rejected: 'application.rejected',
  invitation_received: 'invitation.created',
  invitation_accepted: 'invitation.accepted',
  invitation_rejected: 'invitation.rejected',
  message_received: 'message.created',
  project_started: 'project.started',
  project_completed: 'project.completed',
  payment_escrowed: 'payment.escrowed',
  payment_released: 'payment.released',
  payment_refunded: 'payment.refunded',
  reviews_published: 'review.published',
};

/** Queues the webhook event a notification stands for, with the ids it links (absent ones left out). */
export function queueForNotification(trx: DB, notification: TStoredNotification): Promise<string | null> {
  const type = notification.webhookEvent ?? FROM_NOTIFICATION[notification.type];
  if (!type) return Promise.resolve(null);
  const links = {
    applicationId: notification.applicationId,
    invitationId: notification.invitationId,
    paymentId: notification.transactionId,
    messageId: notification.messageId,
    wallRequestId: notification.wallRequestId,
  };
  const data: Record<string, unknown> = {
    notificationId: notification.id,
    title: notification.title,
    message: notification.message,
  };
  for (const [key, value] of Object.entries(links)) if (value) data[key] = value;
  return queueWebhookEvent(trx, notification.userId, type, data);
}
