import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZNotificationType } from '@wallcraft/shared';
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
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsRequest = z.object({
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe(`Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
});

export const ZListNotificationsResponse = z.object({
  items: z.array(ZNotification),
  nextCursor: z.string().nullable(),
});

export const ZMarkNotificationRequest = z.object({
  id: z.string().uuid('Notification id must be a UUID'),
  isRead: z.boolean(),
});
