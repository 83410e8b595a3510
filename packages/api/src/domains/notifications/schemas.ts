import { ZNotificationType } from '@wallcraft/shared';
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
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsRequest = ZPageRequest;
export const ZListNotificationsResponse = ZPage(ZNotification);

export const ZMarkNotificationRequest = z.object({
  id: z.string().uuid('Notification id must be a UUID'),
  isRead: z.boolean(),
});
