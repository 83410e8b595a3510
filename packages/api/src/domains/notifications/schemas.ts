import {
  type NOTIFICATION_LEADS_BY,
  ZNotificationCategory,
  ZNotificationType,
  ZProjectType,
  type TNotificationType,
  type TWebhookEventType,
} from '@wallcraft/shared';
import { ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const ZNotification = z
  .object({
    id: z.string().uuid(),
    type: ZNotificationType,
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.string().describe('ISO 8601'),
    applicationId: z.string().uuid().nullable(),
    invitationId: z.string().uuid().nullable(),
    wallRequestId: z
      .string()
      .uuid()
      .nullable()
      .describe('The wall request a project_wall_* notification is about (decide it with PATCH /wall-requests/{id})'),
    transactionId: z
      .string()
      .uuid()
      .nullable()
      .describe('The payment a payment_* notification is about (its receipt: GET /transactions/{id})'),
    projectId: z
      .string()
      .uuid()
      .nullable()
      .describe(
        'The project the notification is about, on every type about one (a hire or a decline, a payment, a withdrawal, a review...): GET /projects/{id} or /wall-projects/{id} by projectType. Null on a type that asks for a decision (its applicationId, invitationId or wallRequestId), announces a message (senderId) or has a page of its own (verification, referral bonus, support reply, webhook, data export), and on a project its owner deleted',
      ),
    projectType: ZProjectType.nullable().describe("projectId's kind; null without a projectId"),
    senderId: z
      .string()
      .uuid()
      .nullable()
      .describe(
        'Who sent the message a message_received notification announces (the conversation: GET /messages?userId=)',
      ),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsRequest = ZPageRequest.extend({
  category: ZNotificationCategory.default('all').describe(
    'Which notifications: all (the default), unread, or the types of one category (applications, invitations, projects, payments)',
  ),
});
export type TListNotificationsRequest = z.infer<typeof ZListNotificationsRequest>;

const count = z.number().int().min(0);

/** How many notifications each filter of the notifications page holds (its tab labels). */
export const ZNotificationCounts = z
  .object({
    all: count,
    unread: count,
    applications: count,
    invitations: count,
    projects: count,
    payments: count,
  })
  .meta({ id: 'NotificationCounts' });
export type TNotificationCounts = z.infer<typeof ZNotificationCounts>;
export const ZListNotificationsResponse = ZPage(ZNotification);

export const ZMarkNotificationRequest = z.object({
  id: z.string().uuid('Notification id must be a UUID'),
  isRead: z.boolean(),
});

type NotificationFacts = {
  userId: string;
  title: string;
  message: string;
  applicationId?: string | null;
  invitationId?: string | null;
  transactionId?: string | null;
  messageId?: string | null;
  wallRequestId?: string | null;
  /** The project the notification links to: its deal room for a deal, else its page. */
  projectId?: string | null;
  /** The webhook event this notification stands for, when its type alone does not say (see webhooks/events.ts). */
  webhookEvent?: TWebhookEventType;
};

/**
 * What a new notification is made of (createNotification); the webhook event and the email read the same facts. Each
 * type requires the id it leads by (NOTIFICATION_LEADS_BY), so a notification without somewhere to go does not compile.
 */
export type TNewNotification = {
  [T in TNotificationType]: NotificationFacts & { type: T } & ((typeof NOTIFICATION_LEADS_BY)[T] extends infer K extends
      keyof NotificationFacts
      ? { [key in K]-?: string }
      : unknown);
}[TNotificationType];

/**
 * A notification as stored, handed to its handlers (mail, webhooks): the project as the server read it, with its
 * kind, and a message's sender, so a mail leads where the notification does (notificationLink).
 */
export type TStoredNotification = NotificationFacts & Pick<TNotification, 'id' | 'type' | 'projectType' | 'senderId'>;
