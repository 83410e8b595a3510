import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import {
  ZListNotificationsRequest,
  ZListNotificationsResponse,
  ZMarkNotificationRequest,
  ZNotification,
  ZNotificationCounts,
} from './schemas';
import * as service from './service';

const tags = ['notifications'];

export const notificationsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        tags,
        summary: 'Your notifications, newest first, paged; category filters them',
        errorResponses: [400, 401],
      },
    })
    .input(ZListNotificationsRequest)
    .output(ZListNotificationsResponse)
    .query(({ ctx, input }) => service.listNotifications(ctx.db, ctx.user.id, input)),
  counts: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications/counts',
        tags,
        summary: 'How many of your notifications each category holds',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZNotificationCounts)
    .query(({ ctx }) => service.countNotifications(ctx.db, ctx.user.id)),
  unread: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications/unread',
        tags,
        summary: 'Your unread notifications (at most 100, newest first)',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.array(ZNotification))
    .query(({ ctx }) => service.listUnread(ctx.db, ctx.user.id)),
  markAllRead: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/notifications/mark-all-read',
        tags,
        summary: 'Mark all your notifications read',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx }) => service.markAllRead(ctx.db, ctx.user.id)),
  markRead: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/notifications/{id}',
        tags,
        summary: 'Mark one of your notifications read or unread',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZMarkNotificationRequest)
    .output(ZNotification)
    .mutation(({ ctx, input }) => service.markNotification(ctx.db, ctx.user.id, input.id, input.isRead)),
});
